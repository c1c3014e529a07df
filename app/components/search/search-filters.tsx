import { UNDERSTAND_PARAM } from "#domain/query-understanding";
import { useEffect, useRef, useState, type ReactNode } from "react";
import {
  getSliderBounds,
  getSliderStep,
  hasSliderStats,
  PRICE_SLIDER_DEBOUNCE_MS,
  refineRange,
  type Range,
} from "#domain/range-slider";
import {
  describeRange,
  FACET_LABELS,
  formatRangeValue,
  type DropdownFacet,
  type ListFacet,
  type RangeFacet,
  type RangeValue,
  type SearchState,
} from "#domain/search-facets";
import { Icon } from "~/components/ui/icon";
import { Slider } from "~/components/ui/slider";
import { formatWhole } from "#domain/money";
import { imageUrl } from "~/lib/format";
import { buttonVariants } from "~/components/ui/button";
import { ServerCached } from "~/components/ui/server-cached";

export type FacetItem = { label: string; value: string; count: number };

export type FilterOptions = {
  conditions: boolean;
  makeListCount: number;
  popularMakes: string[];
  hideCertifiedFalse: boolean;
  /** The facets this site offers as a dropdown, one choice (site config `search.dropdown_facets`). */
  dropdowns: readonly DropdownFacet[];
  itemTypes: boolean;
  queryPlaceholder: string;
  /** What the search shows, in the site's words ("Cars", "Caravans"): domain/vehicle-words.ts. */
  words: { one: string; many: string };
  /** Whether anything it shows has an odometer (a caravan has none). */
  odometer: boolean;
};

type Props = {
  formId: string;
  action: string;
  /** The loaded search's URL: checkboxes reset to it whenever it changes (back button, chips). */
  stateKey: string;
  state: SearchState;
  facets: Partial<Record<ListFacet, readonly FacetItem[]>>;
  facetStats: Partial<Record<RangeFacet, { min: number; max: number }>>;
  models: readonly { make: string; model: string }[];
  logos: Record<string, string>;
  options: FilterOptions;
  count: number;
  loading: boolean;
  onRange: (facet: RangeFacet, range: RangeValue | null, debounceMs: number) => void;
  onChange: (event: React.FormEvent<HTMLFormElement>) => void;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
};

/**
 * The filter panel: one GET form holding every filter, so it works without JavaScript (the submit
 * button is the 'Show Me N Cars' button, in the site's words). With JavaScript the route applies each change at once.
 */
export function SearchFilters(props: Props) {
  const { formId, action, facets, options, count, loading } = props;
  return (
    <form
      id={formId}
      method="get"
      action={action}
      role="search"
      aria-label="Filter stock"
      className="space-y-1"
      onChange={props.onChange}
      onSubmit={props.onSubmit}
    >
      {options.conditions && <Group title={FACET_LABELS.car_type}>{facetOptions(props, "car_type")}</Group>}
      {options.itemTypes && (facets.item_type?.length ?? 0) > 1 && (
        <Group title={FACET_LABELS.item_type}>{facetOptions(props, "item_type")}</Group>
      )}
      <Group title={FACET_LABELS.make}>
        <MakeOptions {...props} />
      </Group>
      <Group title={FACET_LABELS.price}>
        <RangeControl facet="price" {...props} roundTo1000 />
      </Group>
      {options.odometer && (
        <Group title={FACET_LABELS.km}>
          <RangeControl facet="km" {...props} roundTo1000 />
        </Group>
      )}
      <Group title={FACET_LABELS.year}>
        <RangeControl facet="year" {...props} roundTo1000={false} />
      </Group>
      <Group title={FACET_LABELS.body}>{facetOptions(props, "body")}</Group>
      {/* A caravan's and a motorhome's own, where the results have them. */}
      {(["sleeps", "length_range", "atm_range"] as const).map(
        (facet) =>
          hasOptions(props, facet) && (
            <Group key={facet} title={FACET_LABELS[facet]}>
              {facetOptions(props, facet)}
            </Group>
          ),
      )}
      <ClosedGroups {...props} />

      <div className="sticky bottom-0 bg-surface pt-3 pb-1 lg:static">
        <button
          type="submit"
          className={buttonVariants({ variant: "accent", size: "lg", block: true })}
          aria-busy={loading}
        >
          {loading && <Icon name="loader-circle" className="size-4 animate-spin" />}
          Show Me {formatWhole(count)} {options.words.many}
        </button>
      </div>
    </form>
  );
}

/**
 * The groups closed until opened, or until they hold the buyer's choice; left out where there is
 * nothing to choose.
 */
function ClosedGroups(props: Props) {
  const { state, facets, options } = props;
  const chosen = (facet: ListFacet) => (state.refinements[facet]?.length ?? 0) > 0;
  const certified = (facets.certified ?? []).filter(
    (item) => !(options.hideCertifiedFalse && item.value === "false"),
  );
  return (
    <>
      {(["weekly_price_range", "fuel", "transmission", "drive", "colour", "seats"] as const).map(
        (facet) =>
          hasOptions(props, facet) && (
            <Group key={facet} title={FACET_LABELS[facet]} open={false} chosen={chosen(facet)}>
              {facetOptions(props, facet)}
            </Group>
          ),
      )}
      {(facets.location_name?.length ?? 0) > 1 && (
        <Group title={FACET_LABELS.location_name} open={false} chosen={chosen("location_name")}>
          {facetOptions(props, "location_name")}
        </Group>
      )}
      {(facets.state?.length ?? 0) > 1 && (
        <Group title={FACET_LABELS.state} open={false} chosen={chosen("state")}>
          {facetOptions(props, "state")}
        </Group>
      )}
      {certified.length > 0 && (
        <Group title={FACET_LABELS.certified} open={false} chosen={chosen("certified")}>
          {facetOptions(props, "certified", certified)}
        </Group>
      )}
      {hasOptions(props, "filtered_features") && (
        <Group title={FACET_LABELS.filtered_features} open={false} chosen={chosen("filtered_features")}>
          {facetOptions(props, "filtered_features")}
        </Group>
      )}
      <Group title={FACET_LABELS.status} open={false} chosen={chosen("status")}>
        {facetOptions(props, "status")}
      </Group>
    </>
  );
}

/** A group with nothing to choose is left out (a caravan search has no fuel or gearbox). */
function hasOptions({ facets }: Props, facet: ListFacet) {
  return (facets[facet]?.length ?? 0) > 0;
}

/** A facet's options: a dropdown where the site has one for it, else tick boxes. */
function facetOptions(
  { state, facets, options, stateKey }: Props,
  facet: ListFacet,
  items = facets[facet] ?? [],
) {
  const chosen = state.refinements[facet] ?? [];
  // A dropdown holds one choice: a search with two (from a link) shows its tick boxes instead.
  if ((options.dropdowns as readonly string[]).includes(facet) && chosen.length <= 1 && items.length > 0)
    return (
      <ServerCached
        key={stateKey}
        as="div"
        className="filter-options"
        component={FacetSelect}
        props={{ facet, items, chosen: chosen[0] ?? "", title: FACET_LABELS[facet] }}
      />
    );
  return (
    <CheckboxList
      facet={facet}
      items={items}
      isChecked={(v) => state.refinements[facet]?.includes(v) ?? false}
      stateKey={stateKey}
    />
  );
}

/** The make cards and the checked makes' models, a shared part kept for each search. */
function MakeOptions({ stateKey, state, facets, models, logos, options }: Props) {
  return (
    <ServerCached
      key={stateKey}
      as="div"
      className="space-y-3"
      component={MakeGrid}
      props={{
        makes: facets.make ?? [],
        modelItems: facets.model ?? [],
        // Only the checked makes' models show: the rest of the catalogue is no part of it.
        models: models.filter((m) => state.refinements.make?.includes(m.make)),
        logos,
        popularMakes: options.popularMakes,
        makeListCount: options.makeListCount,
        checked: state.refinements.make ?? [],
        checkedModels: state.refinements.model ?? [],
      }}
    />
  );
}

/**
 * The filter groups the buyer opened or closed on this visit, by title: each keeps its state from
 * one search to the next, and back from a car's page [VSD §4 Other "Collapsible sections can
 * persist open state"]. Kept in memory, not storage: a group opened after the page's script took
 * over would push the groups below it down the screen (decision 064).
 */
const openedOrClosed = new Map<string, boolean>();

function Group({
  title,
  open = true,
  chosen = false,
  children,
}: {
  title: string;
  /** Open until the buyer closes it (most groups), or closed until opened. */
  open?: boolean;
  /** A group holding the buyer's choice opens, so that the choice shows. */
  chosen?: boolean;
  children: ReactNode;
}) {
  return (
    // The chevron is the summary's ::after (app.css), drawn from the group's icon class: 17 to a page.
    <details
      open={openedOrClosed.get(title) ?? (open || chosen)}
      onToggle={(event) => openedOrClosed.set(title, event.currentTarget.open)}
      className="filter-group i-chevron-down"
    >
      <summary>{title}</summary>
      <fieldset>
        <legend className="sr-only">{title}</legend>
        {children}
      </fieldset>
    </details>
  );
}

function CheckboxList({
  facet,
  items,
  isChecked,
  stateKey,
}: {
  stateKey: string;
  facet: ListFacet;
  items: readonly FacetItem[];
  isChecked: (value: string) => boolean;
}) {
  if (items.length === 0) return <p className="text-sm text-ink/70">No options for this search.</p>;
  return (
    // The group's fieldset names the options: a list around them would add nothing but elements.
    // The options are a shared part: the same search's pages and orders draw the same ones, and a
    // new search (its address is the key) starts from what it checks.
    <ServerCached
      key={stateKey}
      as="div"
      className="filter-options"
      component={CheckboxOptions}
      props={{
        facet,
        items,
        checked: items.filter((item) => isChecked(item.value)).map((item) => item.value),
      }}
    />
  );
}

/** A facet as a dropdown: "Any" or one value, each with its count. */
function FacetSelect({
  facet,
  items,
  chosen,
  title,
}: {
  facet: ListFacet;
  items: readonly FacetItem[];
  chosen: string;
  title: string;
}) {
  return (
    <select
      name={facet}
      defaultValue={chosen}
      aria-label={title}
      className="w-full rounded-brand border border-black/20 bg-white px-2 py-2 text-sm text-gray-900"
    >
      <option value="">Any</option>
      {items.map((item) => (
        <option key={item.value} value={item.value}>
          {`${item.label} (${formatWhole(item.count)})`}
        </option>
      ))}
    </select>
  );
}

function CheckboxOptions({
  facet,
  items,
  checked,
}: {
  facet: ListFacet;
  items: readonly FacetItem[];
  checked: string[];
}) {
  return items.map((item) => (
    <label key={item.value}>
      <input type="checkbox" name={facet} value={item.value} defaultChecked={checked.includes(item.value)} />
      {item.label}
      <small>{`(${formatWhole(item.count)})`}</small>
    </label>
  ));
}

/**
 * Make cards with logos [VSD §2]: 'Popular Makes' and 'All Makes' headings when the site lists
 * popular makes, the first N shown ([VSD §9] 7) behind 'Show all makes' / 'Hide extra makes'.
 * A checked make expands to its model checkboxes (make_model).
 */
function MakeGrid({
  makes,
  modelItems,
  models,
  logos,
  popularMakes,
  makeListCount,
  checked,
  checkedModels,
}: {
  makes: readonly FacetItem[];
  modelItems: readonly FacetItem[];
  models: readonly { make: string; model: string }[];
  logos: Record<string, string>;
  popularMakes: string[];
  makeListCount: number;
  checked: readonly string[];
  checkedModels: readonly string[];
}) {
  const isChecked = (value: string) => checked.includes(value);
  const popular = makes.filter((m) => popularMakes.includes(m.value));
  const rest = popularMakes.length ? makes.filter((m) => !popularMakes.includes(m.value)) : makes;
  const shown = popularMakes.length ? popular : rest.slice(0, makeListCount);
  const extra = popularMakes.length ? rest : rest.slice(makeListCount);
  // Checked makes stay visible even when they fall among the extra ones.
  const extraChecked = extra.filter((m) => isChecked(m.value));
  const card = (make: FacetItem) => (
    <li key={make.value}>
      <label>
        <input type="checkbox" name="make" value={make.value} defaultChecked={isChecked(make.value)} />
        {/* Sized by `.make-tiles` (app.css), so it takes its place before it loads. */}
        {logos[make.value] && <img src={imageUrl(logos[make.value]!, { w: 96 })} alt="" loading="lazy" />}
        {make.label}
        <small>{`(${formatWhole(make.count)})`}</small>
      </label>
    </li>
  );
  const checkedMakes = makes.filter((m) => isChecked(m.value));
  return (
    <>
      {popularMakes.length > 0 && <h3 className="text-sm font-semibold">Popular Makes</h3>}
      <ul className="make-tiles">{[...shown, ...extraChecked].map(card)}</ul>
      {extra.length > extraChecked.length && (
        <details className="group/makes">
          <summary className="cursor-pointer list-none text-sm font-semibold text-brand underline [&::-webkit-details-marker]:hidden">
            <span className="group-open/makes:hidden">Show all makes</span>
            <span className="hidden group-open/makes:inline">Hide extra makes</span>
          </summary>
          {popularMakes.length > 0 && <h3 className="mt-3 text-sm font-semibold">All Makes</h3>}
          <ul className="make-tiles mt-2">{extra.filter((m) => !isChecked(m.value)).map(card)}</ul>
        </details>
      )}
      {checkedMakes.map((make) => {
        const own = modelItems.filter((item) =>
          models.some((m) => m.make === make.value && m.model === item.value),
        );
        if (own.length === 0) return null;
        return (
          <fieldset key={make.value} className="rounded-brand bg-muted p-2">
            <legend className="px-1 text-sm font-semibold">{make.label} models</legend>
            <div className="filter-options">
              <CheckboxOptions
                facet="model"
                items={own}
                checked={own.filter((item) => checkedModels.includes(item.value)).map((item) => item.value)}
              />
            </div>
          </fieldset>
        );
      })}
    </>
  );
}

type QueryProps = {
  formId: string;
  value: string;
  placeholder: string;
  onQuery: (query: string) => void;
};

/**
 * The buyer's words: one box, outside the filter drawer so that a phone shows it above the results
 * without the drawer being opened (the top of the filter column on large screens). It belongs to
 * the filter form by its `form` attribute, so it is sent with the filters, with or without
 * JavaScript; being outside the form's element, it says itself when its words change.
 */
export function QueryBox({ formId, value, placeholder, onQuery }: QueryProps) {
  return (
    <div role="search" aria-label="Search stock" className="pb-4">
      <label htmlFor="search-query" className="mb-1 block text-sm font-semibold">
        Search by make, model or keyword
      </label>
      <div className="flex gap-2">
        <QueryInput formId={formId} value={value} placeholder={placeholder} onQuery={onQuery} />
        {/* A search sent has its words read into filters ("suv under 30k"). */}
        <input type="hidden" name={UNDERSTAND_PARAM} value="1" form={formId} />
        <button
          type="submit"
          form={formId}
          className="rounded-brand bg-brand px-3 text-brand-foreground"
          aria-label="Search"
        >
          <Icon name="search" className="size-5" />
        </button>
      </div>
    </div>
  );
}

function QueryInput({ formId, value, placeholder, onQuery }: QueryProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // A new search state (back button, a chip) replaces what the box shows.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  return (
    <input
      id="search-query"
      type="search"
      name="query"
      form={formId}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onQuery(event.target.value);
      }}
      placeholder={placeholder}
      autoComplete="off"
      className="min-w-0 flex-1 rounded-brand border border-black/20 bg-white px-3 py-2 text-gray-900"
    />
  );
}

/**
 * A range: the slider (with JavaScript) and min/max number fields (always, so the filter also
 * works without JavaScript). The slider follows [VSD §5]; moves are applied after 400 ms for
 * price [VSD §4] and on release for km and year.
 */
function RangeControl({
  facet,
  state,
  facetStats,
  onRange,
  roundTo1000,
}: Props & { facet: RangeFacet; roundTo1000: boolean }) {
  const stats = facetStats[facet];
  const bounds = getSliderBounds(stats, roundTo1000);
  const refined = state.ranges[facet];
  const current: Range = { min: refined?.min ?? bounds.min, max: refined?.max ?? bounds.max };
  const [value, setValue] = useHandlesValue(current);
  // The handles' latest value, read when a move ends: a key press changes and commits in one event,
  // before React has the new state.
  const latest = useRef(current);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const label = FACET_LABELS[facet];
  const apply = (next: Range, debounceMs: number, limits: Range = bounds) =>
    onRange(facet, rangeAsked(next, limits), debounceMs);
  /** The handles' values as the slider rules have them [VSD §5], or null when the move is refused. */
  const refine = ([min, max]: number[]): Range | null => {
    const from = latest.current;
    const moved = min !== from.min ? { min: min! } : { max: max! };
    return refinedOrRefused(from, moved, bounds, roundTo1000);
  };
  // With no cars to range over (no results), or a bound past every car's (up to $30,000 where the
  // cheapest is $45,490), there is no slider: only the fields, and what is asked.
  const past =
    (refined?.max !== undefined && refined.max < bounds.min) ||
    (refined?.min !== undefined && refined.min > bounds.max);
  const slider = hasSliderStats(stats) && !past;
  /**
   * A bound typed in a field, under the slider's rules [VSD §5]: rounded, refused outside the
   * range (the field keeps what was typed, the search does not take it), a minimum above the
   * maximum brought down to it. Emptied, the bound is let go.
   */
  const typed = (end: "min" | "max", raw: string) => {
    // With no cars to range over there are no limits but zero: what is typed is what is asked.
    const limits = slider ? bounds : { min: 0, max: Number.MAX_SAFE_INTEGER };
    const from = slider
      ? latest.current
      : { min: refined?.min ?? limits.min, max: refined?.max ?? limits.max };
    const next: Range | null =
      raw.trim() === ""
        ? { ...from, [end]: limits[end] }
        : refinedOrRefused(from, { [end]: Number(raw) }, limits, roundTo1000);
    if (!next) return;
    if (slider) {
      latest.current = next;
      setValue(next);
    }
    apply(next, PRICE_SLIDER_DEBOUNCE_MS, limits);
  };
  return (
    <div className="space-y-3 px-1">
      {slider ? (
        <>
          <p className="text-sm" aria-live="polite">
            {formatRangeValue(facet, value.min)} – {formatRangeValue(facet, value.max)}
          </p>
          <Slider
            min={bounds.min}
            max={bounds.max}
            step={getSliderStep(bounds, roundTo1000)}
            value={[value.min, value.max]}
            minStepsBetweenThumbs={0}
            thumbLabels={[`Minimum ${label.toLowerCase()}`, `Maximum ${label.toLowerCase()}`]}
            onValueChange={(next) => {
              const refinedValue = refine(next);
              if (!refinedValue) return;
              latest.current = refinedValue;
              setValue(refinedValue);
              if (facet === "price") apply(refinedValue, PRICE_SLIDER_DEBOUNCE_MS);
            }}
            // A key press fires the change (here) after the input event (onValueChange above).
            onValueCommit={(final) => {
              if (facet === "price") return;
              const refinedValue = refine(final);
              if (refinedValue) apply(refinedValue, 0);
            }}
          />
        </>
      ) : (
        refined && <p className="text-sm">{describeRange(facet, refined)}</p>
      )}
      <RangeFields facet={facet} refined={refined} bounds={bounds} onTyped={typed} />
    </div>
  );
}

/** The handles' value, moved to the new search state when one comes (back button, a chip). */
function useHandlesValue(current: Range) {
  const [value, setValue] = useState<Range>(current);
  const [shown, setShown] = useState<Range>(current);
  if (shown.min !== current.min || shown.max !== current.max) {
    setShown(current);
    setValue(current);
  }
  return [value, setValue] as const;
}

/** A move under the slider's rules [VSD §5]: the range it makes, or null (and a warning) when refused. */
function refinedOrRefused(
  from: Range,
  moved: Partial<Range>,
  limits: Range,
  roundTo1000: boolean,
): Range | null {
  const result = refineRange(from, moved, limits, roundTo1000);
  if (!result.ok) {
    console.warn(result.message);
    return null;
  }
  return result.value;
}

/** What a range asks of the search: nothing at its limits, else the bounds moved in from them. */
function rangeAsked(next: Range, limits: Range): RangeValue | null {
  if (next.min <= limits.min && next.max >= limits.max) return null;
  return {
    ...(next.min > limits.min && { min: next.min }),
    ...(next.max < limits.max && { max: next.max }),
  };
}

/** The min and max number fields, drawn afresh when the search's bound changes. */
function RangeFields({
  facet,
  refined,
  bounds,
  onTyped,
}: {
  facet: RangeFacet;
  refined: RangeValue | undefined;
  bounds: Range;
  onTyped: (end: "min" | "max", raw: string) => void;
}) {
  return (
    <div className="range-fields">
      {(["min", "max"] as const).map((end) => (
        <label key={end}>
          <span>{end === "min" ? "Min" : "Max"}</span>
          <input
            type="number"
            inputMode="numeric"
            name={`${facet}_${end}`}
            defaultValue={refined?.[end] ?? ""}
            key={`${refined?.[end] ?? ""}`}
            onChange={(event) => onTyped(end, event.currentTarget.value)}
            min={0}
            placeholder={String(bounds[end])}
          />
        </label>
      ))}
    </div>
  );
}
