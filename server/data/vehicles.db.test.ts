import { and, eq, gt, ne, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsEvents, cars, leadOutbox, leads } from "#server/db/schema";
import { seedDemoData } from "#server/demo/seed";
import { ABOVE_MARKET_DESCRIPTION, createLocalMarketPrice } from "#server/integrations/market-price";
import { getDealLabel, isComparisonShown } from "#domain/price-gauge";
import { createLead } from "#server/leads/leads.server";
import { readStockVersion } from "#server/cache/site-memo.server";
import { useTestDatabase } from "../../tests/setup/test-database";
import { demoRegistry } from "../../tests/setup/sites";
import { countVehicleView, getSimilarCars, getVehicle } from "./vehicles.server";

const registry = demoRegistry();
const site = registry.sites.find((s) => s.slug === "southern-cross")!;
const other = registry.sites.find((s) => s.slug === "harbourside-toyota")!;
const database = useTestDatabase((db) => seedDemoData(db, registry, { seed: 11, cars: 600, now: new Date() }));

async function aCar(siteId: number, where = sql`true`) {
  const [car] = await database.db
    .select()
    .from(cars)
    .where(and(eq(cars.site_id, siteId), eq(cars.status, "in_stock"), gt(cars.price, 10_000), where))
    .limit(1);
  return car!;
}

describe("vehicles", () => {
  it("finds a car by slug on its own site only", async () => {
    const car = await aCar(site.id);
    expect((await getVehicle(database.db, site, car.slug))?.id).toBe(car.id);
    expect(await getVehicle(database.db, other, car.slug)).toBeNull();
    expect(await getVehicle(database.db, site, "no-such-car")).toBeNull();
  });

  it("counts views on top of the imported count, without moving the stock version", async () => {
    const car = await aCar(site.id);
    const version = await readStockVersion(database.db, site.id);
    expect(await countVehicleView(database.db, site, car.slug)).toBe(car.views + 1);
    expect(await countVehicleView(database.db, site, car.slug)).toBe(car.views + 2);
    expect(await readStockVersion(database.db, site.id)).toBe(version);
    // Another site cannot count this site's car.
    expect(await countVehicleView(database.db, other, car.slug)).toBeNull();
  });

  it("finds up to 6 similar available cars within the price window, never the car itself", async () => {
    // A new car: the yard holds others of its model near its price (a used car may be the only one).
    const car = await aCar(site.id, eq(cars.car_type, "new"));
    const similar = await getSimilarCars(database.db, site, car);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(6);
    const spread = car.price < 50_000 ? 10_000 : 25_000;
    for (const hit of similar) {
      expect(hit.id).not.toBe(car.id);
      expect(["in_stock", "coming_soon"]).toContain(hit.status);
      expect(Math.abs(hit.price - car.price)).toBeLessThanOrEqual(spread);
    }
    expect(await getSimilarCars(database.db, site, { ...car, price: 0 })).toEqual([]);
  });
});

describe("leads", () => {
  it("stores the lead, its delivery and its analytics event together", async () => {
    const car = await aCar(site.id);
    const { id, duplicate } = await createLead(database.db, site, {
      category: "Vehicle Enquiry",
      car_id: car.id,
      name: "Alex Buyer",
      email: "alex@example.com",
      phone: "0412345678",
      message: "Is it still available?",
      idempotency_key: "enquire:5b0f6a2e-63a7-4c4f-8a39-3c0f3bd0b001",
      event_id: 15,
    });
    expect(duplicate).toBe(false);
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, id));
    expect(lead).toMatchObject({ site_id: site.id, category: "Vehicle Enquiry", name: "Alex Buyer" });
    const outbox = await database.db.select().from(leadOutbox).where(eq(leadOutbox.lead_id, id));
    // The site's catch-all address (and the one for the car's location, if it has one), and the buyer.
    expect(outbox.map((row) => [row.channel, row.target, row.status])).toContainEqual([
      "dealer-email",
      "leads@southerncross.example.com.au",
      "pending",
    ]);
    expect(outbox.map((row) => [row.channel, row.target])).toContainEqual([
      "buyer-email",
      "alex@example.com",
    ]);
    const events = await database.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.site_id, site.id), eq(analyticsEvents.event_id, 15)));
    expect(events.some((event) => event.payload.lead_id === id)).toBe(true);
  });

  it("answers a repeated submission with the lead it already made", async () => {
    const lead = {
      category: "Test Drive",
      name: "Sam",
      email: "sam@example.com",
      phone: "0755501200",
      idempotency_key: "test-drive:9d8c1f7e-1111-4c4f-8a39-3c0f3bd0b002",
    };
    const first = await createLead(database.db, site, lead);
    const again = await createLead(database.db, site, lead);
    expect(again).toEqual({ id: first.id, duplicate: true, key: lead.idempotency_key });
    const rows = await database.db
      .select()
      .from(leads)
      .where(eq(leads.idempotency_key, lead.idempotency_key));
    expect(rows).toHaveLength(1);
    // One delivery to the site's catch-all address, one confirmation to the buyer; not two of each.
    expect(await database.db.select().from(leadOutbox).where(eq(leadOutbox.lead_id, first.id))).toHaveLength(
      2,
    );
  });
});

describe("local market price service", () => {
  /** An in-stock car of this site whose make and model is the site's commonest: many comparables. */
  async function aCommonCar() {
    const [pick] = await database.db
      .select({ make: cars.make, model: cars.model })
      .from(cars)
      .where(and(eq(cars.site_id, site.id), eq(cars.status, "in_stock"), gt(cars.price, 10_000)))
      .groupBy(cars.make, cars.model)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    return aCar(site.id, and(eq(cars.make, pick!.make), eq(cars.model, pick!.model)));
  }

  it("prices a car against comparable cars: same make and model, nearby year and km", async () => {
    const service = createLocalMarketPrice(database.db);
    const car = await aCommonCar();
    const result = (await service.compare(car))!;
    expect(result).not.toBeNull();
    expect(result.listing_price).toBe(car.price);
    expect(result.market_range_min).toBeLessThanOrEqual(result.market_range_max);
    expect(result.fill).toBeGreaterThanOrEqual(0);
    expect(result.fill).toBeLessThanOrEqual(1);
    const n = result.comparables.count;
    expect(result.confidence).toBeCloseTo(n / (n + 20), 3);
    // A car dearer than its comparables' average is said to be, never called a deal.
    expect(result.description).toBe(
      car.price > result.comparables.average_market_price ? ABOVE_MARKET_DESCRIPTION : null,
    );
    expect([result.comparables.year_from, result.comparables.year_to]).toEqual([car.year - 2, car.year + 2]);

    // The comparables are exactly the cars the rule names, every site's, sold ones included.
    const [count] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cars)
      .where(
        and(
          eq(cars.make, car.make),
          eq(cars.model, car.model),
          sql`${cars.year} between ${car.year - 2} and ${car.year + 2}`,
          sql`${cars.km} between ${result.comparables.km_from} and ${result.comparables.km_to}`,
          gt(cars.price, 200),
          ne(cars.id, car.id),
        ),
      );
    expect(count!.n).toBe(n);
    expect(n).toBeGreaterThan(0);
  });

  it("never calls a car dearer than the market a deal, and shows nothing from five comparables or fewer", async () => {
    const service = createLocalMarketPrice(database.db);
    const car = await aCommonCar();
    const at = (price: number) => service.compare({ ...car, price });
    const { comparables } = (await at(car.price))!;
    const dear = (await at(comparables.average_market_price + 1_000))!;
    expect(getDealLabel(dear)).toBe(ABOVE_MARKET_DESCRIPTION);
    const cheap = (await at(dear.market_range_min))!;
    expect(cheap.description).toBeNull();
    expect(getDealLabel(cheap)).toBe("Great Deal");
    // Confidence from five comparables is at the floor: not shown.
    expect(isComparisonShown({ ...cheap, confidence: Math.round((5 / 25) * 1000) / 1000 })).toBe(false);
    expect(isComparisonShown({ ...cheap, confidence: Math.round((6 / 26) * 1000) / 1000 })).toBe(true);
  });

  it("has no answer for a car nothing compares with", async () => {
    const service = createLocalMarketPrice(database.db);
    const car = await aCar(site.id);
    expect(await service.compare({ ...car, make: "Nonexistent", model: "Nothing" })).toBeNull();
  });
});
