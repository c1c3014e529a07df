import { useSyncExternalStore } from "react";
import { Link } from "~/components/ui/link";
import type { SearchState } from "#domain/search-facets";
import { Icon } from "~/components/ui/icon";
import { readSiteList, subscribeSiteStorage, writeSiteList } from "~/lib/site-storage";

/*
 * [SW §3] "Search history entry: the non-empty filters plus a path. Stored locally per site."
 * [SW §9] "Search history keeps at most 5 entries, dropping the oldest."
 */
export const SEARCH_HISTORY_LIMIT = 5;

export type SearchHistoryEntry = { filters: Record<string, unknown>; path: string; label: string };

function nonEmptyFilters(state: SearchState): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  if (state.query) filters.query = state.query;
  for (const [facet, values] of Object.entries(state.refinements))
    if (values?.length) filters[facet] = values;
  for (const [facet, range] of Object.entries(state.ranges)) if (range) filters[facet] = range;
  return filters;
}

/** Adds a search to the front of the history; empty searches and repeats are not added twice. */
export function addToHistory(history: SearchHistoryEntry[], entry: SearchHistoryEntry): SearchHistoryEntry[] {
  if (Object.keys(entry.filters).length === 0) return history;
  return [entry, ...history.filter((h) => h.path !== entry.path)].slice(0, SEARCH_HISTORY_LIMIT);
}

export function rememberSearch(siteSlug: string, state: SearchState, path: string, heading: string) {
  const filters = nonEmptyFilters(state);
  if (Object.keys(filters).length === 0) return;
  const pathWithoutPage = path.replace(/[?&]page=\d+$/, "");
  const label = state.query ? `“${state.query}” in ${heading}` : heading;
  const history = readSiteList<SearchHistoryEntry>(siteSlug, "search-history");
  writeSiteList(siteSlug, "search-history", addToHistory(history, { filters, path: pathWithoutPage, label }));
}

const EMPTY: SearchHistoryEntry[] = [];
let cachedRaw = "";
let cached: SearchHistoryEntry[] = EMPTY;

/** The buyer's recent searches on this site, offered as links. Needs JavaScript (local storage). */
export function RecentSearches({ siteSlug, currentPath }: { siteSlug: string; currentPath: string }) {
  const history = useSyncExternalStore(
    subscribeSiteStorage,
    () => {
      const list = readSiteList<SearchHistoryEntry>(siteSlug, "search-history");
      const raw = JSON.stringify(list);
      if (raw !== cachedRaw) {
        cachedRaw = raw;
        cached = list;
      }
      return cached;
    },
    () => EMPTY,
  );
  const others = history.filter((entry) => entry.path !== currentPath && typeof entry.path === "string");
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="recent-searches" className="mt-6 border-t border-black/10 pt-4">
      <h2 id="recent-searches" className="flex items-center gap-2 font-semibold">
        <Icon name="rotate-ccw-clock" className="size-4" /> Recent searches
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {others.map((entry) => (
          <li key={entry.path}>
            <Link to={entry.path} className="underline">
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
