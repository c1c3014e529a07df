import { describe, expect, it } from "vitest";
import { feedIsStale, feedState, lateAfterMinutes, updatedAgo, withAgo } from "./stock-feeds";

const feed = { every_minutes: 15, stale_after_hours: 24 };
const t0 = new Date("2026-11-28T00:00:00Z");
const after = (minutes: number) => new Date(+t0 + minutes * 60_000);

describe("a feed's state", () => {
  it("is fresh within three of its intervals of a good run, late after", () => {
    const record = { lastGoodAt: t0, since: t0, lastRunBad: false };
    expect(lateAfterMinutes(feed)).toBe(45);
    expect(feedState(feed, record, after(45))).toBe("fresh");
    expect(feedState(feed, record, after(46))).toBe("late");
    expect(feedState({ ...feed, late_after_minutes: 120 }, record, after(100))).toBe("fresh");
  });

  it("is failing when its last run failed or was held, however recent its last good run", () => {
    expect(feedState(feed, { lastGoodAt: t0, since: t0, lastRunBad: true }, after(1))).toBe("failing");
  });

  it("counts from when it was first followed until its first good run", () => {
    const never = { lastGoodAt: null, since: t0, lastRunBad: false };
    expect(feedState(feed, never, after(10))).toBe("fresh");
    expect(feedState(feed, never, after(50))).toBe("late");
  });
});

it("a feed's site is stale past its limit without a good run", () => {
  const record = { lastGoodAt: t0, since: t0, lastRunBad: true };
  expect(feedIsStale(feed, record, after(24 * 60))).toBe(false);
  expect(feedIsStale(feed, record, after(24 * 60 + 1))).toBe(true);
  expect(feedIsStale({ ...feed, stale_after_hours: 0.5 }, record, after(31))).toBe(true);
});

it("says how long ago as a page does", () => {
  expect([0, 1, 12, 59, 60, 119, 47 * 60, 48 * 60, 30 * 1440].map(updatedAgo)).toEqual([
    "just now",
    "1 minute ago",
    "12 minutes ago",
    "59 minutes ago",
    "1 hour ago",
    "1 hour ago",
    "47 hours ago",
    "2 days ago",
    "30 days ago",
  ]);
  expect(withAgo("Stock updated {ago}", 5)).toBe("Stock updated 5 minutes ago");
});
