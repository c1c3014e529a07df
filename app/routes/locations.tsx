import { Form, data } from "react-router";
import { Link } from "~/components/ui/link";
import { byDistance } from "#domain/locations";
import { INVALID_POSTCODE } from "#server/integrations/geocode";
import { getLocationViews } from "#server/data/locations.server";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { LocationCard } from "~/components/locations/location-card";
import { LocationMap } from "~/components/locations/location-map";
import { buttonVariants } from "~/components/ui/button";
import { imageUrl } from "~/lib/format";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/locations";
import { pageUrl } from "#server/sites/origin.server";

/*
 * Every location of the site [SW §2 "/dealer-locator", "/dealerships", "/dealerships/{make}?filter=
 * brand"]: a map of them all, the card grid (primary first), and "nearest location" by postcode
 * from the bundled postcode table (a GET form, so it works without JavaScript).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { database, services } = await getRuntime();
  const url = new URL(request.url);
  let locations = await getLocationViews(database.db, site);
  const make = params.make ?? null;
  if (make) {
    const dealerships = new Set(
      site.dealerships.filter((d) => d.manufacturers.includes(make)).map((d) => d.id),
    );
    if (dealerships.size === 0) throw data(null, { status: 404 });
    locations = locations.filter((l) => dealerships.has(l.dealershipId));
  }
  const postcode = (url.searchParams.get("postcode") ?? "").trim().slice(0, 8);
  let nearest: { slug: string; km: number }[] | null = null;
  let error: string | null = null;
  if (postcode) {
    const place = await services.geocode.geocode(postcode);
    if (!place) error = `${INVALID_POSTCODE}. Please enter a 4-digit Australian postcode.`;
    else
      nearest = byDistance(locations, { lat: place.lat, long: place.lng }).map((d) => ({
        slug: d.location.slug,
        km: Math.round(d.km),
      }));
  }
  const ordered = nearest ? nearest.map((n) => locations.find((l) => l.slug === n.slug)!) : locations;
  const path = url.pathname.replace(/\/$/, "") || "/dealer-locator";
  return {
    siteName: site.name,
    title: make ? `Dealerships selling ${make.replace(/-/g, " ")}` : "Our Locations",
    make,
    path,
    postcode,
    error,
    distances: Object.fromEntries((nearest ?? []).map((n) => [n.slug, n.km])),
    locations: ordered,
    map: { zoom: site.locations_page.map_zoom, tiles: site.locations_page.map_tiles },
    canonical: pageUrl(context, path),
  };
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [{ title: "Page not found" }];
  return buildMeta({
    title: `${page.title} | ${page.siteName}`,
    description: `Find ${page.siteName}: addresses, phone numbers, opening hours and directions for each location.`,
    canonical: page.canonical,
    robots: page.postcode ? "noindex, follow" : undefined,
  });
}

export default function LocationsPage({ loaderData: page }: Route.ComponentProps) {
  const first = page.locations[0];
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <Breadcrumbs
        crumbs={[
          { label: "Home", href: "/" },
          { label: page.title, href: page.path },
        ]}
      />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight capitalize sm:text-4xl">{page.title}</h1>
      <p className="mt-2 text-lg">
        {page.locations.length} {page.locations.length === 1 ? "location" : "locations"}
      </p>

      <Form method="get" action={page.path} className="mt-6 flex max-w-md flex-wrap items-end gap-2">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor="postcode" className="text-sm font-semibold">
            Find your nearest location
          </label>
          <input
            id="postcode"
            name="postcode"
            inputMode="numeric"
            maxLength={4}
            pattern="\d{4}"
            placeholder="Postcode"
            defaultValue={page.postcode}
            aria-invalid={page.error ? true : undefined}
            aria-describedby={page.error ? "postcode-error" : undefined}
            className="rounded-brand border border-black/30 px-3 py-2"
          />
        </div>
        <button type="submit" className={buttonVariants()}>
          Search
        </button>
        {page.error && (
          <p id="postcode-error" role="alert" className="w-full text-sm font-semibold text-red-800">
            {page.error}
          </p>
        )}
      </Form>

      {first && (
        <LocationMap
          label={`Map of ${page.siteName} locations`}
          points={page.locations.map((l) => ({ name: l.name, lat: l.lat, long: l.long }))}
          zoom={page.map.zoom}
          tiles={page.map.tiles}
          className="mt-6 aspect-[16/9] max-h-[28rem] w-full"
          fallback={
            first.image ? (
              <img
                src={imageUrl(first.image, { w: 1080 })}
                alt=""
                width={1080}
                height={720}
                className="size-full object-cover"
              />
            ) : null
          }
        />
      )}

      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {page.locations.map((location) => (
          <li key={location.slug}>
            {page.distances[location.slug] !== undefined && (
              <p className="mb-1 text-sm font-semibold">{page.distances[location.slug]} km away</p>
            )}
            <LocationCard location={location} headingLevel={2} />
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <Link to="/contact" className="font-semibold underline underline-offset-4">
          Contact us
        </Link>
      </p>
    </div>
  );
}
