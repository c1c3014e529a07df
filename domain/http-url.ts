/*
 * Addresses from site configuration and stock feeds that a page links to or loads (videos, files,
 * maps, links): http(s) only, so a `javascript:` or `data:` address never reaches a page.
 */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== "string" || value.length > 2048) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** The address when it is http(s), else null: for data stored before the check existed. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  return isHttpUrl(value) ? value : null;
}
