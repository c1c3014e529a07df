import { isWithinSoldWindow } from "#domain/availability";
import {
  bucketValue,
  FACET_LIMITS,
  getFacetValueLabel,
  LIST_FACETS,
  MAKE_MODEL_SEPARATOR,
  PRICE_BUCKETS,
  RANGE_FACETS,
  WEEKLY_BUCKETS,
  type ListFacet,
  type RangeFacet,
  type RangeValue,
  type SortValue,
} from "#domain/search-facets";
import { andInto, clearBit, countBits, createBits, forEachBit, hasBit, setBit, type Bits } from "./bitset";
import { createTextIndex } from "./text";

/*
 * The stock search engine: one in-memory index per site, answering a search with hits, disjunctive
 * facet counts, the count, pages and range statistics [VSD §3 Search, §7 Stock search].
 *
 * Documents are numbered 0..n-1. Each facet value keeps its posting list; a refinement becomes a
 * bitset (OR of its values' postings), the result set is the AND of the visible set, the text match
 * and every refinement. Counts for a facet are taken over the result set computed without that
 * facet's own refinement (disjunctive faceting). Sorts are precomputed permutations walked until a
 * page is filled. See docs/decisions/002-search.md.
 */

export type SearchDoc = {
  id: number;
  slug: string;
  stocknum: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  colour: string | null;
  price: number;
  before_price: number | null;
  subscription_price: number | null;
  price_type: string | null;
  preorder: boolean;
  km: number;
  status: "in_stock" | "coming_soon" | "sold" | "other";
  sold_at: number | null;
  car_type: "new" | "used" | "demo";
  tag: string | null;
  reserved: boolean;
  certified: boolean;
  created_at: number;
  views: number;
  photos_count: number;
  image: string | null;
  simple_body: string | null;
  simple_fuel: string | null;
  fuel: string | null;
  simple_transmission: string | null;
  drive: string | null;
  seats: number | null;
  vehicle_kind: string;
  categories: string[];
  filtered_features: string[];
  dealership_id: number;
  dealership_name: string;
  location_id: number;
  location_name: string;
  city: string;
  state: string;
  /** Weekly repayment from the site's finance provider, when the display rules allow it. */
  weekly_payment: number | null;
};

type FacetValue = string | string[] | null;

const FACET_VALUE: Record<ListFacet, (doc: SearchDoc) => FacetValue> = {
  car_type: (d) => d.car_type,
  make: (d) => d.make,
  model: (d) => d.model,
  make_model: (d) => `${d.make}${MAKE_MODEL_SEPARATOR}${d.model}`,
  badge: (d) => d.badge,
  body: (d) => d.simple_body,
  price_range: (d) => bucketValue(PRICE_BUCKETS, d.price),
  weekly_price_range: (d) => bucketValue(WEEKLY_BUCKETS, d.weekly_payment),
  fuel: (d) => d.fuel,
  transmission: (d) => d.simple_transmission,
  drive: (d) => d.drive,
  colour: (d) => d.colour,
  seats: (d) => (d.seats ? String(d.seats) : null),
  state: (d) => d.state,
  city: (d) => d.city,
  location_name: (d) => d.location_name,
  dealership_name: (d) => d.dealership_name,
  status: (d) => d.status,
  tag: (d) => d.tag,
  certified: (d) => String(d.certified),
  categories: (d) => d.categories,
  filtered_features: (d) => d.filtered_features,
  item_type: (d) => d.vehicle_kind,
};

const RANGE_VALUE: Record<RangeFacet, (doc: SearchDoc) => number | null> = {
  price: (d) => d.price,
  km: (d) => d.km,
  year: (d) => d.year,
  subscription_price: (d) => d.subscription_price,
};

const STATUS_RANK: Record<SearchDoc["status"], number> = { in_stock: 3, coming_soon: 2, sold: 1, other: 0 };

/**
 * "Most relevant" is the custom rank [VSD §7 "Default sort is custom rank descending"]: available
 * cars before sold ones, cars with photos and a shown price first, then the newest arrivals.
 */
function compareCustomRank(a: SearchDoc, b: SearchDoc) {
  return (
    STATUS_RANK[b.status] - STATUS_RANK[a.status] ||
    Number(b.photos_count > 0) - Number(a.photos_count > 0) ||
    Number(b.price > 10) - Number(a.price > 10) ||
    b.created_at - a.created_at ||
    a.id - b.id
  );
}

const SORT_COMPARE: Record<SortValue, (a: SearchDoc, b: SearchDoc) => number> = {
  relevance: compareCustomRank,
  latest: (a, b) => b.created_at - a.created_at || b.id - a.id,
  price_desc: (a, b) => b.price - a.price || a.id - b.id,
  price_asc: (a, b) => a.price - b.price || a.id - b.id,
  km_asc: (a, b) => a.km - b.km || a.id - b.id,
  year_desc: (a, b) => b.year - a.year || a.id - b.id,
};

export type FacetItem = { label: string; value: string; count: number };

export type SearchRequest = {
  query?: string;
  refinements?: Partial<Record<ListFacet, readonly string[]>>;
  ranges?: Partial<Record<RangeFacet, RangeValue>>;
  sortBy?: SortValue;
  page?: number;
  hitsPerPage?: number;
  /** Facets to count; all list facets when absent. */
  facets?: readonly ListFacet[];
};

export type SearchOptions = {
  now: Date;
  includeSoldCarsDays: number;
  /** [VSD §5] "Price-ascending sort excludes zero-priced items on some sites." */
  priceAscendingExcludesZero: boolean;
  usedLabel: string;
};

export type SearchResult = {
  hits: SearchDoc[];
  facets: Partial<Record<ListFacet, FacetItem[]>>;
  count: number;
  page: number;
  pages: number;
  hitsPerPage: number;
  ms: number;
  facetStats: Partial<Record<RangeFacet, { min: number; max: number }>>;
};

type ListFacetIndex = {
  values: string[];
  ids: Map<string, number>;
  postings: Int32Array[];
  /** Value id per document for single-valued facets (-1 when none). */
  column: Int32Array | null;
  /** Value ids per document for multi-valued facets. */
  multi: Int32Array[] | null;
};

type RangeFacetIndex = { order: Int32Array; sorted: Float64Array };

export type SearchIndex = ReturnType<typeof buildSearchIndex>;

export function buildSearchIndex(docs: readonly SearchDoc[]) {
  const size = docs.length;
  const list = {} as Record<ListFacet, ListFacetIndex>;
  for (const facet of LIST_FACETS) list[facet] = indexListFacet(docs, FACET_VALUE[facet]);

  const ranges = {} as Record<RangeFacet, RangeFacetIndex>;
  for (const facet of RANGE_FACETS) ranges[facet] = indexRangeFacet(docs, RANGE_VALUE[facet]);

  const sorts = {} as Record<SortValue, Int32Array>;
  const identity = Array.from({ length: size }, (_, i) => i);
  for (const [sort, compare] of Object.entries(SORT_COMPARE) as [SortValue, typeof compareCustomRank][]) {
    sorts[sort] = Int32Array.from(identity.slice().sort((a, b) => compare(docs[a]!, docs[b]!)));
  }
  const customRankPosition = new Int32Array(size);
  sorts.relevance.forEach((doc, position) => (customRankPosition[doc] = position));

  const available = createBits(size);
  const sold: number[] = [];
  const zeroPrice: number[] = [];
  docs.forEach((doc, i) => {
    if (doc.status === "in_stock" || doc.status === "coming_soon") setBit(available, i);
    else if (doc.status === "sold") sold.push(i);
    if (doc.price <= 0) zeroPrice.push(i);
  });

  const text = createTextIndex(docs);

  function visibleSet(options: SearchOptions): Bits {
    const visible = available.slice();
    for (const i of sold) {
      if (isWithinSoldWindow(docs[i]!.sold_at, options.now, options.includeSoldCarsDays)) setBit(visible, i);
    }
    return visible;
  }

  function refinementSet(facet: ListFacet, values: readonly string[]): Bits {
    const bits = createBits(size);
    const index = list[facet];
    for (const value of values) {
      const id = index.ids.get(value);
      if (id === undefined) continue;
      for (const doc of index.postings[id]!) setBit(bits, doc);
    }
    return bits;
  }

  function rangeSet(facet: RangeFacet, range: RangeValue): Bits {
    const { order, sorted } = ranges[facet];
    const from = lowerBound(sorted, range.min ?? -Infinity);
    const to = upperBound(sorted, range.max ?? Infinity);
    const bits = createBits(size);
    for (let p = from; p < to; p++) setBit(bits, order[p]!);
    return bits;
  }

  function countFacets(base: Bits, facets: readonly ListFacet[], counts: Map<ListFacet, Uint32Array>) {
    const columns: { column: Int32Array; out: Uint32Array }[] = [];
    const multis: { multi: Int32Array[]; out: Uint32Array }[] = [];
    for (const facet of facets) {
      const index = list[facet];
      const out = new Uint32Array(index.values.length);
      counts.set(facet, out);
      if (index.column) columns.push({ column: index.column, out });
      else multis.push({ multi: index.multi!, out });
    }
    forEachBit(base, (doc) => {
      for (let c = 0; c < columns.length; c++) {
        const value = columns[c]!.column[doc]!;
        if (value >= 0) columns[c]!.out[value]!++;
      }
      for (let m = 0; m < multis.length; m++) {
        const values = multis[m]!.multi[doc]!;
        for (let v = 0; v < values.length; v++) multis[m]!.out[values[v]!]!++;
      }
    });
  }

  function rangeStats(facet: RangeFacet, base: Bits) {
    const { order, sorted } = ranges[facet];
    let min: number | null = null;
    let max: number | null = null;
    for (let p = 0; p < order.length; p++) {
      if (hasBit(base, order[p]!)) {
        min = sorted[p]!;
        break;
      }
    }
    for (let p = order.length - 1; p >= 0; p--) {
      if (hasBit(base, order[p]!)) {
        max = sorted[p]!;
        break;
      }
    }
    return min === null || max === null ? null : { min, max };
  }

  function search(request: SearchRequest, options: SearchOptions): SearchResult {
    const started = performance.now();
    const sortBy = request.sortBy ?? "relevance";
    const hitsPerPage = request.hitsPerPage ?? 21;
    const page = Math.max(1, request.page ?? 1);
    const wantedFacets = request.facets ?? LIST_FACETS;

    // Everything a search can see before the buyer's refinements: the visible stock and the text.
    const base = visibleSet(options);
    if (sortBy === "price_asc" && options.priceAscendingExcludesZero)
      for (const i of zeroPrice) clearBit(base, i);
    const match = request.query ? text.match(request.query, size) : null;
    if (match) andInto(base, match.bits);

    const refined: { facet: ListFacet | RangeFacet; bits: Bits }[] = [];
    for (const facet of LIST_FACETS) {
      const values = request.refinements?.[facet];
      if (values?.length) refined.push({ facet, bits: refinementSet(facet, values) });
    }
    for (const facet of RANGE_FACETS) {
      const range = request.ranges?.[facet];
      if (range && (range.min !== undefined || range.max !== undefined)) {
        refined.push({ facet, bits: rangeSet(facet, range) });
      }
    }

    const all = base.slice();
    for (const r of refined) andInto(all, r.bits);
    const withoutFacet = (facet: ListFacet | RangeFacet) => {
      const bits = base.slice();
      for (const r of refined) if (r.facet !== facet) andInto(bits, r.bits);
      return bits;
    };

    const counts = new Map<ListFacet, Uint32Array>();
    const refinedFacets = new Set(refined.map((r) => r.facet));
    countFacets(
      all,
      wantedFacets.filter((facet) => !refinedFacets.has(facet)),
      counts,
    );
    for (const facet of wantedFacets) {
      if (refinedFacets.has(facet)) countFacets(withoutFacet(facet), [facet], counts);
    }
    const facets: SearchResult["facets"] = {};
    for (const facet of wantedFacets) {
      facets[facet] = facetItems(
        facet,
        list[facet].values,
        counts.get(facet)!,
        request.refinements?.[facet] ?? [],
        options.usedLabel,
      );
    }

    const facetStats: SearchResult["facetStats"] = {};
    for (const facet of RANGE_FACETS) {
      const stats = rangeStats(facet, refinedFacets.has(facet) ? withoutFacet(facet) : all);
      if (stats) facetStats[facet] = stats;
    }

    const count = countBits(all);
    const offset = (page - 1) * hitsPerPage;
    let hitIds: number[];
    if (match && sortBy === "relevance") {
      // Text relevance first (exact, then prefix, then one typo), the custom rank breaks ties.
      const matched: number[] = [];
      forEachBit(all, (doc) => matched.push(doc));
      matched.sort(
        (a, b) => match.scores[b]! - match.scores[a]! || customRankPosition[a]! - customRankPosition[b]!,
      );
      hitIds = matched.slice(offset, offset + hitsPerPage);
    } else {
      hitIds = pageOf(sorts[sortBy], all, offset, hitsPerPage);
    }

    return {
      hits: hitIds.map((i) => docs[i]!),
      facets,
      count,
      page,
      pages: Math.ceil(count / hitsPerPage),
      hitsPerPage,
      ms: Math.round((performance.now() - started) * 100) / 100,
      facetStats,
    };
  }

  return { size, docs, search, text, facetValues: (facet: ListFacet) => list[facet].values };
}

function indexListFacet(docs: readonly SearchDoc[], read: (doc: SearchDoc) => FacetValue): ListFacetIndex {
  const ids = new Map<string, number>();
  const values: string[] = [];
  const postings: number[][] = [];
  const idOf = (value: string) => {
    let id = ids.get(value);
    if (id === undefined) {
      id = values.length;
      ids.set(value, id);
      values.push(value);
      postings.push([]);
    }
    return id;
  };
  const multiValued = docs.some((doc) => Array.isArray(read(doc)));
  const column = multiValued ? null : new Int32Array(docs.length).fill(-1);
  const multi: Int32Array[] | null = multiValued ? [] : null;
  docs.forEach((doc, i) => {
    const value = read(doc);
    if (Array.isArray(value)) {
      const idsOfDoc = [...new Set(value.filter(Boolean))].map(idOf);
      for (const id of idsOfDoc) postings[id]!.push(i);
      multi!.push(Int32Array.from(idsOfDoc));
    } else if (value) {
      const id = idOf(value);
      postings[id]!.push(i);
      if (column) column[i] = id;
      else multi!.push(Int32Array.of(id));
    } else if (multi) {
      multi.push(new Int32Array(0));
    }
  });
  return { values, ids, postings: postings.map((p) => Int32Array.from(p)), column, multi };
}

function indexRangeFacet(
  docs: readonly SearchDoc[],
  read: (doc: SearchDoc) => number | null,
): RangeFacetIndex {
  const withValue: number[] = [];
  docs.forEach((doc, i) => {
    if (read(doc) !== null) withValue.push(i);
  });
  withValue.sort((a, b) => read(docs[a]!)! - read(docs[b]!)! || a - b);
  return {
    order: Int32Array.from(withValue),
    sorted: Float64Array.from(withValue, (i) => read(docs[i]!)!),
  };
}

function lowerBound(sorted: Float64Array, value: number) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function upperBound(sorted: Float64Array, value: number) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function pageOf(order: Int32Array, set: Bits, offset: number, limit: number): number[] {
  const out: number[] = [];
  let seen = 0;
  for (let p = 0; p < order.length && out.length < limit; p++) {
    const doc = order[p]!;
    if (!hasBit(set, doc)) continue;
    if (seen++ >= offset) out.push(doc);
  }
  return out;
}

/** Facet items by count, then label; refined values always listed; city and location capped [SW §9]. */
function facetItems(
  facet: ListFacet,
  values: string[],
  counts: Uint32Array,
  refined: readonly string[],
  usedLabel: string,
): FacetItem[] {
  const items: FacetItem[] = [];
  for (let id = 0; id < values.length; id++) {
    const value = values[id]!;
    if (counts[id]! > 0 || refined.includes(value)) {
      items.push({ label: getFacetValueLabel(facet, value, usedLabel), value, count: counts[id]! });
    }
  }
  items.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const limit = FACET_LIMITS[facet];
  if (!limit || items.length <= limit) return items;
  const kept = items.slice(0, limit);
  for (const item of items.slice(limit)) if (refined.includes(item.value)) kept.push(item);
  return kept;
}
