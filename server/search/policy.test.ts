import { describe, expect, it } from "vitest";
import { demoRegistry } from "../../tests/setup/sites";
import { getSearchPolicy, isListedBySite } from "./policy";

const registry = demoRegistry();
const site = (slug: string) => registry.sites.find((s) => s.slug === slug)!;
const car = {
  car_type: "used",
  make: "Toyota",
  stocknum: "X1",
  status: "in_stock",
  show_on_dealer_website: true,
};

describe("each demo site's search filter policy [VSD §7]", () => {
  it("southern-cross: new, used and demo, sold for 3 days, no Holden", () => {
    const policy = getSearchPolicy(site("southern-cross"));
    expect(policy.includeSoldCarsDays).toBe(3);
    for (const car_type of ["new", "used", "demo"])
      expect(isListedBySite({ ...car, car_type }, policy)).toBe(true);
    expect(isListedBySite({ ...car, make: "Holden" }, policy)).toBe(false);
    expect(isListedBySite({ ...car, status: "coming_soon" }, policy)).toBe(true);
    expect(isListedBySite({ ...car, status: "sold" }, policy)).toBe(true);
    expect(isListedBySite({ ...car, status: "other" }, policy)).toBe(false);
    expect(isListedBySite({ ...car, show_on_dealer_website: false }, policy)).toBe(false);
  });

  it("harbourside-toyota: leaves out its excluded stock numbers", () => {
    const policy = getSearchPolicy(site("harbourside-toyota"));
    expect(isListedBySite({ ...car, stocknum: "HT10001" }, policy)).toBe(false);
    expect(isListedBySite({ ...car, stocknum: "ht10002" }, policy)).toBe(false);
    expect(isListedBySite({ ...car, stocknum: "HT10003" }, policy)).toBe(true);
  });

  it("redline-used: used cars only, sold cars kept 7 days", () => {
    const policy = getSearchPolicy(site("redline-used"));
    expect(policy.includeSoldCarsDays).toBe(7);
    expect(isListedBySite(car, policy)).toBe(true);
    expect(isListedBySite({ ...car, car_type: "new" }, policy)).toBe(false);
    expect(isListedBySite({ ...car, car_type: "demo" }, policy)).toBe(false);
  });

  it("outback-rv: in-stock vehicles only", () => {
    const policy = getSearchPolicy(site("outback-rv"));
    expect(isListedBySite(car, policy)).toBe(true);
    expect(isListedBySite({ ...car, status: "coming_soon" }, policy)).toBe(false);
    expect(isListedBySite({ ...car, status: "sold" }, policy)).toBe(false);
  });
});
