import { calendarDate } from "#domain/dates";
import { createSiteFormSchema } from "#domain/lead-form-schemas";
import { HONEYPOT_FIELD, toFieldErrors, type FieldErrors } from "#domain/lead-forms";
import { allFields, SITE_FORM_EVENT, siteFormSpec, TRADE_IN_STEPS } from "#domain/site-forms";
import { TRADE_IN_QUESTIONS, type TradeInAnswers } from "#domain/trade-in";
import type { Database } from "#server/db/client";
import { INVALID_POSTCODE, type GeocodeService } from "#server/integrations/geocode";
import type { RegoLookupService } from "#server/integrations/rego-lookup";
import type { ValuationResult, ValuationService } from "#server/integrations/valuation";
import type { VehicleRecord } from "#server/models/vehicles.server";
import type { Site } from "#server/sites/registry";
import type { FormRejection } from "./failed-submit.server";
import { createLead, getOpenLead, updateLeadStep } from "./leads.server";
import { buildSiteLead, siteFormContext, successUrl, type SiteFormRequest } from "./site-leads.server";

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
 */
export const TRADE_IN_HOLD_MINUTES = 30;

export type TradeInStage = {
  kind: "valued";
  lead: { id: string; key: string };
  vehicle: { make: string; model: string; year: number; km: number };
  result: ValuationResult;
  answers: TradeInAnswers;
};

export type TradeInOutcome =
  TradeInStage | RegoLookupOutcome | { kind: "sent"; successUrl: string } | FormRejection;

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

export const REGO_NOT_FOUND = "We couldn't find that rego. Please enter your car's details.";

/** The adjustment answers a post carries: only the questions' own keys and values [domain/trade-in.ts]. */
function readAnswers(form: Record<string, string>): TradeInAnswers {
  const answers: Record<string, string> = {};
  for (const question of TRADE_IN_QUESTIONS)
    if (question.options.some((o) => o.value === form[question.key]))
      answers[question.key] = form[question.key]!;
  return answers as TradeInAnswers;
}

function vehicleOf(payload: Record<string, unknown>) {
  return {
    make: String(payload.vehicle_make ?? ""),
    model: String(payload.vehicle_model ?? ""),
    year: Number(payload.vehicle_year),
    km: Number(payload.odometer),
  };
}

const CLOSED = {
  kind: "rejected" as const,
  status: 400 as const,
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
  const limited = (values: Record<string, string>) =>
    !allowed.ok && {
      kind: "rejected" as const,
      status: 429 as const,
      intent,
      errors: { form: allowed.message },
      values,
      retryAfterSeconds: allowed.retryAfterSeconds,
    };

  if (intent === "rego-lookup") {
    // A read, but a POST through the limiter like every form button.
    const checked = await request.rateLimiter.consume(site, "tracking", { ip: request.ip });
    const spec = siteFormSpec("trade-in", siteFormContext(site, "trade-in", { today, car: request.car }));
    const values = Object.fromEntries(
      allFields(spec).map((f) => [f.name, (form[f.name] ?? "").slice(0, f.max ?? 200)]),
    );
    values.opt_in = form.opt_in ? "true" : "false";
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
    if (!found) return { kind: "looked-up", intent: "trade-in", errors: { rego: REGO_NOT_FOUND }, values };
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

  if (intent === "trade-in") {
    const spec = siteFormSpec("trade-in", siteFormContext(site, "trade-in", { today, car: request.car }));
    const values = Object.fromEntries(
      allFields(spec).map((f) => [f.name, (form[f.name] ?? "").slice(0, f.max ?? 200)]),
    );
    values.opt_in = form.opt_in ? "true" : "false";
    const parsed = createSiteFormSchema(allFields(spec), { today }).safeParse(form);
    if (!parsed.success)
      return { kind: "rejected", status: 400, intent, errors: toFieldErrors(parsed.error), values };
    const data = parsed.data;
    // [SW §5 Postcode geocoding] "Must resolve to an Australian postcode, otherwise ... Invalid postcode."
    const place = await request.geocode.geocode(data.postcode!);
    if (!place)
      return { kind: "rejected", status: 400, intent, errors: { postcode: INVALID_POSTCODE }, values };
    const refusal = limited(values);
    if (refusal) return refusal;
    const lead = buildSiteLead(site, "trade-in", data, form, {
      path: request.path,
      userAgent: request.userAgent,
      car: request.car,
    });
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
      },
      event_id: null,
      deliverAfter: new Date(now.getTime() + TRADE_IN_HOLD_MINUTES * 60_000),
    });
    const vehicle = vehicleOf(lead.payload ?? {});
    return {
      kind: "valued",
      // The key the lead is stored under: the form's, unless another buyer's lead already had it.
      lead: { id: created.id, key: created.key! },
      vehicle,
      result: await request.valuation.estimate(site, vehicle, {}, now),
      answers: {},
    };
  }

  // Later steps name the lead by its id and the key only this buyer's browser holds.
  const ref = { id: form.lead_id ?? "", key: form.lead_key ?? "" };
  const open = await getOpenLead(db, site, ref);
  if (!open) return CLOSED;
  const refusal = limited({});
  if (refusal) return refusal;
  const vehicle = vehicleOf(open.payload);
  const answers = readAnswers(form);

  if (intent === "adjust" || intent === "accept") {
    const result = await request.valuation.estimate(site, vehicle, answers, now);
    const valuation =
      result.kind === "estimate"
        ? {
            offer_price: result.offer_price,
            adjustmentAnswers: answers,
            rego: open.payload.rego ?? null,
            regoState: open.payload.rego_state ?? null,
          }
        : null;
    const accepting = intent === "accept" && valuation !== null;
    const ok = await updateLeadStep(db, site, ref, {
      subcategory: accepting ? TRADE_IN_STEPS[2] : TRADE_IN_STEPS[1],
      payload: {
        ...(valuation && { valuation, offer_price: valuation.offer_price }),
        ...(accepting && { offer_accepted: true }),
      },
      last: accepting,
      event_id: accepting ? SITE_FORM_EVENT.tradeInOfferAccepted : null,
    });
    if (!ok) return CLOSED;
    if (accepting)
      return {
        kind: "sent",
        successUrl: successUrl("Trade In", request.car, SITE_FORM_EVENT.tradeInOfferAccepted),
      };
    return { kind: "valued", lead: ref, vehicle, result, answers };
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
