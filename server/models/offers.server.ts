import { and, asc, gt, isNull, lt, or, sql } from "drizzle-orm";
import { PAGE_SIZE } from "#domain/search-facets";
import type { Database } from "#server/db/client";
import { offers } from "#server/db/schema";
import type { Site } from "#server/sites/registry";

/**
 * Current offers this site may show: not excluded by excluded_website_ids [SW §5 Offers] and, on a
 * franchise site, only its own manufacturer's.
 */
export async function getCurrentOffers(db: Database, site: Site, now = new Date(), limit = PAGE_SIZE) {
  const makes = [...new Set(site.dealerships.flatMap((d) => d.manufacturers))];
  const rows = await db
    .select()
    .from(offers)
    .where(
      and(
        or(isNull(offers.site_id), sql`${offers.site_id} = ${site.id}`),
        sql`not (${offers.excluded_website_ids} @> ${JSON.stringify([site.id])}::jsonb)`,
        or(isNull(offers.starts_at), lt(offers.starts_at, now)),
        or(isNull(offers.ends_at), gt(offers.ends_at, now)),
        makes.length
          ? sql`${offers.manufacturer_slug} in (${sql.join(
              makes.map((m) => sql`${m}`),
              sql`, `,
            )})`
          : undefined,
      ),
    )
    .orderBy(asc(offers.id))
    .limit(limit);
  return rows;
}
