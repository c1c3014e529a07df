import { redirect } from "react-router";
import { Link } from "~/components/ui/link";
import { getFacetValueLabel, PAGE_SIZE } from "#domain/search-facets";
import { getOfferListing } from "#server/pages/listings.server";
import { offerView } from "#server/data/offers.server";
import { getPromoTiles } from "#server/pages/promo-tiles.server";
import { PromotionsSlider } from "~/components/offers/promotions-slider";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { ListingFilters } from "~/components/search/listing-filters";
import { cleanListingParams, listingHref, readListingParams, type ListingParams } from "~/lib/listing-params";
import { OfferCard } from "~/components/offers/offer-card";
import { ListingPagination } from "~/components/search/listing-pagination";
import type { Route } from "./+types/special-offers";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { pageUrl } from "#server/sites/origin.server";
import { vehicleWords } from "#domain/vehicle-words";

/*
 * /special-offers: the dealership's current offers [SW §2 offers; VSD §7 "Dealership offers list:
 * categories, price, query, offset, 21 per page, dealership filter"]. Filters are links and a GET
 * form, so the page works without JavaScript. Also where "Clear Filters" leads from an empty search.
 */
const FILTERS = ["category", "make", "price_range"] as const;
type Filter = (typeof FILTERS)[number];
const FILTER_TITLES: Record<Filter, string> = { category: "Offer type", make: "Make", price_range: "Price" };

const offersHref = (params: ListingParams<Filter>) => listingHref("/special-offers", FILTERS, params);

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { database } = await getRuntime();
  const url = new URL(request.url);
  const params = readListingParams(url, FILTERS);
  const [listing, tiles] = await Promise.all([
    getOfferListing(database.db, site),
    getPromoTiles(database.db, site, site.search.car_types),
  ]);
  const result = listing.search({ ...params, hitsPerPage: PAGE_SIZE });
  // Unknown parameters, values no offer has, and pages past the end redirect to the clean address.
  const clean = cleanListingParams(params, FILTERS, result.facets, result.pages);
  const canonical = offersHref(clean);
  if (canonical !== `${url.pathname}${url.search}`) throw redirect(canonical, 302);

  return {
    params,
    siteName: site.name,
    vehicle: vehicleWords(site.search.vehicle_kinds).one.toLowerCase(),
    tiles,
    canonical: pageUrl(context, canonical),
    result: {
      count: result.count,
      page: result.page,
      pages: result.pages,
      facets: result.facets,
      hits: result.hits.map((o) => offerView(site, o)),
    },
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const title = `Special Offers | ${data.siteName}`;
  return [
    { title },
    {
      name: "description",
      content: `Current new ${data.vehicle}, finance and drive away offers at ${data.siteName}.`,
    },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
}

export default function SpecialOffers({ loaderData }: Route.ComponentProps) {
  const { params, result, tiles } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-extrabold">Special Offers</h1>
      {tiles.length > 0 && <PromotionsSlider tiles={tiles} />}
      <p className="mt-1 text-sm" role="status">
        {result.count} {result.count === 1 ? "offer" : "offers"}
      </p>

      <ListingFilters
        path="/special-offers"
        filters={FILTERS}
        titles={FILTER_TITLES}
        params={params}
        facets={result.facets}
        searchLabel="Search offers"
        placeholder="Search offers, e.g. HiLux"
        formatValue={(filter, value) =>
          filter === "price_range" ? getFacetValueLabel("price_range", value, "") : value
        }
      />

      {result.hits.length === 0 ? (
        <div className="mt-8 rounded-brand bg-muted p-8 text-center">
          <h2 className="text-xl font-bold">No offers match</h2>
          <p className="mt-2">Try another search, or see every current offer.</p>
          <Link to="/special-offers" className={cn(buttonVariants(), "mt-4")}>
            All offers
          </Link>
        </div>
      ) : (
        <ul aria-label="Offers" className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {result.hits.map((offer, i) => (
            <li key={offer.id}>
              <OfferCard offer={offer} eager={i < 3} />
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
