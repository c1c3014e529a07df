/*
 * Which pages are never kept or shared (docs/architecture.md rule 10; decision 021): a route says so
 * itself, with `export const handle = PRIVATE_PAGE` (domain/page-policy.ts) beside its loader, where
 * a reader of the route sees it. At start the route table is read once into a test on a path: the
 * routes' paths, each ":param" matching one segment, and no pattern built at run time.
 */
import { isPrivatePage } from "#domain/page-policy";

type BuildRoute = { path?: string; parentId?: string; module: { handle?: unknown } };

export function privatePagesOf(routes: Record<string, BuildRoute | undefined>): (path: string) => boolean {
  const fullPath = (route: BuildRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const own = route.path ?? "";
    const above = parent ? fullPath(parent) : "";
    return own ? `${above.replace(/\/$/, "")}/${own}` : above;
  };
  const patterns = Object.values(routes)
    .filter((route): route is BuildRoute => route !== undefined && isPrivatePage(route.module.handle))
    .map((route) => fullPath(route).split("/"));
  const exact = new Set(patterns.filter((parts) => !parts.some(isParam)).map((parts) => parts.join("/")));
  const shaped = patterns.filter((parts) => parts.some(isParam));
  return (path) => {
    if (exact.has(path)) return true;
    const segments = path.split("/");
    return shaped.some(
      (parts) =>
        parts.length === segments.length &&
        parts.every((part, i) => (isParam(part) ? segments[i] !== "" : part === segments[i])),
    );
  };
}

const isParam = (part: string) => part.startsWith(":");
