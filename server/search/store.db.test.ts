import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#server/db/client";
import { cars } from "#server/db/schema";
import { seedDemoData } from "#server/demo/seed";
import { createTestDatabase } from "../../tests/setup/test-database";
import { demoRegistry } from "../../tests/setup/sites";
import { readStockVersion } from "#server/cache/site-memo.server";
import { createSearchStore, getSearchOptions } from "./store.server";
import { getStockSearch, runStockSearch } from "./search.server";

const registry = demoRegistry();
const site = registry.sites.find((s) => s.slug === "southern-cross")!;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let second: DatabaseHandle | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, registry, { seed: 7, cars: 800, now: new Date() });
  // On PostgreSQL the second instance has its own connection pool, as a second app server would.
  if (database.kind === "postgres")
    second = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: "" });
});
afterAll(async () => {
  await second?.close();
  await database?.destroy();
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
