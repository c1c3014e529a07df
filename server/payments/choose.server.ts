import type { Database } from "#server/db/client";
import type { Env } from "#server/env.server";
import type { PaymentService } from "./payment-service";
import { createTestModePayments } from "./test-mode.server";

/**
 * The payment service the environment names (PAYMENTS): the local test mode unless it says stripe.
 * Stripe's SDK is loaded only where it is used.
 */
export async function paymentServiceFor(env: Env, db: Database): Promise<PaymentService> {
  if (env.PAYMENTS !== "stripe") return createTestModePayments(db);
  const { createStripePayments } = await import("./stripe.server");
  return createStripePayments({
    secretKey: env.STRIPE_SECRET_KEY!,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
  });
}
