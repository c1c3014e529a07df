import * as z from "zod/mini";
import { BROWSER_REPORTED_EVENTS } from "#domain/lead-events";
import { recordAnalyticsEvent } from "#server/data/analytics.server";
import { getVehicle } from "#server/data/vehicles.server";
import { requestContext, siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { retryAfterHeaders } from "#server/security/rate-limit.server";
import type { Route } from "./+types/api.events";
import { apiJson as json } from "#server/security/api-json.server";

/*
 * POST /api/events: the analytics events only the browser sees [VSD §7 "4 used vehicle view, 49
 * search view, 60 history report"], stored by their numeric id with the car when there is one,
 * through the rate limiter's `tracking` limits. Other ids are stored by the writes that cause them.
 * [VSD §8] "Analytics failures: Logged as warnings only": the browser never waits on this.
 */
const Event = z.object({
  event_id: z
    .number()
    .check(z.refine((id) => BROWSER_REPORTED_EVENTS.includes(id), "Not an event the browser reports.")),
  car_slug: z.optional(z.string().check(z.maxLength(200))),
});

export function loader() {
  return json({ error: "Send a POST with event_id." }, 405, { Allow: "POST" });
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const parsed = z.safeParse(Event, await request.json().catch(() => null));
  if (!parsed.success) return json({ error: parsed.error.issues[0]?.message ?? "Bad event." }, 400);
  const { database, rateLimiter } = await getRuntime();
  const allowed = await rateLimiter.consume(site, "tracking", { ip: context.get(requestContext).ip });
  if (!allowed.ok) return json({ error: allowed.message }, 429, retryAfterHeaders(allowed));
  const car = parsed.data.car_slug ? await getVehicle(database.db, site, parsed.data.car_slug) : null;
  await recordAnalyticsEvent(database.db, site, { event_id: parsed.data.event_id, car_id: car?.id ?? null });
  return json({ ok: true }, 200);
}
