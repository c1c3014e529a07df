import type { Database } from "#server/db/client";
import type { Env } from "#server/env.server";
import type { PaymentService } from "./payment-service";
import { createStripePayments } from "./stripe.server";
import { createTestModePayments } from "./test-mode.server";

/** The payment service the environment names (PAYMENTS): the local test mode unless it says stripe. */
export function paymentServiceFor(env: Env, db: Database): PaymentService {
  return env.PAYMENTS === "stripe"
    ? createStripePayments({
        secretKey: env.STRIPE_SECRET_KEY!,
        publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
      })
    : createTestModePayments(db);
}
