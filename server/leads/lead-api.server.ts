import * as z from "zod/mini";
import { calendarDate } from "#domain/dates";
import { createSiteFormSchema } from "#domain/lead-form-schemas";
import { HONEYPOT_FIELD, toFieldErrors, type FieldErrors } from "#domain/lead-forms";
import { allFields, SITE_FORM_KINDS, siteFormSpec, TRADE_IN_STEPS } from "#domain/site-forms";
import type { Database } from "#server/db/client";
import { INVALID_POSTCODE, type GeocodeService } from "#server/integrations/geocode";
import type { VehicleRecord } from "#server/data/vehicles.server";
import type { Site } from "#server/sites/registry";
import { readTradeInAnswers } from "#domain/trade-in";
import type { ValuationResult, ValuationService } from "#server/integrations/valuation";
import { createLead, getOpenLead, updateLeadStep } from "./leads.server";
import { buildSiteLead, siteFormContext, type SiteFormRequest } from "./site-leads.server";
import {
  acceptTradeInOffer,
  isTradeInLead,
  keptValuation,
  revalueTradeIn,
  TRADE_IN_HOLD_MINUTES,
  tradeInVehicle,
  valuationPayload,
} from "./trade-in.server";

/*
 * The lead submission helper [SW §7, VSD §7 "Posts userData plus isLastStep; reads lead_id and
 * error. Used for enquiry, test drive, trade-in, adjustments, rego lookup, offer accepted"]:
 * POST /api/leads with JSON { userData, isLastStep, lead_id?, lead_key? }.
 * - Without lead_id, userData is a whole form (userData.form names it: contact, test-drive,
 *   finance, service, parts or trade-in), checked with that form's schema; the lead is stored and
 *   its id and key returned. When isLastStep is false its deliveries wait for the last step (or
 *   30 minutes).
 * - With lead_id and lead_key (the key only the buyer's browser holds), a later step of that lead:
 *   its subcategory (for a trade-in, one of the spec's steps) and answers (valuation,
 *   offer_accepted, rego); isLastStep sends it.
 * A trade-in's valuation is the server's: a step's `valuation.adjustmentAnswers` are valued on the
 * server and the offer kept on the lead; an `offer_price` sent with them counts for nothing, and
 * `offer_accepted` accepts the offer kept (there must be one).
 * Answers { lead_id, lead_key, valuation? } or { error, errors } with 400 (429 over the rate
 * limiter's limit).
 */
export type LeadApiAnswer = {
  status: 200 | 400 | 429;
  body: Record<string, unknown>;
  retryAfterSeconds?: number;
};

const Valuation = z.object({
  // Read for old clients' sake, never kept: the offer is worked out on the server.
  offer_price: z.optional(z.unknown()),
  adjustmentAnswers: z._default(
    z.record(z.string().check(z.maxLength(40)), z.string().check(z.maxLength(40))),
    {},
  ),
  rego: z.optional(z.nullable(z.string().check(z.maxLength(12)))),
  regoState: z.optional(z.nullable(z.string().check(z.maxLength(3)))),
});

const Body = z.object({
  userData: z.record(z.string().check(z.maxLength(40)), z.unknown()),
  isLastStep: z._default(z.boolean(), true),
  lead_id: z.optional(z.uuid("lead_id is not a lead's id.")),
  lead_key: z.optional(z.string().check(z.maxLength(100))),
});

const Step = z.object({
  subcategory: z.string().check(z.trim(), z.minLength(1, "subcategory is required."), z.maxLength(60)),
  valuation: z.optional(Valuation),
  offer_accepted: z.optional(z.boolean()),
  rego: z.optional(z.string().check(z.maxLength(12))),
  rego_state: z.optional(z.string().check(z.maxLength(3))),
});

const refuse = (error: string, errors?: FieldErrors): LeadApiAnswer => ({
  status: 400,
  body: { error, ...(errors && { errors }) },
});

/** A form's fields as text, the way a form post would carry them. */
function asFields(userData: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(userData))
    if (typeof value === "string" || typeof value === "number") fields[key] = String(value).slice(0, 4000);
    else if (typeof value === "boolean") fields[key] = value ? "on" : "";
  return fields;
}

export async function submitLeadStep(
  db: Database,
  site: Site,
  input: unknown,
  request: SiteFormRequest & {
    geocode: GeocodeService;
    valuation: ValuationService;
    car: VehicleRecord | null;
  },
): Promise<LeadApiAnswer> {
  const body = z.safeParse(Body, input);
  if (!body.success) return refuse("The request is not a lead.", toFieldErrors(body.error));
  const { userData, isLastStep } = body.data;
  const now = request.now ?? new Date();
  const limit = async (phone?: string): Promise<LeadApiAnswer | null> => {
    const allowed = await request.rateLimiter.consume(site, "lead", { ip: request.ip, phone });
    return allowed.ok
      ? null
      : { status: 429, body: { error: allowed.message }, retryAfterSeconds: allowed.retryAfterSeconds };
  };

  if (body.data.lead_id) {
    const ref = { id: body.data.lead_id, key: body.data.lead_key ?? "" };
    const open = await getOpenLead(db, site, ref);
    if (!open) return refuse("No such lead in progress.");
    const step = z.safeParse(Step, userData);
    if (!step.success) return refuse("Please fix the following errors:", toFieldErrors(step.error));
    const tradeIn = isTradeInLead(open.payload);
    if (tradeIn && !(TRADE_IN_STEPS as readonly string[]).includes(step.data.subcategory))
      return refuse("Please fix the following errors:", {
        subcategory: `One of: ${TRADE_IN_STEPS.join(", ")}.`,
      });
    const { subcategory, valuation, offer_accepted, ...answers } = step.data;
    const accepting = offer_accepted === true || subcategory === TRADE_IN_STEPS[2];
    if (!tradeIn && (valuation || accepting))
      return refuse("Please fix the following errors:", {
        valuation: "Only a trade-in lead has a valuation or an offer to accept.",
      });
    const limited = await limit();
    if (limited) return limited;
    let valued: ValuationResult | null = null;
    if (valuation) {
      valued = await revalueTradeIn(
        db,
        site,
        { ref, open },
        readTradeInAnswers(valuation.adjustmentAnswers),
        {
          subcategory: accepting ? TRADE_IN_STEPS[1] : subcategory,
          payload: {
            ...answers,
            rego: valuation.rego ?? answers.rego,
            rego_state: valuation.regoState ?? answers.rego_state,
          },
          valuation: request.valuation,
          now,
        },
      );
      if (!valued) return refuse("No such lead in progress.");
    }
    if (accepting) {
      const offer = valued ? valued.kind === "estimate" : keptValuation(open.payload) !== null;
      if (!offer)
        return refuse("Please fix the following errors:", {
          offer_accepted: "There is no offer to accept for this car: value it first.",
        });
    }
    let ok = true;
    if (accepting) ok = await acceptTradeInOffer(db, site, ref, { payload: answers, last: isLastStep });
    // A valuation step is already kept; it is sent only when it is the last.
    else if (!valued || isLastStep)
      ok = await updateLeadStep(db, site, ref, { subcategory, payload: answers, last: isLastStep });
    return ok
      ? { status: 200, body: { lead_id: ref.id, lead_key: ref.key, ...(valued && { valuation: valued }) } }
      : refuse("No such lead in progress.");
  }

  const kind = SITE_FORM_KINDS.find((k) => k === userData.form);
  if (!kind)
    return refuse("Please fix the following errors:", { form: `One of: ${SITE_FORM_KINDS.join(", ")}.` });
  const fields = asFields(userData);
  // A robot's post is answered as if it were stored.
  if (fields[HONEYPOT_FIELD]) return { status: 200, body: { lead_id: crypto.randomUUID() } };
  const today = calendarDate(now, site.time_zone);
  const spec = siteFormSpec(kind, siteFormContext(site, kind, { today, car: request.car }));
  const parsed = createSiteFormSchema(allFields(spec), { today }).safeParse(fields);
  if (!parsed.success) return refuse("Please fix the following errors:", toFieldErrors(parsed.error));
  const place = kind === "trade-in" ? await request.geocode.geocode(parsed.data.postcode!) : null;
  if (kind === "trade-in" && !place) return refuse(INVALID_POSTCODE, { postcode: INVALID_POSTCODE });
  const limited = await limit(parsed.data.phone);
  if (limited) return limited;
  const lead = buildSiteLead(site, kind, parsed.data, fields, {
    path: request.path,
    userAgent: request.userAgent,
    car: request.car,
  });
  const key = lead.idempotency_key ?? `${kind}:${crypto.randomUUID()}`;
  // A trade-in is valued at once, as the form does; the offer is kept on the lead.
  const valued =
    kind === "trade-in"
      ? await request.valuation.estimate(site, tradeInVehicle(lead.payload ?? {}), {}, now)
      : null;
  const { id } = await createLead(db, site, {
    ...lead,
    idempotency_key: key,
    ...(kind === "trade-in" && { subcategory: TRADE_IN_STEPS[0], event_id: null }),
    payload: {
      ...lead.payload,
      ...(place && { locality: place.locality, state: place.state }),
      ...(valued && valuationPayload(valued, {}, lead.payload ?? {})),
    },
    ...(!isLastStep && { deliverAfter: new Date(now.getTime() + TRADE_IN_HOLD_MINUTES * 60_000) }),
  });
  return { status: 200, body: { lead_id: id, lead_key: key, ...(valued && { valuation: valued }) } };
}
