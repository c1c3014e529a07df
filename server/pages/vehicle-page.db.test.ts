import { eq, sql } from "drizzle-orm";
import os from "node:os";
import { expect, it } from "vitest";
import { cars } from "#server/db/schema";
import { seedDemoData } from "#server/demo/seed";
import { createLocalDelivery } from "#server/integrations/delivery";
import { createLocalFinanceQuote } from "#server/integrations/finance-quote";
import { createLocalMarketPrice } from "#server/integrations/market-price";
import { demoRegistry } from "../../tests/setup/sites";
import { useTestDatabase } from "../../tests/setup/test-database";
import { getVehiclePage } from "./vehicle-page.server";

/*
 * A car sold before its site's sold window (issue 34): its old address still shows it, sold, with
 * similar cars, and tells search engines it is gone (410, app/routes/car.tsx); one sold within the
 * window is a sold car's page as ever.
 */
const registry = demoRegistry();
const site = registry.bySlug.get("redline-used")!;
const database = useTestDatabase((db) => seedDemoData(db, registry, { seed: 9, cars: 400, now: new Date() }));

it("a car sold before the sold window is gone; within it, it is not", async () => {
  const services = {
    marketPrice: createLocalMarketPrice(database.db),
    financeQuote: createLocalFinanceQuote(),
    delivery: createLocalDelivery(),
    dataDir: os.tmpdir(),
  };
  const days = site.search.include_sold_cars_days;
  const [car] = await database.db
    .update(cars)
    .set({ status: "sold", sold_at: sql`now() - make_interval(days => ${days + 1})` })
    .where(
      eq(
        cars.id,
        sql`(select id from cars where site_id = ${site.id} and status = 'in_stock' order by id limit 1)`,
      ),
    )
    .returning();
  const open = (slug: string) =>
    getVehiclePage(database.db, site, slug, {
      url: new URL(`http://x/cars/${slug}`),
      origin: "http://x",
      services,
    });
  const gone = await open(car!.slug);
  expect(gone).toMatchObject({
    gone: true,
    actions: { available: false, findSimilar: true, reserve: false },
  });

  const [recent] = await database.db
    .update(cars)
    .set({ status: "sold", sold_at: sql`now() - interval '1 hour'` })
    .where(
      eq(
        cars.id,
        sql`(select id from cars where site_id = ${site.id} and status = 'in_stock' order by id limit 1)`,
      ),
    )
    .returning();
  expect(await open(recent!.slug)).toMatchObject({ gone: false, actions: { available: false } });
});
