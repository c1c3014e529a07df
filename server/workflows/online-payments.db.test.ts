import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { ONLINE_PAYMENT_MESSAGES } from "#domain/online-payments";
import type { SignedInUser } from "#server/auth/auth.server";
import { leads, localPayments, onlinePayments, spins, users } from "#server/db/schema";
import { seedDemoData } from "#server/demo/seed";
import type { PaymentService } from "#server/payments/payment-service";
import { createTestModePayments } from "#server/payments/test-mode.server";
import type { Site } from "#server/sites/registry";
import { startFakeStripe } from "../../tests/setup/fake-stripe";
import { demoRegistry } from "../../tests/setup/sites";
import { useTestDatabase } from "../../tests/setup/test-database";
import { payOnline } from "./online-payments.server";
import { handlePaymentEvent } from "./reservations.server";
import { getSpin, spinToWin } from "./spin-to-win.server";
import { deleteAccount } from "#server/workflows/account.server";

/*
 * Paying online and spinning to win on a real database (PGlite here, PostgreSQL in CI)
 * [docs/decisions/024-online-payment-and-spin-to-win.md]: one payment per submit however often it
 * is sent, a declined card takes nothing, a replayed webhook changes nothing; one spin per buyer.
 */
const registry = demoRegistry();
const paySite = registry.sites.find((s) => s.online_payment.enabled)!;
const spinSite = registry.sites.find((s) => s.spin_to_win.promotion)!;
const sitesById = new Map(registry.sites.map((s) => [s.id, s]));
const SECRET = "online-payments-test-secret";
let payments: PaymentService;
const database = useTestDatabase(async (db) => {
  await seedDemoData(db, registry, { seed: 5, cars: 50, now: new Date() });
  payments = createTestModePayments(db);
});
let serial = 0;

const GOOD_CARD = { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" };
const DECLINED_CARD = { number: "4000 0000 0000 0002", expiry: "12/40", cvc: "123" };

async function newUser(site: Site): Promise<SignedInUser> {
  const phone = `04136${String(++serial).padStart(5, "0")}`;
  const [user] = await database.db
    .insert(users)
    .values({ site_id: site.id, phone })
    .returning({ id: users.id, phone: users.phone });
  return user!;
}

const invoice = (reference: string, amountCents = 38_950) => ({
  purpose: "Service invoice",
  reference,
  amountCents,
  locationSlug: "",
  name: "Pat Payer",
  email: "pat@example.com",
});

const leadsKeyed = (key: string) => database.db.select().from(leads).where(eq(leads.idempotency_key, key));

describe("paying online", () => {
  it("a submit sent five times at once makes one payment, one lead and one receipt, to the cent", async () => {
    const user = await newUser(paySite);
    const key = randomUUID();
    const outcomes = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        payOnline(database.db, paySite, payments, {
          user,
          details: invoice("INV-5X"),
          idempotencyKey: key,
          card: GOOD_CARD,
        }),
      ),
    );
    expect(new Set(outcomes.map((o) => JSON.stringify(o))).size).toBe(1);
    expect(outcomes[0]!.kind).toBe("paid");
    const rows = await database.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.idempotency_key, key));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "paid", amount_cents: 38_950, user_id: user.id });
    const charged = await database.db
      .select()
      .from(localPayments)
      .where(eq(localPayments.online_payment_id, rows[0]!.id));
    expect(charged).toHaveLength(1);
    expect(charged[0]).toMatchObject({ amount: 38_950, status: "succeeded", card_last4: "4242" });
    const [lead] = await leadsKeyed(`online-payment:${rows[0]!.id}`);
    expect(lead).toMatchObject({ category: "Online Payment", subcategory: "Service invoice", opt_in: false });
    expect(lead!.payload).toMatchObject({ amount_paid: "$389.50", invoice_reference: "INV-5X" });
  });

  it("a declined card takes nothing and makes no lead; a new attempt with another card pays", async () => {
    const user = await newUser(paySite);
    const declined = await payOnline(database.db, paySite, payments, {
      user,
      details: invoice("PO-77", 12_000),
      idempotencyKey: randomUUID(),
      card: DECLINED_CARD,
    });
    expect(declined).toEqual({
      kind: "refused",
      message: ONLINE_PAYMENT_MESSAGES.declined,
      field: "card_number",
    });
    const [failed] = await database.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.reference, "PO-77"));
    expect(failed!.status).toBe("failed");
    expect(await leadsKeyed(`online-payment:${failed!.id}`)).toHaveLength(0);

    const paid = await payOnline(database.db, paySite, payments, {
      user,
      details: invoice("PO-77", 12_000),
      idempotencyKey: randomUUID(),
      card: GOOD_CARD,
    });
    expect(paid.kind).toBe("paid");
  });

  it("another buyer's retry key pays nothing for them", async () => {
    const owner = await newUser(paySite);
    const other = await newUser(paySite);
    const key = randomUUID();
    await payOnline(database.db, paySite, payments, {
      user: owner,
      details: invoice("INV-OWN"),
      idempotencyKey: key,
      card: GOOD_CARD,
    });
    const answer = await payOnline(database.db, paySite, payments, {
      user: other,
      details: invoice("INV-OTHER"),
      idempotencyKey: key,
      card: GOOD_CARD,
    });
    expect(answer.kind).toBe("refused");
    expect(
      await database.db.select().from(onlinePayments).where(eq(onlinePayments.idempotency_key, key)),
    ).toHaveLength(1);
  });

  it("through Stripe: a double submit makes one intent; the webhook pays it once, a replay changes nothing", async () => {
    const WEBHOOK_SECRET = "whsec_online_payment_test";
    const { fake, payments: stripe, stop } = await startFakeStripe(WEBHOOK_SECRET);
    try {
      const user = await newUser(paySite);
      const key = randomUUID();
      const [a, b] = await Promise.all(
        [1, 2].map(() =>
          payOnline(database.db, paySite, stripe, {
            user,
            details: invoice("INV-STRIPE", 10_005),
            idempotencyKey: key,
          }),
        ),
      );
      expect(a!.kind).toBe("pay");
      expect(b).toEqual(a);
      expect(fake.intents.size).toBe(1);
      const [intent] = [...fake.intents.values()];
      expect(intent!.amount).toBe(10_005);
      intent!.status = "succeeded";
      const payload = JSON.stringify({
        id: "evt_online_payment_1",
        object: "event",
        type: "payment_intent.succeeded",
        data: { object: intent },
      });
      const headers = new Headers({
        "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      });
      const event = stripe.readWebhook(payload, headers)!;
      expect(event.onlinePaymentId).toBe(a!.kind === "pay" ? a!.paymentId : null);
      expect(await handlePaymentEvent(database.db, sitesById, stripe, event)).toBe("handled");
      expect(
        await handlePaymentEvent(database.db, sitesById, stripe, stripe.readWebhook(payload, headers)!),
      ).toBe("replayed");
      const [row] = await database.db
        .select()
        .from(onlinePayments)
        .where(eq(onlinePayments.idempotency_key, key));
      expect(row).toMatchObject({ status: "paid", payment_reference: intent!.id });
      expect(await leadsKeyed(`online-payment:${row!.id}`)).toHaveLength(1);
    } finally {
      await stop();
    }
  });

  it("deleting the account blanks the payer's details on their payments", async () => {
    const user = await newUser(paySite);
    await payOnline(database.db, paySite, payments, {
      user,
      details: invoice("INV-GONE"),
      idempotencyKey: randomUUID(),
      card: GOOD_CARD,
    });
    await deleteAccount(database.db, paySite, payments, user);
    const [row] = await database.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.reference, "INV-GONE"));
    expect(row).toMatchObject({ name: null, email: null, phone: null, user_id: null, status: "paid" });
  });
});

describe("spin to win", () => {
  it("ten spins at once by one buyer win one prize, with one lead to the dealer", async () => {
    const user = await newUser(spinSite);
    const buyer = { name: "Sam Spinner", email: "" };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => spinToWin(database.db, spinSite, user, SECRET, buyer)),
    );
    expect(results.filter((r) => r?.first)).toHaveLength(1);
    const prizes = new Set(results.map((r) => `${r!.result.prize}|${r!.result.voucher}`));
    expect(prizes.size).toBe(1);
    const [won] = results;
    expect(spinSite.spin_to_win.prizes.map((p) => p.label)).toContain(won!.result.prize);
    expect(won!.result.voucher).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const rows = await database.db.select().from(spins).where(eq(spins.user_id, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.phone_hash).not.toContain(user.phone);
    expect(await leadsKeyed(`spin:${rows[0]!.id}`)).toHaveLength(1);
  });

  it("a deleted and re-made account on the same mobile finds its first prize, not a second spin", async () => {
    const user = await newUser(spinSite);
    const first = await spinToWin(database.db, spinSite, user, SECRET, { name: "", email: "" });
    await deleteAccount(database.db, spinSite, payments, user);
    const [again] = await database.db
      .insert(users)
      .values({ site_id: spinSite.id, phone: user.phone })
      .returning({ id: users.id, phone: users.phone });
    expect(await getSpin(database.db, spinSite, again!, SECRET)).toMatchObject({
      voucher: first!.result.voucher,
    });
    const second = await spinToWin(database.db, spinSite, again!, SECRET, { name: "", email: "" });
    expect(second).toMatchObject({ first: false, result: { voucher: first!.result.voucher } });
  });

  it("spins nothing once the promotion has ended", async () => {
    const user = await newUser(spinSite);
    const ended = { ...spinSite, spin_to_win: { ...spinSite.spin_to_win, ends: "2020-01-01" } };
    expect(await spinToWin(database.db, ended, user, SECRET, { name: "", email: "" })).toBeNull();
  });
});
