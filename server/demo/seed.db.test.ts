import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cars, locations, manufacturers, meta, offers, reviews } from "#server/db/schema";
import { getFeaturedCars } from "#server/data/cars.server";
import { getStockSearch } from "#server/search/search.server";
import { getSearchOptions } from "#server/search/store.server";
import { getCurrentOffers } from "#server/data/offers.server";
import { useTestDatabase } from "../../tests/setup/test-database";
import { demoRegistry } from "../../tests/setup/sites";
import { DemoDataRefused, seedDemoData } from "./seed";

const registry = demoRegistry();
// Each test starts from an empty database: the load itself is what is tested.
const database = useTestDatabase();
const now = new Date("2026-11-21T00:00:00Z");

/** The demo data every site shows, loaded into the empty database. */
const loadDemoData = () => seedDemoData(database.db, registry, { seed: 1, cars: 800, now });

describe("demo data in the database", () => {
  it("loads every site, then skips a second load of the same data", async () => {
    const first = await seedDemoData(database.db, registry, { seed: 1, cars: 800, now });
    expect(first).toEqual({ skipped: false, cars: 800 });
    const second = await seedDemoData(database.db, registry, { seed: 1, cars: 800, now });
    expect(second.skipped).toBe(true);
    const perSite = await database.db
      .select({ site: cars.site_id, n: sql<number>`count(*)::int` })
      .from(cars)
      .groupBy(cars.site_id);
    expect(perSite).toHaveLength(4);
    const [makes] = await database.db.select({ n: sql<number>`count(*)::int` }).from(manufacturers);
    expect(makes!.n).toBeGreaterThanOrEqual(150);
  });

  it("geocodes locations from the postcode table and summarises their reviews", async () => {
    await loadDemoData();
    const [springwood] = await database.db
      .select()
      .from(locations)
      .where(eq(locations.slug, "springwood-toyota"));
    expect(springwood!.lat).toBeCloseTo(-27.63, 1);
    expect(springwood!.long).toBeCloseTo(153.14, 1);
    expect(springwood!.review_count).toBeGreaterThan(0);
    const hidden = await database.db
      .select()
      .from(reviews)
      .where(sql`${reviews.text} like '(Translated by Google)%'`);
    expect(hidden.length).toBeGreaterThan(0);
  });

  it("publishes no staff test review, and no review whose words contradict its stars", async () => {
    await loadDemoData();
    const all = await database.db.select().from(reviews);
    for (const site of registry.sites) {
      const hidden = new Set(site.reviews.hidden_customer_names);
      const names = all.filter((r) => r.site_id === site.id).map((r) => r.customer_name);
      // A test review's name is one the site hides; no other site has one.
      expect(names.filter((name) => /test/i.test(name) && !hidden.has(name))).toEqual([]);
    }
    const praise = /fantastic|highly recommend|great range|smooth, easy|honest advice/i;
    const complaint = /sorry|sold days before|nobody called|wrong twice|waited/i;
    expect(all.filter((r) => r.rating <= 2 && praise.test(r.text ?? ""))).toEqual([]);
    expect(all.filter((r) => r.rating >= 4 && complaint.test(`${r.text} ${r.reply_text}`))).toEqual([]);
    // A reply comes with its date.
    expect(all.filter((r) => (r.reply_text === null) !== (r.reply_date === null))).toEqual([]);
  });

  it("never shows one site's cars on another", async () => {
    await loadDemoData();
    for (const site of registry.sites) {
      const featured = await getFeaturedCars(database.db, site, 50);
      expect(featured.length).toBeGreaterThan(0);
      const ids = featured.map((c) => c.id);
      const owners = await database.db
        .select({ site: cars.site_id })
        .from(cars)
        .where(
          sql`${cars.id} in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
      expect(new Set(owners.map((o) => o.site))).toEqual(new Set([site.id]));
    }
  });

  it("shows on a home page only cars its search finds (no excluded make, no unlisted condition)", async () => {
    await loadDemoData();
    for (const site of registry.sites) {
      const featured = await getFeaturedCars(database.db, site, 50);
      const { index } = await getStockSearch(database.db, site);
      const found = index.search({ hitsPerPage: 100_000, facets: [] }, getSearchOptions(site));
      const findable = new Set(found.hits.map((car) => car.id));
      expect(featured.filter((car) => !findable.has(car.id))).toEqual([]);
      const excluded = new Set(site.search.excluded_makes.map((make) => make.toLowerCase()));
      expect(featured.filter((car) => excluded.has(car.make.toLowerCase()))).toEqual([]);
      expect(featured.every((car) => car.status === "in_stock" && car.price > 10)).toBe(true);
    }
  });

  it("states an offer's end once: its card's date, never a second one in its fine print", async () => {
    await loadDemoData();
    const all = await database.db.select().from(offers);
    expect(all.length).toBeGreaterThan(0);
    const dated = /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\/\d{1,2}\/\d{4}\b/;
    expect(all.filter((offer) => dated.test(`${offer.disclaimer ?? ""} ${offer.description}`))).toEqual([]);
    expect(all.every((offer) => offer.ends_at !== null)).toBe(true);
  });

  it("hides offers from sites in excluded_website_ids", async () => {
    await loadDemoData();
    const all = await database.db.select().from(offers);
    const excluded = all.find((o) => o.excluded_website_ids.length > 0)!;
    expect(excluded).toBeDefined();
    const site = registry.sites.find((s) => s.id === excluded.excluded_website_ids[0])!;
    const shown = await getCurrentOffers(database.db, site, now, 100);
    expect(shown.map((o) => o.id)).not.toContain(excluded.id);
  });
});

describe("demo data beside a dealer's own stock", () => {
  it("is never loaded over cars it did not load, unless the operator says to replace them", async () => {
    await seedDemoData(database.db, registry, { seed: 3, cars: 120, now });
    // Cars the demo did not load: its stamp gone, as on a database filled by a dealer's feed.
    await database.db.delete(meta).where(eq(meta.key, "demo_data"));
    const count = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(cars))[0]!.n;
    const before = await count();
    const ids = (await database.db.select({ id: cars.id }).from(cars)).map((c) => c.id).sort();
    await expect(seedDemoData(database.db, registry, { seed: 4, cars: 80, now })).rejects.toThrow(
      DemoDataRefused,
    );
    await expect(
      seedDemoData(database.db, registry, { seed: 4, cars: 80, now, force: true }),
    ).rejects.toThrow(DemoDataRefused);
    expect(await count()).toBe(before);
    expect((await database.db.select({ id: cars.id }).from(cars)).map((c) => c.id).sort()).toEqual(ids);
    const replaced = await seedDemoData(database.db, registry, {
      seed: 4,
      cars: 80,
      now,
      replaceStock: true,
    });
    expect(replaced).toEqual({ skipped: false, cars: 80 });
    expect(await count()).toBe(80);
  });
});
