import { useEffect } from "react";
import { useLocation } from "react-router";
import { rememberVisit } from "~/lib/visits";

/** Keeps the last pages of the visit, sent with a lead as lead_attributes [SW §3 Enquiry lead (extended)]. */
export function useRememberVisits(siteSlug: string | undefined) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (siteSlug) rememberVisit(siteSlug, pathname, search);
  }, [siteSlug, pathname, search]);
}
