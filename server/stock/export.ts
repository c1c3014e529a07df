import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { cars } from "#server/db/schema";
import type { FeedRow } from "./feed-schema";

/*
 * A site's cars written back as feed rows (docs/stock-feed.md): what a feed holding the site's
 * stock as it stands would say. Importing them again changes nothing; the local feed server
 * (server/demo/feed-server.ts) starts from them.
 */
export type FeedRecord = Partial<Record<keyof FeedRow, string | number | boolean | string[]>>;

type CarRow = typeof cars.$inferSelect;

/** One car as a feed row: only the fields it has, each as a feed writes it. */
export function carAsFeedRow(car: CarRow): FeedRecord {
  const row: FeedRecord = {
    stocknum: car.stocknum,
    car_type: car.car_type,
    status: car.status,
    year: car.year,
    make: car.make,
    model: car.model,
    price: car.price,
    km: car.km,
    images: car.images.map((image) => image.src),
    standard_equipment: car.standard_equipment,
    reserved: car.reserved,
    certified: car.certified,
    preorder: car.preorder,
    show_on_dealer_website: car.show_on_dealer_website,
    location_id: car.location_id,
  };
  const optional = {
    badge: car.badge,
    series: car.series,
    colour: car.colour,
    interior_colour: car.interior_colour,
    body: car.simple_body,
    bodyconfiguration: car.bodyconfiguration,
    transmission: car.simple_transmission,
    trans: car.trans,
    gearnum: car.gearnum,
    fuel: car.fuel,
    drive: car.drive,
    seats: car.seats,
    doors: car.doors,
    engine_size: car.engine_size,
    before_price: car.before_price,
    subscription_price: car.subscription_price,
    price_type: car.price_type,
    vin: car.vin,
    nvic: car.nvic,
    regplate: car.regplate,
    rego_state: car.rego_state,
    rego_expiry: car.rego_expiry,
    build_date: car.build_date,
    compliance_date: car.compliance_date,
    tag: car.tag,
    video_url: car.video_url,
    dealercomments: car.dealercomments,
  } satisfies Partial<Record<keyof FeedRow, string | number | null>>;
  // Absent and empty are the same to a feed.
  for (const [field, value] of Object.entries(optional))
    if (value !== null && value !== "") row[field as keyof FeedRow] = value;
  return row;
}

/** The site's cars that a full feed would list: those not sold. */
export async function unsoldCarsAsFeedRows(db: Database, siteId: number): Promise<FeedRecord[]> {
  const rows = await db
    .select()
    .from(cars)
    .where(and(eq(cars.site_id, siteId), inArray(cars.status, ["in_stock", "coming_soon", "other"])))
    .orderBy(asc(cars.id));
  return rows.map(carAsFeedRow);
}
