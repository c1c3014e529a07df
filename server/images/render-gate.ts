/*
 * How many images are rendered at once, and in what order. A render keeps a core busy for up to
 * a second; without a limit, a stream of image requests takes every core from the pages. The
 * sites waiting take turns (round robin), so requests on one site's host queue behind each other
 * and not in front of another site's; a site with `maxWaiting` renders already queued is told at
 * once to come back later rather than queueing more.
 */
export const BUSY = Symbol("busy");

export type RenderGate = ReturnType<typeof createRenderGate>;

export function createRenderGate(options: { concurrency: number; maxWaiting: number }) {
  let running = 0;
  let peak = 0;
  // Insertion order is the order of turns: a site that is served goes to the back.
  const waiting = new Map<string, (() => void)[]>();

  function startNext() {
    while (running < options.concurrency) {
      const turn = waiting.entries().next();
      if (turn.done) return;
      const [key, queue] = turn.value;
      const start = queue.shift()!;
      waiting.delete(key);
      if (queue.length > 0) waiting.set(key, queue);
      // Counted here, not when the waiter wakes (a microtask later), so no slot is given twice.
      running++;
      start();
    }
  }

  return {
    /** Runs `task` in `key`'s turn; BUSY, without running it, when `key` has too many waiting. */
    async run<T>(key: string, task: () => Promise<T>): Promise<T | typeof BUSY> {
      if (running < options.concurrency && waiting.size === 0) running++;
      else {
        const queue = waiting.get(key) ?? [];
        if (queue.length >= options.maxWaiting) return BUSY;
        await new Promise<void>((resolve) => {
          queue.push(resolve);
          if (queue.length === 1) waiting.set(key, queue);
        });
      }
      peak = Math.max(peak, running);
      try {
        return await task();
      } finally {
        running--;
        startNext();
      }
    },
    /** Renders running now, and the most that ever ran at once. */
    stats: () => ({ running, peak }),
  };
}
