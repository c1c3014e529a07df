import { data, redirect } from "react-router";
import { getCurrentOffers, getOffer, offerView } from "#server/data/offers.server";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { OfferCard, OfferSection } from "~/components/offers/offer-card";
import { imageUrl } from "~/lib/format";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/offer";
import { pageUrl } from "#server/sites/origin.server";

/*
 * One offer [SW §2 Offer routes]: /offers/{manufacturer}/{offerId} on a site without a single
 * manufacturer when the offer has one, otherwise /offers/{offerId}; the other spelling redirects
 * there. An offer the site may not show (excluded_website_ids, another make, ended) is a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { database } = await getRuntime();
  const url = new URL(request.url);
  const id = /^\d{1,9}$/.test(params.offerId) ? Number(params.offerId) : NaN;
  const row = Number.isFinite(id) ? await getOffer(database.db, site, id) : null;
  if (!row) throw data(null, { status: 404 });
  const offer = offerView(site, row);
  if (url.pathname !== offer.href) throw redirect(offer.href, 301);
  const others = (await getCurrentOffers(database.db, site, new Date(), 4))
    .filter((o) => o.id !== row.id)
    .slice(0, 3)
    .map((o) => offerView(site, o));
  return {
    siteName: site.name,
    offer,
    others,
    canonical: pageUrl(context, offer.href),
    image: pageUrl(context, imageUrl(offer.image, { w: 1200, fm: "jpeg" })),
  };
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [{ title: "Page not found" }];
  const { offer } = page;
  return buildMeta({
    title: `${offer.name} | ${page.siteName}`,
    description: offer.description.slice(0, 155),
    canonical: page.canonical,
    image: page.image,
    type: "website",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Offer",
      name: offer.name,
      description: offer.description,
      url: page.canonical,
      image: page.image,
      category: offer.category,
      ...(offer.price && { price: offer.price, priceCurrency: "AUD" }),
      seller: { "@type": "AutoDealer", name: page.siteName },
    },
  });
}

export default function OfferPage({ loaderData: page }: Route.ComponentProps) {
  const { offer } = page;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <Breadcrumbs
        crumbs={[
          { label: "Home", href: "/" },
          { label: "Special Offers", href: "/special-offers" },
          { label: offer.name, href: offer.href },
        ]}
      />
      <div className="mt-4 max-w-xl">
        <OfferCard offer={offer} heading="h1" eager linkName={false} />
      </div>
      <OfferSection id="more-offers" title="More offers" offers={page.others} allHref="/special-offers" />
    </div>
  );
}
