import { beforeAll, describe, expect, it } from "vitest";
import { demoRegistry } from "../../tests/setup/sites";
import { getSearchOptions } from "./store.server";
import { CASES, demoStocks, NOW, searchAsSent, type SiteStock } from "../../tests/setup/relevance-cases";

/* Search relevance [issue 10, issue 32]: the cases of relevance-cases.ts, each run as a test. */
const registry = demoRegistry();
let stocks: Map<string, SiteStock>;

beforeAll(() => {
  stocks = demoStocks(
    registry,
    CASES.map((c) => c.site),
  );
});

describe("search relevance: what buyers type", () => {
  it(`has at least 150 buyer queries`, () => expect(CASES.length).toBeGreaterThanOrEqual(150));

  it.each(CASES)("$site: '$query'", ({ site, query, want, first = 5, only, reads }) => {
    const stock = stocks.get(site)!;
    const visible = stock.index.search({ hitsPerPage: 1 }, getSearchOptions(stock.site, NOW)).count;
    const { state, result } = searchAsSent(stock, query, true);
    if (reads) {
      expect({ query: state.query, ...state.refinements, ...state.ranges }, `what '${query}' reads`).toEqual(
        reads,
      );
    }
    const stocked = stock.docs.filter(want).length;
    expect(stocked, `the stock has cars for '${query}'`).toBeGreaterThan(0);
    expect(result.count, `'${query}' finds cars`).toBeGreaterThan(0);
    const shown = result.hits.slice(0, Math.min(first, result.hits.length));
    const wrong = shown
      .filter((car) => !want(car))
      .map((car) => `${car.name} (${car.simple_body}, ${car.simple_fuel})`);
    expect(wrong, `the first ${shown.length} results for '${query}'`).toEqual([]);
    if (only) {
      const strays = result.hits.filter((car) => !want(car)).map((car) => car.name);
      expect(strays.slice(0, 5), `every result for '${query}'`).toEqual([]);
    }
    expect(result.count).toBeLessThanOrEqual(visible);
  });
});

describe("words searched as they are typed (the results following the box)", () => {
  it("'ev' is the electric cars, not the start of Everest or Evolve", () => {
    const { result } = searchAsSent(stocks.get("southern-cross")!, "ev", false);
    expect(result.count).toBeGreaterThan(0);
    expect(result.hits.filter((car) => car.simple_fuel !== "Electric").map((car) => car.name)).toEqual([]);
    // Typing on, the longer word is a prefix again.
    const { result: eve } = searchAsSent(stocks.get("southern-cross")!, "eve", false);
    expect(eve.hits.length).toBeGreaterThan(0);
    for (const car of eve.hits) expect(car.model).toBe("Everest");
  });

  it("'off road' finds every Off-Road build, inside a longer name too", () => {
    const { result } = searchAsSent(stocks.get("outback-rv")!, "jayco off road", false);
    const models = new Set(result.hits.map((car) => car.model));
    expect(models).toContain("Journey Outback");
    for (const car of result.hits) expect(`${car.model} ${car.badge}`).toMatch(/Off-Road/);
  });
});

describe("search documents", () => {
  it("are kept by the index as columns, the values many cars share once, and given back as they were", () => {
    const { index, docs } = stocks.get("southern-cross")!;
    const { documents } = index;
    // Makes, models, colours, locations...: one table of the site's strings, a code per car.
    expect(documents.strings.length).toBeLessThan(docs.length / 2);
    expect(documents.all()).toEqual(
      docs.map((doc) => ({ ...doc, filtered_features: [...new Set(doc.filtered_features)] })),
    );
  });
});
