/*
 * The page requests this process is answering, told apart by when they began. A CDN purge made as
 * a stock change is announced can cross a page that an instance was still making from what it
 * knew before the announcement: the CDN would keep that page, stale, for its whole s-maxage. The
 * purger therefore purges the same keys once more when every page request begun before the
 * announcement has ended (server/cache/surrogate-keys.server.ts).
 */
export type PagesInFlight = {
  /** Marks a request begun; the function it returns marks it ended (once, however often called). */
  begin(): () => void;
  /** Resolves when every request begun before this call has ended, or after `atMostMs`. */
  ended(atMostMs: number): Promise<void>;
};

export function createPagesInFlight(): PagesInFlight {
  // Requests open per epoch. An epoch is only ever added while it is the current one, so the map's
  // order is the epochs' order and its first key is the oldest epoch with a request open.
  const open = new Map<number, number>();
  let epoch = 0;
  let waiters: { before: number; resolve: () => void }[] = [];

  function wake() {
    const oldest = open.keys().next().value ?? Number.POSITIVE_INFINITY;
    const still: typeof waiters = [];
    for (const waiter of waiters) {
      if (oldest >= waiter.before) waiter.resolve();
      else still.push(waiter);
    }
    waiters = still;
  }

  return {
    begin() {
      const at = epoch;
      open.set(at, (open.get(at) ?? 0) + 1);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        const left = open.get(at)! - 1;
        if (left > 0) open.set(at, left);
        else {
          open.delete(at);
          wake();
        }
      };
    },
    ended(atMostMs) {
      const before = ++epoch;
      const oldest = open.keys().next().value ?? Number.POSITIVE_INFINITY;
      if (oldest >= before) return Promise.resolve();
      return new Promise((resolve) => {
        const waiter = { before, resolve: () => (clearTimeout(timer), resolve()) };
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== waiter);
          resolve();
        }, atMostMs);
        timer.unref();
        waiters.push(waiter);
      });
    },
  };
}

/** This process's page requests (server/app.ts marks them; the purger outwaits them). */
export const pagesInFlight = createPagesInFlight();
