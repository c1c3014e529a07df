import { describe, expect, it } from "vitest";
import { createListing, LISTING_CACHE_SIZE } from "./listing";

type Model = { make: string; model: string; body: string };
const models: Model[] = [
  { make: "Toyota", model: "HiLux", body: "Ute" },
  { make: "Toyota", model: "RAV4", body: "SUV" },
  { make: "Toyota", model: "Corolla", body: "Hatchback" },
  { make: "Ford", model: "Ranger", body: "Ute" },
  { make: "Ford", model: "Everest", body: "SUV" },
  { make: "Mazda", model: "CX-5", body: "SUV" },
];
const listing = () =>
  createListing(models, {
    facets: { make: (m: Model) => m.make, body: (m: Model) => m.body },
    text: [(m) => m.make, (m) => m.model],
  });

describe("directory and offer listings [VSD §7, §9]", () => {
  it("filters by facets with disjunctive counts", () => {
    const result = listing().search({ refinements: { body: ["SUV"] } });
    expect(result.hits.map((m) => m.model)).toEqual(["RAV4", "Everest", "CX-5"]);
    expect(result.facets.body).toEqual([
      { value: "SUV", count: 3 },
      { value: "Ute", count: 2 },
      { value: "Hatchback", count: 1 },
    ]);
    expect(result.facets.make).toEqual([
      { value: "Ford", count: 1 },
      { value: "Mazda", count: 1 },
      { value: "Toyota", count: 1 },
    ]);
  });

  it("searches text with prefixes and one typo", () => {
    expect(
      listing()
        .search({ query: "evrest" })
        .hits.map((m) => m.model),
    ).toEqual(["Everest"]);
    expect(listing().search({ query: "toy" }).count).toBe(3);
  });

  it("pages 21 at a time by default", () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ make: "Kia", model: `M${i}`, body: "SUV" }));
    const big = createListing(many, { facets: { make: (m: Model) => m.make }, text: [(m) => m.model] });
    const third = big.search({ page: 3 });
    expect(third.hits).toHaveLength(8);
    expect(third.pages).toBe(3);
  });

  it("keeps 10 results and evicts the oldest", () => {
    const l = listing();
    const first = l.search({ query: "ford" });
    expect(l.search({ query: "ford" })).toBe(first);
    for (let i = 0; i < LISTING_CACHE_SIZE; i++) l.search({ page: i + 2 });
    expect(l.cacheSize()).toBe(LISTING_CACHE_SIZE);
    expect(l.search({ query: "ford" })).not.toBe(first);
  });
});
