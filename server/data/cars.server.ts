import type { Database } from "#server/db/client";
import type { cars } from "#server/db/schema";
import { getStockSearch } from "#server/search/search.server";
import { getSearchOptions } from "#server/search/store.server";
import type { SearchDoc } from "#server/search/engine";
import type { Site } from "#server/sites/registry";
import { isAvailable } from "#domain/availability";
import { MIN_DISPLAY_PRICE } from "#domain/price-display";

export type CarCardData = Pick<
  typeof cars.$inferSelect,
  | "id"
  | "slug"
  | "name"
  | "year"
  | "make"
  | "model"
  | "badge"
  | "price"
  | "before_price"
  | "preorder"
  | "km"
  | "car_type"
  | "simple_body"
  | "simple_transmission"
  | "simple_fuel"
  | "price_type"
  | "status"
  | "colour"
> & { image: string | null; location_id: number; vehicle_kind: string };

/**
 * Newest in-stock cars with photos and a price: the home page's showcase. Taken from the site's
 * search index, so that it shows only cars the site lists (its conditions, excluded makes and stock
 * numbers: server/search/policy.ts) and every car it shows is one a search finds.
 */
export async function getFeaturedCars(db: Database, site: Site, limit = 8): Promise<CarCardData[]> {
  const { index } = await getStockSearch(db, site);
  const featured: CarCardData[] = [];
  for (let page = 1; featured.length < limit; page++) {
    const result = index.search(
      {
        refinements: { status: ["in_stock"] },
        ranges: { price: { min: MIN_DISPLAY_PRICE + 1 } },
        sortBy: "latest",
        page,
        hitsPerPage: 48,
        facets: [],
      },
      getSearchOptions(site),
    );
    for (const car of result.hits)
      if (car.photos_count > 0 && featured.length < limit) featured.push(cardOf(car));
    if (page >= result.pages) break;
  }
  return featured;
}

function cardOf(car: SearchDoc): CarCardData {
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    price: car.price,
    before_price: car.before_price,
    preorder: car.preorder,
    km: car.km,
    vehicle_kind: car.vehicle_kind,
    car_type: car.car_type,
    simple_body: car.simple_body,
    simple_transmission: car.simple_transmission,
    simple_fuel: car.simple_fuel,
    price_type: car.price_type,
    status: car.status,
    colour: car.colour,
    location_id: car.location_id,
    image: car.image,
  };
}

/** Available cars (in stock or coming soon) the site lists: the same count its search gives. */
export async function countAvailableCars(db: Database, site: Site): Promise<number> {
  const { index } = await getStockSearch(db, site);
  const result = index.search({ facets: ["status"], hitsPerPage: 0 }, getSearchOptions(site));
  return (result.facets.status ?? [])
    .filter((item) => isAvailable(item.value))
    .reduce((total, item) => total + item.count, 0);
}
