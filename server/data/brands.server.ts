import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { brandDirectoryEntries, dealershipWebsites, manufacturers } from "#server/db/schema";
import type { Site } from "#server/sites/registry";

/*
 * Brands of a dealer group [SW §2 Brand routes; §3 Brand directory entry, Dealership website;
 * VSD §1 group brand directory]: the directory's tiles and the brand banners of the group's
 * dealership websites.
 */
export type BrandTile = {
  title: string;
  slug: string;
  logo: string;
  banner: string | null;
  description: string;
  /** Where the tile leads: its overview page, or (skipPage) the brand's dealerships or its address. */
  href: string;
  external: boolean;
};

export async function getBrandDirectory(db: Database, site: Site): Promise<BrandTile[]> {
  if (!site.brand_directory.enabled) return [];
  const rows = await db
    .select()
    .from(brandDirectoryEntries)
    .where(eq(brandDirectoryEntries.site_id, site.id))
    .orderBy(asc(brandDirectoryEntries.position), asc(brandDirectoryEntries.title));
  return rows.map((r) => ({
    title: r.title,
    slug: r.slug,
    logo: r.logo_src,
    banner: r.banner_src,
    description: r.description,
    href: r.external_url ?? (r.skip_page ? `/dealerships/${r.slug}?filter=brand` : `/${r.slug}/overview`),
    external: r.external_url !== null,
  }));
}

/** One directory entry with its own page (not skipPage, not external). */
export async function getBrandEntry(db: Database, site: Site, slug: string) {
  if (!site.brand_directory.enabled) return null;
  const [row] = await db
    .select()
    .from(brandDirectoryEntries)
    .where(and(eq(brandDirectoryEntries.site_id, site.id), eq(brandDirectoryEntries.slug, slug)));
  return row && !row.skip_page && !row.external_url ? row : null;
}

export async function getDealershipWebsites(db: Database, site: Site) {
  return db
    .select({
      url: dealershipWebsites.url,
      make: dealershipWebsites.make,
      make_name: manufacturers.name,
      name: dealershipWebsites.name,
      title: dealershipWebsites.title,
      logo: dealershipWebsites.logo_src,
      slug: dealershipWebsites.slug,
    })
    .from(dealershipWebsites)
    .leftJoin(manufacturers, eq(manufacturers.slug, dealershipWebsites.make))
    .where(eq(dealershipWebsites.site_id, site.id))
    .orderBy(asc(dealershipWebsites.name));
}
export type DealershipWebsite = Awaited<ReturnType<typeof getDealershipWebsites>>[number];
