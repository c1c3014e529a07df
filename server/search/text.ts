import { createBits, setBit, type Bits } from "./bitset";

/*
 * Text matching for stock search over make, model, badge, series, title, colour and stock number
 * [issue 3]. Each query word must match a word of the car: exactly, as a prefix, or (words of four
 * letters or more) with one typo (an insertion, deletion, substitution or swap of neighbours).
 * Stock numbers match exactly or by prefix, never by typo: a mistyped stock number is another car.
 */
export type TextDoc = {
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  name: string;
  colour: string | null;
  stocknum: string;
};

const EXACT = 3;
const PREFIX = 2;
const TYPO = 1;
const TYPO_MIN_LENGTH = 4;

export function tokenize(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A field's words plus the field run together ("CX-5" also gives "cx5"), so buyers can type either. */
function fieldWords(value: string | null): string[] {
  if (!value) return [];
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

export function createTextIndex(docs: readonly TextDoc[]) {
  const wordPostings = new Map<string, number[]>();
  const stockPostings = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, word: string, doc: number) => {
    const list = map.get(word);
    if (!list) map.set(word, [doc]);
    else if (list[list.length - 1] !== doc) list.push(doc);
  };
  docs.forEach((doc, i) => {
    const words = new Set([
      ...fieldWords(doc.make),
      ...fieldWords(doc.model),
      ...fieldWords(doc.badge),
      ...fieldWords(doc.series),
      ...fieldWords(doc.name),
      ...fieldWords(doc.colour),
    ]);
    for (const word of words) add(wordPostings, word, i);
    add(stockPostings, doc.stocknum.toLowerCase().replace(/[^a-z0-9]/g, ""), i);
  });
  const words = [...wordPostings.keys()].sort();
  const stocknums = [...stockPostings.keys()].sort();
  const postings = new Map<string, Int32Array>();
  for (const [word, list] of wordPostings) postings.set(word, Int32Array.from(list));
  const stockLists = new Map<string, Int32Array>();
  for (const [word, list] of stockPostings) stockLists.set(word, Int32Array.from(list));

  /** Every indexed word matching a query word, with the quality of the match. */
  function expand(term: string): [Int32Array, number][] {
    const out: [Int32Array, number][] = [];
    for (let p = lowerBound(words, term); p < words.length && words[p]!.startsWith(term); p++) {
      out.push([postings.get(words[p]!)!, words[p] === term ? EXACT : PREFIX]);
    }
    if (term.length >= TYPO_MIN_LENGTH) {
      for (const word of words) {
        if (word !== term && !word.startsWith(term) && withinOneEdit(term, word))
          out.push([postings.get(word)!, TYPO]);
      }
    }
    for (let p = lowerBound(stocknums, term); p < stocknums.length && stocknums[p]!.startsWith(term); p++) {
      out.push([stockLists.get(stocknums[p]!)!, stocknums[p] === term ? EXACT : PREFIX]);
    }
    return out;
  }

  /** Documents matching every word of the query, with a relevance score per document. */
  function match(query: string, size: number): TextMatch | null {
    const terms = [...new Set(tokenize(query))];
    if (terms.length === 0) return null;
    const scores = new Uint16Array(size);
    let bits: Bits | null = null;
    const best = new Uint8Array(size);
    for (const term of terms) {
      best.fill(0);
      const termBits = createBits(size);
      for (const [list, quality] of expand(term)) {
        for (let k = 0; k < list.length; k++) {
          const doc = list[k]!;
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

function lowerBound(sorted: string[], value: string) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
