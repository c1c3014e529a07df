import { and, eq, gte, inArray, or, sql } from "drizzle-orm";
import { AVAILABLE_STATUSES, soldWindowStart } from "#domain/availability";
import { getDisplayableFinance, type FinanceSitePolicy, type LenderData } from "#domain/finance-eligibility";
import { selectRows, type Database } from "#server/db/client";
import { carViews, cars } from "#server/db/schema";
import { currentStockVersion, readStockVersion } from "#server/cache/site-memo.server";
import { getEnv } from "#server/env.server";
import { log } from "#server/log.server";
import { setTimeout as sleep } from "node:timers/promises";
import {
  readStockChanges,
  STOCK_CHANGES_KEPT_MS,
  type StockChanges,
} from "#server/stock/stock-changes.server";
import { carViewsTotal } from "#server/data/car-views.server";
import type { Site } from "#server/sites/registry";
import { searchIndexSteps, type SearchDoc, type SearchOptions } from "./engine";
import { siteIndex, takeChangesSteps, type SiteIndex } from "./layered";
import { runInSlices, type Steps } from "./steps";
import { searchIndexBuildDuration, searchIndexBuilds } from "#server/ops/metrics.server";
import { getSearchPolicy, isListedBySite } from "./policy";

/*
 * One search index per site per process, kept in step with the site's stock version (moved by
 * database triggers on every change to the site's cars, and known before each search: kept in
 * memory while the database announces changes, server/cache/site-memo.server.ts), so that a change
 * shows in the next searches of every app instance sharing the database (docs/architecture.md rule 9).
 * See docs/decisions/039-search-indexes-that-take-changes.md and 040-an-index-in-layers.md.
 *
 * - A site's index is loaded on its first search, in full.
 * - When the version moves, only the cars the new versions changed are read (the stock_changes log
 *   says which) and taken into the index's layer of changes (server/search/layered.ts): the cost of
 *   a change is the changed cars', not the site's. The site is read in full again only when the log
 *   may lack changes (the index not seen up to date for nearly as long as the log keeps them), and
 *   once a day.
 * - While that runs, searches are answered by the index it replaces, except on a site small enough
 *   (WAIT_FOR_REFRESH_BELOW cars) that waiting costs a few milliseconds and lets a buyer's own change
 *   (a reservation) show in the page that follows it; and even there a search waits only for a
 *   change of a few cars (WAIT_FOR_CHANGES_UP_TO: not an import's batches) and at most
 *   MAX_REFRESH_WAIT_MS (a busy machine).
 * - A refresh of many cars is followed by a pause before the next one of many (PAUSE_AFTER_MANY_MS):
 *   an import's batches are taken a second's worth at a time, not one by one.
 * - Indexes are kept within `maxBytes` (SEARCH_INDEX_MB): the sites searched least recently are let
 *   go and loaded again on their next search.
 */
type Entry = {
  /** The stock version the index reflects: every change up to it is in the index. */
  version: number;
  /** The newest version a search has asked for. */
  wanted: number;
  index: SiteIndex;
  /**
   * When the index was last seen to hold every change up to the site's version (ms): changes since
   * then are all in the change log for as long as it keeps them.
   */
  syncedAt: number;
  /** When the index last read every car of the site (ms). */
  loadedAt: number;
  bytes: number;
  refresh: Promise<void> | null;
  /** After a refresh of many cars, when the next refresh of many may begin (performance.now()). */
  calmFrom: number;
  /** What a search waits for: the refresh, or less once it is found to take many cars. */
  worthWaiting: Promise<void> | null;
};

/** Below this many cars a search waits for its site's index to take a change (milliseconds). */
export const WAIT_FOR_REFRESH_BELOW = 20_000;
/**
 * ...when the change is of at most this many cars (a buyer's reservation, a dealer's edit; not an
 * import's batch)...
 */
export const WAIT_FOR_CHANGES_UP_TO = 100;
/** ...and at most this long: past it (a busy machine), the previous index answers. */
export const MAX_REFRESH_WAIT_MS = 250;
/**
 * A refresh that took more than WAIT_FOR_CHANGES_UP_TO cars (an import's batches) is followed by a
 * pause before the next refresh of many: this long, or three times as long as the refresh took, so
 * that an import costs each instance at most a quarter of its thread and its batches are taken
 * together (docs/decisions/052-an-import-beside-searches.md). A change of a few cars is not paused.
 */
export const PAUSE_AFTER_MANY_MS = 1_000;
/** Resident bytes an index takes per car, documents included (measured: decisions 039 to 041). */
export const INDEX_BYTES_PER_CAR = 900;
/**
 * An index not seen up to date for this long reads its site in full again: the change log may have
 * let go of changes it lacks (the margin covers a long transaction's changes, stamped when it began).
 */
const FULL_RELOAD_AFTER_MS = STOCK_CHANGES_KEPT_MS - 10 * 60_000;
/** A document's figures that depend on the date (finance shown only on cars young enough) are read afresh daily. */
const REREAD_AFTER_MS = 24 * 60 * 60_000;

export type SearchStoreOptions = {
  maxBytes?: number;
  waitForRefreshBelow?: number;
  maxRefreshWaitMs?: number;
  /** The most changed cars a search waits for (WAIT_FOR_CHANGES_UP_TO). */
  waitForChangesUpTo?: number;
  /** The least pause after a refresh of many cars (PAUSE_AFTER_MANY_MS). */
  pauseAfterMany?: number;
  /** How a pause is waited (tests see the pauses asked for). */
  sleep?: (ms: number) => Promise<unknown>;
  /** How many changed cars one read takes (CHANGED_READ_PART). */
  changedReadPart?: number;
  now?: () => number;
};

/** One store's state: its options, its clock and the indexes it holds. */
type Store = {
  options: SearchStoreOptions;
  clock: () => number;
  /** In order of use, least recent first. */
  entries: Map<number, Entry>;
  firstLoads: Map<number, Promise<Entry>>;
};

export function createSearchStore(options: SearchStoreOptions = {}) {
  const store: Store = {
    options,
    clock: options.now ?? Date.now,
    entries: new Map<number, Entry>(),
    firstLoads: new Map<number, Promise<Entry>>(),
  };
  const { entries } = store;

  return {
    getIndex: (db: Database, site: Site): Promise<SiteIndex> => getIndex(store, db, site),
    forget: (siteId: number) => entries.delete(siteId),
    /** Resolves when the site's index has taken the changes under way. */
    settled: async (siteId: number) => {
      await entries.get(siteId)?.refresh;
    },
    /** What the store holds: for metrics and tests. */
    stats: () => ({
      sites: entries.size,
      bytes: [...entries.values()].reduce((sum, entry) => sum + entry.bytes, 0),
    }),
  };
}

async function getIndex(store: Store, db: Database, site: Site): Promise<SiteIndex> {
  const { entries, options } = store;
  const version = await currentStockVersion(db, site.id);
  let entry = entries.get(site.id);
  if (entry) {
    entries.delete(site.id);
    entries.set(site.id, entry);
  } else entry = await firstLoad(store, db, site, version);
  if (entry.version >= version) {
    entry.syncedAt = store.clock();
    if (!dueForReread(store, entry)) return entry.index;
  }
  const worthWaiting = refreshTo(store, entry, db, site, version);
  if (entry.index.size < (options.waitForRefreshBelow ?? WAIT_FOR_REFRESH_BELOW))
    await waitAtMost(worthWaiting, options.maxRefreshWaitMs ?? MAX_REFRESH_WAIT_MS);
  return entry.index;
}

/** The site's index read in full, once however many searches ask for it at the same time. */
function firstLoad(store: Store, db: Database, site: Site, version: number): Promise<Entry> {
  const { firstLoads } = store;
  let loading = firstLoads.get(site.id);
  if (!loading) {
    loading = (async () => {
      const now = store.clock();
      const started = performance.now();
      const docs = await loadSearchDocs(db, site, new Date(now));
      const index = await runInSlices(prepared(wholeIndex(docs), site, now));
      countBuild("whole", started);
      const entry: Entry = {
        version,
        wanted: version,
        index,
        syncedAt: now,
        loadedAt: now,
        bytes: bytesOf(index),
        refresh: null,
        calmFrom: 0,
        worthWaiting: null,
      };
      store.entries.set(site.id, entry);
      letGo(store, site.id);
      return entry;
    })().finally(() => firstLoads.delete(site.id));
    firstLoads.set(site.id, loading);
  }
  return loading;
}

/**
 * Brings the entry to `version` (or later), one refresh at a time; failures leave the index as it
 * was. Resolves when the refresh is done, or sooner once it finds more than
 * WAIT_FOR_CHANGES_UP_TO changed cars to take: no search waits for an import's batch.
 */
function refreshTo(store: Store, entry: Entry, db: Database, site: Site, version: number): Promise<void> {
  entry.wanted = Math.max(entry.wanted, version);
  if (!entry.refresh) {
    let tooMuch!: () => void;
    const found = new Promise<void>((resolve) => (tooMuch = resolve));
    entry.refresh = (async () => {
      try {
        while (entry.version < entry.wanted || dueForReread(store, entry))
          await refreshOnce(store, entry, db, site, tooMuch);
      } catch (error) {
        log.warn("search index refresh failed; the previous index answers", {
          site: site.slug,
          err: error,
        });
      } finally {
        entry.refresh = null;
        entry.worthWaiting = null;
      }
    })();
    entry.worthWaiting = Promise.race([entry.refresh, found]);
  }
  return entry.worthWaiting!;
}

async function refreshOnce(store: Store, entry: Entry, db: Database, site: Site, tooMuch: () => void) {
  const changes = await changesToTake(store, entry, db, site, tooMuch);
  const now = store.clock();
  const started = performance.now();
  const target = entry.wanted;
  let index: SiteIndex;
  // The log answers for the versions asked about unless they are older than it keeps.
  // A full read is waited for: the index may lack changes the log no longer holds.
  if (!changes || !changes.changed.size) {
    // Read in full (the version first: what changes after it is read again next time).
    const version = Math.max(target, await readStockVersion(db, site.id));
    const docs = await loadSearchDocs(db, site, new Date(now));
    index = await runInSlices(prepared(wholeIndex(docs), site, now));
    countBuild("whole", started);
    Object.assign(entry, { version, syncedAt: now, loadedAt: now });
  } else {
    const changed = await readChangedCars(
      db,
      site,
      new Date(now),
      changes.changed.keys(),
      store.options.changedReadPart ?? CHANGED_READ_PART,
    );
    index = await runInSlices(prepared(takeChangesSteps(entry.index, changes.changed, changed), site, now));
    countBuild("changes", started);
    Object.assign(entry, { version: changes.version, syncedAt: now });
    if (isMany(store, changes)) {
      const took = performance.now() - started;
      entry.calmFrom =
        performance.now() + Math.max(store.options.pauseAfterMany ?? PAUSE_AFTER_MANY_MS, 3 * took);
    }
  }
  entry.index = index;
  entry.bytes = bytesOf(index);
  letGo(store, null);
}

/**
 * The changes the log holds since the entry's version (null when the site is to be read in full).
 * Finding many says so at once (`tooMuch`), and waits out the pause after a refresh of many.
 */
async function changesToTake(
  store: Store,
  entry: Entry,
  db: Database,
  site: Site,
  tooMuch: () => void,
): Promise<StockChanges | null> {
  let changes = await changesFromLog(store, entry, db, site);
  if (isMany(store, changes)) {
    tooMuch();
    // Many cars again soon after many: an import's batches are taken together, after a pause.
    const pause = entry.calmFrom - performance.now();
    if (pause > 0) {
      await (store.options.sleep ?? sleep)(pause);
      changes = await changesFromLog(store, entry, db, site);
    }
  }
  return changes;
}

function changesFromLog(store: Store, entry: Entry, db: Database, site: Site) {
  return store.clock() - entry.syncedAt < FULL_RELOAD_AFTER_MS && !dueForReread(store, entry)
    ? readStockChanges(db, site.id, entry.version)
    : null;
}

function isMany(store: Store, changes: StockChanges | null) {
  return (
    changes !== null && changes.changed.size > (store.options.waitForChangesUpTo ?? WAIT_FOR_CHANGES_UP_TO)
  );
}

function countBuild(kind: "whole" | "changes", started: number) {
  searchIndexBuilds.inc({ kind });
  searchIndexBuildDuration.observe({ kind }, (performance.now() - started) / 1000);
}

const dueForReread = (store: Store, entry: Entry) => store.clock() - entry.loadedAt >= REREAD_AFTER_MS;

const maxBytes = (store: Store) => store.options.maxBytes ?? getEnv().SEARCH_INDEX_MB * 2 ** 20;

/** Lets go of the least recently searched sites' indexes while over the memory allowed. */
function letGo(store: Store, keep: number | null) {
  const { entries } = store;
  let total = 0;
  for (const entry of entries.values()) total += entry.bytes;
  for (const [siteId, entry] of entries) {
    if (total <= maxBytes(store)) break;
    if (siteId === keep || entry.refresh) continue;
    entries.delete(siteId);
    total -= entry.bytes;
  }
}

const bytesOf = (index: SiteIndex) => index.size * INDEX_BYTES_PER_CAR;

/*
 * Indexes are made in slices (server/search/steps.ts): searches and pages of every site go on
 * between them, answered by the index being replaced. What the first search of a new index would
 * count over the whole stock is counted then too, so no search waits for it.
 */
function* wholeIndex(docs: readonly SearchDoc[]): Steps<SiteIndex> {
  return siteIndex(yield* searchIndexSteps(docs));
}

function* prepared(steps: Steps<SiteIndex>, site: Site, now: number): Steps<SiteIndex> {
  const index = yield* steps;
  yield* index.prepare(getSearchOptions(site, new Date(now)));
  return index;
}

function waitAtMost(work: Promise<void>, ms: number): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function getSearchOptions(site: Site, now = new Date()): SearchOptions {
  return {
    now,
    includeSoldCarsDays: site.search.include_sold_cars_days,
    priceAscendingExcludesZero: site.search.price_ascending_excludes_zero,
    usedLabel: site.labels.used,
    words: site.search.words,
  };
}

/*
 * The changed cars are read a part at a time: a part's rows are made into documents at once, which
 * holds the process's one thread, and an import's batches can bring thousands of changed cars to a
 * refresh (docs/decisions/042-indexes-made-in-slices.md).
 */
const CHANGED_READ_PART = 500;

async function readChangedCars(
  db: Database,
  site: Site,
  now: Date,
  ids: Iterable<number>,
  partSize: number,
): Promise<SearchDoc[]> {
  const sorted = Int32Array.from(ids).sort();
  const docs: SearchDoc[] = [];
  for (let k = 0; k < sorted.length; k += partSize) {
    const part = await loadSearchDocs(db, site, now, [...sorted.subarray(k, k + partSize)]);
    for (const doc of part) docs.push(doc);
  }
  return docs;
}

/** The site's listable cars as search documents (only the cars of the ids `among`, when given). */
export async function loadSearchDocs(
  db: Database,
  site: Site,
  now: Date,
  among?: number[],
): Promise<SearchDoc[]> {
  const policy = getSearchPolicy(site);
  const soldSince = new Date(soldWindowStart(now, policy.includeSoldCarsDays));
  // Written in SQL and read as the driver gives it: a query builder's mapping of each field of
  // each row cost as much as making the documents (a CPU profile of an index's first read).
  const rows = await selectRows<SearchRow>(
    db,
    sql`
      select ${cars.id} as id, ${cars.slug} as slug, ${cars.stocknum} as stocknum, ${cars.vin} as vin,
        ${cars.name} as name, ${cars.year} as year, ${cars.make} as make, ${cars.model} as model,
        ${cars.badge} as badge, ${cars.series} as series, ${cars.colour} as colour,
        ${cars.price} as price, ${cars.before_price} as before_price,
        ${cars.subscription_price} as subscription_price, ${cars.price_type} as price_type,
        ${cars.preorder} as preorder, ${cars.km} as km, ${cars.status} as status,
        (extract(epoch from ${cars.sold_at}) * 1000)::float8 as sold_at,
        ${cars.car_type} as car_type, ${cars.tag} as tag, ${cars.reserved} as reserved,
        ${cars.certified} as certified,
        (extract(epoch from ${cars.created_at}) * 1000)::float8 as created_at,
        ${carViewsTotal} as views, ${cars.photos_count} as photos_count,
        ${cars.images}->0->>'src' as image, ${cars.simple_body} as simple_body,
        ${cars.simple_fuel} as simple_fuel, ${cars.fuel} as fuel,
        ${cars.simple_transmission} as simple_transmission, ${cars.drive} as drive,
        ${cars.seats} as seats,
        (${cars.specifications}->>'sleeps')::int as sleeps,
        round((${cars.specifications}->>'body_length')::float8 * 1000)::int as body_length_mm,
        case when ${cars.vehicle_kind} = 'caravan'
          then (${cars.specifications}->>'aggregate_trailer_mass')::int end as atm_kg,
        ${cars.vehicle_kind} as vehicle_kind,
        ${cars.categories} as categories, ${cars.filtered_features} as filtered_features,
        ${cars.dealership_id} as dealership_id, ${cars.location_id} as location_id,
        ${cars.show_on_dealer_website} as show_on_dealer_website,
        ${cars.finance_lenders}->${site.finance_provider} as lender
      from ${cars}
      -- The site's own counts, read by their index (a car's views are always its site's).
      left join ${carViews} on ${carViews.car_id} = ${cars.id} and ${carViews.site_id} = ${site.id}
      where ${and(
        eq(cars.site_id, site.id),
        // One parameter, not one a car: a part of a refresh asks for hundreds of cars.
        among && sql`${cars.id} = any(${`{${among.join(",")}}`}::int[])`,
        or(
          inArray(cars.status, [...AVAILABLE_STATUSES]),
          and(eq(cars.status, "sold"), gte(cars.sold_at, soldSince)),
        ),
      )}
      order by ${cars.id}`,
  );

  return toSearchDocs(rows, site, now);
}

export type SearchRow = Omit<
  SearchDoc,
  | "sold_at"
  | "created_at"
  | "dealership_name"
  | "location_name"
  | "city"
  | "state"
  | "weekly_payment"
  | "interest_rate"
  | "comparison_rate"
> & {
  /** Epoch milliseconds. */
  sold_at: number | null;
  /** Epoch milliseconds. */
  created_at: number;
  show_on_dealer_website: boolean;
  lender: LenderData | null;
};

/** The site's finance display policy [VSD §5 Finance display eligibility]. */
export function getFinancePolicy(site: Site): FinanceSitePolicy {
  return {
    enabled: site.finance.display_enabled,
    provider: site.finance_provider,
    rule: site.finance.eligibility_rule,
    siteManufacturer: site.manufacturer?.name ?? null,
    excludedManufacturers: site.finance.excluded_manufacturers,
    excludedDealershipIds: site.finance.excluded_dealership_ids,
  };
}

/*
 * A database driver makes a new string for every field of every row, so 100,000 cars would hold
 * 100,000 copies of "Toyota". An index keeps its documents as columns, the values many cars share
 * as codes into a table of its strings (server/search/documents.ts): the strings those tables hold
 * are kept once, for every site of the process (docs/decisions/039-search-indexes-that-take-changes.md).
 * The table is let go when it grows past SHARED_VALUES_MAX (values seen once would otherwise pile
 * up). A car's own strings (its title, address, VIN, photo) are kept as bytes (documents.ts).
 */
const SHARED_VALUES_MAX = 200_000;
const sharedValues = new Map<string, string>();

function shared<T extends string | null>(value: T): T {
  if (value === null) return value;
  const known = sharedValues.get(value);
  if (known !== undefined) return known as T;
  if (sharedValues.size >= SHARED_VALUES_MAX) sharedValues.clear();
  sharedValues.set(value, value);
  return value;
}

/** Car rows to search documents: the site's policy, its locations and its finance display rule. */
export function toSearchDocs(rows: readonly SearchRow[], site: Site, now: Date): SearchDoc[] {
  const policy = getSearchPolicy(site);
  const locations = new Map(site.locations.map((l) => [l.id, l]));
  const dealerships = new Map(site.dealerships.map((d) => [d.id, d]));
  const financePolicy = getFinancePolicy(site);
  const docs: SearchDoc[] = [];
  for (const row of rows) {
    if (!isListedBySite(row, policy)) continue;
    const location = locations.get(row.location_id);
    const lender = row.lender;
    const finance = lender
      ? getDisplayableFinance(
          { ...row, finance_lenders: { [site.finance_provider]: lender } },
          financePolicy,
          now,
        )
      : null;
    // One object literal in a fixed order: every document shares one shape, which keeps the
    // engine's loops over thousands of documents fast.
    docs.push({
      id: row.id,
      slug: row.slug,
      stocknum: row.stocknum,
      vin: row.vin,
      name: row.name,
      year: row.year,
      make: shared(row.make),
      model: shared(row.model),
      badge: shared(row.badge),
      series: shared(row.series),
      colour: shared(row.colour),
      price: row.price,
      before_price: row.before_price,
      subscription_price: row.subscription_price,
      price_type: shared(row.price_type),
      preorder: row.preorder,
      km: row.km,
      status: shared(row.status),
      sold_at: row.sold_at,
      car_type: shared(row.car_type),
      tag: shared(row.tag),
      reserved: row.reserved,
      certified: row.certified,
      created_at: row.created_at,
      views: row.views,
      photos_count: row.photos_count,
      image: row.image,
      simple_body: shared(row.simple_body),
      simple_fuel: shared(row.simple_fuel),
      fuel: shared(row.fuel),
      simple_transmission: shared(row.simple_transmission),
      drive: shared(row.drive),
      seats: row.seats,
      sleeps: row.sleeps,
      body_length_mm: row.body_length_mm,
      atm_kg: row.atm_kg,
      vehicle_kind: shared(row.vehicle_kind),
      categories: row.categories,
      filtered_features: row.filtered_features,
      dealership_id: row.dealership_id,
      dealership_name: dealerships.get(row.dealership_id)?.name ?? "",
      location_id: row.location_id,
      location_name: location?.name ?? "",
      city: location?.address.city ?? "",
      state: location?.address.state ?? "",
      weekly_payment: finance?.paymentWeek ?? null,
      interest_rate: finance?.interestRate ?? null,
      comparison_rate: finance?.comparisonRate ?? null,
    });
  }
  return docs;
}
