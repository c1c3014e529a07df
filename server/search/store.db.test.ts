import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#server/db/client";
import { cars } from "#server/db/schema";
import { seedDemoData } from "#server/demo/seed";
import { demoRegistry } from "../../tests/setup/sites";
import { useTestDatabase } from "../../tests/setup/test-database";
import { readStockVersion } from "#server/cache/site-memo.server";
import { createSearchStore, getSearchOptions, INDEX_BYTES_PER_CAR } from "./store.server";
import { siteDocs } from "./layered";
import { pruneStockChanges, readStockChanges } from "#server/stock/stock-changes.server";
import { stockChanges } from "#server/db/schema";
import { getStockSearch, runStockSearch } from "./search.server";

const registry = demoRegistry();
const site = registry.sites.find((s) => s.slug === "southern-cross")!;
const database = useTestDatabase((db) => seedDemoData(db, registry, { seed: 7, cars: 800, now: new Date() }));
let second: DatabaseHandle | null = null;

beforeAll(async () => {
  // On PostgreSQL the second instance has its own connection pool, as a second app server would.
  if (database.handle.kind === "postgres")
    second = await openDatabase({ databaseUrl: database.handle.databaseUrl, dataDir: "" });
});
afterAll(async () => {
  await second?.close();
});

describe("recent results", () => {
  it("answers the same search again from the last result until the stock changes", async () => {
    const now = new Date();
    const request = { refinements: { car_type: ["used"] }, hitsPerPage: 21 };
    const search = await getStockSearch(database.db, site);
    const first = runStockSearch(search, site, request, now);
    const again = runStockSearch(search, site, { ...request }, now);
    expect(again.facets).toBe(first.facets);
    expect(again.hits).toBe(first.hits);
    expect(again.ms).toBe(0);
    // Another search, or the next minute, is searched afresh.
    expect(runStockSearch(search, site, { ...request, page: 2 }, now).hits).not.toBe(first.hits);
    expect(runStockSearch(search, site, request, new Date(+now + 60_000)).facets).not.toBe(first.facets);

    // A car this search lists.
    const target = first.hits.find((hit) => hit.status === "in_stock");
    await database.db
      .update(cars)
      .set({ status: "sold", sold_at: new Date("2020-01-01T00:00:00Z") })
      .where(eq(cars.id, target!.id));
    const fresh = await getStockSearch(database.db, site);
    expect(fresh).not.toBe(search);
    expect(runStockSearch(fresh, site, request, now).count).toBe(first.count - 1);
    await database.db.update(cars).set({ status: "in_stock", sold_at: null }).where(eq(cars.id, target!.id));
  });
});

describe("search index freshness", () => {
  it("shows a status change in the next search, in two instances sharing the database", async () => {
    const one = createSearchStore();
    const two = createSearchStore();
    const dbTwo = second?.db ?? database.db;
    const options = getSearchOptions(site);
    const before = (await one.getIndex(database.db, site)).search({}, options);
    expect((await two.getIndex(dbTwo, site)).search({}, options).count).toBe(before.count);

    const version = await readStockVersion(database.db, site.id);
    // A car the search lists (in stock, on the website, of a kind the site sells).
    const target = before.hits.find((hit) => hit.status === "in_stock");
    // Sold long ago: outside the sold window, so the car leaves the search.
    await database.db
      .update(cars)
      .set({ status: "sold", sold_at: new Date("2020-01-01T00:00:00Z") })
      .where(eq(cars.id, target!.id));
    expect(await readStockVersion(database.db, site.id)).toBeGreaterThan(version);

    expect((await one.getIndex(database.db, site)).search({}, options).count).toBe(before.count - 1);
    expect((await two.getIndex(dbTwo, site)).search({}, options).count).toBe(before.count - 1);
  });

  it("reuses the index while nothing changes, and other sites' changes leave it alone", async () => {
    const store = createSearchStore();
    const first = await store.getIndex(database.db, site);
    expect(await store.getIndex(database.db, site)).toBe(first);
    const other = registry.sites.find((s) => s.slug === "redline-used")!;
    await database.db.execute(sql`update cars set views = views + 1 where site_id = ${other.id}`);
    expect(await store.getIndex(database.db, site)).toBe(first);
  });
});

describe("indexes that take changes", () => {
  const options = getSearchOptions(site);
  const listed = async (store: ReturnType<typeof createSearchStore>) =>
    (await store.getIndex(database.db, site)).search({ hitsPerPage: 1000 }, options);

  it("logs which cars each version changed, in version order", async () => {
    const version = await readStockVersion(database.db, site.id);
    const [a, b] = await database.db
      .select({ id: cars.id })
      .from(cars)
      .where(eq(cars.site_id, site.id))
      .limit(2);
    await database.db
      .update(cars)
      .set({ km: sql`${cars.km} + 1` })
      .where(eq(cars.id, a!.id));
    await database.db.execute(sql`update cars set km = km + 1 where id in (${a!.id}, ${b!.id})`);
    const changes = await readStockChanges(database.db, site.id, version);
    expect(changes.version).toBe(version + 2);
    expect(changes.changed).toEqual(
      new Map([
        [a!.id, version + 2],
        [b!.id, version + 2],
      ]),
    );
    expect([...(await readStockChanges(database.db, site.id, version + 1)).changed.keys()].sort()).toEqual(
      [a!.id, b!.id].sort(),
    );
    expect(await readStockChanges(database.db, site.id, version + 2)).toEqual({
      changed: new Map(),
      version: version + 2,
    });
    // An hour on, the log forgets them.
    await pruneStockChanges(database.db, new Date(Date.now() + 61 * 60_000));
    expect((await database.db.select().from(stockChanges)).length).toBe(0);
  });

  it("takes a change into a layer of the changed cars: the rest of the index is the very same", async () => {
    const store = createSearchStore();
    const before = await store.getIndex(database.db, site);
    const [sold, priced] = siteDocs(before).filter((doc) => doc.status === "in_stock");
    await database.db
      .update(cars)
      .set({ status: "sold", sold_at: new Date("2020-01-01T00:00:00Z") })
      .where(eq(cars.id, sold!.id));
    await database.db.update(cars).set({ price: 12_345 }).where(eq(cars.id, priced!.id));
    const after = await store.getIndex(database.db, site);
    expect(after).not.toBe(before);
    // The base is the one read before; only the repriced car was read again.
    expect(after.layers.base).toBe(before.layers.base);
    expect([...after.layers.changes!.documents.ids]).toEqual([priced!.id]);
    const docs = siteDocs(after);
    expect(docs.length).toBe(siteDocs(before).length - 1);
    expect(docs.find((doc) => doc.id === sold!.id)).toBeUndefined();
    expect(docs.find((doc) => doc.id === priced!.id)!.price).toBe(12_345);
    expect(
      after.search({ ranges: { price: { min: 12_345, max: 12_345 } } }, options).hits.map((h) => h.id),
    ).toContain(priced!.id);
    await database.db
      .update(cars)
      .set({ status: "in_stock", sold_at: null, price: priced!.price })
      .where(inArray(cars.id, [sold!.id, priced!.id]));
    expect(siteDocs(await store.getIndex(database.db, site)).length).toBe(siteDocs(before).length);
  });

  it("takes a car that is new, and lets go of one deleted", async () => {
    const store = createSearchStore();
    const before = await listed(store);
    const [row] = await database.db.select().from(cars).where(eq(cars.id, before.hits[0]!.id));
    const { id: _id, ...copy } = row!;
    const [added] = await database.db
      .insert(cars)
      .values({ ...copy, slug: `${copy.slug}-copy`, stocknum: `${copy.stocknum}C`, vin: null })
      .returning({ id: cars.id });
    expect((await listed(store)).count).toBe(before.count + 1);
    expect(siteDocs(await store.getIndex(database.db, site)).some((doc) => doc.id === added!.id)).toBe(true);
    await database.db.delete(cars).where(eq(cars.id, added!.id));
    expect((await listed(store)).count).toBe(before.count);
  });

  it("answers with the previous index while a large site's index takes a change", async () => {
    const store = createSearchStore({ waitForRefreshBelow: 0 });
    const before = await store.getIndex(database.db, site);
    const target = siteDocs(before).find((doc) => doc.status === "in_stock")!;
    await database.db.update(cars).set({ status: "coming_soon" }).where(eq(cars.id, target.id));
    // The search that sees the change is not held up by it.
    expect(await store.getIndex(database.db, site)).toBe(before);
    await store.settled(site.id);
    const after = await store.getIndex(database.db, site);
    expect(after).not.toBe(before);
    expect(siteDocs(after).find((doc) => doc.id === target.id)!.status).toBe("coming_soon");
    await database.db.update(cars).set({ status: "in_stock" }).where(eq(cars.id, target.id));
    await store.getIndex(database.db, site);
    await store.settled(site.id);
    expect(
      siteDocs(await store.getIndex(database.db, site)).find((doc) => doc.id === target.id)!.status,
    ).toBe("in_stock");
  });

  it("waits for a small site's index at most so long, then answers with the previous one", async () => {
    const store = createSearchStore({ maxRefreshWaitMs: 0 });
    const before = await store.getIndex(database.db, site);
    const target = siteDocs(before).find((doc) => doc.status === "in_stock")!;
    await database.db.update(cars).set({ status: "coming_soon" }).where(eq(cars.id, target.id));
    expect(await store.getIndex(database.db, site)).toBe(before);
    await store.settled(site.id);
    expect(
      siteDocs(await store.getIndex(database.db, site)).find((doc) => doc.id === target.id)!.status,
    ).toBe("coming_soon");
    await database.db.update(cars).set({ status: "in_stock" }).where(eq(cars.id, target.id));
    // With the usual wait, the next search has the change.
    const waiting = createSearchStore();
    await waiting.getIndex(database.db, site);
    await database.db.update(cars).set({ status: "coming_soon" }).where(eq(cars.id, target.id));
    expect(
      siteDocs(await waiting.getIndex(database.db, site)).find((doc) => doc.id === target.id)!.status,
    ).toBe("coming_soon");
    await database.db.update(cars).set({ status: "in_stock" }).where(eq(cars.id, target.id));
  });

  it("does not wait for a change of many cars (an import's batch), even on a small site", async () => {
    const store = createSearchStore({ waitForChangesUpTo: 2 });
    const before = await store.getIndex(database.db, site);
    const [a, b, c] = siteDocs(before).filter((doc) => doc.status === "in_stock");
    const three = [a!.id, b!.id, c!.id];
    await database.db.update(cars).set({ status: "coming_soon" }).where(inArray(cars.id, three));
    // Three cars: the search answers at once, with the index it had.
    expect(await store.getIndex(database.db, site)).toBe(before);
    await store.settled(site.id);
    const after = await store.getIndex(database.db, site);
    expect(
      siteDocs(after)
        .filter((doc) => three.includes(doc.id))
        .map((doc) => doc.status),
    ).toEqual(["coming_soon", "coming_soon", "coming_soon"]);
    // Two cars: the search waits and has them.
    await database.db
      .update(cars)
      .set({ status: "in_stock" })
      .where(inArray(cars.id, [a!.id, b!.id]));
    const waited = await store.getIndex(database.db, site);
    expect(siteDocs(waited).find((doc) => doc.id === a!.id)!.status).toBe("in_stock");
    await database.db.update(cars).set({ status: "in_stock" }).where(inArray(cars.id, three));
  });

  it("takes an import's batches together: a pause after a refresh of many cars, none for a few", async () => {
    const pauses: number[] = [];
    const store = createSearchStore({
      waitForChangesUpTo: 2,
      pauseAfterMany: 60_000,
      sleep: async (ms) => void pauses.push(ms),
    });
    const before = await store.getIndex(database.db, site);
    const listed = siteDocs(before).filter((doc) => doc.status === "in_stock");
    const setKm = (docs: typeof listed, add: number) =>
      database.db
        .update(cars)
        .set({ km: sql`${cars.km} + ${add}` })
        .where(
          inArray(
            cars.id,
            docs.map((doc) => doc.id),
          ),
        );
    // A first batch of three: taken at once.
    await setKm(listed.slice(0, 3), 5);
    await store.getIndex(database.db, site);
    await store.settled(site.id);
    expect(pauses).toEqual([]);
    // Two more batches right after: the refresh pauses first, then takes every car changed by then.
    await setKm(listed.slice(3, 6), 5);
    await setKm(listed.slice(6, 9), 5);
    await store.getIndex(database.db, site);
    await store.settled(site.id);
    expect(pauses).toHaveLength(1);
    expect(pauses[0]).toBeGreaterThan(50_000);
    const km = new Map(siteDocs(await store.getIndex(database.db, site)).map((doc) => [doc.id, doc.km]));
    expect(listed.slice(0, 9).filter((doc) => km.get(doc.id) !== doc.km + 5)).toEqual([]);
    // A change of a few cars is not paused, and the search waits for it as before.
    await setKm(listed.slice(0, 1), -5);
    expect(siteDocs(await store.getIndex(database.db, site)).find((d) => d.id === listed[0]!.id)!.km).toBe(
      listed[0]!.km,
    );
    expect(pauses).toHaveLength(1);
    await setKm(listed.slice(1, 9), -5);
  });

  it("takes more changed cars than one read takes, every one of them", async () => {
    const store = createSearchStore({ changedReadPart: 50 });
    const before = await store.getIndex(database.db, site);
    // Several reads of 50 changed cars (the last one short).
    expect(siteDocs(before).length % 50).not.toBe(0);
    expect(siteDocs(before).length).toBeGreaterThan(100);
    await database.db
      .update(cars)
      .set({ km: sql`${cars.km} + 7` })
      .where(eq(cars.site_id, site.id));
    await store.getIndex(database.db, site);
    await store.settled(site.id);
    const after = await store.getIndex(database.db, site);
    expect(after.layers.base).toBe(before.layers.base);
    const km = new Map(siteDocs(after).map((doc) => [doc.id, doc.km]));
    expect(siteDocs(before).filter((doc) => km.get(doc.id) !== doc.km + 7)).toEqual([]);
    await database.db
      .update(cars)
      .set({ km: sql`${cars.km} - 7` })
      .where(eq(cars.site_id, site.id));
  });

  it("reads the whole site again when it was last seen up to date longer ago than the change log keeps", async () => {
    let now = Date.now();
    const store = createSearchStore({ now: () => now });
    const before = await store.getIndex(database.db, site);
    const target = siteDocs(before)[0]!;
    await database.db
      .update(cars)
      .set({ km: sql`${cars.km} + 1` })
      .where(eq(cars.id, target.id));
    now += 55 * 60_000;
    const after = await store.getIndex(database.db, site);
    // Every document read afresh: a new base, no layer of changes.
    expect(after.layers.base).not.toBe(before.layers.base);
    expect(after.layers.changes).toBeNull();
    expect(siteDocs(after).find((doc) => doc.id === target.id)!.km).toBe(target.km + 1);
  });

  it("takes changes from the log at any age while it is searched, and reads in full once a day", async () => {
    let now = Date.now();
    const store = createSearchStore({ now: () => now });
    const before = await store.getIndex(database.db, site);
    const target = siteDocs(before)[0]!;
    // Searched now and then for hours: each search sees it up to date.
    for (let hour = 0; hour < 5; hour++) {
      now += 40 * 60_000;
      await store.getIndex(database.db, site);
    }
    await database.db
      .update(cars)
      .set({ km: sql`${cars.km} + 1` })
      .where(eq(cars.id, target.id));
    const after = await store.getIndex(database.db, site);
    expect(after.layers.base).toBe(before.layers.base);
    expect(siteDocs(after).find((doc) => doc.id === target.id)!.km).toBe(target.km + 1);
    await database.db.update(cars).set({ km: target.km }).where(eq(cars.id, target.id));
    await store.getIndex(database.db, site);
    // A day after the last full read, the site is read in full again, changed or not.
    now += 24 * 60 * 60_000;
    await store.getIndex(database.db, site);
    await store.settled(site.id);
    const daily = await store.getIndex(database.db, site);
    expect(daily.layers.base).not.toBe(before.layers.base);
    expect(daily.layers.changes).toBeNull();
    expect(siteDocs(daily).find((doc) => doc.id === target.id)!.km).toBe(target.km);
  });

  it("keeps its indexes within the memory allowed, letting go of the least recently searched", async () => {
    const other = registry.sites.find((s) => s.slug === "redline-used")!;
    const first = await createSearchStore().getIndex(database.db, site);
    const store = createSearchStore({ maxBytes: (first.size + 1) * INDEX_BYTES_PER_CAR });
    const one = await store.getIndex(database.db, site);
    await store.getIndex(database.db, other);
    expect(store.stats().sites).toBe(1);
    // Searched again, it is loaded again.
    const again = await store.getIndex(database.db, site);
    expect(again).not.toBe(one);
    expect(again.size).toBe(one.size);
  });
});

describe("a caravan's own facets", () => {
  it("are read from its specifications: berths, length and ATM, as the filters offer them", async () => {
    const rv = registry.sites.find((s) => s.slug === "outback-rv")!;
    const search = await getStockSearch(database.db, rv);
    const caravans = runStockSearch(search, rv, { refinements: { item_type: ["caravan"] }, hitsPerPage: 21 });
    expect(caravans.count).toBeGreaterThan(0);
    const total = (facet: "sleeps" | "length_range" | "atm_range") =>
      (caravans.facets[facet] ?? []).reduce((sum, item) => sum + item.count, 0);
    // Every caravan has berths, a length and an ATM.
    expect(total("sleeps")).toBe(caravans.count);
    expect(total("length_range")).toBe(caravans.count);
    expect(total("atm_range")).toBe(caravans.count);
    const [atm] = caravans.facets.atm_range!;
    const heavy = runStockSearch(search, rv, {
      refinements: { item_type: ["caravan"], atm_range: [atm!.value] },
      hitsPerPage: 21,
    });
    expect(heavy.count).toBe(atm!.count);
    // A truck has none of them.
    const trucks = runStockSearch(search, rv, { refinements: { item_type: ["truck"] }, hitsPerPage: 21 });
    expect(trucks.facets.atm_range ?? []).toEqual([]);
  });
});
