import { describe, expect, it } from "vitest";
import { emptySearchState, type SearchState } from "#domain/search-facets";
import {
  buildSearchUrl,
  defaultSearchPath,
  getSelectedFilters,
  parseRange,
  parseSearchUrl,
  setQuery,
  toggleRefinement,
  chooseRefinement,
  type SearchVocabulary,
} from "./search-url";

const vocab: SearchVocabulary = {
  defaultPath: "/search/new-used-and-demo-cars",
  carTypes: ["new", "used", "demo"],
  excludedMakes: ["Hummer"],
  locations: [{ name: "Southern Cross Toyota Brisbane", slug: "toyota-brisbane" }],
  dealerships: [{ name: "Southern Cross Ford", slug: "southern-cross-ford" }],
  makes: ["Toyota", "Ford", "Mercedes-Benz", "Hummer"],
  models: [
    { make: "Toyota", model: "HiLux" },
    { make: "Toyota", model: "LandCruiser 300" },
    { make: "Ford", model: "Ranger" },
  ],
  bodies: ["SUV", "Ute", "People Mover"],
};
const usedOnly: SearchVocabulary = { ...vocab, defaultPath: "/search/used-cars", carTypes: ["used"] };

const parse = (href: string, v = vocab) => parseSearchUrl(new URL(href, "http://site.localhost"), v);
const state = (patch: Partial<SearchState>): SearchState => ({ ...emptySearchState(), ...patch });

describe("search URLs: paths to state [SW §2]", () => {
  it("reads stock-type paths", () => {
    expect(parse("/search/used-cars").state.refinements).toEqual({ car_type: ["used"] });
    expect(parse("/search/demo-cars").state.refinements).toEqual({ car_type: ["demo"] });
    expect(parse("/search/new-and-demo-cars").state.refinements).toEqual({ car_type: ["new", "demo"] });
    expect(parse("/search/new-used-and-demo-cars").state.refinements).toEqual({});
  });

  it("reads make, make and model, location, dealership and body paths", () => {
    expect(parse("/search/toyota").state.refinements).toEqual({ make: ["Toyota"] });
    expect(parse("/search/toyota/landcruiser-300").state.refinements).toEqual({
      make: ["Toyota"],
      model: ["LandCruiser 300"],
    });
    expect(parse("/search/toyota-brisbane").state.refinements).toEqual({
      location_name: ["Southern Cross Toyota Brisbane"],
    });
    expect(parse("/search/southern-cross-ford").state.refinements).toEqual({
      dealership_name: ["Southern Cross Ford"],
    });
    expect(parse("/search/people-mover").state.refinements).toEqual({ body: ["People Mover"] });
  });

  it("finds nothing for unknown paths and excluded makes", () => {
    expect(parse("/search/zeppelin").found).toBe(false);
    expect(parse("/search/toyota/ranger").found).toBe(false);
    expect(parse("/search/hummer").found).toBe(false);
    expect(parse("/search/a/b/c").found).toBe(false);
  });

  it("reads query, page, sortBy, one parameter per facet and plain-number ranges", () => {
    const { state: s } = parse(
      "/search/used-cars?query=+hilux+&page=3&sortBy=price_asc&make=Toyota&make=Ford&body=SUV&price=%2410%2C000-%2450%2C000&km=-80000",
    );
    expect(s.query).toBe("hilux");
    expect(s.page).toBe(3);
    expect(s.sortBy).toBe("price_asc");
    expect(s.refinements).toEqual({ car_type: ["used"], make: ["Toyota", "Ford"], body: ["SUV"] });
    expect(s.ranges).toEqual({ price: { min: 10_000, max: 50_000 }, km: { max: 80_000 } });
  });

  it("reads the min and max fields a form without JavaScript sends", () => {
    expect(parse("/search?price_min=5000&price_max=&year_min=2018&year_max=2022").state.ranges).toEqual({
      price: { min: 5000 },
      year: { min: 2018, max: 2022 },
    });
  });

  it("drops unreadable values", () => {
    const { state: s } = parse("/search?page=0&sortBy=cheapest&price=abc&make=");
    expect(s).toEqual(emptySearchState());
    expect(parseRange("50000-10000")).toEqual({ min: 10_000, max: 50_000 });
  });
});

describe("search URLs: state to canonical URL [SW §2]", () => {
  it("uses the stock-type paths", () => {
    expect(buildSearchUrl(state({ refinements: { car_type: ["used"] } }), vocab)).toBe("/search/used-cars");
    expect(buildSearchUrl(state({ refinements: { car_type: ["demo", "new"] } }), vocab)).toBe(
      "/search/new-and-demo-cars",
    );
    expect(buildSearchUrl(state({ refinements: { car_type: ["new", "used", "demo"] } }), vocab)).toBe(
      "/search/new-used-and-demo-cars",
    );
    expect(buildSearchUrl(state({ refinements: { car_type: ["new", "used"] } }), vocab)).toBe(
      "/search/new-used-and-demo-cars?car_type=new&car_type=used",
    );
  });

  it("uses make and model paths, but never for an excluded make", () => {
    expect(buildSearchUrl(state({ refinements: { make: ["Toyota"] } }), vocab)).toBe("/search/toyota");
    expect(
      buildSearchUrl(state({ refinements: { make: ["Toyota"], model: ["LandCruiser 300"] } }), vocab),
    ).toBe("/search/toyota/landcruiser-300");
    expect(buildSearchUrl(state({ refinements: { make: ["Toyota", "Ford"] } }), vocab)).toBe(
      "/search/new-used-and-demo-cars?make=Ford&make=Toyota",
    );
    expect(buildSearchUrl(state({ refinements: { make: ["Hummer"] } }), vocab)).toBe(
      "/search/new-used-and-demo-cars?make=Hummer",
    );
    expect(buildSearchUrl(state({ refinements: { make: ["Toyota"], car_type: ["used"] } }), vocab)).toBe(
      "/search/toyota?car_type=used",
    );
  });

  it("uses location, dealership and body paths", () => {
    expect(
      buildSearchUrl(state({ refinements: { location_name: ["Southern Cross Toyota Brisbane"] } }), vocab),
    ).toBe("/search/toyota-brisbane");
    expect(buildSearchUrl(state({ refinements: { body: ["SUV"] } }), vocab)).toBe("/search/suv");
  });

  it("adds the page only when it is not 1, sortBy only when not the default, ranges as plain numbers", () => {
    const s = state({
      query: "hilux",
      page: 2,
      sortBy: "price_desc",
      ranges: { price: { min: 10_000, max: 50_000 } },
    });
    expect(buildSearchUrl(s, vocab)).toBe(
      "/search/new-used-and-demo-cars?query=hilux&price=10000-50000&sortBy=price_desc&page=2",
    );
    expect(buildSearchUrl({ ...s, page: 1, sortBy: "relevance" }, vocab)).toBe(
      "/search/new-used-and-demo-cars?query=hilux&price=10000-50000",
    );
  });

  it("treats the used-only site's own condition as no filter", () => {
    expect(buildSearchUrl(state({ refinements: { car_type: ["used"] } }), usedOnly)).toBe(
      "/search/used-cars",
    );
    expect(buildSearchUrl(parse("/search/used-cars?body=SUV", usedOnly).state, usedOnly)).toBe("/search/suv");
  });

  it("round-trips: parse(build(state)) is the state", () => {
    const states = [
      state({
        refinements: { make: ["Toyota"], model: ["HiLux"], colour: ["White"] },
        ranges: { km: { max: 90_000 } },
      }),
      state({
        refinements: { car_type: ["used"], body: ["Ute"] },
        query: "sr5",
        sortBy: "year_desc",
        page: 4,
      }),
      state({ refinements: { location_name: ["Southern Cross Toyota Brisbane"], make: ["Ford", "Toyota"] } }),
    ];
    for (const s of states) {
      const url = buildSearchUrl(s, vocab);
      expect(buildSearchUrl(parse(url).state, vocab)).toBe(url);
    }
  });
});

describe("changing the search", () => {
  it("drops the page when a filter or the query changes [VSD §4 Search]", () => {
    const s = state({ page: 5 });
    expect(toggleRefinement(s, "make", "Toyota").page).toBe(1);
    expect(setQuery(s, "ranger").page).toBe(1);
  });

  it("a dropdown chooses one value of its facet, or none", () => {
    const s = state({ page: 3, refinements: { state: ["QLD", "NSW"], make: ["Ford"] } });
    const vic = chooseRefinement(s, "state", "VIC");
    expect(vic.refinements).toEqual({ state: ["VIC"], make: ["Ford"] });
    expect(vic.page).toBe(1);
    expect(chooseRefinement(vic, "state", "").refinements.state).toEqual([]);
    expect(buildSearchUrl(chooseRefinement(vic, "state", ""), vocab)).not.toContain("state=");
  });

  it("lists selected filters as chips that remove themselves", () => {
    const s = state({ query: "x", refinements: { make: ["Ford"] }, ranges: { price: { min: 1 } } });
    const chips = getSelectedFilters(s);
    expect(chips.map((c) => [c.facet, c.value])).toEqual([
      ["query", "x"],
      ["make", "Ford"],
      ["price", "1-"],
    ]);
    expect(chips[1]!.without.refinements.make).toEqual([]);
  });
});

describe("the default search path [SW §2 Search URLs]", () => {
  it("follows the stock the site sells", () => {
    expect(defaultSearchPath(["used"])).toBe("/search/used-cars");
    expect(defaultSearchPath(["demo", "new"])).toBe("/search/new-and-demo-cars");
    expect(defaultSearchPath(["new", "used", "demo"])).toBe("/search/new-used-and-demo-cars");
    expect(defaultSearchPath(["new", "used"])).toBe("/search/new-used-and-demo-cars");
  });
});
