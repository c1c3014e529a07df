import { randomUUID } from "node:crypto";
import { calendarDate } from "#domain/dates";
import {
  CALCULATOR_FIELDS,
  calculatorDefaults,
  DEFAULT_TERM_YEARS,
  describeCalculation,
  readCalculatorInput,
} from "#domain/finance-calculator";
import { offerMessage } from "#domain/offer-text";
import { lookingForMessage, partEnquiryMessage } from "#domain/parts-search";
import { getPartsCatalogue } from "#server/content/parts.server";
import { siteFormSpec, type SiteFormKind } from "#domain/site-forms";
import type { Database } from "#server/db/client";
import { siteFormContext } from "#server/leads/site-leads.server";
import type { Site } from "#server/sites/registry";
import { getCalculatorSettings } from "./finance.server";
import { getOffer } from "#server/data/offers.server";
import { getVehicleById, type VehicleRecord } from "#server/data/vehicles.server";

/*
 * What a site-wide form page shows [SW §2 Default navigation; issue 11]: the form's description,
 * the car it is about (from the spec's car_id links), the values its link carries (the finance
 * link's preferredDealership and vehiclePriceBudget [VSD §2]), the test-drive times of each
 * location, and the locations to call instead.
 */
export type AppointmentSlots = (locationId: number) => Promise<{ date: string; times: string[] }[]>;

export async function getSiteFormPage(
  db: Database,
  site: Site,
  kind: SiteFormKind,
  url: URL,
  services: { origin: string; slots?: AppointmentSlots; now?: Date },
) {
  const now = services.now ?? new Date();
  const today = calendarDate(now, site.time_zone);
  const car = await getVehicleById(db, site, url.searchParams.get("car_id"));
  const context = siteFormContext(site, kind, { today, car: car && { name: car.name } });
  const spec = siteFormSpec(kind, context);

  const defaults: Record<string, string> = {};
  const dealership = site.dealerships.find((d) => d.slug === url.searchParams.get("preferredDealership"));
  if (dealership && context.dealerships.length > 1) defaults.dealership_slug = dealership.slug;
  const budget = (url.searchParams.get("vehiclePriceBudget") ?? "").replace(/\D/g, "").slice(0, 9);
  // A $0 "Enquire for price" car gives no budget.
  if (Number(budget) > 0) defaults.vehicle_price_budget = budget;
  // The calculator's "Request a Quote" brings what the buyer worked out: the message says it.
  if (kind === "finance" && url.searchParams.has(CALCULATOR_FIELDS.price)) {
    // The car's lender's fees where the calculator was on its page, as there.
    const settings = getCalculatorSettings(site, car?.finance_lenders[site.finance_provider]);
    const raw = Object.fromEntries(
      Object.entries(CALCULATOR_FIELDS).map(([key, name]) => [key, url.searchParams.get(name)?.slice(0, 20)]),
    );
    // The rate as the calculator used it (a quoted 9.24% is not snapped to 9%), within the site's range.
    const rate = raw.rate ? Number(raw.rate) : NaN;
    const start = calculatorDefaults(settings, car?.price ?? null, {
      rate: Number.isFinite(rate) ? rate : settings.defaultRate,
      deposit: 0,
      balloon: 0,
      termYears: DEFAULT_TERM_YEARS,
    });
    defaults.message = describeCalculation(readCalculatorInput(raw, settings, start), settings);
  }
  // [SW §9] "default form state qld": the site's own state is chosen until the buyer picks another.
  if (spec.steps.some((step) => step.fields.some((f) => f.name === "rego_state")))
    defaults.rego_state = site.forms.default_state;
  // A location's Contact button names it (?location=slug) [SW §2 Location section].
  const asked = url.searchParams.get("location");
  if (asked && context.locations.some((l) => l.value === asked)) defaults.location = asked;
  if (car) {
    const location = site.locations.find((l) => l.id === car.location_id);
    if (location && context.locations.some((l) => l.value === location.slug))
      defaults.location = location.slug;
  }

  // The parts search's "Ask about this part" (?part=code) or, when it found nothing, what the buyer
  // looked for (?looking_for=words): the message says it, and the part's make is the vehicle's.
  if (kind === "parts") {
    const part = getPartsCatalogue(site)?.find((p) => p.code === url.searchParams.get("part"));
    const lookingFor = url.searchParams.get("looking_for")?.trim();
    if (part) {
      defaults.message = partEnquiryMessage(part);
      if (part.make) defaults.vehicle_make = part.make;
      if (part.models.length === 1) defaults.vehicle_model = part.models[0]!;
    } else if (lookingFor) defaults.message = lookingForMessage(lookingFor);
  }

  // An offer card's Enquire Now (?offer=id) [SW §2 Offer card]: the message names the offer, and
  // the lead carries it.
  const offer = kind === "contact" || kind === "chat" ? await getAskedOffer(db, site, url, now) : null;
  if (offer) defaults.message = offerMessage(offer.name);

  let slots: Record<string, { date: string; times: string[] }[]> | undefined;
  if (kind === "test-drive" && services.slots) {
    slots = {};
    for (const option of context.locations) {
      const location = site.locations.find((l) => l.slug === option.value)!;
      slots[option.value] = await services.slots(location.id);
    }
  }

  const shown = site.locations.filter((l) => context.locations.some((o) => o.value === l.slug));
  return {
    kind,
    spec,
    siteSlug: site.slug,
    siteName: site.name,
    saveValuation: site.forms.save_valuation,
    formKey: randomUUID(),
    today,
    defaults,
    hidden: { ...(car && carHidden(car)), ...(offer && { offer_id: String(offer.id) }) },
    offer,
    car: car && { name: car.name, slug: car.slug, price: car.price },
    slots,
    locations: (shown.length ? shown : site.locations.filter((l) => l.visible)).map((l) => ({
      slug: l.slug,
      dealershipId: l.dealership_id,
      name: l.name,
      address: `${l.address.street}, ${l.address.city} ${l.address.state} ${l.address.postcode}`,
      phone: l.phone,
    })),
    // The canonical address is the spelling without a trailing slash.
    canonical: new URL(url.pathname.endsWith("/") ? url.pathname.slice(0, -1) : url.pathname, services.origin)
      .href,
  };
}

/** The current offer a link or a post names (?offer= or offer_id), if the site shows it. */
export async function getAskedOffer(
  db: Database,
  site: Site,
  url: URL | string | undefined,
  now = new Date(),
) {
  const raw = url instanceof URL ? url.searchParams.get("offer") : url;
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const offer = await getOffer(db, site, Number(raw), now);
  return offer && { id: offer.id, name: offer.name };
}

function carHidden(car: VehicleRecord): Record<string, string> {
  return { car_id: String(car.id), car_type: car.car_type, ...(car.vin && { vin: car.vin }) };
}

export type SiteFormPage = Awaited<ReturnType<typeof getSiteFormPage>>;
