import { createBits, hasBit, setBit, type Bits } from "./bitset";
import { synonymsOf, type SearchWords } from "#domain/search-synonyms";
import { searchSorted } from "./sorted";

/*
 * Text matching for stock search over make, model, badge, series, body, fuel, drive, transmission,
 * vehicle kind, year, title, colour and stock number [issue 3, issue 10]. Each query word must match a word of the car: exactly, as a prefix, or (words of four
 * letters or more) with one typo (an insertion, deletion, substitution or swap of neighbours).
 * Stock numbers match exactly or by prefix, never by typo: a mistyped stock number is another car.
 *
 * The index works on distinct field values, not on cars: thousands of cars share "Toyota" or
 * "2024 Toyota HiLux SR5", so each distinct value is tokenised once and a word leads to the values
 * holding it, and from there to those values' posting lists (the facet postings of the engine).
 */
export type TextField = { values: readonly string[]; postings: readonly Int32Array[] };

// An exact word outranks a prefix even in a heavier field: "ev" means electric before it means
// the start of "Everest".
const EXACT = 6;
const PREFIX = 2;
const TYPO = 1;
const TYPO_MIN_LENGTH = 4;
/** A word shorter than this that the stock has whole matches only whole. */
const SHORT_WORD = 3;
const NO_WORDS: SearchWords = {};
/** A stock number typed in full is the car the buyer wants: it counts above any field. */
const STOCK_NUMBER_WEIGHT = 8;

export function tokenize(text: string): string[] {
  // eslint-disable-next-line no-control-regex
  const ascii = /^[\x00-\x7f]*$/.test(text) ? text : text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  return ascii
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * A value's words plus the value run together ("CX-5" also gives "cx5"), and each hyphenated word
 * run together inside a longer value ("22ft Off-Road Family" gives "offroad"), so buyers can type
 * either: "off road" finds every off-road build, not only a value that is "Off-Road" and nothing else.
 */
function valueWords(value: string): string[] {
  const words = tokenize(value);
  if (words.length > 1) words.push(words.join(""));
  for (const piece of value.split(" ")) {
    if (!piece.includes("-")) continue;
    const parts = tokenize(piece);
    if (parts.length > 1 && parts.length < words.length) words.push(parts.join(""));
  }
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
/** Whether the stock searched has a word. */
export type Vocabulary = (word: string) => boolean;
export type TextIndex = ReturnType<typeof createTextIndex>;

/** A field the text search reads, and how much a match in it counts towards a car's relevance. */
export type WeightedField = { field: TextField; weight: number };

type Postings = { lists: Int32Array[]; weights: number[] };

/*
 * Relevance [issue 10]: a car's score is, for each word of the query, its best match (exact 6,
 * prefix 2, one typo 1) times the weight of the field it matched in (a model counts most, a colour
 * least), summed over the words. So a search for a model lists that model's exact matches first.
 *  - Neighbouring words the stock writes as one are read as one ("land cruiser", "rav 4",
 *    "mazda 3"); a value's words are also indexed run together ("CX-5" gives "cx5").
 *  - A word may stand for the stock's words for it (domain/search-synonyms.ts: "4wd", "ev",
 *    "hatch"), and a plural for its singular ("utes").
 *  - A word the stock has exactly is not also read as a typo of another ("mazda3" is not a
 *    misspelt "mazda").
 */
export function createTextIndex(fields: readonly WeightedField[], stocknums: readonly string[]) {
  const byWord = postingsByWord(fields);
  const words = [...byWord.keys()].sort();
  // Lower-cased on the first query with a digit, not while the index is built.
  let stockLower: string[] | null = null;

  /** True when a car not in `hidden` has the word. */
  function hasWord(word: string, hidden: Bits | null = null): boolean {
    const postings = byWord.get(word);
    if (!postings) return false;
    if (!hidden) return true;
    return postings.lists.some((list) => list.some((doc) => !hasBit(hidden, doc)));
  }
  const inThisIndex: Vocabulary = (word) => byWord.has(word);

  /**
   * Documents matching every word of the query, with a relevance score per document. Which words
   * the stock has is `has`'s to say when the stock is searched in layers (server/search/layered.ts).
   */
  function match(
    query: string,
    size: number,
    has: Vocabulary = inThisIndex,
    siteWords: SearchWords = NO_WORDS,
  ): TextMatch | null {
    const queryGroups = groups(query, has, siteWords);
    if (queryGroups.length === 0) return null;
    const scores = new Uint16Array(size);
    const best = new Uint16Array(size);
    let bits: Bits | null = null;
    for (const group of queryGroups) {
      best.fill(0);
      const groupBits = createBits(size);
      for (const [postings, quality] of expand(byWord, words, group, has)) {
        postings.lists.forEach((list, l) => {
          const score = quality * postings.weights[l]!;
          for (let k = 0; k < list.length; k++) {
            const doc = list[k]!;
            if (best[doc]! < score) best[doc] = score;
            setBit(groupBits, doc);
          }
        });
      }
      // Stock numbers: only words with a digit can be one.
      for (const term of group) {
        if (!/\d/.test(term)) continue;
        const stock = (stockLower ??= stocknums.map((s) => s.toLowerCase()));
        for (let doc = 0; doc < stock.length; doc++) {
          if (!stock[doc]!.startsWith(term)) continue;
          const score = (stock[doc] === term ? EXACT : PREFIX) * STOCK_NUMBER_WEIGHT;
          if (best[doc]! < score) best[doc] = score;
          setBit(groupBits, doc);
        }
      }
      if (bits) for (let w = 0; w < bits.length; w++) bits[w]! &= groupBits[w]!;
      else bits = groupBits;
      for (let doc = 0; doc < size; doc++) if (best[doc]) scores[doc]! += best[doc]!;
    }
    return { bits: bits!, scores };
  }

  return { match, hasWord, wordCount: words.length };
}

/** Word -> the posting lists (and their fields' weights) of every field value containing it. */
function postingsByWord(fields: readonly WeightedField[]): Map<string, Postings> {
  const byWord = new Map<string, Postings>();
  for (const { field, weight } of fields) {
    field.values.forEach((value, id) => {
      // A value no car has any more (an index made from the previous one keeps its id) says nothing.
      if (field.postings[id]!.length === 0) return;
      for (const word of new Set(valueWords(value))) {
        let postings = byWord.get(word);
        if (!postings) byWord.set(word, (postings = { lists: [], weights: [] }));
        postings.lists.push(field.postings[id]!);
        postings.weights.push(weight);
      }
    });
  }
  return byWord;
}

/** What one query word (or two run together) may match: itself, its synonyms, its singular. */
function alternatives(term: string, has: Vocabulary, siteWords: SearchWords): string[] {
  const out = new Set(synonymsOf(term, siteWords));
  if (term.length > 3 && term.endsWith("s") && has(term.slice(0, -1))) out.add(term.slice(0, -1));
  return [...out];
}

/** The query as groups of alternatives, joining neighbouring words the stock writes as one. */
function groups(query: string, has: Vocabulary, siteWords: SearchWords): string[][] {
  const terms = tokenize(query);
  const out: string[][] = [];
  for (let i = 0; i < terms.length; i++) {
    const joined = i + 1 < terms.length ? terms[i]! + terms[i + 1]! : null;
    if (joined && (has(joined) || synonymsOf(joined, siteWords).length > 1)) {
      out.push(alternatives(joined, has, siteWords));
      i++;
    } else out.push(alternatives(terms[i]!, has, siteWords));
  }
  const seen = new Set<string>();
  return out.filter((group) => {
    const key = group.join(" ");
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** Every indexed word (`words`, sorted) matching a group's alternatives, with the match's quality. */
function expand(
  byWord: ReadonlyMap<string, Postings>,
  words: readonly string[],
  group: readonly string[],
  has: Vocabulary,
): [Postings, number][] {
  const out: [Postings, number][] = [];
  const exact = group.some((term) => has(term));
  for (const term of group) {
    // A short word the stock has whole (or a short form it knows: "ev") is that word, not the
    // start of a longer one: "ev" is not "Everest".
    // Digits stay prefixes: "cx-9" may be the CX-90 that replaced it.
    const wholeOnly = exact && term.length < SHORT_WORD && /^[a-z]+$/.test(term);
    for (let p = searchSorted(words, term); p < words.length && words[p]!.startsWith(term); p++) {
      if (wholeOnly && words[p] !== term) break;
      out.push([byWord.get(words[p]!)!, words[p] === term ? EXACT : PREFIX]);
    }
    if (exact || term.length < TYPO_MIN_LENGTH) continue;
    for (const word of words) {
      if (!word.startsWith(term) && withinOneEdit(term, word)) out.push([byWord.get(word)!, TYPO]);
    }
  }
  return out;
}
