import { asc, eq } from "drizzle-orm";
import { promoTileShown, type CarTypeName } from "#domain/promo-tiles";
import { siteMemo } from "#server/cache/site-memo.server";
import type { Database } from "#server/db/client";
import { promoTiles } from "#server/db/schema";
import type { Site } from "#server/sites/registry";

/*
 * Promo tiles [SW §3 Promo tile; §4 "Promo tiles show only inside their start and expiry window and
 * for matching car types (strictDisplay limits them to those types)"]: the search results'
 * call-to-action tiles and the promotions slider. A site's tiles are read once per stock version and
 * minute in each process (they change with a campaign, not with each request: server/cache/
 * site-memo.server.ts); the window is checked on every request, so a tile appears and disappears on
 * time.
 */
function siteTiles(db: Database, site: Site) {
  return siteMemo().get(db, site.id, "promo-tiles", () =>
    db
      .select()
      .from(promoTiles)
      .where(eq(promoTiles.site_id, site.id))
      .orderBy(asc(promoTiles.position), asc(promoTiles.id))
      .execute(),
  );
}

export type PromoTileView = { id: number; title: string; image: string; alt: string; href: string };

/** The tiles showing now for a page of these car types, in position order. */
export async function getPromoTiles(
  db: Database,
  site: Site,
  carTypes: readonly CarTypeName[],
  now = new Date(),
): Promise<PromoTileView[]> {
  const rows = await siteTiles(db, site);
  return rows
    .filter((t) => promoTileShown(t, now, carTypes))
    .map((t) => ({ id: t.id, title: t.title, image: t.image_src, alt: t.alt, href: t.href }));
}
