import { afterEach, describe, expect, it, vi } from "vitest";
import { log } from "./log.server";
import { startPeriodicJob } from "./periodic-job.server";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("a periodic job", () => {
  it("runs every interval, never twice at once, goes on after a failure, and stops after the run under way", async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(log, "warn").mockImplementation(() => {});
    let runs = 0;
    let finish: () => void = () => {};
    const stop = startPeriodicJob("test job", 1000, async () => {
      runs++;
      if (runs === 1) throw new Error("first run fails");
      await new Promise<void>((resolve) => (finish = resolve));
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
    expect(warn).toHaveBeenCalledWith("test job failed", expect.objectContaining({ err: expect.any(Error) }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    // The second run is still under way: the next ticks start nothing.
    await vi.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(2);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);
  });
});
