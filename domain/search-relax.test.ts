import { describe, expect, it } from "vitest";
import { emptySearchState, type SearchState } from "./search-facets";
import { chooseRelaxed, nearestNote, searchParts } from "./search-relax";
import { synonymsOf } from "./search-synonyms";

const search: SearchState = {
  ...emptySearchState(),
  query: "mach-e",
  page: 3,
  refinements: { seats: ["7", "8"], fuel: ["Diesel"] },
  ranges: { price: { max: 20_000 }, year: { min: 2024 } },
};

describe("a search that found nothing, one part let go [issue 32]", () => {
  it("lets go of each part whole: a range, a filter with all its values, the words", () => {
    const parts = searchParts(search);
    expect(parts.map((p) => [p.facet, p.values])).toEqual([
      ["price", ["Up to $20,000"]],
      ["year", ["From 2024"]],
      ["fuel", ["Diesel"]],
      ["seats", ["7", "8"]],
      ["query", ["mach-e"]],
    ]);
    const [price, year, fuel, seats, words] = parts;
    // The nearest first: cheapest for a price too low, newest for a year too new.
    expect(price!.without).toMatchObject({ page: 1, sortBy: "price_asc", ranges: { year: { min: 2024 } } });
    expect(year!.without.sortBy).toBe("year_desc");
    expect(fuel!.without.refinements).toEqual({ seats: ["7", "8"] });
    expect(seats!.without.refinements).toEqual({ fuel: ["Diesel"] });
    expect(words!.without).toMatchObject({ query: "", sortBy: "relevance" });
  });

  it("chooses a limit before a filter before the words, then the fewest results", () => {
    const [price, year, fuel, seats, words] = searchParts(search);
    const tried = (counts: number[]) =>
      [price, year, fuel, seats, words].map((part, i) => ({ part: part!, count: counts[i]! }));
    expect(chooseRelaxed(tried([12, 30, 3, 2, 50]), 5)!.part.facet).toBe("price");
    expect(chooseRelaxed(tried([40, 30, 3, 2, 50]), 5)!.part.facet).toBe("year");
    expect(chooseRelaxed(tried([0, 0, 3, 2, 50]), 5)!.part.facet).toBe("seats");
    expect(chooseRelaxed(tried([0, 0, 0, 0, 50]), 5)!.part.facet).toBe("query");
    expect(chooseRelaxed(tried([0, 0, 0, 0, 0]), 5)).toBeNull();
  });

  it("offers nothing for a search of one filter or words alone, but does for one limit", () => {
    const words = searchParts({ ...emptySearchState(), query: "zzz" });
    expect(chooseRelaxed([{ part: words[0]!, count: 700 }], 1)).toBeNull();
    const price = searchParts({ ...emptySearchState(), ranges: { price: { max: 1_000 } } });
    expect(chooseRelaxed([{ part: price[0]!, count: 700 }], 1)!.part.facet).toBe("price");
  });

  it("says how near the results come to the limit let go", () => {
    const [price, year, fuel] = searchParts(search);
    const stats = { price: { min: 21_990, max: 80_000 }, year: { min: 2015, max: 2023 } };
    expect(nearestNote(price!, stats)).toBe("from $21,990");
    expect(nearestNote(year!, stats)).toBe("the newest 2023");
    expect(nearestNote(fuel!, stats)).toBeNull();
    const over = searchParts({ ...emptySearchState(), ranges: { price: { min: 200_000 } } })[0]!;
    expect(nearestNote(over, stats)).toBe("up to $80,000");
  });
});

describe("a site's own words", () => {
  it("come before the common ones and never replace them", () => {
    expect(synonymsOf("van")).toEqual(["van", "peoplemover"]);
    expect(synonymsOf("van", { van: ["caravan"] })).toEqual(["van", "caravan", "peoplemover"]);
    expect(synonymsOf("onsuite", { onsuite: ["ensuite"] })).toEqual(["onsuite", "ensuite"]);
    expect(synonymsOf("constructor", { van: ["caravan"] })).toEqual(["constructor"]);
  });
});
