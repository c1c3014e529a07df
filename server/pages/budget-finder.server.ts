import {
  BUDGET_DEFAULTS,
  BUDGET_PRICE_FLOOR,
  calculateBudget,
  pickBodies,
  PRICE_SLIDER,
  QUICK_PICKS,
  readBudgetAmount,
  type BudgetFrequency,
} from "#domain/budget-finder";
import { emptySearchState } from "#domain/search-facets";
import { buildSearchUrl } from "#domain/search-url";
import { stockNoun } from "#domain/search-title";
import type { Database } from "#server/db/client";
import { getStockSearch, runStockSearch } from "#server/search/search.server";
import type { Site } from "#server/sites/registry";

/*
 * What the budget finder and the price-range search need from the stock [SW §4, §5, §9]: the bodies
 * to pick from, the cheapest car over $1,000 of each (the button is disabled below it), and the
 * stock's price range for the slider. From the in-memory search index: no database query.
 */
export type BudgetFinderView = {
  noun: string;
  bodies: { key: string; label: string }[];
  /** The cheapest car over $1,000, overall ("") and per body label. */
  cheapest: Record<string, number | null>;
  defaults: typeof BUDGET_DEFAULTS;
  priceRange: { min: number; max: number };
  quickPicks: readonly number[];
  /** Cars within the default budget ($600 a month, $2,000 deposit): the button's first label. */
  initialCount: number;
};

export async function getBudgetFinder(db: Database, site: Site): Promise<BudgetFinderView | null> {
  if (!site.budget_finder.enabled) return null;
  const search = await getStockSearch(db, site);
  const priced = { price: { min: BUDGET_PRICE_FLOOR + 1 } };
  // The cheapest is the first hit by price, not the facet statistics (those leave out the price filter).
  const cheapestOf = (body?: string) =>
    runStockSearch(search, site, {
      ranges: priced,
      ...(body && { refinements: { body: [body] } }),
      sortBy: "price_asc",
      hitsPerPage: 1,
      facets: [],
    }).hits[0]?.price ?? null;
  const all = runStockSearch(search, site, { ranges: priced, hitsPerPage: 1, facets: ["body"] });
  const bodies = pickBodies(all.facets.body ?? [], site.budget_finder.bodies);
  const cheapest: Record<string, number | null> = { "": cheapestOf() };
  for (const body of bodies) cheapest[body.label] = cheapestOf(body.label);
  const stats = runStockSearch(search, site, { hitsPerPage: 1, facets: [] }).facetStats.price;
  const initialBudget = calculateBudget(BUDGET_DEFAULTS.monthly, BUDGET_DEFAULTS.deposit, "monthly");
  const initialCount = runStockSearch(search, site, {
    ranges: { price: { min: BUDGET_PRICE_FLOOR + 1, max: initialBudget } },
    hitsPerPage: 1,
    facets: [],
  }).count;
  return {
    noun: stockNoun(site.search.vehicle_kinds),
    bodies,
    cheapest,
    defaults: BUDGET_DEFAULTS,
    // [SW §9] "Price range fallback 0..100000".
    priceRange:
      stats && stats.max > stats.min
        ? { min: 0, max: Math.ceil(stats.max / PRICE_SLIDER.step) * PRICE_SLIDER.step }
        : { min: 0, max: 100000 },
    quickPicks: QUICK_PICKS[site.budget_finder.quick_picks],
    initialCount,
  };
}

/**
 * Where a budget-finder or price-range submission goes: the site's search with the price ceiling
 * (over $1,000) and the body picked, or the price range asked.
 */
export async function budgetSearchUrl(db: Database, site: Site, params: URLSearchParams): Promise<string> {
  const search = await getStockSearch(db, site);
  const state = emptySearchState();
  if (params.has("price_min") || params.has("price_max")) {
    const min = readBudgetAmount(params.get("price_min"));
    const max = readBudgetAmount(params.get("price_max"));
    state.ranges.price = { ...(min > 0 && { min }), ...(max > 0 && { max: Math.max(max, min) }) };
  } else {
    const frequency: BudgetFrequency = params.get("frequency") === "weekly" ? "weekly" : "monthly";
    const budget = calculateBudget(
      readBudgetAmount(params.get("repayment") ?? BUDGET_DEFAULTS[frequency]),
      readBudgetAmount(params.get("deposit") ?? BUDGET_DEFAULTS.deposit),
      frequency,
    );
    state.ranges.price = { min: BUDGET_PRICE_FLOOR + 1, max: budget };
    const body = params.get("body");
    if (body && search.index.facetValues("body").includes(body)) state.refinements.body = [body];
  }
  return buildSearchUrl(state, search.vocabulary);
}
