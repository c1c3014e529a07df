/*
 * The URL state of the small listings (/special-offers, /models): a text query, a page and the
 * chosen values of each facet, one query parameter per value.
 */
export type ListingParams<F extends string> = {
  query: string;
  page: number;
  refinements: Partial<Record<F, string[]>>;
};

export function readListingParams<F extends string>(url: URL, filters: readonly F[]): ListingParams<F> {
  const query = (url.searchParams.get("query") ?? "").trim().slice(0, 100);
  const page = Number(url.searchParams.get("page") ?? "1");
  const refinements: Partial<Record<F, string[]>> = {};
  for (const filter of filters) {
    const values = [
      ...new Set(
        url.searchParams
          .getAll(filter)
          .map((v) => v.trim())
          .filter(Boolean),
      ),
    ];
    if (values.length) refinements[filter] = values;
  }
  return { query, page: Number.isInteger(page) && page > 1 ? page : 1, refinements };
}

export function listingHref<F extends string>(path: string, filters: readonly F[], params: ListingParams<F>) {
  const search = new URLSearchParams();
  if (params.query) search.set("query", params.query);
  for (const filter of filters)
    for (const value of params.refinements[filter] ?? []) search.append(filter, value);
  if (params.page > 1) search.set("page", String(params.page));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Drops values no item has and moves a page past the end to the last page. */
export function cleanListingParams<F extends string>(
  params: ListingParams<F>,
  filters: readonly F[],
  facets: Record<F, { value: string }[]>,
  pages: number,
): ListingParams<F> {
  const refinements: Partial<Record<F, string[]>> = {};
  for (const filter of filters) {
    const kept = (params.refinements[filter] ?? []).filter((v) =>
      facets[filter].some((item) => item.value === v),
    );
    if (kept.length) refinements[filter] = kept;
  }
  return { ...params, page: Math.min(params.page, Math.max(pages, 1)), refinements };
}
