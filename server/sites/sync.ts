import { createHash } from "node:crypto";
import { and, eq, notInArray } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { dealerships, locations, sites, stockFeeds } from "#server/db/schema";
import { geocodePostcode } from "#server/integrations/postcodes";
import type { Site, SiteRegistry } from "./registry";
import type { LocationConfig } from "./schema";

/*
 * Keeps the database's sites, dealerships and locations in step with sites/*.json. Runs at every
 * start; a site whose file has not changed since the last sync is skipped.
 */
export async function syncSites(db: Database, registry: SiteRegistry) {
  const existing = new Map((await db.select().from(sites)).map((row) => [row.id, row.config_hash]));
  let changed = 0;
  for (const site of registry.sites) {
    const hash = configHash(site);
    if (existing.get(site.id) === hash) continue;
    changed++;
    await db.transaction(async (tx) => {
      await tx
        .insert(sites)
        .values({ id: site.id, slug: site.slug, name: site.name, config_hash: hash })
        .onConflictDoUpdate({
          target: sites.id,
          set: { slug: site.slug, name: site.name, config_hash: hash, synced_at: new Date() },
        });
      for (const d of site.dealerships) {
        const row = {
          id: d.id,
          site_id: site.id,
          slug: d.slug,
          name: d.name,
          manufacturers: d.manufacturers,
        };
        await tx
          .insert(dealerships)
          .values(row)
          .onConflictDoUpdate({ target: [dealerships.site_id, dealerships.id], set: row });
      }
      await tx.delete(dealerships).where(
        and(
          eq(dealerships.site_id, site.id),
          notInArray(
            dealerships.id,
            site.dealerships.map((d) => d.id),
          ),
        ),
      );
      for (const location of site.locations) {
        const row = locationRow(site, location);
        await tx
          .insert(locations)
          .values(row)
          .onConflictDoUpdate({ target: [locations.site_id, locations.id], set: row });
      }
      await syncFeedRows(tx, site);
      await tx.delete(locations).where(
        and(
          eq(locations.site_id, site.id),
          notInArray(
            locations.id,
            site.locations.map((l) => l.id),
          ),
        ),
      );
    });
  }
  return { changed };
}

/** One scheduler row per feed the site's file names, and none for a feed it no longer names. */
async function syncFeedRows(db: Database, site: Site) {
  const names = site.feeds.map((feed) => feed.name);
  if (names.length)
    await db
      .insert(stockFeeds)
      .values(names.map((name) => ({ site_id: site.id, name })))
      .onConflictDoNothing();
  await db
    .delete(stockFeeds)
    .where(
      and(eq(stockFeeds.site_id, site.id), names.length ? notInArray(stockFeeds.name, names) : undefined),
    );
}

function configHash(site: Site) {
  return createHash("sha256").update(JSON.stringify(site)).digest("hex").slice(0, 16);
}

function locationRow(site: Site, location: Site["locations"][number]) {
  const { address } = location;
  const place =
    address.lat !== undefined && address.long !== undefined
      ? { lat: address.lat, long: address.long }
      : geocodePostcode(address.postcode, address.city);
  if (!place) {
    throw new Error(
      `${site.sourceFile}: locations.${location.slug}.address.postcode: ${address.postcode} is not an Australian postcode`,
    );
  }
  return {
    id: location.id,
    site_id: site.id,
    dealership_id: location.dealership_id,
    slug: location.slug,
    name: location.name,
    primary: location.primary,
    visible: location.visible,
    location_type: location.location_type,
    location_subtype: location.location_subtype,
    manufacturers: location.manufacturers,
    street: address.street,
    city: address.city,
    state: address.state,
    postcode: address.postcode,
    lat: place.lat,
    long: place.long,
    place_url: locationPlaceUrl(address),
    phone: location.phone,
    landline_phone: location.landline_phone ?? null,
    opening_hours: location.opening_hours,
    image_src: locationImageSrc(site, location.slug),
    dealer_license_number: location.dealer_license_number ?? null,
    motor_vehicle_repairer: location.motor_vehicle_repairer ?? null,
    distribution_locations: location.distribution_locations,
  };
}

/** A location's map address: its own place URL, or a maps search for its street address. */
export function locationPlaceUrl(address: LocationConfig["address"]) {
  return (
    address.place_url ??
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address.street}, ${address.city} ${address.state} ${address.postcode}`)}`
  );
}

/** A location's picture: drawn in the site's colour until the dealer supplies a photo. */
export function locationImageSrc(site: Site, slug: string) {
  return `draw/location/${slug}/${site.theme.primary.slice(1)}`;
}
