import { describe, expect, it } from "vitest";
import { BUSY, createRenderGate } from "./render-gate";

/** A task that runs until the test lets it finish, noting when it started. */
function controlled(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => (started.push(name), done.then(() => name)), finish: () => finish() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("the render gate", () => {
  it("lets the waiting sites take turns, so a stream on one site does not hold up another", async () => {
    const gate = createRenderGate({ concurrency: 1, maxWaiting: 10 });
    const started: string[] = [];
    const tasks = new Map<string, ReturnType<typeof controlled>>();
    const runs: Promise<unknown>[] = [];
    // Site a asks for five renders, then site b for one: b's goes second, not sixth.
    for (const name of ["a1", "a2", "a3", "a4", "a5", "b1"]) {
      tasks.set(name, controlled(started, name));
      runs.push(gate.run(name[0]!, tasks.get(name)!.task));
    }
    for (const name of ["a1", "a2", "b1", "a3", "a4", "a5"]) {
      await settle();
      expect(started.at(-1)).toBe(name);
      expect(gate.stats().running).toBe(1);
      tasks.get(name)!.finish();
    }
    expect(await Promise.all(runs)).toEqual(["a1", "a2", "a3", "a4", "a5", "b1"]);
    expect(gate.stats()).toEqual({ running: 0, peak: 1 });
  });

  it("answers BUSY at once, without running it, for a site that already has its limit waiting", async () => {
    const gate = createRenderGate({ concurrency: 1, maxWaiting: 2 });
    const started: string[] = [];
    const first = controlled(started, "a1");
    const running = gate.run("a", first.task);
    const [second, third] = [controlled(started, "a2"), controlled(started, "a3")];
    const waiting = [gate.run("a", second.task), gate.run("a", third.task)];
    expect(await gate.run("a", controlled(started, "a4").task)).toBe(BUSY);
    // Another site still queues, and has its turn after one more of the first site's.
    const other = controlled(started, "b1");
    const otherRun = gate.run("b", other.task);
    first.finish();
    expect(await running).toBe("a1");
    await settle();
    expect(started).toEqual(["a1", "a2"]);
    second.finish();
    await settle();
    expect(started).toEqual(["a1", "a2", "b1"]);
    other.finish();
    third.finish();
    expect(await Promise.all([...waiting, otherRun])).toEqual(["a2", "a3", "b1"]);
    expect(started).toEqual(["a1", "a2", "b1", "a3"]);
  });
});
