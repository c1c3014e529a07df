import { getLeadEventId, EVENT } from "#domain/lead-events";
import { calendarDate } from "#domain/dates";
import { createEnquirySchema, createTestDriveSchema } from "#domain/lead-form-schemas";
import { HONEYPOT_FIELD, toFieldErrors, typedLeadValues } from "#domain/lead-forms";
import type { KeptRefusal } from "#server/forms/form-outcome.server";
import type { Database } from "#server/db/client";
import type { VehicleRecord } from "#server/data/vehicles.server";
import type { RateLimiter } from "#server/security/rate-limit.server";
import type { Site } from "#server/sites/registry";
import { createLead } from "./leads.server";
import { leadAttributes, successUrl as siteSuccessUrl } from "./site-leads.server";
import { carPath } from "#domain/car-url";

/*
 * The vehicle page's posts [VSD §4 Enquiry form, §5 Test-drive form, §7 Lead reveal]: an enquiry,
 * a test drive or a phone reveal about one car. A lead is stored with its deliveries in one
 * transaction before the buyer is told "success" [docs/architecture.md rule 6], after the shared rate
 * limiter has let it through [rule 11].
 */
export type VehicleLeadOutcome =
  /** Stored (or a robot answered as if it were): the buyer goes on to the success page. */
  | { kind: "sent"; successUrl: string }
  | { kind: "revealed"; retryAfterSeconds?: number }
  /** A form to show again: its errors (a field's, or `form` for the whole) and what was typed. */
  | KeptRefusal;

type VehicleLeadRequest = {
  ip: string;
  userAgent: string | null;
  rateLimiter: RateLimiter;
  now?: Date;
  /** Whether a test drive's chosen date and time is free at the car's location. */
  isSlotFree?: (locationId: number, date: string, time: string) => Promise<boolean>;
};

/** What an enquiry's or a test drive's form gives, once read by its schema. */
type VehicleLeadFields = {
  name: string;
  email: string;
  phone: string;
  message: string;
  opt_in: boolean;
  idempotency_key?: string;
  subcategory?: string;
  date?: string;
  time?: string;
  trade_in?: string;
  terms_conditions?: string;
};

export async function submitVehicleLead(
  db: Database,
  site: Site,
  car: VehicleRecord,
  form: Record<string, string>,
  request: VehicleLeadRequest,
): Promise<VehicleLeadOutcome> {
  const now = request.now ?? new Date();
  const intent = form.intent ?? "";
  const successUrl = (category: string, event?: number) => siteSuccessUrl(category, car, event);
  // A robot filled the field no person sees: answer as if all went well, store nothing.
  if (form[HONEYPOT_FIELD])
    return {
      kind: "sent",
      successUrl: successUrl(intent === "test-drive" ? "Test Drive" : "Vehicle Enquiry"),
    };

  const vehicle = { car_id: car.id, dealership_id: car.dealership_id, location_id: car.location_id };
  const attributes = vehicleLeadAttributes(site, car, form, request.userAgent);

  if (intent === "reveal") return revealPhone(db, site, request, vehicle, attributes);

  if (intent !== "enquire" && intent !== "test-drive")
    return {
      kind: "invalid",
      intent: "unknown",
      errors: { form: "Unknown request." },
      values: {},
    };

  // What the buyer typed goes back into the form, each field cut to the most it may hold.
  const values = typedLeadValues(form);
  const parsed = parseVehicleLeadForm(site, intent, form, now);
  if (!parsed.success) return { kind: "invalid", intent, errors: toFieldErrors(parsed.error), values };
  const fields: VehicleLeadFields = parsed.data;

  if (
    intent === "test-drive" &&
    fields.date &&
    fields.time &&
    car.location_id !== null &&
    request.isSlotFree &&
    !(await request.isSlotFree(car.location_id, fields.date, fields.time))
  )
    return {
      kind: "invalid",
      intent,
      errors: { time: "That time is no longer available. Please choose another." },
      values,
    };

  const allowed = await request.rateLimiter.consume(site, "lead", { ip: request.ip, phone: fields.phone });
  if (!allowed.ok)
    return {
      kind: "limited",
      intent,
      errors: { form: allowed.message },
      values,
      retryAfterSeconds: allowed.retryAfterSeconds,
    };

  const category = intent === "enquire" ? "Vehicle Enquiry" : "Test Drive";
  const eventId = getLeadEventId(intent === "enquire" ? "enquiry" : "test-drive", car);
  await createLead(db, site, {
    category,
    subcategory: fields.subcategory ?? null,
    ...vehicle,
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    message: fields.message || null,
    opt_in: fields.opt_in,
    payload: formLeadPayload(site, intent, fields, attributes),
    idempotency_key: fields.idempotency_key ? `${intent}:${fields.idempotency_key}` : null,
    event_id: eventId,
  });
  return { kind: "sent", successUrl: successUrl(category, eventId) };
}

/** What every lead about the car carries for the dealer: the car, the page and the form's attributes. */
function vehicleLeadAttributes(
  site: Site,
  car: VehicleRecord,
  form: Record<string, string>,
  userAgent: string | null,
) {
  return {
    dealership_slug: site.dealerships.find((d) => d.id === car.dealership_id)?.slug ?? null,
    manufacturer_slug: car.make_slug,
    lead_attributes: leadAttributes(form),
    stock_number: car.stocknum,
    "Vehicle Make": car.make,
    "Vehicle Model": car.model,
    car_type: car.car_type,
    vehicle_status: car.status,
    url: carPath(car.slug),
    user_agent: userAgent,
    source: "vehicle page",
  };
}

type LeadAttributes = ReturnType<typeof vehicleLeadAttributes>;

/** The car a lead is about, as the lead stores it. */
type LeadVehicle = {
  car_id: VehicleRecord["id"];
  dealership_id: VehicleRecord["dealership_id"];
  location_id: VehicleRecord["location_id"];
};

/**
 * [VSD §7] "Lead reveal on phone reveal: car_id, dealership_id, website_id" (and event 25).
 * [VSD §8] "Reveal-call failure: Logged only": over the limit the number still shows, unrecorded.
 */
async function revealPhone(
  db: Database,
  site: Site,
  request: VehicleLeadRequest,
  vehicle: LeadVehicle,
  attributes: LeadAttributes,
): Promise<VehicleLeadOutcome> {
  const allowed = await request.rateLimiter.consume(site, "tracking", { ip: request.ip });
  if (!allowed.ok) return { kind: "revealed", retryAfterSeconds: allowed.retryAfterSeconds };
  await createLead(db, site, {
    category: "Phone Reveal",
    ...vehicle,
    payload: { ...attributes, website_id: site.id },
    event_id: EVENT.phoneClick,
    deliver: false,
  });
  return { kind: "revealed" };
}

/** The enquiry or test-drive form read by its schema, as the site's switches shape it. */
function parseVehicleLeadForm(
  site: Site,
  intent: "enquire" | "test-drive",
  form: Record<string, string>,
  now: Date,
) {
  return intent === "enquire"
    ? createEnquirySchema({
        messageRequired: site.forms.enquiry_message_required,
        tradeInQuestion: site.forms.trade_in_question,
        terms: site.forms.terms_notice,
      }).safeParse(form)
    : createTestDriveSchema({
        today: calendarDate(now, site.time_zone),
        terms: site.forms.terms_notice,
      }).safeParse(form);
}

/** The stored lead's payload: the car's attributes, and the answers the form asked for. */
function formLeadPayload(
  site: Site,
  intent: "enquire" | "test-drive",
  fields: VehicleLeadFields,
  attributes: LeadAttributes,
) {
  return {
    ...attributes,
    ...(site.forms.trade_in_question && fields.trade_in && { trade_in: fields.trade_in }),
    ...(fields.terms_conditions && { terms_conditions: fields.terms_conditions }),
    ...(intent === "test-drive" && {
      preferred_date: fields.date || null,
      preferred_time: fields.time || null,
    }),
  };
}
