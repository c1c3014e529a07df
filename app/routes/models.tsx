import { redirect } from "react-router";
import { Link } from "~/components/ui/link";
import { MAKE_MODEL_SEPARATOR, PAGE_SIZE } from "#domain/search-facets";
import { getModelDirectory, getModelStockCounts } from "#server/pages/listings.server";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { ListingFilters } from "~/components/search/listing-filters";
import { cleanListingParams, listingHref, readListingParams, type ListingParams } from "~/lib/listing-params";
import { ListingPagination } from "~/components/search/listing-pagination";
import { imageUrl } from "~/lib/format";
import type { Route } from "./+types/models";
import { pageUrl } from "#server/sites/origin.server";

/*
 * /models: the manufacturer and model directory [VSD §3 "Manufacturer and model directory search:
 * manufacturer.name, model.name, model.body"; §7 "query, offset, 21 per page"; §9 "directory pages
 * 21 per page", "directory searches cache 10"]. The route is not in the spec (decision 002). Each
 * model shows how many the dealer has in stock and links to that search.
 */
const FILTERS = ["make", "body"] as const;
type Filter = (typeof FILTERS)[number];

const TITLES: Record<Filter, string> = { make: "Make", body: "Body type" };
const modelsHref = (params: ListingParams<Filter>) => listingHref("/models", FILTERS, params);

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { database } = await getRuntime();
  const url = new URL(request.url);
  const params = readListingParams(url, FILTERS);
  const directory = await getModelDirectory(database.db, site);
  const result = directory.search({ ...params, hitsPerPage: PAGE_SIZE });
  const clean = cleanListingParams(params, FILTERS, result.facets, result.pages);
  const canonical = modelsHref(clean);
  if (canonical !== `${url.pathname}${url.search}`) throw redirect(canonical, 302);

  const inStock = await getModelStockCounts(database.db, site);
  return {
    params,
    siteName: site.name,
    canonical: pageUrl(context, canonical),
    result: {
      count: result.count,
      page: result.page,
      pages: result.pages,
      facets: result.facets,
      hits: result.hits.map((m) => ({
        ...m,
        stock: inStock.get(`${m.make}${MAKE_MODEL_SEPARATOR}${m.model}`) ?? 0,
      })),
    },
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const title = `Browse Models | ${data.siteName}`;
  return [
    { title },
    {
      name: "description",
      content: `Every model ${data.siteName} sells, by make and body type, with the stock on hand.`,
    },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
}

export default function Models({ loaderData }: Route.ComponentProps) {
  const { params, result } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-extrabold">Browse Models</h1>
      <p className="mt-1 text-sm" role="status">
        {result.count} {result.count === 1 ? "model" : "models"}
      </p>
      <ListingFilters
        path="/models"
        filters={FILTERS}
        titles={TITLES}
        params={params}
        facets={result.facets}
        searchLabel="Search models"
        placeholder="Search makes and models"
      />
      {result.hits.length === 0 ? (
        <p className="mt-8 rounded-brand bg-muted p-8 text-center">
          No models match.{" "}
          <Link to="/models" className="font-semibold underline">
            See every model
          </Link>
        </p>
      ) : (
        <ul aria-label="Models" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {result.hits.map((m) => (
            <li
              key={`${m.make_slug}/${m.model_slug}`}
              className="flex items-center gap-4 rounded-brand p-4 ring-1 ring-black/10"
            >
              <img
                src={imageUrl(m.logo, { w: 96 })}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className="size-12 object-contain"
              />
              <div className="flex-1">
                <h2 className="font-bold">
                  {m.make} {m.model}
                </h2>
                <p className="text-sm">{m.body}</p>
              </div>
              {m.stock > 0 ? (
                <Link
                  to={`/search/${m.make_slug}/${m.model_slug}`}
                  className="text-sm font-semibold whitespace-nowrap underline"
                >
                  {m.stock} in stock
                </Link>
              ) : (
                <span className="text-sm text-ink/70">None in stock</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <ListingPagination
        page={result.page}
        pages={result.pages}
        hrefFor={(page) => modelsHref({ ...params, page })}
      />
    </div>
  );
}
