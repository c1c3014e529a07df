import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RESERVE_MESSAGES } from "#domain/reservations";
import { cars, reservations, stockFeeds, users } from "#server/db/schema";
import { seedDemoData } from "#server/demo/seed";
import { getCheckoutPage } from "#server/pages/checkout.server";
import { createTestModePayments } from "#server/payments/test-mode.server";
import type { Site } from "#server/sites/registry";
import { reserveCar, type ReserveCar } from "#server/workflows/reservations.server";
import { demoRegistry } from "../../tests/setup/sites";
import { useTestDatabase } from "../../tests/setup/test-database";
import { freshnessView, getStockFreshness } from "./freshness.server";
import { importStock } from "./import";

/*
 * How current a site's stock is, and the stale policy (docs/stock-feed.md): the stamp from the
 * feed's last good run, the notice once it is past its limit, and no reservation taken meanwhile.
 */
const registry = demoRegistry();
const base = registry.sites.find((s) => s.commerce.reserve_enabled && s.feeds.length)!;
// The site's feed goes stale after an hour here (a day by default).
const site: Site = { ...base, feeds: [{ ...base.feeds[0]!, stale_after_hours: 1 }] };
const database = useTestDatabase((db) =>
  seedDemoData(db, { ...registry, sites: registry.sites }, { seed: 5, cars: 200, now: new Date() }),
);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const lastGood = (at: Date | null) =>
  database.db.update(stockFeeds).set({ last_good_at: at }).where(eq(stockFeeds.site_id, site.id));

describe("a site with a feed", () => {
  it("says when its stock was last confirmed", async () => {
    await lastGood(minutesAgo(12));
    expect(await getStockFreshness(database.db, site)).toEqual({ minutesAgo: 12, stale: false });
    expect(freshnessView(site, await getStockFreshness(database.db, site))).toEqual({
      stale: false,
      updatedText: "Stock updated 12 minutes ago",
      staleText: null,
    });
  });

  it("is stale past its limit: the notice instead of the stamp, and no reservation taken", async () => {
    await lastGood(minutesAgo(125));
    expect(await getStockFreshness(database.db, site)).toEqual({ minutesAgo: 125, stale: true });
    const view = freshnessView(site, await getStockFreshness(database.db, site));
    expect(view).toMatchObject({ stale: true, updatedText: null });
    expect(view.staleText).toBe(
      "Our stock list was last updated 2 hours ago, so please confirm a vehicle is still available before you visit. Reserving online is paused until it is current.",
    );

    const [car] = (await database.db
      .select()
      .from(cars)
      .where(
        and(
          eq(cars.site_id, site.id),
          eq(cars.status, "in_stock"),
          eq(cars.reserved, false),
          sql`${cars.price} > 1000`,
        ),
      )
      .limit(1)) as ReserveCar[];
    const [user] = await database.db
      .insert(users)
      .values({ site_id: site.id, phone: "0412555001" })
      .returning({ id: users.id, phone: users.phone });
    const payments = createTestModePayments(database.db);
    const outcome = await reserveCar(database.db, site, payments, {
      car: car!,
      user: user!,
      details: { name: "Buyer", email: "buyer@example.com", phone: user!.phone },
      idempotencyKey: "stale-1",
      card: { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" },
    });
    expect(outcome).toEqual({ kind: "refused", message: RESERVE_MESSAGES.stale });
    expect(await database.db.select().from(reservations)).toEqual([]);
    const checkout = await getCheckoutPage(database.db, site, payments, car as never, user!);
    expect(checkout).toMatchObject({ stage: "unavailable", unavailableMessage: RESERVE_MESSAGES.stale });

    // Fresh again: reserving is back.
    await lastGood(minutesAgo(1));
    expect((await getCheckoutPage(database.db, site, payments, car as never, user!)).stage).toBe("reserve");
  });

  it("a feed never good since it was named is stale once named longer than the limit", async () => {
    await lastGood(null);
    expect(await getStockFreshness(database.db, site)).toEqual({ minutesAgo: null, stale: false });
    await database.db
      .update(stockFeeds)
      .set({ created_at: minutesAgo(61) })
      .where(eq(stockFeeds.site_id, site.id));
    expect(await getStockFreshness(database.db, site)).toEqual({ minutesAgo: null, stale: true });
  });
});

it("a site without feeds says when it was last imported, and nothing before", async () => {
  const plain: Site = { ...site, feeds: [] };
  expect(await getStockFreshness(database.db, plain)).toEqual({ minutesAgo: null, stale: false });
  await importStock(database.db, plain, [], { file: "empty.csv" });
  expect(await getStockFreshness(database.db, plain)).toEqual({ minutesAgo: 0, stale: false });
});
