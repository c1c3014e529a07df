import { and, between, desc, gt, isNotNull, lte, ne, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cars } from "#server/db/schema";
import { seedDemoData } from "#server/demo/seed";
import type { Database } from "#server/db/client";
import { useTestDatabase } from "../../tests/setup/test-database";
import { demoRegistry } from "../../tests/setup/sites";
import { createLocalValuation, MIN_COMPARABLES, type ValuationVehicle } from "./valuation";

/*
 * [SW §5 Trade-in form FAQ "no online estimate for cars over 7 years or 100,000 km; an estimate ...
 * is indicative, subject to inspection"; SW §3 Trade-in valuation offer_price, adjustmentAnswers]
 * The local valuation prices a trade-in from comparable cars in every site's stock.
 */
const registry = demoRegistry();
const site = registry.sites[0]!;
const NOW = new Date();
const THIS_YEAR = Number(
  new Intl.DateTimeFormat("en-CA", { timeZone: site.time_zone, year: "numeric" }).format(NOW),
);
/** A used car of the most stocked make and model, young enough and driven little enough to value. */
let common: ValuationVehicle;

/** The demo stock, and `common` picked from it: a car the stock in the database compares with. */
async function seedStock(db: Database) {
  await seedDemoData(db, registry, { seed: 7, cars: 2400, now: NOW });
  const [group] = await db
    .select({ make: cars.make, model: cars.model, year: cars.year, n: sql<number>`count(*)::int` })
    .from(cars)
    .where(
      and(
        ne(cars.car_type, "new"),
        gt(cars.price, 10),
        between(cars.year, THIS_YEAR - 5, THIS_YEAR - 1),
        lte(cars.km, 80_000),
      ),
    )
    .groupBy(cars.make, cars.model, cars.year)
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  expect(group!.n).toBeGreaterThanOrEqual(MIN_COMPARABLES);
  const [median] = await db
    .select({ km: sql<number>`percentile_disc(0.5) within group (order by ${cars.km})` })
    .from(cars)
    .where(
      and(
        sql`${cars.make} = ${group!.make}`,
        sql`${cars.model} = ${group!.model}`,
        sql`${cars.year} = ${group!.year}`,
        ne(cars.car_type, "new"),
      ),
    );
  common = {
    make: group!.make,
    model: group!.model,
    year: group!.year,
    km: Math.min(90_000, Number(median!.km)),
  };
}
// A valuation only reads the stock (it writes nothing), so the 2,400 cars are seeded once for the file.
const database = useTestDatabase(seedStock, { readOnly: true });

/** The plain median asking price of the cars the valuation compares with. */
async function comparablesMedian(vehicle: ValuationVehicle) {
  const [row] = await database.db
    .select({
      n: sql<number>`count(*)::int`,
      median: sql<number>`percentile_cont(0.5) within group (order by ${cars.price})`,
    })
    .from(cars)
    .where(
      and(
        sql`lower(${cars.make}) = lower(${vehicle.make})`,
        sql`lower(${cars.model}) = lower(${vehicle.model})`,
        between(cars.year, vehicle.year - 2, vehicle.year + 2),
        gt(cars.price, 10),
        ne(cars.car_type, "new"),
      ),
    );
  return { n: row!.n, median: Number(row!.median) };
}

describe("local valuation", () => {
  it("offers below the comparables' median asking price, within a plausible range", async () => {
    const result = await createLocalValuation(database.db).estimate(site, common, {}, NOW);
    const market = await comparablesMedian(common);
    expect(result.kind).toBe("estimate");
    if (result.kind !== "estimate") return;
    expect(result.comparables).toBe(market.n);
    // A trade price is retail less the 20% margin; normalising to the car's year and kilometres
    // moves it a little either way.
    expect(result.offer_price).toBeGreaterThan(market.median * 0.55);
    expect(result.offer_price).toBeLessThan(market.median * 0.95);
    expect(result.offer_price % 100).toBe(0);
    expect(result.range.low).toBeLessThanOrEqual(result.offer_price);
    expect(result.range.high).toBeGreaterThanOrEqual(result.offer_price);
    expect(result.basis).toContain(`${result.comparables} comparable`);
    expect(result.basis).toContain("20% trade margin");
  });

  it("matches make and model whatever their capitalisation", async () => {
    const service = createLocalValuation(database.db);
    const asTyped = await service.estimate(site, common, {}, NOW);
    const shouted = await service.estimate(
      site,
      { ...common, make: common.make.toUpperCase(), model: ` ${common.model.toLowerCase()} ` },
      {},
      NOW,
    );
    expect(shouted).toEqual(asTyped);
  });

  it("values a lower-kilometre, newer car higher than a higher-kilometre, older one", async () => {
    const service = createLocalValuation(database.db);
    const low = await service.estimate(site, { ...common, km: Math.max(0, common.km - 20_000) }, {}, NOW);
    const high = await service.estimate(site, { ...common, km: common.km + 20_000 }, {}, NOW);
    expect(low.kind === "estimate" && high.kind === "estimate").toBe(true);
    if (low.kind === "estimate" && high.kind === "estimate")
      expect(low.offer_price).toBeGreaterThan(high.offer_price);
  });

  it("never raises an offer for more kilometres, and values a car driven little", async () => {
    // The same car at every odometer reading an online estimate covers, 0 to 100,000 km.
    const service = createLocalValuation(database.db);
    const offers: number[] = [];
    for (let km = 0; km <= 100_000; km += 2_500) {
      const result = await service.estimate(site, { ...common, km }, {}, NOW);
      expect(result.kind, `${km} km`).toBe("estimate");
      if (result.kind === "estimate") offers.push(result.offer_price);
    }
    for (let i = 1; i < offers.length; i++)
      expect(offers[i], `${i * 2_500} km after ${(i - 1) * 2_500} km`).toBeLessThanOrEqual(offers[i - 1]!);
    // And kilometres count: the car new-ish is worth more than at the limit.
    expect(offers[0]).toBeGreaterThan(offers.at(-1)!);
  });

  it("lowers the offer for the adjustment answers", async () => {
    const service = createLocalValuation(database.db);
    const plain = await service.estimate(site, common, {}, NOW);
    const worn = await service.estimate(
      site,
      common,
      { condition: "Poor", accident_damage: "Yes", keys: "1" },
      NOW,
    );
    const partial = await service.estimate(site, common, { service_history: "Partial" }, NOW);
    if (plain.kind !== "estimate" || worn.kind !== "estimate" || partial.kind !== "estimate")
      throw new Error("expected estimates");
    expect(worn.offer_price).toBeLessThan(plain.offer_price * 0.75);
    expect(partial.offer_price).toBeLessThan(plain.offer_price);
    expect(worn.range.high).toBeLessThan(plain.range.high);
    expect(worn.comparables).toBe(plain.comparables);
  });

  it("gives no online estimate for a car over 7 years old or over 100,000 km", async () => {
    const service = createLocalValuation(database.db);
    expect(await service.estimate(site, { ...common, year: THIS_YEAR - 9 }, {}, NOW)).toEqual({
      kind: "no-online-estimate",
      reason: "age",
    });
    expect(await service.estimate(site, { ...common, km: 150_000 }, {}, NOW)).toEqual({
      kind: "no-online-estimate",
      reason: "km",
    });
    // The limits themselves still get an estimate (or, lacking stock, no comparables).
    expect((await service.estimate(site, { ...common, km: 100_000 }, {}, NOW)).kind).not.toBe(
      "no-online-estimate",
    );
    expect((await service.estimate(site, { ...common, year: THIS_YEAR - 7 }, {}, NOW)).kind).not.toBe(
      "no-online-estimate",
    );
  });

  it("has no comparables for a model nobody stocks", async () => {
    expect(
      await createLocalValuation(database.db).estimate(
        site,
        { make: common.make, model: "Imaginary Zephyr", year: common.year, km: common.km },
        {},
        NOW,
      ),
    ).toEqual({ kind: "no-comparables" });
  });

  it("narrows to the badge when there are enough of it", async () => {
    const [badged] = await database.db
      .select({ badge: cars.badge, n: sql<number>`count(*)::int` })
      .from(cars)
      .where(
        and(
          sql`${cars.make} = ${common.make}`,
          sql`${cars.model} = ${common.model}`,
          isNotNull(cars.badge),
          between(cars.year, common.year - 2, common.year + 2),
          gt(cars.price, 10),
          ne(cars.car_type, "new"),
        ),
      )
      .groupBy(cars.badge)
      .orderBy(desc(sql`count(*)`))
      .limit(1);
    const service = createLocalValuation(database.db);
    const all = await service.estimate(site, common, {}, NOW);
    const one = await service.estimate(site, { ...common, badge: badged!.badge }, {}, NOW);
    if (all.kind !== "estimate" || one.kind !== "estimate") throw new Error("expected estimates");
    if (badged!.n >= MIN_COMPARABLES) {
      expect(one.comparables).toBe(badged!.n);
      expect(one.basis).toContain(`${badged!.badge} listings`);
    } else expect(one.comparables).toBe(all.comparables);
    // An unknown badge falls back to every comparable.
    const unknown = await service.estimate(site, { ...common, badge: "No Such Grade" }, {}, NOW);
    expect(unknown).toEqual(all);
  });
});
