import { handlePaymentEvent } from "#server/workflows/reservations.server";
import { log } from "#server/log.server";
import { requestContext, siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { retryAfterHeaders } from "#server/security/rate-limit.server";
import type { Route } from "./+types/api.payments-stripe";
import { apiJson as json } from "#server/security/api-json.server";

/*
 * POST /api/payments/stripe: Stripe's webhook [docs/decisions/020-reserve-online.md]. Only a body
 * whose Stripe-Signature checks out with STRIPE_WEBHOOK_SECRET is read; each event is recorded by
 * its id before it acts, so a replayed event changes nothing. Stripe retries anything but a 2xx.
 */
const MAX_BODY = 256 * 1024;

export function loader() {
  return json({ error: "Send a POST." }, 405, { Allow: "POST" });
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const { services, registry, database, rateLimiter } = await getRuntime();
  if (services.payments.provider !== "stripe") return json({ error: "Payments are in test mode." }, 404);
  const allowed = await rateLimiter.consume(site, "payment_webhook", { ip: context.get(requestContext).ip });
  if (!allowed.ok) return json({ error: allowed.message }, 429, retryAfterHeaders(allowed));
  const body = await request.text();
  if (body.length > MAX_BODY) return json({ error: "Too large." }, 413);
  const event = services.payments.readWebhook(body, request.headers);
  if (!event) return json({ error: "The signature does not check out." }, 400);
  const outcome = await handlePaymentEvent(
    database.db,
    new Map(registry.sites.map((s) => [s.id, s])),
    services.payments,
    event,
  );
  log.info("payment webhook", { event_type: event.type, outcome });
  return json({ received: true, outcome }, 200);
}
