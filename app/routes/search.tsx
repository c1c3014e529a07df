import { ChevronLeft, ChevronRight, SlidersHorizontal, X } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import { data, Link, redirect, useLocation, useNavigate, useNavigation } from "react-router";
import { collapseSoldRuns, isAvailable } from "#domain/availability";
import { getPromoPositions, insertPromos, isPromoActive, type CarTypeName } from "#domain/promo-tiles";
import { PRICE_SLIDER_DEBOUNCE_MS, TEXT_SEARCH_DEBOUNCE_MS } from "#domain/range-slider";
import { getDisplayCount } from "#domain/search-count";
import {
  FACET_LABELS,
  SORTS,
  type ListFacet,
  type RangeFacet,
  type RangeValue,
  type SearchState,
} from "#domain/search-facets";
import { getSearchTitle } from "#domain/search-title";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import {
  cleanSearchState,
  getCrumbLinks,
  getStockSearch,
  runStockSearch,
  toSearchRequest,
} from "#server/search/search.server";
import { ListingPagination } from "~/components/search/listing-pagination";
import { RecentSearches, rememberSearch } from "~/components/search/recent-searches";
import { ResultCard } from "~/components/search/result-card";
import { CompareTray } from "~/components/search/compare";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { getCardSettings, toResultCar } from "#server/search/result-cards.server";
import { SearchFilters } from "~/components/search/search-filters";
import { formatNumber } from "~/lib/format";
import {
  buildSearchUrl,
  clearFilters,
  getSelectedFilters,
  parseSearchUrl,
  setQuery,
  setRange,
  toggleRefinement,
  type SearchVocabulary,
} from "~/lib/search-url";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/search";

const FORM_ID = "search-filters";
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
  "location_name",
  "state",
  "certified",
  "filtered_features",
  "status",
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { database } = await getRuntime();
  const url = new URL(request.url);
  const search = await getStockSearch(database.db, site);
  const parsed = parseSearchUrl(url, search.vocabulary);
  if (!parsed.found) throw data(null, { status: 404 });

  let state = cleanSearchState(parsed.state, search, site);
  const hitsPerPage = site.search.page_size;
  let result = runStockSearch(search, site, toSearchRequest(state, hitsPerPage, PAGE_FACETS));
  if (state.page > Math.max(result.pages, 1)) {
    state = { ...state, page: Math.max(result.pages, 1) };
    result = runStockSearch(search, site, toSearchRequest(state, hitsPerPage, PAGE_FACETS));
  }

  // Any other spelling of this search redirects to its canonical URL [ARCHITECTURE rule 3].
  const canonicalPath = buildSearchUrl(state, search.vocabulary);
  const requested = `${url.pathname}${url.searchParams.size ? `?${url.searchParams}` : ""}`;
  if (canonicalPath !== requested) throw redirect(canonicalPath, 302);

  const now = new Date();
  const searchTypes = (
    state.refinements.car_type?.length ? state.refinements.car_type : site.search.car_types
  ) as CarTypeName[];
  const promo = site.search.promo_card;
  const promoPositions = isPromoActive(promo, now, searchTypes)
    ? getPromoPositions(promo.positions, result.hits.length, Math.random)
    : [];

  const place = site.locations.find((l) => l.primary) ?? site.locations[0]!;
  const location = site.locations.find((l) => l.name === state.refinements.location_name?.[0]);
  const filters = {
    carTypes: state.refinements.car_type ?? [],
    siteCarTypes: site.search.car_types,
    make: state.refinements.make?.length === 1 ? state.refinements.make[0]! : null,
    model: state.refinements.model?.length === 1 ? state.refinements.model[0]! : null,
    body: state.refinements.body?.length === 1 ? state.refinements.body[0]! : null,
  };
  const city = location?.address ?? place.address;
  const heading = getSearchTitle(filters, { city: city.city, state: city.state }, site.labels.used);
  const crumbs = getCrumbLinks(filters, search, site);

  const facetModels = new Set(result.facets.model?.map((m) => m.value) ?? []);
  const clientVocabulary: SearchVocabulary = {
    ...search.vocabulary,
    makes: result.facets.make?.map((m) => m.value) ?? [],
    models: search.vocabulary.models.filter(
      (m) => facetModels.has(m.model) && state.refinements.make?.includes(m.make),
    ),
  };
  const clientModelNames = new Set(clientVocabulary.models.map((m) => m.model));
  const logos = Object.fromEntries(
    (result.facets.make ?? []).flatMap((m) =>
      search.logos.has(m.value) ? [[m.value, search.logos.get(m.value)!]] : [],
    ),
  );

  const settings = getCardSettings(site, now);
  const hits = result.hits.map(toResultCar);

  const pageSuffix = state.page > 1 ? ` – Page ${state.page}` : "";
  const displayCount = getDisplayCount(result.count, result.facets.status ?? [], site.search.in_stock_only);
  return {
    state,
    path: canonicalPath,
    heading,
    title: `${heading}${pageSuffix} | ${site.name}`,
    description: `Browse ${formatNumber(displayCount)} ${heading.replace(" for Sale in", " for sale in")} at ${site.name}. Compare prices, book a test drive and arrange finance online.`,
    canonical: new URL(buildSearchUrl({ ...state, sortBy: "relevance" }, search.vocabulary), url.origin).href,
    crumbs,
    result: {
      count: displayCount,
      page: state.page,
      pages: result.pages,
      ms: result.ms,
      hits,
      // Models are listed under their checked make only: the others need not travel.
      facets: {
        ...result.facets,
        model: result.facets.model?.filter((m) => clientModelNames.has(m.value)) ?? [],
      },
      facetStats: result.facetStats,
    },
    promo: promoPositions.length ? { title: promo.title, href: promo.href, positions: promoPositions } : null,
    vocabulary: clientVocabulary,
    logos,
    settings,
    layout: site.search.layout,
    filterOptions: {
      conditions: site.search.car_types.length > 1,
      makeListCount: site.search.make_list_count,
      popularMakes: site.search.popular_makes,
      hideCertifiedFalse: site.search.hide_certified_false,
      itemTypes: site.search.vehicle_kinds.length > 1,
    },
  };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Page not found" }];
  return [
    { title: loaderData.title },
    { name: "description", content: loaderData.description },
    { tagName: "link", rel: "canonical", href: loaderData.canonical },
    { property: "og:title", content: loaderData.title },
    { property: "og:description", content: loaderData.description },
    // Text searches and sorted variants are for buyers, not for the index.
    ...(loaderData.state.query || loaderData.state.sortBy !== "relevance"
      ? [{ name: "robots", content: "noindex, follow" }]
      : []),
  ];
}

// Keep showing the last results when a search fails; show the error beside them [VSD §4 Search].
let lastGood: Awaited<ReturnType<typeof loader>> | null = null;
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    const fresh = await serverLoader();
    lastGood = fresh;
    return { ...fresh, error: null as string | null };
  } catch (error) {
    if (error instanceof Response || !lastGood) throw error;
    console.warn("Search failed", error);
    return { ...lastGood, error: "We couldn't update the results. Check your connection and try again." };
  }
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { result, settings, vocabulary } = loaderData;
  const error = "error" in loaderData ? (loaderData.error as string | null) : null;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith("/search");
  useEffect(() => {
    lastGood = loaderData;
  }, [loaderData]);

  // While the next results load, the controls already show the buyer's change.
  const state = useMemo(() => {
    if (!loading) return loaderData.state;
    const next = navigation.location!;
    return parseSearchUrl(new URL(`${next.pathname}${next.search}`, "http://x"), vocabulary).state;
  }, [loading, navigation.location, loaderData.state, vocabulary]);

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const go = (next: SearchState, debounceMs = 0, replace = false) => {
    clearTimeout(timer.current);
    const run = () => navigate(buildSearchUrl(next, vocabulary), { preventScrollReset: true, replace });
    if (debounceMs > 0) timer.current = setTimeout(run, debounceMs);
    else void run();
  };

  useEffect(() => {
    rememberSearch(settings.siteSlug, loaderData.state, loaderData.path, loaderData.heading);
  }, [settings.siteSlug, loaderData.state, loaderData.path, loaderData.heading]);

  const onFormChange = (event: React.FormEvent<HTMLFormElement>) => {
    const input = event.target as HTMLInputElement | HTMLSelectElement;
    if (input.type === "checkbox") {
      go(toggleRefinement(state, input.name as ListFacet, input.value));
    } else if (input.name === "query") {
      go(setQuery(state, input.value), TEXT_SEARCH_DEBOUNCE_MS, true);
    } else if (input.name === "sortBy") {
      go({ ...state, sortBy: input.value as SearchState["sortBy"], page: 1 });
    } else if (/_(min|max)$/.test(input.name)) {
      const facet = input.name.replace(/_(min|max)$/, "") as RangeFacet;
      const form = event.currentTarget;
      const read = (end: string) => {
        const raw = (form.elements.namedItem(`${facet}_${end}`) as HTMLInputElement | null)?.value;
        return raw ? Math.max(0, Math.round(Number(raw))) : undefined;
      };
      const range = { min: read("min"), max: read("max") };
      go(
        setRange(state, facet, range.min === undefined && range.max === undefined ? null : range),
        PRICE_SLIDER_DEBOUNCE_MS,
      );
    }
  };
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams(
      new FormData(event.currentTarget) as unknown as Record<string, string>,
    );
    const parsed = parseSearchUrl(
      new URL(`${vocabulary.defaultPath}?${params}`, "http://x"),
      vocabulary,
    ).state;
    go({ ...parsed, page: 1 });
    // Close the filter drawer on small screens once the buyer asks for the results.
    const toggle = document.getElementById("filters-toggle") as HTMLInputElement | null;
    if (toggle) toggle.checked = false;
  };
  const onRange = (facet: RangeFacet, range: RangeValue | null, debounceMs: number) =>
    go(setRange(state, facet, range), debounceMs);

  const chips = getSelectedFilters(loaderData.state);
  const entries = collapseSoldRuns(result.hits, (car) => !isAvailable(car.status));
  const items = insertPromos(entries, loaderData.promo?.positions ?? [], "promo" as const);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs crumbs={loaderData.crumbs} />

      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold sm:text-3xl">{loaderData.heading}</h1>
          <p className="mt-1 text-sm" role="status" aria-live="polite">
            {loading
              ? "Updating results…"
              : `${formatNumber(result.count)} ${result.count === 1 ? "vehicle" : "vehicles"} found`}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor="sort-by" className="text-sm font-semibold">
            Sort by
          </label>
          <select
            id="sort-by"
            name="sortBy"
            form={FORM_ID}
            value={state.sortBy}
            onChange={(event) =>
              go({ ...state, sortBy: event.target.value as SearchState["sortBy"], page: 1 })
            }
            className="rounded-brand border border-black/20 bg-white px-2 py-2 text-sm text-gray-900"
          >
            {SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
          <noscript>
            <button
              type="submit"
              form={FORM_ID}
              className="rounded-brand bg-brand px-3 py-2 text-sm text-brand-foreground"
            >
              Sort
            </button>
          </noscript>
        </div>
      </div>

      {chips.length > 0 && (
        <ul className="mt-4 flex flex-wrap items-center gap-2" aria-label="Selected filters">
          {chips.map((chip) => (
            <li key={`${chip.facet}:${chip.value}`}>
              <Link
                to={buildSearchUrl(chip.without, vocabulary)}
                preventScrollReset
                className="inline-flex items-center gap-1 rounded-full bg-muted px-3 py-1 text-sm ring-1 ring-black/10 hover:bg-black/5"
                aria-label={`Remove filter ${chip.facet === "query" ? "search" : FACET_LABELS[chip.facet]}: ${chip.value}`}
              >
                {chip.facet === "query"
                  ? `“${chip.value}”`
                  : chipLabel(chip.facet, chip.value, result.facets)}
                <X aria-hidden="true" className="size-3.5" />
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={buildSearchUrl(clearFilters(loaderData.state), vocabulary)}
              className="text-sm font-semibold underline"
            >
              Clear all
            </Link>
          </li>
        </ul>
      )}

      {error && (
        <p role="alert" className="mt-4 rounded-brand bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      )}

      <div className="mt-6 lg:grid lg:grid-cols-[18rem_1fr] lg:gap-8">
        <div>
          <input
            type="checkbox"
            id="filters-toggle"
            className="peer sr-only lg:hidden"
            aria-label="Show filters"
          />
          <label
            htmlFor="filters-toggle"
            className="mb-4 inline-flex cursor-pointer items-center gap-2 rounded-brand px-4 py-2 font-semibold ring-1 ring-black/20 peer-focus-visible:ring-2 peer-focus-visible:ring-brand lg:hidden"
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" /> Filters
            {chips.length > 0 && (
              <span className="rounded-full bg-brand px-2 text-xs text-brand-foreground">{chips.length}</span>
            )}
          </label>
          <aside
            aria-label="Filters"
            className="fixed inset-0 z-40 hidden overflow-y-auto bg-surface p-4 peer-checked:block lg:static lg:z-auto lg:block lg:overflow-visible lg:p-0"
          >
            <div className="mb-2 flex items-center justify-between lg:hidden">
              <h2 className="text-lg font-bold">Filters</h2>
              <label htmlFor="filters-toggle" className="cursor-pointer p-2" aria-label="Close filters">
                <X aria-hidden="true" className="size-5" />
              </label>
            </div>
            <SearchFilters
              formId={FORM_ID}
              stateKey={loaderData.path}
              action={vocabulary.defaultPath}
              state={state}
              facets={result.facets}
              facetStats={result.facetStats}
              models={vocabulary.models}
              logos={loaderData.logos}
              options={loaderData.filterOptions}
              count={result.count}
              loading={loading}
              onRange={onRange}
              onChange={onFormChange}
              onSubmit={onSubmit}
            />
            <RecentSearches siteSlug={settings.siteSlug} currentPath={location.pathname + location.search} />
          </aside>
        </div>

        <section
          aria-label="Search results"
          data-search={loaderData.path}
          aria-busy={loading}
          className={cn("min-w-0 transition-opacity", loading && "opacity-60")}
        >
          {/* The cards' headings (h3) sit under a heading of their own. */}
          <h2 className="sr-only">Results</h2>
          {result.hits.length === 0 ? (
            <div className="rounded-brand bg-muted p-8 text-center">
              <h2 className="text-xl font-bold">No Results Available</h2>
              <p className="mx-auto mt-2 max-w-md">
                No results found for your search at this time. Please try adjusting the filters for more
                results.
              </p>
              <Link
                to="/special-offers"
                className="mt-4 inline-block rounded-brand bg-brand px-5 py-2 font-semibold text-brand-foreground"
              >
                Clear Filters
              </Link>
            </div>
          ) : (
            <ResultList carousel={loaderData.layout === "carousel"}>
              {items.map((item, i) => (
                <li
                  key={item === "promo" ? `promo-${i}` : item.car.id}
                  className={
                    loaderData.layout === "carousel"
                      ? "w-[85%] shrink-0 snap-start sm:w-[45%] lg:w-[31%]"
                      : undefined
                  }
                >
                  {item === "promo" ? (
                    <PromoCard promo={loaderData.promo!} />
                  ) : (
                    <ResultCard
                      car={item.car}
                      settings={settings}
                      collapsedSold={item.collapsedSold}
                      eager={i < 3}
                      priority={i === 0}
                    />
                  )}
                </li>
              ))}
            </ResultList>
          )}
          <ListingPagination
            page={result.page}
            pages={result.pages}
            hrefFor={(page) => buildSearchUrl({ ...loaderData.state, page }, vocabulary)}
          />
        </section>
      </div>
      {settings.favourites.compare_enabled && <CompareTray siteSlug={settings.siteSlug} />}
    </div>
  );
}

function chipLabel(
  facet: ListFacet | RangeFacet,
  value: string,
  facets: Partial<Record<ListFacet, { value: string; label: string }[]>>,
) {
  const label = FACET_LABELS[facet];
  if (facet === "price" || facet === "km" || facet === "year" || facet === "subscription_price") {
    return `${label}: ${value.replace("-", " – ")}`;
  }
  return facets[facet as ListFacet]?.find((item) => item.value === value)?.label ?? value;
}

function PromoCard({ promo }: { promo: { title: string; href: string } }) {
  return (
    <aside
      aria-label={promo.title}
      className="flex h-full min-h-72 flex-col justify-between rounded-brand bg-brand p-6 text-brand-foreground"
    >
      <div>
        <p className="text-sm font-semibold tracking-wide uppercase opacity-90">Sell or trade in</p>
        <h2 className="mt-2 text-3xl font-extrabold">{promo.title}</h2>
        <p className="mt-3">Get a fair offer on your car today, with no obligation.</p>
      </div>
      <Link
        to={promo.href}
        className="mt-6 inline-block self-start rounded-brand bg-accent px-5 py-2 font-bold text-accent-foreground"
      >
        Value my car
      </Link>
    </aside>
  );
}

/** The grid (3 / 2 / 1 per row), or the carousel with previous and next arrows [VSD §2]. */
function ResultList({ carousel, children }: { carousel: boolean; children: React.ReactNode }) {
  const list = useRef<HTMLUListElement>(null);
  if (!carousel) {
    return (
      <ul aria-label="Cars" className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {children}
      </ul>
    );
  }
  // Without JavaScript the carousel still scrolls sideways.
  const scroll = (direction: number) =>
    list.current?.scrollBy({ left: direction * list.current.clientWidth * 0.9, behavior: "smooth" });
  return (
    <div className="relative">
      <ul ref={list} aria-label="Cars" className="flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4">
        {children}
      </ul>
      <div className="flex justify-end gap-2">
        <button
          type="button"
          onClick={() => scroll(-1)}
          className="rounded-full p-2 ring-1 ring-black/20"
          aria-label="Previous cars"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          onClick={() => scroll(1)}
          className="rounded-full p-2 ring-1 ring-black/20"
          aria-label="Next cars"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
