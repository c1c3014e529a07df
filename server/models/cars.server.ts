import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { cars } from "#server/db/schema";
import { getStockSearch } from "#server/search/search.server";
import { getSearchOptions } from "#server/search/store.server";
import type { Site } from "#server/sites/registry";
import { isAvailable } from "#domain/availability";

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
> & { image: string | null; location_id: number };

const cardColumns = {
  id: cars.id,
  slug: cars.slug,
  name: cars.name,
  year: cars.year,
  make: cars.make,
  model: cars.model,
  badge: cars.badge,
  price: cars.price,
  before_price: cars.before_price,
  preorder: cars.preorder,
  km: cars.km,
  car_type: cars.car_type,
  simple_body: cars.simple_body,
  simple_transmission: cars.simple_transmission,
  simple_fuel: cars.simple_fuel,
  price_type: cars.price_type,
  status: cars.status,
  colour: cars.colour,
  location_id: cars.location_id,
  image: sql<string | null>`${cars.images}->0->>'src'`,
};

/** Newest in-stock cars with photos, of the conditions the site sells: the home page's showcase. */
export async function getFeaturedCars(db: Database, site: Site, limit = 8): Promise<CarCardData[]> {
  return db
    .select(cardColumns)
    .from(cars)
    .where(
      and(
        eq(cars.site_id, site.id),
        eq(cars.status, "in_stock"),
        eq(cars.show_on_dealer_website, true),
        inArray(cars.car_type, site.search.car_types),
        gt(cars.photos_count, 0),
        gt(cars.price, 10),
      ),
    )
    .orderBy(desc(cars.created_at), desc(cars.id))
    .limit(limit);
}

/** Available cars (in stock or coming soon) the site lists: the same count its search gives. */
export async function countAvailableCars(db: Database, site: Site): Promise<number> {
  const { index } = await getStockSearch(db, site);
  const result = index.search({ facets: ["status"], hitsPerPage: 0 }, getSearchOptions(site));
  return (result.facets.status ?? [])
    .filter((item) => isAvailable(item.value))
    .reduce((total, item) => total + item.count, 0);
}
