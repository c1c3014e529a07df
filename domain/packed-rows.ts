/*
 * A list of plain records as one JSON string: the field names once, then each record's values in
 * the same order (docs/decisions/029-smaller-pages.md). A page's data reaches the browser through
 * React Router's encoder, which handles every value of every record in turn: for a page of 21 cards
 * of 33 fields that was the largest single cost of rendering a search page, and each field's name
 * travelled with each card. As one string the list is encoded by the engine's own JSON, and it is
 * smaller. The records are read back (`unpackRows`) where the page is drawn, on the server and in
 * the browser.
 */

/** The packed form of a list of `T`s (a string, typed with what it holds). */
export type PackedRows<T> = string & { readonly __rows?: T };

/** A value's length in JSON, near enough to weigh one way of writing a column against another. */
function jsonLength(value: unknown): number {
  if (typeof value === "string") return value.length + 2;
  if (typeof value === "number") return String(value).length;
  if (typeof value === "boolean") return value ? 4 : 5;
  return value === null ? 4 : JSON.stringify(value).length;
}

/**
 * The rows as `[fields, rows, columns?, same?]`. A column that repeats its values (a page of cars at
 * a few locations, of a few bodies, with the same price type) lists its distinct values once in
 * `columns[i]` and each row holds the value's place in that list; a plain column is 0 there. A
 * field named in `sameAs` (a facet option's label, most often its value) is null in a row where it
 * equals the other field, and `same` lists those pairs of fields' places. Each string repeated in a
 * page's data cost it four times its quotes once React Router wrote the data into the page.
 */
export function packRows<T extends object, K extends keyof T & string>(
  rows: readonly T[],
  fields: readonly K[],
  sameAs: Partial<Record<K, K>> = NO_PAIRS,
): PackedRows<Pick<T, K>> {
  return rowsJson(rows, fields, sameAs);
}

const NO_PAIRS = {};

/*
 * The lists packed lately, found again by the identity of their records: the same search's cards
 * and facets come back as the same objects (the search's recent results, each car's card kept until
 * its views change), and packing them is a walk over every value. Records are never changed once
 * made; the fields and pairs must be the same arrays and objects (constants of the caller).
 */
type Packed = { rows: readonly object[]; fields: readonly string[]; sameAs: object; json: string };
const packedLately = new WeakMap<object, Packed>();

function rowsJson<T extends object, K extends keyof T & string>(
  rows: readonly T[],
  fields: readonly K[],
  sameAs: Partial<Record<K, K>>,
): string {
  const first = rows[0];
  if (first === undefined) return JSON.stringify(rowsValue(rows, fields, sameAs));
  const known = packedLately.get(first);
  if (
    known &&
    known.fields === fields &&
    known.sameAs === sameAs &&
    known.rows.length === rows.length &&
    known.rows.every((row, i) => row === rows[i])
  )
    return known.json;
  const json = JSON.stringify(rowsValue(rows, fields, sameAs));
  packedLately.set(first, { rows: [...rows], fields, sameAs, json });
  return json;
}

function rowsValue<T extends object, K extends keyof T & string>(
  rows: readonly T[],
  fields: readonly K[],
  sameAs: Partial<Record<K, K>>,
): unknown[] {
  const same: [number, number][] = [];
  for (const [field, other] of Object.entries(sameAs) as [K, K][]) {
    same.push([fields.indexOf(field), fields.indexOf(other)]);
  }
  const cell = (row: T, i: number): unknown => {
    const value = row[fields[i]!] ?? null;
    const pair = same.find(([field]) => field === i);
    return pair && value === (row[fields[pair[1]]!] ?? null) ? null : value;
  };
  const columns: (readonly unknown[] | 0)[] = [];
  const places: (Map<unknown, number> | null)[] = [];
  for (let i = 0; i < fields.length; i++) {
    const distinct = new Map<unknown, number>();
    let plain = 0;
    for (const row of rows) {
      const value = cell(row, i);
      plain += jsonLength(value) + 1;
      if (!distinct.has(value)) distinct.set(value, distinct.size);
    }
    let listed = String(distinct.size).length * rows.length;
    for (const value of distinct.keys()) listed += jsonLength(value) + 1;
    const repeats = listed < plain;
    columns.push(repeats ? [...distinct.keys()] : 0);
    places.push(repeats ? distinct : null);
  }
  const values = rows.map((row) =>
    fields.map((_, i) => {
      const value = cell(row, i);
      const place = places[i];
      return place ? place.get(value) : value;
    }),
  );
  if (same.length) return [fields, values, columns, same];
  return places.some(Boolean) ? [fields, values, columns] : [fields, values];
}

/*
 * The lists read back lately, by their text: the same list on the next page (the same search, or a
 * page's own data kept by the browser) gives the same records, so a card drawn from one is found
 * again by identity (app/components/ui/server-cached.tsx). Records are never changed once read.
 */
const recent = new Map<string, unknown>();
const RECENT_LISTS = 64;

function remember<V>(packed: string, read: (value: unknown) => V): V {
  const known = recent.get(packed);
  if (known !== undefined) return known as V;
  const value = read(JSON.parse(packed));
  if (recent.size >= RECENT_LISTS) recent.delete(recent.keys().next().value!);
  recent.set(packed, value);
  return value;
}

export function unpackRows<T>(packed: PackedRows<T>): readonly T[] {
  return remember(packed, (value) => readRows(value) as readonly T[]);
}

function readRows(packed: unknown): readonly object[] {
  const [fields, values, columns, same = []] = packed as [
    string[],
    unknown[][],
    (unknown[] | 0)[]?,
    [number, number][]?,
  ];
  return values.map((row) => {
    const record: Record<string, unknown> = {};
    for (let i = 0; i < fields.length; i++) {
      const column = columns?.[i];
      record[fields[i]!] = column ? column[row[i] as number] : row[i];
    }
    for (const [field, other] of same) record[fields[field]!] ??= record[fields[other]!];
    return record;
  });
}

/** Lists of records under names (a search's facets), as one string (a string, typed with what it holds). */
export type PackedLists<N extends string, T> = string & { readonly __lists?: Record<N, T> };

/**
 * The lists' names, their lengths and all their records packed together: the field names (and each
 * repeated value) once for all of them.
 */
export function packLists<N extends string, T extends object, K extends keyof T & string>(
  lists: Partial<Record<N, readonly T[]>>,
  fields: readonly K[],
  sameAs: Partial<Record<K, K>> = NO_PAIRS,
): PackedLists<N, Pick<T, K>> {
  const names = Object.keys(lists) as N[];
  const rows = names.flatMap((name) => lists[name]!);
  const lengths = names.map((name) => lists[name]!.length);
  return `[${JSON.stringify(names)},${JSON.stringify(lengths)},${rowsJson(rows, fields, sameAs)}]`;
}

export function unpackLists<N extends string, T>(
  packed: PackedLists<N, T>,
): Partial<Record<N, readonly T[]>> {
  return remember(packed, (value) => {
    const [names, lengths, rows] = value as [N[], number[], unknown];
    const records = readRows(rows) as readonly T[];
    const lists: Partial<Record<N, readonly T[]>> = {};
    let start = 0;
    names.forEach((name, i) => {
      lists[name] = records.slice(start, (start += lengths[i]!));
    });
    return lists;
  });
}
