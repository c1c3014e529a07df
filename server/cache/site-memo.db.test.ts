import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cars } from "#server/db/schema";
import { seedDemoData } from "#server/demo/seed";
import { createTestDatabase } from "../../tests/setup/test-database";
import { demoRegistry } from "../../tests/setup/sites";
import {
  createSiteMemo,
  currentStockVersion,
  readStockVersion,
  runWithRequestVersions,
  trackStockVersions,
} from "./site-memo.server";

const registry = demoRegistry();
const site = registry.sites.find((s) => s.slug === "southern-cross")!;
const other = registry.sites.find((s) => s.slug === "harbourside-toyota")!;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, registry, { seed: 5, cars: 200, now: new Date() });
});
afterAll(async () => {
  await database?.destroy();
});

async function markAnyCarSold(siteId: number) {
  const [car] = await database.db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.site_id, siteId), eq(cars.status, "in_stock")))
    .limit(1);
  await database.db.update(cars).set({ status: "sold" }).where(eq(cars.id, car!.id));
}

describe("the site memo", () => {
  it("reads once per stock version, and afresh once the site's cars change", async () => {
    let clock = 0;
    const memo = createSiteMemo({ windowMs: 60_000, now: () => clock });
    let reads = 0;
    const load = async () => ++reads;
    expect(await memo.get(database.db, site.id, "thing", load)).toBe(1);
    expect(await memo.get(database.db, site.id, "thing", load)).toBe(1);
    // Another site, another name: their own reads.
    expect(await memo.get(database.db, other.id, "thing", load)).toBe(2);
    expect(await memo.get(database.db, site.id, "other thing", load)).toBe(3);

    // A status change moves the version: the next read is fresh, here and on every instance.
    await markAnyCarSold(site.id);
    expect(await memo.get(database.db, site.id, "thing", load)).toBe(4);
    // The other site's stock did not change.
    expect(await memo.get(database.db, other.id, "thing", load)).toBe(2);

    // The window passes: read again.
    clock += 60_000;
    expect(await memo.get(database.db, site.id, "thing", load)).toBe(5);
  });

  it("forgets a failed read, so the next request tries again", async () => {
    const memo = createSiteMemo({ windowMs: 60_000 });
    await expect(
      memo.get(database.db, site.id, "flaky", () => Promise.reject(new Error("down"))),
    ).rejects.toThrow("down");
    expect(await memo.get(database.db, site.id, "flaky", async () => "up")).toBe("up");
  });

  it("is bounded in bytes, the least recently used answer going first", async () => {
    const memo = createSiteMemo({ windowMs: 60_000, maxBytes: 100_000 });
    let reads = 0;
    const big = async () => ({ reads: ++reads, text: "x".repeat(20_000) }); // about 40 KB each
    await memo.get(database.db, site.id, "a", big);
    await memo.get(database.db, site.id, "b", big);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(memo.bytes).toBeGreaterThan(80_000);
    await memo.get(database.db, site.id, "a", big); // "a" used again: "b" is now the oldest
    await memo.get(database.db, site.id, "c", big);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(memo.bytes).toBeLessThanOrEqual(100_000);
    expect((await memo.get(database.db, site.id, "a", big)).reads).toBe(1);
    expect((await memo.get(database.db, site.id, "b", big)).reads).toBe(4);
  });

  it("keeps one database's data apart from another's", async () => {
    const second = await createTestDatabase();
    try {
      const memo = createSiteMemo({ windowMs: 60_000 });
      expect(await memo.get(database.db, site.id, "which", async () => "first")).toBe("first");
      expect(await memo.get(second.db, site.id, "which", async () => "second")).toBe("second");
    } finally {
      await second.destroy();
    }
  });

  it("reads the version once in a page request, on every call outside one", async () => {
    const before = await readStockVersion(database.db, site.id);
    await runWithRequestVersions(async () => {
      expect(await currentStockVersion(database.db, site.id)).toBe(before);
      await markAnyCarSold(site.id);
      // The request goes on with the version it started with: one page, one stock.
      expect(await currentStockVersion(database.db, site.id)).toBe(before);
    });
    // The next request, and any write, sees the change.
    expect(await currentStockVersion(database.db, site.id)).toBeGreaterThan(before);
    await runWithRequestVersions(async () => {
      expect(await currentStockVersion(database.db, site.id)).toBeGreaterThan(before);
    });
  });
});

// On PostgreSQL every instance reads the version (tested above): only the embedded database keeps it.
describe.skipIf(!!process.env.DATABASE_URL)(
  "the stock versions kept in memory (the embedded database)",
  () => {
    it("knows a change by the time the write that made it returns", async () => {
      const db = database.db;
      await trackStockVersions(db, database.listen!);
      const before = await currentStockVersion(db, site.id);
      expect(await currentStockVersion(db, site.id)).toBe(before);
      await markAnyCarSold(site.id);
      expect(await currentStockVersion(db, site.id)).toBe(before + 1);
      expect(await currentStockVersion(db, site.id)).toBe(await readStockVersion(db, site.id));
      // Only the changed site's version is forgotten.
      const others = await currentStockVersion(db, other.id);
      await markAnyCarSold(site.id);
      expect(await currentStockVersion(db, other.id)).toBe(others);
      expect(await currentStockVersion(db, site.id)).toBe(before + 2);
    });

    it("forgets a version whose read was under way when the change came", async () => {
      const db = database.db;
      await trackStockVersions(db, database.listen!);
      const reading = currentStockVersion(db, site.id);
      await markAnyCarSold(site.id);
      await reading;
      expect(await currentStockVersion(db, site.id)).toBe(await readStockVersion(db, site.id));
    });
  },
);
