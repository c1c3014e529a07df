import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import * as schema from "#server/db/schema";
import type { Site, SiteRegistry } from "#server/sites/registry";
import { syncSites } from "#server/sites/sync";
import {
  DEMO_DATA_VERSION,
  generateCars,
  generateOffers,
  generateSiteExtras,
  manufacturerRows,
  modelRows,
} from "./generate";

export type SeedOptions = {
  seed: number;
  /** Total cars across all sites; spread evenly. Default: 850 a site. */
  cars?: number;
  now?: Date;
  force?: boolean;
  /** Load the demo even over stock it did not load (a real dealer's cars): `seed --replace-stock`. */
  replaceStock?: boolean;
  onProgress?: (done: number, total: number) => void;
};

export const DEFAULT_CARS_PER_SITE = 850;

export class DemoDataRefused extends Error {
  constructor() {
    super(
      "This database holds stock the demo data did not load, and the demo would replace it: nothing was changed. " +
        "To serve it as it is, start with DEMO_DATA=off; to replace it with the demo anyway, run " +
        "`npm run forecourt -- seed --replace-stock`.",
    );
  }
}
const CAR_BATCH = 400;

type DemoStamp = { version: number; seed: number; cars: number; sites: string[] };

export async function getDemoStamp(db: Database): Promise<DemoStamp | null> {
  const [row] = await db.select().from(schema.meta).where(eq(schema.meta.key, "demo_data"));
  return (row?.value as DemoStamp | undefined) ?? null;
}

/** The catalogue every site shares: makes and their models. Idempotent. */
export async function seedCatalogue(db: Database) {
  const makes = manufacturerRows();
  await db.insert(schema.manufacturers).values(makes).onConflictDoNothing();
  await db.insert(schema.models).values(modelRows()).onConflictDoNothing();
  return makes.length;
}

/**
 * Loads the demo data for every configured site, replacing earlier demo data. Skips the work when
 * the database already holds demo data of the same version, seed, size and sites (so a second
 * `npm start` is quick), unless forced.
 */
export async function seedDemoData(db: Database, registry: SiteRegistry, options: SeedOptions) {
  const now = options.now ?? new Date();
  const siteSlugs = registry.sites.map((s) => s.slug);
  const total = options.cars ?? DEFAULT_CARS_PER_SITE * registry.sites.length;
  const stamp: DemoStamp = { version: DEMO_DATA_VERSION, seed: options.seed, cars: total, sites: siteSlugs };
  const previous = await getDemoStamp(db);
  const same =
    previous !== null &&
    previous.version === stamp.version &&
    previous.seed === stamp.seed &&
    previous.cars === stamp.cars &&
    previous.sites.join() === stamp.sites.join();
  if (!options.force && same) {
    return { skipped: true, cars: total };
  }

  // Demo data replaces the sites' cars, reservations and offers: never over stock it did not load.
  if (previous === null && !options.replaceStock) {
    const [held] = await db.select({ id: schema.cars.id }).from(schema.cars).limit(1);
    if (held) throw new DemoDataRefused();
  }

  await syncSites(db, registry);
  await seedCatalogue(db);
  const siteIds = registry.sites.map((s) => s.id);

  // Clear earlier demo rows of these sites (children first).
  await db.transaction(async (tx) => {
    await tx.delete(schema.watchlist).where(inArray(schema.watchlist.site_id, siteIds));
    await tx.delete(schema.reservations).where(inArray(schema.reservations.site_id, siteIds));
    await tx.delete(schema.cars).where(inArray(schema.cars.site_id, siteIds));
    await tx.delete(schema.reviews).where(inArray(schema.reviews.site_id, siteIds));
    await tx.delete(schema.specialHours).where(inArray(schema.specialHours.site_id, siteIds));
    await tx.delete(schema.promoTiles).where(inArray(schema.promoTiles.site_id, siteIds));
    await tx
      .delete(schema.brandDirectoryEntries)
      .where(inArray(schema.brandDirectoryEntries.site_id, siteIds));
    await tx.delete(schema.dealershipWebsites).where(inArray(schema.dealershipWebsites.site_id, siteIds));
    await tx.delete(schema.offers);
  });

  await seedSiteExtras(db, registry.sites, options.seed, now);
  await db.insert(schema.offers).values(generateOffers(registry.sites, options.seed, { now }));

  let done = 0;
  const perSite = Math.ceil(total / registry.sites.length);
  for (const [i, site] of registry.sites.entries()) {
    const count = Math.min(perSite, total - perSite * i);
    for (const batch of generateCars(site, count, options.seed, { now }, CAR_BATCH)) {
      await db.insert(schema.cars).values(batch);
      done += batch.length;
      options.onProgress?.(done, total);
    }
  }
  await refreshRatings(db, siteIds);
  await db
    .insert(schema.meta)
    .values({ key: "demo_data", value: stamp })
    .onConflictDoUpdate({ target: schema.meta.key, set: { value: stamp, updated_at: new Date() } });
  return { skipped: false, cars: done };
}

/** Location and dealership rating summaries from the reviews table. */
async function refreshRatings(db: Database, siteIds: number[]) {
  const ids = sql.join(
    siteIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`
    update locations l set average_rating = r.avg, review_count = r.n
    from (select site_id, location_id, round(avg(rating)::numeric, 1)::real as avg, count(*)::int as n
          from reviews where site_id in (${ids}) group by site_id, location_id) r
    where l.site_id = r.site_id and l.id = r.location_id`);
  await db.execute(sql`
    update dealerships d set average_rating = r.avg, review_count = r.n
    from (select site_id, dealership_id, round(avg(rating)::numeric, 1)::real as avg, count(*)::int as n
          from reviews where site_id in (${ids}) group by site_id, dealership_id) r
    where d.site_id = r.site_id and d.id = r.dealership_id`);
}

/** Each site's reviews, holiday hours, promo tiles, brand directory and group websites, one transaction a site. */
export async function seedSiteExtras(db: Database, sites: readonly Site[], seed: number, now: Date) {
  let reviewId = 1;
  for (const site of sites) {
    const extras = generateSiteExtras(site, seed, { now }, reviewId);
    reviewId += extras.reviews.length;
    await db.transaction(async (tx) => {
      if (extras.reviews.length) await tx.insert(schema.reviews).values(extras.reviews);
      await tx.insert(schema.specialHours).values(extras.specialHours);
      await tx.insert(schema.promoTiles).values(extras.promoTiles);
      if (extras.brandDirectory.length)
        await tx.insert(schema.brandDirectoryEntries).values(extras.brandDirectory);
      if (extras.websites.length) await tx.insert(schema.dealershipWebsites).values(extras.websites);
    });
  }
}
