import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { PAYMENT_STATUSES, RESERVATION_STATUSES } from "../../domain/reservations";

/*
 * Every entity of both specification documents. Rows that belong to a dealer site carry site_id
 * (the site's website id from its configuration); models always filter by it (docs/architecture.md rule 4).
 * Nested lists the spec gives as sub-objects (images, hotspots, lender data, variant) are jsonb:
 * they are read and written whole with their car.
 */

export const carStatus = pgEnum("car_status", ["in_stock", "coming_soon", "sold", "other"]);
export const carType = pgEnum("car_type", ["new", "used", "demo"]);
export const vehicleKind = pgEnum("vehicle_kind", ["car", "motorcycle", "caravan", "motorhome", "truck"]);
export const locationType = pgEnum("location_type", [
  "sales",
  "service",
  "parts",
  "empty",
  "service-and-parts",
]);

const timestamps = {
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** One row per configured site, kept in step with sites/*.json at start-up. */
export const sites = pgTable("sites", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  config_hash: text("config_hash").notNull(),
  synced_at: timestamp("synced_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Key/value facts about the database itself (demo-data version and the like). */
export const meta = pgTable("meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The static catalogue of about 150 makes [SW §3 Manufacturer list]. Shared by all sites. */
export const manufacturers = pgTable("manufacturers", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  logo_src: text("logo_src").notNull(),
  country: text("country"),
});

/** Manufacturer and model directory [VSD §3 'manufacturer.name, model.name, model.body']. */
export const models = pgTable(
  "models",
  {
    id: serial("id").primaryKey(),
    manufacturer_id: integer("manufacturer_id")
      .notNull()
      .references(() => manufacturers.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    body: text("body").notNull(),
    vehicle_kind: vehicleKind("vehicle_kind").notNull().default("car"),
    override_url: text("override_url"),
  },
  (t) => [uniqueIndex("models_manufacturer_slug").on(t.manufacturer_id, t.slug)],
);

export const dealerships = pgTable(
  "dealerships",
  {
    id: integer("id").notNull(),
    site_id: integer("site_id")
      .notNull()
      .references(() => sites.id),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    manufacturers: jsonb("manufacturers").$type<string[]>().notNull().default([]),
    average_rating: real("average_rating"),
    review_count: integer("review_count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.id] }),
    uniqueIndex("dealerships_site_slug").on(t.site_id, t.slug),
  ],
);

export type OpeningHour = { weekday: number; status: "Open" | "Closed"; open?: string; close?: string };

export const locations = pgTable(
  "locations",
  {
    id: integer("id").notNull(),
    site_id: integer("site_id")
      .notNull()
      .references(() => sites.id),
    dealership_id: integer("dealership_id").notNull(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    primary: boolean("primary").notNull().default(false),
    visible: boolean("visible").notNull().default(true),
    location_type: locationType("location_type").notNull(),
    location_subtype: jsonb("location_subtype").$type<string[]>().notNull().default([]),
    manufacturers: jsonb("manufacturers").$type<string[]>().notNull().default([]),
    street: text("street").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    postcode: text("postcode").notNull(),
    lat: doublePrecision("lat").notNull(),
    long: doublePrecision("long").notNull(),
    place_url: text("place_url"),
    place_id: text("place_id"),
    map_key: text("map_key"),
    phone: text("phone").notNull(),
    landline_phone: text("landline_phone"),
    opening_hours: jsonb("opening_hours").$type<OpeningHour[]>().notNull(),
    image_src: text("image_src"),
    average_rating: real("average_rating"),
    review_count: integer("review_count").notNull().default(0),
    dealer_license_number: text("dealer_license_number"),
    motor_vehicle_repairer: text("motor_vehicle_repairer"),
    distribution_locations: jsonb("distribution_locations").$type<string[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.id] }),
    uniqueIndex("locations_site_slug").on(t.site_id, t.slug),
  ],
);

/** Holiday hours [SW §3 Special (holiday) hours]; location_id null means every location. */
export const specialHours = pgTable(
  "special_hours",
  {
    id: serial("id").primaryKey(),
    site_id: integer("site_id")
      .notNull()
      .references(() => sites.id),
    location_id: integer("location_id"),
    date: date("date").notNull(),
    label: text("label").notNull(),
    status: text("status", { enum: ["Open", "Closed"] }).notNull(),
    start_hour: text("start_hour"),
    end_hour: text("end_hour"),
  },
  (t) => [index("special_hours_site_date").on(t.site_id, t.date)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: integer("id").primaryKey(),
    site_id: integer("site_id")
      .notNull()
      .references(() => sites.id),
    location_id: integer("location_id"),
    dealership_id: integer("dealership_id"),
    customer_name: text("customer_name").notNull(),
    text: text("text"),
    rating: real("rating").notNull(),
    review_date: timestamp("review_date", { withTimezone: true }).notNull(),
    reply_text: text("reply_text"),
    reply_date: timestamp("reply_date", { withTimezone: true }),
  },
  (t) => [index("reviews_site").on(t.site_id, t.location_id)],
);

export type CarImage = { src: string; alt?: string };
export type Hotspot = {
  id: string;
  kind: "exterior" | "interior";
  description: string;
  anchors: string[];
  positions: { frame: number; posX: number; posY: number }[];
};
export type FinanceLender = {
  financeProvider: string;
  disclaimer: string;
  deposit: number;
  paymentMonth: number | null;
  paymentWeek: number | null;
  totalPayable: number;
  interestRate: number | null;
  comparisonRate: number | null;
  termMonths: number;
  termYears: number;
  termWeeks: number;
  establishmentFees: number;
  balloon: number;
};
export type Variant = {
  cylinders: number | null;
  enginesize: number | null;
  enginesize_litres: number | null;
  induction: string | null;
  geartype: string | null;
  fuelconsumptioncombined: number | null;
  fuelcapacity: number | null;
  grossvehiclemass: number | null;
  vehiclelength: number | null;
  vehicleheight: number | null;
  vehiclewidth: number | null;
  towingcapacitybraked: number | null;
  bodyconfiguration: string | null;
  torque: number | null;
  power: number | null;
  ancaprating: number | null;
};
export type TrailerSpecifications = {
  body_width: number | null;
  body_length: number | null;
  tare_weight: number | null;
  axle_type: string | null;
  sleeps: number | null;
  aggregate_trailer_mass: number | null;
};
export type MarketData = { state_average_market_price: number; average_market_price: number };
export type YouxQuote = { weeklyRepaymentAmount: number; comparisonRate: number; advertisedRate: number };

/** The vehicle, with every field of [VSD §3 Car]. */
export const cars = pgTable(
  "cars",
  {
    id: serial("id").primaryKey(),
    site_id: integer("site_id")
      .notNull()
      .references(() => sites.id),
    slug: text("slug").notNull(),
    stocknum: text("stocknum").notNull(),
    name: text("name").notNull(),
    vehicle_kind: vehicleKind("vehicle_kind").notNull().default("car"),
    year: integer("year").notNull(),
    make: text("make").notNull(),
    make_slug: text("make_slug").notNull(),
    model: text("model").notNull(),
    model_slug: text("model_slug").notNull(),
    badge: text("badge"),
    series: text("series"),
    colour: text("colour"),
    colour_hex: text("colour_hex"),
    interior_colour: text("interior_colour"),
    gearnum: integer("gearnum"),
    bodyconfiguration: text("bodyconfiguration"),
    price: integer("price").notNull().default(0),
    before_price: integer("before_price"),
    offer_price: integer("offer_price"),
    subscription_price: integer("subscription_price"),
    price_type: text("price_type"),
    preorder: boolean("preorder").notNull().default(false),
    km: integer("km").notNull().default(0),
    vin: text("vin"),
    nvic: text("nvic"),
    regplate: text("regplate"),
    rego_state: text("rego_state"),
    rego_expiry: date("rego_expiry"),
    build_date: date("build_date"),
    compliance_date: date("compliance_date"),
    drive: text("drive"),
    seats: integer("seats"),
    doors: integer("doors"),
    engine_size: integer("engine_size"),
    engine_size_litres: real("engine_size_litres"),
    fuel: text("fuel"),
    simple_fuel: text("simple_fuel"),
    simple_body: text("simple_body"),
    simple_transmission: text("simple_transmission"),
    trans: text("trans"),
    status: carStatus("status").notNull().default("in_stock"),
    sold_at: timestamp("sold_at", { withTimezone: true }),
    car_type: carType("car_type").notNull(),
    tag: text("tag"),
    reserved: boolean("reserved").notNull().default(false),
    certified: boolean("certified").notNull().default(false),
    views: integer("views").notNull().default(0),
    photos_count: integer("photos_count").notNull().default(0),
    images: jsonb("images").$type<CarImage[]>().notNull().default([]),
    video_url: text("video_url"),
    external_video_url: text("external_video_url"),
    spin_images: jsonb("spin_images").$type<string[]>().notNull().default([]),
    spin_interior_image: text("spin_interior_image"),
    spin_code: text("spin_code"),
    hotspots: jsonb("hotspots").$type<Hotspot[]>().notNull().default([]),
    standard_equipment: jsonb("standard_equipment").$type<string[]>().notNull().default([]),
    dealercomments: text("dealercomments"),
    history_file: text("history_file"),
    carsales_title: text("carsales_title"),
    private_suburb: text("private_suburb"),
    private_postcode: text("private_postcode"),
    autograb_data: jsonb("autograb_data").$type<MarketData | null>(),
    youx_quote: jsonb("youx_quote").$type<YouxQuote | null>(),
    specifications: jsonb("specifications").$type<TrailerSpecifications | null>(),
    variant: jsonb("variant").$type<Variant | null>(),
    finance_lenders: jsonb("finance_lenders").$type<Record<string, FinanceLender>>().notNull().default({}),
    payment_processors: jsonb("payment_processors")
      .$type<{ name: string; deposit: number }[]>()
      .notNull()
      .default([]),
    categories: jsonb("categories").$type<string[]>().notNull().default([]),
    filtered_features: jsonb("filtered_features").$type<string[]>().notNull().default([]),
    dealership_id: integer("dealership_id").notNull(),
    location_id: integer("location_id").notNull(),
    show_on_dealer_website: boolean("show_on_dealer_website").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("cars_site_stocknum").on(t.site_id, t.stocknum),
    uniqueIndex("cars_site_slug").on(t.site_id, t.slug),
    index("cars_site_status").on(t.site_id, t.status),
    index("cars_updated").on(t.site_id, t.updated_at),
    // Comparables for the market price service, across every site's stock.
    index("cars_make_model").on(t.make, t.model, t.year),
    // Comparables for the trade-in valuation, matched whatever the case of make and model
    // (server/integrations/valuation.ts); the expressions are the query's own.
    index("cars_lower_make_model_year").on(sql`lower(${t.make})`, sql`lower(${t.model})`, t.year),
    // The registration lookup of the trade-in form, across every site's stock
    // (server/integrations/rego-lookup.ts): the plate as the query normalises it, and its state.
    index("cars_rego_plate_state").on(
      sql`upper(regexp_replace(coalesce(${t.regplate}, ''), '[^A-Za-z0-9]', '', 'g'))`,
      t.rego_state,
    ),
  ],
);

/**
 * Views counted on the vehicle page [VSD §7 View count], kept apart from the cars row: a view must
 * not rewrite the wide cars row, nor move the stock version that makes search indexes rebuild. A
 * car's views are its imported `cars.views` plus this count.
 */
export const carViews = pgTable(
  "car_views",
  {
    car_id: integer("car_id")
      .primaryKey()
      .references(() => cars.id, { onDelete: "cascade" }),
    site_id: integer("site_id")
      .notNull()
      .references(() => sites.id),
    views: bigint("views", { mode: "number" }).notNull().default(0),
  },
  // A site's counts, read whole for its search index (server/search/store.server.ts): without it
  // each read scans every site's counts. `views` stays out of the index,
  // so counting a view remains a HOT update.
  (t) => [index("car_views_site").on(t.site_id)],
);

/**
 * A counter per site that moves whenever any of its cars is inserted, updated or deleted (statement
 * triggers in migration 0001). Search indexes compare it on each query, so stock changes show at
 * once, also when several app instances share one PostgreSQL.
 */
export const stockVersions = pgTable("stock_versions", {
  site_id: integer("site_id")
    .primaryKey()
    .references(() => sites.id),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/**
 * Which cars each stock version changed: written by the same trigger that moves the version, under
 * its row lock, so a site's entries arrive in version order. A process holding a site's search index
 * at version v reads the cars with entries above v and updates those only (server/search/store.server.ts);
 * the page cache reads them to keep pages the change cannot touch. Entries are kept for an hour.
 */
export const stockChanges = pgTable(
  "stock_changes",
  {
    site_id: integer("site_id").notNull(),
    version: bigint("version", { mode: "number" }).notNull(),
    car_id: integer("car_id").notNull(),
    changed_at: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stock_changes_site_version").on(t.site_id, t.version),
    index("stock_changes_changed_at").on(t.changed_at),
  ],
);

/** Manufacturer offers [SW §3 Offer]; hidden on sites in excluded_website_ids. */
export const offers = pgTable("offers", {
  id: integer("id").primaryKey(),
  site_id: integer("site_id").references(() => sites.id),
  name: text("name").notNull(),
  image_src: text("image_src").notNull(),
  manufacturer_slug: text("manufacturer_slug"),
  manufacturer_name: text("manufacturer_name"),
  model_name: text("model_name"),
  model_slug: text("model_slug"),
  model_override_url: text("model_override_url"),
  description: text("description").notNull(),
  disclaimer: text("disclaimer").notNull().default(""),
  category: text("category").notNull(),
  price: integer("price"),
  excluded_website_ids: jsonb("excluded_website_ids").$type<number[]>().notNull().default([]),
  starts_at: timestamp("starts_at", { withTimezone: true }),
  ends_at: timestamp("ends_at", { withTimezone: true }),
});

export const brandDirectoryEntries = pgTable("brand_directory_entries", {
  id: serial("id").primaryKey(),
  site_id: integer("site_id")
    .notNull()
    .references(() => sites.id),
  title: text("title").notNull(),
  slug: text("slug").notNull(),
  logo_src: text("logo_src").notNull(),
  banner_src: text("banner_src"),
  description: text("description").notNull(),
  skip_page: boolean("skip_page").notNull().default(false),
  external_url: text("external_url"),
  position: integer("position").notNull().default(0),
});

/** Dealership website brand banners [SW §3 'url, make, name, title, logo.url, slug']. */
export const dealershipWebsites = pgTable("dealership_websites", {
  id: serial("id").primaryKey(),
  site_id: integer("site_id")
    .notNull()
    .references(() => sites.id),
  url: text("url").notNull(),
  make: text("make").notNull(),
  name: text("name").notNull(),
  title: text("title").notNull(),
  logo_src: text("logo_src").notNull(),
  slug: text("slug").notNull(),
});

/** Promo tiles and promo nodes [VSD §3 Promo node, SW §3 Promo tile]. */
export const promoTiles = pgTable("promo_tiles", {
  id: serial("id").primaryKey(),
  site_id: integer("site_id")
    .notNull()
    .references(() => sites.id),
  title: text("title").notNull(),
  image_src: text("image_src").notNull(),
  alt: text("alt").notNull(),
  background: text("background"),
  href: text("href").notNull(),
  display: jsonb("display").$type<("new" | "used" | "demo")[]>().notNull(),
  strict_display: boolean("strict_display").notNull().default(false),
  start: timestamp("start", { withTimezone: true }),
  expiry: timestamp("expiry", { withTimezone: true }),
  position: integer("position").notNull(),
});

/** Buyers sign in with their phone [VSD §6]; one account per site. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    site_id: integer("site_id")
      .notNull()
      .references(() => sites.id),
    phone: text("phone").notNull(),
    name: text("name"),
    last_name: text("last_name"),
    email: text("email"),
    postcode: text("postcode"),
    ...timestamps,
  },
  (t) => [uniqueIndex("users_site_phone").on(t.site_id, t.phone)],
);

export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: serial("id").primaryKey(),
    site_id: integer("site_id")
      .notNull()
      .references(() => sites.id),
    phone: text("phone").notNull(),
    code_hash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verification_codes_phone").on(t.site_id, t.phone)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    site_id: integer("site_id")
      .notNull()
      .references(() => sites.id),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // A buyer's expired sessions, cleared at each sign-in (server/auth/auth.server.ts), and the
  // sessions an account's removal deletes with it.
  (t) => [index("sessions_user_expires").on(t.user_id, t.expires_at)],
);

export const watchlist = pgTable(
  "watchlist",
  {
    site_id: integer("site_id")
      .notNull()
      .references(() => sites.id),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    car_id: integer("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.car_id] })],
);

/** Every lead, whatever its form; written in one transaction with its outbox rows [docs/architecture.md rule 6]. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    site_id: integer("site_id")
      .notNull()
      .references(() => sites.id),
    category: text("category").notNull(),
    subcategory: text("subcategory"),
    car_id: integer("car_id"),
    dealership_id: integer("dealership_id"),
    location_id: integer("location_id"),
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    message: text("message"),
    opt_in: boolean("opt_in").notNull().default(true),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    idempotency_key: text("idempotency_key"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("leads_site_created").on(t.site_id, t.created_at),
    uniqueIndex("leads_site_idempotency").on(t.site_id, t.idempotency_key),
    // A buyer's enquiries in My garage, newest first (server/pages/my-garage.server.ts).
    index("leads_site_phone_created").on(t.site_id, t.phone, t.created_at),
    // Test drives already booked at a location, for the free slots (server/integrations/appointments.ts).
    index("leads_site_location_category").on(t.site_id, t.location_id, t.category),
  ],
);

/**
 * Deliveries owed for each lead: one row per recipient (a dealer address, a dealer webhook, the
 * buyer's confirmation), written with the lead. The delivery worker claims due rows with
 * `FOR UPDATE SKIP LOCKED` and a lease (next_attempt_at moves ahead while a row is being sent), so
 * several instances never send one row at the same time (server/leads/delivery/worker.server.ts).
 */
export const leadOutbox = pgTable(
  "lead_outbox",
  {
    id: serial("id").primaryKey(),
    lead_id: uuid("lead_id")
      .notNull()
      .references(() => leads.id),
    /** dealer-email, dealer-webhook or buyer-email. */
    channel: text("channel").notNull(),
    /** The e-mail address or webhook URL, fixed when the lead is stored. */
    target: text("target").notNull().default(""),
    /** For webhooks: the environment variable holding the signing secret (never the secret). */
    secret_env: text("secret_env"),
    status: text("status", { enum: ["pending", "delivered", "dead"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    last_error: text("last_error"),
    delivered_at: timestamp("delivered_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_outbox_due").on(t.status, t.next_attempt_at), index("lead_outbox_lead").on(t.lead_id)],
);

/** Every delivery attempt, for the operator's `leads show` (what was tried, when, and why it failed). */
export const leadDeliveryAttempts = pgTable(
  "lead_delivery_attempts",
  {
    id: serial("id").primaryKey(),
    outbox_id: integer("outbox_id")
      .notNull()
      .references(() => leadOutbox.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    /** Which server process made the attempt (host and pid), to see two instances share the work. */
    worker: text("worker").notNull(),
    started_at: timestamp("started_at", { withTimezone: true }).notNull(),
    finished_at: timestamp("finished_at", { withTimezone: true }).notNull().defaultNow(),
    ok: boolean("ok").notNull(),
    error: text("error"),
  },
  (t) => [index("lead_delivery_attempts_outbox").on(t.outbox_id)],
);

/** Reserve-online deposits [VSD §9: $200, held 48 hours, 100% refundable]. */
/**
 * Online reservations [VSD §9; docs/decisions/020-reserve-online.md]. The partial unique index is
 * the rule "one car, one buyer at a time": of any number of concurrent attempts, one insert wins.
 * Buyer details are kept for the dealer's lead and the receipt, and removed with the account.
 */
export const reservations = pgTable(
  "reservations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    site_id: integer("site_id")
      .notNull()
      .references(() => sites.id),
    car_id: integer("car_id")
      .notNull()
      .references(() => cars.id),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    amount: integer("amount").notNull(),
    status: text("status", { enum: RESERVATION_STATUSES }).notNull(),
    idempotency_key: text("idempotency_key"),
    payment_provider: text("payment_provider").notNull().default("test"),
    payment_status: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("unpaid"),
    payment_reference: text("payment_reference"),
    refund_reference: text("refund_reference"),
    lead_id: uuid("lead_id"),
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    held_at: timestamp("held_at", { withTimezone: true }),
    ended_at: timestamp("ended_at", { withTimezone: true }),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("reservations_one_active_per_car")
      .on(t.car_id)
      .where(sql`${t.status} in ('pending', 'held')`),
    uniqueIndex("reservations_site_idempotency").on(t.site_id, t.idempotency_key),
    index("reservations_due").on(t.status, t.expires_at),
    index("reservations_user").on(t.user_id),
  ],
);

/**
 * The local test mode's ledger of payments [server/payments/test-mode.server.ts]: what a payment
 * provider would keep. One row per idempotency key; only a card's last four digits are stored.
 */
export const localPayments = pgTable("local_payments", {
  id: text("id").primaryKey(),
  idempotency_key: text("idempotency_key").notNull().unique(),
  site_id: integer("site_id").notNull(),
  reservation_id: uuid("reservation_id"),
  online_payment_id: uuid("online_payment_id"),
  /** In cents (whole dollars before migration 0006). */
  amount: integer("amount").notNull(),
  card_last4: text("card_last4").notNull(),
  status: text("status", { enum: ["succeeded", "declined"] }).notNull(),
  refund_id: text("refund_id"),
  refund_key: text("refund_key"),
  refunded_at: timestamp("refunded_at", { withTimezone: true }),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Payments a signed-in buyer makes to the dealer at /online-payment [SW §2 gated routes;
 * docs/decisions/023-online-payment-and-spin-to-win.md]: an invoice, an order or a deposit, by its
 * reference. One row per form submission (its idempotency key); the dealer's lead when paid.
 */
export const onlinePayments = pgTable(
  "online_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    site_id: integer("site_id")
      .notNull()
      .references(() => sites.id),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    purpose: text("purpose").notNull(),
    reference: text("reference").notNull(),
    amount_cents: integer("amount_cents").notNull(),
    location_id: integer("location_id"),
    status: text("status", { enum: ["pending", "paid", "failed"] }).notNull(),
    idempotency_key: text("idempotency_key").notNull(),
    payment_provider: text("payment_provider").notNull(),
    payment_reference: text("payment_reference"),
    lead_id: uuid("lead_id"),
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    paid_at: timestamp("paid_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("online_payments_site_idempotency").on(t.site_id, t.idempotency_key),
    index("online_payments_user").on(t.user_id),
  ],
);

/**
 * Spin to win [SW §2 gated routes]: one spin per buyer and promotion, kept by a keyed hash of the
 * mobile number (a deleted account does not earn a second spin), with the prize it won.
 */
export const spins = pgTable(
  "spins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    site_id: integer("site_id")
      .notNull()
      .references(() => sites.id),
    promotion: text("promotion").notNull(),
    phone_hash: text("phone_hash").notNull(),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    prize: text("prize").notNull(),
    voucher: text("voucher").notNull(),
    lead_id: uuid("lead_id"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("spins_one_per_buyer").on(t.site_id, t.promotion, t.phone_hash)],
);

/** Payment webhook events already handled, so a replayed one changes nothing. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text("provider").notNull(),
    event_id: text("event_id").notNull(),
    type: text("type").notNull(),
    received_at: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.event_id] })],
);

/** Analytics events by the spec's numeric ids [VSD §7, SW §7]. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: serial("id").primaryKey(),
    site_id: integer("site_id")
      .notNull()
      .references(() => sites.id),
    event_id: integer("event_id").notNull(),
    car_id: integer("car_id"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("analytics_site_event").on(t.site_id, t.event_id)],
);

/** One row per stock import run, with its row report. */
export const importRuns = pgTable("import_runs", {
  id: serial("id").primaryKey(),
  site_id: integer("site_id")
    .notNull()
    .references(() => sites.id),
  file: text("file").notNull(),
  full: boolean("full").notNull().default(false),
  rows_total: integer("rows_total").notNull().default(0),
  rows_stored: integer("rows_stored").notNull().default(0),
  rows_unchanged: integer("rows_unchanged").notNull().default(0),
  rows_rejected: integer("rows_rejected").notNull().default(0),
  marked_sold: integer("marked_sold").notNull().default(0),
  report: jsonb("report").$type<{ row: number; field: string; reason: string }[]>().notNull().default([]),
  started_at: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  finished_at: timestamp("finished_at", { withTimezone: true }),
  /** The site's feed this run pulled (null: an operator's `forecourt import`). */
  feed: text("feed"),
  /** done, unchanged (the feed was as last time), held (awaiting `feeds approve`), failed. */
  outcome: text("outcome").$type<FeedRunOutcome>().notNull().default("done"),
  rows_added: integer("rows_added").notNull().default(0),
  rows_updated: integer("rows_updated").notNull().default(0),
  bytes: integer("bytes"),
  /** Why a run failed or was held, in words for the operator. */
  error: text("error"),
});

export type FeedRunOutcome = "done" | "unchanged" | "held" | "failed";

/**
 * Each site's stock feeds as the scheduler keeps them (the feeds themselves are named in the site's
 * file): when each is next due, what the source last answered (for conditional requests), its last
 * good run and a run held for an operator. Claimed like the lead outbox: a due row's next_run_at is
 * moved ahead by a lease under FOR UPDATE SKIP LOCKED, so one instance runs each due feed.
 */
export const stockFeeds = pgTable(
  "stock_feeds",
  {
    site_id: integer("site_id")
      .notNull()
      .references(() => sites.id),
    name: text("name").notNull(),
    next_run_at: timestamp("next_run_at", { withTimezone: true }).notNull().defaultNow(),
    etag: text("etag"),
    last_modified: text("last_modified"),
    /** sha-256 of the last body applied: the same file again is an unchanged run. */
    content_hash: text("content_hash"),
    last_run_id: integer("last_run_id"),
    last_good_at: timestamp("last_good_at", { withTimezone: true }),
    /** Failed runs since the last good one. */
    failures: integer("failures").notNull().default(0),
    held_run_id: integer("held_run_id"),
    /** The held run's file, kept here (not on one instance's disk) for whichever instance approves it. */
    held_body: text("held_body"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.name] })],
);

/**
 * The shared rate limiter's counters [docs/architecture.md rule 11]: one row per limited key (a policy, a
 * site and a hashed IP, phone or site), counted by a single atomic upsert so several instances on
 * one database count together. Rows past their window are cleared in the background.
 * Layout fixed by rate-limiter-flexible's RateLimiterDrizzle (docs/decisions/007-rate-limiter.md).
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull(),
    expire: timestamp("expire", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("rate_limits_expire").on(t.expire)],
);

/**
 * Secrets the instances share, made at first use (the key that hashes sign-in codes, when the
 * environment gives none). Kept in the database so every instance on it agrees.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
