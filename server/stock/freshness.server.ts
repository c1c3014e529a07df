import { desc, eq } from "drizzle-orm";
import { feedIsStale, withAgo } from "#domain/stock-feeds";
import { siteMemo } from "#server/cache/site-memo.server";
import type { Database } from "#server/db/client";
import { importRuns, stockFeeds } from "#server/db/schema";
import type { Site } from "#server/sites/registry";

/*
 * How current a site's stock is, for its pages ("Stock updated 12 minutes ago") and for the stale
 * policy (docs/stock-feed.md): from its feeds' last good runs (the oldest of them, when it has
 * several), or for a site without feeds from its last import. Stale when a feed has gone past its
 * stale limit without a good run.
 */
export type StockFreshness = {
  /** Minutes since the stock was last confirmed, or null when nothing says. */
  minutesAgo: number | null;
  stale: boolean;
};

export async function getStockFreshness(db: Database, site: Site, now = new Date()): Promise<StockFreshness> {
  if (site.feeds.length === 0) {
    const [last] = await db
      .select({ at: importRuns.finished_at })
      .from(importRuns)
      .where(eq(importRuns.site_id, site.id))
      .orderBy(desc(importRuns.id))
      .limit(1);
    return { minutesAgo: last?.at ? minutesBetween(last.at, now) : null, stale: false };
  }
  const rows = await db.select().from(stockFeeds).where(eq(stockFeeds.site_id, site.id));
  let stale = false;
  const lastGood: (Date | null)[] = [];
  for (const feed of site.feeds) {
    const row = rows.find((r) => r.name === feed.name);
    if (!row) continue;
    const record = {
      lastGoodAt: row.last_good_at,
      since: row.created_at,
      lastRunBad: row.held_run_id !== null,
    };
    if (feedIsStale(feed, record, now)) stale = true;
    lastGood.push(row.last_good_at);
  }
  // A feed never yet good says nothing about when the stock was confirmed.
  const known = lastGood.length > 0 && lastGood.every((at) => at !== null);
  const oldest = known ? Math.min(...lastGood.map((at) => +at!)) : null;
  return { minutesAgo: oldest === null ? null : minutesBetween(new Date(oldest), now), stale };
}

const minutesBetween = (from: Date, to: Date) => Math.max(0, Math.floor((+to - +from) / 60_000));

/** What a page says about it: the stamp, and the stale notice while the site is stale. */
export type FreshnessView = { stale: boolean; updatedText: string | null; staleText: string | null };

/**
 * The stamp and notice of a site's search and vehicle pages, read once per stock version and
 * page-cache window in each process (so a kept page says what it said when it was made).
 */
export async function getFreshnessView(db: Database, site: Site, now = new Date()): Promise<FreshnessView> {
  return freshnessView(
    site,
    await siteMemo().get(db, site.id, "stock freshness", () => getStockFreshness(db, site, now)),
  );
}

/** The site's words for how current its stock is. */
export function freshnessView(site: Site, freshness: StockFreshness): FreshnessView {
  // A feed never yet good has been unconfirmed at least as long as its stale limit.
  const ago = freshness.minutesAgo ?? Math.min(...site.feeds.map((feed) => feed.stale_after_hours * 60));
  return {
    stale: freshness.stale,
    // While stale, the notice says when the stock was last updated: the stamp would say it twice.
    updatedText:
      freshness.minutesAgo === null || freshness.stale
        ? null
        : withAgo(site.labels.stock_updated, freshness.minutesAgo),
    staleText: freshness.stale ? withAgo(site.labels.stock_stale, Math.round(ago)) : null,
  };
}
