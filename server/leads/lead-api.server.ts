import * as z from "zod/mini";
import { calendarDate } from "#domain/dates";
import { createSiteFormSchema } from "#domain/lead-form-schemas";
import { HONEYPOT_FIELD, toFieldErrors, type FieldErrors } from "#domain/lead-forms";
import {
  allFields,
  SITE_FORM_EVENT,
  SITE_FORM_KINDS,
  siteFormSpec,
  TRADE_IN_STEPS,
} from "#domain/site-forms";
import type { Database } from "#server/db/client";
import { INVALID_POSTCODE, type GeocodeService } from "#server/integrations/geocode";
import type { VehicleRecord } from "#server/models/vehicles.server";
import type { Site } from "#server/sites/registry";
import { createLead, getOpenLead, updateLeadStep } from "./leads.server";
import { buildSiteLead, siteFormContext, type SiteFormRequest } from "./site-leads.server";
import { TRADE_IN_HOLD_MINUTES } from "./trade-in.server";

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
 * Answers { lead_id, lead_key } or { error, errors } with 400 (429 over the rate limiter's limit).
 */
export type LeadApiAnswer = {
  status: 200 | 400 | 429;
  body: Record<string, unknown>;
  retryAfterSeconds?: number;
};

const Valuation = z.object({
  offer_price: z.number().check(z.int(), z.minimum(0), z.maximum(10_000_000)),
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
  request: SiteFormRequest & { geocode: GeocodeService; car: VehicleRecord | null },
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
    const tradeIn = typeof open.payload.source === "string" && open.payload.source.startsWith("trade-in");
    if (tradeIn && !(TRADE_IN_STEPS as readonly string[]).includes(step.data.subcategory))
      return refuse("Please fix the following errors:", {
        subcategory: `One of: ${TRADE_IN_STEPS.join(", ")}.`,
      });
    const limited = await limit();
    if (limited) return limited;
    const accepted = step.data.offer_accepted === true || step.data.subcategory === TRADE_IN_STEPS[2];
    const { subcategory, ...answers } = step.data;
    const ok = await updateLeadStep(db, site, ref, {
      subcategory,
      payload: {
        ...answers,
        ...(answers.valuation && { offer_price: answers.valuation.offer_price }),
        ...(accepted && { offer_accepted: true }),
      },
      last: isLastStep,
      event_id: accepted && isLastStep ? SITE_FORM_EVENT.tradeInOfferAccepted : null,
    });
    return ok
      ? { status: 200, body: { lead_id: ref.id, lead_key: ref.key } }
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
  const { id } = await createLead(db, site, {
    ...lead,
    idempotency_key: key,
    ...(kind === "trade-in" && { subcategory: TRADE_IN_STEPS[0], event_id: null }),
    ...(place && { payload: { ...lead.payload, locality: place.locality, state: place.state } }),
    ...(!isLastStep && { deliverAfter: new Date(now.getTime() + TRADE_IN_HOLD_MINUTES * 60_000) }),
  });
  return { status: 200, body: { lead_id: id, lead_key: key } };
}
