import { Search } from "lucide-react";
import { Form, Link, redirect } from "react-router";
import { getFacetValueLabel } from "#domain/search-facets";
import { slugify } from "#domain/slug";
import { getOfferListing } from "#server/models/listings.server";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { ListingPagination } from "~/components/search/listing-pagination";
import { formatMoney, imageSrcSet, imageUrl } from "~/lib/format";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/special-offers";

/*
 * /special-offers: the dealership's current offers [SW §2 offers; VSD §7 "Dealership offers list:
 * categories, price, query, offset, 21 per page, dealership filter"]. Filters are links and a GET
 * form, so the page works without JavaScript. Also where "Clear Filters" leads from an empty search.
 */
const FILTERS = ["category", "make", "price_range"] as const;
type Filter = (typeof FILTERS)[number];
const FILTER_TITLES: Record<Filter, string> = { category: "Offer type", make: "Make", price_range: "Price" };

function readParams(url: URL) {
  const query = (url.searchParams.get("query") ?? "").trim().slice(0, 100);
  const page = Number(url.searchParams.get("page") ?? "1");
  const refinements: Partial<Record<Filter, string[]>> = {};
  for (const filter of FILTERS) {
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

function offersHref(params: ReturnType<typeof readParams>) {
  const search = new URLSearchParams();
  if (params.query) search.set("query", params.query);
  for (const filter of FILTERS)
    for (const value of params.refinements[filter] ?? []) search.append(filter, value);
  if (params.page > 1) search.set("page", String(params.page));
  const text = search.toString();
  return text ? `/special-offers?${text}` : "/special-offers";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { database } = await getRuntime();
  const url = new URL(request.url);
  const params = readParams(url);
  const listing = await getOfferListing(database.db, site);
  const result = listing.search({ ...params, hitsPerPage: 21 });
  // Unknown parameters, values no offer has, and pages past the end redirect to the clean address.
  const known = (filter: Filter, value: string) => result.facets[filter].some((item) => item.value === value);
  const clean = {
    ...params,
    page: Math.min(params.page, Math.max(result.pages, 1)),
    refinements: Object.fromEntries(
      FILTERS.map((f) => [f, (params.refinements[f] ?? []).filter((v) => known(f, v))]).filter(
        ([, v]) => v!.length > 0,
      ),
    ) as typeof params.refinements,
  };
  const canonical = offersHref(clean);
  if (canonical !== `${url.pathname}${url.search}`) throw redirect(canonical, 302);

  return {
    params,
    siteName: site.name,
    offersInPath: site.manufacturer === null,
    canonical: new URL(canonical, url.origin).href,
    result: {
      count: result.count,
      page: result.page,
      pages: result.pages,
      facets: result.facets,
      hits: result.hits.map((o) => ({
        id: o.id,
        name: o.name,
        image: o.image_src,
        category: o.category,
        make: o.manufacturer_name,
        model: o.model_name,
        price: o.price,
        description: o.description,
        disclaimer: o.disclaimer,
      })),
    },
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const title = `Special Offers | ${data.siteName}`;
  return [
    { title },
    { name: "description", content: `Current new car, finance and drive away offers at ${data.siteName}.` },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
}

/** [SW §4] "Descriptions over 200 characters are collapsed to 160 characters by default." */
function shortDescription(text: string) {
  return text.length > 200 ? `${text.slice(0, 160).trimEnd()}…` : text;
}

export default function SpecialOffers({ loaderData }: Route.ComponentProps) {
  const { params, result } = loaderData;
  const toggle = (filter: Filter, value: string) => {
    const current = params.refinements[filter] ?? [];
    const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
    return offersHref({ ...params, page: 1, refinements: { ...params.refinements, [filter]: next } });
  };
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-extrabold">Special Offers</h1>
      <p className="mt-1 text-sm" role="status">
        {result.count} {result.count === 1 ? "offer" : "offers"}
      </p>

      <Form method="get" action="/special-offers" role="search" className="mt-4 flex max-w-lg gap-2">
        <label htmlFor="offer-query" className="sr-only">
          Search offers
        </label>
        <input
          id="offer-query"
          type="search"
          name="query"
          defaultValue={params.query}
          placeholder="Search offers, e.g. HiLux"
          className="min-w-0 flex-1 rounded-brand border border-black/20 bg-white px-3 py-2 text-gray-900"
        />
        {FILTERS.flatMap((f) =>
          (params.refinements[f] ?? []).map((v) => (
            <input key={`${f}:${v}`} type="hidden" name={f} value={v} />
          )),
        )}
        <button
          type="submit"
          className="inline-flex items-center gap-2 rounded-brand bg-brand px-4 py-2 font-semibold text-brand-foreground"
        >
          <Search aria-hidden="true" className="size-4" /> Search
        </button>
      </Form>

      <div className="mt-4 space-y-2">
        {FILTERS.filter((f) => result.facets[f].length > 1 || (params.refinements[f]?.length ?? 0) > 0).map(
          (filter) => (
            <nav
              key={filter}
              aria-label={FILTER_TITLES[filter]}
              className="flex flex-wrap items-center gap-2 text-sm"
            >
              <span className="font-semibold">{FILTER_TITLES[filter]}:</span>
              {result.facets[filter].map((item) => {
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
                    {filter === "price_range"
                      ? getFacetValueLabel("price_range", item.value, "")
                      : item.value}{" "}
                    ({item.count}){active && <span className="sr-only">, selected</span>}
                  </Link>
                );
              })}
            </nav>
          ),
        )}
      </div>

      {result.hits.length === 0 ? (
        <div className="mt-8 rounded-brand bg-muted p-8 text-center">
          <h2 className="text-xl font-bold">No offers match</h2>
          <p className="mt-2">Try another search, or see every current offer.</p>
          <Link
            to="/special-offers"
            className="mt-4 inline-block rounded-brand bg-brand px-5 py-2 font-semibold text-brand-foreground"
          >
            All offers
          </Link>
        </div>
      ) : (
        <ul aria-label="Offers" className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {result.hits.map((offer, i) => (
            <li key={offer.id}>
              <article className="flex h-full flex-col overflow-hidden rounded-brand bg-surface shadow-sm ring-1 ring-black/10">
                <img
                  src={imageUrl(offer.image, { w: 480 })}
                  srcSet={imageSrcSet(offer.image, [320, 480, 640])}
                  sizes="(min-width: 992px) 30vw, (min-width: 576px) 45vw, 100vw"
                  alt=""
                  width={480}
                  height={320}
                  loading={i < 3 ? "eager" : "lazy"}
                  className="aspect-[3/2] w-full bg-muted object-cover"
                />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <p className="text-xs font-bold tracking-wide uppercase">{offer.category}</p>
                  <h2 className="text-lg leading-snug font-bold">{offer.name}</h2>
                  {offer.price !== null && offer.price > 10 && (
                    <p className="text-xl font-extrabold">
                      {formatMoney(offer.price)} <span className="text-xs font-medium">Drive Away</span>
                    </p>
                  )}
                  <p className="text-sm">{shortDescription(offer.description)}</p>
                  {offer.disclaimer && (
                    <details className="text-xs text-ink/80">
                      <summary className="cursor-pointer font-semibold">Offer terms</summary>
                      <p className="mt-1">{offer.disclaimer}</p>
                    </details>
                  )}
                  {offer.make && offer.model && (
                    <Link
                      to={`/search/${slugify(offer.make)}/${slugify(offer.model)}`}
                      className="mt-auto rounded-brand bg-brand px-3 py-2 text-center text-sm font-semibold text-brand-foreground"
                    >
                      View {offer.make} {offer.model} stock
                    </Link>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <ListingPagination
        page={result.page}
        pages={result.pages}
        hrefFor={(page) => offersHref({ ...params, page })}
      />
    </div>
  );
}
