import { and, eq, inArray, sql } from "drizzle-orm";
import { selectRows, type Database } from "#server/db/client";
import { carViews, cars } from "#server/db/schema";
import { carViewsTotal } from "./car-views.server";
import { getStockSearch, runStockSearch } from "#server/search/search.server";
import type { SearchDoc } from "#server/search/engine";
import type { Site } from "#server/sites/registry";
import { AVAILABLE_STATUSES } from "#domain/availability";
import { isSlug } from "#domain/slug";
import { getSimilarPriceWindow, SIMILAR_CARS_SHOWN, SIMILAR_SEARCH_LIMIT } from "#domain/similar-cars";
import { getLogger } from "#server/log.server";

export type VehicleRecord = typeof cars.$inferSelect;

/** One of the site's cars by its slug; another site's car, or none, is null (a 404). */
export async function getVehicle(db: Database, site: Site, slug: string): Promise<VehicleRecord | null> {
  // An address that cannot be a slug names no car (and never reaches the database as text).
  if (!isSlug(slug)) return null;
  const [car] = await db
    .select()
    .from(cars)
    .where(and(eq(cars.site_id, site.id), eq(cars.slug, slug)))
    .limit(1);
  return car ?? null;
}

/** One of the site's cars by its id (the car_id of the spec's links); another site's, or none, is null. */
export async function getVehicleById(db: Database, site: Site, id: string | number | null | undefined) {
  const value = typeof id === "number" ? id : /^\d{1,9}$/.test(id ?? "") ? Number(id) : null;
  if (value === null) return null;
  const [car] = await db
    .select()
    .from(cars)
    .where(and(eq(cars.site_id, site.id), eq(cars.id, value)))
    .limit(1);
  return car ?? null;
}

/** The car's views, without counting one; null when the site has no such car. */
export async function getVehicleViews(db: Database, site: Site, slug: string): Promise<number | null> {
  const [row] = await db
    .select({ views: carViewsTotal })
    .from(cars)
    .leftJoin(carViews, eq(carViews.car_id, cars.id))
    .where(and(eq(cars.site_id, site.id), eq(cars.slug, slug)));
  return row ? Number(row.views) : null;
}

/**
 * The views of these cars of the site by id: the imported count plus the views counted here, read
 * for the cars a page shows (a car's own page, its similar cars, a page of results), so every
 * instance shows the count as the database has it and nothing about the whole site is read or kept.
 */
export async function readViews(
  db: Database,
  site: Site,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: cars.id, views: carViewsTotal })
    .from(cars)
    .leftJoin(carViews, and(eq(carViews.car_id, cars.id), eq(carViews.site_id, site.id)))
    .where(and(eq(cars.site_id, site.id), inArray(cars.id, [...ids])));
  return new Map(rows.map((row) => [row.id, Number(row.views)]));
}

/**
 * The views of the cars of a page of results, so a card says what the car's page says: the search
 * index holds the count it was built with, and views do not rebuild it.
 */
export async function withCurrentViews<T extends { id: number; views: number }>(
  db: Database,
  site: Site,
  hits: T[],
): Promise<T[]> {
  if (hits.length === 0) return hits;
  const views = await readViews(
    db,
    site,
    hits.map((hit) => hit.id),
  );
  return hits.map((hit) => {
    const count = views.get(hit.id) ?? hit.views;
    if (count === hit.views) return hit;
    // The same object while the count stands: a card drawn from it is found again by its data.
    const known = counted.get(hit) as { views: number; hit: T } | undefined;
    if (known?.views === count) return known.hit;
    const fresh = { ...hit, views: count };
    counted.set(hit, { views: count, hit: fresh });
    return fresh;
  });
}

const counted = new WeakMap<object, { views: number; hit: object }>();

/**
 * Counts one view of the car and returns its views: the imported count plus the views counted here
 * [VSD §7 View count]. Null when the site has no such car.
 */
export async function countVehicleView(db: Database, site: Site, slug: string): Promise<number | null> {
  const [row] = await selectRows<{ id: number; views: number | string }>(
    db,
    sql`
    with car as (
      select ${cars.id} as id, ${cars.views} as base from ${cars}
      where ${cars.site_id} = ${site.id} and ${cars.slug} = ${slug}
    ), counted as (
      insert into ${carViews} (car_id, site_id, views)
      select id, ${site.id}, 1 from car
      on conflict (car_id) do update set views = ${carViews}.views + 1
      returning views
    )
    select car.id, (car.base + counted.views)::int as views from car, counted`,
  );
  if (!row) return null;
  return Number(row.views);
}

/**
 * Up to 6 similar cars [VSD §9]: the same make and model, then the same body and condition, each
 * search limited to 10 and within the price window (plus or minus 10,000 below 50,000, else 25,000).
 * Skipped when the car has no positive price [VSD §5]. If a search fails, a plain search of the
 * same make is used instead [VSD §8 "Similar-cars failure: logged only, then a search-based
 * fallback is shown"].
 */
export async function getSimilarCars(
  db: Database,
  site: Site,
  car: Pick<VehicleRecord, "id" | "make" | "model" | "simple_body" | "car_type" | "price">,
  now = new Date(),
): Promise<SearchDoc[]> {
  const window = getSimilarPriceWindow(car.price);
  if (!window) return [];
  const search = await getStockSearch(db, site);
  const available = { status: [...AVAILABLE_STATUSES] };
  const queries = [
    { refinements: { ...available, make: [car.make], model: [car.model] }, ranges: { price: window } },
    {
      refinements: {
        ...available,
        ...(car.simple_body ? { body: [car.simple_body] } : {}),
        car_type: [car.car_type],
      },
      ranges: { price: window },
    },
  ];
  let hits: SearchDoc[];
  try {
    hits = queries.flatMap(
      (query) =>
        runStockSearch(search, site, { ...query, facets: [], hitsPerPage: SIMILAR_SEARCH_LIMIT }, now).hits,
    );
  } catch (error) {
    getLogger().warn({ err: error }, "similar cars search failed; showing the same make");
    hits = runStockSearch(
      search,
      site,
      { refinements: { make: [car.make] }, facets: [], hitsPerPage: SIMILAR_SEARCH_LIMIT },
      now,
    ).hits;
  }
  const seen = new Set([car.id]);
  const similar: SearchDoc[] = [];
  for (const hit of hits) {
    if (seen.has(hit.id)) continue;
    seen.add(hit.id);
    similar.push(hit);
    if (similar.length === SIMILAR_CARS_SHOWN) break;
  }
  return similar;
}
