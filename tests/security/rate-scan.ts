/*
 * The National Credit Code asks for a comparison rate beside every advertised annual rate: the page
 * crawl (links.http.test.ts) reads every page's text with this.
 */
/** How far after a rate its comparison rate may be, in characters: the same sentence. */
const COMPARISON_WINDOW = 80;

/**
 * Each annual rate in a page's text ("6.29% p.a.") with no comparison rate within the same short
 * stretch after it, as the 40 characters around it. A scan in one pass over the text with simple,
 * linear-time patterns (no nested repetition).
 */
export function findRatesWithoutComparison(text: string): string[] {
  const flat = text.replace(/\s+/g, " ");
  const found: string[] = [];
  const rate = /\d(?:\.\d+)?% p\.a\./g;
  for (let match = rate.exec(flat); match; match = rate.exec(flat)) {
    const before = flat.slice(Math.max(0, match.index - 20), match.index).toLowerCase();
    // The comparison rate itself ("comparison rate 9.22% p.a.") needs no partner.
    if (before.includes("comparison rate")) continue;
    const after = flat.slice(
      match.index + match[0].length,
      match.index + match[0].length + COMPARISON_WINDOW,
    );
    if (!after.toLowerCase().includes("comparison rate")) {
      found.push(flat.slice(Math.max(0, match.index - 20), match.index + match[0].length + 20));
    }
  }
  return found;
}
