import { getPriceDisplay } from "#domain/price-display";
import { formatMoney } from "#domain/money";
import { and, desc, eq } from "drizzle-orm";
import { isAvailable, statusLabel } from "#domain/availability";
import { hasOdometer } from "#domain/vehicle-words";
import { EVENT } from "#domain/lead-events";
import { canSaveToWatchlist } from "#domain/watchlist";
import type { SignedInUser } from "#server/auth/auth.server";
import type { Database } from "#server/db/client";
import { analyticsEvents, cars, watchlist } from "#server/db/schema";
import type { Site } from "#server/sites/registry";

/*
 * A signed-in buyer's saved cars [VSD §3 "Watchlist entry: car id"; §7 save-car / remove-car]. Every
 * function takes the site: only the site's own cars can be saved, and only its own buyers read them.
 */
export type WatchlistChange =
  { ok: true; car: { id: number; name: string } } | { ok: false; status: 404 | 409; message: string };

export async function getWatchlistCarIds(db: Database, site: Site, user: SignedInUser): Promise<number[]> {
  const rows = await db
    .select({ car_id: watchlist.car_id })
    .from(watchlist)
    .where(and(eq(watchlist.site_id, site.id), eq(watchlist.user_id, user.id)))
    .orderBy(desc(watchlist.created_at));
  return rows.map((row) => row.car_id);
}

/** The site's listed car of that id (any status), or null. */
export async function findSiteCar(db: Database, site: Site, carId: number) {
  const [car] = await db
    .select({ id: cars.id, name: cars.name, status: cars.status })
    .from(cars)
    .where(and(eq(cars.id, carId), eq(cars.site_id, site.id), eq(cars.show_on_dealer_website, true)));
  return car ?? null;
}

export async function saveToWatchlist(
  db: Database,
  site: Site,
  user: SignedInUser,
  carId: number,
): Promise<WatchlistChange> {
  const car = await findSiteCar(db, site, carId);
  if (!car) return { ok: false, status: 404, message: "This car is no longer listed." };
  return db.transaction(async (tx) => {
    const saved = await tx
      .select({ car_id: watchlist.car_id })
      .from(watchlist)
      .where(and(eq(watchlist.user_id, user.id), eq(watchlist.car_id, car.id)));
    if (!canSaveToWatchlist(car.status, saved.length > 0))
      return {
        ok: false as const,
        status: 409 as const,
        message: "This car has sold, so it cannot be saved.",
      };
    if (saved.length === 0) {
      await tx.insert(watchlist).values({ site_id: site.id, user_id: user.id, car_id: car.id });
      await tx.insert(analyticsEvents).values({
        site_id: site.id,
        event_id: EVENT.watchlistSave,
        car_id: car.id,
        payload: { source: "watchlist" },
      });
    }
    return { ok: true as const, car: { id: car.id, name: car.name } };
  });
}

export async function removeFromWatchlist(
  db: Database,
  site: Site,
  user: SignedInUser,
  carId: number,
): Promise<WatchlistChange> {
  const car = await findSiteCar(db, site, carId);
  await db
    .delete(watchlist)
    .where(and(eq(watchlist.site_id, site.id), eq(watchlist.user_id, user.id), eq(watchlist.car_id, carId)));
  if (!car) return { ok: false, status: 404, message: "This car is no longer listed." };
  return { ok: true, car: { id: car.id, name: car.name } };
}

/** The watchlist page's rows: newest saved first, sold cars included (marked). */
export async function getWatchlistCars(db: Database, site: Site, user: SignedInUser) {
  const rows = await db
    .select({
      id: cars.id,
      slug: cars.slug,
      name: cars.name,
      price: cars.price,
      preorder: cars.preorder,
      price_type: cars.price_type,
      status: cars.status,
      reserved: cars.reserved,
      km: cars.km,
      vehicle_kind: cars.vehicle_kind,
      images: cars.images,
    })
    .from(watchlist)
    .innerJoin(cars, and(eq(cars.id, watchlist.car_id), eq(cars.site_id, site.id)))
    .where(and(eq(watchlist.site_id, site.id), eq(watchlist.user_id, user.id)))
    .orderBy(desc(watchlist.created_at));
  return rows.map(({ images, ...car }) => ({
    ...car,
    image: images[0]?.src ?? null,
    available: isAvailable(car.status),
  }));
}

/** The saved cars as a buyer's list shows them: price in words or dollars, status in words. */
export async function getWatchlistCarViews(db: Database, site: Site, user: SignedInUser) {
  return (await getWatchlistCars(db, site, user)).map((car) => {
    const price = getPriceDisplay(car, site.labels);
    return {
      id: car.id,
      slug: car.slug,
      name: car.name,
      image: car.image,
      // A caravan has no odometer: null, and the list shows no kilometres.
      km: hasOdometer(car.vehicle_kind) ? car.km : null,
      available: car.available,
      status: statusLabel(car),
      price: price.kind === "text" ? price.text : formatMoney(price.amount),
      priceType: price.kind === "price" ? car.price_type : null,
    };
  });
}
