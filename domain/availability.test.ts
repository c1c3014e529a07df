import { describe, expect, it } from "vitest";
import { collapseSoldRuns, isAvailable, isPastSoldWindow, soldWindowStart } from "./availability";

const sold = (id: number) => ({ id, status: "sold" });
const inStock = (id: number) => ({ id, status: "in_stock" });
const isSold = (car: { status: string }) => car.status === "sold";

describe("availability [VSD §4 Availability]", () => {
  it("counts in_stock and coming_soon as available, anything else not", () => {
    expect(isAvailable("in_stock")).toBe(true);
    expect(isAvailable("coming_soon")).toBe(true);
    expect(isAvailable("sold")).toBe(false);
    expect(isAvailable("others")).toBe(false);
  });

  it("keeps sold cars in search for N days only", () => {
    const now = new Date("2026-11-21T00:00:00Z");
    expect(soldWindowStart(now, 3)).toBe(+new Date("2026-11-18T00:00:00Z"));
    expect(soldWindowStart(now, 7)).toBe(+new Date("2026-11-14T00:00:00Z"));
    expect(soldWindowStart(now)).toBe(+new Date("2026-11-18T00:00:00Z"));
  });

  it("collapses runs of consecutive sold cars into one sold entry", () => {
    const entries = collapseSoldRuns([inStock(1), sold(2), sold(3), sold(4), inStock(5), sold(6)], isSold);
    expect(entries.map((e) => [e.car.id, e.collapsedSold])).toEqual([
      [1, 0],
      [2, 2],
      [5, 0],
      [6, 0],
    ]);
  });

  it("shows every car when all of them are sold", () => {
    const entries = collapseSoldRuns([sold(1), sold(2), sold(3)], isSold);
    expect(entries.map((e) => e.car.id)).toEqual([1, 2, 3]);
  });
});

it("a car sold before the sold window is gone (410); one sold within it, or unsold, is not", () => {
  const now = new Date("2026-11-21T00:00:00Z");
  const soldAt = (iso: string) => ({ status: "sold", sold_at: new Date(iso) });
  expect(isPastSoldWindow(soldAt("2026-11-17T23:59:00Z"), now, 3)).toBe(true);
  expect(isPastSoldWindow(soldAt("2026-11-18T00:01:00Z"), now, 3)).toBe(false);
  expect(isPastSoldWindow(soldAt("2026-11-10T00:00:00Z"), now, 14)).toBe(false);
  expect(isPastSoldWindow({ status: "sold", sold_at: null }, now)).toBe(false);
  expect(isPastSoldWindow({ status: "in_stock", sold_at: new Date("2020-01-01") }, now)).toBe(false);
});
