import { describe, expect, it } from "vitest";
import { describeRange, formatRangeValue, getFacetValueLabel, orderFacetItems } from "./search-facets";

const item = (value: string, count: number) => ({ value, label: value, count });

describe("search facets [VSD §3 Search]", () => {
  it("reads ranges as money, kilometres and years [SW §9 'currency with $ prefix and thousands commas']", () => {
    expect(describeRange("price", { min: 10000, max: 50000 })).toBe("$10,000 – $50,000");
    expect(describeRange("price", { min: 139000 })).toBe("From $139,000");
    expect(describeRange("km", { max: 60000 })).toBe("Up to 60,000 km");
    expect(describeRange("year", { min: 2018, max: 2022 })).toBe("2018 – 2022");
    expect(formatRangeValue("subscription_price", 129)).toBe("$129");
  });

  it("lists seats and price bands in their own order, other facets by how common", () => {
    expect(
      orderFacetItems("seats", [item("7", 50), item("2", 3), item("5", 400), item("12", 1)]).map(
        (i) => i.value,
      ),
    ).toEqual(["2", "5", "7", "12"]);
    expect(
      orderFacetItems("price_range", [item("20000-30000", 9), item("0-10000", 1), item("100000-", 5)]).map(
        (i) => i.value,
      ),
    ).toEqual(["0-10000", "20000-30000", "100000-"]);
    expect(
      orderFacetItems("make", [item("Kia", 2), item("Ford", 9), item("Audi", 2)]).map((i) => i.value),
    ).toEqual(["Ford", "Audi", "Kia"]);
  });

  it("names conditions with the site's used label [SW §1]", () => {
    expect(getFacetValueLabel("car_type", "used", "Pre-Owned")).toBe("Pre-Owned");
    expect(getFacetValueLabel("car_type", "demo", "Used")).toBe("Demo");
  });
});
