import { describe, expect, it } from "vitest";
import { readyWithin } from "./ready-within.server";

describe("readyWithin", () => {
  it("gives the parts ready in time as values and leaves the others as their promises", async () => {
    let release!: (value: string) => void;
    const slow = new Promise<string>((resolve) => (release = resolve));
    const parts = await readyWithin({ soon: Promise.resolve([1, 2]), none: null, slow }, 20);
    expect(parts.soon).toEqual([1, 2]);
    expect(parts.none).toBeNull();
    expect(parts.slow).toBe(slow);
    release("later");
    await expect(parts.slow).resolves.toBe("later");
  });

  it("does not wait out its time when every part is ready", async () => {
    const started = Date.now();
    const parts = await readyWithin({ a: Promise.resolve(1) }, 5_000);
    expect(parts.a).toBe(1);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
