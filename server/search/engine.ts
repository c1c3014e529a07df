import type { SearchWords } from "#domain/search-synonyms";
import {
  bucketValue,
  FACET_LIMITS,
  getFacetValueLabel,
  LIST_FACETS,
  MAKE_MODEL_SEPARATOR,
  PRICE_BUCKETS,
  LENGTH_FT_BUCKETS,
  ATM_KG_BUCKETS,
  FEET_PER_MM,
  CONJUNCTIVE_FACETS,
  RANGE_FACETS,
  WEEKLY_BUCKETS,
  type ListFacet,
  type RangeFacet,
  type RangeValue,
  type SortValue,
  PAGE_SIZE,
  orderFacetItems,
} from "#domain/search-facets";
import { isAvailable, soldWindowStart } from "#domain/availability";
import { compareCustomRank, customRankGroup } from "#domain/custom-rank";
import { isPriceShown } from "#domain/price-display";
import { DocumentColumnsBuilder, type Documents, type SearchDoc } from "./documents";
import { pauseAt, runNow, type Steps } from "./steps";
import { andInto, clearBit, countBits, createBits, forEachBit, hasBit, setBit, type Bits } from "./bitset";
import { searchSorted } from "./sorted";
import { createTextIndex, type TextIndex, type TextMatch, type Vocabulary } from "./text";

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

export type { SearchDoc } from "./documents";

/*
 * Each single-valued facet's value for a document, read in one pass over the documents (each
 * document read once, through one monomorphic shape). A value is interned to a small id by its
 * key: the string itself, or a number when the value is derived (price buckets, seats, certified)
 * or belongs to the car's location or dealership, so that building the index hashes few strings.
 */
type SingleFacet = Exclude<ListFacet, "make_model" | "categories" | "filtered_features">;

const SMALL_KEYS = 4096;

/*
 * Scratch arrays, reused from build to build: each is used within one step of a build (never
 * across a pause: server/search/steps.ts), and what a build only needs while building (range
 * values, sort keys, radix buffers) would otherwise be tens of megabytes of garbage per build, each
 * time setting off a full garbage collection of the heap.
 * Nothing the index keeps points into them.
 */
type TypedArrayOf<T> = { new (length: number): T };
const scratch = new Map<string, Int32Array | Uint32Array | Float64Array>();
function scratchArray<T extends Int32Array | Uint32Array | Float64Array>(
  name: string,
  Type: TypedArrayOf<T>,
  length: number,
): T {
  let array = scratch.get(name) as T | undefined;
  if (!array || array.length < length) {
    array = new Type(Math.max(length, 1024));
    scratch.set(name, array);
  }
  return array.subarray(0, length) as T;
}

class ColumnBuilder {
  /** A key (the value itself, or a number standing for it) to its value's id. */
  private readonly keys: Map<string | number, number>;
  private readonly values: string[];
  private readonly ids: Map<string, number>;
  private readonly small = new Int32Array(SMALL_KEYS).fill(-1);
  readonly column: Int32Array;

  /** With `previous`, value ids stay those of the previous index, so its columns can be copied. */
  constructor(
    size: number,
    private readonly label: (doc: SearchDoc, key: number) => string = (_, key) => String(key),
    previous?: ListFacetIndex,
  ) {
    this.column = new Int32Array(size);
    this.keys = new Map(previous?.keys);
    this.values = previous ? previous.values.slice() : [];
    this.ids = new Map(previous?.ids);
    for (const [key, id] of this.keys)
      if (typeof key === "number" && key >= 0 && key < SMALL_KEYS) this.small[key] = id;
  }

  set(i: number, key: string | number | null, doc: SearchDoc) {
    if (key === null || key === "") {
      this.column[i] = -1;
      return;
    }
    // Small numbers (bucket indexes, seats, location ids, years) skip the hash map.
    const small = typeof key === "number" && key >= 0 && key < SMALL_KEYS;
    if (small) {
      const id = this.small[key]!;
      if (id >= 0) {
        this.column[i] = id;
        return;
      }
    }
    let id = this.keys.get(key);
    if (id === undefined) {
      // Keys that share a value (two locations in one city) share its id.
      const value = typeof key === "string" ? key : this.label(doc, key);
      id = this.ids.get(value);
      if (id === undefined) {
        id = this.values.length;
        this.ids.set(value, id);
        this.values.push(value);
      }
      this.keys.set(key, id);
      if (small) this.small[key] = id;
    }
    this.column[i] = id;
  }

  finish(): ListFacetIndex {
    const { values, ids, keys, column } = this;
    return {
      values,
      ids,
      keys,
      postings: postingsOf(column, values.length),
      column: narrow(column, values.length),
      multi: null,
    };
  }
}

/** Everything the index needs from the documents, read in one pass over them. */
type DocumentColumns = {
  single: Record<SingleFacet, ListFacetIndex>;
  categories: ListFacetIndex;
  filtered_features: ListFacetIndex;
  /** Range values per document (NaN when none). */
  ranges: Record<RangeFacet, Float64Array>;
  created: Float64Array;
  /** The custom rank's group (status, photos, a shown price), 0 first (domain/custom-rank.ts). */
  rankGroup: Uint8Array;
  /** Per document: AVAILABLE, SOLD or neither. */
  state: Uint8Array;
  /** When each sold document was sold (0 when not known or not sold). */
  soldAtColumn: Float64Array;
  available: Bits;
  sold: number[];
  soldAt: Float64Array;
  /** Cars whose price is not shown (0 to 10: "Enquire for price" or pre-order). */
  unpriced: number[];
  text: { series: ListFacetIndex; year: ListFacetIndex; title: ListFacetIndex };
  stocknums: string[];
  /** The documents themselves, for the hits (server/search/documents.ts). */
  documents: Documents;
};

const AVAILABLE = 1;
const SOLD = 2;

/** What an index made from a previous one reuses: what was read from its documents. */
type Previous = { columns: DocumentColumns };

/**
 * Which document each of the new index's is, in id order: a row of the previous index (its
 * position, 0 or more) for a car not changed, or a fresh document (-1 - its position in `fresh`).
 * A changed car with no fresh document is no longer listed.
 */
export function mergeRows(
  previous: Int32Array,
  changed: { has(carId: number): boolean },
  fresh: readonly SearchDoc[],
): Int32Array {
  const rows = new Int32Array(previous.length + fresh.length);
  let n = 0;
  let f = 0;
  for (let j = 0; j < previous.length; j++) {
    const id = previous[j]!;
    while (f < fresh.length && fresh[f]!.id < id) rows[n++] = -1 - f++;
    if (f < fresh.length && fresh[f]!.id === id) rows[n++] = -1 - f++;
    else if (!changed.has(id)) rows[n++] = j;
  }
  while (f < fresh.length) rows[n++] = -1 - f++;
  return rows.subarray(0, n);
}

/*
 * Reading a document costs more than anything done with it afterwards (at 100,000 cars the
 * documents are scattered over the heap), so each document is read once, here, into columns. An
 * index made to take a change (server/search/store.server.ts) reads only the changed documents:
 * every other car gets the previous index's row of every column, copied, with the same value ids.
 */
function* readDocuments(
  fresh: readonly SearchDoc[],
  previous?: { reuse: Previous; changed: { has(carId: number): boolean } },
): Steps<DocumentColumns> {
  const before = previous?.reuse.columns;
  const rows = before
    ? mergeRows(before.documents.ids, previous!.changed, fresh)
    : Int32Array.from(fresh, (_, k) => -1 - k);
  const n = rows.length;
  const writers = columnWriters(n, before);
  const facets = Object.keys(writers.single) as SingleFacet[];
  const builders = facets.map((facet) => writers.single[facet]);
  const beforeColumns = before ? facets.map((facet) => before.single[facet].column!) : [];
  const { categories, features, series, year, title, ranges, created, rankGroup, state } = writers;
  const { soldAtColumn, stocknums, documents } = writers;
  for (let i = 0; i < n; i++) {
    if (pauseAt(i)) yield;
    const j = rows[i]!;
    if (before && j >= 0) {
      documents.copy(i, before.documents, j);
      for (let c = 0; c < builders.length; c++) builders[c]!.column[i] = beforeColumns[c]![j]!;
      categories.copy(i, before.categories.multi!, j);
      features.copy(i, before.filtered_features.multi!, j);
      series.column[i] = before.text.series.column![j]!;
      year.column[i] = before.text.year.column![j]!;
      title.column[i] = before.text.title.column![j]!;
      ranges.price[i] = before.ranges.price[j]!;
      ranges.km[i] = before.ranges.km[j]!;
      ranges.year[i] = before.ranges.year[j]!;
      ranges.subscription_price[i] = before.ranges.subscription_price[j]!;
      created[i] = before.created[j]!;
      rankGroup[i] = before.rankGroup[j]!;
      state[i] = before.state[j]!;
      soldAtColumn[i] = before.soldAtColumn[j]!;
      stocknums[i] = before.stocknums[j]!;
      continue;
    }
    readDocument(writers, i, fresh[-1 - j]!);
  }
  return yield* finishColumns(writers, facets);
}

/** The columns being filled as documents are read, `n` rows each (value ids as `before`'s). */
type ColumnWriters = {
  single: Record<SingleFacet, ColumnBuilder>;
  categories: MultiColumnBuilder;
  features: MultiColumnBuilder;
  series: ColumnBuilder;
  year: ColumnBuilder;
  title: ColumnBuilder;
  ranges: Record<RangeFacet, Float64Array>;
  created: Float64Array;
  rankGroup: Uint8Array;
  state: Uint8Array;
  soldAtColumn: Float64Array;
  stocknums: string[];
  documents: DocumentColumnsBuilder;
};

function columnWriters(n: number, before: DocumentColumns | undefined): ColumnWriters {
  return {
    single: singleColumnBuilders(n, before),
    categories: new MultiColumnBuilder(n, before?.categories),
    features: new MultiColumnBuilder(n, before?.filtered_features),
    series: new ColumnBuilder(n, undefined, before?.text.series),
    year: new ColumnBuilder(n, undefined, before?.text.year),
    title: new ColumnBuilder(n, undefined, before?.text.title),
    // Kept by the index (the next index copies from them).
    ranges: {
      price: new Float64Array(n),
      km: new Float64Array(n),
      year: new Float64Array(n),
      subscription_price: new Float64Array(n),
    },
    created: new Float64Array(n),
    rankGroup: new Uint8Array(n),
    state: new Uint8Array(n),
    soldAtColumn: new Float64Array(n),
    stocknums: new Array<string>(n),
    documents: new DocumentColumnsBuilder(n, before?.documents),
  };
}

/** One builder per single-valued facet, in the order the index finishes them. */
function singleColumnBuilders(
  n: number,
  before: DocumentColumns | undefined,
): Record<SingleFacet, ColumnBuilder> {
  const column = (facet: SingleFacet, label?: (doc: SearchDoc, key: number) => string) =>
    new ColumnBuilder(n, label, before?.single[facet]);
  return {
    car_type: column("car_type"),
    make: column("make"),
    model: column("model"),
    badge: column("badge"),
    body: column("body"),
    price_range: column("price_range", (_, key) =>
      bucketValue(PRICE_BUCKETS, bucketStart(PRICE_BUCKETS, key))!,
    ),
    weekly_price_range: column("weekly_price_range", (_, key) =>
      bucketValue(WEEKLY_BUCKETS, bucketStart(WEEKLY_BUCKETS, key))!,
    ),
    fuel: column("fuel"),
    transmission: column("transmission"),
    drive: column("drive"),
    colour: column("colour"),
    seats: column("seats"),
    state: column("state", (d) => d.state),
    city: column("city", (d) => d.city),
    location_name: column("location_name", (d) => d.location_name),
    dealership_name: column("dealership_name", (d) => d.dealership_name),
    status: column("status"),
    tag: column("tag"),
    certified: column("certified", (_, key) => (key ? "true" : "false")),
    item_type: column("item_type"),
    sleeps: column("sleeps"),
    length_range: column("length_range", (_, key) =>
      bucketValue(LENGTH_FT_BUCKETS, bucketStart(LENGTH_FT_BUCKETS, key))!,
    ),
    atm_range: column("atm_range", (_, key) =>
      bucketValue(ATM_KG_BUCKETS, bucketStart(ATM_KG_BUCKETS, key))!,
    ),
  };
}

/** Document `d`'s values into row i of every column. */
function readDocument(writers: ColumnWriters, i: number, d: SearchDoc) {
  const b = writers.single;
  writers.documents.set(i, d);
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
  b.sleeps.set(i, d.sleeps || null, d);
  b.length_range.set(
    i,
    d.body_length_mm ? bucketIndex(LENGTH_FT_BUCKETS, d.body_length_mm * FEET_PER_MM) : null,
    d,
  );
  b.atm_range.set(i, bucketIndex(ATM_KG_BUCKETS, d.atm_kg), d);
  writers.categories.set(i, d.categories);
  writers.features.set(i, d.filtered_features);
  writers.series.set(i, d.series, d);
  writers.year.set(i, d.year, d);
  // A title of the usual "{year} {make} {model} {badge}" holds no word the fields above lack:
  // only titles that say more are indexed as titles (most cars' titles are distinct strings).
  writers.title.set(i, isPlainTitle(d) ? null : d.name, d);
  const { ranges } = writers;
  ranges.price[i] = d.price;
  ranges.km[i] = d.km;
  ranges.year[i] = d.year;
  ranges.subscription_price[i] = d.subscription_price ?? NaN;
  writers.created[i] = d.created_at;
  writers.rankGroup[i] = customRankGroup(d);
  writers.state[i] = isAvailable(d.status) ? AVAILABLE : d.status === "sold" ? SOLD : 0;
  writers.soldAtColumn[i] = d.sold_at ?? 0;
  writers.stocknums[i] = d.stocknum;
}

/** The columns read, finished into what the index keeps (in steps). */
function* finishColumns(writers: ColumnWriters, facets: readonly SingleFacet[]): Steps<DocumentColumns> {
  const { ranges, created, rankGroup, state, soldAtColumn, stocknums } = writers;
  const { available, sold, soldAt, unpriced } = stockStates(state, soldAtColumn, ranges.price);
  yield;
  const categoryIndex = writers.categories.finish();
  const featureIndex = writers.features.finish();
  yield;
  const single = {} as Record<SingleFacet, ListFacetIndex>;
  for (const facet of facets) {
    single[facet] = writers.single[facet].finish();
    yield;
  }
  const text = {
    series: writers.series.finish(),
    year: writers.year.finish(),
    title: writers.title.finish(),
  };
  yield;
  return {
    single,
    categories: categoryIndex,
    filtered_features: featureIndex,
    ranges,
    created,
    rankGroup,
    state,
    soldAtColumn,
    available,
    sold,
    soldAt: Float64Array.from(soldAt),
    unpriced,
    text,
    stocknums,
    documents: writers.documents.finish({
      ...ranges,
      created,
      soldAt: soldAtColumn,
      stocknums,
      categories: categoryIndex,
      filtered_features: featureIndex,
    }),
  };
}

/** The available cars, the sold ones (and when each was sold) and those without a shown price. */
function stockStates(state: Uint8Array, soldAtColumn: Float64Array, price: Float64Array) {
  const n = state.length;
  const available = createBits(n);
  const sold: number[] = [];
  const soldAt: number[] = [];
  const unpriced: number[] = [];
  for (let i = 0; i < n; i++) {
    if (state[i] === AVAILABLE) setBit(available, i);
    else if (state[i] === SOLD) {
      sold.push(i);
      soldAt.push(soldAtColumn[i]!);
    }
    if (!isPriceShown(price[i]!)) unpriced.push(i);
  }
  return { available, sold, soldAt, unpriced };
}

/** A multi-valued facet (categories, features) built as documents are read, in order. */
class MultiColumnBuilder {
  private readonly keys: Map<string, number>;
  private readonly values: string[];
  private readonly offsets: Int32Array;
  private ids: Int32Array;
  private end = 0;

  constructor(
    private readonly size: number,
    previous?: ListFacetIndex,
  ) {
    this.offsets = new Int32Array(size + 1);
    this.ids = new Int32Array(size * 4 + 16);
    this.keys = new Map(previous?.ids);
    this.values = previous ? previous.values.slice() : [];
  }

  /** Document i has the values document j of the previous index had (same value ids). */
  copy(i: number, from: { offsets: Int32Array; ids: Int32Array }, j: number) {
    const start = from.offsets[j]!;
    const count = from.offsets[j + 1]! - start;
    if (this.end + count > this.ids.length) {
      const grown = new Int32Array(Math.max(this.ids.length * 2, this.end + count));
      grown.set(this.ids);
      this.ids = grown;
    }
    this.ids.set(from.ids.subarray(start, start + count), this.end);
    this.end += count;
    this.offsets[i + 1] = this.end;
  }

  /** Called for every document in order; a value listed twice counts once. */
  set(i: number, values: readonly string[]) {
    const start = this.end;
    for (let k = 0; k < values.length; k++) {
      const value = values[k]!;
      if (!value) continue;
      let id = this.keys.get(value);
      if (id === undefined) {
        id = this.values.length;
        this.keys.set(value, id);
        this.values.push(value);
      }
      let seen = false;
      for (let j = start; j < this.end; j++) if (this.ids[j] === id) seen = true;
      if (seen) continue;
      if (this.end === this.ids.length) {
        const grown = new Int32Array(this.ids.length * 2);
        grown.set(this.ids);
        this.ids = grown;
      }
      this.ids[this.end++] = id;
    }
    this.offsets[i + 1] = this.end;
  }

  finish(): ListFacetIndex {
    const { values, offsets, size } = this;
    const valueIds = this.ids.subarray(0, this.end);
    // Postings by a counting sort over (value, document) pairs.
    const counts = new Int32Array(values.length + 1);
    for (let k = 0; k < valueIds.length; k++) counts[valueIds[k]! + 1]!++;
    for (let v = 0; v < values.length; v++) counts[v + 1]! += counts[v]!;
    const postingFlat = new Int32Array(valueIds.length);
    const next = counts.slice(0, values.length);
    for (let d = 0; d < size; d++) {
      for (let k = offsets[d]!; k < offsets[d + 1]!; k++) postingFlat[next[valueIds[k]!]!++] = d;
    }
    const postings = values.map((_, v) => postingFlat.subarray(counts[v]!, counts[v + 1]!));
    return {
      values,
      ids: this.keys,
      keys: this.keys,
      postings,
      column: null,
      multi: { offsets, ids: valueIds },
    };
  }
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
  /** The site's own words for its stock, beside the common ones (domain/search-synonyms.ts). */
  words?: SearchWords;
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
  /**
   * The sold cars folded into the last result: the run of sold cars that ends the results is one
   * entry (its first car) when some results are available [VSD §4], so the pages end with it.
   */
  foldedSold: number;
};

/** What one index (or one layer of a site's index: server/search/layered.ts) found for a search. */
export type SearchPart = {
  count: number;
  /** Per facet asked for: the index's values and how many results have each. */
  facets: Map<ListFacet, { values: readonly string[]; counts: Uint32Array }>;
  facetStats: SearchResult["facetStats"];
  /** The results up to the end of the page asked for, in the search's order. */
  hits: SearchDoc[];
  /** Their text relevance, when the order is by it. */
  scores: number[] | null;
  /**
   * The sold cars that end its results in the search's order, and the available result just before
   * them (null when none, or when the order puts every available car first: the custom rank).
   */
  trailing: {
    sold: SearchDoc[];
    scores: number[] | null;
    boundary: { doc: SearchDoc; score: number } | null;
  };
};

/** One index searched as a whole, or without some of its documents. */
export type SearchView = {
  part(request: SearchRequest, options: SearchOptions, vocabulary: Vocabulary): SearchPart;
  facetValues(facet: ListFacet): string[];
  hasWord: Vocabulary;
  /** Counts ahead of the first search what every search of the view starts from. */
  prepare(options: SearchOptions): Steps<void>;
};

type VisibleSet = {
  key: string;
  bits: Bits;
  size: number;
  counts: Map<ListFacet, Uint32Array>;
  /** The sold cars shown (sold within the window), newest sale first. */
  sold: Int32Array;
};

type ListFacetIndex = {
  values: string[];
  ids: Map<string, number>;
  /** The keys values were read by (a location's id for its city), for the next index to start from. */
  keys: ReadonlyMap<string | number, number>;
  postings: Int32Array[];
  /** Value id per document for single-valued facets (-1 when none). */
  column: Column | null;
  /** Value ids per document for multi-valued facets: ids[offsets[d]..offsets[d + 1]). */
  multi: { offsets: Int32Array; ids: Int32Array } | null;
};

/** A column of value ids in the narrowest array that holds them (most facets have few values). */
type Column = Int8Array | Int16Array | Int32Array;

function narrow(column: Int32Array, valueCount: number): Column {
  if (valueCount <= 0x7f) return new Int8Array(column);
  if (valueCount <= 0x7fff) return new Int16Array(column);
  return column;
}

type RangeFacetIndex = { order: Int32Array; sorted: Float64Array };

export type SearchIndex = ReturnType<typeof buildSearchIndex>;

type PreviousIndex = { index: { reuse: Previous }; changed: { has(carId: number): boolean } };

/**
 * The index of `input`, or, given the index it replaces (`previous`), of that index's cars with
 * those `changed` replaced by `input` (their current documents; a changed car missing from it is no
 * longer listed). Only the documents in `input` are read (server/search/layered.ts).
 */
export function buildSearchIndex(input: readonly SearchDoc[], previous?: PreviousIndex) {
  return runNow(searchIndexSteps(input, previous));
}

/** buildSearchIndex in steps (server/search/steps.ts). */
export function* searchIndexSteps(input: readonly SearchDoc[], previous?: PreviousIndex) {
  const columns = yield* readDocuments(
    inIdOrder(input),
    previous && { reuse: previous.index.reuse, changed: previous.changed },
  );
  const { documents } = columns;
  const size = documents.size;
  const list = {} as Record<ListFacet, ListFacetIndex>;
  Object.assign(list, columns.single);
  list.make_model = indexMakeModel(list.make, list.model);
  list.categories = columns.categories;
  list.filtered_features = columns.filtered_features;
  yield;

  const ranges = {} as Record<RangeFacet, RangeFacetIndex>;
  for (const facet of RANGE_FACETS) {
    ranges[facet] = indexRangeFacet(columns.ranges[facet]);
    yield;
  }

  const sorts = yield* sortOrders(columns.created, columns.rankGroup, ranges);
  const customRankPosition = new Int32Array(size);
  sorts.relevance.forEach((doc, position) => (customRankPosition[doc] = position));
  yield;

  const { available, unpriced, state } = columns;
  // How much a word matched in each field counts (server/search/text.ts): the model most, then the
  // make and badge, then what kind of car it is, then the rest.
  const text = createTextIndex(
    [
      { field: list.model, weight: 6 },
      { field: list.make, weight: 4 },
      { field: list.badge, weight: 4 },
      { field: list.body, weight: 3 },
      { field: list.fuel, weight: 3 },
      { field: list.drive, weight: 3 },
      { field: list.item_type, weight: 3 },
      { field: list.transmission, weight: 2 },
      { field: columns.text.series, weight: 2 },
      { field: columns.text.year, weight: 2 },
      { field: list.colour, weight: 1 },
      { field: columns.text.title, weight: 1 },
    ],
    columns.stocknums,
  );

  // Sold cars newest sale first: those still in the window are always a prefix of this list.
  const byNewestSale = Int32Array.from(columns.sold, (_, k) => k).sort(
    (a, b) => columns.soldAt[b]! - columns.soldAt[a]!,
  );
  const soldNewestFirst = Int32Array.from(byNewestSale, (k) => columns.sold[k]!);
  const soldAtNewestFirst = Float64Array.from(byNewestSale, (k) => columns.soldAt[k]!);

  const searched: SearchedIndex = {
    size,
    documents,
    list,
    ranges,
    sorts,
    customRankPosition,
    available,
    unpriced,
    state,
    text,
    soldNewestFirst,
    soldAtNewestFirst,
  };
  // The whole index has one view, kept: its visible set and counts serve every search of it.
  const whole = createView(searched, null);
  const view = (hidden: Bits | null) => (hidden ? createView(searched, hidden) : whole);
  function search(request: SearchRequest, options: SearchOptions): SearchResult {
    const started = performance.now();
    return combineParts([whole.part(request, options, whole.hasWord)], request, options, started);
  }

  const reuse: Previous = { columns };
  return { size, documents, search, text, facetValues: whole.facetValues, view, reuse };
}

/** What the views of one index search, made once with it. */
type SearchedIndex = {
  size: number;
  documents: Documents;
  list: Record<ListFacet, ListFacetIndex>;
  ranges: Record<RangeFacet, RangeFacetIndex>;
  sorts: Record<SortValue, Int32Array>;
  /** Each document's place in the custom rank. */
  customRankPosition: Int32Array;
  available: Bits;
  unpriced: number[];
  state: Uint8Array;
  text: TextIndex;
  soldNewestFirst: Int32Array;
  soldAtNewestFirst: Float64Array;
};

/** A buyer's refinement of one facet: the documents it allows. */
type Refinement = { facet: ListFacet | RangeFacet; bits: Bits };

/**
 * The index seen without the documents in `hidden` (cars changed since it was made, whose
 * current versions another index holds: server/search/layered.ts), or whole.
 */
function createView(index: SearchedIndex, hidden: Bits | null): SearchView {
  // The visible set moves only when a sold car leaves its window: keep it, and the facet counts
  // over it, until it does. A search over most of the visible set then counts only what it lacks.
  let visibleCache: VisibleSet | null = null;
  const visibleSet = (options: SearchOptions) =>
    (visibleCache = visibleSetOf(index, hidden, options, visibleCache));

  const part = (request: SearchRequest, options: SearchOptions, vocabulary: Vocabulary) =>
    searchPart(index, visibleSet(options), request, options, vocabulary);

  // A value no car has any more (kept so that ids stay those of the previous index, or held by
  // hidden cars only) is not listed.
  const present = new Map<ListFacet, string[]>();
  const facetValues = (facet: ListFacet) => {
    let values = present.get(facet);
    if (!values) {
      const facetIndex = index.list[facet];
      values = facetIndex.values.filter((_, id) => hasShown(facetIndex.postings[id]!, hidden));
      present.set(facet, values);
    }
    return values;
  };
  /** Counts every facet over the visible stock before the first search asks (in steps). */
  function* prepare(options: SearchOptions): Steps<void> {
    const visible = visibleSet(options);
    for (const facet of LIST_FACETS) {
      if (!visible.counts.has(facet)) tally(index, visible.bits, [facet], visible.counts);
      yield;
    }
  }
  return { part, facetValues, hasWord: (word: string) => index.text.hasWord(word, hidden), prepare };
}

/** The visible set of a search at `options`: `cached` while the same sold cars are in the window. */
function visibleSetOf(
  index: SearchedIndex,
  hidden: Bits | null,
  options: SearchOptions,
  cached: VisibleSet | null,
): VisibleSet {
  const { soldNewestFirst, soldAtNewestFirst } = index;
  const since = soldWindowStart(options.now, options.includeSoldCarsDays);
  let inWindow = 0;
  while (inWindow < soldAtNewestFirst.length && soldAtNewestFirst[inWindow]! >= since) inWindow++;
  const key = `${options.includeSoldCarsDays}:${inWindow}`;
  if (cached?.key === key) return cached;
  const bits = index.available.slice();
  for (let k = 0; k < inWindow; k++) setBit(bits, soldNewestFirst[k]!);
  if (hidden) for (let w = 0; w < bits.length; w++) bits[w]! &= ~hidden[w]!;
  const sold = soldNewestFirst.slice(0, inWindow).filter((doc) => !hidden || !hasBit(hidden, doc));
  return { key, bits, size: countBits(bits), counts: new Map(), sold };
}

/** What one view of an index finds for a search, over its visible set. */
function searchPart(
  index: SearchedIndex,
  visible: VisibleSet,
  request: SearchRequest,
  options: SearchOptions,
  vocabulary: Vocabulary,
): SearchPart {
  const sortBy = request.sortBy ?? "relevance";
  const page = Math.max(1, request.page ?? 1);
  // The hits up to the end of the page asked for: parts are merged before the page is cut.
  const limit = page * (request.hitsPerPage ?? PAGE_SIZE);
  const wantedFacets = request.facets ?? LIST_FACETS;

  // Everything a search can see before the buyer's refinements: the visible stock and the text.
  const base = visible.bits.slice();
  // [VSD §5] "Price-ascending sort excludes zero-priced items on some sites."
  if (sortBy === "price_asc" && options.priceAscendingExcludesZero)
    for (const i of index.unpriced) clearBit(base, i);
  const match = request.query ? index.text.match(request.query, index.size, vocabulary, options.words) : null;
  if (match) andInto(base, match.bits);

  const refined = refinements(index, request);
  const all = base.slice();
  for (const r of refined) andInto(all, r.bits);
  const { facets, facetStats } = facetCountsAndStats(index, visible, base, all, refined, wantedFacets);

  const { hitIds, scores, matched } = orderedHits(index, all, match, sortBy, limit);
  const tail = trailingSold(index, all, visible, sortBy, matched);
  const { documents } = index;
  return {
    count: countBits(all),
    facets,
    facetStats,
    hits: hitIds.map((i) => documents.get(i)),
    scores,
    trailing: {
      sold: tail.sold.map((i) => documents.get(i)),
      scores: matched ? tail.sold.map((i) => match!.scores[i]!) : null,
      boundary:
        tail.boundary === null
          ? null
          : {
              doc: documents.get(tail.boundary),
              score: matched ? match!.scores[tail.boundary]! : 0,
            },
    },
  };
}

/** The documents each of the buyer's refinements allows, list facets then ranges. */
function refinements(index: SearchedIndex, request: SearchRequest): Refinement[] {
  const refined: Refinement[] = [];
  for (const facet of LIST_FACETS) {
    const values = request.refinements?.[facet];
    if (values?.length) refined.push({ facet, bits: refinementSet(index, facet, values) });
  }
  for (const facet of RANGE_FACETS) {
    const range = request.ranges?.[facet];
    if (range && (range.min !== undefined || range.max !== undefined)) {
      refined.push({ facet, bits: rangeSet(index, facet, range) });
    }
  }
  return refined;
}

/** `base` narrowed by every refinement but the one of `facet`. */
function withoutFacet(base: Bits, refined: readonly Refinement[], facet: ListFacet | RangeFacet): Bits {
  const bits = base.slice();
  for (const r of refined) if (r.facet !== facet) andInto(bits, r.bits);
  return bits;
}

/**
 * The facet counts and range statistics of a search's results `all`: a refined facet is counted
 * over the results without its own refinement (disjunctive faceting).
 */
function facetCountsAndStats(
  index: SearchedIndex,
  visible: VisibleSet,
  base: Bits,
  all: Bits,
  refined: readonly Refinement[],
  wantedFacets: readonly ListFacet[],
) {
  const counts = new Map<ListFacet, Uint32Array>();
  // A facet whose choices narrow is counted over the results, its own choices included.
  const refinedFacets = new Set(refined.map((r) => r.facet).filter((f) => !CONJUNCTIVE_FACETS.has(f)));
  countFacets(
    index,
    all,
    wantedFacets.filter((facet) => !refinedFacets.has(facet)),
    counts,
    visible,
  );
  for (const facet of wantedFacets) {
    if (refinedFacets.has(facet))
      countFacets(index, withoutFacet(base, refined, facet), [facet], counts, visible);
  }
  const facets: SearchPart["facets"] = new Map();
  for (const facet of wantedFacets)
    facets.set(facet, { values: index.list[facet].values, counts: counts.get(facet)! });

  const facetStats: SearchResult["facetStats"] = {};
  for (const facet of RANGE_FACETS) {
    const stats = rangeStats(
      index,
      facet,
      refinedFacets.has(facet) ? withoutFacet(base, refined, facet) : all,
    );
    if (stats) facetStats[facet] = stats;
  }
  return { facets, facetStats };
}

/**
 * The results up to `limit` in the search's order, with their text relevance when the order is by
 * it (`matched`: every result in that order).
 */
function orderedHits(
  index: SearchedIndex,
  all: Bits,
  match: TextMatch | null,
  sortBy: SortValue,
  limit: number,
): { hitIds: number[]; scores: number[] | null; matched: number[] | null } {
  if (match && sortBy === "relevance") {
    const { customRankPosition } = index;
    // Text relevance first (exact, then prefix, then one typo), the custom rank breaks ties.
    const inOrder: number[] = [];
    forEachBit(all, (doc) => inOrder.push(doc));
    const matched = inOrder.sort(
      (a, b) => match.scores[b]! - match.scores[a]! || customRankPosition[a]! - customRankPosition[b]!,
    );
    const hitIds = inOrder.slice(0, limit);
    return { hitIds, scores: hitIds.map((doc) => match.scores[doc]!), matched };
  }
  return { hitIds: pageOf(index.sorts[sortBy], all, 0, limit), scores: null, matched: null };
}

/**
 * The run of sold cars that ends the results in the search's order, and the available result
 * just before it [VSD §4: a run of sold cars is one entry]. In the custom rank every available
 * car comes before every sold one, so the run is every sold result and needs no boundary; in
 * another order the order is walked back from its end to the last available result.
 */
function trailingSold(
  index: SearchedIndex,
  all: Bits,
  visible: VisibleSet,
  sortBy: SortValue,
  ordered: readonly number[] | null,
): { sold: number[]; boundary: number | null } {
  const { customRankPosition, state } = index;
  const soldHere = Array.from(visible.sold).filter((doc) => hasBit(all, doc));
  if (soldHere.length === 0) return { sold: [], boundary: null };
  if (sortBy === "relevance" && !ordered) {
    soldHere.sort((a, b) => customRankPosition[a]! - customRankPosition[b]!);
    return { sold: soldHere, boundary: null };
  }
  const order = ordered ?? index.sorts[sortBy];
  const sold: number[] = [];
  for (let p = order.length - 1; p >= 0; p--) {
    const doc = order[p]!;
    if (!hasBit(all, doc)) continue;
    if (state[doc] !== SOLD) return { sold: sold.reverse(), boundary: doc };
    sold.push(doc);
  }
  return { sold: sold.reverse(), boundary: null };
}

function refinementSet(index: SearchedIndex, facet: ListFacet, values: readonly string[]): Bits {
  const { size } = index;
  const bits = createBits(size);
  const facetIndex = index.list[facet];
  if (CONJUNCTIVE_FACETS.has(facet)) {
    // Every value: the first's cars, narrowed by each of the others.
    values.forEach((value, i) => {
      const id = facetIndex.ids.get(value);
      const own = i === 0 ? bits : createBits(size);
      if (id !== undefined) for (const doc of facetIndex.postings[id]!) setBit(own, doc);
      if (i > 0) andInto(bits, own);
    });
    return bits;
  }
  for (const value of values) {
    const id = facetIndex.ids.get(value);
    if (id === undefined) continue;
    for (const doc of facetIndex.postings[id]!) setBit(bits, doc);
  }
  return bits;
}

function rangeSet(index: SearchedIndex, facet: RangeFacet, range: RangeValue): Bits {
  const { order, sorted } = index.ranges[facet];
  const from = searchSorted(sorted, range.min ?? -Infinity);
  const to = searchSorted(sorted, range.max ?? Infinity, true);
  const bits = createBits(index.size);
  for (let p = from; p < to; p++) setBit(bits, order[p]!);
  return bits;
}

/** Counts of each facet's values over the documents in `set`. */
function tally(
  index: SearchedIndex,
  set: Bits,
  facets: readonly ListFacet[],
  counts: Map<ListFacet, Uint32Array>,
) {
  const columns: Column[] = [];
  const columnOut: Uint32Array[] = [];
  const multis: { offsets: Int32Array; ids: Int32Array; out: Uint32Array }[] = [];
  for (const facet of facets) {
    const facetIndex = index.list[facet];
    const out = new Uint32Array(facetIndex.values.length);
    counts.set(facet, out);
    if (facetIndex.column) {
      columns.push(facetIndex.column);
      columnOut.push(out);
    } else multis.push({ offsets: facetIndex.multi!.offsets, ids: facetIndex.multi!.ids, out });
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
  index: SearchedIndex,
  base: Bits,
  facets: readonly ListFacet[],
  counts: Map<ListFacet, Uint32Array>,
  visible: VisibleSet,
) {
  if (countBits(base) * 2 < visible.size) {
    tally(index, base, facets, counts);
    return;
  }
  const missing = facets.filter((facet) => !visible.counts.has(facet));
  if (missing.length) tally(index, visible.bits, missing, visible.counts);
  const lacking = visible.bits.slice();
  for (let w = 0; w < lacking.length; w++) lacking[w]! &= ~base[w]!;
  const lacked = new Map<ListFacet, Uint32Array>();
  tally(index, lacking, facets, lacked);
  for (const facet of facets) {
    const full = visible.counts.get(facet)!;
    const minus = lacked.get(facet)!;
    const out = new Uint32Array(full.length);
    for (let v = 0; v < full.length; v++) out[v] = full[v]! - minus[v]!;
    counts.set(facet, out);
  }
}

function rangeStats(index: SearchedIndex, facet: RangeFacet, base: Bits) {
  const { order, sorted } = index.ranges[facet];
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

/**
 * The documents in id order (ties in every sort go by car id: documents are numbered in id order).
 * Apart from buildSearchIndex so that its closures, which the index keeps, do not keep them too.
 */
function inIdOrder(input: readonly SearchDoc[]): readonly SearchDoc[] {
  for (let i = 1; i < input.length; i++)
    if (input[i - 1]!.id >= input[i]!.id) return [...input].sort((a, b) => a.id - b.id);
  return input;
}

/** True when the title is "{year} {make} {model}" or "{year} {make} {model} {badge}" (no string built). */
function isPlainTitle(d: SearchDoc): boolean {
  const name = d.name;
  const year = String(d.year);
  let at = year.length;
  if (!name.startsWith(year)) return false;
  for (const part of [d.make, d.model, d.badge]) {
    if (!part) break;
    if (name.charCodeAt(at) !== 32 || !name.startsWith(part, at + 1)) return false;
    at += part.length + 1;
  }
  return at === name.length;
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
    keys: new Map(),
    postings: postingsOf(column, values.length),
    column: narrow(column, values.length),
    multi: null,
  };
}

function postingsOf(column: Column, valueCount: number): Int32Array[] {
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

function indexRangeFacet(column: Float64Array): RangeFacetIndex {
  const values = scratchArray("rangeValues", Float64Array, column.length);
  const present = scratchArray("rangePresent", Int32Array, column.length);
  let count = 0;
  for (let i = 0; i < column.length; i++) {
    if (Number.isNaN(column[i])) continue;
    values[count] = Math.max(0, Math.round(column[i]!));
    present[count++] = i;
  }
  const byValue = radixOrder(values.subarray(0, count));
  const order = new Int32Array(count);
  const sorted = new Float64Array(count);
  for (let p = 0; p < count; p++) {
    order[p] = present[byValue[p]!]!;
    sorted[p] = values[byValue[p]!]!;
  }
  return { order, sorted };
}

/** The permutation of documents for each sort (documents arrive in id order: ties go by id). */
/** The ascending price order with the unpriced cars (a prefix of it: 0 to 10) moved to the end. */
function pricedFirst(price: RangeFacetIndex): Int32Array {
  let shownFrom = 0;
  while (shownFrom < price.sorted.length && !isPriceShown(price.sorted[shownFrom]!)) shownFrom++;
  const order = new Int32Array(price.order.length);
  order.set(price.order.subarray(shownFrom));
  order.set(price.order.subarray(0, shownFrom), price.order.length - shownFrom);
  return order;
}

function* sortOrders(
  created: Float64Array,
  rankGroup: Uint8Array,
  ranges: Record<RangeFacet, RangeFacetIndex>,
): Steps<Record<SortValue, Int32Array>> {
  const n = created.length;
  // Oldest first, ties by id.
  const oldest = radixOrder(created);
  yield;
  // Newest first, ties by id descending: the reverse of oldest first.
  const latest = oldest.slice().reverse();
  // Newest first, ties by id ascending: the order within each group of the custom rank.
  const newestFirst = reverseTies(oldest.slice().reverse(), created);
  yield;
  const descending = (range: RangeFacetIndex) => {
    const order = range.order.slice().reverse();
    const keys = scratchArray("descendingKeys", Float64Array, n);
    for (let p = 0; p < range.order.length; p++) keys[range.order[p]!] = range.sorted[p]!;
    return reverseTies(order, keys);
  };
  // The custom rank (domain/custom-rank.ts): its group, then newest first.
  const relevance = radixOrder(rankGroup, newestFirst);
  yield;
  const priceDescending = descending(ranges.price);
  yield;
  const yearDescending = descending(ranges.year);
  yield;
  return {
    relevance,
    latest,
    price_desc: priceDescending,
    // "Lowest price" lists the cars with a shown price first: a buyer sorting by price wants prices,
    // not a first page of "Enquire for price" (sites may leave those out entirely, above).
    price_asc: pricedFirst(ranges.price),
    // Every car has km and a year, so the range orders (ascending, ties by id) are the sorts.
    km_asc: ranges.km.order,
    year_desc: yearDescending,
  };
}

/**
 * Positions 0..n-1 (or the positions in `within`) ordered by a non-negative integer key below 2^53,
 * stably: equal keys keep document order (or the order of `within`). An LSD radix sort of 11 bits
 * a pass, skipping digits every key shares, with the keys moving along with the positions: a few
 * sequential passes instead of a comparison sort.
 */
function radixOrder(keys: Float64Array | Uint8Array, within?: Int32Array): Int32Array {
  const n = within ? within.length : keys.length;
  let order = scratchArray("radixOrder", Int32Array, n);
  let low = scratchArray("radixLow", Uint32Array, n);
  let high = scratchArray("radixHigh", Uint32Array, n);
  for (let p = 0; p < n; p++) {
    const doc = within ? within[p]! : p;
    const key = Math.max(0, keys[doc]!);
    order[p] = doc;
    high[p] = Math.floor(key / 2 ** 32);
    low[p] = key % 2 ** 32;
  }
  let spareOrder = scratchArray("radixSpareOrder", Int32Array, n);
  let spareLow = scratchArray("radixSpareLow", Uint32Array, n);
  let spareHigh = scratchArray("radixSpareHigh", Uint32Array, n);
  const next = new Int32Array(RADIX + 1);
  // Digits: bits 0-10, 11-21 and 22-31 of the low word, then 0-10 and 11-20 of the high word.
  for (const [word, shift] of [
    [0, 0],
    [0, 11],
    [0, 22],
    [1, 0],
    [1, 11],
  ] as const) {
    const digits = word === 0 ? low : high;
    next.fill(0);
    for (let p = 0; p < n; p++) next[((digits[p]! >>> shift) & (RADIX - 1)) + 1]!++;
    let shared = false;
    for (let d = 1; d <= RADIX; d++) if (next[d] === n) shared = true;
    if (shared) continue;
    for (let d = 0; d < RADIX; d++) next[d + 1]! += next[d]!;
    for (let p = 0; p < n; p++) {
      const to = next[(digits[p]! >>> shift) & (RADIX - 1)]!++;
      spareOrder[to] = order[p]!;
      spareLow[to] = low[p]!;
      spareHigh[to] = high[p]!;
    }
    [order, spareOrder] = [spareOrder, order];
    [low, spareLow] = [spareLow, low];
    [high, spareHigh] = [spareHigh, high];
  }
  // The result is kept by the index: copied out of the scratch buffers.
  return order.slice();
}

const RADIX = 2048;

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

/** True when a posting list holds a document not in `hidden`. */
function hasShown(posting: Int32Array, hidden: Bits | null): boolean {
  if (!hidden) return posting.length > 0;
  for (let k = 0; k < posting.length; k++) if (!hasBit(hidden, posting[k]!)) return true;
  return false;
}

/**
 * One result from the parts that layers of an index found: counts and facet counts added, range
 * statistics widened, hits merged in the search's order and the page cut from them.
 */
export function combineParts(
  parts: readonly SearchPart[],
  request: SearchRequest,
  options: SearchOptions,
  started: number,
): SearchResult {
  const sortBy = request.sortBy ?? "relevance";
  const hitsPerPage = request.hitsPerPage ?? PAGE_SIZE;
  const page = Math.max(1, request.page ?? 1);
  const offset = (page - 1) * hitsPerPage;
  let count = 0;
  for (const part of parts) count += part.count;

  const facets: SearchResult["facets"] = {};
  for (const facet of request.facets ?? LIST_FACETS) {
    const refined = request.refinements?.[facet] ?? [];
    if (parts.length === 1) {
      const { values, counts } = parts[0]!.facets.get(facet)!;
      facets[facet] = facetItems(facet, values, counts, refined, options.usedLabel);
      continue;
    }
    const merged = new Map<string, number>();
    for (const part of parts) {
      const { values, counts } = part.facets.get(facet)!;
      for (let id = 0; id < values.length; id++)
        merged.set(values[id]!, (merged.get(values[id]!) ?? 0) + counts[id]!);
    }
    facets[facet] = facetItems(
      facet,
      [...merged.keys()],
      Uint32Array.from(merged.values()),
      refined,
      options.usedLabel,
    );
  }

  const facetStats: SearchResult["facetStats"] = {};
  for (const facet of RANGE_FACETS) {
    for (const part of parts) {
      const stats = part.facetStats[facet];
      if (!stats) continue;
      const was = facetStats[facet];
      facetStats[facet] = was
        ? { min: Math.min(was.min, stats.min), max: Math.max(was.max, stats.max) }
        : stats;
    }
  }

  // A run of sold cars ending the results counts as one entry, unless every result is sold.
  const trailing = trailingRun(parts, sortBy);
  const folded = trailing > 0 && trailing < count ? trailing - 1 : 0;
  const entries = count - folded;
  const end = Math.min(offset + hitsPerPage, entries);

  let hits: SearchDoc[];
  if (parts.length === 1) hits = parts[0]!.hits.slice(offset, end);
  else {
    const scored = parts.flatMap((part) =>
      part.hits.map((doc, k) => ({ doc, score: part.scores?.[k] ?? 0 })),
    );
    const compare = HIT_ORDER[sortBy];
    scored.sort((a, b) => b.score - a.score || compare(a.doc, b.doc));
    hits = scored.slice(offset, end).map((hit) => hit.doc);
  }
  return {
    hits,
    facets,
    count,
    page,
    pages: Math.ceil(entries / hitsPerPage),
    hitsPerPage,
    ms: Math.round((performance.now() - started) * 100) / 100,
    facetStats,
    foldedSold: folded > 0 && end === entries && offset < end ? folded : 0,
  };
}

/**
 * How many sold cars end the results of all the parts together: each part's own closing run, less
 * those that come before another part's last available result.
 */
function trailingRun(parts: readonly SearchPart[], sortBy: SortValue): number {
  if (parts.length === 1) return parts[0]!.trailing.sold.length;
  const compare = HIT_ORDER[sortBy];
  const after = (a: { doc: SearchDoc; score: number }, b: { doc: SearchDoc; score: number }) =>
    b.score - a.score || compare(a.doc, b.doc);
  let boundary: { doc: SearchDoc; score: number } | null = null;
  for (const part of parts) {
    const b = part.trailing.boundary;
    if (b && (!boundary || after(b, boundary) > 0)) boundary = b;
  }
  let run = 0;
  for (const part of parts) {
    part.trailing.sold.forEach((doc, k) => {
      const hit = { doc, score: part.trailing.scores?.[k] ?? 0 };
      if (!boundary || after(hit, boundary) > 0) run++;
    });
  }
  return run;
}

/** A range value as the range and sort orders hold it. */
const sortKey = (value: number) => Math.max(0, Math.round(value));

/** Each sort's order over documents, the one its precomputed permutation holds (ties by id). */
const HIT_ORDER: Record<SortValue, (a: SearchDoc, b: SearchDoc) => number> = {
  relevance: compareCustomRank,
  latest: (a, b) => b.created_at - a.created_at || b.id - a.id,
  price_desc: (a, b) => sortKey(b.price) - sortKey(a.price) || a.id - b.id,
  price_asc: (a, b) =>
    Number(!isPriceShown(sortKey(a.price))) - Number(!isPriceShown(sortKey(b.price))) ||
    sortKey(a.price) - sortKey(b.price) ||
    a.id - b.id,
  km_asc: (a, b) => sortKey(a.km) - sortKey(b.km) || a.id - b.id,
  year_desc: (a, b) => sortKey(b.year) - sortKey(a.year) || a.id - b.id,
};

/** Facet items by count, then label; refined values always listed; city and location capped [SW §9]. */
function facetItems(
  facet: ListFacet,
  values: readonly string[],
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
  orderFacetItems(facet, items);
  const limit = FACET_LIMITS[facet];
  if (!limit || items.length <= limit) return items;
  const kept = items.slice(0, limit);
  for (const item of items.slice(limit)) if (refined.includes(item.value)) kept.push(item);
  return kept;
}
