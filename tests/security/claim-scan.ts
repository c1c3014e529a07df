/*
 * A dealer's pages must agree with its data [issue 31 "one figure per fact"]: the page crawl
 * (links.http.test.ts) reads every page's text with this, against what the site's configuration
 * and its stock say. Each check is a plain, linear-time pattern over the page's flattened text.
 */

/** How far after "licence" its numbers may be listed, in characters. */
const LICENCE_LIST_CHARS = 120;
const STATE_PREFIX = /^(?:QLD|NSW|VIC|SA|WA|TAS|NT|ACT) /;

/** What a site's data says, as the crawl reads it. */
export type SiteFacts = {
  /** Cars in stock now (the search's count less its recently sold ones). */
  inStock: number;
  /** The site's locations. */
  locations: number;
  /** The dealer licence numbers its locations hold. */
  licences: readonly string[];
  /** Whether every location opens every day of the week. */
  openEveryDay: boolean;
};

/** The claims of each kind a scan read, so that a crawl can tell it looked at something. */
export type ClaimsRead = Record<"stock" | "locations" | "licence" | "rate", number>;

export const noClaimsRead = (): ClaimsRead => ({ stock: 0, locations: 0, licence: 0, rate: 0 });

/** Each claim in `text` that the facts contradict, with the words around it. */
export function findContradictions(
  text: string,
  facts: SiteFacts,
  path: string,
  read: ClaimsRead = noClaimsRead(),
): string[] {
  const flat = text.replace(/\s+/g, " ");
  const found: string[] = [];
  const around = (index: number, length: number) =>
    flat.slice(Math.max(0, index - 30), index + length + 30).trim();

  // The stock count the home page claims.
  // ("731 cars in stock now.", "689 caravans, motorhomes and trucks in stock now.")
  const stock = /(\d[\d,]*) [a-z][a-z ,]{0,60} in stock now\./gi;
  for (let m = stock.exec(flat); m; m = stock.exec(flat)) {
    read.stock++;
    if (Number(m[1]!.replaceAll(",", "")) !== facts.inStock)
      found.push(`${path}: "${around(m.index, m[0].length)}" (in stock: ${facts.inStock})`);
  }

  // Every day of the week, where a location closes on one.
  if (!facts.openEveryDay) {
    const everyDay = /\b(?:seven|7) days a week\b|\bopen every day\b/gi;
    for (let m = everyDay.exec(flat); m; m = everyDay.exec(flat))
      found.push(`${path}: "${around(m.index, m[0].length)}" (a location closes on some day)`);
  }

  // How many locations the dealer has.
  const locations = /\b(\d+)\+? (?:locations|dealerships|sites|showrooms)\b/gi;
  for (let m = locations.exec(flat); m; m = locations.exec(flat)) {
    read.locations++;
    if (Number(m[1]) !== facts.locations)
      found.push(`${path}: "${around(m.index, m[0].length)}" (locations: ${facts.locations})`);
  }

  // Each licence number shown is one the dealer holds ("Dealer licence QLD 3180234 · NSW MD 081552,
  // MD 074219": a state's name before its numbers is no part of them).
  const licence = /\blicen[cs]es?\b/gi;
  for (let m = licence.exec(flat); m; m = licence.exec(flat)) {
    const list = flat.slice(m.index + m[0].length, m.index + m[0].length + LICENCE_LIST_CHARS);
    // The page's text runs elements together ("MD 012345Privacy Policy"): a number ends at a non-digit.
    const number = /\b(?:[A-Z]{2,4} )?\d{5,8}(?!\d)/g;
    for (let n = number.exec(list); n; n = number.exec(list)) {
      const shown = n[0].replace(STATE_PREFIX, "");
      read.licence++;
      if (!facts.licences.includes(shown))
        found.push(
          `${path}: "${around(m.index, m[0].length + n.index + n[0].length)}" (licences: ${facts.licences.join(", ")})`,
        );
    }
  }
  // Dates as the site writes them (dd/MM/yyyy [SW §9]), never a machine's ISO date.
  const iso = /\b20\d\d-[01]\d-[0-3]\d\b/g;
  for (let m = iso.exec(flat); m; m = iso.exec(flat))
    found.push(`${path}: "${around(m.index, m[0].length)}" (a date not as the site writes dates)`);

  // A comparison rate takes in the fees: it is never below the rate it sits beside.
  const rates = /(\d+(?:\.\d+)?)% p\.a\.\)? ?\(?comparison rate (\d+(?:\.\d+)?)% p\.a\./gi;
  for (let m = rates.exec(flat); m; m = rates.exec(flat)) {
    read.rate++;
    if (Number(m[2]) < Number(m[1]))
      found.push(`${path}: "${around(m.index, m[0].length)}" (a comparison rate below its rate)`);
  }
  return found;
}
