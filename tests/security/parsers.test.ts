import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/*
 * "Parsers of user text run in linear time" (issue 9: a search range of 6,400 spaces froze every
 * site for 32.8 s). hostile-input.ts feeds each parser 16 KB values built to make a backtracking
 * pattern try every split. It runs in its own process, because a parser that backtracks blocks its
 * thread and no timer inside it could fire; here the process is killed if it has not answered in
 * 60 s (a linear parser takes milliseconds; the old range pattern took hours on 16 KB). Patterns
 * that are merely quadratic are found by recheck in tests/house-rules.test.ts.
 */
describe("every parser of user text, given 16 KB hostile values", () => {
  it("answers every value, and soon", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "tests/security/hostile-input.ts"], {
      encoding: "utf8",
      timeout: 60_000,
      killSignal: "SIGKILL",
    });
    expect(run.signal, "a parser was still working after 60 s").toBeNull();
    expect(run.status, run.stderr).toBe(0);
    const slowest = JSON.parse(run.stdout) as Record<string, number>;
    expect(Object.keys(slowest).length).toBeGreaterThanOrEqual(15);
    console.info(
      "slowest answer per parser (ms):",
      Object.entries(slowest)
        .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
        .join(", "),
    );
  }, 90_000);
});
