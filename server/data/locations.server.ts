import { and, asc, desc, eq, gte, inArray } from "drizzle-orm";
import { calendarDate } from "#domain/dates";
import { locationTimeZone, sortLocations } from "#domain/locations";
import {
  hoursSummary,
  hoursTable,
  openState,
  upcomingSpecialHours,
  type SpecialHour,
} from "#domain/opening-hours";
import { areReviewsShown, isReviewShown, REVIEW_LIST_SIZE } from "#domain/reviews";
import type { Database } from "#server/db/client";
import { locations, manufacturers, reviews, specialHours } from "#server/db/schema";
import type { Site } from "#server/sites/registry";
import { siteMemo } from "#server/cache/site-memo.server";

export type LocationRow = typeof locations.$inferSelect;

/** The site's visible locations: the primary first, then the configured order, else by name. */
export async function getVisibleLocations(db: Database, site: Site) {
  const rows = await db
    .select()
    .from(locations)
    .where(and(eq(locations.site_id, site.id), eq(locations.visible, true)))
    .orderBy(asc(locations.name));
  return sortLocations(rows, site.locations_page.custom_order);
}

/** Logo tiles for the brand mega-menu: the makes the site's dealerships hold. */
export async function getSiteBrands(db: Database, site: Site) {
  const slugs = [...new Set(site.dealerships.flatMap((d) => d.manufacturers))];
  if (slugs.length === 0) return [];
  return db
    .select({ name: manufacturers.name, slug: manufacturers.slug, logo_src: manufacturers.logo_src })
    .from(manufacturers)
    .where(inArray(manufacturers.slug, slugs))
    .orderBy(asc(manufacturers.name));
}

/** Holiday hours from today on, for every location of the site [SW §3 Special (holiday) hours]. */
export async function getSpecialHours(db: Database, site: Site, now = new Date()): Promise<SpecialHour[]> {
  const today = calendarDate(now, site.time_zone);
  const rows = await db
    .select()
    .from(specialHours)
    .where(and(eq(specialHours.site_id, site.id), gte(specialHours.date, today)))
    .orderBy(asc(specialHours.date));
  return rows.map((r) => ({
    date: r.date,
    label: r.label,
    status: r.status,
    location_id: r.location_id,
    start_hour: r.start_hour,
    end_hour: r.end_hour,
  }));
}

/**
 * The newest reviews the site may show [SW §5 Reviews], of one location or of them all, at most
 * `limit`. None when the site hides reviews.
 */
export async function getReviews(
  db: Database,
  site: Site,
  options: { locationId?: number; limit?: number } = {},
) {
  if (site.reviews.hidden) return [];
  const limit = options.limit ?? REVIEW_LIST_SIZE;
  const rows = await db
    .select()
    .from(reviews)
    .where(
      and(
        eq(reviews.site_id, site.id),
        options.locationId === undefined ? undefined : eq(reviews.location_id, options.locationId),
      ),
    )
    .orderBy(desc(reviews.review_date), desc(reviews.id))
    .limit(limit * 4 + site.reviews.hidden_customer_names.length + site.reviews.excluded_review_ids.length);
  return rows
    .filter((r) => isReviewShown(r, site.reviews))
    .slice(0, limit)
    .map((r) => ({
      id: r.id,
      name: r.customer_name,
      text: r.text ?? "",
      rating: r.rating,
      date: r.review_date.toISOString(),
      reply: r.reply_text,
    }));
}
export type ReviewView = Awaited<ReturnType<typeof getReviews>>[number];

/** Where a location's page is: /contact-us/{slug} or the site's /our-location/{slug}. */
export const locationHref = (site: Site, slug: string) => `${site.locations_page.contact_path}/${slug}`;

const TYPE_LABEL: Record<LocationRow["location_type"], string> = {
  sales: "Sales",
  service: "Service",
  parts: "Parts",
  "service-and-parts": "Service & Parts",
  empty: "",
};

/** A location as every location block shows it: plain data, hours formatted, open now worked out. */
export function locationView(site: Site, l: LocationRow, special: SpecialHour[], now: Date) {
  // Its hours are kept in its own state's time (a Victorian yard of a Queensland group).
  const timeZone = locationTimeZone({ address: { state: l.state } }, site.time_zone);
  const today = calendarDate(now, timeZone);
  const rated = areReviewsShown(l.average_rating, site.reviews);
  return {
    id: l.id,
    slug: l.slug,
    name: l.name,
    href: locationHref(site, l.slug),
    type: l.location_type,
    typeLabel: TYPE_LABEL[l.location_type],
    primary: l.primary,
    dealershipId: l.dealership_id,
    street: l.street,
    city: l.city,
    state: l.state,
    postcode: l.postcode,
    lat: l.lat,
    long: l.long,
    phone: l.phone,
    image: l.image_src,
    licence: l.dealer_license_number,
    repairer: l.motor_vehicle_repairer,
    directions:
      l.place_url ??
      `https://www.google.com/maps/dir/?api=1&destination=${l.lat.toFixed(5)},${l.long.toFixed(5)}`,
    hours: hoursTable(l.opening_hours),
    summary: hoursSummary(l.opening_hours),
    openingHours: l.opening_hours,
    now: openState(l.opening_hours, special, l.id, now, timeZone),
    timeZone,
    holidays: upcomingSpecialHours(special, l.id, today),
    rating: rated && l.average_rating !== null ? { average: l.average_rating, count: l.review_count } : null,
  };
}
export type LocationView = ReturnType<typeof locationView>;

/** What a location's card shows (the carousel, the location grids): only this travels to its page. */
const LOCATION_CARD_FIELDS = [
  "slug",
  "name",
  "href",
  "typeLabel",
  "image",
  "street",
  "city",
  "state",
  "postcode",
  "phone",
  "directions",
  "now",
  "summary",
  "rating",
] as const satisfies readonly (keyof LocationView)[];

export type LocationCardView = Pick<LocationView, (typeof LOCATION_CARD_FIELDS)[number]>;

export function locationCardView(location: LocationView): LocationCardView {
  const card: Partial<Record<keyof LocationView, unknown>> = {};
  for (const field of LOCATION_CARD_FIELDS) card[field] = location[field];
  return card as LocationCardView;
}

/**
 * Everything for the location blocks of a page, in one read: once per stock version and minute in
 * each process (server/cache/site-memo.server.ts), so "Open now" is as fresh as a cached page.
 */
export async function getLocationViews(db: Database, site: Site, now = new Date()) {
  return siteMemo().get(db, site.id, "location views", async () => {
    const [rows, special] = await Promise.all([
      getVisibleLocations(db, site),
      getSpecialHours(db, site, now),
    ]);
    return rows.map((l) => locationView(site, l, special, now));
  });
}
