import { readSiteList, writeSiteList } from "./site-storage";

/*
 * The last pages of a visit and the landing page's query, kept per site and sent with a lead as
 * lead_attributes (visited_pages, linked_query_params) [SW §3 Enquiry lead (extended)]. Every page
 * loads this, so it holds nothing else.
 */
const VISITED_KEPT = 10;

export function rememberVisit(siteSlug: string, path: string, search: string) {
  const visited = readSiteList<string>(siteSlug, "visited-pages").filter((p) => p !== path);
  writeSiteList(siteSlug, "visited-pages", [path, ...visited].slice(0, VISITED_KEPT));
  // The query the buyer landed with (an advert's utm_ tags), kept from the first page of the visit.
  if (search && readSiteList<string>(siteSlug, "landing-query").length === 0)
    writeSiteList(siteSlug, "landing-query", [search.slice(0, 1000)]);
}

export function readVisits(siteSlug: string): { visited: string[]; query: string } {
  return {
    visited: readSiteList<string>(siteSlug, "visited-pages").filter((p) => typeof p === "string"),
    query: readSiteList<string>(siteSlug, "landing-query")[0] ?? "",
  };
}
