import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PaymentService } from "./payment-service";
import { startFakeStripe, type Json } from "../../tests/setup/fake-stripe";

/*
 * The Stripe adapter against a local stand-in for Stripe's API [docs/decisions/020-reserve-online.md]:
 * the real SDK sends real HTTP to a node:http server that answers the three endpoints the adapter
 * uses the way Stripe does, idempotency keys included, so what goes over the wire is what is tested.
 */
const WEBHOOK_SECRET = "whsec_forecourt_test_secret";

let fake: Awaited<ReturnType<typeof startFakeStripe>>["fake"];
let payments: PaymentService;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ fake, payments, stop } = await startFakeStripe(WEBHOOK_SECRET));
});
afterAll(() => stop());
beforeEach(() => fake.reset());

const request = {
  siteId: 3,
  reservationId: "res_123",
  amountCents: 20000,
  description: "Holding deposit: 2021 Toyota Corolla",
  idempotencyKey: "reserve-res_123",
};

describe("the Stripe adapter", () => {
  it("names its provider and gives the browser only the publishable key", () => {
    expect(payments.provider).toBe("stripe");
    expect(payments.browser).toEqual({ provider: "stripe", publishableKey: "pk_test_forecourt" });
  });

  it("opens a PaymentIntent in cents and AUD under the caller's idempotency key", async () => {
    const result = await payments.charge({
      ...request,
      card: { number: "4242", expiry: "12/40", cvc: "123" },
    });
    expect(result).toEqual({
      status: "requires_payment",
      reference: "pi_fake_1",
      clientSecret: "pi_fake_1_secret_fake",
    });
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent).toMatchObject({
      method: "POST",
      path: "/v1/payment_intents",
      idempotencyKey: "reserve-res_123",
    });
    expect(sent!.form).toMatchObject({
      amount: "20000",
      currency: "aud",
      "automatic_payment_methods[enabled]": "true",
      description: "Holding deposit: 2021 Toyota Corolla",
      "metadata[reservation_id]": "res_123",
      "metadata[site_id]": "3",
    });
    // The card is the Payment Element's business, never this server's.
    expect(Object.keys(sent!.form).some((name) => name.includes("card") || name.includes("4242"))).toBe(
      false,
    );
  });

  it("opens one intent however often the same key is sent", async () => {
    const first = await payments.charge(request);
    const second = await payments.charge(request);
    expect(second).toEqual(first);
    expect(fake.intents.size).toBe(1);
    expect(fake.requests.map((r) => r.idempotencyKey)).toEqual(["reserve-res_123", "reserve-res_123"]);

    const other = await payments.charge({ ...request, idempotencyKey: "reserve-res_456" });
    expect(other.reference).not.toBe(first.reference);
    expect(fake.intents.size).toBe(2);
  });

  it("reads the intent's state as paid, unpaid or failed", async () => {
    const { reference } = await payments.charge(request);
    const intent = fake.intents.get(reference!)!;
    const cases: [Json, "paid" | "unpaid" | "failed"][] = [
      [{ status: "requires_payment_method", last_payment_error: null }, "unpaid"],
      [{ status: "processing" }, "unpaid"],
      [{ status: "requires_action" }, "unpaid"],
      [{ status: "succeeded" }, "paid"],
      [{ status: "canceled" }, "failed"],
      [
        {
          status: "requires_payment_method",
          last_payment_error: {
            type: "card_error",
            code: "card_declined",
            message: "Your card was declined.",
          },
        },
        "failed",
      ],
    ];
    for (const [state, expected] of cases) {
      Object.assign(intent, state);
      expect(await payments.paymentStatus(reference!), JSON.stringify(state)).toBe(expected);
    }
    expect(fake.requests.at(-1)).toMatchObject({ method: "GET", path: `/v1/payment_intents/${reference}` });
  });

  it("refunds the intent once for one key", async () => {
    const { reference } = await payments.charge(request);
    const refund = { reference: reference!, amount: 200, idempotencyKey: "refund-res_123" };
    const first = await payments.refund(refund);
    const again = await payments.refund(refund);
    expect(first).toMatch(/^re_fake_/);
    expect(again).toBe(first);
    expect(fake.refunds.size).toBe(1);
    const sent = fake.requests.filter((r) => r.path === "/v1/refunds");
    expect(sent).toHaveLength(2);
    for (const r of sent) {
      expect(r).toMatchObject({ method: "POST", idempotencyKey: "refund-res_123" });
      expect(r.form).toEqual({ payment_intent: reference });
    }
  });

  it("fails a charge or refund Stripe refuses, rather than answering something", async () => {
    await expect(payments.paymentStatus("pi_missing")).rejects.toThrow(/No such object/);
    await expect(
      payments.refund({ reference: "pi_missing", amount: 200, idempotencyKey: "refund-missing" }),
    ).rejects.toThrow(/No such object/);
  });
});

describe("Stripe webhooks", () => {
  const event = (type: string, object: Json) =>
    JSON.stringify({
      id: "evt_fake_1",
      object: "event",
      api_version: "2026-10-28.endive",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type,
      data: { object },
    });
  const intent = {
    id: "pi_fake_9",
    object: "payment_intent",
    metadata: { reservation_id: "res_9", site_id: "3" },
  };
  const signed = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
    new Headers({
      "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
    });

  it("reads a signed payment_intent.succeeded", () => {
    const payload = event("payment_intent.succeeded", { ...intent, status: "succeeded" });
    expect(payments.readWebhook(payload, signed(payload))).toEqual({
      id: "evt_fake_1",
      type: "payment_succeeded",
      reference: "pi_fake_9",
      reservationId: "res_9",
      onlinePaymentId: null,
    });
  });

  it("reads payment_failed and charge.refunded, the latter by the charge's intent", () => {
    const failed = event("payment_intent.payment_failed", { ...intent, status: "requires_payment_method" });
    expect(payments.readWebhook(failed, signed(failed))).toMatchObject({
      type: "payment_failed",
      reference: "pi_fake_9",
      reservationId: "res_9",
      onlinePaymentId: null,
    });
    const refunded = event("charge.refunded", {
      id: "ch_fake_9",
      object: "charge",
      payment_intent: "pi_fake_9",
      refunded: true,
      metadata: { reservation_id: "res_9", site_id: "3" },
    });
    expect(payments.readWebhook(refunded, signed(refunded))).toEqual({
      id: "evt_fake_1",
      type: "refund_succeeded",
      reference: "pi_fake_9",
      reservationId: "res_9",
      onlinePaymentId: null,
    });
  });

  it("answers null for no reservation in the metadata, and ignores other events", () => {
    const bare = event("payment_intent.succeeded", {
      id: "pi_fake_10",
      object: "payment_intent",
      metadata: {},
    });
    expect(payments.readWebhook(bare, signed(bare))?.reservationId).toBeNull();
    const other = event("customer.created", { id: "cus_fake_1", object: "customer" });
    expect(payments.readWebhook(other, signed(other))).toEqual({
      id: "evt_fake_1",
      type: "ignored",
      reference: null,
      reservationId: null,
      onlinePaymentId: null,
    });
  });

  it("refuses an event whose signature does not check out", () => {
    const payload = event("payment_intent.succeeded", intent);
    expect(payments.readWebhook(payload, signed(payload, "whsec_someone_else"))).toBeNull();
    expect(payments.readWebhook(payload.replace("res_9", "res_1"), signed(payload))).toBeNull();
    expect(payments.readWebhook(payload, new Headers())).toBeNull();
    expect(payments.readWebhook(payload, new Headers({ "stripe-signature": "nonsense" }))).toBeNull();
    // A genuine event replayed after Stripe's tolerance (five minutes) is refused too.
    const stale = Math.floor(Date.now() / 1000) - 3600;
    expect(payments.readWebhook(payload, signed(payload, WEBHOOK_SECRET, stale))).toBeNull();
  });
});
