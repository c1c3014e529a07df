import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { locations, manufacturers } from "#server/db/schema";
import type { Site } from "#server/sites/registry";

export async function getVisibleLocations(db: Database, site: Site) {
  return db
    .select()
    .from(locations)
    .where(and(eq(locations.site_id, site.id), eq(locations.visible, true)))
    .orderBy(asc(locations.name));
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
