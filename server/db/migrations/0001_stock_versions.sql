CREATE TABLE "stock_versions" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_versions" ADD CONSTRAINT "stock_versions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "bump_stock_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "stock_versions" ("site_id", "version")
  SELECT DISTINCT "site_id", 1 FROM "changed_cars"
  ON CONFLICT ("site_id") DO UPDATE SET "version" = "stock_versions"."version" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cars_inserted_bump_stock_version" AFTER INSERT ON "cars"
  REFERENCING NEW TABLE AS "changed_cars" FOR EACH STATEMENT EXECUTE FUNCTION "bump_stock_versions"();
--> statement-breakpoint
CREATE TRIGGER "cars_updated_bump_stock_version" AFTER UPDATE ON "cars"
  REFERENCING NEW TABLE AS "changed_cars" FOR EACH STATEMENT EXECUTE FUNCTION "bump_stock_versions"();
--> statement-breakpoint
CREATE TRIGGER "cars_deleted_bump_stock_version" AFTER DELETE ON "cars"
  REFERENCING OLD TABLE AS "changed_cars" FOR EACH STATEMENT EXECUTE FUNCTION "bump_stock_versions"();
