import { QUERY_FACETS, type QueryFacetValues } from "#domain/query-understanding";
import { eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { searchDuration } from "#server/ops/metrics.server";
import {
  LIST_FACETS,
  MAKE_MODEL_SEPARATOR,
  RANGE_FACETS,
  type ListFacet,
  type SearchState,
} from "#domain/search-facets";
import type { Database } from "#server/db/client";
import { manufacturers, models } from "#server/db/schema";
import type { Site } from "#server/sites/registry";
import { getSearchCrumbs, type TitleFilters } from "#domain/search-title";
import { buildSearchUrl, defaultSearchPath, type SearchVocabulary } from "#domain/search-url";
import type { SearchRequest, SearchResult } from "./engine";
import type { SiteIndex } from "./layered";
import { createSearchStore, getSearchOptions } from "./store.server";

/*
 * Stock search for a site: the index (fresh from the store), the vocabulary its URLs may name, and
 * the state cleaned of values the site does not have.
 */
const store = createSearchStore();

type Catalogue = {
  makes: string[];
  logos: Map<string, string>;
  models: { make: string; model: string }[];
};
let catalogue: Promise<Catalogue> | undefined;

/** The static make and model catalogue [SW §3 Manufacturer list], read once per process. */
function getCatalogue(db: Database): Promise<Catalogue> {
  catalogue ??= (async () => {
    const makes = await db
      .select({ name: manufacturers.name, logo: manufacturers.logo_src })
      .from(manufacturers);
    const modelRows = await db
      .select({ make: manufacturers.name, model: models.name })
      .from(models)
      .innerJoin(manufacturers, eq(models.manufacturer_id, manufacturers.id));
    return {
      makes: makes.map((m) => m.name),
      logos: new Map(makes.map((m) => [m.name, m.logo])),
      models: modelRows,
    };
  })().catch((error) => {
    catalogue = undefined;
    throw error;
  });
  return catalogue;
}

export type StockSearch = {
  index: SiteIndex;
  vocabulary: SearchVocabulary;
  logos: Map<string, string>;
};

// The vocabulary changes only with the index: made once per index, not once per request.
const searches = new WeakMap<SiteIndex, StockSearch>();

export async function getStockSearch(db: Database, site: Site): Promise<StockSearch> {
  const [index, catalogueData] = await Promise.all([store.getIndex(db, site), getCatalogue(db)]);
  let search = searches.get(index);
  if (!search) {
    search = createStockSearch(index, catalogueData, site);
    searches.set(index, search);
  }
  return search;
}

function createStockSearch(
  index: SiteIndex,
  { makes, logos, models: catalogueModels }: Catalogue,
  site: Site,
): StockSearch {
  const stockModels = index.facetValues("make_model").map((value) => {
    const [make, model] = value.split(MAKE_MODEL_SEPARATOR) as [string, string];
    return { make, model };
  });
  const vocabulary: SearchVocabulary = {
    defaultPath: defaultSearchPath(site.search.car_types),
    carTypes: site.search.car_types,
    excludedMakes: site.search.excluded_makes,
    locations: site.locations.filter((l) => l.visible).map((l) => ({ name: l.name, slug: l.slug })),
    dealerships: site.dealerships.map((d) => ({ name: d.name, slug: d.slug })),
    makes: [...new Set([...index.facetValues("make"), ...makes])],
    models: uniqueModels([...stockModels, ...catalogueModels]),
    bodies: index.facetValues("body"),
  };
  return { index, vocabulary, logos };
}

function uniqueModels(list: { make: string; model: string }[]) {
  const seen = new Set<string>();
  return list.filter((m) => {
    const key = `${m.make}${MAKE_MODEL_SEPARATOR}${m.model}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Drops refinement values the site's stock has never had, and condition values the site does not
 * sell, so a stale or hand-made URL is redirected to one that means something.
 */
export function cleanSearchState(state: SearchState, search: StockSearch, site: Site): SearchState {
  const refinements: SearchState["refinements"] = {};
  for (const facet of LIST_FACETS) {
    const values = state.refinements[facet];
    if (!values?.length) continue;
    const known = knownValues(facet, search, site);
    const kept = values.filter((value) => known.has(value));
    if (kept.length) refinements[facet] = kept;
  }
  // A condition filter covering everything the site sells filters nothing (and shows no chip).
  if (site.search.car_types.every((type) => refinements.car_type?.includes(type)))
    delete refinements.car_type;
  return { ...state, refinements };
}

/**
 * The values a buyer's words may name on this site, the words of the names it sells, and its
 * locations with stock (domain/query-understanding.ts).
 */
export function queryFacetValues(
  index: { facetValues(facet: ListFacet): string[] },
  site: Pick<Site, "locations" | "search">,
): QueryFacetValues {
  // Made once per index (an index is replaced, never changed, when the stock moves).
  let values = queryValues.get(index);
  if (!values) queryValues.set(index, (values = readQueryFacetValues(index, site)));
  return values;
}
const queryValues = new WeakMap<object, QueryFacetValues>();

function readQueryFacetValues(
  index: { facetValues(facet: ListFacet): string[] },
  site: Pick<Site, "locations" | "search">,
): QueryFacetValues {
  const values: QueryFacetValues = {};
  for (const facet of QUERY_FACETS) values[facet] = index.facetValues(facet);
  const nameWords = new Set<string>();
  for (const name of [...index.facetValues("make"), ...index.facetValues("model")])
    for (const word of name.toLowerCase().split(/[\s-]+/)) if (word) nameWords.add(word);
  values.nameWords = nameWords;
  values.siteWords = site.search.words;
  const stocked = new Set(values.location_name);
  values.places = site.locations
    .filter((l) => stocked.has(l.name))
    .map((l) => ({ name: l.name, city: l.address.city }));
  return values;
}

function knownValues(facet: ListFacet, search: StockSearch, site: Site): Set<string> {
  if (facet === "car_type") return new Set(site.search.car_types);
  const values = new Set(search.index.facetValues(facet));
  if (facet === "make") for (const make of search.vocabulary.makes) values.add(make);
  if (facet === "model") for (const m of search.vocabulary.models) values.add(m.model);
  if (facet === "location_name") for (const l of search.vocabulary.locations) values.add(l.name);
  if (facet === "dealership_name") for (const d of search.vocabulary.dealerships) values.add(d.name);
  return values;
}

export function toSearchRequest(
  state: SearchState,
  hitsPerPage: number,
  facets?: readonly ListFacet[],
): SearchRequest {
  return {
    facets,
    query: state.query,
    refinements: state.refinements,
    ranges: Object.fromEntries(RANGE_FACETS.filter((f) => state.ranges[f]).map((f) => [f, state.ranges[f]])),
    sortBy: state.sortBy,
    page: state.page,
    hitsPerPage,
  };
}

export function runStockSearch(
  search: StockSearch,
  site: Site,
  request: SearchRequest,
  now = new Date(),
): SearchResult {
  // The same search in the same minute: "now" decides only which sold cars still show, by the day.
  const key = `${Math.floor(+now / 60_000)} ${JSON.stringify(request)}`;
  let results = recentResults.get(search);
  if (results === undefined) {
    results = new LRUCache({ max: RESULT_CACHE_ENTRIES });
    recentResults.set(search, results);
  }
  const known = results.get(key);
  if (known !== undefined) return { ...known, ms: 0 };
  const started = performance.now();
  const result = search.index.search(request, getSearchOptions(site, now));
  searchDuration.observe((performance.now() - started) / 1000);
  results.set(key, result);
  return result;
}

/*
 * The latest searches of each index, answered again without searching [VSD §10 "Result cache holds a
 * configured number of entries and evicts the oldest"]: a site's busiest searches (its used-cars
 * page, a make's page) are asked for over and over between two stock changes. A new stock version
 * is a new index, and its searches start afresh. The same result object comes back, so what is
 * drawn from it (a filter's options) is found again by identity (app/components/ui/server-cached.tsx);
 * results are never changed once made.
 */
const RESULT_CACHE_ENTRIES = 100;
const recentResults = new WeakMap<StockSearch, LRUCache<string, SearchResult>>();

/**
 * The breadcrumb trail of a search or a car [SW §2 Breadcrumbs]: Home, car type, make, model (only a
 * model the site knows), simple body; each a link to that search.
 */
export function getCrumbLinks(
  filters: TitleFilters,
  search: StockSearch,
  site: Site,
): { label: string; href: string }[] {
  const knownModel =
    !!filters.model &&
    search.vocabulary.models.some((m) => m.make === filters.make && m.model === filters.model);
  return getSearchCrumbs(filters, site.labels.used, knownModel).map((crumb, i, all) => {
    const upTo = all.slice(0, i + 1).map((c) => c.level);
    const crumbState: SearchState = {
      query: "",
      page: 1,
      sortBy: "relevance",
      ranges: {},
      refinements: {
        ...(upTo.includes("car_type") && { car_type: [...filters.carTypes] }),
        ...(upTo.includes("make") && filters.make && { make: [filters.make] }),
        ...(upTo.includes("model") && filters.model && { model: [filters.model] }),
        ...(upTo.includes("body") && filters.body && { body: [filters.body] }),
      },
    };
    return {
      label: crumb.label,
      href: crumb.level === "home" ? "/" : buildSearchUrl(crumbState, search.vocabulary),
    };
  });
}
