/*
 * The cars a buyer picked to compare (at most 3, kept per site in the browser) and the compare page's
 * address: what the compare control, its tray and the pages that link to /compare share.
 */
export const COMPARE_MAX = 3;
export const COMPARE_KEY = "compare";

export type CompareCar = { id: number; slug: string; name: string };

/** The compare page's address for some cars (their slugs), spelt as the page spells it. */
export function compareHref(slugs: readonly string[]) {
  return slugs.length ? `/compare?${new URLSearchParams({ cars: slugs.join(",") })}` : "/compare";
}
