/**
 * The value a fixed table holds for a key read from a request, or undefined. A plain `table[key]`
 * answers "__proto__", "constructor" and "toString" with what every object inherits; this answers
 * only the table's own entries.
 */
export function ownValue<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
