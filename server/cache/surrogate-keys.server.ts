import type { Database, DatabaseHandle } from "#server/db/client";
import { log } from "#server/log.server";
import { readStockChanges } from "#server/stock/stock-changes.server";
import { readStockVersion } from "./site-memo.server";

/*
 * Surrogate keys: what a CDN needs to throw away exactly the pages a stock change makes wrong
 * (docs/decisions/047-surrogate-keys-and-purges.md). Every public page says, in `Surrogate-Key`:
 * - `s<site>`: a page of the site (a purge of the whole site, after its configuration changed);
 * - `c<car>` for each car a page names (a vehicle page: its car and the similar cars), or
 * - `s<site>-stock` for a page that shows the stock as a whole (search, counts, the home page), or
 *   one whose list of cars was not known when its head went out.
 * A change to some cars of a site purges each car's key and the site's stock key: the vehicle pages
 * of other cars, and every other site's pages, stay in the CDN.
 */
export const siteKey = (siteId: number) => `s${siteId}`;
export const stockKey = (siteId: number) => `s${siteId}-stock`;
export const carKey = (carId: number) => `c${carId}`;

/** The keys of a page: its site's, and its cars' if it named every car it shows, else the stock's. */
export function pageSurrogateKeys(
  siteId: number,
  dependencies: { cars: ReadonlySet<number> | null; pending?: number },
) {
  const keys = [siteKey(siteId)];
  if (dependencies.cars && !dependencies.pending) for (const id of dependencies.cars) keys.push(carKey(id));
  else keys.push(stockKey(siteId));
  return keys.join(" ");
}

/** What a change to `carIds` of a site makes stale in a CDN. */
export function changedKeys(siteId: number, carIds: Iterable<number>): string[] {
  return [stockKey(siteId), ...[...carIds].map(carKey)];
}

/** A CDN's way to throw away every page carrying one of `keys`. */
export type Purger = { purge(keys: string[]): Promise<void> };

/** Keys a purge request names at most: a header of about 8 KB, which every proxy takes. */
const KEYS_PER_REQUEST = 500;

/**
 * Varnish with the xkey module (deploy/varnish.vcl), and any cache that takes the same request:
 * `PURGE /` with the keys, space-separated, in `xkey-purge`, to each address in `urls`.
 */
export function xkeyPurger(urls: string[], fetcher: typeof fetch = fetch): Purger {
  return {
    async purge(keys) {
      for (let i = 0; i < keys.length; i += KEYS_PER_REQUEST) {
        const header = keys.slice(i, i + KEYS_PER_REQUEST).join(" ");
        await Promise.all(
          urls.map(async (url) => {
            const answer = await fetcher(url, {
              method: "PURGE",
              headers: { "xkey-purge": header },
              signal: AbortSignal.timeout(5000),
            });
            await answer.arrayBuffer();
            if (!answer.ok) throw new Error(`purge at ${url} answered ${answer.status}`);
          }),
        );
      }
    },
  };
}

/** How long a second purge waits, at most, for the pages begun before a change to be answered. */
const OUTWAIT_MS = 10_000;
/** And then a little more: the CDN takes in the last page it was sent before it hears the purge. */
const CDN_SETTLE_MS = 250;
const PURGE_FAILED = "purge failed; the CDN's copies end with their s-maxage";

/**
 * Purges, as each stock change is announced, the keys of the cars it changed (read from the change
 * log since the last version purged) and the site's stock key. Every instance hears every change
 * and purges it: a purge twice is harmless, and no change waits for one instance.
 *
 * An instance that had not yet heard of the change may be answering the CDN with a page made
 * before it, as another's purge goes by: the CDN would keep that page for its s-maxage. So each
 * instance purges the same keys again once the page requests it had begun before it heard have
 * been answered (`outwait`). While the announcements could not be heard (the listening connection
 * cut), what changed meanwhile is purged as soon as they can.
 */
export async function startPurging(options: {
  db: Database;
  listen: DatabaseHandle["listen"];
  purger: Purger;
  siteIds: number[];
  /** Resolves once the page requests begun before the call have ended (or after `atMostMs`). */
  outwait: (atMostMs: number) => Promise<void>;
}): Promise<() => Promise<void>> {
  const { db, purger } = options;
  const purgedUpTo = new Map<number, number>();
  for (const siteId of options.siteIds) purgedUpTo.set(siteId, await readStockVersion(db, siteId));
  const running = new Map<number, Promise<void>>();
  const again = new Set<number>();
  const settling = new Set<Promise<void>>();
  let stopped = false;

  async function purgeSite(siteId: number, catchingUp: boolean) {
    const since = purgedUpTo.get(siteId);
    let keys: string[];
    let version: number;
    if (since === undefined) {
      keys = [siteKey(siteId)];
      version = await readStockVersion(db, siteId);
    } else {
      const changes = await readStockChanges(db, siteId, since);
      version = changes.version;
      if (catchingUp && version <= since) return;
      keys = changes.changed.size ? changedKeys(siteId, changes.changed.keys()) : [stockKey(siteId)];
    }
    const inFlight = options.outwait(OUTWAIT_MS);
    try {
      await purger.purge(keys);
      purgedUpTo.set(siteId, Math.max(version, purgedUpTo.get(siteId) ?? 0));
    } finally {
      purgeAgain(keys, inFlight);
    }
  }

  function purgeAgain(keys: string[], inFlight: Promise<void>) {
    const work: Promise<void> = inFlight
      .then(() => new Promise((resolve) => setTimeout(resolve, CDN_SETTLE_MS)))
      .then(() => purger.purge(keys))
      .catch((error: unknown) => log.warn(PURGE_FAILED, { err: error }))
      .finally(() => settling.delete(work));
    settling.add(work);
  }

  function announce(siteId: number, catchingUp = false) {
    if (stopped) return;
    if (running.has(siteId)) {
      again.add(siteId);
      return;
    }
    const work = purgeSite(siteId, catchingUp)
      .catch((error: unknown) => log.warn(PURGE_FAILED, { err: error }))
      .finally(() => {
        running.delete(siteId);
        if (again.delete(siteId)) announce(siteId);
      });
    running.set(siteId, work);
  }

  let heard = false;
  let deaf = false;
  await options.listen(
    "stock_versions",
    (payload) => announce(Number(payload)),
    (listening) => {
      if (!listening) {
        deaf ||= heard;
        return;
      }
      heard = true;
      if (!deaf) return;
      deaf = false;
      for (const siteId of options.siteIds) announce(siteId, true);
    },
  );
  return async () => {
    stopped = true;
    await Promise.all(running.values());
    await Promise.all(settling);
  };
}
