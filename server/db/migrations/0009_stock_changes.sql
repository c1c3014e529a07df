CREATE TABLE "stock_changes" (
	"site_id" integer NOT NULL,
	"version" bigint NOT NULL,
	"car_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stock_changes_site_version" ON "stock_changes" USING btree ("site_id","version");--> statement-breakpoint
CREATE INDEX "stock_changes_changed_at" ON "stock_changes" USING btree ("changed_at");--> statement-breakpoint
-- The trigger that moves a site's stock version also records which cars the new version changed.
-- It holds the version's row lock until the transaction commits, so a site's entries become
-- visible in version order: a reader who has seen version v and reads the entries above it misses
-- none.
CREATE OR REPLACE FUNCTION "bump_stock_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH "bumped" AS (
    INSERT INTO "stock_versions" ("site_id", "version")
    SELECT DISTINCT "site_id", 1 FROM "changed_cars"
    ON CONFLICT ("site_id") DO UPDATE SET "version" = "stock_versions"."version" + 1
    RETURNING "site_id", "version"
  )
  INSERT INTO "stock_changes" ("site_id", "version", "car_id")
  SELECT "changed_cars"."site_id", "bumped"."version", "changed_cars"."id"
  FROM "changed_cars" JOIN "bumped" ON "bumped"."site_id" = "changed_cars"."site_id";
  PERFORM pg_notify('stock_versions', "site_id"::text) FROM (SELECT DISTINCT "site_id" FROM "changed_cars") AS "sites";
  RETURN NULL;
END $$;
