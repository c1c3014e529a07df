import { calendarDate } from "#domain/dates";
import { createSiteFormSchema } from "#domain/lead-form-schemas";
import { HONEYPOT_FIELD, toFieldErrors, type FieldErrors } from "#domain/lead-forms";
import { allFields, SITE_FORM_EVENT, siteFormSpec, TRADE_IN_STEPS } from "#domain/site-forms";
import { tradeInWords } from "#domain/vehicle-words";
import {
  completeTradeInAnswers,
  readTradeInAnswers,
  sameTradeInAnswers,
  type TradeInAnswers,
} from "#domain/trade-in";
import type { Database } from "#server/db/client";
import { INVALID_POSTCODE, type GeocodeService } from "#server/integrations/geocode";
import type { RegoLookupService } from "#server/integrations/rego-lookup";
import type { ValuationResult, ValuationService } from "#server/integrations/valuation";
import type { VehicleRecord } from "#server/data/vehicles.server";
import type { Site } from "#server/sites/registry";
import type { KeptRefusal } from "#server/forms/form-outcome.server";
import type { RateLimitResult } from "#server/security/rate-limit.server";
import { createLead, getOpenLead, updateLeadStep } from "./leads.server";
import {
  buildSiteLead,
  formLeadSource,
  siteFormContext,
  successUrl,
  type SiteFormRequest,
} from "./site-leads.server";

/*
 * The trade-in lead, in steps [SW §4 Trade-in lead steps: "valuation with adjustments, rego lookup,
 * then offer accepted (subcategory '3. Offer Accepted', offer_accepted true)"; §5 Trade-in form;
 * VSD §7 Lead submission helper]:
 * 1. the car and the buyer's details: the postcode must resolve through the geocoding service; the
 *    lead is stored ("1. Vehicle Details") with its deliveries held for 30 minutes, and valued;
 * 2. the adjustment answers refine the valuation ("2. Valuation", with offer_price,
 *    adjustmentAnswers, rego and regoState);
 * 3. the buyer accepts the offer ("3. Offer Accepted", offer_accepted true, event 18), or asks to
 *    talk first; either sends the lead at once. A buyer who stops half-way is sent after 30 minutes.
 * Every valuation is the server's, kept on the lead with the answers it was worked out from
 * (payload.valuation): the offer accepted is the one kept, never a figure the browser sends.
 */
export const TRADE_IN_HOLD_MINUTES = 30;

export type TradeInStage = {
  kind: "valued";
  lead: { id: string; key: string };
  vehicle: { make: string; model: string; year: number; km: number };
  result: ValuationResult;
  answers: TradeInAnswers;
  /** Said above the offer when it changed since the buyer last saw it. */
  notice?: string | null;
};

/** Said when a buyer accepts after changing an answer: the offer they accept must be one they saw. */
export const OFFER_UPDATED =
  "We have updated the offer for your answers. Please check it, then accept it if you are happy.";

/** The valuation kept on a trade-in lead: the server's offer and what it was worked out from. */
export type KeptValuation = {
  offer_price: number;
  range: { low: number; high: number };
  adjustmentAnswers: Required<TradeInAnswers>;
  rego: string | null;
  regoState: string | null;
};

/** The lead's payload for a valuation: the offer kept (or cleared, when there is no estimate). */
export function valuationPayload(
  result: ValuationResult,
  answers: TradeInAnswers,
  lead: Record<string, unknown>,
) {
  if (result.kind !== "estimate") return { valuation: null, offer_price: null };
  const valuation: KeptValuation = {
    offer_price: result.offer_price,
    range: result.range,
    adjustmentAnswers: completeTradeInAnswers(answers),
    rego: typeof lead.rego === "string" ? lead.rego : null,
    regoState: typeof lead.rego_state === "string" ? lead.rego_state : null,
  };
  return { valuation, offer_price: result.offer_price };
}

/** The valuation kept on a lead, if it has one. */
export function keptValuation(payload: Record<string, unknown>): KeptValuation | null {
  const kept = payload.valuation as Partial<KeptValuation> | null | undefined;
  return kept && typeof kept === "object" && typeof kept.offer_price === "number" && kept.adjustmentAnswers
    ? (kept as KeptValuation)
    : null;
}

/** Whether a lead is a trade-in's (made by the trade-in form, or its JSON twin). */
export function isTradeInLead(payload: Record<string, unknown>) {
  return payload.source === formLeadSource("trade-in");
}

type OpenLead = NonNullable<Awaited<ReturnType<typeof getOpenLead>>>;

/**
 * Values the car an open trade-in lead describes for these answers and keeps the valuation on the
 * lead, as the step named. Null when the lead is no longer open.
 */
export async function revalueTradeIn(
  db: Database,
  site: Site,
  lead: { ref: { id: string; key: string }; open: OpenLead },
  answers: TradeInAnswers,
  step: { subcategory: string; payload?: Record<string, unknown>; valuation: ValuationService; now: Date },
): Promise<ValuationResult | null> {
  const result = await step.valuation.estimate(site, tradeInVehicle(lead.open.payload), answers, step.now);
  const ok = await updateLeadStep(db, site, lead.ref, {
    subcategory: step.subcategory,
    payload: {
      ...step.payload,
      ...valuationPayload(result, answers, { ...lead.open.payload, ...step.payload }),
    },
    last: false,
  });
  return ok ? result : null;
}

/** The buyer accepts the offer kept on their lead: "3. Offer Accepted", with event 18. */
export function acceptTradeInOffer(
  db: Database,
  site: Site,
  ref: { id: string; key: string },
  options: { payload?: Record<string, unknown>; last: boolean },
) {
  return updateLeadStep(db, site, ref, {
    subcategory: TRADE_IN_STEPS[2],
    payload: { ...options.payload, offer_accepted: true },
    last: options.last,
    event_id: options.last ? SITE_FORM_EVENT.tradeInOfferAccepted : null,
  });
}

export type TradeInOutcome =
  TradeInStage | RegoLookupOutcome | { kind: "sent"; successUrl: string } | KeptRefusal;

type TradeInRequest = SiteFormRequest & {
  car: VehicleRecord | null;
  geocode: GeocodeService;
  valuation: ValuationService;
  regoLookup: RegoLookupService;
};

/** The answer to "Find My Car": the form again, with the car's details filled in (or a message). */
export type RegoLookupOutcome = {
  kind: "looked-up";
  intent: "trade-in";
  errors: FieldErrors;
  values: Record<string, string>;
};

/** "...Please enter your car's details." ("your vehicle's" where a buyer may trade more than a car). */
export function regoNotFound(site: Site) {
  return `We couldn't find that rego. Please enter your ${tradeInWords(site.search.vehicle_kinds).one.toLowerCase()}'s details.`;
}

/** The car a trade-in lead describes, as the buyer typed it. */
export function tradeInVehicle(payload: Record<string, unknown>) {
  return {
    make: String(payload.vehicle_make ?? ""),
    model: String(payload.vehicle_model ?? ""),
    year: Number(payload.vehicle_year),
    km: Number(payload.odometer),
  };
}

const CLOSED = {
  kind: "invalid" as const,
  intent: "trade-in",
  errors: { form: "This valuation has already been sent, or has expired. Please start again." },
  values: {},
};

export async function submitTradeIn(
  db: Database,
  site: Site,
  form: Record<string, string>,
  request: TradeInRequest,
): Promise<TradeInOutcome> {
  const now = request.now ?? new Date();
  const today = calendarDate(now, site.time_zone);
  const intent = form.intent ?? "trade-in";
  if (form[HONEYPOT_FIELD]) return { kind: "sent", successUrl: successUrl("Trade In", request.car) };

  const allowed = await request.rateLimiter.consume(site, "lead", { ip: request.ip, phone: form.phone });
  if (intent === "rego-lookup") return lookUpRego(site, form, request, today);
  if (intent === "trade-in") return startTradeIn(db, site, form, request, { now, today, intent, allowed });
  return continueTradeIn(db, site, form, request, { now, today, intent, allowed });
}

/** What each step of a trade-in post reads: when it was sent, its intent, the limiter's answer. */
type TradeInPost = { now: Date; today: string; intent: string; allowed: RateLimitResult };

/** The refusal to show when the limiter said no to the lead (false when it let it through). */
function limitedRefusal(post: TradeInPost, values: Record<string, string>) {
  const { allowed } = post;
  return (
    !allowed.ok && {
      kind: "limited" as const,
      intent: post.intent,
      errors: { form: allowed.message },
      values,
      retryAfterSeconds: allowed.retryAfterSeconds,
    }
  );
}

/** The trade-in form's fields on this site, and what the buyer typed, each cut to the most it may hold. */
function typedTradeIn(site: Site, form: Record<string, string>, car: VehicleRecord | null, today: string) {
  const spec = siteFormSpec("trade-in", siteFormContext(site, "trade-in", { today, car }));
  const values = Object.fromEntries(
    allFields(spec).map((f) => [f.name, (form[f.name] ?? "").slice(0, f.max ?? 200)]),
  );
  values.opt_in = form.opt_in ? "true" : "false";
  return { spec, values };
}

/** "Find My Car": the car's make, model and year for the rego typed, filled into the form. */
async function lookUpRego(
  site: Site,
  form: Record<string, string>,
  request: TradeInRequest,
  today: string,
): Promise<RegoLookupOutcome> {
  // A read, but a POST through the limiter like every form button.
  const checked = await request.rateLimiter.consume(site, "tracking", { ip: request.ip });
  const { values } = typedTradeIn(site, form, request.car, today);
  if (!checked.ok)
    return { kind: "looked-up", intent: "trade-in", errors: { form: checked.message }, values };
  if (!values.rego || !values.rego_state)
    return {
      kind: "looked-up",
      intent: "trade-in",
      errors: { rego: "Please enter the rego and its state." },
      values,
    };
  const found = await request.regoLookup.lookup(values.rego, values.rego_state);
  if (!found) return { kind: "looked-up", intent: "trade-in", errors: { rego: regoNotFound(site) }, values };
  return {
    kind: "looked-up",
    intent: "trade-in",
    errors: {},
    values: {
      ...values,
      vehicle_make: found.make,
      vehicle_model: found.model,
      vehicle_year: String(found.year),
    },
  };
}

/**
 * Step 1: the car and the buyer's details: the postcode placed, the car valued, and the lead stored
 * with its deliveries held for TRADE_IN_HOLD_MINUTES.
 */
async function startTradeIn(
  db: Database,
  site: Site,
  form: Record<string, string>,
  request: TradeInRequest,
  post: TradeInPost,
): Promise<TradeInOutcome> {
  const { now, today, intent } = post;
  const { spec, values } = typedTradeIn(site, form, request.car, today);
  const parsed = createSiteFormSchema(allFields(spec), { today }).safeParse(form);
  if (!parsed.success) return { kind: "invalid", intent, errors: toFieldErrors(parsed.error), values };
  const data = parsed.data;
  // [SW §5 Postcode geocoding] "Must resolve to an Australian postcode, otherwise ... Invalid postcode."
  const place = await request.geocode.geocode(data.postcode!);
  if (!place) return { kind: "invalid", intent, errors: { postcode: INVALID_POSTCODE }, values };
  const refusal = limitedRefusal(post, values);
  if (refusal) return refusal;
  const lead = buildSiteLead(site, "trade-in", data, form, {
    path: request.path,
    userAgent: request.userAgent,
    car: request.car,
  });
  const vehicle = tradeInVehicle(lead.payload ?? {});
  const result = await request.valuation.estimate(site, vehicle, {}, now);
  const created = await createLead(db, site, {
    ...lead,
    idempotency_key: lead.idempotency_key ?? `trade-in:${crypto.randomUUID()}`,
    subcategory: TRADE_IN_STEPS[0],
    payload: {
      ...lead.payload,
      locality: place.locality,
      state: place.state,
      lat: place.lat,
      lng: place.lng,
      ...valuationPayload(result, {}, lead.payload ?? {}),
    },
    event_id: null,
    deliverAfter: new Date(now.getTime() + TRADE_IN_HOLD_MINUTES * 60_000),
  });
  return {
    kind: "valued",
    // The key the lead is stored under: the form's, unless another buyer's lead already had it.
    lead: { id: created.id, key: created.key! },
    vehicle,
    result,
    answers: {},
  };
}

/** Later steps on the open lead: new answers revalue it, "accept" takes the offer, "finish" sends it. */
async function continueTradeIn(
  db: Database,
  site: Site,
  form: Record<string, string>,
  request: TradeInRequest,
  post: TradeInPost,
): Promise<TradeInOutcome> {
  const { now, intent } = post;
  // Later steps name the lead by its id and the key only this buyer's browser holds.
  const ref = { id: form.lead_id ?? "", key: form.lead_key ?? "" };
  const open = await getOpenLead(db, site, ref);
  if (!open) return CLOSED;
  const refusal = limitedRefusal(post, {});
  if (refusal) return refusal;
  const vehicle = tradeInVehicle(open.payload);
  const answers = readTradeInAnswers(form);

  if (intent === "accept") {
    // The offer accepted is the one kept on the lead, for the answers the buyer last saw it for.
    const kept = keptValuation(open.payload);
    if (kept && sameTradeInAnswers(kept.adjustmentAnswers, answers)) {
      if (!(await acceptTradeInOffer(db, site, ref, { last: true }))) return CLOSED;
      return {
        kind: "sent",
        successUrl: successUrl("Trade In", request.car, SITE_FORM_EVENT.tradeInOfferAccepted),
      };
    }
  }
  if (intent === "adjust" || intent === "accept") {
    // New answers (or an accept after changing one): a new offer, kept and shown to accept.
    const result = await revalueTradeIn(db, site, { ref, open }, answers, {
      subcategory: TRADE_IN_STEPS[1],
      valuation: request.valuation,
      now,
    });
    if (!result) return CLOSED;
    const notice = intent === "accept" && result.kind === "estimate" ? OFFER_UPDATED : null;
    return { kind: "valued", lead: ref, vehicle, result, answers, notice };
  }

  // "finish": the buyer would rather talk to the dealer; the lead goes as it stands.
  const ok = await updateLeadStep(db, site, ref, {
    subcategory: open.subcategory ?? TRADE_IN_STEPS[0],
    payload: {},
    last: true,
  });
  if (!ok) return CLOSED;
  return { kind: "sent", successUrl: successUrl("Trade In", request.car) };
}
