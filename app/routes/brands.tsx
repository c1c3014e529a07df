import { data } from "react-router";
import { Link } from "~/components/ui/link";
import { getBrandDirectory, getDealershipWebsites } from "#server/data/brands.server";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { BrandLogo } from "~/components/brands/brand-logo";
import { StatsBanner } from "~/components/brands/stats-banner";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/brands";
import { pageUrl } from "#server/sites/origin.server";
import { vehicleWords } from "#domain/vehicle-words";

/*
 * /brands [SW §2 Brand routes; VSD §1 group brand directory]: on a dealer group with the brand
 * directory, its tiles (each to /{brand}/overview, or to the brand's dealerships or address when
 * it has no page), the stats banner and the group's links (/terms-and-conditions, /dealer-locator,
 * /about-us); then the brand banner grid of the group's dealership websites (each to /brands/{slug}).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { database } = await getRuntime();
  const [directory, websites] = await Promise.all([
    getBrandDirectory(database.db, site),
    getDealershipWebsites(database.db, site),
  ]);
  if (directory.length === 0 && websites.length === 0) throw data(null, { status: 404 });
  const banners = [...new Map(websites.map((w) => [w.slug, w])).values()];
  return {
    siteName: site.name,
    vehicles: vehicleWords(site.search.vehicle_kinds).many.toLowerCase(),
    directory,
    stats: site.brand_directory.enabled ? site.brand_directory.stats : [],
    banners,
    canonical: pageUrl(context, "/brands"),
  };
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [{ title: "Page not found" }];
  return buildMeta({
    title: `Our Brands | ${page.siteName}`,
    description: `The brands and dealerships of ${page.siteName}: new ${page.vehicles}, servicing and parts.`,
    canonical: page.canonical,
  });
}

export default function BrandsPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
        <Breadcrumbs
          crumbs={[
            { label: "Home", href: "/" },
            { label: "Our Brands", href: "/brands" },
          ]}
        />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">Our Brands</h1>
        {page.directory.length > 0 && (
          <section aria-label="Brand directory" className="mt-6">
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
              {page.directory.map((tile) => (
                <li key={tile.slug + tile.title}>
                  <a
                    href={tile.href}
                    {...(tile.external && { target: "_blank", rel: "noopener noreferrer" })}
                    className="flex h-full flex-col items-center gap-2 rounded-brand p-4 text-center ring-1 ring-black/10 hover:bg-muted"
                  >
                    <BrandLogo src={tile.logo} size={72} className="size-18" />
                    <span className="font-semibold">{tile.title}</span>
                    {tile.external && (
                      <>
                        <Icon name="external-link" className="size-4" />
                        <span className="sr-only">(opens in a new tab)</span>
                      </>
                    )}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {page.stats.length > 0 && <StatsBanner stats={page.stats} />}
      <div className="mx-auto max-w-7xl px-4 py-8">
        {page.directory.length > 0 && (
          <nav aria-label="About the group" className="flex flex-wrap gap-2">
            <Link to="/dealer-locator" className={buttonVariants()}>
              Find a dealer
            </Link>
            <Link to="/about-us" className={buttonVariants({ variant: "outline" })}>
              About us
            </Link>
            <Link to="/terms-and-conditions" className={buttonVariants({ variant: "quiet" })}>
              Terms and Conditions
            </Link>
          </nav>
        )}
        {page.banners.length > 0 && (
          <section aria-labelledby="dealerships-heading" className="mt-10">
            <h2 id="dealerships-heading" className="mb-4 text-2xl font-bold">
              Our dealerships
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {page.banners.map((w) => (
                <li key={w.slug}>
                  <Link
                    to={`/brands/${w.slug}`}
                    className="flex items-center gap-4 rounded-brand p-4 ring-1 ring-black/10 hover:bg-muted"
                  >
                    <BrandLogo src={w.logo} size={56} className="size-14" />
                    <span>
                      <span className="block font-bold">{w.name}</span>
                      <span className="text-sm">{w.make_name ?? w.make}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
