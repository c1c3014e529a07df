import { AsyncLocalStorage } from "node:async_hooks";
import { LRUCache } from "lru-cache";
import type { Database, DatabaseHandle } from "#server/db/client";
import { getEnv } from "#server/env.server";
import { eq } from "drizzle-orm";
import { stockVersions } from "#server/db/schema";

/*
 * What a page reads besides the visitor, read once per process instead of on every request
 * [docs/architecture.md rule 10; docs/decisions/026-render-cost.md].
 *
 * A site's page data (a car, its page, the views on the cards, offers, opening hours) changes
 * with its stock (database triggers move the site's stock version on every change to its cars) or
 * slowly (a view, an offer). So it is kept under the site's stock version and the page cache's
 * window (PAGE_CACHE_WINDOW_S, a minute), the key a cached page already stands for: an import or a
 * status change reaches the next request on every instance sharing the database, and anything else
 * within the window. Bounded in bytes; a failed read is forgotten, so the next request tries again.
 *
 * The stock version itself is read once per page request (a primary-key lookup), and shared by the
 * page cache, the shell, the search index and these memos; while the database announces changes
 * it is kept in memory and forgotten on each announcement (below). A write (a POST) reads it
 * afresh each time: its own change must show in the page it answers with.
 */

/** The site's stock version as the database has it now. */
export async function readStockVersion(db: Database, siteId: number): Promise<number> {
  const [row] = await db
    .select({ version: stockVersions.version })
    .from(stockVersions)
    .where(eq(stockVersions.site_id, siteId));
  return Number(row?.version ?? 0);
}

/*
 * The versions are kept in memory while the database announces every change: the trigger that
 * moves a version notifies channel stock_versions, and a version is forgotten on its announcement,
 * even while its read is under way, so the next request reads the new one. The embedded database
 * announces a change before the write that made it returns. PostgreSQL announces it on the
 * listening connection a moment after the commit; a write therefore reads the version afresh, and
 * what it read is kept (its own change shows in the next page of this instance before the
 * announcement arrives). While the listening connection is down, nothing is kept and every request
 * reads the version, as when nothing listens.
 */
type Tracker = {
  listening: boolean;
  versions: Map<number, Promise<number>>;
  /** Announcements per site, so a read that one overtook is not kept. */
  announced: Map<number, number>;
};
const trackers = new WeakMap<Database, Tracker>();

export async function trackStockVersions(db: Database, listen: DatabaseHandle["listen"]) {
  const tracker: Tracker = { listening: false, versions: new Map(), announced: new Map() };
  trackers.set(db, tracker);
  await listen(
    "stock_versions",
    (payload) => {
      const siteId = Number(payload);
      tracker.announced.set(siteId, (tracker.announced.get(siteId) ?? 0) + 1);
      tracker.versions.delete(siteId);
    },
    (listening) => {
      tracker.listening = listening;
      tracker.versions.clear();
    },
  );
}

/** The promise kept under `key`, or `read()`'s, kept until it fails. */
function keptOrRead<K, V>(kept: Map<K, Promise<V>>, key: K, read: () => Promise<V>): Promise<V> {
  const known = kept.get(key);
  if (known) return known;
  const value = read();
  kept.set(key, value);
  value.catch(() => {
    if (kept.get(key) === value) kept.delete(key);
  });
  return value;
}

function knownStockVersion(db: Database, siteId: number): Promise<number> {
  const tracker = trackers.get(db);
  if (!tracker?.listening) return readStockVersion(db, siteId);
  return keptOrRead(tracker.versions, siteId, () => readStockVersion(db, siteId));
}

/** The version read now, kept for the requests after it unless an announcement overtook the read. */
async function freshStockVersion(db: Database, siteId: number): Promise<number> {
  const tracker = trackers.get(db);
  const announced = tracker?.announced.get(siteId) ?? 0;
  const version = await readStockVersion(db, siteId);
  if (tracker?.listening && (tracker.announced.get(siteId) ?? 0) === announced) {
    const kept = tracker.versions.get(siteId);
    tracker.versions.set(
      siteId,
      kept
        ? kept.then(
            (known) => Math.max(known, version),
            () => version,
          )
        : Promise.resolve(version),
    );
  }
  return version;
}

const requestVersions = new AsyncLocalStorage<Map<number, Promise<number>>>();

/** Runs a read-only request with one stock version per site for all it reads. */
export function runWithRequestVersions<T>(fn: () => T): T {
  return requestVersions.run(new Map(), fn);
}

/** The site's stock version: read once per read-only request, afresh on every call otherwise. */
export function currentStockVersion(db: Database, siteId: number): Promise<number> {
  const versions = requestVersions.getStore();
  if (!versions) return freshStockVersion(db, siteId);
  return keptOrRead(versions, siteId, () => knownStockVersion(db, siteId));
}

export type SiteMemoOptions = { windowMs: number; maxBytes?: number; now?: () => number };

/** Room an answer takes while it is being read, before its size is known. */
const PENDING_BYTES = 1024;

/**
 * About how much memory a kept answer takes: twice its JSON (strings are two bytes a character in
 * memory, and objects carry more than their text), or 64 bytes an entry for a Map.
 */
function approximateBytes(value: unknown): number {
  if (value instanceof Map) return 64 * value.size + PENDING_BYTES;
  return 2 * (JSON.stringify(value)?.length ?? 0) + 64;
}

/** Each database this process opened (tests open several), so their sites' memos stay apart. */
const databaseIds = new WeakMap<Database, number>();
let nextDatabaseId = 1;

export function createSiteMemo({ windowMs, maxBytes = 32 * 1024 * 1024, now = Date.now }: SiteMemoOptions) {
  // Bounded in bytes, the least recently used answer first to go (a crawler walking every car
  // keeps the memory where it was).
  const kept = new LRUCache<string, Promise<unknown>>({
    maxSize: maxBytes,
    sizeCalculation: () => PENDING_BYTES,
  });
  return {
    /** `load()`'s answer for this site, stock version and window, made once while it stands. */
    async get<T>(db: Database, siteId: number, name: string, load: () => Promise<T>): Promise<T> {
      const version = await currentStockVersion(db, siteId);
      let databaseId = databaseIds.get(db);
      if (databaseId === undefined) databaseIds.set(db, (databaseId = nextDatabaseId++));
      const key = `${databaseId}|${siteId}|${version}|${Math.floor(now() / windowMs)}|${name}`;
      const known = kept.get(key) as Promise<T> | undefined;
      if (known) return known;
      const value = load();
      kept.set(key, value);
      value.then(
        (answer) => {
          if (kept.peek(key) !== value) return;
          // Set again with its size (the cache keeps the size it was given for the same value).
          kept.delete(key);
          kept.set(key, value, { size: approximateBytes(answer) });
        },
        () => {
          if (kept.peek(key) === value) kept.delete(key);
        },
      );
      return value;
    },
    /** What the kept answers take, about. */
    get bytes() {
      return kept.calculatedSize;
    },
    clear: () => kept.clear(),
  };
}

export type SiteMemo = ReturnType<typeof createSiteMemo>;

let shared: SiteMemo | undefined;

/** The process's memo, with the page cache's window. */
export function siteMemo(): SiteMemo {
  shared ??= createSiteMemo({ windowMs: getEnv().PAGE_CACHE_WINDOW_S * 1000 });
  return shared;
}
