import { submitLeadStep } from "#server/leads/lead-api.server";
import { getVehicleById } from "#server/data/vehicles.server";
import { requestContext, siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { retryAfterHeaders } from "#server/security/rate-limit.server";
import type { Route } from "./+types/api.leads";
import { apiJson as json } from "#server/security/api-json.server";

/*
 * POST /api/leads: the lead submission helper [SW §7; VSD §7], JSON in and out
 * (server/leads/lead-api.server.ts). A GET changes nothing: it is not a page.
 */

export async function loader() {
  return json({ error: "Send a POST with userData and isLastStep." }, 405, { Allow: "POST" });
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  if (request.method !== "POST") return json({ error: "Method not allowed." }, 405, { Allow: "POST" });
  let input: unknown;
  try {
    input = await request.json();
  } catch {
    return json({ error: "The body must be JSON." }, 400);
  }
  const { database, rateLimiter, services } = await getRuntime();
  const userData = (input as { userData?: Record<string, unknown> } | null)?.userData;
  const car = await getVehicleById(database.db, site, String(userData?.car_id ?? ""));
  const answer = await submitLeadStep(database.db, site, input, {
    ip: context.get(requestContext).ip,
    userAgent: request.headers.get("user-agent"),
    rateLimiter,
    path: new URL(request.url).pathname,
    geocode: services.geocode,
    valuation: services.valuation,
    car,
  });
  return json(
    answer.body,
    answer.status,
    answer.retryAfterSeconds !== undefined
      ? retryAfterHeaders({ retryAfterSeconds: answer.retryAfterSeconds })
      : {},
  );
}
