/*
 * [SW §2] "Search page titles: used searches are titled Pre-Owned Cars for Sale in {city} {state};
 * all-condition searches are titled New, Pre-Owned and Demo Cars for Sale in {city} {state}."
 * The used word is the site's own label ('Pre-Owned' or 'Used'). Other conditions, makes and
 * models follow the same pattern.
 * [SW §2] "Breadcrumbs (/used-car/... or /search/...): Home, then car type, make, model (only if
 * the model is one of the site's configured models), then simple body."
 */
export type TitleFilters = {
  carTypes: readonly string[];
  siteCarTypes: readonly string[];
  make: string | null;
  model: string | null;
  body: string | null;
  /** What the site sells, plural ("Cars"; "Caravans, Motorhomes and Trucks"): see stockNoun. */
  noun?: string;
};

const KIND_PLURALS: Record<string, string> = {
  car: "Cars",
  motorcycle: "Motorcycles",
  caravan: "Caravans",
  motorhome: "Motorhomes",
  truck: "Trucks",
};

/** What a site's stock is called, from the kinds of vehicle it sells: a caravan site sells caravans. */
export function stockNoun(kinds: readonly string[]) {
  const words = kinds.map((k) => KIND_PLURALS[k] ?? `${k[0]?.toUpperCase()}${k.slice(1)}s`);
  if (words.length <= 1) return words[0] ?? "Cars";
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/**
 * [SW §1] "new, used (labelled Pre-Owned on some sites) and demo stock": what a car's condition is
 * called on the site; a value that is none of them reads as itself.
 */
export function conditionLabel(carType: string, usedLabel: string): string {
  return carType === "used" ? usedLabel : carType === "new" ? "New" : carType === "demo" ? "Demo" : carType;
}

export function getConditionLabel(
  carTypes: readonly string[],
  siteCarTypes: readonly string[],
  usedLabel: string,
) {
  const types = carTypes.length ? carTypes : siteCarTypes;
  const has = (t: string) => types.includes(t);
  if (has("new") && has("used") && has("demo")) return `New, ${usedLabel} and Demo`;
  const words = ["new", "used", "demo"].filter(has).map((type) => conditionLabel(type, usedLabel));
  return words.join(" and ");
}

export function getSearchTitle(
  filters: TitleFilters,
  place: { city: string; state: string },
  usedLabel: string,
): string {
  const condition = getConditionLabel(filters.carTypes, filters.siteCarTypes, usedLabel);
  const subject = [
    filters.make,
    filters.model,
    filters.body ? pluralBody(filters.body) : (filters.noun ?? "Cars"),
  ]
    .filter(Boolean)
    .join(" ");
  return `${condition} ${subject} for Sale in ${place.city} ${place.state}`;
}

function pluralBody(body: string) {
  return /s$/i.test(body) ? body : `${body}s`;
}

export type Crumb = { label: string; level: "home" | "car_type" | "make" | "model" | "body" };

/** The breadcrumb trail's levels, in order; the route turns each into a link. */
export function getSearchCrumbs(filters: TitleFilters, usedLabel: string, knownModel: boolean): Crumb[] {
  const crumbs: Crumb[] = [{ label: "Home", level: "home" }];
  // The condition crumb is always there: with no condition filter it names all the site sells.
  crumbs.push({
    label: `${getConditionLabel(filters.carTypes, filters.siteCarTypes, usedLabel)} ${filters.noun ?? "Cars"}`,
    level: "car_type",
  });
  if (filters.make) crumbs.push({ label: filters.make, level: "make" });
  if (filters.make && filters.model && knownModel) crumbs.push({ label: filters.model, level: "model" });
  if (filters.body) crumbs.push({ label: filters.body, level: "body" });
  return crumbs;
}
