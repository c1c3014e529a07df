import { describe, expect, it } from "vitest";
import { getDisplayCount, getSoldCount } from "./search-count";

describe("counts above 1999 [VSD §7]", () => {
  const statuses = [
    { value: "in_stock", count: 2100 },
    { value: "coming_soon", count: 40 },
    { value: "sold", count: 12 },
  ];
  it("keeps counts up to 1999 as they are", () => {
    expect(getDisplayCount(1999, statuses, false)).toBe(1999);
  });
  it("replaces larger counts by the in-stock count or the summed status counts", () => {
    expect(getDisplayCount(2000, statuses, true)).toBe(2100);
    expect(getDisplayCount(2000, statuses, false)).toBe(2152);
    expect(getDisplayCount(2500, [], false)).toBe(2500);
  });
});

describe("the sold cars among those found", () => {
  const statuses = [
    { value: "in_stock", count: 720 },
    { value: "coming_soon", count: 11 },
    { value: "sold", count: 11 },
  ];
  it("counts them when no status is chosen, or sold is", () => {
    expect(getSoldCount(statuses, undefined)).toBe(11);
    expect(getSoldCount(statuses, ["sold", "in_stock"])).toBe(11);
  });
  it("has none when only other statuses are chosen, or none is sold", () => {
    expect(getSoldCount(statuses, ["in_stock"])).toBe(0);
    expect(getSoldCount(statuses.slice(0, 2), undefined)).toBe(0);
  });
});
