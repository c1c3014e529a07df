/*
 * The parts search at /parts/search [SW §2 "/parts/search: parts search"]: a buyer's words against a
 * site's parts and accessories catalogue (content/{site}/parts.csv, else the shared catalogue's rows
 * for the makes the site sells; docs/decisions/058-the-spec-s-last-pages.md).
 *
 * A model named in the words ("hilux towbar", "floor mats cx-5") is read as the buyer's vehicle: a
 * part matches if it fits that model or every model of its make. A make named ("toyota") narrows
 * to that make. Every other word must be found in the part's code, name, category or description,
 * as the start of a word there or, from three letters, anywhere in its name run together ("towbar"
 * finds "tow bar", "tow bar" finds "towbar"); a trailing plural "s" is ignored. Linear in the
 * words: at most PARTS_QUERY_MAX characters are read.
 */
export type Part = {
  code: string;
  name: string;
  /** null: fits most vehicles (a caravan's parts); else the make it is for. */
  make: string | null;
  /** Empty: every model of its make. */
  models: string[];
  category: string;
  /** Recommended retail price in whole dollars including GST; null: price on request. */
  price: number | null;
  description: string;
};

export const PARTS_QUERY_MAX = 100;
export const PARTS_SHOWN_MAX = 60;

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
const compact = (text: string) => words(text).join("");
const stem = (word: string) => (word.length > 3 && word.endsWith("s") ? word.slice(0, -1) : word);

export type PartsQuery = { q: string; make: string | null };
export type PartsAnswer = {
  parts: Part[];
  total: number;
  /** The vehicle read from the words, shown back to the buyer ("for a Toyota HiLux"). */
  vehicle: { make: string; model: string | null } | null;
};

/** The makes a catalogue holds, in order, for the search's make choice. */
export function partsMakes(catalogue: Part[]): string[] {
  return [...new Set(catalogue.flatMap((p) => (p.make ? [p.make] : [])))].sort();
}

type Indexed = { part: Part; words: string[]; name: string };
const indexes = new WeakMap<
  Part[],
  { parts: Indexed[]; models: Map<string, { make: string; model: string }> }
>();

function indexOf(catalogue: Part[]) {
  let index = indexes.get(catalogue);
  if (!index) {
    const models = new Map<string, { make: string; model: string }>();
    for (const part of catalogue)
      for (const model of part.models) if (part.make) models.set(compact(model), { make: part.make, model });
    index = {
      parts: catalogue.map((part) => ({
        part,
        words: words(`${part.code} ${part.name} ${part.category} ${part.description}`).map(stem),
        name: compact(part.name),
      })),
      models,
    };
    indexes.set(catalogue, index);
  }
  return index;
}

export function searchParts(catalogue: Part[], query: PartsQuery): PartsAnswer {
  const index = indexOf(catalogue);
  const makes = new Map(partsMakes(catalogue).map((m) => [m.toLowerCase(), m]));
  let make = query.make && makes.has(query.make.toLowerCase()) ? makes.get(query.make.toLowerCase())! : null;
  let model: string | null = null;
  const rest: string[] = [];
  const typed = words(query.q.slice(0, PARTS_QUERY_MAX)).slice(0, 12);
  for (let i = 0; i < typed.length; i++) {
    // A model may be written in up to three words ("landcruiser 70", "cx 5"): the longest first.
    let found = false;
    for (let n = Math.min(3, typed.length - i); n >= 1 && !found; n--) {
      const vehicle = index.models.get(typed.slice(i, i + n).join(""));
      if (vehicle && (!make || vehicle.make === make)) {
        model = vehicle.model;
        make = vehicle.make;
        i += n - 1;
        found = true;
      }
    }
    if (found) continue;
    const named = makes.get(typed[i]!);
    if (named && (!make || named === make)) make = named;
    else rest.push(stem(typed[i]!));
  }
  const matches: { part: Part; score: number }[] = [];
  for (const entry of index.parts) {
    const { part } = entry;
    if (make && part.make !== make) continue;
    if (model && part.models.length > 0 && !part.models.includes(model)) continue;
    let score = model && part.models.includes(model) ? 2 : 0;
    let all = true;
    for (const word of rest) {
      if (entry.words.some((w) => w.startsWith(word))) score += 2;
      else if (word.length >= 3 && entry.name.includes(word)) score += 1;
      else {
        all = false;
        break;
      }
    }
    if (all) matches.push({ part, score });
  }
  matches.sort(
    (a, b) =>
      b.score - a.score ||
      (a.part.make ?? "").localeCompare(b.part.make ?? "") ||
      a.part.name.localeCompare(b.part.name) ||
      a.part.models.join().localeCompare(b.part.models.join()),
  );
  return {
    parts: matches.slice(0, PARTS_SHOWN_MAX).map((m) => m.part),
    total: matches.length,
    vehicle: make ? { make, model } : null,
  };
}

/** The parts enquiry's message for a part the buyer picked (what the dealer receives). */
export function partEnquiryMessage(part: Part): string {
  const fits = part.make
    ? ` for a ${part.make}${part.models.length ? ` ${part.models.join(" / ")}` : ""}`
    : "";
  return `Please send me a price and availability for: ${part.name} (code ${part.code})${fits}.`;
}

/** The parts enquiry's message when the search found nothing: what the buyer was looking for. */
export function lookingForMessage(typed: string): string {
  return `I'm looking for: ${typed.replace(/\s+/g, " ").trim().slice(0, PARTS_QUERY_MAX)}. Can you help?`;
}
