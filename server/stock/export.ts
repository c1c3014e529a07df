import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { cars } from "#server/db/schema";
import type { FeedRow } from "./feed-schema";

/*
 * A site's cars written back as feed rows (docs/stock-feed.md): what a feed holding the site's
 * stock as it stands would say. Importing them again changes nothing; the local feed server
 * (server/demo/feed-server.ts) starts from them.
 */
export type FeedRecord = Partial<Record<keyof FeedRow, string | number | boolean | string[]>>;

/** The columns a feed row is made from (a car's other columns are the site's own, not the feed's). */
const FEED_COLUMNS = {
  stocknum: cars.stocknum,
  car_type: cars.car_type,
  status: cars.status,
  year: cars.year,
  make: cars.make,
  model: cars.model,
  price: cars.price,
  km: cars.km,
  images: cars.images,
  standard_equipment: cars.standard_equipment,
  reserved: cars.reserved,
  certified: cars.certified,
  preorder: cars.preorder,
  show_on_dealer_website: cars.show_on_dealer_website,
  location_id: cars.location_id,
  badge: cars.badge,
  series: cars.series,
  colour: cars.colour,
  interior_colour: cars.interior_colour,
  simple_body: cars.simple_body,
  bodyconfiguration: cars.bodyconfiguration,
  simple_transmission: cars.simple_transmission,
  trans: cars.trans,
  gearnum: cars.gearnum,
  fuel: cars.fuel,
  drive: cars.drive,
  seats: cars.seats,
  doors: cars.doors,
  engine_size: cars.engine_size,
  before_price: cars.before_price,
  subscription_price: cars.subscription_price,
  price_type: cars.price_type,
  vin: cars.vin,
  nvic: cars.nvic,
  regplate: cars.regplate,
  rego_state: cars.rego_state,
  rego_expiry: cars.rego_expiry,
  build_date: cars.build_date,
  compliance_date: cars.compliance_date,
  tag: cars.tag,
  video_url: cars.video_url,
  dealercomments: cars.dealercomments,
};
type CarRow = { [K in keyof typeof FEED_COLUMNS]: (typeof cars.$inferSelect)[K] };

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

/**
 * The site's cars that a full feed would list: those not sold. A car reserved only because a buyer
 * holds it with a deposit is not reserved in the feed: that hold is the site's, not the dealer's.
 */
export async function unsoldCarsAsFeedRows(db: Database, siteId: number): Promise<FeedRecord[]> {
  const rows = await db
    .select({
      car: FEED_COLUMNS,
      held: sql<boolean>`exists (select 1 from reservations r where r.car_id = "cars"."id" and r.status = 'held')`,
    })
    .from(cars)
    .where(and(eq(cars.site_id, siteId), inArray(cars.status, ["in_stock", "coming_soon", "other"])))
    .orderBy(asc(cars.id));
  return rows.map(({ car, held }) => ({ ...carAsFeedRow(car), reserved: car.reserved && !held }));
}
