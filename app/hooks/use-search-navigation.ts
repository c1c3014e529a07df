import { UNDERSTAND_PARAM } from "#domain/query-understanding";
import { useEffect, useMemo, useRef } from "react";
import { useNavigate, useNavigation } from "react-router";
import { TEXT_SEARCH_DEBOUNCE_MS } from "#domain/range-slider";
import {
  LIST_FACETS,
  type ListFacet,
  type RangeFacet,
  type RangeValue,
  type SearchState,
} from "#domain/search-facets";
import {
  buildSearchUrl,
  chooseRefinement,
  parseSearchUrl,
  setQuery,
  setRange,
  toggleRefinement,
  type SearchVocabulary,
} from "#domain/search-url";

/*
 * The search page's controls, with JavaScript [docs/architecture.md rule 3 "The URL is the search state";
 * VSD §4 Search "Debounce: text 300 ms, price slider 400 ms", "Changing a filter or the query
 * removes the page parameter"]: every change navigates to the search's address, and while the
 * next results load the controls already show the buyer's change.
 */
type GoOptions = { debounceMs?: number; replace?: boolean; understand?: boolean };

export function useSearchNavigation(current: SearchState, vocabulary: SearchVocabulary) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith("/search");
  const state = useMemo(() => {
    if (!loading) return current;
    const next = navigation.location!;
    return parseSearchUrl(new URL(`${next.pathname}${next.search}`, "http://x"), vocabulary).state;
  }, [loading, navigation.location, current, vocabulary]);

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The search the last change asked for, until the page shows a search: changes made before the
  // page renders again (a word waiting for its debounce, or what the buyer did before the script
  // took over, acted on at once) build on each other instead of on the search last shown.
  const asked = useRef<SearchState | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [current]);
  const base = () => asked.current ?? state;
  /**
   * Navigates to the search `next`: after `debounceMs` (words, a slider), in place of the current
   * entry (`replace`), or with its words to be read into filters (`understand`: a search sent).
   */
  const go = (next: SearchState, { debounceMs = 0, replace = false, understand = false }: GoOptions = {}) => {
    asked.current = next;
    clearTimeout(timer.current);
    const url = buildSearchUrl(next, vocabulary);
    // A search sent has its words read by the server, which answers with the filters they name.
    const to = understand ? `${url}${url.includes("?") ? "&" : "?"}${UNDERSTAND_PARAM}=1` : url;
    const run = () => navigate(to, { preventScrollReset: true, replace });
    if (debounceMs > 0) timer.current = setTimeout(run, debounceMs);
    else void run();
  };

  /** The buyer's words, as they type (the box is the form's by its `form` attribute, not inside it). */
  const onQuery = (query: string) =>
    go(setQuery(base(), query), { debounceMs: TEXT_SEARCH_DEBOUNCE_MS, replace: true });
  const onFormChange = (event: React.FormEvent<HTMLFormElement>) => {
    const input = event.target as HTMLInputElement | HTMLSelectElement;
    if (input.type === "checkbox") {
      go(toggleRefinement(base(), input.name as ListFacet, input.value));
    } else if (input.name === "query") {
      onQuery(input.value);
    } else if (input.name === "sortBy") {
      go({ ...base(), sortBy: input.value as SearchState["sortBy"], page: 1 });
    } else if (
      input instanceof HTMLSelectElement &&
      (LIST_FACETS as readonly string[]).includes(input.name)
    ) {
      go(chooseRefinement(base(), input.name as ListFacet, input.value));
    }
    // A typed range bound is the range's own control's to check and apply (search-filters.tsx).
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
    go({ ...parsed, page: 1 }, { understand: params.has(UNDERSTAND_PARAM) && parsed.query !== "" });
    // Close the filter drawer on small screens once the buyer asks for the results.
    const toggle = document.getElementById("filters-toggle") as HTMLInputElement | null;
    if (toggle) toggle.checked = false;
  };
  const onRange = (facet: RangeFacet, range: RangeValue | null, debounceMs: number) =>
    go(setRange(base(), facet, range), { debounceMs });

  return { state, loading, go, onFormChange, onQuery, onSubmit, onRange };
}
