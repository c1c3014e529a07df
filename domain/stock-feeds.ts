/*
 * The rules of a site's stock feeds (docs/stock-feed.md "Scheduled feeds"): when a feed is late,
 * when it is failing, and when its site's stock can no longer be vouched for (stale), after which
 * the site stops taking deposits on what it cannot confirm.
 */

/** The file formats a feed may be written in (docs/stock-feed.md). */
export const FEED_FORMATS = ["csv", "json", "xml"] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** A full feed that would mark more than this share of a site's unsold cars sold is held. */
export const DEFAULT_FEED_HOLD_SHARE = 0.3;
/** Without a good run for this long, a feed's site is stale. */
export const DEFAULT_FEED_STALE_HOURS = 24;
/** A feed is late after this many of its intervals without a good run (unless its site says). */
export const LATE_AFTER_INTERVALS = 3;

export const FEED_STATES = ["fresh", "late", "failing"] as const;
export type FeedState = (typeof FEED_STATES)[number];

export type FeedTiming = {
  every_minutes: number;
  late_after_minutes?: number | undefined;
  stale_after_hours: number;
};

export type FeedRecord = {
  /** The end of the last run that applied the feed or found it unchanged. */
  lastGoodAt: Date | null;
  /** Since when the feed has been followed: the baseline before any good run. */
  since: Date;
  /** The last run failed, or was held for an operator. */
  lastRunBad: boolean;
};

export const lateAfterMinutes = (feed: FeedTiming) =>
  feed.late_after_minutes ?? feed.every_minutes * LATE_AFTER_INTERVALS;

const ageMs = (record: FeedRecord, now: Date) => +now - +(record.lastGoodAt ?? record.since);

/** fresh, late (no good run within its limit) or failing (its last run failed or was held). */
export function feedState(feed: FeedTiming, record: FeedRecord, now: Date): FeedState {
  if (record.lastRunBad) return "failing";
  return ageMs(record, now) > lateAfterMinutes(feed) * 60_000 ? "late" : "fresh";
}

/** Whether the feed has gone without a good run past its stale limit. */
export function feedIsStale(feed: FeedTiming, record: FeedRecord, now: Date): boolean {
  return ageMs(record, now) > feed.stale_after_hours * 3_600_000;
}

/** How long ago, as a page says it: "just now", "1 minute ago", "12 minutes ago", "3 hours ago", "2 days ago". */
export function updatedAgo(minutes: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"} ago`;
  if (minutes < 1) return "just now";
  if (minutes < 60) return unit(minutes, "minute");
  if (minutes < 48 * 60) return unit(Math.floor(minutes / 60), "hour");
  return unit(Math.floor(minutes / 1440), "day");
}

/** A site's freshness wording (labels.stock_updated, labels.stock_stale) with its {ago} filled in. */
export const withAgo = (label: string, minutes: number) => label.replace("{ago}", updatedAgo(minutes));
