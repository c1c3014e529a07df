import { eq } from "drizzle-orm";
import { bucketValue, PRICE_BUCKETS } from "#domain/search-facets";
import type { Database } from "#server/db/client";
import { manufacturers, models } from "#server/db/schema";
import { createListing } from "#server/search/listing";
import type { Site } from "#server/sites/registry";
import { siteMemo } from "#server/cache/site-memo.server";
import { getStockSearch } from "#server/search/search.server";
import { getCurrentOffers } from "#server/data/offers.server";

/*
 * The dealership offers list and the manufacturer and model directory [VSD §7], on the listing
 * engine. Each site's listing is kept while its items stay the same, so its result cache (10
 * searches) lives across requests.
 */
type OfferItem = Awaited<ReturnType<typeof getCurrentOffers>>[number];
type ModelItem = {
  make: string;
  make_slug: string;
  logo: string;
  model: string;
  model_slug: string;
  body: string;
};

const offerListings = new Map<number, { key: string; listing: ReturnType<typeof buildOfferListing> }>();
const directoryListings = new Map<number, { key: string; listing: ReturnType<typeof buildDirectory> }>();

function buildOfferListing(items: OfferItem[]) {
  return createListing(items, {
    facets: {
      category: (o) => o.category,
      make: (o) => o.manufacturer_name,
      price_range: (o) => bucketValue(PRICE_BUCKETS, o.price),
    },
    text: [(o) => o.name, (o) => o.manufacturer_name, (o) => o.model_name, (o) => o.category],
  });
}

export async function getOfferListing(db: Database, site: Site, now = new Date()) {
  // Read once per stock version and minute in each process (server/cache/site-memo.server.ts).
  const items = await siteMemo().get(db, site.id, "current offers", () =>
    getCurrentOffers(db, site, now, 1000),
  );
  const key = items.map((o) => o.id).join();
  const kept = offerListings.get(site.id);
  if (kept?.key === key) return kept.listing;
  const listing = buildOfferListing(items);
  offerListings.set(site.id, { key, listing });
  return listing;
}

function buildDirectory(items: ModelItem[]) {
  return createListing(items, {
    facets: { make: (m) => m.make, body: (m) => m.body },
    text: [(m) => m.make, (m) => m.model, (m) => m.body],
  });
}

/**
 * The models a site's directory lists: its dealerships' makes, or every make on sites whose
 * dealerships name none (used-car sites sell any make).
 */
export async function getDirectoryModels(db: Database, site: Site): Promise<ModelItem[]> {
  const makes = new Set(site.dealerships.flatMap((d) => d.manufacturers));
  const rows = await db
    .select({
      make: manufacturers.name,
      make_slug: manufacturers.slug,
      logo: manufacturers.logo_src,
      model: models.name,
      model_slug: models.slug,
      body: models.body,
      kind: models.vehicle_kind,
    })
    .from(models)
    .innerJoin(manufacturers, eq(models.manufacturer_id, manufacturers.id))
    .orderBy(manufacturers.name, models.name);
  return rows.filter(
    (r) => (makes.size === 0 || makes.has(r.make_slug)) && site.search.vehicle_kinds.includes(r.kind),
  );
}

export async function getModelDirectory(db: Database, site: Site) {
  const items = await getDirectoryModels(db, site);
  const key = `${items.length}:${items[0]?.model_slug ?? ""}`;
  const kept = directoryListings.get(site.id);
  if (kept?.key === key) return kept.listing;
  const listing = buildDirectory(items);
  directoryListings.set(site.id, { key, listing });
  return listing;
}

/** Cars in stock per "Make<separator>Model", from the stock search's make_model counts. */
export async function getModelStockCounts(db: Database, site: Site) {
  const stock = await getStockSearch(db, site);
  const result = stock.index.search(
    { facets: ["make_model"], hitsPerPage: 0 },
    {
      now: new Date(),
      includeSoldCarsDays: 0,
      priceAscendingExcludesZero: false,
      usedLabel: site.labels.used,
    },
  );
  return new Map((result.facets.make_model ?? []).map((item) => [item.value, item.count]));
}
