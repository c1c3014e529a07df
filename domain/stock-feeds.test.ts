import { describe, expect, it } from "vitest";
import { feedIsStale, feedState, lateAfterMinutes } from "./stock-feeds";

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
