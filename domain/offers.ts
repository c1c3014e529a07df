/*
 * Offers [SW §2 Offer routes; §5 Offers; §3 Offer]. "/offers/{manufacturer}/{offerId} when the site
 * has no single manufacturer and the offer has one; otherwise /offers/{offerId}." "Model link from an
 * offer: the model's override URL, else /{modelSlug}." "Offers are hidden on sites listed in
 * excluded_website_ids, with exceptions for a fixed list of offer ids."
 */
/** Offer images are 375 wide [SW §7 Images "offer images 375 wide"]. */
export const OFFER_IMAGE_WIDTH = 375;

export type OfferRouteInput = { id: number; manufacturer_slug: string | null };

export function offerPath(offer: OfferRouteInput, siteHasSingleManufacturer: boolean) {
  return !siteHasSingleManufacturer && offer.manufacturer_slug
    ? `/offers/${offer.manufacturer_slug}/${offer.id}`
    : `/offers/${offer.id}`;
}

export function offerModelHref(offer: { model_slug: string | null; model_override_url: string | null }) {
  if (offer.model_override_url) return offer.model_override_url;
  return offer.model_slug ? `/${offer.model_slug}` : null;
}

/**
 * Whether a site may show an offer: not excluded for the site (unless the offer is one of the
 * configured exceptions), and for a make the site sells new. A site selling no make new (a used-only
 * independent) shows no manufacturer offers at all.
 */
export function isOfferShown(
  offer: { id: number; excluded_website_ids: number[]; manufacturer_slug: string | null },
  site: { id: number; makes: readonly string[]; exceptionIds: readonly number[] },
) {
  if (offer.excluded_website_ids.includes(site.id) && !site.exceptionIds.includes(offer.id)) return false;
  return offer.manufacturer_slug !== null && site.makes.includes(offer.manufacturer_slug);
}
