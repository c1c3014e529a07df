import { XMLBuilder } from "fast-xml-parser";
import { formatMoney } from "#domain/money";
import { isPriceShown } from "#domain/price-display";
import { TRADE_IN_QUESTIONS } from "#domain/trade-in";
import { locationTimeZone } from "#domain/locations";
import { formatHour } from "#domain/opening-hours";
import { formatDate } from "#domain/dates";
import { UNSUBSCRIBE_CATEGORY, unsubscribedMessage } from "#domain/lead-form-schemas";
import type { LeadRecord } from "./lead-record.server";
import { siteOrigin } from "#server/sites/origin.server";
import { leadVehicles, typedVehicleLine } from "./lead-vehicles.server";
import { carPath } from "#domain/car-url";

/*
 * What a lead becomes on its way to the dealer and the buyer [docs/decisions/014-lead-delivery.md]:
 * - the dealer's e-mail: a readable text and HTML body, with the lead as ADF/XML 1.0 attached
 *   (the format dealer CRMs read from a lead inbox);
 * - a webhook body: the lead as JSON;
 * - the buyer's confirmation e-mail: what they sent and who will answer.
 */

/** Extra answers a form stores in the payload, with the label a person reads. */
const FIELD_LABELS: Record<string, string> = {
  last_name: "Last name",
  postcode: "Postcode",
  preferred_date: "Preferred date",
  preferred_time: "Preferred time",
  preferred_contact_method: "Preferred contact method",
  rego: "Rego",
  rego_state: "Rego state",
  finance: "Finance wanted",
  trade_in: "Has a trade-in",
  additional_services: "Additional services",
  vehicle_price_budget: "Budget",
  offer_name: "Offer",
  offer_price: "Offer price",
  offer_accepted: "Offer accepted",
  deposit: "Deposit paid",
  amount_paid: "Amount paid",
  payment_for: "Payment for",
  invoice_reference: "Invoice or order number",
  held_until: "Held until",
  payment_reference: "Payment reference",
  terms_conditions: "Agreed to the terms of use",
  source: "Source",
  url: "Page",
};

/** Answers that are amounts of money, shown as money whatever form they were stored in. */
const MONEY_FIELDS = new Set(["vehicle_price_budget", "offer_price"]);

/**
 * One line of a lead as a person reads it. `adf` says where the ADF/XML carries it: in the
 * customer's contact or a vehicle element (so the ADF's comments need not repeat it), or only in
 * the comments (the default).
 */
export type Detail = { label: string; value: string; adf?: "contact" | "vehicle" };

function text(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (Array.isArray(value)) return value.map(String).join(", ") || null;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

/** The buyer's name as one line (first and last name where the form asked for both). */
export function fullName(lead: LeadRecord): string {
  return [lead.name, text(lead.payload.last_name)].filter(Boolean).join(" ");
}

export function carTitle(lead: LeadRecord): string | null {
  if (!lead.car) return null;
  return `${lead.car.year} ${lead.car.make} ${lead.car.model}${lead.car.badge ? ` ${lead.car.badge}` : ""}`;
}

/** The lead, line by line, as both e-mails show it. */
export function leadDetails(lead: LeadRecord): Detail[] {
  const origin = siteOrigin(lead.site);
  const details: Detail[] = [
    {
      label: "Enquiry type",
      value:
        lead.subcategory && lead.subcategory !== lead.category
          ? `${lead.category} (${lead.subcategory})`
          : lead.category,
    },
    { label: "Name", value: fullName(lead), adf: "contact" },
    { label: "Email", value: lead.email ?? "", adf: "contact" },
    { label: "Phone", value: lead.phone ?? "", adf: "contact" },
  ];
  for (const vehicle of leadVehicles(lead)) {
    if (vehicle.fromStock && lead.car) {
      details.push(
        { label: vehicle.label, value: carTitle(lead)!, adf: "vehicle" },
        { label: "Stock number", value: lead.car.stocknum, adf: "vehicle" },
        {
          label: "Price",
          value: isPriceShown(lead.car.price) ? formatMoney(lead.car.price) : "Enquire for price",
          adf: "vehicle",
        },
      );
      if (lead.car.vin) details.push({ label: "VIN", value: lead.car.vin, adf: "vehicle" });
      details.push({ label: "Link", value: `${origin}${carPath(lead.car.slug)}` });
    } else details.push({ label: vehicle.label, value: typedVehicleLine(vehicle), adf: "vehicle" });
  }
  if (lead.location) details.push({ label: "Location", value: lead.location.name });
  else if (lead.dealership) details.push({ label: "Dealership", value: lead.dealership.name });
  for (const [key, label] of Object.entries(FIELD_LABELS)) {
    const value = text(lead.payload[key]);
    if (value === null) continue;
    details.push({
      label,
      value:
        key === "url" && value.startsWith("/")
          ? `${origin}${value}`
          : MONEY_FIELDS.has(key) && /^\d{1,9}$/.test(value)
            ? formatMoney(Number(value))
            : asTheSiteWritesIt(key, value, lead),
    });
  }
  details.push(...tradeInAnswers(lead.payload.valuation));
  details.push(
    { label: "Subscribed to offers", value: lead.opt_in ? "Yes" : "No" },
    { label: "Comments", value: lead.message ?? "", adf: "contact" },
    { label: "Lead id", value: lead.id, adf: "contact" },
  );
  return details.filter((d) => d.value !== "");
}

/**
 * A booking's date and time as the site writes them (dd/MM/yyyy, a 12-hour clock), the time with its
 * location's zone: a form sends them as 2026-12-01 and 14:30.
 */
function asTheSiteWritesIt(key: string, value: string, lead: LeadRecord): string {
  const zone = lead.location ? locationTimeZone(lead.location, lead.site.time_zone) : lead.site.time_zone;
  if (key === "preferred_date" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, zone);
  if (key === "preferred_time" && /^([01]\d|2[0-3]):[0-5]\d$/.test(value))
    return `${formatHour(value)} (${zoneCity(zone)} time)`;
  return value;
}
const zoneCity = (zone: string) => zone.split("/").pop()!.replace(/_/g, " ");

/** A trade-in's answers to the adjustment questions its offer was worked out from. */
function tradeInAnswers(valuation: unknown): Detail[] {
  const answers =
    valuation && typeof valuation === "object" && "adjustmentAnswers" in valuation
      ? (valuation.adjustmentAnswers as Record<string, unknown> | null)
      : null;
  if (!answers || typeof answers !== "object") return [];
  return TRADE_IN_QUESTIONS.flatMap((question) => {
    const answer = answers[question.key];
    return typeof answer === "string" ? [{ label: question.label, value: answer }] : [];
  });
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function detailsHtml(details: Detail[]): string {
  const rows = details
    .map(
      (d) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(d.label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(d.value)}</td></tr>`,
    )
    .join("");
  return `<table cellspacing="0" cellpadding="0" style="border-collapse:collapse">${rows}</table>`;
}

function detailsText(details: Detail[]): string {
  return details.map((d) => `${d.label}: ${d.value}`).join("\n");
}

// Characters XML 1.0 cannot hold (a buyer's pasted text may carry them).
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const xmlText = (value: string) => value.replace(XML_INVALID, "");

const adfBuilder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  format: true,
  suppressEmptyNode: true,
  processEntities: true,
});

/** The lead in ADF/XML 1.0 (Auto-lead Data Format), the format dealer CRMs import. */
export function leadAdfXml(lead: LeadRecord): string {
  const origin = siteOrigin(lead.site);
  const lastName = text(lead.payload.last_name);
  const names = lastName
    ? [
        { "@_part": "first", "#text": xmlText(lead.name ?? "") },
        { "@_part": "last", "#text": xmlText(lastName) },
      ]
    : [{ "@_part": "full", "#text": xmlText(lead.name ?? "") }];
  const postcode = text(lead.payload.postcode);
  const extras = leadDetails(lead)
    .filter((d) => !d.adf)
    .map((d) => `${d.label}: ${d.value}`);
  const comments = [lead.message ?? "", ...extras].filter(Boolean).join("\n");
  const vehicles = leadVehicles(lead).map((vehicle) => ({
    ...(vehicle.interest && { "@_interest": vehicle.interest }),
    ...(vehicle.status && { "@_status": vehicle.status }),
    // ADF 1.0 requires year, make and model: an unknown one is sent empty.
    year: vehicle.year ?? "",
    make: xmlText(vehicle.make),
    model: xmlText(vehicle.model),
    vin: vehicle.vin ? xmlText(vehicle.vin) : undefined,
    stock: vehicle.stock ? xmlText(vehicle.stock) : undefined,
    trim: vehicle.trim ? xmlText(vehicle.trim) : undefined,
    odometer:
      vehicle.odometer !== null
        ? { "@_status": "original", "@_units": "km", "#text": vehicle.odometer }
        : undefined,
    colorcombination: vehicle.colour ? { exteriorcolor: xmlText(vehicle.colour), preference: 1 } : undefined,
    price:
      vehicle.fromStock && lead.car && isPriceShown(lead.car.price)
        ? { "@_type": "asking", "@_currency": "AUD", "#text": lead.car.price }
        : undefined,
    comments:
      [vehicle.note, vehicle.rego && `Rego ${vehicle.rego}`]
        .filter(Boolean)
        .map((line) => xmlText(line!))
        .join(" ") || undefined,
  }));
  const vendorName = lead.dealership?.name ?? lead.site.name;
  return adfBuilder.build({
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    "?adf": { "@_version": "1.0" },
    adf: {
      prospect: {
        "@_status": "new",
        id: { "@_sequence": 1, "@_source": `forecourt:${lead.site.slug}`, "#text": lead.id },
        requestdate: lead.created_at.toISOString(),
        vehicle: vehicles.length > 0 ? vehicles : undefined,
        customer: {
          contact: {
            name: names,
            email: lead.email ? xmlText(lead.email) : undefined,
            phone: lead.phone ? { "@_type": "voice", "#text": xmlText(lead.phone) } : undefined,
            address: postcode ? { postalcode: xmlText(postcode), country: "AU" } : undefined,
          },
          comments: comments ? xmlText(comments) : undefined,
        },
        vendor: {
          vendorname: xmlText(vendorName),
          contact: {
            name: { "@_part": "full", "#text": xmlText(lead.location?.name ?? vendorName) },
            phone: lead.location?.phone ?? lead.site.phones.sales,
          },
        },
        provider: {
          name: { "@_part": "full", "#text": "Forecourt" },
          service: xmlText(`${lead.site.name} website: ${lead.category}`),
          url: origin,
        },
      },
    },
  });
}

export type MailMessage = {
  to: string;
  fromName: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: string; contentType: string }[];
  /** Identifies the message across retries (the same lead and recipient give the same id). */
  messageId: string;
};

function messageId(lead: LeadRecord, channel: string, to: string) {
  // Stable across retries, so a mail server that received an earlier attempt can drop the repeat.
  let hash = 0;
  for (const c of `${channel}:${to.toLowerCase()}`) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  return `<${lead.id}.${hash.toString(36)}@forecourt.${lead.site.slug}>`;
}

export function dealerEmail(lead: LeadRecord, to: string): MailMessage {
  const details = leadDetails(lead);
  const subject = `New ${lead.category}${carTitle(lead) ? `: ${carTitle(lead)} (stock ${lead.car!.stocknum})` : ""} from ${lead.site.name}`;
  const intro =
    lead.category === UNSUBSCRIBE_CATEGORY
      ? `A buyer asked the ${lead.site.name} website to stop sending offers and product updates to ${lead.email ?? "their address"}. Please take it off your marketing lists.`
      : `A buyer sent this ${lead.category} lead from the ${lead.site.name} website.`;
  return {
    to,
    fromName: `${lead.site.name} website`,
    replyTo: lead.email ?? undefined,
    subject,
    text: `${intro}\n\n${detailsText(details)}\n\nThe lead is attached as ADF/XML for your CRM.\n`,
    html: `<p>${escapeHtml(intro)}</p>${detailsHtml(details)}<p>The lead is attached as ADF/XML for your CRM.</p>`,
    attachments: [
      { filename: `lead-${lead.id}.xml`, content: leadAdfXml(lead), contentType: "text/xml; charset=utf-8" },
    ],
    messageId: messageId(lead, "dealer-email", to),
  };
}

export function buyerEmail(lead: LeadRecord, to: string): MailMessage {
  const team = lead.location?.name ?? lead.dealership?.name ?? lead.site.name;
  const phone = lead.location?.phone ?? lead.site.phones.sales;
  const about = carTitle(lead) ? ` about the ${carTitle(lead)}` : "";
  const hello = `Hi ${lead.name ?? "there"},`;
  // A reservation's copy is its receipt: what was paid, until when the car is held, how to cancel.
  const receipt = typeof lead.payload.reservation_id === "string";
  const unsubscribed = lead.category === UNSUBSCRIBE_CATEGORY;
  const body = unsubscribed
    ? unsubscribedMessage(lead.site.name)
    : receipt
      ? `Thank you for reserving the ${carTitle(lead) ?? "car"}. Your ${text(lead.payload.deposit)} deposit holds it for you until ${text(lead.payload.held_until)} and is 100% refundable: cancel any time before then at ${siteOrigin(lead.site)}${carPath(lead.car?.slug ?? "", lead.site.commerce.reserve_path)}${lead.site.garage_enabled ? " or in My Garage" : ""}. The team at ${team} will call you to arrange the rest, or call us on ${phone}.`
      : `Thank you for your ${lead.category.toLowerCase()}${about}. The team at ${team} will be in touch shortly. If it can't wait, call us on ${phone}.`;
  const details = leadDetails(lead).filter((d) => d.label !== "Lead id");
  // Every copy but the unsubscribe's own says how to stop the site's marketing.
  const stop = unsubscribed
    ? ""
    : `To stop offers and product updates from ${lead.site.name}: ${siteOrigin(lead.site)}/pages/unsubscribe`;
  const replyTo =
    lead.site.lead_delivery.reply_to ??
    lead.site.lead_delivery.routes.find((r) => r.categories.length === 0 && r.locations.length === 0)
      ?.email[0];
  return {
    to,
    fromName: lead.site.name,
    replyTo,
    subject: unsubscribed
      ? `You are unsubscribed - ${lead.site.name}`
      : receipt
        ? `Your reservation receipt - ${lead.site.name}`
        : `We have your ${lead.category.toLowerCase()} - ${lead.site.name}`,
    text: unsubscribed
      ? `${hello}\n\n${body}\n`
      : `${hello}\n\n${body}\n\nWhat you sent us:\n${detailsText(details)}\n\n${stop}\n`,
    html: unsubscribed
      ? `<p>${escapeHtml(hello)}</p><p>${escapeHtml(body)}</p>`
      : `<p>${escapeHtml(hello)}</p><p>${escapeHtml(body)}</p><p>What you sent us:</p>${detailsHtml(details)}<p>${escapeHtml(stop)}</p>`,
    messageId: messageId(lead, "buyer-email", to),
  };
}

/** The webhook body: the lead as JSON, with a stable id (the same on every retry). */
export function webhookPayload(lead: LeadRecord) {
  return {
    type: "lead.created",
    timestamp: lead.created_at.toISOString(),
    data: {
      id: lead.id,
      site: lead.site.slug,
      website_id: lead.site.id,
      category: lead.category,
      subcategory: lead.subcategory,
      created_at: lead.created_at.toISOString(),
      customer: {
        name: lead.name,
        last_name: text(lead.payload.last_name),
        email: lead.email,
        phone: lead.phone,
        postcode: text(lead.payload.postcode),
        opt_in: lead.opt_in,
      },
      message: lead.message,
      vehicle: lead.car && {
        id: lead.car.id,
        slug: lead.car.slug,
        url: `${siteOrigin(lead.site)}${carPath(lead.car.slug)}`,
        year: lead.car.year,
        make: lead.car.make,
        model: lead.car.model,
        badge: lead.car.badge,
        vin: lead.car.vin,
        stock_number: lead.car.stocknum,
        price: lead.car.price,
        car_type: lead.car.car_type,
      },
      location: lead.location && { id: lead.location.id, slug: lead.location.slug, name: lead.location.name },
      dealership_slug: lead.dealership?.slug ?? null,
      attributes: lead.payload,
    },
  };
}
