import { data, redirect } from "react-router";
import { Link } from "~/components/ui/link";
import { weekdayInZone } from "#domain/dates";
import { findLocation } from "#domain/locations";
import { getLocationViews, getReviews, type LocationView } from "#server/data/locations.server";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { OpenNow } from "~/components/locations/hours";
import { Address, LocationButtons, PhoneLink } from "~/components/locations/location-card";
import { LocationMap } from "~/components/locations/location-map";
import { OpeningHours } from "~/components/locations/opening-hours";
import { MapFallback } from "~/components/locations/map-fallback";
import { RatingBox } from "~/components/locations/rating-box";
import { ReviewList } from "~/components/locations/review-list";
import { buttonVariants } from "~/components/ui/button";
import { imageUrl } from "~/lib/format";
import { autoDealerJsonLd } from "~/lib/location-seo";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/location";
import { pageUrl } from "#server/sites/origin.server";

/*
 * A single location [SW §2 Location routes]: /contact-us/{slug} (or the site's /our-location/{slug}),
 * /locations/{slug} and /locations/{dealershipSlug} for View Location, /contact-us/{name without the
 * Sales, Service or Parts suffix}, and /teams/{slug}, the location's departments. Its address, map,
 * hours table, open-now state, holiday hours, rating box and reviews; AutoDealer JSON-LD for search
 * engines. Other spellings redirect to the site's own path, so each location has one address.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { database } = await getRuntime();
  const url = new URL(request.url);
  const now = new Date();
  const all = await getLocationViews(database.db, site, now);
  const segment = params.slug;
  const teams = url.pathname.startsWith("/teams/");
  const dealership = site.dealerships.find((d) => d.slug === segment);
  const location =
    findLocation(all, segment) ??
    (dealership
      ? (all.find((l) => l.dealershipId === dealership.id && l.type === "sales") ??
        all.find((l) => l.dealershipId === dealership.id))
      : undefined);
  if (!location) throw data(null, { status: 404 });
  if (!teams && url.pathname !== location.href) throw redirect(location.href, 301);

  const departments = all.filter((l) => l.dealershipId === location.dealershipId);
  const reviews = location.rating ? await getReviews(database.db, site, { locationId: location.id }) : [];
  const canonical = pageUrl(context, teams ? `/teams/${location.slug}` : location.href);
  return {
    siteName: site.name,
    timeZone: location.timeZone,
    today: weekdayInZone(now, location.timeZone),
    map: { zoom: site.locations_page.map_zoom, tiles: site.locations_page.map_tiles },
    teams,
    location,
    departments,
    reviews,
    canonical,
    image: location.image ? pageUrl(context, imageUrl(location.image, { w: 1200, fm: "jpeg" })) : null,
    hasStock: location.type === "sales",
  };
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [{ title: "Page not found" }];
  const { location } = page;
  const title = page.teams
    ? `${location.name} Team | ${page.siteName}`
    : `${location.name} | ${location.city} ${location.state} | ${page.siteName}`;
  return buildMeta({
    title,
    description: `${location.name}, ${location.street}, ${location.city} ${location.state} ${location.postcode}. Phone ${location.phone}. Opening hours, holiday hours, directions and reviews.`,
    canonical: page.canonical,
    image: page.image,
    type: "website",
    jsonLd: autoDealerJsonLd(location, page.canonical, page.siteName, page.image),
  });
}

const contactHref = (location: LocationView) => `/contact?location=${location.slug}`;

export default function LocationPage({ loaderData: page }: Route.ComponentProps) {
  const { location, departments } = page;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <Breadcrumbs
        crumbs={[
          { label: "Home", href: "/" },
          { label: "Our Locations", href: "/dealer-locator" },
          { label: page.teams ? `${location.name} Team` : location.name, href: page.canonical },
        ]}
      />
      <div className="mt-4 grid gap-8 lg:grid-cols-12">
        <div className="lg:col-span-7">
          {location.typeLabel && (
            <p className="text-sm font-bold tracking-wide uppercase">{location.typeLabel}</p>
          )}
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {page.teams ? `Meet the ${location.name} team` : location.name}
          </h1>
          <div className="mt-4 flex flex-col gap-2">
            <Address location={location} />
            <PhoneLink phone={location.phone} />
            <OpenNow now={location.now} />
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <LocationButtons location={location} contactHref={contactHref(location)} />
            {page.hasStock && (
              <Link
                to={`/search/${location.slug}`}
                className={buttonVariants({ variant: "quiet", size: "sm" })}
              >
                View Our Stock
              </Link>
            )}
          </div>
          <LocationMap
            label={`Map of ${location.name}`}
            points={[{ name: location.name, lat: location.lat, long: location.long }]}
            zoom={page.map.zoom}
            tiles={page.map.tiles}
            className="mt-6 aspect-[16/10]"
            fallback={
              <MapFallback
                image={location.image}
                directions={location.directions}
                name={location.name}
                priority
              />
            }
          />
        </div>
        <aside className="flex flex-col gap-6 lg:col-span-5" aria-label="Opening hours and rating">
          {location.rating && <RatingBox rating={location.rating} reviewsHref="#reviews" />}
          <OpeningHours
            location={location}
            departments={departments}
            today={page.today}
            timeZone={page.timeZone}
          />
          {(location.licence || location.repairer) && (
            <p className="text-xs">
              {location.licence && <>Dealer licence {location.licence}. </>}
              {location.repairer && <>Motor vehicle repairer {location.repairer}.</>}
            </p>
          )}
        </aside>
      </div>

      {page.teams && <Departments departments={departments} />}

      {page.reviews.length > 0 && (
        <section id="reviews" aria-labelledby="reviews-heading" className="mt-10 scroll-mt-24">
          <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
            <h2 id="reviews-heading" className="text-2xl font-bold">
              What our customers say
            </h2>
            <Link to="/pages/reviews" className="font-semibold underline underline-offset-4">
              All reviews
            </Link>
          </div>
          <ReviewList reviews={page.reviews} timeZone={page.timeZone} />
        </section>
      )}
    </div>
  );
}

/** The teams page's list of the dealership's departments, each with its phone and open-now state. */
function Departments({ departments }: { departments: LocationView[] }) {
  return (
    <section aria-labelledby="departments" className="mt-10">
      <h2 id="departments" className="mb-4 text-2xl font-bold">
        Departments
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {departments.map((d) => (
          <li key={d.slug} className="rounded-brand p-4 ring-1 ring-black/10">
            <h3 className="font-bold">
              <Link to={d.href} className="underline-offset-4 hover:underline">
                {d.name}
              </Link>
            </h3>
            <p className="text-sm">{d.typeLabel}</p>
            <PhoneLink phone={d.phone} />
            <OpenNow now={d.now} />
          </li>
        ))}
      </ul>
    </section>
  );
}
