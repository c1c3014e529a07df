import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { stockChanges } from "#server/db/schema";
import { startPeriodicJob } from "#server/periodic-job.server";

/*
 * Which cars each of a site's stock versions changed (the table is written by the trigger that moves
 * the version: server/db/migrations/0009_stock_changes.sql). A reader that has seen version v asks
 * for the changes above it and gets every car changed since, with the newest version they reach.
 */

/** How long the changes are kept. A reader last in step longer ago than this reloads in full. */
export const STOCK_CHANGES_KEPT_MS = 60 * 60_000;

/** The cars changed after a version, each with the last version that changed it; and the newest. */
export type StockChanges = { changed: Map<number, number>; version: number };

/** The cars changed after `version` and the newest version among those changes. */
export async function readStockChanges(db: Database, siteId: number, version: number): Promise<StockChanges> {
  const rows = await db
    .select({
      car_id: stockChanges.car_id,
      version: sql<number>`max(${stockChanges.version})`.mapWith(Number),
    })
    .from(stockChanges)
    .where(and(eq(stockChanges.site_id, siteId), gt(stockChanges.version, version)))
    .groupBy(stockChanges.car_id);
  let newest = version;
  const changed = new Map<number, number>();
  for (const row of rows) {
    changed.set(row.car_id, row.version);
    if (row.version > newest) newest = row.version;
  }
  return { changed, version: newest };
}

/*
 * Per site, the version at which each car last changed, from `floor` on: read from the log as the
 * site's version moves, once per move in each process, so that a kept page can ask whether any
 * car it shows changed since it was made (server/cache/page-cache.server.ts).
 */
type Tracked = {
  floor: number;
  known: number;
  readAt: number;
  last: Map<number, number>;
  reading: Promise<void> | null;
};

/** Past this many cars tracked for a site, it starts afresh (its kept pages are then made again once). */
const TRACKED_CARS_MAX = 200_000;

export function createStockChangeTracker(db: Database, now: () => number = Date.now) {
  const sites = new Map<number, Tracked>();

  function restart(site: Tracked, version: number) {
    Object.assign(site, { floor: version, known: version, readAt: now() });
    site.last.clear();
  }

  async function catchUp(site: Tracked, siteId: number, to: number) {
    // The log forgets after an hour: a site not read for nearly that long starts afresh.
    if (now() - site.readAt > STOCK_CHANGES_KEPT_MS - 10 * 60_000) restart(site, to);
    while (site.known < to) {
      site.reading ??= readStockChanges(db, siteId, site.known)
        .then(({ changed, version }) => {
          if (version === site.known) return restart(site, to);
          for (const [carId, at] of changed) site.last.set(carId, at);
          Object.assign(site, { known: version, readAt: now() });
          if (site.last.size > TRACKED_CARS_MAX) restart(site, version);
        })
        .finally(() => (site.reading = null));
      await site.reading;
    }
  }

  return {
    /**
     * Whether a car changed after version `since` (up to `to`, the version now), or null when that
     * cannot be told (a version from before this process followed the site).
     */
    async changedSince(
      siteId: number,
      since: number,
      to: number,
    ): Promise<((carId: number) => boolean) | null> {
      let site = sites.get(siteId);
      if (!site) {
        // Followed from the first version asked about (the log holds the last hour).
        site = { floor: since, known: since, readAt: now(), last: new Map(), reading: null };
        sites.set(siteId, site);
      }
      await catchUp(site, siteId, to);
      if (since < site.floor) return null;
      const last = site.last;
      return (carId) => (last.get(carId) ?? -1) > since;
    },
  };
}

/** Forgets the changes older than STOCK_CHANGES_KEPT_MS. */
export async function pruneStockChanges(db: Database, now = new Date()): Promise<void> {
  await db.delete(stockChanges).where(lt(stockChanges.changed_at, new Date(+now - STOCK_CHANGES_KEPT_MS)));
}

/** Prunes every `everyMs` until stopped (each instance runs one; running it twice does no harm). */
export function startStockChangesPruning(db: Database, everyMs = 5 * 60_000) {
  return startPeriodicJob("pruning stock changes", everyMs, () => pruneStockChanges(db));
}
