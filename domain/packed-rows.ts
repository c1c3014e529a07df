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

export function packRows<T extends object, K extends keyof T & string>(
  rows: readonly T[],
  fields: readonly K[],
): PackedRows<Pick<T, K>> {
  return JSON.stringify([fields, rows.map((row) => fields.map((field) => row[field]))]);
}

/*
 * The lists read back lately, by their text: the same list on the next page (the same search, or a
 * page's own data kept by the browser) gives the same records, so a card drawn from one is found
 * again by identity (app/components/ui/server-cached.tsx). Records are never changed once read.
 */
const recent = new Map<string, readonly object[]>();
const RECENT_LISTS = 64;

export function unpackRows<T>(packed: PackedRows<T>): readonly T[] {
  const known = recent.get(packed);
  if (known !== undefined) return known as readonly T[];
  const [fields, values] = JSON.parse(packed) as [string[], unknown[][]];
  const rows = values.map((row) => {
    const record: Record<string, unknown> = {};
    for (let i = 0; i < fields.length; i++) record[fields[i]!] = row[i];
    return record;
  });
  if (recent.size >= RECENT_LISTS) recent.delete(recent.keys().next().value!);
  recent.set(packed, rows);
  return rows as readonly T[];
}

/** Lists of records under names (a search's facets), each list packed apart. */
export function packLists<N extends string, T extends object, K extends keyof T & string>(
  lists: Partial<Record<N, readonly T[]>>,
  fields: readonly K[],
): Partial<Record<N, PackedRows<Pick<T, K>>>> {
  const packed: Partial<Record<N, PackedRows<Pick<T, K>>>> = {};
  for (const name in lists) packed[name] = packRows(lists[name]!, fields);
  return packed;
}

export function unpackLists<N extends string, T>(
  packed: Partial<Record<N, PackedRows<T>>>,
): Partial<Record<N, readonly T[]>> {
  const lists: Partial<Record<N, readonly T[]>> = {};
  for (const name in packed) lists[name] = unpackRows(packed[name]!);
  return lists;
}
