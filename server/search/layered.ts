import type { ListFacet } from "#domain/search-facets";
import { createBits, setBit, type Bits } from "./bitset";
import { pauseAt, runNow, type Steps } from "./steps";
import {
  combineParts,
  mergeRows,
  searchIndexSteps,
  type SearchDoc,
  type SearchIndex,
  type SearchOptions,
  type SearchRequest,
  type SearchResult,
  type SearchView,
} from "./engine";

/*
 * A site's index in two layers, so that a change costs what the change is, not what the site is
 * (docs/decisions/040-an-index-in-layers.md):
 *
 * - the base: the index the site was last read or compacted into, seen without the cars changed
 *   since (`hidden`, a bit per base document);
 * - the changes: a small index of the current versions of those cars (the ones still listed).
 *
 * A search asks both and merges what they found (engine.ts `combineParts`): counts added, hits in
 * the sort's order. Which words the stock has (exact matches, neighbouring words read as one) is
 * asked of both layers together, so the answer is the one an index made afresh gives; a test holds
 * the two equal change after change. When the changes grow past a share of the base, the two are
 * compacted into one base, made from the base's own documents and columns (the copy path).
 */
export type SiteIndex = {
  /** Cars in both layers (hidden base documents included: they take memory until compacted). */
  size: number;
  search(request: SearchRequest, options: SearchOptions): SearchResult;
  facetValues(facet: ListFacet): string[];
  /** Counts ahead of the first search what every search starts from (in steps: steps.ts). */
  prepare(options: SearchOptions): Steps<void>;
  /** The documents a compaction or the next change starts from. */
  readonly layers: Layers;
};

type Layers = {
  base: SearchIndex;
  /** Base documents whose car changed since the base was made. */
  hidden: Bits | null;
  /** The base seen without them: it keeps its visible set and counts while they stay the same. */
  baseView: SearchView;
  /** Every car changed since the base was made. */
  changed: ReadonlySet<number>;
  changes: SearchIndex | null;
};

/** Cars by id: a set of them, or the keys of a map (the change log's car to version). */
type CarIds = { has(id: number): boolean; keys(): Iterable<number> };

/**
 * The changed cars are compacted into the base when they pass this share of it (those still listed
 * are the changes' layer, the rest only hidden): a search of the two layers costs what a search of
 * one index of their size would, and each change remakes the changes' layer only, so the share
 * bounds how much a change costs; a stock growing by imports is compacted a few times as it
 * doubles, not at every batch...
 */
const COMPACT_SHARE = 0.5;
/** ...and this many cars (below it, a compaction would come with nearly every change of a small site). */
const COMPACT_MIN = 1_000;

/** A site's index of one layer: what a site read in full starts as. */
export function siteIndex(base: SearchIndex): SiteIndex {
  return layered({ base, hidden: null, baseView: base.view(null), changed: new Set(), changes: null });
}

/**
 * The index with the cars in `changed` replaced by `fresh` (their current documents, in id order;
 * a changed car missing from it is no longer listed). Leaves `index` as it was: searches under way
 * go on with it.
 */
export function takeChanges(
  index: SiteIndex,
  changed: CarIds,
  fresh: readonly SearchDoc[],
  options: { compactAbove?: number } = {},
): SiteIndex {
  return runNow(takeChangesSteps(index, changed, fresh, options));
}

/** takeChanges in steps (server/search/steps.ts). */
export function* takeChangesSteps(
  index: SiteIndex,
  changed: CarIds,
  fresh: readonly SearchDoc[],
  { compactAbove }: { compactAbove?: number } = {},
): Steps<SiteIndex> {
  const { base, hidden, changes } = index.layers;
  const allChanged = new Set(index.layers.changed);
  for (const id of changed.keys()) allChanged.add(id);
  const nextChanges = yield* searchIndexSteps(fresh, changes ? { index: changes, changed } : undefined);
  if (allChanged.size > (compactAbove ?? Math.max(COMPACT_MIN, base.size * COMPACT_SHARE))) {
    const changedDocs: SearchDoc[] = [];
    for (let i = 0; i < nextChanges.size; i++) {
      if (pauseAt(i)) yield;
      changedDocs.push(nextChanges.documents.get(i, { keep: false }));
    }
    return siteIndex(yield* searchIndexSteps(changedDocs, { index: base, changed: allChanged }));
  }
  // Base documents newly changed join the hidden ones (the bits stay as they were when none did).
  let nextHidden = hidden;
  for (const id of changed.keys()) {
    const at = base.documents.position(id);
    if (at < 0) continue;
    if (nextHidden === hidden) nextHidden = hidden ? hidden.slice() : createBits(base.size);
    setBit(nextHidden!, at);
  }
  return layered({
    base,
    hidden: nextHidden,
    baseView: nextHidden === hidden ? index.layers.baseView : base.view(nextHidden),
    changed: allChanged,
    changes: nextChanges.size ? nextChanges : null,
  });
}

function layered(layers: Layers): SiteIndex {
  const { base, baseView, changes } = layers;
  const changesView = changes?.view(null) ?? null;
  const vocabulary = changesView
    ? (word: string) => baseView.hasWord(word) || changesView.hasWord(word)
    : baseView.hasWord;
  const values = new Map<ListFacet, string[]>();
  return {
    size: base.size + (changes?.size ?? 0),
    layers,
    *prepare(options) {
      yield* baseView.prepare(options);
      if (changesView) yield* changesView.prepare(options);
    },
    search(request, options) {
      const started = performance.now();
      const parts = [baseView.part(request, options, vocabulary)];
      if (changesView) parts.push(changesView.part(request, options, vocabulary));
      return combineParts(parts, request, options, started);
    },
    facetValues(facet) {
      let list = values.get(facet);
      if (!list) {
        list = baseView.facetValues(facet);
        if (changesView) list = [...new Set([...list, ...changesView.facetValues(facet)])];
        values.set(facet, list);
      }
      return list;
    },
  };
}

/** The site's documents as the index holds them now, in id order (each made afresh). */
export function siteDocs({ layers }: SiteIndex): SearchDoc[] {
  const { base, changed, changes } = layers;
  const kept = base.documents.all();
  const fresh = changes?.documents.all() ?? [];
  return Array.from(mergeRows(base.documents.ids, changed, fresh), (j) =>
    j >= 0 ? kept[j]! : fresh[-1 - j]!,
  );
}
