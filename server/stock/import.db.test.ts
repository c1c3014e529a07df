import { and, eq, sql } from "drizzle-orm";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cars, importRuns } from "#server/db/schema";
import { syncSites } from "#server/sites/sync";
import { useTestDatabase } from "../../tests/setup/test-database";
import { demoRegistry } from "../../tests/setup/sites";
import { generateCars } from "#server/demo/generate";
import { unsoldCarsAsFeedRows } from "./export";
import { firstRowNumberOf, parseFeedText, writeFeedText } from "./feed-formats";
import { importStock, readFeed } from "./import";

const registry = demoRegistry();
const site = registry.bySlug.get("southern-cross")!;
const database = useTestDatabase((db) => syncSites(db, registry));

/** A 1,000-row CSV feed; rows listed in `bad` carry one mistake each. */
function writeFeed(rows = 1000, bad: Record<number, (row: Record<string, string>) => void> = {}) {
  const header = [
    "stocknum",
    "car_type",
    "year",
    "make",
    "model",
    "badge",
    "price",
    "km",
    "body",
    "transmission",
    "fuel",
    "colour",
    "vin",
    "images",
  ];
  const lines = [header.join(",")];
  for (let i = 0; i < rows; i++) {
    const row: Record<string, string> = {
      stocknum: `FEED${1000 + i}`,
      car_type: i % 3 === 0 ? "new" : "used",
      year: String(2015 + (i % 10)),
      make: "Toyota",
      model: i % 2 ? "Corolla" : "HiLux",
      badge: "GX",
      price: String(20000 + i * 10),
      km: String(i * 100),
      body: i % 2 ? "Hatchback" : "Ute",
      transmission: "Automatic",
      fuel: "Petrol",
      colour: "Glacier White",
      vin: `JTM${String(i).padStart(14, "0")}`,
      images: `draw/car/hatchback/f4f5f2/side|draw/car/hatchback/f4f5f2/front`,
    };
    bad[i]?.(row);
    lines.push(header.map((h) => (row[h]?.includes(",") ? `"${row[h]}"` : (row[h] ?? ""))).join(","));
  }
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "feed-")), "feed.csv");
  writeFileSync(file, lines.join("\n"));
  return file;
}

const mistakes: Record<number, (row: Record<string, string>) => void> = {
  3: (r) => (r.year = "1890"),
  50: (r) => (r.price = "cheap"),
  77: (r) => (r.car_type = "nearly-new"),
  120: (r) => (r.vin = "SHORT"),
  200: (r) => (r.stocknum = ""),
  333: (r) => (r.make = ""),
  404: (r) => (r.km = "-5"),
  500: (r) => (r.stocknum = "FEED1001"),
  640: (r) => (r.price = "19999.50"),
  999: (r) => (r.images = "https://example.com/a.jpg"),
};

async function siteCarCount() {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(cars)
    .where(eq(cars.site_id, site.id));
  return row!.n;
}

/** The 1,000-row feed with its ten mistakes, imported once: the site's 990 good cars stored. */
async function importFeedWithMistakes() {
  const file = writeFeed(1000, mistakes);
  const report = await importStock(database.db, site, await readFeed(file), { file });
  expect(report.stored).toBe(990);
}

describe("stock import", () => {
  it("stores the 990 good rows of a 1,000-row feed and reports the 10 bad ones with reasons", async () => {
    const file = writeFeed(1000, mistakes);
    const report = await importStock(database.db, site, await readFeed(file), { file });
    expect(report.stored).toBe(990);
    expect(report.rejected).toHaveLength(10);
    expect(report.rejected.map((r) => `${r.row} ${r.field}`)).toEqual([
      "5 year",
      "52 price",
      "79 car_type",
      "122 vin",
      "202 stocknum",
      "335 make",
      "406 km",
      "502 stocknum",
      "642 price",
      "1001 images",
    ]);
    expect(report.rejected.find((r) => r.field === "car_type")!.reason).toBe("must be new, used or demo");
    expect(report.rejected.find((r) => r.row === 502)!.reason).toBe("FEED1001 already appears on row 3");
    expect(await siteCarCount()).toBe(990);
    const [runs] = await database.db.select({ n: sql<number>`count(*)::int` }).from(importRuns);
    expect(runs!.n).toBe(1);
  });

  it("changes nothing when the same feed is imported again", async () => {
    await importFeedWithMistakes();
    const file = writeFeed(1000, mistakes);
    const before = await database.db
      .select({ id: cars.id, updated_at: cars.updated_at })
      .from(cars)
      .where(eq(cars.site_id, site.id));
    const report = await importStock(database.db, site, await readFeed(file), { file });
    expect(report).toMatchObject({ stored: 0, unchanged: 990 });
    const after = await database.db
      .select({ id: cars.id, updated_at: cars.updated_at })
      .from(cars)
      .where(eq(cars.site_id, site.id));
    expect(after).toEqual(expect.arrayContaining(before));
    expect(after).toHaveLength(before.length);
  });

  it("updates a changed car and, with --full, marks cars missing from the feed as sold", async () => {
    await importFeedWithMistakes();
    const file = writeFeed(900, { 0: (r) => (r.price = "55555") });
    const report = await importStock(database.db, site, await readFeed(file), { file, full: true });
    // One changed price, plus the nine rows that were bad last time and are good now.
    expect(report.stored).toBe(10);
    // FEED1900-FEED1999 are missing; FEED1999 was never stored (its row was bad).
    expect(report.markedSold).toBe(99);
    const [sold] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cars)
      .where(and(eq(cars.site_id, site.id), eq(cars.status, "sold")));
    expect(sold!.n).toBe(99);
  });

  it("leaves only whole cars when an import dies part-way", async () => {
    const file = writeFeed(600);
    const siteB = registry.bySlug.get("harbourside-toyota")!;
    const rows = (await readFeed(file)).map((r) => ({ ...r, make: "Toyota" }));
    await expect(
      importStock(database.db, siteB, rows, {
        file,
        batchSize: 100,
        onProgress: (done) => {
          if (done >= 300) throw new Error("killed");
        },
      }),
    ).rejects.toThrow("killed");
    const stored = await database.db.select().from(cars).where(eq(cars.site_id, siteB.id));
    expect(stored).toHaveLength(300);
    for (const car of stored) {
      expect(car).toMatchObject({ make: "Toyota", images: expect.any(Array), price: expect.any(Number) });
      expect(car.images).toHaveLength(2);
    }
  });

  it("reports a feed that is not CSV, JSON or XML", async () => {
    await expect(readFeed("/tmp/feed.txt")).rejects.toThrow("a feed must be a .csv, .json or .xml file");
  });

  it("tells cars added from cars updated, and keeps a car's address when its details change", async () => {
    await importFeedWithMistakes();
    const [before] = await database.db.select().from(cars).where(eq(cars.stocknum, "FEED1002"));
    const file = writeFeed(1001, { 2: (r) => (r.badge = "GXL") });
    const report = await importStock(database.db, site, await readFeed(file), { file });
    // FEED2000 is new, and so are the ten whose rows were bad before; FEED1002 has a new badge.
    expect(report).toMatchObject({ added: 11, updated: 1, stored: 12 });
    const [after] = await database.db.select().from(cars).where(eq(cars.stocknum, "FEED1002"));
    expect(after).toMatchObject({ badge: "GXL", slug: before!.slug });
  });
});

describe("the demo stock written as a feed", () => {
  it("imports again with nothing changed, in each format: every field a feed holds comes back as it was", async () => {
    for (const format of ["csv", "json", "xml"] as const) {
      const harbourside = registry.bySlug.get("harbourside-toyota")!;
      await database.db.delete(cars);
      for (const batch of generateCars(harbourside, 300, 5, { now: new Date() }))
        await database.db.insert(cars).values(batch);
      const text = writeFeedText(await unsoldCarsAsFeedRows(database.db, harbourside.id), format);
      const report = await importStock(database.db, harbourside, parseFeedText(text, format, format), {
        file: format,
        firstRowNumber: firstRowNumberOf(format),
      });
      expect(report, format).toMatchObject({ added: 0, updated: 0, rejected: [] });
      expect(report.unchanged, format).toBeGreaterThan(250);
    }
  });
});
