import { UNDERSTAND_PARAM } from "#domain/query-understanding";
import { Form } from "react-router";
import { Link } from "~/components/ui/link";
import { salesCount } from "#domain/sales-counter";
import { countAvailableCars, getFeaturedCars } from "#server/data/cars.server";
import { getBudgetFinder } from "#server/pages/budget-finder.server";
import { getLocationViews, locationCardView } from "#server/data/locations.server";
import { siteMemo } from "#server/cache/site-memo.server";
import { BudgetFinder, PriceRangeSearch } from "~/components/finance/budget-finder";
import { getCurrentOffers, offerView } from "#server/data/offers.server";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { defaultSearchPath } from "#domain/search-url";
import { getConditionLabel, stockNoun } from "#domain/search-title";
import { Icon } from "~/components/ui/icon";
import { VehicleTeaserCard } from "~/components/vehicle/vehicle-teaser-card";
import { formatWhole } from "#domain/money";
import { imageSrcSet, imageUrl } from "~/lib/format";
import { LocationsCarousel } from "~/components/locations/locations-carousel";
import { SalesCounter } from "~/components/brands/sales-counter";
import { OffersSlider } from "~/components/offers/offers-slider";
import type { Route } from "./+types/home";
import { buttonVariants } from "~/components/ui/button";
import { pageUrl } from "#server/sites/origin.server";

/** The most offers the home page's slider holds. */
const HOME_OFFERS = 9;

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { database } = await getRuntime();
  const db = database.db;
  const now = new Date();
  // Read once per stock version and minute in each process (server/cache/site-memo.server.ts).
  const [featured, stockCount, offers, locations, budgetFinder] = await siteMemo().get(
    db,
    site.id,
    "home",
    () =>
      Promise.all([
        getFeaturedCars(db, site, 8),
        countAvailableCars(db, site),
        getCurrentOffers(db, site, now, HOME_OFFERS),
        getLocationViews(db, site, now),
        getBudgetFinder(db, site),
      ]),
  );
  return {
    site: {
      name: site.name,
      hero: site.layout.hero,
      labels: site.labels,
      searchPath: defaultSearchPath(site.search.car_types),
      stock: `${getConditionLabel([], site.search.car_types, site.labels.used)} ${stockNoun(site.search.vehicle_kinds)}`,
      noun: stockNoun(site.search.vehicle_kinds).toLowerCase(),
      primary: site.theme.primary,
    },
    canonical: pageUrl(context, "/"),
    stockCount,
    featured,
    budgetFinder,
    offers: offers.map((o) => {
      const { id, href, name, image, category } = offerView(site, o);
      return { id, href, name, image, category };
    }),
    locations: locations.filter((l) => l.type === "sales").map(locationCardView),
    salesCounter: site.sales_counter.enabled
      ? { settings: site.sales_counter, count: salesCount(now, site.sales_counter) }
      : null,
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const title = `${data.site.name} | ${data.site.stock}`;
  const description = `Browse ${formatWhole(data.stockCount)} ${data.site.noun} in stock at ${data.site.name}. Enquire, value your trade-in and arrange finance online.`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: data.canonical },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
  ];
}

type Page = Route.ComponentProps["loaderData"];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { site, featured, offers, locations, stockCount, salesCounter, budgetFinder } = loaderData;
  return (
    <>
      <Hero site={site} stockCount={stockCount} />

      <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-12">
        <div className="mb-6 flex items-end justify-between gap-4">
          <h2 id="featured-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Just arrived
          </h2>
          <Link to={site.searchPath} className="font-semibold text-brand underline-offset-4 hover:underline">
            View all stock
          </Link>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {featured.map((car) => (
            <li key={car.id} className="relative">
              <VehicleTeaserCard car={car} labels={site.labels} usedLabel={site.labels.used} />
            </li>
          ))}
        </ul>
      </section>

      {offers.length > 0 && (
        <section aria-labelledby="offers-heading" className="bg-muted">
          <div className="mx-auto max-w-7xl px-4 py-12">
            <div className="mb-6 flex items-end justify-between gap-4">
              <h2 id="offers-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
                Special offers
              </h2>
              <Link
                to="/special-offers"
                className="font-semibold text-brand underline-offset-4 hover:underline"
              >
                All offers
              </Link>
            </div>
            <OffersSlider offers={offers} />
          </div>
        </section>
      )}

      {budgetFinder && (
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 lg:grid-cols-2">
          <BudgetFinder finder={budgetFinder} />
          <PriceRangeSearch finder={budgetFinder} />
        </div>
      )}

      {salesCounter && <SalesCounter {...salesCounter} />}

      {locations.length > 0 && <LocationsCarousel locations={locations} />}
    </>
  );
}

/** The first screen: the stock count and the search box, over the picture or beside it (split). */
function Hero({ site, stockCount }: { site: Page["site"]; stockCount: number }) {
  const heroImage = `draw/car/suv/${site.primary.slice(1)}/front-quarter`;
  return site.hero === "full-bleed" ? (
    <section className="relative isolate overflow-hidden bg-brand text-brand-foreground">
      <img
        src={imageUrl(heroImage, { w: 1200 })}
        srcSet={imageSrcSet(heroImage, [640, 1080, 1600])}
        sizes="100vw"
        alt=""
        width={1200}
        height={800}
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover opacity-25"
      />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <h1 className="max-w-2xl text-4xl font-extrabold tracking-tight sm:text-5xl">
          Find your next vehicle at {site.name}
        </h1>
        <p className="mt-4 max-w-xl text-lg">
          {formatWhole(stockCount)} {site.noun} in stock now.
        </p>
        <div className="mt-8">
          <HeroSearch searchPath={site.searchPath} />
        </div>
      </div>
    </section>
  ) : (
    <section className="bg-muted">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 md:grid-cols-2 md:py-16">
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            Find your next vehicle at {site.name}
          </h1>
          <p className="mt-4 text-lg">
            {formatWhole(stockCount)} {site.noun} in stock now.
          </p>
          <div className="mt-8">
            <HeroSearch searchPath={site.searchPath} />
          </div>
        </div>
        <img
          src={imageUrl(heroImage, { w: 828 })}
          srcSet={imageSrcSet(heroImage, [480, 828, 1200])}
          sizes="(min-width: 768px) 50vw, 100vw"
          alt=""
          width={1200}
          height={800}
          fetchPriority="high"
          className="w-full rounded-brand"
        />
      </div>
    </section>
  );
}

/** The search box: the words sent are read into filters on the search page. */
function HeroSearch({ searchPath }: { searchPath: string }) {
  return (
    <Form method="get" action={searchPath} role="search" className="flex w-full max-w-xl gap-2">
      <label htmlFor="home-search" className="sr-only">
        Search by make, model or keyword
      </label>
      <input
        id="home-search"
        name="query"
        type="search"
        placeholder="Search make, model or keyword"
        className="min-w-0 flex-1 rounded-brand border border-black/20 bg-white px-4 py-3 text-base text-gray-900 placeholder:text-gray-600"
      />
      <input type="hidden" name={UNDERSTAND_PARAM} value="1" />
      <button type="submit" className={buttonVariants({ variant: "accent", size: "lg" })}>
        <Icon name="search" className="size-5" /> Search
      </button>
    </Form>
  );
}
