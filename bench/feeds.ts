/*
 * npm run bench:feeds — the stock feed scheduler at dealer size [issue 34]: a 50,000-car full feed
 * (FEED_ROWS) served over HTTP by the local feed server and pulled by the scheduler, against the same
 * rows handed to the import directly (what `forecourt import` does with a file), in the same run, on
 * the embedded database (or DATABASE_URL's). Three rounds of each:
 *  - first pull: every car new;
 *  - a day's change: 1% of cars sold (gone from the feed), 1% repriced, 1% arrived;
 *  - unchanged: the same file again (a 304).
 * Prints the median seconds and rows per second of each, the scheduler's against the import's, and
 * last one line: `feeds rows=… first_rows_s=… import_rows_s=… ratio=… change_s=… unchanged_ms=…`.
 * A benchmark, not a test.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "#server/db/client";
import { migrateDatabase } from "#server/db/migrate";
import { cars, stockFeeds } from "#server/db/schema";
import { startFeedServer } from "#server/demo/feed-server";
import { generateCars } from "#server/demo/generate";
import { loadSiteRegistry, type Site } from "#server/sites/registry";
import { FeedConfigSchema } from "#server/sites/schema";
import { syncSites } from "#server/sites/sync";
import { carAsFeedRow, type FeedRecord } from "#server/stock/export";
import { runDueFeeds } from "#server/stock/feed-runs.server";
import { importStock } from "#server/stock/import";

const ROWS = Number(process.env.FEED_ROWS ?? 50_000);
const ROUNDS = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function freshDatabase(): Promise<{ handle: DatabaseHandle; done: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-feeds-"));
  const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: dir });
  await migrateDatabase(handle);
  return {
    handle,
    done: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A dealer's stock as feed rows: the demo generator's cars, each a feed row. */
function dealerStock(site: Site, rows: number, seed: number): FeedRecord[] {
  const out: FeedRecord[] = [];
  for (const batch of generateCars(site, rows, seed, { now: new Date() }))
    for (const car of batch) out.push(carAsFeedRow(car as Parameters<typeof carAsFeedRow>[0]));
  return out;
}

type Round = { firstS: number; importS: number; changeS: number; unchangedMs: number };

async function round(n: number): Promise<Round> {
  const registry = loadSiteRegistry("sites");
  const base = registry.bySlug.get("southern-cross")!;
  const stock = dealerStock(base, ROWS, 100 + n);
  const server = await startFeedServer({ slugs: [base.slug], stockOf: async () => stock });
  const site: Site = {
    ...base,
    feeds: [
      FeedConfigSchema.parse({ url: server.url(base.slug), format: "csv", full: true, every_minutes: 1 }),
    ],
  };
  const { handle, done } = await freshDatabase();
  const db = handle.db;
  await syncSites(db, { ...registry, sites: registry.sites.map((s) => (s.id === site.id ? site : s)) });
  const deps = {
    db,
    sites: [site],
    leaseSeconds: 600,
    source: { dataDir: os.tmpdir(), maxBytes: 500_000_000, timeoutMs: 300_000, secrets: () => undefined },
  };
  const due = () => db.update(stockFeeds).set({ next_run_at: sql`now() - interval '1 second'` });
  const timed = async () => {
    await due();
    const started = performance.now();
    const [result] = await runDueFeeds(deps);
    return { seconds: (performance.now() - started) / 1000, result: result! };
  };

  const first = await timed();
  if (first.result.report?.added !== ROWS)
    throw new Error(`first pull: ${JSON.stringify(first.result.report)}`);

  // A day's change: 1% sold, 1% repriced, 1% arrived.
  const hundredth = Math.floor(ROWS / 100);
  await server.sell(base.slug, undefined, hundredth);
  for (const row of stock.slice(0, hundredth)) row.price = Number(row.price) + 500;
  await server.arrive(base.slug, hundredth);
  const change = await timed();
  const unchanged = await timed();
  if (unchanged.result.outcome !== "unchanged") throw new Error("the same file again was not unchanged");

  // The peer: the same rows imported directly, into an emptied site.
  await db.delete(cars).where(eq(cars.site_id, site.id));
  const started = performance.now();
  await importStock(db, site, stock as Record<string, unknown>[], { file: "direct", full: true });
  const importS = (performance.now() - started) / 1000;

  await server.close();
  await done();
  console.log(
    `round ${n + 1}: first pull ${first.seconds.toFixed(1)} s, change ${change.seconds.toFixed(1)} s ` +
      `(${JSON.stringify({ ...change.result.report, rejected: change.result.report?.rejected.length })}), ` +
      `unchanged ${(unchanged.seconds * 1000).toFixed(0)} ms, direct import ${importS.toFixed(1)} s`,
  );
  return { firstS: first.seconds, importS, changeS: change.seconds, unchangedMs: unchanged.seconds * 1000 };
}

async function main() {
  console.log(`Stock feeds: ${ROWS} cars, ${process.env.DATABASE_URL ? "PostgreSQL" : "embedded database"}`);
  const rounds: Round[] = [];
  for (let n = 0; n < ROUNDS; n++) rounds.push(await round(n));
  const first = median(rounds.map((r) => r.firstS));
  const direct = median(rounds.map((r) => r.importS));
  const change = median(rounds.map((r) => r.changeS));
  const unchanged = median(rounds.map((r) => r.unchangedMs));
  console.log("\n| run (median of 3) | seconds | rows/s |\n|---|---|---|");
  console.log(`| scheduler, first pull over HTTP | ${first.toFixed(1)} | ${Math.round(ROWS / first)} |`);
  console.log(`| import of the same rows, direct | ${direct.toFixed(1)} | ${Math.round(ROWS / direct)} |`);
  console.log(`| scheduler, a day's change (3%) | ${change.toFixed(1)} | ${Math.round(ROWS / change)} |`);
  console.log(`| scheduler, unchanged (304) | ${(unchanged / 1000).toFixed(3)} | |`);
  console.log(
    `\nfeeds rows=${ROWS} first_rows_s=${Math.round(ROWS / first)} import_rows_s=${Math.round(ROWS / direct)} ` +
      `ratio=${(direct / first).toFixed(2)} change_s=${change.toFixed(1)} unchanged_ms=${unchanged.toFixed(0)}`,
  );
}

await main();
