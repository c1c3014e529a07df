import type { RequestHandler } from "express";
import { z } from "zod";
import { LIST_FACETS, PAGE_SIZE, RANGE_FACETS, SORTS, type SearchState } from "#domain/search-facets";
import { parseRange } from "#domain/search-url";
import { setLogSite } from "#server/log.server";
import { getRuntime } from "#server/runtime.server";
import { resolveSiteForHost } from "#server/sites/registry";
import { getStockSearch, runStockSearch, toSearchRequest } from "./search.server";
import { carPath } from "#domain/car-url";

/*
 * GET /api/search: the site's stock search as JSON [VSD §3 "Search response: hits, facets, count,
 * pages, ms, facetStats (min, max)"]. Parameters are those of the search page (query, page, sortBy,
 * one per facet, ranges as min-max) plus hitsPerPage; anything else is a 400 with reasons.
 *
 * Answered by Express before the router (server/app.ts): the page's loaders and middleware have
 * nothing to add to a JSON answer, and the router's request and response objects cost more than the
 * search itself (docs/decisions/043-search-api-beside-the-router.md). The guards every request
 * meets (server/security/http.server.ts) run first as for any page.
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

type Answer = { status: number; body: unknown };

/** The answer to a search of `site`'s stock with the parameters of `params`. */
export async function searchApiAnswer(
  database: Parameters<typeof getStockSearch>[0],
  site: Parameters<typeof getStockSearch>[1],
  params: URLSearchParams,
): Promise<Answer> {
  // No prototype: a parameter named "__proto__" is just an unknown parameter (a 400).
  const raw: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const key of new Set(params.keys())) {
    raw[key] = LIST.has(key) ? params.getAll(key) : params.get(key)!;
  }
  const parsed = ParamsSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      status: 400,
      body: {
        error: "Invalid search parameters",
        reasons: parsed.error.issues.map((issue) => ({
          parameter:
            issue.path.join(".") || (issue.code === "unrecognized_keys" ? issue.keys.join(", ") : ""),
          message: issue.message,
        })),
      },
    };
  }
  const values = parsed.data as Record<string, unknown> & {
    query: string;
    page: number;
    hitsPerPage: number;
    sortBy: SearchState["sortBy"];
  };
  const state: SearchState = {
    query: values.query,
    page: values.page,
    sortBy: values.sortBy,
    refinements: Object.fromEntries(LIST_FACETS.filter((f) => values[f]).map((f) => [f, values[f]])),
    ranges: Object.fromEntries(RANGE_FACETS.filter((f) => values[f]).map((f) => [f, values[f]])),
  };
  const search = await getStockSearch(database, site);
  const result = runStockSearch(search, site, toSearchRequest(state, values.hitsPerPage));
  return {
    status: 200,
    body: {
      hits: result.hits.map((hit) => ({ ...hit, path: carPath(hit.slug) })),
      facets: result.facets,
      count: result.count,
      page: result.page,
      pages: result.pages,
      foldedSold: result.foldedSold,
      ms: result.ms,
      facetStats: result.facetStats,
    },
  };
}

/** The Express handler: the site from the host as every page finds it, then the answer. */
export function searchApi(): RequestHandler {
  return async (req, res, next) => {
    try {
      const { registry, env, database } = await getRuntime();
      const site = resolveSiteForHost(registry, req.host, { localhostSubdomains: env.LOCALHOST_SUBDOMAINS });
      res.set("Cache-Control", "no-store");
      if (!site) return void res.status(404).type("text/plain").send("Not Found");
      setLogSite(site.slug);
      const query = req.originalUrl.indexOf("?");
      const params = new URLSearchParams(query < 0 ? "" : req.originalUrl.slice(query + 1));
      const answer = await searchApiAnswer(database.db, site, params);
      // Written as it is: an ETag of a no-store answer would only cost a hash of every answer. Made
      // bytes once here: a string is measured, then encoded again on its way to the socket (the
      // measuring alone took 11% of an instance's time at saturation: decision 052).
      res
        .status(answer.status)
        .type("application/json")
        .end(Buffer.from(JSON.stringify(answer.body)));
    } catch (error) {
      next(error);
    }
  };
}
