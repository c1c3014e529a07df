/*
 * Payments, behind one interface [docs/architecture.md rule 7; docs/decisions/020-reserve-online.md].
 * - "test" (the default): the local test mode. It checks the card the buyer types (a real card
 *   number's checksum, expiry, security code), declines the test numbers a card network would,
 *   and records each payment and refund in the database; no money moves, and every page that takes
 *   a payment says so.
 * - "stripe": Stripe's Payment Element in the browser and signed webhooks (PAYMENTS=stripe with
 *   STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET).
 * A charge is in cents of an Australian dollar (what both providers count); a refund is of the
 * whole payment.
 * Every call carries an idempotency key: the same key makes one payment or one refund, however
 * often it is sent.
 */
export type PaymentProvider = "test" | "stripe";

export type TestCard = { number: string; expiry: string; cvc: string };

export type ChargeRequest = {
  siteId: number;
  /** What the payment is for: a reservation's deposit, or a payment at /online-payment. */
  reservationId?: string;
  onlinePaymentId?: string;
  /** In cents: an invoice may have them. */
  amountCents: number;
  description: string;
  idempotencyKey: string;
  /** What the buyer typed, in test mode; an adapter with its own payment form ignores it. */
  card?: TestCard;
};

export type ChargeResult =
  /** Paid now (test mode). */
  | { status: "paid"; reference: string }
  /** The card was refused; nothing was taken. */
  | { status: "declined"; reference: string | null }
  /** The buyer finishes in the provider's own form (Stripe's Payment Element); a webhook says when paid. */
  | { status: "requires_payment"; reference: string; clientSecret: string };

/** What a provider's webhook tells us, once its signature checks out. */
export type PaymentEvent = {
  /** The provider's event id: a replayed event carries the same one. */
  id: string;
  type: "payment_succeeded" | "payment_failed" | "refund_succeeded" | "ignored";
  /** The payment it is about. */
  reference: string | null;
  reservationId: string | null;
  onlinePaymentId: string | null;
};

export type BrowserPaymentConfig = { provider: "test" } | { provider: "stripe"; publishableKey: string };

export interface PaymentService {
  readonly provider: PaymentProvider;
  /** What the checkout page needs in the browser (never a secret). */
  readonly browser: BrowserPaymentConfig;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The state of a payment at the provider now (for a buyer who returns before its webhook arrives). */
  paymentStatus(reference: string): Promise<"paid" | "unpaid" | "failed">;
  /** Refunds a payment in full; the same key refunds once. Answers the refund's reference. */
  refund(request: { reference: string; amount: number; idempotencyKey: string }): Promise<string>;
  /** Reads a webhook request; null when its signature does not check out (or the provider has none). */
  readWebhook(rawBody: string, headers: Headers): PaymentEvent | null;
}
