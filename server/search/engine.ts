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
import { searchSorted } from "./sorted";
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

/*
 * Each single-valued facet's value for a document, read in one pass over the documents (each
 * document read once, through one monomorphic shape). A value is interned to a small id by its
 * key: the string itself, or a number when the value is derived (price buckets, seats, certified)
 * or belongs to the car's location or dealership, so that building the index hashes few strings.
 */
type SingleFacet = Exclude<ListFacet, "make_model" | "categories" | "filtered_features">;

class ColumnBuilder {
  private readonly keys = new Map<string | number, number>();
  private readonly values: string[] = [];
  readonly column: Int32Array;

  constructor(
    size: number,
    private readonly label: (doc: SearchDoc, key: number) => string = (_, key) => String(key),
  ) {
    this.column = new Int32Array(size);
  }

  set(i: number, key: string | number | null, doc: SearchDoc) {
    if (key === null || key === "") {
      this.column[i] = -1;
      return;
    }
    let id = this.keys.get(key);
    if (id === undefined) {
      id = this.values.length;
      this.keys.set(key, id);
      this.values.push(typeof key === "string" ? key : this.label(doc, key));
    }
    this.column[i] = id;
  }

  /** The facet index; keys that share a value (two locations in one city) merge into one value. */
  finish(): ListFacetIndex {
    const ids = new Map<string, number>();
    const values: string[] = [];
    const remap = this.values.map((value) => {
      let id = ids.get(value);
      if (id === undefined) {
        id = values.length;
        ids.set(value, id);
        values.push(value);
      }
      return id;
    });
    const column = this.column;
    if (values.length < this.values.length) {
      for (let i = 0; i < column.length; i++) if (column[i]! >= 0) column[i] = remap[column[i]!]!;
    }
    return { values, ids, postings: postingsOf(column, values.length), column, multi: null };
  }
}

function indexSingleFacets(docs: readonly SearchDoc[]): Record<SingleFacet, ListFacetIndex> {
  const n = docs.length;
  const column = (label?: (doc: SearchDoc, key: number) => string) => new ColumnBuilder(n, label);
  const b = {
    car_type: column(),
    make: column(),
    model: column(),
    badge: column(),
    body: column(),
    price_range: column((_, key) => bucketValue(PRICE_BUCKETS, bucketStart(PRICE_BUCKETS, key))!),
    weekly_price_range: column((_, key) => bucketValue(WEEKLY_BUCKETS, bucketStart(WEEKLY_BUCKETS, key))!),
    fuel: column(),
    transmission: column(),
    drive: column(),
    colour: column(),
    seats: column(),
    state: column((d) => d.state),
    city: column((d) => d.city),
    location_name: column((d) => d.location_name),
    dealership_name: column((d) => d.dealership_name),
    status: column(),
    tag: column(),
    certified: column((_, key) => (key ? "true" : "false")),
    item_type: column(),
  } satisfies Record<SingleFacet, ColumnBuilder>;
  for (let i = 0; i < n; i++) {
    const d = docs[i]!;
    b.car_type.set(i, d.car_type, d);
    b.make.set(i, d.make, d);
    b.model.set(i, d.model, d);
    b.badge.set(i, d.badge, d);
    b.body.set(i, d.simple_body, d);
    b.price_range.set(i, bucketIndex(PRICE_BUCKETS, d.price), d);
    b.weekly_price_range.set(i, bucketIndex(WEEKLY_BUCKETS, d.weekly_payment), d);
    b.fuel.set(i, d.fuel, d);
    b.transmission.set(i, d.simple_transmission, d);
    b.drive.set(i, d.drive, d);
    b.colour.set(i, d.colour, d);
    b.seats.set(i, d.seats || null, d);
    b.state.set(i, d.state ? d.location_id : null, d);
    b.city.set(i, d.city ? d.location_id : null, d);
    b.location_name.set(i, d.location_name ? d.location_id : null, d);
    b.dealership_name.set(i, d.dealership_name ? d.dealership_id : null, d);
    b.status.set(i, d.status, d);
    b.tag.set(i, d.tag || null, d);
    b.certified.set(i, d.certified ? 1 : 0, d);
    b.item_type.set(i, d.vehicle_kind, d);
  }
  return Object.fromEntries(Object.entries(b).map(([facet, builder]) => [facet, builder.finish()])) as Record<
    SingleFacet,
    ListFacetIndex
  >;
}

type Buckets = readonly (readonly [number, number | null])[];

function bucketIndex(buckets: Buckets, amount: number | null): number | null {
  if (amount === null || amount <= 0) return null;
  for (let i = 0; i < buckets.length; i++) {
    const high = buckets[i]![1];
    if (high === null || amount < high) return i;
  }
  return null;
}

function bucketStart(buckets: Buckets, index: number) {
  return Math.max(buckets[index]![0], 1);
}

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
export function compareCustomRank(a: SearchDoc, b: SearchDoc) {
  return (
    STATUS_RANK[b.status] - STATUS_RANK[a.status] ||
    Number(b.photos_count > 0) - Number(a.photos_count > 0) ||
    Number(b.price > 10) - Number(a.price > 10) ||
    b.created_at - a.created_at ||
    a.id - b.id
  );
}

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
  /** Value ids per document for multi-valued facets: ids[offsets[d]..offsets[d + 1]). */
  multi: { offsets: Int32Array; ids: Int32Array } | null;
};

type RangeFacetIndex = { order: Int32Array; sorted: Float64Array };

export type SearchIndex = ReturnType<typeof buildSearchIndex>;

export function buildSearchIndex(input: readonly SearchDoc[]) {
  // Ties in every sort go by car id: documents are numbered in id order.
  const docs = input.every((doc, i) => i === 0 || input[i - 1]!.id < doc.id)
    ? input
    : [...input].sort((a, b) => a.id - b.id);
  const size = docs.length;
  const list = {} as Record<ListFacet, ListFacetIndex>;
  Object.assign(list, indexSingleFacets(docs));
  list.make_model = indexMakeModel(list.make, list.model);
  list.categories = indexMultiFacet(docs, (doc) => doc.categories);
  list.filtered_features = indexMultiFacet(docs, (doc) => doc.filtered_features);

  const ranges = {} as Record<RangeFacet, RangeFacetIndex>;
  for (const facet of RANGE_FACETS) ranges[facet] = indexRangeFacet(docs, RANGE_VALUE[facet]);

  const sorts = buildSortOrders(docs, ranges);
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

  const text = createTextIndex(
    [
      list.make,
      list.model,
      list.badge,
      list.colour,
      indexTextField(docs, (d) => d.series),
      indexTextField(docs, (d) => d.year),
      // A title of the usual "{year} {make} {model} {badge}" holds no word the fields above lack:
      // only titles that say more are indexed as titles (most cars' titles are distinct strings).
      indexTextField(docs, (d) => {
        const plain = d.badge
          ? `${d.year} ${d.make} ${d.model} ${d.badge}`
          : `${d.year} ${d.make} ${d.model}`;
        return d.name === plain ? null : d.name;
      }),
    ],
    docs.map((d) => d.stocknum),
  );

  // The visible set moves only when a sold car leaves its window: keep it, and the facet counts
  // over it, until it does. A search over most of the visible set then counts only what it lacks.
  let visibleCache: { key: string; bits: Bits; size: number; counts: Map<ListFacet, Uint32Array> } | null =
    null;
  // Sold cars newest sale first: those still in the window are always a prefix of this list.
  const soldNewestFirst = Int32Array.from(sold).sort(
    (a, b) => (docs[b]!.sold_at ?? 0) - (docs[a]!.sold_at ?? 0),
  );
  const soldAtNewestFirst = Float64Array.from(soldNewestFirst, (i) => docs[i]!.sold_at ?? 0);
  function visibleSet(options: SearchOptions) {
    const since = +options.now - options.includeSoldCarsDays * 86_400_000;
    let inWindow = 0;
    while (inWindow < soldAtNewestFirst.length && soldAtNewestFirst[inWindow]! >= since) inWindow++;
    const key = `${options.includeSoldCarsDays}:${inWindow}`;
    if (visibleCache?.key !== key) {
      const bits = available.slice();
      for (let k = 0; k < inWindow; k++) setBit(bits, soldNewestFirst[k]!);
      visibleCache = { key, bits, size: countBits(bits), counts: new Map() };
    }
    return visibleCache;
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
    const from = searchSorted(sorted, range.min ?? -Infinity);
    const to = searchSorted(sorted, range.max ?? Infinity, true);
    const bits = createBits(size);
    for (let p = from; p < to; p++) setBit(bits, order[p]!);
    return bits;
  }

  /** Counts of each facet's values over the documents in `set`. */
  function tally(set: Bits, facets: readonly ListFacet[], counts: Map<ListFacet, Uint32Array>) {
    const columns: Int32Array[] = [];
    const columnOut: Uint32Array[] = [];
    const multis: { offsets: Int32Array; ids: Int32Array; out: Uint32Array }[] = [];
    for (const facet of facets) {
      const index = list[facet];
      const out = new Uint32Array(index.values.length);
      counts.set(facet, out);
      if (index.column) {
        columns.push(index.column);
        columnOut.push(out);
      } else multis.push({ offsets: index.multi!.offsets, ids: index.multi!.ids, out });
    }
    const nColumns = columns.length;
    for (let w = 0; w < set.length; w++) {
      let word = set[w]!;
      while (word) {
        const low = word & -word;
        const doc = (w << 5) + (31 - Math.clz32(low));
        word ^= low;
        for (let c = 0; c < nColumns; c++) {
          const value = columns[c]![doc]!;
          if (value >= 0) columnOut[c]![value]!++;
        }
        for (let m = 0; m < multis.length; m++) {
          const { offsets, ids, out } = multis[m]!;
          for (let k = offsets[doc]!; k < offsets[doc + 1]!; k++) out[ids[k]!]!++;
        }
      }
    }
  }

  /**
   * Facet counts over `base` (a subset of the visible set). When base holds most of the visible
   * cars, the counts are the visible set's (kept) minus those of the few cars base lacks.
   */
  function countFacets(
    base: Bits,
    facets: readonly ListFacet[],
    counts: Map<ListFacet, Uint32Array>,
    visible: NonNullable<typeof visibleCache>,
  ) {
    if (countBits(base) * 2 < visible.size) {
      tally(base, facets, counts);
      return;
    }
    const missing = facets.filter((facet) => !visible.counts.has(facet));
    if (missing.length) tally(visible.bits, missing, visible.counts);
    const lacking = visible.bits.slice();
    for (let w = 0; w < lacking.length; w++) lacking[w]! &= ~base[w]!;
    const lacked = new Map<ListFacet, Uint32Array>();
    tally(lacking, facets, lacked);
    for (const facet of facets) {
      const full = visible.counts.get(facet)!;
      const minus = lacked.get(facet)!;
      const out = new Uint32Array(full.length);
      for (let v = 0; v < full.length; v++) out[v] = full[v]! - minus[v]!;
      counts.set(facet, out);
    }
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
    const visible = visibleSet(options);
    const base = visible.bits.slice();
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
      visible,
    );
    for (const facet of wantedFacets) {
      if (refinedFacets.has(facet)) countFacets(withoutFacet(facet), [facet], counts, visible);
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

/** A text-only field (series, title) grouped by value, for the text index. */
function indexTextField(
  docs: readonly SearchDoc[],
  read: (doc: SearchDoc) => string | number | null,
): ListFacetIndex {
  const builder = new ColumnBuilder(docs.length);
  for (let i = 0; i < docs.length; i++) builder.set(i, read(docs[i]!), docs[i]!);
  return builder.finish();
}

/** make_model ("Toyota > HiLux") from the make and model columns, without a string per car. */
function indexMakeModel(make: ListFacetIndex, model: ListFacetIndex): ListFacetIndex {
  const makes = make.column!;
  const models = model.column!;
  const ids = new Map<number, number>();
  const values: string[] = [];
  const column = new Int32Array(makes.length);
  const width = model.values.length + 1;
  for (let i = 0; i < makes.length; i++) {
    if (makes[i]! < 0 || models[i]! < 0) {
      column[i] = -1;
      continue;
    }
    const key = makes[i]! * width + models[i]!;
    let id = ids.get(key);
    if (id === undefined) {
      id = values.length;
      ids.set(key, id);
      values.push(`${make.values[makes[i]!]}${MAKE_MODEL_SEPARATOR}${model.values[models[i]!]}`);
    }
    column[i] = id;
  }
  return {
    values,
    ids: new Map(values.map((value, id) => [value, id])),
    postings: postingsOf(column, values.length),
    column,
    multi: null,
  };
}

function indexMultiFacet(docs: readonly SearchDoc[], read: (doc: SearchDoc) => string[]): ListFacetIndex {
  const ids = new Map<string, number>();
  const values: string[] = [];
  const offsets = new Int32Array(docs.length + 1);
  let total = 0;
  for (let i = 0; i < docs.length; i++) total += read(docs[i]!).length;
  const flat = new Int32Array(total);
  let end = 0;
  for (let i = 0; i < docs.length; i++) {
    const start = end;
    for (const value of read(docs[i]!)) {
      if (!value) continue;
      let id = ids.get(value);
      if (id === undefined) {
        id = values.length;
        ids.set(value, id);
        values.push(value);
      }
      let seen = false;
      for (let k = start; k < end; k++) if (flat[k] === id) seen = true;
      if (!seen) flat[end++] = id;
    }
    offsets[i + 1] = end;
  }
  const valueIds = flat.subarray(0, end);
  // Postings by a counting sort over (value, document) pairs.
  const counts = new Int32Array(values.length + 1);
  for (let k = 0; k < valueIds.length; k++) counts[valueIds[k]! + 1]!++;
  for (let v = 0; v < values.length; v++) counts[v + 1]! += counts[v]!;
  const postingFlat = new Int32Array(valueIds.length);
  const next = counts.slice(0, values.length);
  for (let d = 0; d < docs.length; d++) {
    for (let k = offsets[d]!; k < offsets[d + 1]!; k++) postingFlat[next[valueIds[k]!]!++] = d;
  }
  const postings = values.map((_, v) => postingFlat.subarray(counts[v]!, counts[v + 1]!));
  return { values, ids, postings, column: null, multi: { offsets, ids: valueIds } };
}

function postingsOf(column: Int32Array, valueCount: number): Int32Array[] {
  const counts = new Int32Array(valueCount + 1);
  for (let i = 0; i < column.length; i++) if (column[i]! >= 0) counts[column[i]! + 1]!++;
  for (let v = 0; v < valueCount; v++) counts[v + 1]! += counts[v]!;
  const flat = new Int32Array(counts[valueCount]!);
  const next = counts.slice(0, valueCount);
  for (let i = 0; i < column.length; i++) {
    const v = column[i]!;
    if (v >= 0) flat[next[v]!++] = i;
  }
  return Array.from({ length: valueCount }, (_, v) => flat.subarray(counts[v]!, counts[v + 1]!));
}

/*
 * Sorting by a numeric key uses packed keys: key * 2^20 + document number in a Float64Array,
 * sorted natively (no comparator), then split again. Exact for keys below 2^33 and up to 2^20
 * documents; ties fall back to the document number, which is the car id order.
 */
const DOC_BITS = 2 ** 20;

function sortPacked(keys: Float64Array, count: number, sortedKeys?: Float64Array): Int32Array {
  const packed = keys.subarray(0, count).sort();
  const order = new Int32Array(count);
  for (let p = 0; p < count; p++) {
    const doc = packed[p]! % DOC_BITS;
    order[p] = doc;
    if (sortedKeys) sortedKeys[p] = (packed[p]! - doc) / DOC_BITS;
  }
  return order;
}

function indexRangeFacet(
  docs: readonly SearchDoc[],
  read: (doc: SearchDoc) => number | null,
): RangeFacetIndex {
  const keys = new Float64Array(docs.length);
  let count = 0;
  for (let i = 0; i < docs.length; i++) {
    const value = read(docs[i]!);
    if (value === null) continue;
    keys[count++] = Math.max(0, Math.round(value)) * DOC_BITS + i;
  }
  const sorted = new Float64Array(count);
  const order = sortPacked(keys, count, sorted);
  return { order, sorted };
}

/** Ranks of a key (0 = smallest; equal keys share one), so a wide key (a timestamp) packs into 20 bits. */
function denseRanks(values: Float64Array): Float64Array {
  const sorted = values.slice().sort();
  const ranks = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) ranks[i] = searchSorted(sorted, values[i]!);
  return ranks;
}

/** The permutation of documents for each sort (documents arrive in id order: ties go by id). */
function buildSortOrders(
  docs: readonly SearchDoc[],
  ranges: Record<RangeFacet, RangeFacetIndex>,
): Record<SortValue, Int32Array> {
  const n = docs.length;
  const created = new Float64Array(n);
  for (let i = 0; i < n; i++) created[i] = docs[i]!.created_at;
  const createdRank = denseRanks(created);
  const newest = n;
  const keyed = (key: (doc: SearchDoc, i: number) => number) => {
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++) keys[i] = key(docs[i]!, i) * DOC_BITS + i;
    return sortPacked(keys, n);
  };
  const latest = keyed((_, i) => newest - createdRank[i]!);
  // Every car has a price, km and year, so the range orders (ascending, ties by id) are the sorts.
  const byPrice = ranges.price.order;
  const descending = (range: RangeFacetIndex) => {
    const order = range.order.slice().reverse();
    const keys = new Float64Array(docs.length);
    for (let p = 0; p < range.order.length; p++) keys[range.order[p]!] = range.sorted[p]!;
    return reverseTies(order, keys);
  };
  return {
    // Mirrors compareCustomRank: status, photos, a shown price, then newest first.
    relevance: keyed(
      (d, i) =>
        (15 - (STATUS_RANK[d.status] * 4 + (d.photos_count > 0 ? 2 : 0) + (d.price > 10 ? 1 : 0))) *
          DOC_BITS +
        (newest - createdRank[i]!),
    ),
    // Newest first; ties by id descending, so the packed order is reversed within equal times.
    latest: reverseTies(latest, createdRank),
    price_desc: descending(ranges.price),
    price_asc: byPrice,
    km_asc: ranges.km.order,
    year_desc: descending(ranges.year),
  };
}

/** Within each run of equal keys, reverses the order (ties by id descending instead of ascending). */
function reverseTies(order: Int32Array, key: Float64Array): Int32Array {
  let start = 0;
  for (let p = 1; p <= order.length; p++) {
    if (p === order.length || key[order[p]!] !== key[order[start]!]) {
      order.subarray(start, p).reverse();
      start = p;
    }
  }
  return order;
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
  items.sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  const limit = FACET_LIMITS[facet];
  if (!limit || items.length <= limit) return items;
  const kept = items.slice(0, limit);
  for (const item of items.slice(limit)) if (refined.includes(item.value)) kept.push(item);
  return kept;
}
