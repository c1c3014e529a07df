import { readSiteList, writeSiteList } from "./site-storage";

/*
 * What the browser remembers for the lead forms, per site:
 * - the user details record [SW §3 "User details record (stored locally per site): name,
 *   last_name, email, phone, postcode"], which pre-fills every form;
 * - the last pages visited and the landing page's query, sent with a lead as lead_attributes
 *   (visited_pages, linked_query_params) [SW §3 Enquiry lead (extended)].
 */
export const USER_DETAIL_FIELDS = ["name", "last_name", "email", "phone", "postcode"] as const;
export type UserDetails = Partial<Record<(typeof USER_DETAIL_FIELDS)[number], string>>;

const VISITED_KEPT = 10;

export function readUserDetails(siteSlug: string): UserDetails {
  const [record] = readSiteList<UserDetails>(siteSlug, "user-details");
  return record && typeof record === "object" ? record : {};
}

export function saveUserDetails(siteSlug: string, form: FormData) {
  const record: UserDetails = { ...readUserDetails(siteSlug) };
  for (const field of USER_DETAIL_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string" && value.trim()) record[field] = value.trim().slice(0, 254);
  }
  writeSiteList(siteSlug, "user-details", [record]);
}

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
