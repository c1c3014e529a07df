import { createBits, setBit, type Bits } from "./bitset";
import { searchSorted } from "./sorted";

/*
 * Text matching for stock search over make, model, badge, series, title, colour and stock number
 * [issue 3]. Each query word must match a word of the car: exactly, as a prefix, or (words of four
 * letters or more) with one typo (an insertion, deletion, substitution or swap of neighbours).
 * Stock numbers match exactly or by prefix, never by typo: a mistyped stock number is another car.
 *
 * The index works on distinct field values, not on cars: thousands of cars share "Toyota" or
 * "2024 Toyota HiLux SR5", so each distinct value is tokenised once and a word leads to the values
 * holding it, and from there to those values' posting lists (the facet postings of the engine).
 */
export type TextField = { values: readonly string[]; postings: readonly Int32Array[] };

const EXACT = 3;
const PREFIX = 2;
const TYPO = 1;
const TYPO_MIN_LENGTH = 4;

export function tokenize(text: string): string[] {
  // eslint-disable-next-line no-control-regex
  const ascii = /^[\x00-\x7f]*$/.test(text) ? text : text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  return ascii
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A value's words plus the value run together ("CX-5" also gives "cx5"), so buyers can type either. */
function valueWords(value: string): string[] {
  const words = tokenize(value);
  if (words.length > 1) words.push(words.join(""));
  return words;
}

/** True when a and b differ by at most one edit (Damerau: a swap of neighbours counts as one). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export type TextMatch = { bits: Bits; scores: Uint16Array };
export type TextIndex = ReturnType<typeof createTextIndex>;

export function createTextIndex(fields: readonly TextField[], stocknums: readonly string[]) {
  // word -> the posting lists of every field value containing it
  const byWord = new Map<string, Int32Array[]>();
  for (const field of fields) {
    field.values.forEach((value, id) => {
      for (const word of new Set(valueWords(value))) {
        const lists = byWord.get(word);
        if (lists) lists.push(field.postings[id]!);
        else byWord.set(word, [field.postings[id]!]);
      }
    });
  }
  const words = [...byWord.keys()].sort();
  // Lower-cased on the first query with a digit, not while the index is built.
  let stockLower: string[] | null = null;

  /** Every indexed word matching a query word, with the quality of the match. */
  function expand(term: string): [Int32Array[], number][] {
    const out: [Int32Array[], number][] = [];
    for (let p = searchSorted(words, term); p < words.length && words[p]!.startsWith(term); p++) {
      out.push([byWord.get(words[p]!)!, words[p] === term ? EXACT : PREFIX]);
    }
    if (term.length >= TYPO_MIN_LENGTH) {
      for (const word of words) {
        if (!word.startsWith(term) && withinOneEdit(term, word)) out.push([byWord.get(word)!, TYPO]);
      }
    }
    return out;
  }

  /** Documents matching every word of the query, with a relevance score per document. */
  function match(query: string, size: number): TextMatch | null {
    const terms = [...new Set(tokenize(query))];
    if (terms.length === 0) return null;
    const scores = new Uint16Array(size);
    const best = new Uint8Array(size);
    let bits: Bits | null = null;
    for (const term of terms) {
      best.fill(0);
      const termBits = createBits(size);
      for (const [lists, quality] of expand(term)) {
        for (const list of lists) {
          for (let k = 0; k < list.length; k++) {
            const doc = list[k]!;
            if (best[doc]! < quality) best[doc] = quality;
            setBit(termBits, doc);
          }
        }
      }
      // Stock numbers: only words with a digit can be one.
      if (/\d/.test(term)) {
        const stock = (stockLower ??= stocknums.map((s) => s.toLowerCase()));
        for (let doc = 0; doc < stock.length; doc++) {
          if (!stock[doc]!.startsWith(term)) continue;
          const quality = stock[doc] === term ? EXACT : PREFIX;
          if (best[doc]! < quality) best[doc] = quality;
          setBit(termBits, doc);
        }
      }
      if (bits) for (let w = 0; w < bits.length; w++) bits[w]! &= termBits[w]!;
      else bits = termBits;
      for (let doc = 0; doc < size; doc++) if (best[doc]) scores[doc]! += best[doc]!;
    }
    return { bits: bits!, scores };
  }

  return { match, wordCount: words.length };
}
