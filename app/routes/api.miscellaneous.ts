import * as z from "zod/mini";
import { readTradeInAnswers } from "#domain/trade-in";
import { getOpenLead } from "#server/leads/leads.server";
import { isTradeInLead, revalueTradeIn } from "#server/leads/trade-in.server";
import { requestContext, siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { retryAfterHeaders } from "#server/security/rate-limit.server";
import type { Route } from "./+types/api.miscellaneous";
import { apiJson as json } from "#server/security/api-json.server";

/*
 * POST /api/miscellaneous [VSD §7 "Valuation save: POST /api/miscellaneous, valuation data and
 * column_name valuation (some sites)"]: on sites with forms.save_valuation, the trade-in page saves
 * the valuation the buyer sees onto their lead (named by its id and the key only their browser
 * holds). The only column it writes is valuation, and what it writes is the server's valuation for
 * the answers sent: an offer_price in the post counts for nothing (server/leads/trade-in.server.ts).
 */
const Save = z.object({
  lead_id: z.uuid(),
  lead_key: z.string().check(z.maxLength(100)),
  column_name: z.literal("valuation", "column_name must be valuation."),
  value: z.object({
    offer_price: z.optional(z.unknown()),
    adjustmentAnswers: z._default(
      z.record(z.string().check(z.maxLength(40)), z.string().check(z.maxLength(40))),
      {},
    ),
    rego: z.optional(z.nullable(z.string().check(z.maxLength(12)))),
    regoState: z.optional(z.nullable(z.string().check(z.maxLength(3)))),
  }),
});

export function loader() {
  return json({ error: "Send a POST." }, 405, { Allow: "POST" });
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  if (!site.forms.save_valuation) return json({ error: "Not found" }, 404);
  const parsed = z.safeParse(Save, await request.json().catch(() => null));
  if (!parsed.success) return json({ error: parsed.error.issues[0]?.message ?? "Bad request." }, 400);
  const { database, rateLimiter, services } = await getRuntime();
  const allowed = await rateLimiter.consume(site, "lead", { ip: context.get(requestContext).ip });
  if (!allowed.ok) return json({ error: allowed.message }, 429, retryAfterHeaders(allowed));
  const ref = { id: parsed.data.lead_id, key: parsed.data.lead_key };
  const open = await getOpenLead(database.db, site, ref);
  const valuation =
    open &&
    isTradeInLead(open.payload) &&
    (await revalueTradeIn(
      database.db,
      site,
      { ref, open },
      readTradeInAnswers(parsed.data.value.adjustmentAnswers),
      {
        subcategory: open.subcategory ?? "",
        payload: {
          ...(parsed.data.value.rego && { rego: parsed.data.value.rego }),
          ...(parsed.data.value.regoState && { rego_state: parsed.data.value.regoState }),
        },
        valuation: services.valuation,
        now: new Date(),
      },
    ));
  return valuation
    ? json({ success: true, valuation }, 200)
    : json({ error: "No such lead in progress." }, 400);
}
