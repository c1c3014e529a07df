import { and, eq, inArray, sql } from "drizzle-orm";
import { mkdtempSync, statSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cars, importRuns, stockFeeds } from "#server/db/schema";
import { generateCars } from "#server/demo/generate";
import { startFeedServer, type FeedServer } from "#server/demo/feed-server";
import type { Site } from "#server/sites/registry";
import { FeedConfigSchema, type FeedConfig } from "#server/sites/schema";
import { syncSites } from "#server/sites/sync";
import { useTestDatabase } from "../../tests/setup/test-database";
import { demoRegistry } from "../../tests/setup/sites";
import { unsoldCarsAsFeedRows } from "./export";
import { writeFeedText } from "./feed-formats";
import { feedHealth } from "./feed-health.server";
import { approveHeldFeed, runDueFeeds, type FeedRunnerDeps } from "./feed-runs.server";

/*
 * Scheduled feeds against the local feed server over real HTTP: a full feed's sold and arrived
 * cars, conditional requests, a truncated file held until approved, a feed that stops (failing,
 * late, stale) and comes back, the three formats, a drop folder, and one run per due feed when
 * two instances look at once.
 */
const demo = demoRegistry();
const CARS = 120;
let server: FeedServer;
let folder: string;
let sites: Site[];

const feedOf = (input: Partial<FeedConfig> & Pick<FeedConfig, "format" | "full">) =>
  FeedConfigSchema.parse({ every_minutes: 1, ...input });

/** The demo sites with feeds: each from the feed server in its own format, the caravans from a folder. */
function sitesWithFeeds(): Site[] {
  const format = { "southern-cross": "csv", "harbourside-toyota": "json", "redline-used": "xml" } as const;
  return demo.sites.map((site) => ({
    ...site,
    feeds:
      site.slug === "outback-rv"
        ? [feedOf({ folder, format: "csv", full: true })]
        : [
            feedOf({
              url: server.url(site.slug, format[site.slug as keyof typeof format]),
              format: format[site.slug as keyof typeof format],
              full: true,
              late_after_minutes: 5,
              stale_after_hours: 1,
            }),
          ],
  }));
}

const database = useTestDatabase(async (db) => {
  await syncSites(db, { ...demo, sites });
  for (const site of sites)
    for (const batch of generateCars(site, CARS, 11, { now: new Date() }))
      await db.insert(cars).values(batch);
});

/** The dealer's system: the sites' stock as the database holds it, with its own moves on top. */
const startSystem = (port?: number) =>
  startFeedServer({
    slugs: demo.sites.map((s) => s.slug),
    stockOf: (slug) => unsoldCarsAsFeedRows(database.db, demo.bySlug.get(slug)!.id),
    seed: 3,
    port,
  });

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), "feed-folder-"));
  server = await startSystem();
  sites = sitesWithFeeds();
});
// Each test's system starts afresh (nothing sold, cut short or stopped), on the same address.
beforeEach(async () => {
  const port = server.port;
  await server.close();
  server = await startSystem(port);
});
afterAll(async () => {
  await server.close();
});

/** The runner; its sites are those with an address, and the caravan site's folder when asked. */
const deps = (withFolder = false): FeedRunnerDeps => ({
  db: database.db,
  sites: sites.filter((s) => withFolder || s.feeds[0]!.url),
  leaseSeconds: 60,
  source: { dataDir: os.tmpdir(), maxBytes: 50_000_000, timeoutMs: 10_000, secrets: () => undefined },
});
const site = (slug: string) => sites.find((s) => s.slug === slug)!;

/** Makes every feed due now (instead of waiting its interval). */
async function allDue() {
  await database.db.update(stockFeeds).set({ next_run_at: sql`now() - interval '1 second'` });
}
const statusOf = async (siteId: number, stocknums: string[]) =>
  (
    await database.db
      .select({ stocknum: cars.stocknum, status: cars.status })
      .from(cars)
      .where(and(eq(cars.site_id, siteId), inArray(cars.stocknum, stocknums)))
  ).map((row) => row.status);

describe("a full feed from an address", () => {
  it("is imported and recorded; cars gone from it are sold and new ones added; an unchanged feed is a 304", async () => {
    const southern = site("southern-cross");
    await allDue();
    const first = await runDueFeeds(deps(), 10);
    const own = first.find((r) => r.site === "southern-cross")!;
    // The feed is the stock as it stands: nothing to change.
    expect(own).toMatchObject({ outcome: "done", error: null });
    expect(own.report).toMatchObject({ added: 0, updated: 0, markedSold: 0, rejected: [] });
    expect(own.report!.unchanged).toBeGreaterThan(100);

    const sold = await server.sell("southern-cross", undefined, 2);
    const arrived = await server.arrive("southern-cross", 3);
    await allDue();
    const second = (await runDueFeeds(deps(), 10)).find((r) => r.site === "southern-cross")!;
    expect(second.report).toMatchObject({ added: 3, updated: 0, markedSold: 2 });
    expect(await statusOf(southern.id, sold)).toEqual(["sold", "sold"]);
    expect(await statusOf(southern.id, arrived)).toEqual(["in_stock", "in_stock", "in_stock"]);

    await allDue();
    const third = (await runDueFeeds(deps(), 10)).find((r) => r.site === "southern-cross")!;
    expect(third).toMatchObject({ outcome: "unchanged", report: null });
    const runs = await database.db
      .select()
      .from(importRuns)
      .where(and(eq(importRuns.site_id, southern.id), eq(importRuns.feed, "stock")))
      .orderBy(importRuns.id);
    expect(runs.map((run) => run.outcome)).toEqual(["done", "done", "unchanged"]);
    expect(runs[1]).toMatchObject({ rows_added: 3, marked_sold: 2, file: server.url("southern-cross") });
    expect(runs[1]!.bytes).toBeGreaterThan(1000);
    const [health] = await feedHealth(database.db, [southern]);
    expect(health).toMatchObject({ state: "fresh", stale: false, lastRun: { outcome: "unchanged" } });
  });

  it("reads JSON and XML as it reads CSV: the same stock, nothing changed", async () => {
    await allDue();
    const results = await runDueFeeds(deps(), 10);
    for (const slug of ["harbourside-toyota", "redline-used"]) {
      const result = results.find((r) => r.site === slug)!;
      expect(result, slug).toMatchObject({
        outcome: "done",
        report: { added: 0, updated: 0, markedSold: 0, rejected: [] },
      });
    }
  });

  it("holds a truncated full feed instead of emptying the site, until an operator approves it", async () => {
    const southern = site("southern-cross");
    await allDue();
    await runDueFeeds(deps(), 10);
    server.truncate("southern-cross", 20);
    await allDue();
    const held = (await runDueFeeds(deps(), 10)).find((r) => r.site === "southern-cross")!;
    expect(held).toMatchObject({
      outcome: "held",
      report: { added: 0, markedSold: 0, held: { of: expect.any(Number) } },
    });
    const [unsold] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cars)
      .where(and(eq(cars.site_id, southern.id), eq(cars.status, "in_stock")));
    expect(unsold!.n).toBeGreaterThan(50);
    const [health] = await feedHealth(database.db, [southern]);
    expect(health).toMatchObject({ state: "failing", heldRunId: held.runId });
    expect(health!.lastRun!.error).toMatch(/^held: it would mark \d+ of the site's \d+ unsold cars sold$/);

    // The same file again stays held, without a run recorded every interval.
    await allDue();
    expect((await runDueFeeds(deps(), 10)).find((r) => r.site === "southern-cross")).toMatchObject({
      outcome: "held",
      runId: held.runId,
    });

    const approved = await approveHeldFeed(database.db, southern, "stock");
    expect(approved.markedSold).toBe(held.report!.held!.wouldSell);
    const [after] = await feedHealth(database.db, [southern]);
    expect(after).toMatchObject({ state: "fresh", heldRunId: null });
    await expect(approveHeldFeed(database.db, southern, "stock")).rejects.toThrow(
      "has no held run to approve",
    );
  });

  it("a feed that stops answering is failing, then late, then its site stale; it comes back fresh", async () => {
    const southern = site("southern-cross");
    await allDue();
    await runDueFeeds(deps(), 10);
    server.stop("southern-cross");
    await allDue();
    const failed = (await runDueFeeds(deps(), 10)).find((r) => r.site === "southern-cross")!;
    expect(failed).toMatchObject({
      outcome: "failed",
      error: `${server.url("southern-cross")} answered 503 Service Unavailable`,
    });
    const now = Date.now();
    const at = async (minutes: number) =>
      (await feedHealth(database.db, [southern], new Date(now + minutes * 60_000)))[0]!;
    expect(await at(0)).toMatchObject({ state: "failing", stale: false });
    expect((await at(0)).lastGoodAt).not.toBeNull();

    server.resume("southern-cross");
    await allDue();
    expect((await runDueFeeds(deps(), 10)).find((r) => r.site === "southern-cross")).toMatchObject({
      outcome: "unchanged",
    });
    expect(await at(0)).toMatchObject({ state: "fresh", stale: false });
    // With no good run after it: late past its 5 minutes, stale past its hour.
    expect(await at(6)).toMatchObject({ state: "late", stale: false });
    expect(await at(61)).toMatchObject({ state: "late", stale: true });
  });
});

describe("a feed from a drop folder", () => {
  it("reads the newest file of its format, once; a newer file is read again", async () => {
    const outback = site("outback-rv");
    const rows = await unsoldCarsAsFeedRows(database.db, outback.id);
    writeFileSync(path.join(folder, "stock-1.csv"), writeFeedText(rows, "csv"));
    utimesSync(
      path.join(folder, "stock-1.csv"),
      new Date(Date.now() - 60_000),
      new Date(Date.now() - 60_000),
    );
    // A file being written under another name, and a hidden one, are not read.
    writeFileSync(path.join(folder, "stock-2.csv.part"), "stocknum\n");
    writeFileSync(path.join(folder, ".stock-3.csv"), "stocknum\n");
    await allDue();
    const first = (await runDueFeeds(deps(true), 10)).find((r) => r.site === "outback-rv")!;
    expect(first).toMatchObject({
      outcome: "done",
      report: { added: 0, updated: 0, markedSold: 0, rejected: [] },
    });
    await allDue();
    expect((await runDueFeeds(deps(true), 10)).find((r) => r.site === "outback-rv")).toMatchObject({
      outcome: "unchanged",
    });

    // The same file touched: read once more, found the same, and its new time kept, so the
    // pull after it does not read the file again.
    utimesSync(path.join(folder, "stock-1.csv"), new Date(), new Date());
    await allDue();
    expect((await runDueFeeds(deps(true), 10)).find((r) => r.site === "outback-rv")).toMatchObject({
      outcome: "unchanged",
    });
    const [touched] = await database.db
      .select({ last_modified: stockFeeds.last_modified })
      .from(stockFeeds)
      .where(eq(stockFeeds.site_id, outback.id));
    expect(touched!.last_modified).toContain(statSync(path.join(folder, "stock-1.csv")).mtime.toISOString());

    writeFileSync(path.join(folder, "stock-4.csv"), writeFeedText(rows.slice(1), "csv"));
    await allDue();
    const newer = (await runDueFeeds(deps(true), 10)).find((r) => r.site === "outback-rv")!;
    expect(newer.report).toMatchObject({ markedSold: 1 });
    expect(await statusOf(outback.id, [String(rows[0]!.stocknum)])).toEqual(["sold"]);
  });
});

it("each due feed is run once when two instances look at the same moment", async () => {
  await allDue();
  const [one, two] = await Promise.all([runDueFeeds(deps(), 10), runDueFeeds(deps(), 10)]);
  const ran = [...one!, ...two!].map((r) => r.site).sort();
  expect(ran).toEqual(["harbourside-toyota", "redline-used", "southern-cross"]);
  const [runs] = await database.db.select({ n: sql<number>`count(*)::int` }).from(importRuns);
  expect(runs!.n).toBe(3);
});
