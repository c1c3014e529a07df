import {
  DEFAULT_SORT,
  emptySearchState,
  isSortValue,
  LIST_FACETS,
  RANGE_FACETS,
  type ListFacet,
  type RangeFacet,
  type RangeValue,
  type SearchState,
} from "#domain/search-facets";
import { ownValue } from "#domain/own-key";
import { slugify } from "#domain/slug";

/*
 * The search state and its URLs, both ways [SW §2 "Search URLs built from filter state"; VSD §2
 * "Reads URL query parameters query, page, sortBy and one parameter per facet"]. Search-engine
 * paths (/search/used-cars, /search/{make}/{model}, /search/{locationSlug}, /search/suv) and query
 * parameters are two spellings of one state: parse either, build the canonical one. The loader
 * redirects any other spelling to the canonical URL (docs/architecture.md rule 3).
 */

export type SearchVocabulary = {
  /** The site's default search path: /search/new-used-and-demo-cars, or /search/used-cars on used-only sites. */
  defaultPath: string;
  /** The conditions the site sells; a car_type refinement covering all of them is no refinement. */
  carTypes: readonly string[];
  /** [SW §2] "Makes in an excluded list do not get a make-specific path." */
  excludedMakes: readonly string[];
  locations: readonly { name: string; slug: string }[];
  dealerships: readonly { name: string; slug: string }[];
  /** Make names a /search/{make} path may name. */
  makes: readonly string[];
  /** "Make > Model" pairs a /search/{make}/{model} path may name. */
  models: readonly { make: string; model: string }[];
  bodies: readonly string[];
};

const CAR_TYPE_PATHS: Record<string, string[]> = {
  "new-cars": ["new"],
  "used-cars": ["used"],
  "demo-cars": ["demo"],
  "new-and-demo-cars": ["new", "demo"],
  "new-used-and-demo-cars": [],
};

/**
 * [SW §2 "Search URLs built from filter state"] The site's default search path, for the stock it
 * sells: /search/used-cars on a used-only site, /search/new-and-demo-cars for new and demo, else
 * /search/new-used-and-demo-cars. The same table spells condition paths both ways.
 */
export function defaultSearchPath(carTypes: readonly string[]): string {
  const wanted = [...carTypes].sort().join();
  const path = Object.entries(CAR_TYPE_PATHS).find(
    ([, values]) => values.length > 0 && [...values].sort().join() === wanted,
  )?.[0];
  return `/search/${path ?? "new-used-and-demo-cars"}`;
}

type Segment = { facet: ListFacet; value: string } | { facet: "car_type"; values: string[] };

function resolveSegment(segment: string, vocab: SearchVocabulary): Segment | null {
  const types = ownValue(CAR_TYPE_PATHS, segment);
  if (types) return { facet: "car_type", values: types };
  const location = vocab.locations.find((l) => l.slug === segment);
  if (location) return { facet: "location_name", value: location.name };
  const dealership = vocab.dealerships.find((d) => d.slug === segment);
  if (dealership) return { facet: "dealership_name", value: dealership.name };
  const make = vocab.makes.find((m) => slugify(m) === segment && !isExcludedMake(m, vocab));
  if (make) return { facet: "make", value: make };
  const body = vocab.bodies.find((b) => slugify(b) === segment);
  if (body) return { facet: "body", value: body };
  return null;
}

function isExcludedMake(make: string, vocab: SearchVocabulary) {
  return vocab.excludedMakes.some((excluded) => excluded.toLowerCase() === make.toLowerCase());
}

const RANGE_SEPARATORS = new Set(["-", "–", ":"]);
const RANGE_PART = /^[$\d,.\s]*$/;
const MAX_RANGE_TEXT = 100;

/**
 * "$10,000 - $50,000", "10000-50000", "10000-" or "-50000" to a range; null when unreadable. One
 * pass to find the separator and one linear test per side: no pattern here can backtrack, so a long
 * hostile value costs no more than its length (a value longer than any real range is refused).
 */
export function parseRange(text: string): RangeValue | null {
  if (text.length > MAX_RANGE_TEXT) return null;
  let at = -1;
  for (let i = 0; i < text.length; i++) {
    if (RANGE_SEPARATORS.has(text[i]!)) {
      at = i;
      break;
    }
  }
  if (at === -1) return null;
  const [left, right] = [text.slice(0, at), text.slice(at + 1)];
  if (!RANGE_PART.test(left) || !RANGE_PART.test(right)) return null;
  const read = (part: string) => {
    const digits = part.replace(/[$,\s]/g, "");
    if (digits === "") return undefined;
    const value = Number(digits);
    return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  };
  const min = read(left);
  const max = read(right);
  if (min === null || max === null || (min === undefined && max === undefined)) return null;
  if (min !== undefined && max !== undefined && min > max) return { min: max, max: min };
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}

export function formatRange(range: RangeValue): string {
  return `${range.min ?? ""}-${range.max ?? ""}`;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return "\u0000";
  }
}

export type ParsedSearch = {
  state: SearchState;
  /** False when the path names something the site does not have: a 404. */
  found: boolean;
  /** The ranges typed into the filter form's min and max boxes ({facet}_min, {facet}_max), not a link's. */
  typed: RangeFacet[];
};

/** Reads the search state from a /search path and its query string. */
export function parseSearchUrl(url: URL, vocab: SearchVocabulary): ParsedSearch {
  const state = emptySearchState();
  const add = (facet: ListFacet, value: string) => {
    const list = (state.refinements[facet] ??= []);
    if (!list.includes(value)) list.push(value);
  };
  // A segment that does not decode (a stray "%") names nothing the site has: a 404, never a 500.
  const segments = url.pathname
    .split("/")
    .filter(Boolean)
    .slice(1)
    .map((s) => decodeSegment(s).toLowerCase());
  let found = segments.length <= 2;
  if (segments.length === 1) {
    const segment = resolveSegment(segments[0]!, vocab);
    if (!segment) found = false;
    else if ("values" in segment) segment.values.forEach((v) => add("car_type", v));
    else add(segment.facet, segment.value);
  } else if (segments.length === 2) {
    const make = vocab.makes.find((m) => slugify(m) === segments[0] && !isExcludedMake(m, vocab));
    const model = make && vocab.models.find((m) => m.make === make && slugify(m.model) === segments[1]);
    if (!model) found = false;
    else {
      add("make", model.make);
      add("model", model.model);
    }
  }

  const params = url.searchParams;
  state.query = (params.get("query") ?? "").trim().slice(0, 100);
  const page = Number(params.get("page"));
  state.page = Number.isInteger(page) && page > 1 ? page : 1;
  const sortBy = params.get("sortBy") ?? "";
  state.sortBy = isSortValue(sortBy) ? sortBy : DEFAULT_SORT;
  for (const facet of LIST_FACETS) {
    for (const raw of params.getAll(facet)) {
      const value = raw.trim();
      if (value) add(facet, value);
    }
  }
  const typed: RangeFacet[] = [];
  for (const facet of RANGE_FACETS) {
    const text = params.get(facet);
    let range = text ? parseRange(text) : null;
    // A form without JavaScript sends the two handles as {facet}_min and {facet}_max.
    const min = params.get(`${facet}_min`);
    const max = params.get(`${facet}_max`);
    if (!range && (min || max)) {
      range = parseRange(`${min ?? ""}-${max ?? ""}`);
      if (range) typed.push(facet);
    }
    if (range) state.ranges[facet] = range;
  }
  return { state, found, typed };
}

/** The canonical URL (path and query) of a search state. */
export function buildSearchUrl(state: SearchState, vocab: SearchVocabulary): string {
  const refinements: Partial<Record<ListFacet, string[]>> = {};
  for (const facet of LIST_FACETS) {
    const values = [...new Set(state.refinements[facet] ?? [])].filter(Boolean).sort();
    if (values.length) refinements[facet] = values;
  }
  // A condition filter that covers everything the site sells filters nothing.
  const types = refinements.car_type;
  if (types && vocab.carTypes.every((t) => types.includes(t))) delete refinements.car_type;

  let path = vocab.defaultPath;
  const single = (facet: ListFacet) => (refinements[facet]?.length === 1 ? refinements[facet][0]! : null);
  const claims = (segment: string, facet: ListFacet, value: string) => {
    const resolved = resolveSegment(segment, vocab);
    return resolved !== null && "value" in resolved && resolved.facet === facet && resolved.value === value;
  };
  const make = single("make");
  const model = single("model");
  if (make && !isExcludedMake(make, vocab) && claims(slugify(make), "make", make)) {
    path = `/search/${slugify(make)}`;
    delete refinements.make;
    if (model && vocab.models.some((m) => m.make === make && m.model === model)) {
      path += `/${slugify(model)}`;
      delete refinements.model;
    }
  } else if (refinements.car_type) {
    const key = Object.entries(CAR_TYPE_PATHS).find(
      ([, values]) => values.length > 0 && [...values].sort().join() === refinements.car_type!.join(),
    )?.[0];
    if (key) {
      path = `/search/${key}`;
      delete refinements.car_type;
    }
  } else {
    for (const facet of ["location_name", "dealership_name", "body"] as const) {
      const value = single(facet);
      const slug =
        value &&
        (facet === "location_name"
          ? vocab.locations.find((l) => l.name === value)?.slug
          : facet === "dealership_name"
            ? vocab.dealerships.find((d) => d.name === value)?.slug
            : slugify(value));
      if (value && slug && claims(slug, facet, value)) {
        path = `/search/${slug}`;
        delete refinements[facet];
        break;
      }
    }
  }

  const params = new URLSearchParams();
  if (state.query.trim()) params.set("query", state.query.trim());
  for (const facet of LIST_FACETS) for (const value of refinements[facet] ?? []) params.append(facet, value);
  for (const facet of RANGE_FACETS) {
    const range = state.ranges[facet];
    if (range && (range.min !== undefined || range.max !== undefined)) params.set(facet, formatRange(range));
  }
  if (state.sortBy !== DEFAULT_SORT) params.set("sortBy", state.sortBy);
  if (state.page > 1) params.set("page", String(state.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** [VSD §4 Search] "Changing a filter or the query removes the page parameter." */
export function toggleRefinement(state: SearchState, facet: ListFacet, value: string): SearchState {
  const current = state.refinements[facet] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, page: 1, refinements: { ...state.refinements, [facet]: next } };
}

/** One value of a facet chosen (a dropdown), or none: the page parameter goes as for any change. */
export function chooseRefinement(state: SearchState, facet: ListFacet, value: string): SearchState {
  return { ...state, page: 1, refinements: { ...state.refinements, [facet]: value ? [value] : [] } };
}

export function setRange(state: SearchState, facet: RangeFacet, range: RangeValue | null): SearchState {
  const ranges = { ...state.ranges };
  if (range) ranges[facet] = range;
  else delete ranges[facet];
  return { ...state, page: 1, ranges };
}

export function setQuery(state: SearchState, query: string): SearchState {
  return { ...state, page: 1, query };
}

export function clearFilters(state: SearchState): SearchState {
  return { ...emptySearchState(), sortBy: state.sortBy };
}

/** The selected filters as chips: each with the state that removes it. */
export function getSelectedFilters(state: SearchState) {
  const chips: { facet: ListFacet | RangeFacet | "query"; value: string; without: SearchState }[] = [];
  if (state.query) chips.push({ facet: "query", value: state.query, without: setQuery(state, "") });
  for (const facet of LIST_FACETS) {
    for (const value of state.refinements[facet] ?? []) {
      chips.push({ facet, value, without: toggleRefinement(state, facet, value) });
    }
  }
  for (const facet of RANGE_FACETS) {
    const range = state.ranges[facet];
    if (range) chips.push({ facet, value: formatRange(range), without: setRange(state, facet, null) });
  }
  return chips;
}
