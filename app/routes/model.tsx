import { MY_GARAGE_PATH } from "#domain/gated-routes";
import { passGate } from "#server/auth/gate.server";
import { data, redirect } from "react-router";
import { Link } from "~/components/ui/link";
import { MAKE_MODEL_SEPARATOR } from "#domain/search-facets";
import { slugify } from "#domain/slug";
import { getDirectoryModels, getModelStockCounts } from "#server/pages/listings.server";
import { getCurrentOffers, offerView, siteMakes } from "#server/data/offers.server";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { OfferSection } from "~/components/offers/offer-card";
import { buttonVariants } from "~/components/ui/button";
import { imageSrcSet, imageUrl } from "~/lib/format";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/model";
import { pageUrl } from "#server/sites/origin.server";

/*
 * A model's page at /{modelSlug} [SW §2 "Model link from an offer: the model's override URL, else
 * /{modelSlug}"]: for the models of the makes the site sells new. It shows the model, its current
 * offers and the stock on hand, with the ways to go on (search, test drive, enquire). Any other
 * single-segment path is a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  // A branded name for My Garage (/mymotorama style) [SW §2]: gated like it, then the garage itself.
  if (site.garage_enabled && site.garage_paths.includes(`/${params.modelSlug}`)) {
    const { database } = await getRuntime();
    await passGate(database.db, site, request);
    throw redirect(MY_GARAGE_PATH);
  }
  const makes = siteMakes(site);
  if (makes.length === 0) throw data(null, { status: 404 });
  const { database } = await getRuntime();
  const model = (await getDirectoryModels(database.db, site)).find((m) => m.model_slug === params.modelSlug);
  if (!model || !makes.includes(model.make_slug)) throw data(null, { status: 404 });
  const [stock, offers] = await Promise.all([
    getModelStockCounts(database.db, site),
    getCurrentOffers(database.db, site, new Date(), 1000),
  ]);
  return {
    siteName: site.name,
    colour: site.theme.primary.slice(1),
    model,
    inStock: stock.get(`${model.make}${MAKE_MODEL_SEPARATOR}${model.model}`) ?? 0,
    searchHref: `/search/${slugify(model.make)}/${slugify(model.model)}`,
    offers: offers
      .filter((o) => o.manufacturer_slug === model.make_slug && o.model_slug === model.model_slug)
      .map((o) => offerView(site, o)),
    canonical: pageUrl(context, `/${model.model_slug}`),
  };
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [{ title: "Page not found" }];
  const name = `${page.model.make} ${page.model.model}`;
  return buildMeta({
    title: `${name} | ${page.siteName}`,
    description: `The ${name} at ${page.siteName}: current offers, ${page.inStock} in stock, test drives and finance.`,
    canonical: page.canonical,
  });
}

export default function ModelPage({ loaderData: page }: Route.ComponentProps) {
  const { model } = page;
  const image = `draw/car/${slugify(model.body)}/${page.colour}/front-quarter`;
  const name = `${model.make} ${model.model}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <Breadcrumbs
        crumbs={[
          { label: "Home", href: "/" },
          { label: "Models", href: "/models" },
          { label: name, href: `/${model.model_slug}` },
        ]}
      />
      <div className="mt-4 grid items-center gap-8 md:grid-cols-2">
        <div>
          <p className="text-sm font-bold tracking-wide uppercase">{model.body}</p>
          <h1 className="text-4xl font-extrabold tracking-tight">{name}</h1>
          <p className="mt-3 text-lg">
            {page.inStock > 0
              ? `${page.inStock} in stock now at ${page.siteName}.`
              : `None in stock right now: ask us and we will find one.`}
          </p>
          <div className="mt-6 flex flex-wrap gap-2">
            {page.inStock > 0 && (
              <Link to={page.searchHref} className={buttonVariants()}>
                View {model.model} stock
              </Link>
            )}
            <Link to="/book-test-drive" className={buttonVariants({ variant: "outline" })}>
              Book A Test Drive
            </Link>
            <Link to="/contact" className={buttonVariants({ variant: "quiet" })}>
              Enquire Now
            </Link>
          </div>
        </div>
        <img
          src={imageUrl(image, { w: 828 })}
          srcSet={imageSrcSet(image, [480, 828, 1200])}
          sizes="(min-width: 768px) 50vw, 100vw"
          alt={name}
          width={1200}
          height={800}
          fetchPriority="high"
          className="w-full rounded-brand bg-muted"
        />
      </div>
      <OfferSection id="model-offers" title={`${model.model} offers`} offers={page.offers} />
    </div>
  );
}
