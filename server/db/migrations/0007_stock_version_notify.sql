-- A site's stock version also announces itself (channel stock_versions, payload the site's id), so a
-- process that holds the only connection (the embedded database) can keep the versions in memory
-- instead of reading one on every page (server/cache/site-memo.server.ts).
CREATE OR REPLACE FUNCTION "bump_stock_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "stock_versions" ("site_id", "version")
  SELECT DISTINCT "site_id", 1 FROM "changed_cars"
  ON CONFLICT ("site_id") DO UPDATE SET "version" = "stock_versions"."version" + 1;
  PERFORM pg_notify('stock_versions', "site_id"::text) FROM (SELECT DISTINCT "site_id" FROM "changed_cars") AS "sites";
  RETURN NULL;
END $$;
