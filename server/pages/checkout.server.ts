import { eq } from "drizzle-orm";
import { formatMoney } from "#domain/money";
import { isPriceShown } from "#domain/price-display";
import { RESERVE_MESSAGES } from "#domain/reservations";
import { depositCopy, returnTerms } from "#domain/return-terms";
import { SUCCESS_TEST_CARD } from "#domain/test-card";
import { isReservable } from "#domain/vehicle-actions";
import type { SignedInUser } from "#server/auth/auth.server";
import type { Database } from "#server/db/client";
import { users } from "#server/db/schema";
import type { PaymentService } from "#server/payments/payment-service";
import type { Site } from "#server/sites/registry";
import type { VehicleRecord } from "#server/data/vehicles.server";
import { getUserReservations, reserveDeposit } from "#server/workflows/reservations.server";
import { getStockFreshness } from "#server/stock/freshness.server";

/*
 * The reserve-online page's data [VSD §2 "/cars/{slug}/checkout (some sites /cars/{slug}/buy-online)
 * Reserve or buy online", "/checkout-journey?car_id={slug} Online Purchase"; SW §1 deposit copy;
 * §5 Return terms]: the car, its deposit and terms, what the buyer has saved, and where they stand
 * with this car: theirs (held), free to reserve, or not reservable.
 */
export type CheckoutStage = "reserve" | "held" | "unavailable";

export async function getCheckoutPage(
  db: Database,
  site: Site,
  payments: PaymentService,
  car: VehicleRecord,
  user: SignedInUser,
  now = new Date(),
) {
  const [mine] = await getUserReservations(db, site, user, { carId: car.id, now, limit: 1 });
  const [saved] = await db
    .select({ name: users.name, last_name: users.last_name, email: users.email })
    .from(users)
    .where(eq(users.id, user.id));
  const deposit = reserveDeposit(site, car);
  // While the site's stock is stale no reservation is taken (docs/stock-feed.md); a hold stays.
  const { stale } = await getStockFreshness(db, site, now);
  const stage: CheckoutStage =
    mine?.held === true
      ? "held"
      : !stale && isReservable(car) && car.status === "in_stock"
        ? "reserve"
        : "unavailable";
  const moneyBack = car.car_type === "used" ? site.commerce.money_back_guarantee : null;
  return {
    siteName: site.name,
    stage,
    reservation: mine ?? null,
    unavailableMessage: stale
      ? RESERVE_MESSAGES.stale
      : car.reserved
        ? RESERVE_MESSAGES.taken
        : RESERVE_MESSAGES.notReservable,
    car: {
      slug: car.slug,
      name: car.name,
      price: isPriceShown(car.price) ? formatMoney(car.price) : null,
      stocknum: car.stocknum,
      image: car.images[0]?.src ?? null,
      location: site.locations.find((l) => l.id === car.location_id)?.name ?? null,
    },
    deposit: formatMoney(deposit),
    holdHours: site.commerce.hold_hours,
    depositCopy: depositCopy(deposit, site.commerce.hold_hours),
    returnTerms: moneyBack ? returnTerms(moneyBack.days, moneyBack.max_km) : null,
    garage: site.garage_enabled,
    payments: payments.browser,
    testCard: payments.provider === "test" ? SUCCESS_TEST_CARD : null,
    details: {
      name: [saved?.name, saved?.last_name].filter(Boolean).join(" "),
      email: saved?.email ?? "",
      phone: user.phone,
    },
  };
}
