import { eq, inArray } from "drizzle-orm";
import { feedIsStale, feedState, lateAfterMinutes, type FeedState } from "#domain/stock-feeds";
import type { Database } from "#server/db/client";
import { importRuns, stockFeeds, type FeedRunOutcome } from "#server/db/schema";
import { log } from "#server/log.server";
import { startPeriodicJob } from "#server/periodic-job.server";
import type { Site } from "#server/sites/registry";
import { msUntilNextDue, pruneFeedRuns, runDueFeeds, type FeedRunnerDeps } from "./feed-runs.server";

/*
 * How each feed is doing, for `forecourt feeds`, /metrics and the operator's log: its last run and
 * last good run, and its state (fresh, late, failing) by the rules in domain/stock-feeds.ts.
 */
export type FeedHealth = {
  site: string;
  feed: string;
  source: string;
  format: string;
  full: boolean;
  everyMinutes: number;
  lateAfterMinutes: number;
  state: FeedState;
  stale: boolean;
  lastGoodAt: Date | null;
  nextRunAt: Date;
  heldRunId: number | null;
  lastRun: {
    id: number;
    outcome: FeedRunOutcome;
    finishedAt: Date | null;
    added: number;
    updated: number;
    unchanged: number;
    markedSold: number;
    rejected: number;
    bytes: number | null;
    error: string | null;
  } | null;
};

export async function feedHealth(
  db: Database,
  sites: readonly Site[],
  now = new Date(),
): Promise<FeedHealth[]> {
  const withFeeds = sites.filter((site) => site.feeds.length);
  if (!withFeeds.length) return [];
  const rows = await db
    .select({ feed: stockFeeds, run: importRuns })
    .from(stockFeeds)
    .leftJoin(importRuns, eq(importRuns.id, stockFeeds.last_run_id))
    .where(
      inArray(
        stockFeeds.site_id,
        withFeeds.map((site) => site.id),
      ),
    );
  const health: FeedHealth[] = [];
  for (const site of withFeeds) {
    for (const feed of site.feeds) {
      const row = rows.find((r) => r.feed.site_id === site.id && r.feed.name === feed.name);
      if (!row) continue;
      const run = row.run;
      const record = {
        lastGoodAt: row.feed.last_good_at,
        since: row.feed.created_at,
        lastRunBad: row.feed.held_run_id !== null || run?.outcome === "failed",
      };
      health.push({
        site: site.slug,
        feed: feed.name,
        source: feed.url ?? feed.folder!,
        format: feed.format,
        full: feed.full,
        everyMinutes: feed.every_minutes,
        lateAfterMinutes: lateAfterMinutes(feed),
        state: feedState(feed, record, now),
        stale: feedIsStale(feed, record, now),
        lastGoodAt: row.feed.last_good_at,
        nextRunAt: row.feed.next_run_at,
        heldRunId: row.feed.held_run_id,
        lastRun: run && {
          id: run.id,
          outcome: run.outcome,
          finishedAt: run.finished_at,
          added: run.rows_added,
          updated: run.rows_updated,
          unchanged: run.rows_unchanged,
          markedSold: run.marked_sold,
          rejected: run.rows_rejected,
          bytes: run.bytes,
          error: run.error,
        },
      });
    }
  }
  return health;
}

/**
 * Runs due feeds as they fall due (waking at the next one's time, or after `pollMs`), prunes old
 * runs, and warns in the log when a feed turns late or failing (once each time it does).
 */
export function startFeedScheduler(deps: FeedRunnerDeps & { pollMs: number }) {
  if (!deps.sites.some((site) => site.feeds.length)) return async () => {};
  const warned = new Map<string, FeedState>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const stopPruning = startPeriodicJob("pruning feed runs", 60 * 60_000, () => pruneFeedRuns(deps.db));

  async function tick() {
    try {
      let ran: number;
      do ran = (await runDueFeeds(deps)).length;
      while (ran > 0 && !stopped);
      for (const feed of await feedHealth(deps.db, deps.sites)) {
        const key = `${feed.site} ${feed.feed}`;
        if (feed.state !== "fresh" && warned.get(key) !== feed.state)
          log.warn(`stock feed ${feed.state}`, {
            site: feed.site,
            feed: feed.feed,
            last_good_at: feed.lastGoodAt,
            reason: feed.lastRun?.error ?? null,
          });
        warned.set(key, feed.state);
      }
    } catch (error) {
      log.warn("stock feeds: a round failed", { err: error });
    }
  }
  async function loop() {
    if (stopped) return;
    running = tick();
    await running;
    running = null;
    if (stopped) return;
    const wait = await msUntilNextDue(deps, deps.pollMs).catch(() => deps.pollMs);
    timer = setTimeout(() => void loop(), Math.max(100, wait));
    timer.unref();
  }
  void loop();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
    await stopPruning();
  };
}
