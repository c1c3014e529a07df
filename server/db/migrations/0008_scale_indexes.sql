CREATE INDEX IF NOT EXISTS "car_views_site" ON "car_views" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cars_lower_make_model_year" ON "cars" USING btree (lower("make"),lower("model"),"year");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cars_rego_plate_state" ON "cars" USING btree (upper(regexp_replace(coalesce("regplate", ''), '[^A-Za-z0-9]', '', 'g')),"rego_state");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_site_phone_created" ON "leads" USING btree ("site_id","phone","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_site_location_category" ON "leads" USING btree ("site_id","location_id","category");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sessions_user_expires" ON "sessions" USING btree ("user_id","expires_at");