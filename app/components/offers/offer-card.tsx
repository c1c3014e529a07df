import { Link } from "~/components/ui/link";
import { getCollapsedDescription, getTruncatedDisclaimer } from "#domain/offer-text";
import { OFFER_IMAGE_WIDTH } from "#domain/offers";
import { isPriceShown } from "#domain/price-display";
import { chatHref, opensInPlace, useChat } from "~/components/chat/chat-widget";
import { buttonVariants } from "~/components/ui/button";
import { formatMoney, imageSrcSet, imageUrl } from "~/lib/format";
import { cn } from "~/lib/utils";
import { CollapsibleText } from "./collapsible-text";

/** An offer as cards and pages show it: plain data built by the server. */
export type OfferView = {
  id: number;
  href: string;
  name: string;
  image: string;
  category: string;
  make: string | null;
  model: string | null;
  price: number | null;
  /** "Drive Away", or the site's own words [labels.drive_away]. */
  priceLabel: string;
  description: string;
  disclaimer: string;
  /** "Explore {model}": the model's override URL or /{modelSlug}, when the model has a page. */
  explore: string | null;
  ends: string | null;
};

/**
 * The offer card [SW §2]: name, image, detail blocks, the description with View more / View less,
 * the disclaimer with View full disclaimer / less disclaimer, and Enquire Now, Explore {model} and
 * Book A Test Drive.
 */
export function OfferCard({
  offer,
  heading = "h2",
  eager = false,
  linkName = true,
}: {
  offer: OfferView;
  heading?: "h1" | "h2" | "h3";
  eager?: boolean;
  linkName?: boolean;
}) {
  const Heading = heading;
  return (
    <article
      aria-label={offer.name}
      className="flex h-full flex-col overflow-hidden rounded-brand bg-surface shadow-sm ring-1 ring-black/10"
    >
      <img
        src={imageUrl(offer.image, { w: OFFER_IMAGE_WIDTH })}
        srcSet={imageSrcSet(offer.image, [OFFER_IMAGE_WIDTH, OFFER_IMAGE_WIDTH * 2])}
        sizes={`(min-width: 576px) ${OFFER_IMAGE_WIDTH}px, 100vw`}
        alt=""
        width={OFFER_IMAGE_WIDTH}
        height={250}
        loading={eager ? "eager" : "lazy"}
        className="aspect-[3/2] w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-bold tracking-wide uppercase">{offer.category}</p>
        <Heading className="text-lg leading-snug font-bold">
          {linkName ? (
            <Link to={offer.href} className="underline-offset-4 hover:underline">
              {offer.name}
            </Link>
          ) : (
            offer.name
          )}
        </Heading>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {isPriceShown(offer.price) && (
            <div>
              <dt className="sr-only">Price</dt>
              <dd className="text-xl font-extrabold">
                {formatMoney(offer.price)} <span className="text-xs font-medium">{offer.priceLabel}</span>
              </dd>
            </div>
          )}
          {offer.make && offer.model && (
            <div>
              <dt className="inline font-semibold">Model: </dt>
              <dd className="inline">
                {offer.make} {offer.model}
              </dd>
            </div>
          )}
          {offer.ends && (
            <div>
              <dt className="inline font-semibold">Ends: </dt>
              <dd className="inline">{offer.ends}</dd>
            </div>
          )}
        </dl>
        <CollapsibleText
          className="text-sm"
          text={offer.description}
          short={getCollapsedDescription(offer.description)}
          more="View more"
          less="View less"
        />
        {offer.disclaimer && (
          <CollapsibleText
            className="text-xs text-ink/80"
            text={offer.disclaimer}
            short={getTruncatedDisclaimer(offer.disclaimer)}
            more="View full disclaimer"
            less="less disclaimer"
          />
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <EnquireNow offer={offer} />
          {offer.explore && offer.model && (
            <Link to={offer.explore} className={buttonVariants({ variant: "outline", size: "sm" })}>
              Explore {offer.model}
            </Link>
          )}
          <Link to="/book-test-drive" className={cn(buttonVariants({ variant: "quiet", size: "sm" }))}>
            Book A Test Drive
          </Link>
        </div>
      </div>
    </article>
  );
}

/**
 * Enquire Now [SW §2 Offer card]: the chat widget about the offer where the site says so ("opens a
 * chat widget ... when the widget is present"), else the contact form; either names the offer.
 */
function EnquireNow({ offer }: { offer: OfferView }) {
  const chat = useChat();
  const topic = { offerId: offer.id, offerName: offer.name };
  const viaChat = chat?.offerEnquiry === true;
  return (
    <Link
      to={viaChat ? chatHref(topic) : `/contact?offer=${offer.id}`}
      onClick={(event) => {
        if (!viaChat || !opensInPlace(event)) return;
        event.preventDefault();
        chat.open(topic);
      }}
      aria-haspopup={viaChat ? "dialog" : undefined}
      className={buttonVariants({ size: "sm" })}
    >
      Enquire Now<span className="sr-only">: {offer.name}</span>
    </Link>
  );
}

/** A titled row of offer cards (a brand's, a model's, more offers), with an optional link to all. */
export function OfferSection({
  id,
  title,
  offers,
  allHref,
}: {
  id: string;
  title: string;
  offers: OfferView[];
  allHref?: string;
}) {
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-10">
      <div className="mb-4 flex items-end justify-between gap-2">
        <h2 id={id} className="text-2xl font-bold">
          {title}
        </h2>
        {allHref && (
          <Link to={allHref} className="font-semibold underline underline-offset-4">
            All offers
          </Link>
        )}
      </div>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {offers.map((offer) => (
          <li key={offer.id}>
            <OfferCard offer={offer} heading="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
