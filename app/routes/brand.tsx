import { data } from "react-router";
import { Link } from "~/components/ui/link";
import { slugify } from "#domain/slug";
import { getBrandEntry, getDealershipWebsites } from "#server/data/brands.server";
import { getLocationViews, getSiteBrands } from "#server/data/locations.server";
import { getCurrentOffers, offerView } from "#server/data/offers.server";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { BrandLogo } from "~/components/brands/brand-logo";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { LocationCard } from "~/components/locations/location-card";
import { OfferSection } from "~/components/offers/offer-card";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { imageUrl } from "~/lib/format";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/brand";
import { pageUrl } from "#server/sites/origin.server";

/*
 * A brand of the group [SW §2 Brand routes]: /{brandSlug}/overview for a brand directory entry, and
 * /brands/{slug} for a dealership website's brand banner. Both show the brand, the group's
 * locations that sell it, its current offers and a way to its stock; a banner also links to the
 * dealership's own website.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { database } = await getRuntime();
  const url = new URL(request.url);
  const overview = params.brandSlug !== undefined;
  let brand: {
    title: string;
    make: string;
    makeName: string;
    logo: string | null;
    banner: string | null;
    description: string;
    website: string | null;
  };
  if (overview) {
    const entry = await getBrandEntry(database.db, site, params.brandSlug!);
    if (!entry) throw data(null, { status: 404 });
    const makes = await getSiteBrands(database.db, site);
    brand = {
      title: entry.title,
      make: entry.slug,
      makeName: makes.find((m) => m.slug === entry.slug)?.name ?? entry.slug,
      logo: entry.logo_src,
      banner: entry.banner_src,
      description: entry.description,
      website: null,
    };
  } else {
    const website = (await getDealershipWebsites(database.db, site)).find((w) => w.slug === params.slug);
    if (!website) throw data(null, { status: 404 });
    brand = {
      title: website.name,
      make: website.make,
      makeName: website.make_name ?? website.make,
      logo: website.logo,
      banner: null,
      description: website.title,
      website: website.url,
    };
  }
  const dealerships = new Set(
    site.dealerships.filter((d) => d.manufacturers.includes(brand.make)).map((d) => d.id),
  );
  const [locations, offers] = await Promise.all([
    getLocationViews(database.db, site),
    getCurrentOffers(database.db, site, new Date(), 1000),
  ]);
  return {
    siteName: site.name,
    brand,
    path: url.pathname,
    locations: locations.filter((l) => dealerships.has(l.dealershipId) && l.type === "sales"),
    offers: offers
      .filter((o) => o.manufacturer_slug === brand.make)
      .slice(0, 3)
      .map((o) => offerView(site, o)),
    searchHref: `/search/${slugify(brand.makeName)}`,
    canonical: pageUrl(context, url.pathname),
  };
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [{ title: "Page not found" }];
  return buildMeta({
    title: `${page.brand.title} | ${page.siteName}`,
    description: page.brand.description.slice(0, 155),
    canonical: page.canonical,
  });
}

export default function BrandPage({ loaderData: page }: Route.ComponentProps) {
  const { brand } = page;
  return (
    <div>
      {brand.banner && (
        <img
          src={imageUrl(brand.banner, { w: 1600 })}
          alt=""
          width={1600}
          height={400}
          fetchPriority="high"
          className="aspect-[4/1] w-full bg-muted object-cover"
        />
      )}
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
        <Breadcrumbs
          crumbs={[
            { label: "Home", href: "/" },
            { label: "Our Brands", href: "/brands" },
            { label: brand.title, href: page.path },
          ]}
        />
        <div className="mt-4 flex items-center gap-4">
          <BrandLogo src={brand.logo} size={72} className="size-18" />
          <div>
            <p className="text-sm font-bold tracking-wide uppercase">{brand.makeName}</p>
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{brand.title}</h1>
          </div>
        </div>
        <p className="mt-4 max-w-3xl text-lg">{brand.description}</p>
        <div className="mt-6 flex flex-wrap gap-2">
          <Link to={page.searchHref} className={buttonVariants()}>
            View <span className="capitalize">{brand.makeName}</span> stock
          </Link>
          <Link to="/book-test-drive" className={buttonVariants({ variant: "outline" })}>
            Book A Test Drive
          </Link>
          {brand.website && (
            <a
              href={brand.website}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: "quiet" })}
            >
              Visit the website <Icon name="external-link" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
        </div>
        {page.locations.length > 0 && (
          <section aria-labelledby="brand-locations" className="mt-10">
            <h2 id="brand-locations" className="mb-4 text-2xl font-bold">
              Where to find us
            </h2>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {page.locations.map((l) => (
                <li key={l.slug}>
                  <LocationCard location={l} />
                </li>
              ))}
            </ul>
          </section>
        )}
        <OfferSection id="brand-offers" title="Current offers" offers={page.offers} />
      </div>
    </div>
  );
}
