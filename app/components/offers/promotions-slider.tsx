import { Link } from "~/components/ui/link";
import type { PromoTileView } from "#server/pages/promo-tiles.server";
import { Carousel, CarouselArrow, CarouselContent, CarouselItem } from "~/components/ui/carousel";
import { imageSrcSet, imageUrl } from "~/lib/format";

/**
 * The promotions slider [SW §9 "Promotions slider 540 by 1920"; "Slider offers carousel starts at
 * index 1 and loops"]: the site's current promo tiles as 1920 x 540 banners.
 */
export function PromotionsSlider({ tiles }: { tiles: PromoTileView[] }) {
  const first = tiles.length > 1 ? 1 : 0;
  return (
    <Carousel label="Promotions" loop initialIndex={first} className="mt-6">
      <CarouselContent label="Promotions" className="rounded-brand">
        {tiles.map((tile, i) => (
          <CarouselItem
            key={tile.id}
            className="w-full"
            aria-label={`${i + 1} of ${tiles.length}: ${tile.title}`}
          >
            <Link to={tile.href} className="block">
              <img
                src={imageUrl(tile.image, { w: 1200 })}
                srcSet={imageSrcSet(tile.image, [640, 1200, 1920])}
                sizes="(min-width: 1280px) 1248px, 100vw"
                alt={tile.alt}
                width={1920}
                height={540}
                // The banner shown first is the page's largest picture: asked for at once.
                loading={i === first ? "eager" : "lazy"}
                fetchPriority={i === first ? "high" : undefined}
                className="aspect-[32/9] w-full bg-muted object-cover"
              />
            </Link>
          </CarouselItem>
        ))}
      </CarouselContent>
      {tiles.length > 1 && (
        <div className="mt-2 flex justify-end gap-2">
          <CarouselArrow
            direction="previous"
            label="Previous promotion"
            className="size-10 ring-1 ring-black/20"
          />
          <CarouselArrow direction="next" label="Next promotion" className="size-10 ring-1 ring-black/20" />
        </div>
      )}
    </Carousel>
  );
}
