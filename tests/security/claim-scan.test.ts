import { describe, expect, it } from "vitest";
import { findContradictions, type SiteFacts } from "./claim-scan";

const facts: SiteFacts = {
  inStock: 731,
  locations: 13,
  licences: ["3180234", "MD 074219"],
  openEveryDay: false,
};

describe("the claims a page makes against the site's data", () => {
  it("finds each claim the data contradicts", () => {
    const text = `742 cars in stock now. We answer seven days a week.
      50+ Locations · 40+ Brands. Dealer licence MD 999999. Offer ends 2027-01-05.
      8.5% p.a. (comparison rate 7.9% p.a.)`;
    expect(findContradictions(text, facts, "/")).toEqual([
      expect.stringContaining("742 cars in stock now"),
      expect.stringContaining("seven days a week"),
      expect.stringContaining("50+ Locations"),
      expect.stringContaining("MD 999999"),
      expect.stringContaining("2027-01-05"),
      expect.stringContaining("comparison rate 7.9%"),
    ]);
  });

  it("passes a page whose claims agree", () => {
    const text = `731 cars in stock now. 13 locations across three states.
      Dealer licence QLD 3180234 · NSW MD 074219. Open six days. Offer ends 05/01/2027.
      7.65% p.a. (comparison rate 10.02% p.a.)*`;
    expect(findContradictions(text, facts, "/")).toEqual([]);
    expect(findContradictions("Open 7 days a week", { ...facts, openEveryDay: true }, "/")).toEqual([]);
    expect(findContradictions("731 caravans, motorhomes and trucks in stock now.", facts, "/")).toEqual([]);
    expect(findContradictions("730 caravans, motorhomes and trucks in stock now.", facts, "/")).toHaveLength(
      1,
    );
  });
});
