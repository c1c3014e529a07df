import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readStockVersion } from "#server/cache/site-memo.server";
import { cars } from "#server/db/schema";
import { seedDemoData } from "#server/demo/seed";
import { demoRegistry } from "../../tests/setup/sites";
import { useTestDatabase } from "../../tests/setup/test-database";
import { createStockChangeTracker, pruneStockChanges } from "./stock-changes.server";

const registry = demoRegistry();
const site = registry.sites.find((s) => s.slug === "southern-cross")!;
const database = useTestDatabase((db) => seedDemoData(db, registry, { seed: 7, cars: 200, now: new Date() }));

const touch = (id: number) =>
  database.db
    .update(cars)
    .set({ km: sql`${cars.km} + 1` })
    .where(eq(cars.id, id));

describe("the stock change tracker", () => {
  it("tells which cars changed since a version, reading the log once per move", async () => {
    const [a, b, c] = await database.db
      .select({ id: cars.id })
      .from(cars)
      .where(eq(cars.site_id, site.id))
      .limit(3);
    const tracker = createStockChangeTracker(database.db);
    const v0 = await readStockVersion(database.db, site.id);
    await touch(a!.id);
    const v1 = await readStockVersion(database.db, site.id);
    await touch(b!.id);
    const v2 = await readStockVersion(database.db, site.id);

    const since0 = (await tracker.changedSince(site.id, v0, v2))!;
    expect([a, b, c].map((car) => since0(car!.id))).toEqual([true, true, false]);
    const since1 = (await tracker.changedSince(site.id, v1, v2))!;
    expect([a, b, c].map((car) => since1(car!.id))).toEqual([false, true, false]);
    // A version before the tracker followed the site cannot be told.
    expect(await tracker.changedSince(site.id, v0 - 1, v2)).toBeNull();

    await touch(c!.id);
    const v3 = await readStockVersion(database.db, site.id);
    const since2 = (await tracker.changedSince(site.id, v2, v3))!;
    expect([a, b, c].map((car) => since2(car!.id))).toEqual([false, false, true]);
  });

  it("starts afresh when the log no longer holds the versions asked about", async () => {
    const [a] = await database.db
      .select({ id: cars.id })
      .from(cars)
      .where(eq(cars.site_id, site.id))
      .limit(1);
    const tracker = createStockChangeTracker(database.db);
    const v0 = await readStockVersion(database.db, site.id);
    await touch(a!.id);
    await pruneStockChanges(database.db, new Date(Date.now() + 61 * 60_000));
    const v1 = await readStockVersion(database.db, site.id);
    expect(await tracker.changedSince(site.id, v0, v1)).toBeNull();
    await touch(a!.id);
    const v2 = await readStockVersion(database.db, site.id);
    expect((await tracker.changedSince(site.id, v1, v2))!(a!.id)).toBe(true);
  });
});
