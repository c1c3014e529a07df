import type { ListFacet, RangeFacet, RangeValue, SearchState } from "./search-facets";

/*
 * Search that understands what buyers type [issue 32]: a phrase of the search box that means one of
 * the search's own filters ("suv under 30k", "7 seater diesel", "low kms", "4x4 auto") is read into
 * that filter, so that the buyer sees it as a chip and in the address and takes it away with one
 * click; the rest stays as words. Only values the site's stock has are read, and only whole words:
 * "ev" is not "Everest", and a word of a model's name ("Outback", "Transit Van") stays a word.
 *
 * The patterns run in linear time over a box of at most 100 characters: each is a fixed sequence
 * of bounded pieces, with no repetition nested in another.
 */

/**
 * The search form's mark that its words are to be read (a hidden field of the search box's form,
 * and of the home page's): words typed as the results follow them are searched as they are, so
 * that the box never changes under the buyer's fingers; a search sent is read.
 */
export const UNDERSTAND_PARAM = "understand";

/** The facets a phrase may name. */
export const QUERY_FACETS = [
  "fuel",
  "body",
  "seats",
  "transmission",
  "drive",
  "tag",
  "sleeps",
  "atm_range",
  "colour",
  "filtered_features",
  "location_name",
  "state",
] as const satisfies readonly ListFacet[];

/** The site's own values for the facets a phrase may name (its index's, so only what it sells). */
export type QueryFacetValues = Partial<Record<ListFacet, readonly string[]>> & {
  /** Words of the site's makes' and models' names: a phrase inside one is part of a name. */
  nameWords?: ReadonlySet<string>;
  /** The site's locations with stock, each with its suburb: "in Geelong" names one. */
  places?: readonly { name: string; city: string }[];
  /**
   * The site's own words for its stock (`search.words`): a word standing for one word of the stock
   * is read as that word would be ("van" on a caravan site is a caravan).
   */
  siteWords?: Readonly<Record<string, readonly string[]>>;
};

export type ReadPhrase = { phrase: string; facet: ListFacet | RangeFacet; value: string };

export type UnderstoodQuery = {
  /** The words left over, for the text search. */
  query: string;
  refinements: Partial<Record<ListFacet, string[]>>;
  ranges: Partial<Record<RangeFacet, RangeValue>>;
  read: ReadPhrase[];
};

const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
};

/**
 * Words that only join a buyer's phrases ("caravan with solar", "cars in Queensland", "a ute for
 * towing"): once a phrase was read, they are not searched for as words of a name.
 */
const JOINING_WORDS = new Set([
  "a",
  "an",
  "the",
  "and",
  "with",
  "for",
  "of",
  "that",
  "has",
  "car",
  "cars",
  "vehicle",
  "vehicles",
  "sale",
]);

/** Words for a facet's values: each maps to a test on the site's values. */
const WORD_VALUES: { facet: ListFacet; words: readonly string[]; value: (v: string) => boolean }[] = [
  { facet: "fuel", words: ["ev", "evs", "electric"], value: (v) => /^electric/i.test(v) },
  { facet: "fuel", words: ["diesel"], value: (v) => /^diesel/i.test(v) },
  { facet: "fuel", words: ["petrol", "unleaded"], value: (v) => /^petrol/i.test(v) },
  { facet: "fuel", words: ["phev", "plug-in", "plugin"], value: (v) => /^plug-in/i.test(v) },
  { facet: "fuel", words: ["hybrid", "hybrids"], value: (v) => /hybrid/i.test(v) },
  { facet: "body", words: ["suv", "suvs"], value: (v) => v === "SUV" },
  { facet: "body", words: ["ute", "utes", "pickup", "pickups"], value: (v) => v === "Ute" },
  { facet: "body", words: ["wagon", "wagons", "estate"], value: (v) => v === "Wagon" },
  { facet: "body", words: ["hatch", "hatchback", "hatchbacks"], value: (v) => v === "Hatchback" },
  { facet: "body", words: ["sedan", "sedans"], value: (v) => v === "Sedan" },
  { facet: "body", words: ["convertible", "cabriolet"], value: (v) => v === "Convertible" },
  { facet: "body", words: ["coupe", "coupes"], value: (v) => v === "Coupe" },
  { facet: "body", words: ["minivan", "people-mover"], value: (v) => v === "People Mover" },
  { facet: "body", words: ["caravan", "caravans"], value: (v) => v === "Caravan" },
  { facet: "body", words: ["motorhome", "motorhomes", "campervan"], value: (v) => v === "Motorhome" },
  { facet: "transmission", words: ["auto", "automatic"], value: (v) => v === "Automatic" },
  { facet: "transmission", words: ["manual"], value: (v) => v === "Manual" },
  { facet: "drive", words: ["4x4", "4wd"], value: (v) => v === "4x4" },
  { facet: "drive", words: ["awd"], value: (v) => v === "AWD" },
];

/**
 * Features by the words buyers use, each to a test on the site's feature names: a caravan's ensuite
 * is what "with shower" asks for, an off-road build what "off road" does.
 */
const FEATURE_PHRASES: [RegExp, RegExp][] = [
  [/ (?:with )?(?:an )?(?:ensuite|en-suite|shower|toilet) /, /^ensuite/i],
  [/ off[ -]?road /, /^off-road/i],
  [/ (?:apple )?carplay /, /carplay/i],
  [/ android auto /, /^android auto/i],
  [/ tow ?bar /, /^tow bar/i],
  [/ (?:reversing|reverse|rear) camera /, /^reversing camera/i],
  [/ 360(?:-degree)? camera /, /^360/i],
  [/ (?:sat nav|satnav|navigation) /, /navigation/i],
  [/ solar(?: panels?)? /, /^solar/i],
  [/ (?:air con|aircon|air conditioning) /, /air conditioning/i],
  [/ adaptive cruise(?: control)? /, /^adaptive cruise/i],
];

/** Colours by their plain names: a colour of the stock whose name holds the word ("Glacier White"). */
const COLOURS = new Set([
  "white",
  "black",
  "silver",
  "grey",
  "blue",
  "red",
  "green",
  "yellow",
  "orange",
  "brown",
  "gold",
  "bronze",
  "beige",
  "purple",
]);

/** States by the names buyers write them, to the stock's short forms. */
const STATE_NAMES: Record<string, string> = {
  "new south wales": "NSW",
  nsw: "NSW",
  victoria: "VIC",
  vic: "VIC",
  queensland: "QLD",
  qld: "QLD",
  "south australia": "SA",
  sa: "SA",
  "western australia": "WA",
  wa: "WA",
  tasmania: "TAS",
  tas: "TAS",
  "northern territory": "NT",
  nt: "NT",
  act: "ACT",
  canberra: "ACT",
};

/**
 * The site's locations a place names: a location whose suburb is the place, or whose name holds it
 * as a word ("Geelong" in "Southern Cross Geelong Sales"). A word every location shares (the
 * dealer's own name, "Sales") names no place.
 */
function placeLocations(place: string, values: QueryFacetValues): string[] {
  const places = values.places ?? [];
  const found = places.filter(
    ({ name, city }) =>
      city.toLowerCase() === place ||
      ` ${name
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .join(" ")} `.includes(` ${place} `),
  );
  return found.length > 0 && found.length < places.length ? found.map((p) => p.name) : [];
}

/** An amount as typed: "30k", "$25,000", "25000", "30 thousand"; null when it is not money. */
function amount(digits: string, thousands: boolean, dollar: boolean): number | null {
  const value = Number(digits.replaceAll(",", ""));
  if (!Number.isFinite(value)) return null;
  if (thousands) return Math.round(value * 1000);
  // "under 30" is not guessed to be thousands: money is written with $ or k, or in full.
  return value >= 1000 || dollar ? value : null;
}

/**
 * A query as it is read: the filters read so far, and what is left of its words (lower case, one
 * space between words and one at each end, so that a pattern can ask for whole words).
 */
class QueryReading {
  readonly read: ReadPhrase[] = [];
  readonly refinements: Partial<Record<ListFacet, string[]>> = {};
  readonly ranges: Partial<Record<RangeFacet, RangeValue>> = {};
  rest: string;

  constructor(rest: string) {
    this.rest = rest;
  }

  /** Reads the first phrase `pattern` finds, taking it out of the words when `act` reads a filter from it. */
  take(pattern: RegExp, act: (match: RegExpExecArray) => boolean) {
    const match = pattern.exec(this.rest);
    if (match && act(match))
      this.rest = `${this.rest.slice(0, match.index)} ${this.rest.slice(match.index + match[0].length)}`;
  }

  /** Adds the site's values a phrase chose to a list facet; false when it chose none. */
  refine(facet: ListFacet, phrase: string, chosen: readonly string[]) {
    if (chosen.length === 0) return false;
    const list = (this.refinements[facet] ??= []);
    for (const value of chosen) {
      if (!list.includes(value)) list.push(value);
      this.read.push({ phrase, facet, value });
    }
    return true;
  }

  range(facet: RangeFacet, phrase: string, value: RangeValue) {
    this.ranges[facet] = { ...this.ranges[facet], ...value };
    this.read.push({ phrase, facet, value: `${value.min ?? ""}-${value.max ?? ""}` });
    return true;
  }
}

/**
 * Reads the phrases of `query` that name a filter of this site's stock; the rest is left as the
 * query. Nothing is read from a phrase whose value the site does not have.
 */
export function understandQuery(query: string, values: QueryFacetValues): UnderstoodQuery {
  const q = new QueryReading(` ${query.toLowerCase().replace(/\s+/g, " ").trim()} `);
  // In this order: kilometres first ("under 50,000 km" is no price), then weights ("under 2,500
  // kg" is no price either), prices, years, seats and berths, places, features, single words.
  readKilometres(q, values);
  readLoadedWeight(q, values);
  readPrice(q);
  readYear(q);
  readSeatsAndBerths(q, values);
  readPlace(q, values);
  readFeatures(q, values);
  const kept = readWords(q, values);
  const { read, refinements, ranges } = q;
  // A plug-in hybrid asked for by name is not every hybrid as well.
  if (read.some((r) => ["phev", "plug-in", "plugin"].includes(r.phrase)) && refinements.fuel) {
    refinements.fuel = refinements.fuel.filter((v) => /^plug-in/i.test(v));
  }
  const searched = read.length ? kept.filter((word) => !JOINING_WORDS.has(word)) : kept;
  return {
    query: read.length ? restoreCase(query, searched) : query.trim(),
    refinements,
    ranges,
    read,
  };
}

/** "under 50,000 km", "less than 80000kms"; "low kms" as the site's own tag. */
function readKilometres(q: QueryReading, values: QueryFacetValues) {
  q.take(/ (?:under|below|less than|max) (\d{1,3}(?:,\d{3})+|\d+)\s?(k)?\s?(?:km|kms|kilometres) /, (m) => {
    const value = Number(m[1]!.replaceAll(",", "")) * (m[2] ? 1000 : 1);
    return q.range("km", m[0].trim(), { max: value });
  });
  q.take(/ low (?:km|kms|kilometres|k's|ks) /, (m) =>
    q.refine(
      "tag",
      m[0].trim(),
      (values.tag ?? []).filter((v) => /^low k/i.test(v)),
    ),
  );
}

/** A van's loaded weight: "under 2,500 kg", "over 3000kg" as the ATM bands within it. */
function readLoadedWeight(q: QueryReading, values: QueryFacetValues) {
  q.take(
    / (?:under|below|less than|max|up to|over|above|more than|at least) (\d{1,2},?\d{3}) ?(?:kg|kgs|kilos) /,
    (m) => {
      const kg = Number(m[1]!.replaceAll(",", ""));
      const under = !/^ (?:over|above|more|at)/.test(m[0]);
      const bands = (values.atm_range ?? []).filter((band) => {
        const [low, high] = band.split("-").map(Number);
        return under ? high! <= kg : low! >= kg;
      });
      return q.refine("atm_range", m[0].trim(), bands);
    },
  );
}

// Money as typed: an optional $, the amount ("30", "25,000", "2.5"), an optional "k" or "thousand".
// Each pattern holds it written out: a pattern built at run time is one no checker can read.

/** Price: "20-30k", "$20,000 to $30,000", "under 30k", "below $25,000", "over 50k". */
function readPrice(q: QueryReading) {
  q.take(
    / (\$?)(\d+(?:,\d{3})*(?:\.\d+)?) ?(k|thousand)? ?(?:-|to) ?(\$?)(\d+(?:,\d{3})*(?:\.\d+)?) ?(k|thousand)? /,
    (m) => {
      const bothThousands = !m[3] && !!m[6];
      const from = amount(m[2]!, !!m[3] || (bothThousands && Number(m[2]) < 1000), !!m[1]);
      const to = amount(m[5]!, !!m[6], !!m[4]);
      if (from === null || to === null || from > to) return false;
      return q.range("price", m[0].trim(), { min: from, max: to });
    },
  );
  q.take(
    / (?:under|below|less than|max|up to|cheaper than) (\$?)(\d+(?:,\d{3})*(?:\.\d+)?) ?(k|thousand)? /,
    (m) => {
      const value = amount(m[2]!, !!m[3], !!m[1]);
      return value !== null && q.range("price", m[0].trim(), { max: value });
    },
  );
  q.take(/ (?:over|above|more than|at least) (\$?)(\d+(?:,\d{3})*(?:\.\d+)?) ?(k|thousand)? /, (m) => {
    const value = amount(m[2]!, !!m[3], !!m[1]);
    return value !== null && q.range("price", m[0].trim(), { min: value });
  });
}

/** Year: "2020 or newer", "2020+", "newer than 2019", "2015 or older". */
function readYear(q: QueryReading) {
  q.take(/ (19[89]\d|20\d\d)(?: or newer| or later| and newer| onwards|\+) /, (m) =>
    q.range("year", m[0].trim(), { min: Number(m[1]) }),
  );
  q.take(/ (?:newer than|after) (19[89]\d|20\d\d) /, (m) =>
    q.range("year", m[0].trim(), { min: Number(m[1]) + 1 }),
  );
  q.take(/ (19[89]\d|20\d\d) or older /, (m) => q.range("year", m[0].trim(), { max: Number(m[1]) }));
}

/** Seats: "7 seater", "seven seats", "8-seat"; berths: "sleeps 4", "4 berth". */
function readSeatsAndBerths(q: QueryReading, values: QueryFacetValues) {
  q.take(
    / (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve)[ -]?(?:seater|seaters|seats|seat) /,
    (m) => {
      const n = NUMBER_WORDS[m[1]!] ?? Number(m[1]);
      return q.refine(
        "seats",
        m[0].trim(),
        (values.seats ?? []).filter((v) => Number(v) === n),
      );
    },
  );
  q.take(/ (?:sleeps (\d{1,2})|(\d{1,2})[ -]?berths?) /, (m) => {
    const n = Number(m[1] ?? m[2]);
    return q.refine(
      "sleeps",
      m[0].trim(),
      (values.sleeps ?? []).filter((v) => Number(v) === n),
    );
  });
}

/** Place: "in Geelong", "near Parramatta", "at Park Avenue", "in Queensland": two words, else one. */
function readPlace(q: QueryReading, values: QueryFacetValues) {
  const place = (m: RegExpExecArray) => {
    const state = STATE_NAMES[m[1]!];
    if (state)
      return q.refine(
        "state",
        m[0].trim(),
        (values.state ?? []).filter((v) => v === state),
      );
    return q.refine("location_name", m[0].trim(), placeLocations(m[1]!, values));
  };
  q.take(/ (?:in|near|at|around) ([a-z]+ [a-z]+) /, place);
  q.take(/ (?:in|near|at|around) ([a-z]+) /, place);
}

/**
 * Features by their common names: "apple carplay", "tow bar", "off road", "reversing camera"; a
 * buyer naming two means both, as ticked features do (CONJUNCTIVE_FACETS).
 */
function readFeatures(q: QueryReading, values: QueryFacetValues) {
  for (const [pattern, feature] of FEATURE_PHRASES) {
    q.take(pattern, (m) =>
      q.refine(
        "filtered_features",
        m[0].trim(),
        (values.filtered_features ?? []).filter((v) => feature.test(v)),
      ),
    );
  }
}

/**
 * Single words, whole words only, and never a word of a name the site sells: each read as a
 * facet's value or a colour, or kept for the text search. Returns the words kept.
 */
function readWords(q: QueryReading, values: QueryFacetValues): string[] {
  // "people mover", "plug in hybrid": two words as one.
  q.rest = q.rest.replace(/ people mover(s?) /, " people-mover ").replace(/ plug in /, " plug-in ");
  const words = q.rest.trim().split(" ").filter(Boolean);
  const kept: string[] = [];
  for (const word of words) {
    if (values.nameWords?.has(word)) {
      kept.push(word);
      continue;
    }
    const own = values.siteWords?.[word];
    const meant = own?.length === 1 ? own[0]! : word;
    const rule = WORD_VALUES.find((r) => r.words.includes(meant));
    if (rule && q.refine(rule.facet, word, (values[rule.facet] ?? []).filter(rule.value))) continue;
    const colour = meant === "gray" ? "grey" : meant;
    if (COLOURS.has(colour)) {
      const named = (values.colour ?? []).filter((v) =>
        v
          .toLowerCase()
          .split(/[^a-z]+/)
          .includes(colour),
      );
      if (q.refine("colour", word, named)) continue;
    }
    kept.push(word);
  }
  return kept;
}

/** The words kept, as the buyer typed them (case and all). */
function restoreCase(query: string, kept: readonly string[]): string {
  const typed = query.trim().split(/\s+/);
  const out: string[] = [];
  let from = 0;
  for (const word of kept) {
    const at = typed.findIndex((t, i) => i >= from && t.toLowerCase() === word);
    if (at >= 0) {
      out.push(typed[at]!);
      from = at + 1;
    } else out.push(word);
  }
  return out.join(" ");
}

/** The search with what was read from its words applied: the filters added, the words left over. */
export function applyUnderstood(state: SearchState, understood: UnderstoodQuery): SearchState {
  if (understood.read.length === 0) return state;
  const refinements = { ...state.refinements };
  for (const [facet, values] of Object.entries(understood.refinements) as [ListFacet, string[]][])
    refinements[facet] = [...new Set([...(refinements[facet] ?? []), ...values])];
  return {
    ...state,
    page: 1,
    query: understood.query,
    refinements,
    ranges: { ...state.ranges, ...understood.ranges },
  };
}
