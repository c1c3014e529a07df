import Stripe from "stripe";
import type { PaymentEvent, PaymentService } from "./payment-service";

/*
 * Stripe, behind the payment interface [payment-service.ts; docs/decisions/020-reserve-online.md].
 * The card never touches this server: a charge opens a PaymentIntent and the buyer pays in Stripe's
 * Payment Element, so the answer is "requires_payment" and the signed webhook (or paymentStatus,
 * for a buyer back before it) says when the money arrived. Our idempotency keys go to Stripe as its
 * own, so a retried reservation opens one intent and a retried refund refunds once. Amounts are
 * whole dollars here and cents at Stripe. `apiBase` points the SDK at a local fake in tests.
 */
export function createStripePayments(options: {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  apiBase?: string;
}): PaymentService {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === "http:" ? 80 : 443),
      protocol: base.protocol === "http:" ? "http" : "https",
    }),
  });

  return {
    provider: "stripe",
    browser: { provider: "stripe", publishableKey: options.publishableKey },

    async charge(request) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: "aud",
          automatic_payment_methods: { enabled: true },
          description: request.description,
          metadata: {
            ...(request.reservationId && { reservation_id: request.reservationId }),
            ...(request.onlinePaymentId && { online_payment_id: request.onlinePaymentId }),
            site_id: String(request.siteId),
          },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return { status: "requires_payment", reference: intent.id, clientSecret: intent.client_secret! };
    },

    async paymentStatus(reference) {
      const intent = await stripe.paymentIntents.retrieve(reference);
      if (intent.status === "succeeded") return "paid";
      if (intent.status === "canceled") return "failed";
      // Back to requires_payment_method with an error: the buyer's attempt was refused.
      if (intent.status === "requires_payment_method" && intent.last_payment_error) return "failed";
      return "unpaid";
    },

    async refund({ reference, idempotencyKey }) {
      const refund = await stripe.refunds.create({ payment_intent: reference }, { idempotencyKey });
      return refund.id;
    },

    readWebhook(rawBody, headers) {
      const signature = headers.get("stripe-signature");
      if (!signature) return null;
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        return null;
      }
      return readEvent(event);
    },
  };
}

function readEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case "payment_intent.succeeded":
    case "payment_intent.payment_failed": {
      const intent = event.data.object;
      return {
        id: event.id,
        type: event.type === "payment_intent.succeeded" ? "payment_succeeded" : "payment_failed",
        reference: intent.id,
        reservationId: intent.metadata?.reservation_id ?? null,
        onlinePaymentId: intent.metadata?.online_payment_id ?? null,
      };
    }
    case "charge.refunded": {
      // A webhook's charge names its intent by id; Stripe copies the intent's metadata onto the charge.
      const charge = event.data.object;
      const intent = charge.payment_intent;
      return {
        id: event.id,
        type: "refund_succeeded",
        reference: typeof intent === "string" ? intent : (intent?.id ?? null),
        reservationId:
          charge.metadata?.reservation_id ??
          (typeof intent === "object" ? intent?.metadata?.reservation_id : undefined) ??
          null,
        onlinePaymentId:
          charge.metadata?.online_payment_id ??
          (typeof intent === "object" ? intent?.metadata?.online_payment_id : undefined) ??
          null,
      };
    }
    default:
      return { id: event.id, type: "ignored", reference: null, reservationId: null, onlinePaymentId: null };
  }
}
