CREATE TABLE "car_views" (
	"car_id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "car_views" ADD CONSTRAINT "car_views_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_views" ADD CONSTRAINT "car_views_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cars_make_model" ON "cars" USING btree ("make","model","year");