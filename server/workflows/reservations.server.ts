import { and, desc, eq, inArray, lte, or, sql } from "drizzle-orm";
import { formatDateTimeInZone } from "#domain/dates";
import { locationTimeZone } from "#domain/locations";
import { formatMoney } from "#domain/money";
import {
  ACTIVE_RESERVATION_STATUSES,
  depositFor,
  PAYMENT_WINDOW_MINUTES,
  RESERVE_MESSAGES,
  reservationStatusText,
  timeLeftText,
  type PaymentStatus,
  type ReservationStatus,
} from "#domain/reservations";
import { getStockFreshness } from "#server/stock/freshness.server";
import { isReservable } from "#domain/vehicle-actions";
import type { SignedInUser } from "#server/auth/auth.server";
import type { Database } from "#server/db/client";
import { cars, paymentEvents, reservations, sites } from "#server/db/schema";
import { createLead } from "#server/leads/leads.server";
import { log } from "#server/log.server";
import { startPeriodicJob } from "#server/periodic-job.server";
import type { PaymentEvent, PaymentService, TestCard } from "#server/payments/payment-service";
import type { Site } from "#server/sites/registry";
import { confirmOnlinePaymentEvent } from "./online-payments.server";
import { carPath } from "#domain/car-url";

/*
 * Reserving a car online [VSD §9; docs/decisions/020-reserve-online.md].
 *
 * One car, one buyer at a time: a reservation row is inserted as "pending" before any payment,
 * and the partial unique index on active reservations lets exactly one of any number of
 * concurrent attempts in (the others are told the car has just been reserved). Then the payment:
 * the test mode answers at once; Stripe's Payment Element finishes in the browser and a signed
 * webhook (or the buyer's return, checked with Stripe) confirms it. Confirming is one conditional
 * update from pending to held, so a replayed webhook or a double submit changes nothing; in the
 * same transaction the car is marked reserved (its stock version moves: search and its page show
 * it on the next request, on every instance) and the dealer's lead, with the buyer's receipt, is
 * queued through the lead pipeline.
 *
 * The hold ends by itself: releaseDueReservations (run by every instance on a timer, each row
 * claimed with FOR UPDATE SKIP LOCKED so two instances never release one twice) expires holds past
 * their time and unpaid attempts past the payment window, frees the car and refunds the deposit.
 * Refunds are owed in the database first ("refund_due") and made after, with the reservation's
 * own idempotency key, so a crash between the two is finished by the next run, never doubled.
 */

export type ReserveCar = {
  id: number;
  slug: string;
  name: string;
  status: string;
  reserved: boolean;
  price: number;
  /** A Test Drive Only car is not reserved (domain/vehicle-actions.ts isReservable). */
  tag: string | null;
  dealership_id: number;
  location_id: number;
  stocknum: string;
  make: string;
  model: string;
  car_type: string;
  payment_processors: { name: string; deposit: number }[];
};

/** The zone of the location a car is at (the site's where it has none). */
function carTimeZone(site: Site, locationId: number | null | undefined) {
  const location = site.locations.find((l) => l.id === locationId);
  return location ? locationTimeZone(location, site.time_zone) : site.time_zone;
}

export function reserveDeposit(site: Site, car: Pick<ReserveCar, "payment_processors">): number {
  return depositFor(car.payment_processors, site.commerce.deposit);
}

type Row = typeof reservations.$inferSelect;

export type ReserveOutcome =
  | { kind: "held"; reservationId: string }
  | { kind: "pay"; reservationId: string; clientSecret: string }
  | { kind: "refused"; message: string; field?: "card_number" };

const isUniqueViolation = (error: unknown) => {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === "23505";
};

/**
 * A signed-in buyer reserves a car: answers "held" (paid in test mode), "pay" (finish in the
 * provider's form) or "refused" with the message to show. The same idempotency key answers the
 * reservation it already made.
 */
export async function reserveCar(
  db: Database,
  site: Site,
  payments: PaymentService,
  input: {
    car: ReserveCar;
    user: SignedInUser;
    details: { name: string; email: string; phone: string };
    idempotencyKey: string;
    card?: TestCard;
    now?: Date;
  },
): Promise<ReserveOutcome> {
  const { car, user } = input;
  const amount = reserveDeposit(site, car);
  let reservation: Row;
  const [earlier] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.site_id, site.id), eq(reservations.idempotency_key, input.idempotencyKey)));
  if (earlier) {
    if (earlier.user_id !== user.id || earlier.car_id !== car.id)
      return { kind: "refused", message: RESERVE_MESSAGES.unavailable };
    if (earlier.status === "held" || earlier.status === "completed")
      return { kind: "held", reservationId: earlier.id };
    if (earlier.status !== "pending") return { kind: "refused", message: RESERVE_MESSAGES.unavailable };
    reservation = earlier;
  } else {
    if (!site.commerce.reserve_enabled || !isReservable(car))
      return { kind: "refused", message: RESERVE_MESSAGES.notReservable };
    // Nothing is taken for a car the site cannot vouch for (docs/stock-feed.md "Stale").
    if ((await getStockFreshness(db, site, input.now)).stale)
      return { kind: "refused", message: RESERVE_MESSAGES.stale };
    try {
      const [inserted] = await db
        .insert(reservations)
        .values({
          site_id: site.id,
          car_id: car.id,
          user_id: user.id,
          amount,
          status: "pending",
          idempotency_key: input.idempotencyKey,
          payment_provider: payments.provider,
          name: input.details.name,
          email: input.details.email,
          phone: input.details.phone,
          expires_at: sql`now() + make_interval(mins => ${PAYMENT_WINDOW_MINUTES})`,
        })
        .returning();
      reservation = inserted!;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // This key was used a moment ago (a double submit racing itself), or the car has an active
      // reservation: the buyer's own (a retry after a failure on the way: it carries on) or another's.
      const [same] = await db
        .select()
        .from(reservations)
        .where(
          or(
            and(eq(reservations.site_id, site.id), eq(reservations.idempotency_key, input.idempotencyKey)),
            and(
              eq(reservations.car_id, car.id),
              inArray(reservations.status, [...ACTIVE_RESERVATION_STATUSES]),
            ),
          ),
        )
        .orderBy(desc(reservations.created_at))
        .limit(1);
      if (!same || same.user_id !== user.id) return { kind: "refused", message: RESERVE_MESSAGES.taken };
      if (same.status === "held") return { kind: "held", reservationId: same.id };
      if (same.status !== "pending") return { kind: "refused", message: RESERVE_MESSAGES.unavailable };
      reservation = same;
    }
  }

  const charged = await payments.charge({
    siteId: site.id,
    reservationId: reservation.id,
    amountCents: reservation.amount * 100,
    description: `Refundable deposit to reserve ${car.name} (stock ${car.stocknum})`,
    idempotencyKey: `reserve-${reservation.id}`,
    card: input.card,
  });
  if (charged.status === "requires_payment") {
    await db
      .update(reservations)
      .set({ payment_reference: charged.reference, updated_at: new Date() })
      .where(and(eq(reservations.id, reservation.id), eq(reservations.status, "pending")));
    return { kind: "pay", reservationId: reservation.id, clientSecret: charged.clientSecret };
  }
  if (charged.status === "declined") {
    // Nothing was taken: the car is free again, and the buyer may try another card.
    await db
      .update(reservations)
      .set({ status: "failed", ended_at: new Date(), updated_at: new Date() })
      .where(and(eq(reservations.id, reservation.id), eq(reservations.status, "pending")));
    return { kind: "refused", message: RESERVE_MESSAGES.declined, field: "card_number" };
  }
  await confirmReservation(db, site, reservation.id, charged.reference);
  return { kind: "held", reservationId: reservation.id };
}

/**
 * A reservation's deposit is paid: pending becomes held for the site's hold time, the car shows as
 * reserved and the dealer's lead (with the buyer's receipt) is queued, all in one transaction.
 * Answers false when the reservation was not pending (already confirmed: a replay changes nothing).
 */
export async function confirmReservation(
  db: Database,
  site: Site,
  reservationId: string,
  paymentReference: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [held] = await tx
      .update(reservations)
      .set({
        status: "held",
        payment_status: "paid",
        payment_reference: paymentReference,
        held_at: sql`now()`,
        expires_at: sql`now() + make_interval(hours => ${site.commerce.hold_hours})`,
        updated_at: sql`now()`,
      })
      .where(
        and(
          eq(reservations.id, reservationId),
          eq(reservations.site_id, site.id),
          eq(reservations.status, "pending"),
        ),
      )
      .returning();
    if (!held) {
      // Paid after the payment window released the car (a slow card, a late webhook): refund it.
      await tx
        .update(reservations)
        .set({ payment_status: "refund_due", payment_reference: paymentReference, updated_at: sql`now()` })
        .where(
          and(
            eq(reservations.id, reservationId),
            eq(reservations.site_id, site.id),
            eq(reservations.status, "failed"),
            eq(reservations.payment_status, "unpaid"),
          ),
        );
      return false;
    }
    const [car] = await tx
      .update(cars)
      .set({ reserved: true, updated_at: sql`now()` })
      .where(and(eq(cars.id, held.car_id), eq(cars.site_id, site.id)))
      .returning();
    const lead = await createLead(tx as unknown as Database, site, {
      category: "Reserve Online",
      subcategory: "Deposit Paid",
      car_id: held.car_id,
      dealership_id: car?.dealership_id ?? null,
      location_id: car?.location_id ?? null,
      name: held.name,
      email: held.email,
      phone: held.phone,
      message: `Reserved online with a ${formatMoney(held.amount)} refundable deposit.`,
      idempotency_key: `reservation:${held.id}`,
      // The reserve form asks for no marketing consent, so none is recorded.
      opt_in: false,
      receipt: true,
      payload: {
        reservation_id: held.id,
        deposit: formatMoney(held.amount),
        // In the car's location's zone, named: the buyer may be anywhere, the car is where it is.
        held_until: formatDateTimeInZone(held.expires_at, carTimeZone(site, car?.location_id)),
        payment_reference: paymentReference,
        payment_provider: held.payment_provider,
        stock_number: car?.stocknum,
        url: car ? carPath(car.slug) : undefined,
        source: "reserve online",
      },
    });
    await tx.update(reservations).set({ lead_id: lead.id }).where(eq(reservations.id, held.id));
    return true;
  });
}

/** The buyer cancels an active reservation of theirs; a paid deposit is refunded. */
export async function cancelReservation(
  db: Database,
  site: Site,
  payments: PaymentService,
  user: SignedInUser,
  reservationId: string,
): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(reservationId)) return false;
  const ended = await endReservations(
    db,
    and(
      eq(reservations.id, reservationId),
      eq(reservations.site_id, site.id),
      eq(reservations.user_id, user.id),
      inArray(reservations.status, [...ACTIVE_RESERVATION_STATUSES]),
    )!,
    "cancelled",
  );
  if (ended === 0) return false;
  await refundDue(db, payments);
  return true;
}

/**
 * Ends the reservations a condition picks (claimed with SKIP LOCKED, so concurrent callers split
 * them), frees their cars and marks paid deposits as owed back. Answers how many it ended.
 */
async function endReservations(
  db: Database,
  condition: ReturnType<typeof and>,
  status: Extract<ReservationStatus, "cancelled" | "expired" | "failed">,
): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(condition)
      .limit(100)
      .for("update", { skipLocked: true });
    const rows = await tx
      .update(reservations)
      .set({
        // An attempt never paid does not "expire": it failed. (status is one of three literals.)
        status:
          status === "expired"
            ? sql`case when ${reservations.status} = 'pending' then 'failed' else 'expired' end`
            : sql.raw(`'${status}'`),
        payment_status: sql`case when ${reservations.payment_status} = 'paid' then 'refund_due' else ${reservations.payment_status} end`,
        ended_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where(inArray(reservations.id, claimed))
      .returning({ car_id: reservations.car_id, was: reservations.held_at });
    const carIds = [...new Set(rows.filter((r) => r.was !== null).map((r) => r.car_id))];
    if (carIds.length > 0)
      await tx
        .update(cars)
        .set({ reserved: false, updated_at: sql`now()` })
        .where(inArray(cars.id, carIds));
    return rows.length;
  });
}

/** Makes the refunds owed; each with the reservation's own key, so a retry refunds once. */
async function refundDue(db: Database, payments: PaymentService): Promise<number> {
  const due = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.payment_status, "refund_due"),
        eq(reservations.payment_provider, payments.provider),
      ),
    )
    .limit(50);
  let refunded = 0;
  for (const row of due) {
    if (!row.payment_reference) continue;
    try {
      const reference = await payments.refund({
        reference: row.payment_reference,
        amount: row.amount,
        idempotencyKey: `refund-${row.id}`,
      });
      await db
        .update(reservations)
        .set({ payment_status: "refunded", refund_reference: reference, updated_at: sql`now()` })
        .where(and(eq(reservations.id, row.id), eq(reservations.payment_status, "refund_due")));
      refunded++;
    } catch (error) {
      log.warn("reservation refund failed; will retry", { reservation_id: row.id, err: error });
    }
  }
  return refunded;
}

/**
 * The scheduled job: ends holds past their time and unpaid attempts past the payment window, then
 * makes the refunds owed. `now` is the database's clock unless a test gives one.
 */
export async function releaseDueReservations(
  db: Database,
  payments: PaymentService,
  now?: Date,
): Promise<{ released: number; refunded: number }> {
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  let released = 0;
  for (;;) {
    const ended = await endReservations(
      db,
      and(inArray(reservations.status, [...ACTIVE_RESERVATION_STATUSES]), lte(reservations.expires_at, at))!,
      "expired",
    );
    released += ended;
    if (ended < 100) break;
  }
  const refunded = await refundDue(db, payments);
  return { released, refunded };
}

/** Runs releaseDueReservations every `everyMs` until stopped (each instance runs one). */
export function startReservationJob(db: Database, payments: PaymentService, everyMs: number) {
  return startPeriodicJob("reservation job", everyMs, () => releaseDueReservations(db, payments));
}

/**
 * A payment provider's webhook, once its signature has been checked: recorded by its event id
 * first, so a replayed event is seen as such and changes nothing.
 */
export async function handlePaymentEvent(
  db: Database,
  sitesById: ReadonlyMap<number, Site>,
  payments: PaymentService,
  event: PaymentEvent,
): Promise<"handled" | "replayed" | "ignored"> {
  const [first] = await db
    .insert(paymentEvents)
    .values({ provider: payments.provider, event_id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning();
  if (!first) return "replayed";
  if (event.type === "payment_succeeded" && event.onlinePaymentId && event.reference)
    return (await confirmOnlinePaymentEvent(db, sitesById, payments, {
      onlinePaymentId: event.onlinePaymentId,
      reference: event.reference,
    }))
      ? "handled"
      : "ignored";
  if (event.type !== "payment_succeeded" || !event.reservationId || !event.reference) return "ignored";
  if (!/^[0-9a-f-]{36}$/i.test(event.reservationId)) return "ignored";
  const [row] = await db.select().from(reservations).where(eq(reservations.id, event.reservationId));
  const site = row && sitesById.get(row.site_id);
  if (!row || !site || row.payment_provider !== payments.provider) return "ignored";
  await confirmReservation(db, site, row.id, event.reference);
  if (row.status === "failed") await refundDue(db, payments);
  return "handled";
}

/** A buyer back from the provider's form before its webhook: ask the provider and confirm if paid. */
export async function settleReturningPayment(
  db: Database,
  site: Site,
  payments: PaymentService,
  user: SignedInUser,
  reservationId: string,
): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(reservationId)) return;
  const [row] = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.id, reservationId),
        eq(reservations.site_id, site.id),
        eq(reservations.user_id, user.id),
        eq(reservations.status, "pending"),
      ),
    );
  if (!row?.payment_reference) return;
  if ((await payments.paymentStatus(row.payment_reference)) === "paid")
    await confirmReservation(db, site, row.id, row.payment_reference);
}

export type ReservationView = {
  id: string;
  car: { slug: string; name: string; image: string | null };
  deposit: string;
  status: ReservationStatus;
  statusText: string;
  active: boolean;
  held: boolean;
  timeLeft: string | null;
  until: string | null;
  paymentReference: string | null;
  testMode: boolean;
};

/** The buyer's reservations on this site, newest first: what My Garage and the checkout show. */
export async function getUserReservations(
  db: Database,
  site: Site,
  user: SignedInUser,
  options: { carId?: number; now?: Date; limit?: number } = {},
): Promise<ReservationView[]> {
  const now = options.now ?? new Date();
  const rows = await db
    .select({
      reservation: reservations,
      car: { slug: cars.slug, name: cars.name, images: cars.images, location_id: cars.location_id },
    })
    .from(reservations)
    .innerJoin(cars, eq(cars.id, reservations.car_id))
    .where(
      and(
        eq(reservations.site_id, site.id),
        eq(reservations.user_id, user.id),
        options.carId === undefined ? undefined : eq(reservations.car_id, options.carId),
        // An attempt that was never paid is not worth listing once it has ended.
        or(sql`${reservations.status} <> 'failed'`, sql`${reservations.payment_status} <> 'unpaid'`),
      ),
    )
    .orderBy(desc(reservations.created_at))
    .limit(options.limit ?? 20);
  return rows.map(({ reservation: r, car: { images, location_id, ...car } }) => {
    const active = r.status === "pending" || r.status === "held";
    return {
      id: r.id,
      car: { ...car, image: images[0]?.src ?? null },
      deposit: formatMoney(r.amount),
      status: r.status,
      statusText: reservationStatusText(r.status, r.payment_status as PaymentStatus),
      active,
      held: r.status === "held",
      timeLeft: r.status === "held" ? timeLeftText(r.expires_at, now) : null,
      until: r.status === "held" ? formatDateTimeInZone(r.expires_at, carTimeZone(site, location_id)) : null,
      paymentReference: r.payment_reference,
      testMode: r.payment_provider === "test",
    };
  });
}

export type ReservationSummary = {
  id: string;
  site: string;
  car: string;
  status: ReservationStatus;
  payment: PaymentStatus;
  amount: number;
  created_at: string;
  expires_at: string;
  payment_reference: string | null;
};

/** The operator's list (`forecourt reservations`): newest first, without the buyer's details. */
export async function listReservations(
  db: Database,
  options: { site?: string; status?: ReservationStatus; limit?: number },
): Promise<ReservationSummary[]> {
  const rows = await db
    .select({
      id: reservations.id,
      site: sites.slug,
      car: cars.name,
      stocknum: cars.stocknum,
      status: reservations.status,
      payment: reservations.payment_status,
      amount: reservations.amount,
      created_at: reservations.created_at,
      expires_at: reservations.expires_at,
      payment_reference: reservations.payment_reference,
    })
    .from(reservations)
    .innerJoin(sites, eq(sites.id, reservations.site_id))
    .innerJoin(cars, eq(cars.id, reservations.car_id))
    .where(
      and(
        options.site ? eq(sites.slug, options.site) : undefined,
        options.status ? eq(reservations.status, options.status) : undefined,
      ),
    )
    .orderBy(desc(reservations.created_at))
    .limit(Math.min(Math.max(options.limit ?? 50, 1), 1000));
  return rows.map(({ stocknum, ...row }) => ({
    ...row,
    car: `${row.car} (${stocknum})`,
    payment: row.payment as PaymentStatus,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
  }));
}

/**
 * The dealer sold the car to the buyer who holds it (`forecourt reservations complete <id>`): the
 * hold becomes "completed", so it is not refunded when its time ends; the deposit is part of the
 * price. Answers false unless the reservation is held.
 */
export async function completeReservation(db: Database, reservationId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(reservationId)) return false;
  const done = await db
    .update(reservations)
    .set({ status: "completed", ended_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(reservations.id, reservationId), eq(reservations.status, "held")))
    .returning({ id: reservations.id });
  return done.length === 1;
}
