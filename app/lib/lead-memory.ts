import { readSiteList, writeSiteList } from "./site-storage";

/*
 * What the browser remembers for the lead forms, per site: the user details record
 * [SW §3 "User details record (stored locally per site): name,
 * last_name, email, phone, postcode"], which pre-fills every form. (The pages visited are kept by
 * visits.ts.)
 */
export const USER_DETAIL_FIELDS = ["name", "last_name", "email", "phone", "postcode"] as const;
export type UserDetails = Partial<Record<(typeof USER_DETAIL_FIELDS)[number], string>>;

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
