import { describe, expect, it } from "vitest";
import { Random } from "#server/demo/random";
import type { ListFacet } from "#domain/search-facets";
import { compareCustomRank } from "#domain/custom-rank";
import { car, now, options } from "../../tests/setup/search-docs";
import { buildSearchIndex, mergeRows, type SearchDoc } from "./engine";
import { withinOneEdit } from "./text";
import { siteIndex, takeChanges } from "./layered";

const fleet = [
  car(1),
  car(2, {
    make: "Ford",
    model: "Ranger",
    name: "2021 Ford Ranger Wildtrak",
    badge: "Wildtrak",
    price: 55_000,
  }),
  car(3, {
    make: "Ford",
    model: "Everest",
    name: "2022 Ford Everest Trend",
    simple_body: "SUV",
    price: 60_000,
  }),
  car(4, {
    make: "Mazda",
    model: "CX-5",
    name: "2019 Mazda CX-5 Maxx",
    simple_body: "SUV",
    price: 28_000,
    km: 80_000,
  }),
  car(5, { make: "Mazda", model: "CX-5", status: "sold", sold_at: +now - 86_400_000 }),
  car(6, { make: "Mazda", model: "CX-5", status: "sold", sold_at: +now - 5 * 86_400_000 }),
  car(7, { make: "Kia", model: "Carnival", price: 0, status: "coming_soon", simple_body: "People Mover" }),
];
const index = buildSearchIndex(fleet);
const ids = (result: { hits: SearchDoc[] }) => result.hits.map((hit) => hit.id);
const counts = (items: { value: string; count: number }[] | undefined) =>
  Object.fromEntries((items ?? []).map((item) => [item.value, item.count]));

describe("search engine", () => {
  it("shows available cars and sold cars within the site's sold window only", () => {
    const result = index.search({}, options);
    expect(result.count).toBe(6);
    expect(ids(result)).not.toContain(6);
    expect(index.search({}, { ...options, includeSoldCarsDays: 7 }).count).toBe(7);
  });

  it("counts facets disjunctively: a facet ignores its own refinements", () => {
    const result = index.search({ refinements: { make: ["Ford"], body: ["SUV"] } }, options);
    expect(ids(result)).toEqual([3]);
    expect(counts(result.facets.make)).toEqual({ Ford: 1, Mazda: 1 });
    expect(counts(result.facets.body)).toEqual({ Ute: 1, SUV: 1 });
    expect(counts(result.facets.model)).toEqual({ Everest: 1 });
  });

  it("ORs values within a facet and ANDs across facets", () => {
    const result = index.search({ refinements: { make: ["Ford", "Kia"] } }, options);
    expect(result.count).toBe(3);
    expect(index.search({ refinements: { make: ["Ford"], fuel: ["Petrol"] } }, options).count).toBe(0);
  });

  it("filters ranges and reports range statistics without the range's own refinement", () => {
    const result = index.search({ ranges: { price: { min: 30_000, max: 56_000 } } }, options);
    expect(ids(result).sort()).toEqual([1, 2, 5]);
    expect(result.facetStats.price).toEqual({ min: 0, max: 60_000 });
    expect(result.facetStats.km).toEqual({ min: 50_000, max: 50_000 });
  });

  it("matches text by word, prefix and one typo, with exact matches first", () => {
    expect(ids(index.search({ query: "ranger" }, options))).toEqual([2]);
    expect(ids(index.search({ query: "rang" }, options))).toEqual([2]);
    expect(ids(index.search({ query: "rnager" }, options))).toEqual([2]);
    expect(ids(index.search({ query: "ford wildtrak" }, options))).toEqual([2]);
    expect(ids(index.search({ query: "cx5" }, options)).sort()).toEqual([4, 5]);
    expect(ids(index.search({ query: "SC1003" }, options))).toEqual([3]);
    // the year, from the field (plain titles) or from a title that says more
    // (cars 5 and 7 keep the default title "2020 Toyota HiLux SR5" over another make: found by title)
    expect(ids(index.search({ query: "2020 hilux" }, options)).sort()).toEqual([1, 5, 7]);
    expect(ids(index.search({ query: "2021 ranger" }, options))).toEqual([2]);
    expect(ids(index.search({ query: "2022 everest trend" }, options))).toEqual([3]);
    expect(index.search({ query: "SC1004x" }, options).count).toBe(0);
    expect(index.search({ query: "   " }, options).count).toBe(6);
  });

  it("sorts by each sort; lowest price puts unpriced cars last, or leaves them out where the site says so", () => {
    expect(ids(index.search({ sortBy: "price_desc" }, options))).toEqual([3, 2, 1, 5, 4, 7]);
    // Car 7 has no price shown: the buyer sorting by price sees prices first [VSD §5].
    expect(ids(index.search({ sortBy: "price_asc" }, options))).toEqual([4, 1, 5, 2, 3, 7]);
    const excluding = index.search({ sortBy: "price_asc" }, { ...options, priceAscendingExcludesZero: true });
    expect(ids(excluding)).not.toContain(7);
    expect(ids(index.search({ sortBy: "km_asc" }, options)).at(-1)).toBe(4);
    expect(ids(index.search({ sortBy: "latest" }, options))).toEqual([1, 2, 3, 4, 5, 7]);
    // custom rank: available before sold, then priced cars, then newest
    expect(ids(index.search({}, options))).toEqual([1, 2, 3, 4, 7, 5]);
  });

  it("pages through results", () => {
    const second = index.search({ sortBy: "latest", page: 2, hitsPerPage: 4 }, options);
    expect(ids(second)).toEqual([5, 7]);
    expect(second.pages).toBe(2);
  });

  it("folds the sold cars that end the results into one last entry, unless every result is sold", () => {
    const rng = new Random("sold-tail");
    const docs = Array.from({ length: 90 }, (_, i) =>
      car(i + 1, {
        make: rng.pick(["Toyota", "Ford"]),
        price: rng.int(5, 60) * 1000,
        status: rng.chance(0.25) ? "sold" : "in_stock",
        sold_at: +now - 3_600_000,
        created_at: +now - i * 60_000,
      }),
    );
    const built = buildSearchIndex(docs);
    const orders = {
      relevance: compareCustomRank,
      price_desc: (a: SearchDoc, b: SearchDoc) => b.price - a.price || a.id - b.id,
    };
    for (const [sortBy, compare] of Object.entries(orders) as [
      keyof typeof orders,
      typeof compareCustomRank,
    ][]) {
      for (const make of [[], ["Ford"]]) {
        const ordered = docs.filter((d) => !make.length || make.includes(d.make)).sort(compare);
        let run = 0;
        while (run < ordered.length && ordered.at(-1 - run)!.status === "sold") run++;
        const entries = ordered.length - (run > 0 ? run - 1 : 0);
        const hitsPerPage = 12;
        const last = built.search({ sortBy, refinements: { make }, page: 99, hitsPerPage }, options);
        expect(last.count, sortBy).toBe(ordered.length);
        expect(last.pages, sortBy).toBe(Math.ceil(entries / hitsPerPage));
        const lastPage = built.search(
          { sortBy, refinements: { make }, page: last.pages, hitsPerPage },
          options,
        );
        expect(ids(lastPage)).toEqual(
          ordered.slice((last.pages - 1) * hitsPerPage, entries).map((d) => d.id),
        );
        expect(lastPage.foldedSold).toBe(run > 0 ? run - 1 : 0);
        expect(
          built.search({ sortBy, refinements: { make }, page: 1, hitsPerPage }, options).foldedSold,
        ).toBe(0);
      }
    }
    // In the custom rank every sold car ends the list: the run is all of them.
    expect(buildSearchIndex(docs).search({ hitsPerPage: 200 }, options).foldedSold).toBe(
      docs.filter((d) => d.status === "sold").length - 1,
    );
    // Only sold cars: every one is shown.
    const sold = built.search({ refinements: { status: ["sold"] }, hitsPerPage: 200 }, options);
    expect(sold.foldedSold).toBe(0);
    expect(sold.hits).toHaveLength(sold.count);
  });

  it("agrees with a plain filter on random searches", () => {
    const rng = new Random("engine-check");
    const makes = ["Toyota", "Ford", "Mazda", "Kia", "Hyundai"];
    const bodies = ["Ute", "SUV", "Sedan", "Hatchback"];
    const docs = Array.from({ length: 800 }, (_, i) =>
      car(i + 1, {
        make: rng.pick(makes),
        simple_body: rng.pick(bodies),
        price: rng.int(0, 90) * 1000,
        km: rng.int(0, 200) * 1000,
        year: rng.int(2010, 2026),
        status: rng.pick(["in_stock", "coming_soon", "sold", "other"] as const),
        sold_at: +now - rng.int(0, 10) * 86_400_000,
        filtered_features: rng.sample(["Bluetooth", "Sunroof", "Tow bar", "Heated seats"], rng.int(0, 3)),
      }),
    );
    const big = buildSearchIndex(docs);
    for (let round = 0; round < 40; round++) {
      const make = rng.sample(makes, rng.int(0, 2));
      const body = rng.sample(bodies, rng.int(0, 2));
      const features = rng.sample(["Bluetooth", "Sunroof", "Tow bar"], rng.int(0, 2));
      const price = rng.chance(0.5) ? { min: rng.int(0, 40) * 1000, max: rng.int(40, 90) * 1000 } : undefined;
      const visible = (d: SearchDoc) =>
        d.status === "in_stock" ||
        d.status === "coming_soon" ||
        (d.status === "sold" && d.sold_at! >= +now - 3 * 86_400_000);
      const passes = (d: SearchDoc, skip?: ListFacet | "price") =>
        visible(d) &&
        (skip === "make" || !make.length || make.includes(d.make)) &&
        (skip === "body" || !body.length || body.includes(d.simple_body!)) &&
        // Ticked features narrow: a car with every one [issue 32].
        (!features.length || features.every((f) => d.filtered_features.includes(f))) &&
        (skip === "price" || !price || (d.price >= price.min && d.price <= price.max));
      const result = big.search(
        {
          refinements: { make, body, filtered_features: features },
          ranges: price ? { price } : {},
          sortBy: "price_desc",
          hitsPerPage: 10,
        },
        options,
      );
      const expected = docs.filter((d) => passes(d));
      expect(result.count).toBe(expected.length);
      expected.sort((a, b) => b.price - a.price || a.id - b.id);
      // The sold cars that end the list are one entry (unless all are sold).
      let run = 0;
      while (run < expected.length && expected.at(-1 - run)!.status === "sold") run++;
      const entries = run < expected.length ? expected.length - Math.max(0, run - 1) : expected.length;
      expect(ids(result)).toEqual(expected.slice(0, Math.min(10, entries)).map((d) => d.id));
      for (const facet of ["make", "body", "filtered_features"] as const) {
        const tally: Record<string, number> = {};
        for (const d of docs.filter((doc) => passes(doc, facet))) {
          const values =
            facet === "make" ? [d.make] : facet === "body" ? [d.simple_body!] : d.filtered_features;
          for (const v of values) tally[v] = (tally[v] ?? 0) + 1;
        }
        expect(
          Object.fromEntries(Object.entries(counts(result.facets[facet])).filter(([, n]) => n > 0)),
        ).toEqual(tally);
      }
    }
  });
});

describe("an index in layers", () => {
  it("reads a word only changed cars had as a word the stock no longer has", () => {
    const docs = [car(1, { model: "Carry" }), car(2, { model: "Camry" }), car(3, { model: "Camry" })];
    const changed = car(1, { model: "Corolla" });
    const layers = takeChanges(siteIndex(buildSearchIndex(docs)), new Set([1]), [changed]);
    const fresh = buildSearchIndex([changed, docs[1]!, docs[2]!]);
    // No car is a "Carry" any more: the word is read as a typo of "Camry", as afresh.
    expect(ids(fresh.search({ query: "carry" }, options))).toEqual([2, 3]);
    expect(ids(layers.search({ query: "carry" }, options))).toEqual([2, 3]);
    expect(layers.facetValues("model").sort()).toEqual(["Camry", "Corolla"]);
  });
});

describe("a caravan's own facets", () => {
  const vans = [
    car(1, { vehicle_kind: "caravan", sleeps: 2, body_length_mm: 5_200, atm_kg: 1_900 }),
    car(2, { vehicle_kind: "caravan", sleeps: 4, body_length_mm: 6_400, atm_kg: 3_300 }),
    car(3, { vehicle_kind: "caravan", sleeps: 6, body_length_mm: 7_500, atm_kg: 3_800 }),
    car(4, { vehicle_kind: "motorhome", sleeps: 4, body_length_mm: 7_100 }),
    car(5),
  ];
  const vanIndex = buildSearchIndex(vans);

  it("counts berths, length in feet and ATM in kilograms, only where a vehicle has them", () => {
    const result = vanIndex.search({}, options);
    expect(counts(result.facets.sleeps)).toEqual({ "2": 1, "4": 2, "6": 1 });
    // 5.2 m is 17 ft, 6.4 m 21 ft, 7.1 m 23.3 ft, 7.5 m 24.6 ft.
    expect(counts(result.facets.length_range)).toEqual({ "16-18": 1, "20-22": 1, "22-24": 1, "24-": 1 });
    // A motorhome has a GVM, not an ATM.
    expect(counts(result.facets.atm_range)).toEqual({ "0-2000": 1, "3000-3500": 1, "3500-": 1 });
    expect(result.facets.sleeps!.map((item) => item.label)).toEqual(["Sleeps 2", "Sleeps 4", "Sleeps 6"]);
    expect(result.facets.atm_range!.map((item) => item.label)).toEqual([
      "Under 2,000 kg",
      "3,000 kg – 3,500 kg",
      "3,500 kg+",
    ]);
  });

  it("filters by them", () => {
    expect(ids(vanIndex.search({ refinements: { sleeps: ["4", "6"] } }, options)).sort()).toEqual([2, 3, 4]);
    expect(ids(vanIndex.search({ refinements: { atm_range: ["3000-3500"] } }, options))).toEqual([2]);
    expect(
      ids(vanIndex.search({ refinements: { length_range: ["20-22", "22-24"] } }, options)).sort(),
    ).toEqual([2, 4]);
  });
});

describe("documents kept as columns", () => {
  // Every kind of value a field can hold: nulls, empty strings, fractions, zero, flags.
  const odd = [
    car(10, {
      vin: "JTMHV05J604123456",
      badge: null,
      series: "",
      colour: null,
      before_price: 41_990.5,
      subscription_price: 199,
      price_type: null,
      preorder: true,
      km: 0,
      status: "sold",
      sold_at: +now - 3_600_000,
      car_type: "demo",
      tag: "",
      reserved: true,
      certified: true,
      views: 12,
      photos_count: 0,
      image: "https://images.example/10.jpg",
      seats: null,
      categories: [],
      filtered_features: ["Tow Bar", "Sunroof"],
      dealership_name: "",
      weekly_payment: 101.25,
      interest_rate: 8.5,
      comparison_rate: 9.01,
    }),
    car(11, { tag: null, seats: 0, price: 0, name: "Make an offer: 2011 Toyota HiLux", km: 312_000 }),
  ];

  it("gives back each document as it was given, read afresh or copied from the previous index", () => {
    const all = [...fleet, ...odd];
    const first = buildSearchIndex(all);
    expect(first.documents.all()).toEqual(all);
    // Car 4 changed, car 5 gone, car 12 new: every other row is copied with its codes.
    const changed = car(4, { colour: "Soul Red", tag: "LOW KMS", seats: 7 });
    const added = car(12, {
      make: "Jayco",
      model: "Journey",
      vehicle_kind: "caravan",
      sleeps: 4,
      body_length_mm: 6_400,
      atm_kg: 3_300,
    });
    const next = buildSearchIndex([added, changed], { index: first, changed: new Set([4, 5, 12]) });
    const expected = [...all.filter((d) => d.id !== 4 && d.id !== 5), changed, added].sort(
      (a, b) => a.id - b.id,
    );
    expect(next.documents.all()).toEqual(expected);
    expect(expected.map((d) => next.documents.get(next.documents.position(d.id)))).toEqual(expected);
    expect(next.documents.position(5)).toBe(-1);
    // A car shown again is the same object (a card drawn from it is found again).
    expect(next.documents.get(0)).toBe(next.documents.get(0));
  });
});

describe("mergeRows", () => {
  it("keeps id order, drops the changed cars not listed any more and puts the fresh ones in place", () => {
    const doc = (id: number) => ({ id }) as SearchDoc;
    const rows = mergeRows(Int32Array.from([1, 3, 5, 7]), new Set([3, 5, 8, 0]), [doc(0), doc(5), doc(8)]);
    // Previous positions (0 or more) and fresh documents (-1 - their position).
    expect([...rows]).toEqual([-1, 0, -2, 3, -3]);
  });
});

describe("sort orders", () => {
  it("match a comparator sort for every sort, with ties everywhere", () => {
    const random = new Random(7);
    const statuses = ["in_stock", "coming_soon", "sold", "other"] as const;
    const docs = Array.from({ length: 600 }, (_, i) =>
      car(i + 1, {
        price: random.pick([0, 5, 15_000, 15_000, 32_990, 99_000]),
        km: random.int(0, 5) * 10_000,
        year: random.int(2015, 2025),
        created_at: +now - random.int(0, 20) * 86_400_000,
        photos_count: random.int(0, 1),
        status: random.pick(statuses),
      }),
    );
    const index = buildSearchIndex(docs);
    const all = { ...options, includeSoldCarsDays: 0 };
    const visible = docs.filter((d) => d.status === "in_stock" || d.status === "coming_soon");
    const expected: Record<string, (a: SearchDoc, b: SearchDoc) => number> = {
      relevance: compareCustomRank,
      latest: (a, b) => b.created_at - a.created_at || b.id - a.id,
      price_desc: (a, b) => b.price - a.price || a.id - b.id,
      price_asc: (a, b) => Number(a.price <= 10) - Number(b.price <= 10) || a.price - b.price || a.id - b.id,
      km_asc: (a, b) => a.km - b.km || a.id - b.id,
      year_desc: (a, b) => b.year - a.year || a.id - b.id,
    };
    for (const [sortBy, compare] of Object.entries(expected)) {
      const result = index.search({ sortBy: sortBy as never, hitsPerPage: 1000 }, all);
      expect(ids(result), sortBy).toEqual([...visible].sort(compare).map((d) => d.id));
    }
  });
});

describe("one-typo tolerance", () => {
  it("accepts one insertion, deletion, substitution or neighbour swap", () => {
    expect(withinOneEdit("hilux", "hilix")).toBe(true);
    expect(withinOneEdit("hilux", "hlux")).toBe(true);
    expect(withinOneEdit("hilux", "hiluxx")).toBe(true);
    expect(withinOneEdit("hilux", "hiulx")).toBe(true);
    expect(withinOneEdit("hilux", "hulix")).toBe(false);
    expect(withinOneEdit("ranger", "rnagre")).toBe(false);
  });
});

describe("an index made from the one it replaces, and an index in layers", () => {
  it("answer every search exactly as an index made afresh, change after change", () => {
    const rng = new Random("incremental");
    const makes = ["Toyota", "Ford", "Mazda", "Kia", "Hyundai", "Tesla"];
    const bodies = ["Ute", "SUV", "Sedan", "Hatchback"];
    const features = ["Bluetooth", "Sunroof", "Tow bar", "Heated seats"];
    let nextId = 1;
    const random = (id: number) =>
      car(id, {
        name: rng.chance(0.3) ? `Special ${rng.int(1, 50)}` : "2020 Toyota HiLux SR5",
        make: rng.pick(makes),
        model: rng.pick(["A", "B", "C", "Camry"]),
        simple_body: rng.pick(bodies),
        colour: rng.chance(0.1) ? `Colour ${rng.int(1, 200)}` : "White",
        series: rng.chance(0.3) ? `Mark ${rng.int(1, 4)}` : null,
        price: rng.chance(0.05) ? 0 : rng.int(5, 90) * 1000,
        km: rng.int(0, 200) * 1000,
        year: rng.int(2010, 2026),
        status: rng.pick(["in_stock", "coming_soon", "sold", "other"] as const),
        sold_at: +now - rng.int(0, 10) * 86_400_000,
        location_id: rng.int(1, 3),
        location_name: "",
        city: "",
        filtered_features: rng.sample(features, rng.int(0, 3)),
        created_at: +now - rng.int(0, 1000) * 60_000,
      });
    let docs = Array.from({ length: 600 }, () => random(nextId++));
    for (const d of docs) {
      d.location_name = `Yard ${d.location_id}`;
      d.city = d.location_id === 3 ? "Geelong" : "Brisbane";
    }
    let index = buildSearchIndex(docs);
    // In layers: one compacted often, one never (its changes only grow).
    let often = siteIndex(index);
    let never = siteIndex(index);
    const requests = [
      {},
      { query: "toyota" },
      { query: "special 7" },
      { query: "mark 2" },
      { refinements: { make: ["Kia", "Tesla"] }, sortBy: "price_asc" as const },
      { refinements: { body: ["SUV"], filtered_features: ["Sunroof"] }, sortBy: "km_asc" as const },
      { refinements: { city: ["Brisbane"], colour: ["White"] }, sortBy: "latest" as const },
      { ranges: { price: { min: 20_000, max: 50_000 } }, sortBy: "year_desc" as const, page: 2 },
      { refinements: { status: ["sold"] }, sortBy: "price_desc" as const },
      { query: "spec", page: 3, hitsPerPage: 7 },
      { query: "toyta 202", sortBy: "latest" as const },
      { query: "carry" },
      {
        refinements: { make: ["Ford"] },
        ranges: { km: { max: 90_000 } },
        page: 4,
        facets: ["make", "model"] as const,
      },
    ];
    for (let round = 0; round < 25; round++) {
      // Change some cars, take some away, add some.
      const changed = new Set<number>();
      const next: SearchDoc[] = [];
      for (const d of docs) {
        const roll = rng.next();
        if (roll < 0.03) changed.add(d.id);
        else if (roll < 0.08) {
          changed.add(d.id);
          next.push({
            ...random(d.id),
            location_name: d.location_name,
            city: d.city,
            location_id: d.location_id,
          });
        } else next.push(d);
      }
      for (let k = rng.int(0, 8); k > 0; k--) {
        const d = random(nextId++);
        // A word only new cars have, one typo from a word of the others: "carry" is not a "camry".
        Object.assign(d, { location_id: 3, location_name: "Yard 3", city: "Geelong", model: "Carry" });
        changed.add(d.id);
        next.push(d);
      }
      docs = next;
      const changedDocs = docs.filter((d) => changed.has(d.id));
      index = buildSearchIndex(changedDocs, { index, changed });
      often = takeChanges(often, changed, changedDocs, { compactAbove: 60 });
      never = takeChanges(never, changed, changedDocs, { compactAbove: Infinity });
      const fresh = buildSearchIndex(docs);
      for (const request of requests) {
        const asked = { hitsPerPage: 21, ...request };
        const b = { ...fresh.search(asked, options), ms: 0 };
        const what = `round ${round}: ${JSON.stringify(request)}`;
        expect({ ...index.search(asked, options), ms: 0 }, what).toEqual(b);
        expect({ ...often.search(asked, options), ms: 0 }, `${what} (layers, compacted)`).toEqual(b);
        expect({ ...never.search(asked, options), ms: 0 }, `${what} (layers)`).toEqual(b);
      }
      expect(never.layers.changes?.size).toBeGreaterThan(0);
      for (const facet of ["make", "colour", "city", "body"] as const) {
        const values = [...fresh.facetValues(facet)].sort();
        expect([...index.facetValues(facet)].sort()).toEqual(values);
        expect([...often.facetValues(facet)].sort()).toEqual(values);
        expect([...never.facetValues(facet)].sort()).toEqual(values);
      }
    }
  });
});
