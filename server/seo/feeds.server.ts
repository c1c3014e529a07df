import { isAvailable } from "#domain/availability";
import { XMLBuilder } from "fast-xml-parser";
import { emptySearchState } from "#domain/search-facets";
import { buildSearchUrl } from "#domain/search-url";
import { listContentPages } from "#server/content/content.server";
import type { Database } from "#server/db/client";
import { getBrandDirectory, getDealershipWebsites } from "#server/data/brands.server";
import { getVisibleLocations, locationHref } from "#server/data/locations.server";
import { getCurrentOffers, offerView } from "#server/data/offers.server";
import type { SearchDoc } from "#server/search/engine";
import { getStockSearch, runStockSearch } from "#server/search/search.server";
import type { Site } from "#server/sites/registry";
import { hasOdometer } from "#domain/vehicle-words";
import { carPath } from "#domain/car-url";

/*
 * What search engines and ad platforms read of a site: sitemap.xml (pages, locations, offers,
 * search landing paths and the cars for sale; sold cars out), robots.txt pointing at it, and the
 * vehicle inventory feed (in-stock cars with price in AUD, km, condition, VIN, image and link, the
 * fields of Google Vehicle Ads and the Meta catalogue). Cars come from the search index, never from
 * a query over the cars table.
 */
const MAX_CARS = 50_000;

/** The cars a buyer can still buy (in stock or coming soon), as the search index sees them. */
export async function availableCars(db: Database, site: Site): Promise<SearchDoc[]> {
  const search = await getStockSearch(db, site);
  const result = runStockSearch(search, site, { hitsPerPage: MAX_CARS, facets: [], sortBy: "latest" });
  return result.hits.filter((car) => isAvailable(car.status));
}

/** Every public path of the site worth indexing, without its cars. */
export async function sitePaths(db: Database, site: Site): Promise<string[]> {
  const [search, locations, offers, directory, websites] = await Promise.all([
    getStockSearch(db, site),
    getVisibleLocations(db, site),
    getCurrentOffers(db, site, new Date(), 1000),
    getBrandDirectory(db, site),
    getDealershipWebsites(db, site),
  ]);
  const searchPath = (refinements: Parameters<typeof buildSearchUrl>[0]["refinements"]) =>
    buildSearchUrl({ ...emptySearchState(), refinements }, search.vocabulary);
  const facets = runStockSearch(search, site, { hitsPerPage: 0, facets: ["make", "location_name"] }).facets;
  const paths = [
    "/",
    searchPath({}),
    ...(site.search.car_types.length > 1
      ? site.search.car_types.map((t) => searchPath({ car_type: [t] }))
      : []),
    ...(facets.make ?? []).map((m) => searchPath({ make: [m.value] })),
    ...(facets.location_name ?? []).map((l) => searchPath({ location_name: [l.value] })),
    "/special-offers",
    "/models",
    "/dealer-locator",
    ...locations.map((l) => locationHref(site, l.slug)),
    ...offers.map((o) => offerView(site, o).href),
    ...(directory.length || websites.length ? ["/brands"] : []),
    ...directory.filter((d) => !d.external && d.href.endsWith("/overview")).map((d) => d.href),
    ...[...new Set(websites.map((w) => w.slug))].map((slug) => `/brands/${slug}`),
    ...listContentPages(site),
    "/contact",
    "/book-test-drive",
    site.finance.link,
    site.forms.trade_in_path,
    "/service",
    "/vehicle-parts-and-accessories",
  ];
  return [...new Set(paths)];
}

const xml = new XMLBuilder({ ignoreAttributes: false, format: false, suppressEmptyNode: true });

export async function sitemapXml(db: Database, site: Site, origin: string) {
  const [paths, cars] = await Promise.all([sitePaths(db, site), availableCars(db, site)]);
  const url = [
    ...paths.map((p) => ({ loc: new URL(p, origin).href })),
    ...cars.map((car) => ({
      loc: new URL(carPath(car.slug), origin).href,
      lastmod: new Date(car.created_at).toISOString().slice(0, 10),
    })),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml.build({
    urlset: { "@_xmlns": "http://www.sitemaps.org/schemas/sitemap/0.9", url },
  })}`;
}

export function robotsTxt(origin: string) {
  return [
    "User-agent: *",
    "Disallow: /api/",
    "Disallow: /sign-in",
    "Disallow: /watchlist",
    "Disallow: /compare",
    "Disallow: /print",
    "Disallow: /success",
    `Sitemap: ${new URL("/sitemap.xml", origin).href}`,
    "",
  ].join("\n");
}

/**
 * The vehicle inventory feed: RSS 2.0 with the g: namespace of Google's vehicle listings (the Meta
 * catalogue reads the same), one item per car in stock with a price.
 */
export async function inventoryFeedXml(db: Database, site: Site, origin: string) {
  const cars = (await availableCars(db, site)).filter((car) => car.status === "in_stock" && car.price > 0);
  const item = cars.map((car) => inventoryFeedItem(car, origin));
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml.build({
    rss: {
      "@_version": "2.0",
      "@_xmlns:g": "http://base.google.com/ns/1.0",
      channel: {
        title: `${site.name} vehicles`,
        link: new URL("/", origin).href,
        description: `Vehicles in stock at ${site.name}`,
        item,
      },
    },
  })}`;
}

/** One car's item in the inventory feed; a caravan has no odometer, so no mileage. */
export function inventoryFeedItem(car: SearchDoc, origin: string) {
  return {
    "g:id": car.stocknum,
    title: car.name,
    link: new URL(carPath(car.slug), origin).href,
    "g:image_link": car.image ? new URL(`/img/${car.image}?w=1200&fm=jpeg`, origin).href : undefined,
    "g:price": `${car.price.toFixed(2)} AUD`,
    "g:condition": car.car_type === "new" ? "new" : "used",
    "g:vin": car.vin ?? undefined,
    "g:mileage": hasOdometer(car.vehicle_kind) ? `${car.km} km` : undefined,
    "g:brand": car.make,
    "g:model": car.model,
    "g:year": car.year,
    "g:color": car.colour ?? undefined,
    "g:body_style": car.simple_body ?? undefined,
    "g:trim": car.badge ?? undefined,
    "g:availability": "in stock",
    "g:store_code": String(car.location_id),
    "g:dealership_name": car.location_name,
    "g:dealership_address": `${car.city} ${car.state}`,
  };
}
