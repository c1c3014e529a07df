import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESERVE_MESSAGES } from "#domain/reservations";
import type { SignedInUser } from "#server/auth/auth.server";
import { cars, leadOutbox, leads, localPayments, reservations, users, watchlist } from "#server/db/schema";
import { seedDemoData } from "#server/demo/seed";
import type { PaymentService } from "#server/payments/payment-service";
import { createTestModePayments } from "#server/payments/test-mode.server";
import { importStock } from "#server/stock/import";
import { startFakeStripe } from "../../tests/setup/fake-stripe";
import { demoRegistry } from "../../tests/setup/sites";
import { useTestDatabase } from "../../tests/setup/test-database";
import {
  cancelReservation,
  completeReservation,
  listReservations,
  handlePaymentEvent,
  releaseDueReservations,
  reserveCar,
  type ReserveCar,
} from "./reservations.server";
import { getUserDetails, saveUserDetails } from "#server/data/user-details.server";
import { deleteAccount } from "#server/workflows/account.server";

/*
 * Reserving online on a real database (PGlite here, PostgreSQL in CI) [issue 14; VSD §9 "Reserve
 * deposit default $200, held 48 hours, 100% refundable"; docs/decisions/020-reserve-online.md]:
 * one car, one buyer; one payment per submit however often it is sent; a replayed webhook changes
 * nothing; the hold ends by itself and the deposit comes back.
 */
const registry = demoRegistry();
const site = registry.sites.find((s) => s.commerce.reserve_enabled)!;
const sitesById = new Map(registry.sites.map((s) => [s.id, s]));
let payments: ReturnType<typeof createTestModePayments>;
let freeCars: ReserveCar[];
const database = useTestDatabase(async (db) => {
  await seedDemoData(db, registry, { seed: 11, cars: 400, now: new Date() });
  payments = createTestModePayments(db);
  freeCars = (await db
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
    .limit(40)) as ReserveCar[];
});
let phoneSerial = 0;

const GOOD_CARD = { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" };
const DECLINED_CARD = { number: "4000 0000 0000 0002", expiry: "12/40", cvc: "123" };
const details = (n: number) => ({ name: `Buyer ${n}`, email: `buyer${n}@example.com`, phone: "" });

async function newUser(): Promise<SignedInUser> {
  const phone = `04125${String(++phoneSerial).padStart(5, "0")}`;
  const [user] = await database.db
    .insert(users)
    .values({ site_id: site.id, phone })
    .returning({ id: users.id, phone: users.phone });
  return user!;
}

function takeCar(): ReserveCar {
  const car = freeCars.shift();
  if (!car) throw new Error("the demo stock ran out of reservable cars");
  return car;
}

/** A test-mode reservation of `car` by `user` with a fresh key and the card that pays. */
function reserve(car: ReserveCar, user: SignedInUser, n: number) {
  return reserveCar(database.db, site, payments, {
    car,
    user,
    details: { ...details(n), phone: user.phone },
    idempotencyKey: randomUUID(),
    card: GOOD_CARD,
  });
}

async function reservationsOf(carId: number) {
  return database.db.select().from(reservations).where(eq(reservations.car_id, carId));
}

async function isReserved(carId: number) {
  const [row] = await database.db.select({ reserved: cars.reserved }).from(cars).where(eq(cars.id, carId));
  return row!.reserved;
}

describe("reserving a car", () => {
  it("of 50 buyers reserving one car at once, exactly one holds it and pays once", async () => {
    const car = takeCar();
    const buyers = await Promise.all(Array.from({ length: 50 }, () => newUser()));
    const outcomes = await Promise.all(
      buyers.map((user, i) =>
        reserveCar(database.db, site, payments, {
          car,
          user,
          details: { ...details(i), phone: user.phone },
          idempotencyKey: randomUUID(),
          card: GOOD_CARD,
        }),
      ),
    );
    expect(outcomes.filter((o) => o.kind === "held")).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === "refused")).toHaveLength(49);
    expect(new Set(outcomes.flatMap((o) => (o.kind === "refused" ? [o.message] : [])))).toEqual(
      new Set([RESERVE_MESSAGES.taken]),
    );
    const rows = await reservationsOf(car.id);
    expect(rows.filter((r) => r.status === "held")).toHaveLength(1);
    const paid = await database.db
      .select()
      .from(localPayments)
      .where(and(eq(localPayments.site_id, site.id), eq(localPayments.reservation_id, rows[0]!.id)));
    expect(paid).toHaveLength(1);
    expect(await isReserved(car.id)).toBe(true);
  });

  it("a submit sent five times at once makes one reservation, one payment, one lead and one receipt", async () => {
    const car = takeCar();
    const user = await newUser();
    const key = randomUUID();
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () =>
        reserveCar(database.db, site, payments, {
          car,
          user,
          details: { ...details(1), phone: user.phone },
          idempotencyKey: key,
          card: GOOD_CARD,
        }),
      ),
    );
    expect(outcomes.every((o) => o.kind === "held")).toBe(true);
    const rows = await reservationsOf(car.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "held", payment_status: "paid", amount: 200 });
    // Held for the site's 48 hours from the moment it was paid.
    const hours = (rows[0]!.expires_at.getTime() - rows[0]!.held_at!.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(site.commerce.hold_hours, 5);
    const payments_ = await database.db
      .select()
      .from(localPayments)
      .where(eq(localPayments.reservation_id, rows[0]!.id));
    expect(payments_).toHaveLength(1);
    const lead = await database.db.select().from(leads).where(eq(leads.id, rows[0]!.lead_id!));
    expect(lead).toHaveLength(1);
    expect(lead[0]).toMatchObject({ category: "Reserve Online", car_id: car.id, phone: user.phone });
    const outbox = await database.db.select().from(leadOutbox).where(eq(leadOutbox.lead_id, lead[0]!.id));
    // The dealer hears of it, and the buyer gets a receipt whatever the site's confirmation switch says.
    expect(outbox.some((o) => o.channel === "dealer-email")).toBe(true);
    expect(outbox.filter((o) => o.channel === "buyer-email").map((o) => o.target)).toEqual([
      "buyer1@example.com",
    ]);
  });

  it("a declined card takes nothing and leaves the car free for the next buyer", async () => {
    const car = takeCar();
    const first = await reserveCar(database.db, site, payments, {
      car,
      user: await newUser(),
      details: { ...details(2), phone: "0412000002" },
      idempotencyKey: randomUUID(),
      card: DECLINED_CARD,
    });
    expect(first).toEqual({ kind: "refused", message: RESERVE_MESSAGES.declined, field: "card_number" });
    expect(await isReserved(car.id)).toBe(false);
    const second = await reserveCar(database.db, site, payments, {
      car,
      user: await newUser(),
      details: { ...details(3), phone: "0412000003" },
      idempotencyKey: randomUUID(),
      card: GOOD_CARD,
    });
    expect(second.kind).toBe("held");
    expect((await reservationsOf(car.id)).map((r) => r.status).sort()).toEqual(["failed", "held"]);
  });

  it("a car that is not reservable (sold, or reserved by the dealer) is refused before any payment", async () => {
    const car = { ...takeCar(), status: "sold" };
    const outcome = await reserveCar(database.db, site, payments, {
      car,
      user: await newUser(),
      details: { ...details(4), phone: "0412000004" },
      idempotencyKey: randomUUID(),
      card: GOOD_CARD,
    });
    expect(outcome).toEqual({ kind: "refused", message: RESERVE_MESSAGES.notReservable });
    expect(await reservationsOf(car.id)).toHaveLength(0);
  });
});

describe("the end of a hold", () => {
  it("the buyer cancels: the deposit is refunded once and the car is free again", async () => {
    const car = takeCar();
    const user = await newUser();
    const outcome = await reserve(car, user, 5);
    if (outcome.kind !== "held") throw new Error("not held");
    // Another buyer cannot cancel it.
    expect(await cancelReservation(database.db, site, payments, await newUser(), outcome.reservationId)).toBe(
      false,
    );
    const cancels = await Promise.all([
      cancelReservation(database.db, site, payments, user, outcome.reservationId),
      cancelReservation(database.db, site, payments, user, outcome.reservationId),
    ]);
    expect(cancels.filter(Boolean)).toHaveLength(1);
    const [row] = await reservationsOf(car.id);
    expect(row).toMatchObject({ status: "cancelled", payment_status: "refunded" });
    const [payment] = await database.db
      .select()
      .from(localPayments)
      .where(eq(localPayments.reservation_id, row!.id));
    expect(payment!.refund_id).toBe(row!.refund_reference);
    expect(await isReserved(car.id)).toBe(false);
  });

  it("the hold expires: the job releases the car and refunds, and two instances running it at once do so once", async () => {
    const car = takeCar();
    const user = await newUser();
    await reserve(car, user, 6);
    // Before the 48 hours are over, nothing ends.
    const early = await releaseDueReservations(database.db, payments, new Date(Date.now() + 47 * 3_600_000));
    expect(early.released).toBe(0);
    expect(await isReserved(car.id)).toBe(true);
    const later = new Date(Date.now() + 49 * 3_600_000);
    const runs = await Promise.all([
      releaseDueReservations(database.db, payments, later),
      releaseDueReservations(database.db, payments, later),
    ]);
    expect(runs.reduce((n, r) => n + r.released, 0)).toBeGreaterThanOrEqual(1);
    const [row] = await reservationsOf(car.id);
    expect(row).toMatchObject({ status: "expired", payment_status: "refunded" });
    expect(await isReserved(car.id)).toBe(false);
    // The refund was made once.
    const refunds = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(localPayments)
      .where(and(eq(localPayments.reservation_id, row!.id), sql`${localPayments.refund_id} is not null`));
    expect(refunds[0]!.n).toBe(1);
  });

  it("a hold the dealer completed (the car sold to its buyer) is not refunded when its time ends", async () => {
    const car = takeCar();
    const user = await newUser();
    const outcome = await reserve(car, user, 9);
    if (outcome.kind !== "held") throw new Error("not held");
    const listed = await listReservations(database.db, { site: site.slug, status: "held" });
    expect(listed.find((r) => r.id === outcome.reservationId)).toMatchObject({
      amount: 200,
      payment: "paid",
    });
    expect(await completeReservation(database.db, outcome.reservationId)).toBe(true);
    expect(await completeReservation(database.db, outcome.reservationId)).toBe(false);
    await releaseDueReservations(database.db, payments, new Date(Date.now() + 49 * 3_600_000));
    const [row] = await reservationsOf(car.id);
    expect(row).toMatchObject({ status: "completed", payment_status: "paid", refund_reference: null });
  });

  it("a stock import keeps a held car reserved, whatever the feed says", async () => {
    const car = takeCar();
    const user = await newUser();
    await reserve(car, user, 7);
    const [row] = await database.db.select().from(cars).where(eq(cars.id, car.id));
    const report = await importStock(
      database.db,
      site,
      [
        {
          stocknum: row!.stocknum,
          year: row!.year,
          make: row!.make,
          model: row!.model,
          price: row!.price + 500,
          km: row!.km,
          status: "in_stock",
          car_type: row!.car_type,
          reserved: false,
        },
      ],
      { file: "feed.json" },
    );
    expect(report.rejected).toEqual([]);
    const [after] = await database.db.select().from(cars).where(eq(cars.id, car.id));
    expect(after).toMatchObject({ price: row!.price + 500, reserved: true });
  });
});

describe("paying through Stripe", () => {
  const WEBHOOK_SECRET = "whsec_reservation_test";
  let fake: Awaited<ReturnType<typeof startFakeStripe>>["fake"];
  let stripe: PaymentService;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ fake, payments: stripe, stop } = await startFakeStripe(WEBHOOK_SECRET));
  });
  afterAll(() => stop());

  function signed(event: Record<string, unknown>) {
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return { payload, headers: new Headers({ "stripe-signature": header }) };
  }

  it("a double submit makes one payment intent; a replayed webhook holds the car once", async () => {
    const car = takeCar();
    const user = await newUser();
    const key = randomUUID();
    const [a, b] = await Promise.all(
      [1, 2].map(() =>
        reserveCar(database.db, site, stripe, {
          car,
          user,
          details: { ...details(8), phone: user.phone },
          idempotencyKey: key,
        }),
      ),
    );
    expect(a!.kind).toBe("pay");
    expect(b).toEqual(a);
    expect(fake.intents.size).toBe(1);
    if (a!.kind !== "pay") throw new Error("no payment");
    expect(await isReserved(car.id)).toBe(false);

    const [intent] = [...fake.intents.values()];
    intent!.status = "succeeded";
    const event = {
      id: "evt_reservation_1",
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: intent },
    };
    const { payload, headers } = signed(event);
    const read = stripe.readWebhook(payload, headers)!;
    expect(read).toMatchObject({ type: "payment_succeeded", reservationId: a!.reservationId });
    expect(await handlePaymentEvent(database.db, sitesById, stripe, read)).toBe("handled");
    expect(
      await handlePaymentEvent(database.db, sitesById, stripe, stripe.readWebhook(payload, headers)!),
    ).toBe("replayed");
    const rows = await reservationsOf(car.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "held", payment_status: "paid", payment_reference: intent!.id });
    expect(await isReserved(car.id)).toBe(true);
    const sent = await database.db
      .select()
      .from(leads)
      .where(eq(leads.idempotency_key, `reservation:${rows[0]!.id}`));
    expect(sent).toHaveLength(1);

    // A forged event (wrong signature) is not read at all.
    expect(stripe.readWebhook(payload.replace("succeeded", "succeeded "), headers)).toBeNull();
  });
});

describe("a buyer's account", () => {
  it("deleting it cancels their hold with a refund and removes their personal data", async () => {
    const car = takeCar();
    const user = await newUser();
    await saveUserDetails(database.db, site, user, {
      name: "Dana Buyer",
      email: "dana@example.com",
      postcode: "4000",
    });
    expect(await getUserDetails(database.db, user)).toEqual({
      name: "Dana Buyer",
      email: "dana@example.com",
      postcode: "4000",
    });
    await reserveCar(database.db, site, payments, {
      car,
      user,
      details: { name: "Dana Buyer", email: "dana@example.com", phone: user.phone },
      idempotencyKey: randomUUID(),
      card: GOOD_CARD,
    });
    await database.db
      .insert(watchlist)
      .values({ site_id: site.id, user_id: user.id, car_id: freeCars[0]!.id });

    await deleteAccount(database.db, site, payments, user);

    expect(await database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await database.db.select().from(watchlist).where(eq(watchlist.user_id, user.id))).toEqual([]);
    const [row] = await reservationsOf(car.id);
    expect(row).toMatchObject({
      status: "cancelled",
      payment_status: "refunded",
      user_id: null,
      name: null,
      email: null,
      phone: null,
    });
    expect(await isReserved(car.id)).toBe(false);
    const theirLeads = await database.db
      .select()
      .from(leads)
      .where(sql`${leads.id} = ${row!.lead_id}`);
    expect(theirLeads[0]).toMatchObject({ name: null, email: null, phone: null, message: null });
  });
});
