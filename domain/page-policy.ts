/*
 * A page that is the visitor's own (sign-in, their watchlist, their garage, a checkout) is never kept
 * in the page cache or shared by a CDN (docs/architecture.md rule 10). Its route module says so:
 * `export const handle = PRIVATE_PAGE;` (server/cache/page-policy.server.ts reads it at start).
 */
export const PRIVATE_PAGE = { cache: "private" } as const;

export function isPrivatePage(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { cache?: unknown }).cache === "private";
}
