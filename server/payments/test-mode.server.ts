import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { cardDigits, DECLINED_TEST_CARDS, isExpired, passesLuhn, readExpiry } from "#domain/test-card";
import type { Database } from "#server/db/client";
import { localPayments } from "#server/db/schema";
import type { PaymentService } from "./payment-service";

/*
 * The local payment test mode [payment-service.ts]: what a payment provider does, on local data.
 * A charge checks the card (checksum, expiry, security code), declines the network's decline test
 * numbers, and records the payment in local_payments under its idempotency key, so the same key
 * answers the first result again instead of charging twice (two concurrent calls meet at the
 * unique key). A refund marks the payment refunded once. No money moves; the checkout says so.
 */
const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

export function createTestModePayments(db: Database): PaymentService {
  return {
    provider: "test",
    browser: { provider: "test" },

    async charge(request) {
      const [existing] = await db
        .select()
        .from(localPayments)
        .where(eq(localPayments.idempotency_key, request.idempotencyKey));
      if (existing) return result(existing);

      const card = request.card;
      const digits = card ? cardDigits(card.number) : "";
      const expiry = card ? readExpiry(card.expiry) : null;
      const valid =
        card &&
        passesLuhn(digits) &&
        expiry !== null &&
        !isExpired(expiry, new Date()) &&
        /^\d{3,4}$/.test(card.cvc.trim());
      const [inserted] = await db
        .insert(localPayments)
        .values({
          id: newId("pay"),
          idempotency_key: request.idempotencyKey,
          site_id: request.siteId,
          reservation_id: request.reservationId ?? null,
          online_payment_id: request.onlinePaymentId ?? null,
          amount: request.amountCents,
          card_last4: digits.slice(-4),
          status: valid && !DECLINED_TEST_CARDS.includes(digits) ? "succeeded" : "declined",
        })
        .onConflictDoNothing({ target: localPayments.idempotency_key })
        .returning();
      if (inserted) return result(inserted);
      // Another call with the same key got there first: its result is the answer.
      const [winner] = await db
        .select()
        .from(localPayments)
        .where(eq(localPayments.idempotency_key, request.idempotencyKey));
      return result(winner!);
    },

    async paymentStatus(reference) {
      const [row] = await db.select().from(localPayments).where(eq(localPayments.id, reference));
      if (!row) return "unpaid";
      return row.status === "succeeded" ? "paid" : "failed";
    },

    async refund({ reference, idempotencyKey }) {
      const [row] = await db.select().from(localPayments).where(eq(localPayments.id, reference));
      if (!row || row.status !== "succeeded") throw new Error("no such paid payment to refund");
      if (row.refund_id) return row.refund_id;
      const [updated] = await db
        .update(localPayments)
        .set({ refund_id: newId("re"), refund_key: idempotencyKey, refunded_at: new Date() })
        .where(and(eq(localPayments.id, reference), isNull(localPayments.refund_id)))
        .returning({ refund_id: localPayments.refund_id });
      if (updated) return updated.refund_id!;
      // A concurrent refund of the same payment won: its refund is the one.
      const [again] = await db.select().from(localPayments).where(eq(localPayments.id, reference));
      return again!.refund_id!;
    },

    // The test mode answers in the request itself; it sends no webhooks.
    readWebhook: () => null,
  };
}

function result(row: typeof localPayments.$inferSelect) {
  return row.status === "succeeded"
    ? ({ status: "paid", reference: row.id } as const)
    : ({ status: "declined", reference: row.id } as const);
}
