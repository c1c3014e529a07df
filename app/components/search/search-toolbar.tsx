import { Link } from "~/components/ui/link";
import {
  describeRange,
  FACET_LABELS,
  RANGE_FACETS,
  SORTS,
  type ListFacet,
  type RangeFacet,
  type SearchState,
} from "#domain/search-facets";
import {
  buildSearchUrl,
  clearFilters,
  getSelectedFilters,
  parseRange,
  type SearchVocabulary,
} from "#domain/search-url";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";

/** The sort select [VSD §9 "Default sort options: most relevant, latest, highest price, lowest price"]. */
export function SortSelect({
  formId,
  state,
  onSort,
  odometer = true,
}: {
  formId: string;
  state: SearchState;
  onSort: (sortBy: SearchState["sortBy"]) => void;
  /** False where nothing shown has an odometer: no "Lowest km" (unless it is the sort in force). */
  odometer?: boolean;
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="sort-by" className="text-sm font-semibold">
        Sort by
      </label>
      <select
        id="sort-by"
        name="sortBy"
        form={formId}
        value={state.sortBy}
        onChange={(event) => onSort(event.target.value as SearchState["sortBy"])}
        className="rounded-brand border border-black/20 bg-white px-2 py-2 text-sm text-gray-900"
      >
        {SORTS.filter((sort) => odometer || sort.value !== "km_asc" || state.sortBy === "km_asc").map(
          (sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ),
        )}
      </select>
      <noscript>
        <button type="submit" form={formId} className={buttonVariants({ size: "sm" })}>
          Sort
        </button>
      </noscript>
    </div>
  );
}

/** The chosen filters as chips that remove them, and "Clear all". */
export function SelectedFilters({
  state,
  vocabulary,
  facets,
}: {
  state: SearchState;
  vocabulary: SearchVocabulary;
  facets: Partial<Record<ListFacet, readonly { value: string; label: string }[]>>;
}) {
  const chips = getSelectedFilters(state);
  if (chips.length === 0) return null;
  return (
    <ul className="mt-4 flex flex-wrap items-center gap-2" aria-label="Selected filters">
      {chips.map((chip) => (
        <li key={`${chip.facet}:${chip.value}`}>
          <Link
            to={buildSearchUrl(chip.without, vocabulary)}
            preventScrollReset
            className="filter-chip"
            aria-label={`Remove filter ${
              chip.facet === "query"
                ? `search: ${chip.value}`
                : chipLabel(chip.facet, chip.value, facets, true)
            }`}
          >
            {chip.facet === "query" ? `“${chip.value}”` : chipLabel(chip.facet, chip.value, facets, false)}
            <Icon name="x" />
          </Link>
        </li>
      ))}
      <li>
        <Link
          to={buildSearchUrl(clearFilters(state), vocabulary)}
          className="text-sm font-semibold underline"
        >
          Clear all
        </Link>
      </li>
    </ul>
  );
}

/** A chip's words: "Price: $10,000 – $50,000", "Toyota" (named "Make: Toyota" for a screen reader). */
function chipLabel(
  facet: ListFacet | RangeFacet,
  value: string,
  facets: Partial<Record<ListFacet, readonly { value: string; label: string }[]>>,
  named: boolean,
) {
  const label = FACET_LABELS[facet];
  if ((RANGE_FACETS as readonly string[]).includes(facet)) {
    const range = parseRange(value);
    return range ? `${label}: ${describeRange(facet as RangeFacet, range)}` : label;
  }
  const shown = facets[facet as ListFacet]?.find((item) => item.value === value)?.label ?? value;
  return named ? `${label}: ${shown}` : shown;
}
