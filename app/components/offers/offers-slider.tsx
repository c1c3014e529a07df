import { OFFER_IMAGE_WIDTH } from "#domain/offers";
import type { offerView } from "#server/data/offers.server";
import { Carousel, CarouselArrow, CarouselContent, CarouselItem } from "~/components/ui/carousel";
import { Link } from "~/components/ui/link";
import { imageSrcSet, imageUrl } from "~/lib/format";

type OfferTeaser = Pick<ReturnType<typeof offerView>, "id" | "href" | "name" | "image" | "category">;

/** [SW §9] "Slider offers carousel starts at index 1 and loops": the offer it starts at, by count. */
export const firstOfferShown = (count: number) => (count > 1 ? 1 : 0);

/**
 * The home page's offers slider [SW §9 "Slider offers carousel starts at index 1 and loops"]: the
 * site's current offers, a card each, one in view on a phone and three on a desktop. Without
 * JavaScript it is a strip that swipes and scrolls, from the first offer.
 */
export function OffersSlider({ offers }: { offers: OfferTeaser[] }) {
  return (
    <Carousel label="Current offers" loop initialIndex={firstOfferShown(offers.length)}>
      <CarouselContent label="Current offers" className="gap-4 sm:gap-6">
        {offers.map((offer, i) => (
          <CarouselItem
            key={offer.id}
            aria-label={`${i + 1} of ${offers.length}: ${offer.name}`}
            className="relative w-[85%] overflow-hidden rounded-brand border border-black/10 bg-surface sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]"
          >
            <img
              src={imageUrl(offer.image, { w: OFFER_IMAGE_WIDTH })}
              srcSet={imageSrcSet(offer.image, [OFFER_IMAGE_WIDTH, OFFER_IMAGE_WIDTH * 2])}
              sizes="(min-width: 1024px) 30vw, (min-width: 640px) 50vw, 85vw"
              alt=""
              width={OFFER_IMAGE_WIDTH}
              height={250}
              loading="lazy"
              className="aspect-[3/2] w-full object-cover"
            />
            <div className="p-4">
              <p className="text-xs font-semibold tracking-wider uppercase">{offer.category}</p>
              <h3 className="mt-1 font-bold">
                <Link to={offer.href} className="after:absolute after:inset-0 hover:underline">
                  {offer.name}
                </Link>
              </h3>
            </div>
          </CarouselItem>
        ))}
      </CarouselContent>
      {offers.length > 1 && (
        <div className="mt-3 flex justify-end gap-2">
          <CarouselArrow
            direction="previous"
            label="Previous offer"
            className="size-10 ring-1 ring-black/20"
          />
          <CarouselArrow direction="next" label="Next offer" className="size-10 ring-1 ring-black/20" />
        </div>
      )}
    </Carousel>
  );
}
