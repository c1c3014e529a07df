import { calendarDate } from "#domain/dates";
import { getLeadEventId } from "#domain/lead-events";
import { createSiteFormSchema } from "#domain/lead-form-schemas";
import { HONEYPOT_FIELD, toFieldErrors } from "#domain/lead-forms";
import {
  allFields,
  contactCategory,
  SITE_FORM_EVENT,
  siteFormSpec,
  type SiteFormContext,
  type SiteFormKind,
  type SiteFormSpec,
} from "#domain/site-forms";
import type { Database } from "#server/db/client";
import type { VehicleRecord } from "#server/data/vehicles.server";
import type { RateLimiter } from "#server/security/rate-limit.server";
import type { Site } from "#server/sites/registry";
import type { KeptRefusal } from "#server/forms/form-outcome.server";
import { createLead, type NewLead } from "./leads.server";

/*
 * The site-wide lead forms [SW §2, §5; issue 11]: contact, test drive, finance, service and parts.
 * Routes parse nothing themselves: they pass the posted fields here, which checks them with the
 * form's schema, applies the shared rate limiter and stores the lead with its deliveries through
 * createLead (the one place a lead is written) [docs/architecture.md rules 5, 6, 11].
 */
export type SiteFormOutcome = { kind: "sent"; successUrl: string; leadId: string | null } | KeptRefusal;

export type SiteFormRequest = {
  ip: string;
  userAgent: string | null;
  rateLimiter: RateLimiter;
  /** Where the form was sent from (its path), for the lead's url attribute. */
  path: string;
  now?: Date;
};

/** Which locations a form offers: service-type ones on the service and parts forms [SW §2 Screens]. */
function formLocations(site: Site, kind: SiteFormKind) {
  const visible = site.locations.filter((l) => l.visible);
  const wanted =
    kind === "service"
      ? visible.filter((l) => ["service", "service-and-parts"].includes(l.location_type))
      : kind === "parts"
        ? visible.filter((l) => ["parts", "service-and-parts"].includes(l.location_type))
        : kind === "test-drive" || kind === "finance" || kind === "trade-in"
          ? visible.filter((l) => l.location_type === "sales")
          : visible;
  // On a site of several dealerships each location is offered under its own dealership (and the
  // form that also asks for a dealership takes only a location of the one chosen).
  const grouped = site.dealerships.length > 1;
  return wanted.map((l) => {
    const dealership = grouped ? site.dealerships.find((d) => d.id === l.dealership_id) : undefined;
    return {
      value: l.slug,
      label: l.name,
      ...(dealership && { group: { value: dealership.slug, label: dealership.name } }),
    };
  });
}

export function siteFormContext(
  site: Site,
  kind: SiteFormKind,
  extra: { today: string; slots?: SiteFormContext["slots"]; car?: { name: string } | null },
): SiteFormContext {
  return {
    messageRequired: site.forms.enquiry_message_required,
    termsNotice: site.forms.terms_notice,
    optInText: site.labels.opt_in_text,
    tradeInQuestion: site.forms.trade_in_question,
    locations: formLocations(site, kind),
    dealerships: site.dealerships.map((d) => ({ value: d.slug, label: d.name })),
    slots: extra.slots ?? [],
    today: extra.today,
    car: extra.car ?? null,
    vehicleKinds: site.search.vehicle_kinds,
  };
}

/** The fields a form sends back to the buyer after a refusal: its own fields, each cut to its size. */
function typedValues(spec: SiteFormSpec, form: Record<string, string>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of allFields(spec)) {
    const value = form[field.name];
    if (typeof value === "string") values[field.name] = value.slice(0, field.max ?? 200);
  }
  values.opt_in = form.opt_in ? "true" : "false";
  return values;
}

/** The `source` attribute of a lead a site-wide form made: which form it was. */
export function formLeadSource(kind: SiteFormKind) {
  return `${kind} form`;
}

/** [SW §3 Enquiry lead (extended)] lead_attributes: the pages visited and the landing page's query. */
export function leadAttributes(form: Record<string, string>) {
  const visited = (form.visited_pages ?? "")
    .split("\n")
    .map((p) => p.trim())
    .filter((p) => p.startsWith("/") && !p.startsWith("//") && p.length <= 300)
    .slice(0, 10);
  const query = new URLSearchParams((form.linked_query_params ?? "").slice(0, 1000));
  const linked: Record<string, string> = {};
  for (const [key, value] of query)
    if (Object.keys(linked).length < 20) linked[key.slice(0, 40)] = value.slice(0, 200);
  return { visited_pages: visited, linked_query_params: linked };
}

const EXTRA_FIELDS = [
  "rego",
  "rego_state",
  "trade_in",
  "vehicle_make",
  "vehicle_model",
  "vehicle_year",
  "odometer",
  "vin",
  "vehicle_price_budget",
  "last_name",
  "postcode",
  "preferred_contact_method",
  "finance",
  "terms_conditions",
] as const;

/** The lead a checked form makes [SW §3 Enquiry form payload, Enquiry lead (extended)]. */
export function buildSiteLead(
  site: Site,
  kind: SiteFormKind,
  data: Record<string, unknown>,
  form: Record<string, string>,
  context: {
    path: string;
    userAgent: string | null;
    car: VehicleRecord | null;
    /** The offer the buyer asked about (an offer card's Enquire Now). */
    offer?: { id: number; name: string } | null;
  },
): NewLead {
  const location = site.locations.find((l) => l.slug === data.location);
  const dealership =
    site.dealerships.find((d) => d.slug === data.dealership_slug) ??
    site.dealerships.find((d) => d.id === (location?.dealership_id ?? context.car?.dealership_id));
  const car = context.car;
  let category: string;
  let subcategory: string | null = null;
  let event: number;
  switch (kind) {
    case "contact":
      ({ category, subcategory, event } = contactCategory(String(data.category)));
      break;
    case "test-drive":
      category = "Test Drive";
      event = car
        ? getLeadEventId("test-drive", car)
        : getLeadEventId("test-drive", { car_type: "new", tag: null });
      break;
    case "finance":
      category = "Finance";
      event = SITE_FORM_EVENT.finance;
      break;
    case "service":
      category = "Service";
      event = SITE_FORM_EVENT.enquiry;
      break;
    case "parts":
      category = "Parts";
      event = SITE_FORM_EVENT.enquiry;
      break;
    case "trade-in":
      category = "Trade In";
      event = SITE_FORM_EVENT.enquiry;
      break;
    case "chat":
      // The chat widget [SW §1 chat-widget token]: the conversation goes on by text message.
      category = "Web Chat";
      event = SITE_FORM_EVENT.enquiry;
      break;
  }
  const payload: Record<string, unknown> = {
    source: formLeadSource(kind),
    url: context.path,
    user_agent: context.userAgent,
    dealership_slug: dealership?.slug ?? null,
    manufacturer_slug: site.manufacturer?.slug ?? dealership?.manufacturers[0] ?? null,
    lead_attributes: leadAttributes(form),
  };
  for (const field of EXTRA_FIELDS) if (data[field]) payload[field] = data[field];
  // The state the form offers first is the site's own: it is what the buyer said only with a rego.
  if (!payload.rego) delete payload.rego_state;
  if (data.date) payload.preferred_date = data.date;
  if (data.time) payload.preferred_time = data.time;
  if (kind === "chat") payload.preferred_contact_method = "SMS";
  if (context.offer) Object.assign(payload, { offer_id: context.offer.id, offer_name: context.offer.name });
  if (car)
    Object.assign(payload, {
      stock_number: car.stocknum,
      "Vehicle Make": car.make,
      "Vehicle Model": car.model,
      car_type: car.car_type,
      vehicle_status: car.status,
      ...(car.vin && { vin: car.vin }),
    });
  return {
    category,
    subcategory,
    car_id: car?.id ?? null,
    dealership_id: dealership?.id ?? null,
    location_id: location?.id ?? car?.location_id ?? null,
    name: String(data.name ?? ""),
    email: String(data.email ?? "") || null,
    phone: String(data.phone ?? "") || null,
    message: String(data.message ?? "") || null,
    opt_in: data.opt_in === true,
    payload,
    idempotency_key: data.idempotency_key ? `${kind}:${String(data.idempotency_key)}` : null,
    event_id: event,
  };
}

export function successUrl(
  category: string,
  car: { car_type: string; slug: string } | null,
  event?: number | null,
) {
  return `/success?${new URLSearchParams({
    category,
    ...(car && { car_type: car.car_type, car: car.slug }),
    ...(event && { event: String(event) }),
  })}`;
}

export async function submitSiteForm(
  db: Database,
  site: Site,
  kind: Exclude<SiteFormKind, "trade-in">,
  form: Record<string, string>,
  request: SiteFormRequest & {
    car: VehicleRecord | null;
    offer?: { id: number; name: string } | null;
    /** Checks a test drive's chosen time against the appointment service. */
    isSlotFree?: (locationSlug: string, date: string, time: string) => Promise<boolean>;
  },
): Promise<SiteFormOutcome> {
  const now = request.now ?? new Date();
  const today = calendarDate(now, site.time_zone);
  const spec = siteFormSpec(kind, siteFormContext(site, kind, { today, car: request.car }));
  const category = kind === "contact" ? contactCategory(form.category ?? "").category : null;
  // A robot filled the field no person sees: answer as if all went well, store nothing.
  if (form[HONEYPOT_FIELD])
    return { kind: "sent", successUrl: successUrl(category ?? "General Enquiry", request.car), leadId: null };

  const values = typedValues(spec, form);
  const parsed = createSiteFormSchema(allFields(spec), { today }).safeParse(form);
  if (!parsed.success) return { kind: "invalid", intent: kind, errors: toFieldErrors(parsed.error), values };
  const data = parsed.data;
  if (kind === "test-drive" && data.date && data.time && data.location && request.isSlotFree) {
    if (!(await request.isSlotFree(data.location, data.date, data.time)))
      return {
        kind: "invalid",
        intent: kind,
        errors: { time: "That time is no longer available. Please choose another." },
        values,
      };
  }

  const allowed = await request.rateLimiter.consume(site, "lead", { ip: request.ip, phone: data.phone });
  if (!allowed.ok)
    return {
      kind: "limited",
      intent: kind,
      errors: { form: allowed.message },
      values,
      retryAfterSeconds: allowed.retryAfterSeconds,
    };

  const lead = buildSiteLead(site, kind, data, form, {
    path: request.path,
    userAgent: request.userAgent,
    car: request.car,
    offer: request.offer,
  });
  const { id } = await createLead(db, site, lead);
  return { kind: "sent", successUrl: successUrl(lead.category, request.car, lead.event_id), leadId: id };
}
