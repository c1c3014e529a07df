import { Form } from "react-router";
import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icon";
import { listingHref, type ListingParams } from "~/lib/listing-params";
import { cn } from "~/lib/utils";
import { buttonVariants } from "~/components/ui/button";

/*
 * The filter bar of the small listings (/special-offers, /models): a text box in a GET form and
 * one row of filter links per facet, so they work without JavaScript. Their URL state is in
 * ~/lib/listing-params.
 */
export function ListingFilters<F extends string>({
  path,
  filters,
  titles,
  params,
  facets,
  searchLabel,
  placeholder,
  formatValue = (_, value) => value,
}: {
  path: string;
  filters: readonly F[];
  titles: Record<F, string>;
  params: ListingParams<F>;
  facets: Record<F, { value: string; count: number }[]>;
  searchLabel: string;
  placeholder: string;
  formatValue?: (filter: F, value: string) => string;
}) {
  const toggle = (filter: F, value: string) => {
    const current = params.refinements[filter] ?? [];
    const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
    return listingHref(path, filters, {
      ...params,
      page: 1,
      refinements: { ...params.refinements, [filter]: next },
    });
  };
  return (
    <>
      <Form method="get" action={path} role="search" className="mt-4 flex max-w-lg gap-2">
        <label htmlFor="listing-query" className="sr-only">
          {searchLabel}
        </label>
        <input
          id="listing-query"
          type="search"
          name="query"
          defaultValue={params.query}
          placeholder={placeholder}
          className="min-w-0 flex-1 rounded-brand border border-black/20 bg-white px-3 py-2 text-gray-900"
        />
        {filters.flatMap((f) =>
          (params.refinements[f] ?? []).map((v) => (
            <input key={`${f}:${v}`} type="hidden" name={f} value={v} />
          )),
        )}
        <button type="submit" className={buttonVariants()}>
          <Icon name="search" className="size-4" /> Search
        </button>
      </Form>
      <div className="mt-4 space-y-2">
        {filters
          .filter((f) => facets[f].length > 1 || (params.refinements[f]?.length ?? 0) > 0)
          .map((filter) => (
            <nav
              key={filter}
              aria-label={titles[filter]}
              className="flex max-h-40 flex-wrap items-center gap-2 overflow-y-auto text-sm"
            >
              <span className="font-semibold">{titles[filter]}:</span>
              {facets[filter].map((item) => {
                const active = params.refinements[filter]?.includes(item.value) ?? false;
                return (
                  <Link
                    key={item.value}
                    to={toggle(filter, item.value)}
                    className={cn(
                      "rounded-full px-3 py-1 ring-1 ring-black/15",
                      active ? "bg-brand text-brand-foreground" : "hover:bg-muted",
                    )}
                  >
                    {formatValue(filter, item.value)} ({item.count})
                    {active && <span className="sr-only">, selected</span>}
                  </Link>
                );
              })}
            </nav>
          ))}
      </div>
    </>
  );
}
