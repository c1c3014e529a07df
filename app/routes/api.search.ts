import { z } from "zod";
import { LIST_FACETS, PAGE_SIZE, RANGE_FACETS, SORTS, type SearchState } from "#domain/search-facets";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { getStockSearch, runStockSearch, toSearchRequest } from "#server/search/search.server";
import { parseRange } from "#domain/search-url";
import type { Route } from "./+types/api.search";

/*
 * GET /api/search: the site's stock search as JSON [VSD §3 "Search response: hits, facets, count,
 * pages, ms, facetStats (min, max)"]. Parameters are those of the search page (query, page, sortBy,
 * one per facet, ranges as min-max) plus hitsPerPage; anything else is a 400 with reasons.
 */
const Range = z.string().transform((text, ctx) => {
  const range = parseRange(text);
  if (!range) ctx.addIssue({ code: "custom", message: "a range of plain numbers such as 10000-50000" });
  return range ?? {};
});

const ParamsSchema = z
  .object({
    query: z.string().max(100).default(""),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    hitsPerPage: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
    sortBy: z
      .enum(SORTS.map((s) => s.value) as [SearchState["sortBy"], ...SearchState["sortBy"][]])
      .default("relevance"),
    ...Object.fromEntries(
      LIST_FACETS.map((facet) => [facet, z.array(z.string().min(1).max(120)).max(50).optional()]),
    ),
    ...Object.fromEntries(RANGE_FACETS.map((facet) => [facet, Range.optional()])),
  })
  .strict();

const LIST = new Set<string>(LIST_FACETS);

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const url = new URL(request.url);
  // No prototype: a parameter named "__proto__" is just an unknown parameter (a 400).
  const raw: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const key of new Set(url.searchParams.keys())) {
    raw[key] = LIST.has(key) ? url.searchParams.getAll(key) : url.searchParams.get(key)!;
  }
  const parsed = ParamsSchema.safeParse(raw);
  if (!parsed.success) {
    return Response.json(
      {
        error: "Invalid search parameters",
        reasons: parsed.error.issues.map((issue) => ({
          parameter:
            issue.path.join(".") || (issue.code === "unrecognized_keys" ? issue.keys.join(", ") : ""),
          message: issue.message,
        })),
      },
      { status: 400 },
    );
  }
  const params = parsed.data as Record<string, unknown> & {
    query: string;
    page: number;
    hitsPerPage: number;
    sortBy: SearchState["sortBy"];
  };
  const state: SearchState = {
    query: params.query,
    page: params.page,
    sortBy: params.sortBy,
    refinements: Object.fromEntries(LIST_FACETS.filter((f) => params[f]).map((f) => [f, params[f]])),
    ranges: Object.fromEntries(RANGE_FACETS.filter((f) => params[f]).map((f) => [f, params[f]])),
  };
  const { database } = await getRuntime();
  const search = await getStockSearch(database.db, site);
  const result = runStockSearch(search, site, toSearchRequest(state, params.hitsPerPage));
  return Response.json(
    {
      hits: result.hits.map((hit) => ({ ...hit, path: `/cars/${hit.slug}` })),
      facets: result.facets,
      count: result.count,
      page: result.page,
      pages: result.pages,
      ms: result.ms,
      facetStats: result.facetStats,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}
