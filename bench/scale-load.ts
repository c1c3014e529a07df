/*
 * One of the loaders npm run bench:scale runs side by side: inserts the demo generator's cars for
 * the sites it is given (SCALE_LOAD_JOBS, a JSON list of [site id, cars]) of the site files in
 * SITES_DIR into DATABASE_URL, 5,000 rows a statement through json_populate_recordset, one
 * transaction a site. The next batch is generated while PostgreSQL stores the last. Writes
 * "loaded <n>" after each batch, for the progress the parent shows.
 */
import pg from "pg";
import { generateCars } from "#server/demo/generate";
import { loadSiteRegistry } from "#server/sites/registry";

const BATCH = 5000;
const jobs = JSON.parse(process.env.SCALE_LOAD_JOBS ?? "[]") as [number, number][];
const seed = Number(process.env.SCALE_LOAD_SEED);
const now = new Date(Number(process.env.SCALE_LOAD_NOW));
const registry = loadSiteRegistry(process.env.SITES_DIR!);
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
try {
  for (const [siteId, count] of jobs) {
    const site = registry.sites.find((s) => s.id === siteId)!;
    await client.query("BEGIN");
    let pending: Promise<unknown> | null = null;
    for (const batch of generateCars(site, count, seed, { now }, BATCH)) {
      const columns = Object.keys(batch[0]!)
        .map((c) => `"${c}"`)
        .join(", ");
      const json = JSON.stringify(batch);
      await pending;
      pending = client
        .query(
          `INSERT INTO cars (${columns}) SELECT ${columns} FROM json_populate_recordset(null::cars, $1::json)`,
          [json],
        )
        .then(() => process.stdout.write(`loaded ${batch.length}\n`));
    }
    await pending;
    await client.query("COMMIT");
  }
} finally {
  await client.end();
}
