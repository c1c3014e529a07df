/*
 * What buyers type for what the stock calls otherwise [issue 10: "body, fuel and category words",
 * "make and model synonyms configured as data"]. Each key is a word a buyer may type (lower case,
 * letters and digits only, as the search splits words); its values are the stock's own words, any
 * of which a car may match (a value of several words is written run together, as the index also
 * keeps it: "peoplemover"). Words written together or apart ("land cruiser", "rav 4", "land rover")
 * need no entry: the search joins neighbouring words that the stock writes as one.
 */
export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // Drive
  "4wd": ["4x4"],
  "4by4": ["4x4"],
  offroad: ["4x4"],
  "2wd": ["4x2", "fwd", "rwd"],
  allwheeldrive: ["awd"],
  // Fuel
  ev: ["electric"],
  bev: ["electric"],
  phev: ["hybrid"],
  plugin: ["hybrid"],
  unleaded: ["petrol"],
  ulp: ["petrol"],
  gas: ["petrol"],
  // Body
  hatch: ["hatchback"],
  pickup: ["ute"],
  tray: ["cabchassis"],
  trayback: ["cabchassis"],
  estate: ["wagon"],
  cabriolet: ["convertible"],
  cabrio: ["convertible"],
  minivan: ["peoplemover"],
  campervan: ["motorhome"],
  camper: ["motorhome", "camper"],
  rv: ["motorhome", "caravan"],
  van: ["van", "peoplemover"],
  // Transmission
  auto: ["automatic"],
  // Makes
  vw: ["volkswagen"],
  merc: ["mercedes"],
  benz: ["mercedes"],
  chevy: ["chevrolet"],
  beemer: ["bmw"],
  alfa: ["alfa"],
  gwm: ["gwm", "haval"],
};

/**
 * A site's own words for its stock (`search.words` in its file): a caravan dealer's buyers call a
 * caravan a "van". Keys and values are written as the common ones above.
 */
export type SearchWords = Readonly<Record<string, readonly string[]>>;

/**
 * The alternatives for a word a buyer typed: the word itself, then the stock's words for it, the
 * site's own before the common ones.
 */
export function synonymsOf(word: string, siteWords: SearchWords = {}): readonly string[] {
  const own = Object.hasOwn(siteWords, word) ? siteWords[word]! : [];
  const common = Object.hasOwn(SEARCH_SYNONYMS, word) ? SEARCH_SYNONYMS[word]! : [];
  return own.length || common.length ? [...new Set([word, ...own, ...common])] : [word];
}
