import { COMPARISON_RATE_NOTE } from "#domain/finance-disclosure";
import { and, asc, eq, gt, isNull, lt, or } from "drizzle-orm";
import { formatDate } from "#domain/dates";
import { isOfferShown, offerModelHref, offerPath } from "#domain/offers";
import { PAGE_SIZE } from "#domain/search-facets";
import type { Database } from "#server/db/client";
import { manufacturers, models, offers } from "#server/db/schema";
import type { Site } from "#server/sites/registry";

export type OfferRow = typeof offers.$inferSelect;

/** The makes a site sells new: its dealerships' franchises. */
export function siteMakes(site: Site) {
  return [...new Set(site.dealerships.flatMap((d) => d.manufacturers))];
}

const shownOn = (site: Site) => {
  const rule = { id: site.id, makes: siteMakes(site), exceptionIds: site.offers.excluded_exception_ids };
  return (offer: OfferRow) => isOfferShown(offer, rule);
};

const current = (now: Date) =>
  and(
    or(isNull(offers.starts_at), lt(offers.starts_at, now)),
    or(isNull(offers.ends_at), gt(offers.ends_at, now)),
  );

/**
 * Current offers this site may show [SW §5 Offers]: not excluded by excluded_website_ids (unless a
 * configured exception), only for makes the site sells new, and only for the kinds of vehicle it
 * sells (a caravan and truck site shows no passenger-car offers).
 */
export async function getCurrentOffers(db: Database, site: Site, now = new Date(), limit = PAGE_SIZE) {
  const rows = await db
    .select({ offer: offers, kind: models.vehicle_kind })
    .from(offers)
    .leftJoin(manufacturers, eq(manufacturers.slug, offers.manufacturer_slug))
    .leftJoin(models, and(eq(models.manufacturer_id, manufacturers.id), eq(models.slug, offers.model_slug)))
    .where(and(or(isNull(offers.site_id), eq(offers.site_id, site.id)), current(now)))
    .orderBy(asc(offers.id));
  return rows
    .filter((r) => r.kind === null || site.search.vehicle_kinds.includes(r.kind))
    .map((r) => r.offer)
    .filter(shownOn(site))
    .slice(0, limit);
}

/** One current offer the site may show, or null. */
export async function getOffer(db: Database, site: Site, id: number, now = new Date()) {
  return (await getCurrentOffers(db, site, now, Infinity)).find((o) => o.id === id) ?? null;
}

/** An offer as the offer card shows it [SW §2 Offer card; Offer routes]. */
/** An offer that advertises a rate carries the comparison rate's basis and warning in its disclaimer. */
function withComparisonNote(description: string, disclaimer: string): string {
  if (!description.includes("% p.a.") || disclaimer.includes("WARNING")) return disclaimer;
  return [disclaimer, COMPARISON_RATE_NOTE].filter(Boolean).join(" ");
}

export function offerView(site: Site, offer: OfferRow) {
  return {
    id: offer.id,
    href: offerPath(offer, site.manufacturer !== null),
    name: offer.name,
    image: offer.image_src,
    category: offer.category,
    make: offer.manufacturer_name,
    model: offer.model_name,
    price: offer.price,
    priceLabel: site.labels.drive_away,
    description: offer.description,
    disclaimer: withComparisonNote(offer.description, offer.disclaimer),
    explore: offerModelHref(offer),
    ends: offer.ends_at ? formatDate(offer.ends_at, site.time_zone) : null,
  };
}
