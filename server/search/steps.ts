import { setImmediate as nextTurn } from "node:timers/promises";

/*
 * Work done in steps, so that making an index does not hold the process's one thread
 * (docs/decisions/042-indexes-made-in-slices.md). A piece of work is a generator that yields where
 * it may pause: between phases, and every few thousand cars within one. Run at once (`runNow`), it
 * is an ordinary function call; run in slices (`runInSlices`), it gives way to whatever is waiting
 * (a search, a page) every SLICE_MS, while the previous index answers.
 *
 * A step never pauses while it holds a scratch buffer (server/search/engine.ts): two pieces of work
 * in slices may take turns.
 */
export type Steps<T> = Generator<void, T, void>;

/** How long work in slices runs before it gives way. */
export const SLICE_MS = 8;

export function runNow<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

export async function runInSlices<T>(steps: Steps<T>, sliceMs = SLICE_MS): Promise<T> {
  let until = performance.now() + sliceMs;
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() >= until) {
      await nextTurn();
      until = performance.now() + sliceMs;
    }
  }
}

/** A point to pause at every `every` items of a loop (a power of two). */
export const pauseAt = (i: number, every = 2048) => (i & (every - 1)) === every - 1;
