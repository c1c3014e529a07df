import {
  describeRange,
  formatRangeValue,
  LIST_FACETS,
  RANGE_FACETS,
  type ListFacet,
  type RangeFacet,
  type SearchState,
  type SortValue,
} from "./search-facets";

/*
 * When nothing matches [issue 32]: a search that finds nothing is retried with one of its parts let
 * go (its words, one filter with all its values, or one range), and the page shows which part found
 * nothing and the closest results without it: "No 7 seat diesel under $20,000; 12 without the price,
 * from $21,990". The rule of which part to let go, and how its results are ordered, lives here.
 */

/** One part of a search a buyer chose: its words, a filter (every value of it), or a range. */
export type SearchPart = {
  facet: ListFacet | RangeFacet | "query";
  values: readonly string[];
  /** The search without this part, its results ordered nearest to what was asked first. */
  without: SearchState;
};

/** How readily a part is let go: a limit (price, kilometres, year) first, then a filter, then words. */
const GIVE = { range: 0, list: 1, query: 2 } as const;

/** The parts of `state` that could be let go, in the order they are tried. */
export function searchParts(state: SearchState): SearchPart[] {
  const base = { ...state, page: 1 };
  const parts: SearchPart[] = [];
  for (const facet of RANGE_FACETS) {
    const range = state.ranges[facet];
    if (!range) continue;
    const ranges = { ...state.ranges };
    delete ranges[facet];
    parts.push({
      facet,
      values: [describeRange(facet, range)],
      without: { ...base, ranges, sortBy: nearestOrder(facet, range.max !== undefined) ?? state.sortBy },
    });
  }
  for (const facet of LIST_FACETS) {
    const values = state.refinements[facet];
    if (!values?.length) continue;
    const refinements = { ...state.refinements };
    delete refinements[facet];
    parts.push({ facet, values, without: { ...base, refinements } });
  }
  if (state.query) parts.push({ facet: "query", values: [state.query], without: { ...base, query: "" } });
  return parts;
}

/** The order that lists first the results nearest a limit let go: under $20,000 is "cheapest first". */
function nearestOrder(facet: RangeFacet, hadMax: boolean): SortValue | null {
  if (facet === "price") return hadMax ? "price_asc" : "price_desc";
  if (facet === "km") return hadMax ? "km_asc" : null;
  if (facet === "year") return hadMax ? null : "year_desc";
  return null;
}

/** What a search found with one part let go: its count (0 when nothing either). */
export type Relaxed = { part: SearchPart; count: number };

/**
 * The part to let go: of those whose search without it finds something, the most readily given
 * (a limit before a filter before the words), then the one whose results are fewest (the nearest).
 * Null when a search of one filter or of words alone would only be "everything": that is no nearer.
 */
export function chooseRelaxed<T extends Relaxed>(tried: readonly T[], partCount: number): T | null {
  const kind = (p: SearchPart) =>
    p.facet === "query" ? GIVE.query : (RANGE_FACETS as readonly string[]).includes(p.facet) ? GIVE.range : GIVE.list;
  const found = tried.filter((t) => t.count > 0 && (partCount > 1 || kind(t.part) === GIVE.range));
  found.sort((a, b) => kind(a.part) - kind(b.part) || a.count - b.count);
  return found[0] ?? null;
}

/**
 * How near the closest results come to the limit let go, from their range's statistics: "from
 * $21,990" for a price that was too low, "the newest 2019" for a year too new. Null for anything else.
 */
export function nearestNote(
  part: SearchPart,
  stats: Partial<Record<RangeFacet, { min: number; max: number }>>,
): string | null {
  if (!(RANGE_FACETS as readonly string[]).includes(part.facet)) return null;
  const facet = part.facet as RangeFacet;
  const found = stats[facet];
  if (!found) return null;
  const order = part.without.sortBy;
  if (order === "price_asc" || order === "km_asc") return `from ${formatRangeValue(facet, found.min)}`;
  if (order === "price_desc") return `up to ${formatRangeValue(facet, found.max)}`;
  if (order === "year_desc") return `the newest ${formatRangeValue(facet, found.max)}`;
  return null;
}
