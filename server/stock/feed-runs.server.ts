import { createHash } from "node:crypto";
import { and, eq, inArray, isNotNull, lt, lte, sql } from "drizzle-orm";
import { selectRows, type Database } from "#server/db/client";
import { importRuns, stockFeeds, type FeedRunOutcome } from "#server/db/schema";
import { log } from "#server/log.server";
import type { Site } from "#server/sites/registry";
import type { FeedConfig } from "#server/sites/schema";
import { FeedFormatError, firstRowNumberOf, parseFeedText } from "./feed-formats";
import { FeedFetchError, fetchFeed, type SourceMark, type SourceOptions } from "./feed-source.server";
import { importStock, type ImportReport } from "./import";

/*
 * Scheduled feed runs (docs/stock-feed.md "Scheduled feeds"). Every instance looks for due feeds;
 * one takes each, as the lead outbox is taken (docs/decisions/014-lead-delivery.md): a single
 * UPDATE moves a due row's next_run_at ahead by a lease under FOR UPDATE SKIP LOCKED, so no other
 * instance runs it meanwhile, and a process that dies mid-run leaves it to be taken when the lease
 * ends. A run reads the source (conditionally), imports as `forecourt import` does and records
 * itself in import_runs; a full feed that would sell too much of a site is held for an operator.
 */
export type FeedRunnerDeps = {
  db: Database;
  sites: readonly Site[];
  source: SourceOptions;
  /** How long a claimed feed is kept from other instances: past the longest run. */
  leaseSeconds: number;
};

export type FeedRunResult = {
  site: string;
  feed: string;
  outcome: FeedRunOutcome;
  runId: number;
  report: ImportReport | null;
  error: string | null;
};

type FeedRow = typeof stockFeeds.$inferSelect;

/** How long the runs of feeds are kept (the last and a held one always are). */
export const FEED_RUNS_KEPT_DAYS = 30;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

async function claimDue(deps: FeedRunnerDeps, batch: number): Promise<FeedRow[]> {
  const siteIds = deps.sites.filter((site) => site.feeds.length).map((site) => site.id);
  if (!siteIds.length) return [];
  const due = deps.db
    .select({ site_id: stockFeeds.site_id, name: stockFeeds.name })
    .from(stockFeeds)
    .where(and(inArray(stockFeeds.site_id, siteIds), lte(stockFeeds.next_run_at, sql`now()`)))
    .orderBy(stockFeeds.next_run_at)
    .limit(batch)
    .for("update", { skipLocked: true });
  return deps.db
    .update(stockFeeds)
    .set({ next_run_at: sql`now() + make_interval(secs => ${deps.leaseSeconds})` })
    .where(sql`(${stockFeeds.site_id}, ${stockFeeds.name}) in (${due})`)
    .returning();
}

/**
 * Runs the feeds that are due (each by one instance), `batch` to a claim: one by default, so that
 * instances waking together share the due feeds rather than one running them all in turn.
 * Answers what each run did.
 */
export async function runDueFeeds(deps: FeedRunnerDeps, batch = 1): Promise<FeedRunResult[]> {
  const claimed = await claimDue(deps, batch);
  const results: FeedRunResult[] = [];
  // One at a time: an import is the database's heaviest writer, and searches run beside it.
  for (const row of claimed) {
    const site = deps.sites.find((s) => s.id === row.site_id);
    const feed = site?.feeds.find((f) => f.name === row.name);
    if (site && feed) results.push(await runFeed(deps, site, feed, row));
  }
  return results;
}

/** The wait until the next feed is due (at most `maxMs`), by the database's clock. */
export async function msUntilNextDue(deps: FeedRunnerDeps, maxMs: number): Promise<number> {
  const siteIds = deps.sites.filter((site) => site.feeds.length).map((site) => site.id);
  if (!siteIds.length) return maxMs;
  const [row] = await selectRows<{ ms: number | null }>(
    deps.db,
    sql`select (extract(epoch from min(${stockFeeds.next_run_at}) - now()) * 1000)::float8 as ms
        from ${stockFeeds} where ${inArray(stockFeeds.site_id, siteIds)}`,
  );
  return Math.min(maxMs, Math.max(0, Number(row?.ms ?? maxMs)));
}

const nextRun = (feed: FeedConfig, started: Date) => new Date(+started + feed.every_minutes * 60_000);

async function runFeed(
  deps: FeedRunnerDeps,
  site: Site,
  feed: FeedConfig,
  row: FeedRow,
): Promise<FeedRunResult> {
  const started = new Date();
  const base = { site: site.slug, feed: feed.name };
  try {
    const fetched = await fetchFeed(feed, markOf(row), deps.source);
    const hash = fetched.unchanged ? null : sha256(fetched.text);
    if (fetched.unchanged || hash === row.content_hash) {
      const runId = await recordBareRun(deps.db, site, feed, fetched.source, "unchanged", null, started);
      // Same content under new validators (a touched file, a new ETag): the new ones are kept, so
      // the next pull is a short answer again.
      await markGood(deps.db, site, feed, {
        mark: fetched.unchanged ? markOf(row) : fetched.mark,
        content_hash: row.content_hash,
        last_run_id: runId,
        next_run_at: nextRun(feed, started),
      });
      return { ...base, outcome: "unchanged", runId, report: null, error: null };
    }
    if (row.held_body !== null && hash === sha256(row.held_body)) {
      // The file held last time, again: it stays held, with no run recorded each interval.
      await deps.db
        .update(stockFeeds)
        .set({ next_run_at: nextRun(feed, started) })
        .where(feedKey(site, feed));
      return { ...base, outcome: "held", runId: row.held_run_id!, report: null, error: null };
    }
    const report = await importStock(
      deps.db,
      site,
      parseFeedText(fetched.text, feed.format, fetched.source),
      {
        file: fetched.source,
        full: feed.full,
        feed: feed.name,
        bytes: fetched.bytes,
        firstRowNumber: firstRowNumberOf(feed.format),
        holdAboveShare: feed.full ? feed.hold_above_share : undefined,
      },
    );
    if (report.held) {
      log.warn("stock feed held", { site: site.slug, feed: feed.name, run: report.runId, ...report.held });
      await deps.db
        .update(stockFeeds)
        .set({
          last_run_id: report.runId,
          held_run_id: report.runId,
          held_body: fetched.text,
          failures: sql`${stockFeeds.failures} + 1`,
          next_run_at: nextRun(feed, started),
        })
        .where(feedKey(site, feed));
      return { ...base, outcome: "held", runId: report.runId, report, error: null };
    }
    await markGood(deps.db, site, feed, {
      mark: fetched.mark,
      content_hash: hash,
      last_run_id: report.runId,
      next_run_at: nextRun(feed, started),
    });
    return { ...base, outcome: "done", runId: report.runId, report, error: null };
  } catch (error) {
    if (!(error instanceof FeedFetchError || error instanceof FeedFormatError)) throw error;
    log.warn("stock feed failed", { site: site.slug, feed: feed.name, reason: error.message });
    const runId = await recordBareRun(
      deps.db,
      site,
      feed,
      feed.url ?? feed.folder!,
      "failed",
      error.message,
      started,
    );
    await deps.db
      .update(stockFeeds)
      .set({
        last_run_id: runId,
        failures: sql`${stockFeeds.failures} + 1`,
        next_run_at: nextRun(feed, started),
      })
      .where(feedKey(site, feed));
    return { ...base, outcome: "failed", runId, report: null, error: error.message };
  }
}

const feedKey = (site: Site, feed: { name: string }) =>
  and(eq(stockFeeds.site_id, site.id), eq(stockFeeds.name, feed.name));

/** The source's validators a feed's row keeps, as a conditional request sends them. */
const markOf = (row: FeedRow): SourceMark => ({ etag: row.etag, lastModified: row.last_modified });

/** A good run: the source's validators and content kept, the failures and any hold forgotten. */
async function markGood(
  db: Database,
  site: Site,
  feed: FeedConfig,
  set: { mark: SourceMark; content_hash: string | null; last_run_id: number; next_run_at?: Date },
) {
  await db
    .update(stockFeeds)
    .set({
      etag: set.mark.etag,
      last_modified: set.mark.lastModified,
      content_hash: set.content_hash,
      last_run_id: set.last_run_id,
      ...(set.next_run_at ? { next_run_at: set.next_run_at } : {}),
      last_good_at: new Date(),
      failures: 0,
      held_run_id: null,
      held_body: null,
    })
    .where(feedKey(site, feed));
}

/** A run that imported nothing: the feed unchanged, or failed before its rows were read. */
async function recordBareRun(
  db: Database,
  site: Site,
  feed: FeedConfig,
  source: string,
  outcome: "unchanged" | "failed",
  error: string | null,
  started: Date,
) {
  const [run] = await db
    .insert(importRuns)
    .values({
      site_id: site.id,
      file: source,
      full: feed.full,
      feed: feed.name,
      outcome,
      error,
      started_at: started,
      finished_at: new Date(),
    })
    .returning({ id: importRuns.id });
  return run!.id;
}

export class FeedsUsageError extends Error {}

/** Applies a feed's held run as it was fetched (an operator's `feeds approve`). */
export async function approveHeldFeed(db: Database, site: Site, name: string): Promise<ImportReport> {
  const feed = site.feeds.find((f) => f.name === name);
  if (!feed) throw new FeedsUsageError(`${site.slug} has no feed "${name}"`);
  const [row] = await db.select().from(stockFeeds).where(feedKey(site, feed));
  if (!row?.held_body) throw new FeedsUsageError(`${site.slug} ${name} has no held run to approve`);
  const report = await importStock(
    db,
    site,
    parseFeedText(row.held_body, feed.format, `held run ${row.held_run_id}`),
    {
      file: `run ${row.held_run_id}, approved`,
      full: feed.full,
      feed: feed.name,
      bytes: Buffer.byteLength(row.held_body),
      firstRowNumber: firstRowNumberOf(feed.format),
    },
  );
  await markGood(db, site, feed, {
    mark: markOf(row),
    content_hash: sha256(row.held_body),
    last_run_id: report.runId,
  });
  return report;
}

/** Forgets feed runs older than FEED_RUNS_KEPT_DAYS, keeping each feed's last and held run. */
export async function pruneFeedRuns(db: Database) {
  await db.delete(importRuns).where(
    and(
      isNotNull(importRuns.feed),
      lt(importRuns.started_at, sql`now() - make_interval(days => ${FEED_RUNS_KEPT_DAYS})`),
      sql`${importRuns.id} not in (
          select ${stockFeeds.last_run_id} from ${stockFeeds} where ${stockFeeds.last_run_id} is not null
          union all
          select ${stockFeeds.held_run_id} from ${stockFeeds} where ${stockFeeds.held_run_id} is not null)`,
    ),
  );
}
