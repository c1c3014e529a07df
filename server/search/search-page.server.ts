import { applyUnderstood, understandQuery, UNDERSTAND_PARAM } from "#domain/query-understanding";
import { fitTypedRange } from "#domain/range-slider";
import { hasOdometer, kindsShown, vehicleWords, type VehicleWords } from "#domain/vehicle-words";
import { getPromoPositions, isPromoActive, type CarTypeName } from "#domain/promo-tiles";
import { getPromoTiles } from "#server/pages/promo-tiles.server";
import { getDisplayCount, getSoldCount } from "#domain/search-count";
import type { ListFacet } from "#domain/search-facets";
import { getSearchTitle, stockNoun } from "#domain/search-title";
import { chooseRelaxed, nearestNote, searchParts } from "#domain/search-relax";
import { FACET_LABELS as FACET_NAMES, type SearchState } from "#domain/search-facets";
import { buildSearchUrl, parseSearchUrl, type ParsedSearch, type SearchVocabulary } from "#domain/search-url";
import { formatWhole } from "#domain/money";
import type { Database } from "#server/db/client";
import { withCurrentViews } from "#server/data/vehicles.server";
import type { Site } from "#server/sites/registry";
import { packLists, packRows, type PackedRows } from "#domain/packed-rows";
import { getFreshnessView } from "#server/stock/freshness.server";
import { getCardSettings, RESULT_CAR_FIELDS, toResultCar, type ResultCar } from "./result-cards.server";

const FACET_ITEM_FIELDS = ["label", "value", "count"] as const;
/** Most options' labels are their values ("Toyota"): sent once. */
const FACET_LABELS = { label: "value" } as const;
import {
  cleanSearchState,
  getCrumbLinks,
  getStockSearch,
  queryFacetValues,
  runStockSearch,
  toSearchRequest,
  type StockSearch,
} from "./search.server";
import type { SearchResult } from "./engine";

/*
 * The search page as plain view data [VSD §2 Vehicle search page; SW §2 Search URLs]: the state
 * read from the address, the results and facets, the title and breadcrumbs, and what the filters
 * and cards need. Any other spelling of a search is answered with its canonical address
 * [docs/architecture.md rule 3]; a path that names nothing the site has is not found.
 */
/** The facets the page shows (the API can ask for any). */
const PAGE_FACETS: ListFacet[] = [
  "car_type",
  "item_type",
  "make",
  "model",
  "body",
  "weekly_price_range",
  "fuel",
  "transmission",
  "drive",
  "colour",
  "seats",
  "sleeps",
  "length_range",
  "atm_range",
  "location_name",
  "state",
  "certified",
  "filtered_features",
  "status",
];

/** The search page at `url`; `origin` is the site's, as this request reaches it. */
export async function getSearchPage(db: Database, site: Site, url: URL, origin: string) {
  const search = await getStockSearch(db, site);
  const parsed = parseSearchUrl(url, search.vocabulary);
  if (!parsed.found) return { kind: "not-found" as const };
  const { state, result } = runAskedSearch(search, site, url, parsed);

  // Any other spelling of this search redirects to its canonical URL [docs/architecture.md rule 3].
  const canonicalPath = buildSearchUrl(state, search.vocabulary);
  const requested = `${url.pathname}${url.searchParams.size ? `?${url.searchParams}` : ""}`;
  if (canonicalPath !== requested) return { kind: "redirect" as const, to: canonicalPath };

  const now = new Date();
  const searchTypes = (
    state.refinements.car_type?.length ? state.refinements.car_type : site.search.car_types
  ) as CarTypeName[];
  const promo = site.search.promo_card;
  const promoPositions = isPromoActive(promo, now, searchTypes)
    ? getPromoPositions(promo.positions, result.hits.length, Math.random)
    : [];

  const filters = titleFilters(site, state);
  const heading = getSearchTitle(filters, titlePlace(site, state), site.labels.used);
  const crumbs = getCrumbLinks(filters, search, site);

  const clientVocabulary = getClientVocabulary(search, state, result);
  const clientModelNames = new Set(clientVocabulary.models.map((m) => m.model));
  const logos = Object.fromEntries(
    (result.facets.make ?? []).flatMap((m) =>
      search.logos.has(m.value) ? [[m.value, search.logos.get(m.value)!]] : [],
    ),
  );

  // What the page calls what it shows, and whether any of it has an odometer.
  const kinds = kindsShown(state.refinements.item_type, result.facets.item_type, site.search.vehicle_kinds);
  const words = vehicleWords(kinds);
  const [hits, tiles, freshness] = await Promise.all([
    withCurrentViews(db, site, result.hits.map(toResultCar)),
    getPromoTiles(db, site, searchTypes, now),
    getFreshnessView(db, site, now),
  ]);
  const settings = getCardSettings(site, now, freshness.stale);

  const closest = result.count === 0 ? await getClosest(db, site, search, state, result) : null;

  const pageSuffix = state.page > 1 ? ` – Page ${state.page}` : "";
  const displayCount = getDisplayCount(result.count, result.facets.status ?? [], site.search.in_stock_only);
  return {
    kind: "page" as const,
    state,
    path: canonicalPath,
    heading,
    title: `${heading}${pageSuffix} | ${site.name}`,
    description: `Browse ${formatWhole(displayCount)} ${heading.replace(" for Sale in", " for sale in")} at ${site.name}. Compare prices, book a test drive and arrange finance online.`,
    canonical: new URL(buildSearchUrl({ ...state, sortBy: "relevance" }, search.vocabulary), origin).href,
    crumbs,
    result: {
      count: displayCount,
      sold: getSoldCount(result.facets.status ?? [], state.refinements.status),
      page: state.page,
      pages: result.pages,
      foldedSold: result.foldedSold,
      ms: result.ms,
      // One JSON string of the cards' fields (domain/packed-rows.ts): read back where they are drawn.
      hits: packRows(hits, RESULT_CAR_FIELDS),
      // Models are listed under their checked make only: the others need not travel.
      facets: packLists(
        {
          ...result.facets,
          model: result.facets.model?.filter((m) => clientModelNames.has(m.value)) ?? [],
        },
        FACET_ITEM_FIELDS,
        FACET_LABELS,
      ),
      facetStats: result.facetStats,
      closest,
    },
    promo: promoPositions.length ? { title: promo.title, href: promo.href, positions: promoPositions } : null,
    tiles,
    vocabulary: clientVocabulary,
    logos,
    settings,
    freshness,
    layout: site.search.layout,
    filterOptions: getFilterOptions(site, kinds, words),
  };
}

/**
 * The search the address asks for, run: its words read into filters when sent from a form, its
 * typed bounds fitted to the slider, and a page past the last brought back to the last.
 */
function runAskedSearch(search: StockSearch, site: Site, url: URL, parsed: ParsedSearch) {
  // A search sent from a form has its words read into filters ("suv under 30k") [issue 32].
  const asked =
    url.searchParams.has(UNDERSTAND_PARAM) && parsed.state.query
      ? applyUnderstood(
          parsed.state,
          understandQuery(parsed.state.query, queryFacetValues(search.index, site)),
        )
      : parsed.state;
  let state = cleanSearchState(asked, search, site);
  const hitsPerPage = site.search.page_size;
  let result = runStockSearch(search, site, toSearchRequest(state, hitsPerPage, PAGE_FACETS));
  const ranges = fitTypedRanges(state, parsed.typed, result);
  if (JSON.stringify(ranges) !== JSON.stringify(state.ranges)) {
    state = { ...state, ranges };
    result = runStockSearch(search, site, toSearchRequest(state, hitsPerPage, PAGE_FACETS));
  }
  if (state.page > Math.max(result.pages, 1)) {
    state = { ...state, page: Math.max(result.pages, 1) };
    result = runStockSearch(search, site, toSearchRequest(state, hitsPerPage, PAGE_FACETS));
  }
  return { state, result };
}

/**
 * Bounds typed in the min and max boxes (sent without JavaScript) follow the slider's rules: out of
 * range is ignored, the rest rounds to the nearest 1000; the address then says what was searched.
 */
function fitTypedRanges(state: SearchState, typedFacets: ParsedSearch["typed"], result: SearchResult) {
  const ranges = { ...state.ranges };
  for (const [facet, roundTo1000] of [
    ["price", true],
    ["km", true],
    ["year", false],
  ] as const) {
    const typed = ranges[facet];
    // A link's range (the budget finder's price=1001-26000) is taken as it is.
    if (!typed || !typedFacets.includes(facet)) continue;
    const fitted = fitTypedRange(typed, result.facetStats[facet], roundTo1000);
    if (fitted) ranges[facet] = fitted;
    else delete ranges[facet];
  }
  return ranges;
}

/** What the title and breadcrumbs name: the condition, the one make, model and body chosen. */
function titleFilters(site: Site, state: SearchState) {
  return {
    carTypes: state.refinements.car_type ?? [],
    siteCarTypes: site.search.car_types,
    noun: stockNoun(site.search.vehicle_kinds),
    make: state.refinements.make?.length === 1 ? state.refinements.make[0]! : null,
    model: state.refinements.model?.length === 1 ? state.refinements.model[0]! : null,
    body: state.refinements.body?.length === 1 ? state.refinements.body[0]! : null,
  };
}

/**
 * The place in the title: the chosen location, else the chosen dealership's own sales location
 * (a Mazda dealership's stock is not "in" the group's head office), else the site's primary one.
 */
function titlePlace(site: Site, state: SearchState) {
  const place = site.locations.find((l) => l.primary) ?? site.locations[0]!;
  const dealership = site.dealerships.find((d) => d.name === state.refinements.dealership_name?.[0]);
  const location =
    site.locations.find((l) => l.name === state.refinements.location_name?.[0]) ??
    (dealership &&
      (site.locations.find(
        (l) => l.dealership_id === dealership.id && l.location_type === "sales" && l.primary,
      ) ??
        site.locations.find((l) => l.dealership_id === dealership.id && l.location_type === "sales")));
  const city = location?.address ?? place.address;
  return { city: city.city, state: city.state };
}

/** The vocabulary the browser needs: the makes found, and the models found under a checked make. */
function getClientVocabulary(
  search: StockSearch,
  state: SearchState,
  result: SearchResult,
): SearchVocabulary {
  const facetModels = new Set(result.facets.model?.map((m) => m.value) ?? []);
  return {
    ...search.vocabulary,
    makes: result.facets.make?.map((m) => m.value) ?? [],
    models: search.vocabulary.models.filter(
      (m) => facetModels.has(m.model) && state.refinements.make?.includes(m.make),
    ),
  };
}

/** The site's switches the filters read, with the words for what the search shows. */
function getFilterOptions(site: Site, kinds: readonly string[], words: VehicleWords) {
  return {
    conditions: site.search.car_types.length > 1,
    makeListCount: site.search.make_list_count,
    popularMakes: site.search.popular_makes,
    hideCertifiedFalse: site.search.hide_certified_false,
    dropdowns: site.search.dropdown_facets,
    itemTypes: site.search.vehicle_kinds.length > 1,
    queryPlaceholder: site.search.query_placeholder,
    words,
    odometer: kinds.some(hasOdometer),
  };
}

export type SearchPage = Extract<Awaited<ReturnType<typeof getSearchPage>>, { kind: "page" }>;

/** The closest results to a search that found nothing, and the part of it they let go. */
export type Closest = {
  /** The part let go, as its chip reads: "Price: Up to $20,000", "“jayco”". */
  label: string;
  count: number;
  /** How near they come: "from $21,990". */
  note: string | null;
  path: string;
  hits: PackedRows<ResultCar & { views: number | null }>;
};

/** The cards shown beside a search that found nothing. */
const CLOSEST_CARDS = 3;

/**
 * When a search finds nothing [issue 32]: which of its parts found nothing, and the closest results
 * with that part let go (domain/search-relax.ts), in the order nearest to what was asked.
 */
async function getClosest(
  db: Database,
  site: Site,
  search: Awaited<ReturnType<typeof getStockSearch>>,
  state: SearchState,
  empty: ReturnType<typeof runStockSearch>,
): Promise<Closest | null> {
  const parts = searchParts(state);
  const tried = parts.map((part) => {
    const result = runStockSearch(search, site, toSearchRequest(part.without, CLOSEST_CARDS, ["status"]));
    return { part, result, count: result.count };
  });
  const chosen = chooseRelaxed(tried, parts.length);
  if (!chosen) return null;
  const { part, result } = chosen;
  const label =
    part.facet === "query"
      ? `“${part.values[0]}”`
      : `${FACET_NAMES[part.facet]}: ${part.values
          .map((v) => empty.facets[part.facet as ListFacet]?.find((item) => item.value === v)?.label ?? v)
          .join(", ")}`;
  const hits = await withCurrentViews(db, site, result.hits.map(toResultCar));
  return {
    label,
    count: getDisplayCount(result.count, result.facets.status ?? [], site.search.in_stock_only),
    note: nearestNote(part, result.facetStats),
    path: buildSearchUrl(part.without, search.vocabulary),
    hits: packRows(hits, RESULT_CAR_FIELDS),
  };
}
