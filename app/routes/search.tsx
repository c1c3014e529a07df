import { useEffect } from "react";
import { SEARCH_VIEW_EVENT } from "#domain/lead-events";
import { pushAnalyticsEvent } from "~/lib/analytics";
import { data, redirect, useLocation } from "react-router";
import { formatWhole } from "#domain/money";
import { unpackLists } from "#domain/packed-rows";
import { getSelectedFilters } from "#domain/search-url";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { getSearchPage } from "#server/search/search-page.server";
import { StaleStockNotice, StockUpdated } from "~/components/stock/stock-freshness";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { CompareTray } from "~/components/search/compare";
import { FilterDrawer } from "~/components/search/filter-drawer";
import { RecentSearches, rememberSearch } from "~/components/search/recent-searches";
import { QueryBox, SearchFilters } from "~/components/search/search-filters";
import { SearchResults } from "~/components/search/search-results";
import { SelectedFilters, SortSelect } from "~/components/search/search-toolbar";
import { useSearchNavigation } from "~/hooks/use-search-navigation";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/search";
import { originContext } from "#server/sites/origin.server";

/*
 * /search, /search/{condition}-cars, /search/{make}/{model} ... [VSD §2 Vehicle search page; SW §2
 * Search URLs]: the loader makes one call (the page's view data, a redirect to the canonical
 * address, or a 404); the page is the filters, the toolbar and the results, which work as links
 * and forms without JavaScript and as instant navigation with it.
 */
const FORM_ID = "search-filters";
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { database } = await getRuntime();
  const page = await getSearchPage(database.db, site, new URL(request.url), context.get(originContext));
  if (page.kind === "not-found") throw data(null, { status: 404 });
  if (page.kind === "redirect") throw redirect(page.to, 302);
  return page;
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [{ title: "Page not found" }];
  return buildMeta({
    title: page.title,
    description: page.description,
    canonical: page.canonical,
    // Text searches and sorted variants are for buyers, not for the index.
    robots: page.state.query || page.state.sortBy !== "relevance" ? "noindex, follow" : undefined,
  });
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

const SEARCH_VIEW_SETTLE_MS = 1000;

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { result, settings, vocabulary } = loaderData;
  const facets = unpackLists(result.facets);
  const error = "error" in loaderData ? (loaderData.error as string | null) : null;
  const location = useLocation();
  const { state, loading, go, onFormChange, onQuery, onSubmit, onRange } = useSearchNavigation(
    loaderData.state,
    vocabulary,
  );
  useEffect(() => {
    lastGood = loaderData;
  }, [loaderData]);
  useEffect(() => {
    rememberSearch(settings.siteSlug, loaderData.state, loaderData.path, loaderData.heading);
  }, [settings.siteSlug, loaderData.state, loaderData.path, loaderData.heading]);
  // [VSD §7] "49 search view": each search the buyer stops at for a second (a slider dragged
  // through twenty prices is one view, not twenty).
  useEffect(() => {
    const timer = setTimeout(
      () => pushAnalyticsEvent(SEARCH_VIEW_EVENT, { path: loaderData.path }, { record: {} }),
      SEARCH_VIEW_SETTLE_MS,
    );
    return () => clearTimeout(timer);
  }, [loaderData.path]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs crumbs={loaderData.crumbs} />

      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold sm:text-3xl">{loaderData.heading}</h1>
          <p className="mt-1 text-sm" role="status" aria-live="polite">
            {loading
              ? "Updating results…"
              : `${formatWhole(result.count)} ${result.count === 1 ? "vehicle" : "vehicles"} found${
                  result.sold ? `, ${formatWhole(result.sold)} of them recently sold` : ""
                }`}
          </p>
          <StockUpdated freshness={loaderData.freshness} className="mt-0.5" />
        </div>
        <SortSelect
          formId={FORM_ID}
          state={state}
          odometer={loaderData.filterOptions.odometer}
          onSort={(sortBy) => go({ ...state, sortBy, page: 1 })}
        />
      </div>

      <StaleStockNotice freshness={loaderData.freshness} className="mt-4" />
      <SelectedFilters state={loaderData.state} vocabulary={vocabulary} facets={facets} />

      {error && (
        <p role="alert" className="mt-4 rounded-brand bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      )}

      <div className="mt-6 lg:grid lg:grid-cols-[18rem_1fr] lg:gap-8">
        <FilterDrawer
          count={getSelectedFilters(loaderData.state).length}
          above={
            <QueryBox
              formId={FORM_ID}
              value={state.query}
              placeholder={loaderData.filterOptions.queryPlaceholder}
              onQuery={onQuery}
            />
          }
        >
          <SearchFilters
            formId={FORM_ID}
            stateKey={loaderData.path}
            action={vocabulary.defaultPath}
            state={state}
            facets={facets}
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
        </FilterDrawer>
        <SearchResults page={loaderData} vocabulary={vocabulary} loading={loading} />
      </div>
      {settings.favourites.compare_enabled && (
        <CompareTray siteSlug={settings.siteSlug} words={settings.words} />
      )}
    </div>
  );
}
