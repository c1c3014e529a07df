import { andInto, countBits, createBits, forEachBit, fullBits, setBit, type Bits } from "./bitset";
import { createTextIndex, type TextField } from "./text";
import { PAGE_SIZE } from "#domain/search-facets";

/*
 * Small listings on the same machinery as stock search: the manufacturer and model directory and
 * the dealership offers list [VSD §7: "Filters manufacturer.name, model.name, model.body, query,
 * offset, 21 per page"; "categories, price, query, offset, 21 per page, dealership filter"].
 * Items are indexed once; facets are posting lists, refinements bitsets (OR within a facet, AND
 * across), counts disjunctive, text through the stock search's text index. Results are kept in a
 * small cache that evicts the oldest entry [VSD §9: "directory searches cache 10; offer listings
 * evict over 10"].
 */
export const LISTING_CACHE_SIZE = 10;

export type ListingConfig<T, F extends string> = {
  facets: Record<F, (item: T) => string | null>;
  /** Fields searched by the text box. */
  text: ((item: T) => string | null)[];
  cacheSize?: number;
};

export type ListingRequest<F extends string> = {
  query?: string;
  refinements?: Partial<Record<F, readonly string[]>>;
  page?: number;
  hitsPerPage?: number;
};

export type ListingResult<T, F extends string> = {
  hits: T[];
  count: number;
  page: number;
  pages: number;
  facets: Record<F, { value: string; count: number }[]>;
};

type Facet = { values: string[]; ids: Map<string, number>; postings: Int32Array[]; column: Int32Array };

function indexFacet<T>(items: readonly T[], read: (item: T) => string | null): Facet {
  const ids = new Map<string, number>();
  const values: string[] = [];
  const lists: number[][] = [];
  const column = new Int32Array(items.length).fill(-1);
  items.forEach((item, i) => {
    const value = read(item);
    if (!value) return;
    let id = ids.get(value);
    if (id === undefined) {
      id = values.length;
      ids.set(value, id);
      values.push(value);
      lists.push([]);
    }
    lists[id]!.push(i);
    column[i] = id;
  });
  return { values, ids, postings: lists.map((l) => Int32Array.from(l)), column };
}

export function createListing<T, F extends string>(items: readonly T[], config: ListingConfig<T, F>) {
  const size = items.length;
  const names = Object.keys(config.facets) as F[];
  const facets = Object.fromEntries(
    names.map((name) => [name, indexFacet(items, config.facets[name])]),
  ) as Record<F, Facet>;
  // The listings' text fields count alike (a listing is already one kind of thing).
  const text = createTextIndex(
    config.text.map((read) => ({ field: indexFacet(items, read) as TextField, weight: 1 })),
    [],
  );
  const cache = new Map<string, ListingResult<T, F>>();
  const cacheSize = config.cacheSize ?? LISTING_CACHE_SIZE;

  function refinementBits(name: F, values: readonly string[]): Bits {
    const bits = createBits(size);
    for (const value of values) {
      const id = facets[name].ids.get(value);
      if (id !== undefined) for (const i of facets[name].postings[id]!) setBit(bits, i);
    }
    return bits;
  }

  function run(request: ListingRequest<F>): ListingResult<T, F> {
    const hitsPerPage = request.hitsPerPage ?? PAGE_SIZE;
    const page = Math.max(1, request.page ?? 1);
    const base = fullBits(size);
    const match = request.query ? text.match(request.query, size) : null;
    if (match) andInto(base, match.bits);
    const refined = names
      .filter((name) => request.refinements?.[name]?.length)
      .map((name) => ({ name, bits: refinementBits(name, request.refinements![name]!) }));
    const all = base.slice();
    for (const r of refined) andInto(all, r.bits);

    const counted = {} as ListingResult<T, F>["facets"];
    for (const name of names) {
      let set = all;
      if (refined.some((r) => r.name === name)) {
        set = base.slice();
        for (const r of refined) if (r.name !== name) andInto(set, r.bits);
      }
      const counts = new Uint32Array(facets[name].values.length);
      forEachBit(set, (i) => {
        const id = facets[name].column[i]!;
        if (id >= 0) counts[id]!++;
      });
      const chosen = request.refinements?.[name] ?? [];
      counted[name] = facets[name].values
        .map((value, id) => ({ value, count: counts[id]! }))
        .filter((item) => item.count > 0 || chosen.includes(item.value))
        .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
    }

    const hits: T[] = [];
    const offset = (page - 1) * hitsPerPage;
    let seen = 0;
    forEachBit(all, (i) => {
      if (seen++ >= offset && hits.length < hitsPerPage) hits.push(items[i]!);
    });
    const count = countBits(all);
    return { hits, count, page, pages: Math.ceil(count / hitsPerPage), facets: counted };
  }

  /** Runs a search, from the cache when the same search ran recently. */
  function search(request: ListingRequest<F>): ListingResult<T, F> {
    const key = JSON.stringify([
      request.query ?? "",
      request.refinements ?? {},
      request.page ?? 1,
      request.hitsPerPage,
    ]);
    const cached = cache.get(key);
    if (cached) {
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    const result = run(request);
    cache.set(key, result);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
    return result;
  }

  return { search, cacheSize: () => cache.size };
}
