CREATE TYPE "public"."car_status" AS ENUM('in_stock', 'coming_soon', 'sold', 'other');--> statement-breakpoint
CREATE TYPE "public"."car_type" AS ENUM('new', 'used', 'demo');--> statement-breakpoint
CREATE TYPE "public"."location_type" AS ENUM('sales', 'service', 'parts', 'empty', 'service-and-parts');--> statement-breakpoint
CREATE TYPE "public"."vehicle_kind" AS ENUM('car', 'motorcycle', 'caravan', 'motorhome', 'truck');--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"car_id" integer,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_directory_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"logo_src" text NOT NULL,
	"banner_src" text,
	"description" text NOT NULL,
	"skip_page" boolean DEFAULT false NOT NULL,
	"external_url" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"slug" text NOT NULL,
	"stocknum" text NOT NULL,
	"name" text NOT NULL,
	"vehicle_kind" "vehicle_kind" DEFAULT 'car' NOT NULL,
	"year" integer NOT NULL,
	"make" text NOT NULL,
	"make_slug" text NOT NULL,
	"model" text NOT NULL,
	"model_slug" text NOT NULL,
	"badge" text,
	"series" text,
	"colour" text,
	"colour_hex" text,
	"interior_colour" text,
	"gearnum" integer,
	"bodyconfiguration" text,
	"price" integer DEFAULT 0 NOT NULL,
	"before_price" integer,
	"offer_price" integer,
	"subscription_price" integer,
	"price_type" text,
	"preorder" boolean DEFAULT false NOT NULL,
	"km" integer DEFAULT 0 NOT NULL,
	"vin" text,
	"nvic" text,
	"regplate" text,
	"rego_state" text,
	"rego_expiry" date,
	"build_date" date,
	"compliance_date" date,
	"drive" text,
	"seats" integer,
	"doors" integer,
	"engine_size" integer,
	"engine_size_litres" real,
	"fuel" text,
	"simple_fuel" text,
	"simple_body" text,
	"simple_transmission" text,
	"trans" text,
	"status" "car_status" DEFAULT 'in_stock' NOT NULL,
	"sold_at" timestamp with time zone,
	"car_type" "car_type" NOT NULL,
	"tag" text,
	"reserved" boolean DEFAULT false NOT NULL,
	"certified" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"photos_count" integer DEFAULT 0 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_url" text,
	"external_video_url" text,
	"spin_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"spin_interior_image" text,
	"spin_code" text,
	"hotspots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"standard_equipment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dealercomments" text,
	"history_file" text,
	"carsales_title" text,
	"private_suburb" text,
	"private_postcode" text,
	"autograb_data" jsonb,
	"youx_quote" jsonb,
	"specifications" jsonb,
	"variant" jsonb,
	"finance_lenders" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payment_processors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"filtered_features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dealership_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"show_on_dealer_website" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealership_websites" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"url" text NOT NULL,
	"make" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"logo_src" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealerships" (
	"id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"manufacturers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"average_rating" real,
	"review_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dealerships_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"file" text NOT NULL,
	"full" boolean DEFAULT false NOT NULL,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_stored" integer DEFAULT 0 NOT NULL,
	"rows_unchanged" integer DEFAULT 0 NOT NULL,
	"rows_rejected" integer DEFAULT 0 NOT NULL,
	"marked_sold" integer DEFAULT 0 NOT NULL,
	"report" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lead_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"category" text NOT NULL,
	"subcategory" text,
	"car_id" integer,
	"dealership_id" integer,
	"location_id" integer,
	"name" text,
	"email" text,
	"phone" text,
	"message" text,
	"opt_in" boolean DEFAULT true NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"location_type" "location_type" NOT NULL,
	"location_subtype" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"manufacturers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text NOT NULL,
	"lat" double precision NOT NULL,
	"long" double precision NOT NULL,
	"place_url" text,
	"place_id" text,
	"map_key" text,
	"phone" text NOT NULL,
	"landline_phone" text,
	"opening_hours" jsonb NOT NULL,
	"image_src" text,
	"average_rating" real,
	"review_count" integer DEFAULT 0 NOT NULL,
	"dealer_license_number" text,
	"motor_vehicle_repairer" text,
	"distribution_locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "locations_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo_src" text NOT NULL,
	"country" text,
	CONSTRAINT "manufacturers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" serial PRIMARY KEY NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"body" text NOT NULL,
	"vehicle_kind" "vehicle_kind" DEFAULT 'car' NOT NULL,
	"override_url" text
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY NOT NULL,
	"site_id" integer,
	"name" text NOT NULL,
	"image_src" text NOT NULL,
	"manufacturer_slug" text,
	"manufacturer_name" text,
	"model_name" text,
	"model_slug" text,
	"model_override_url" text,
	"description" text NOT NULL,
	"disclaimer" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"price" integer,
	"excluded_website_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promo_tiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"title" text NOT NULL,
	"image_src" text NOT NULL,
	"alt" text NOT NULL,
	"background" text,
	"href" text NOT NULL,
	"display" jsonb NOT NULL,
	"strict_display" boolean DEFAULT false NOT NULL,
	"start" timestamp with time zone,
	"expiry" timestamp with time zone,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"user_id" integer,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"payment_reference" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"location_id" integer,
	"dealership_id" integer,
	"customer_name" text NOT NULL,
	"text" text,
	"rating" real NOT NULL,
	"review_date" timestamp with time zone NOT NULL,
	"reply_text" text,
	"reply_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"config_hash" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "special_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"location_id" integer,
	"date" date NOT NULL,
	"label" text NOT NULL,
	"status" text NOT NULL,
	"start_hour" text,
	"end_hour" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"phone" text NOT NULL,
	"name" text,
	"last_name" text,
	"email" text,
	"postcode" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watchlist" (
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchlist_user_id_car_id_pk" PRIMARY KEY("user_id","car_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_directory_entries" ADD CONSTRAINT "brand_directory_entries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealership_websites" ADD CONSTRAINT "dealership_websites_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealerships" ADD CONSTRAINT "dealerships_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD CONSTRAINT "lead_outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_tiles" ADD CONSTRAINT "promo_tiles_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_hours" ADD CONSTRAINT "special_hours_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_site_event" ON "analytics_events" USING btree ("site_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_site_stocknum" ON "cars" USING btree ("site_id","stocknum");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_site_slug" ON "cars" USING btree ("site_id","slug");--> statement-breakpoint
CREATE INDEX "cars_site_status" ON "cars" USING btree ("site_id","status");--> statement-breakpoint
CREATE INDEX "cars_updated" ON "cars" USING btree ("site_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dealerships_site_slug" ON "dealerships" USING btree ("site_id","slug");--> statement-breakpoint
CREATE INDEX "lead_outbox_due" ON "lead_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "leads_site_created" ON "leads" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_site_idempotency" ON "leads" USING btree ("site_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_site_slug" ON "locations" USING btree ("site_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "models_manufacturer_slug" ON "models" USING btree ("manufacturer_id","slug");--> statement-breakpoint
CREATE INDEX "reviews_site" ON "reviews" USING btree ("site_id","location_id");--> statement-breakpoint
CREATE INDEX "special_hours_site_date" ON "special_hours" USING btree ("site_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "users_site_phone" ON "users" USING btree ("site_id","phone");--> statement-breakpoint
CREATE INDEX "verification_codes_phone" ON "verification_codes" USING btree ("site_id","phone");