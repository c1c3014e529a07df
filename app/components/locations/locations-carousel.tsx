import type { LocationCardView } from "#server/data/locations.server";
import { Carousel, CarouselArrow, CarouselContent, CarouselItem } from "~/components/ui/carousel";
import { Icon } from "~/components/ui/icon";
import { LocationCard } from "./location-card";

/**
 * "Our Locations" [SW §2]: a carousel of location cards with a swipe hint; the arrows are disabled
 * at the ends. Sorted by the caller (primary first, then the custom order or by name).
 */
export function LocationsCarousel({ locations }: { locations: LocationCardView[] }) {
  return (
    // The carousel is the labelled region (role region, "Our Locations"); the section only lays it out.
    <section className="mx-auto max-w-7xl px-4 py-12">
      <Carousel label="Our Locations">
        <div className="mb-4 flex items-end justify-between gap-4">
          <h2 id="our-locations" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Our Locations
          </h2>
          <div className="flex gap-2">
            <CarouselArrow
              direction="previous"
              label="Previous location"
              className="size-10 ring-1 ring-black/20"
            />
            <CarouselArrow direction="next" label="Next location" className="size-10 ring-1 ring-black/20" />
          </div>
        </div>
        <p className="mb-3 flex items-center gap-1.5 text-sm sm:hidden">
          <Icon name="hand" className="size-4" /> Swipe to see more locations
        </p>
        <CarouselContent label="Locations" className="-mx-2 pb-2">
          {locations.map((location) => (
            <CarouselItem key={location.slug} className="w-[85%] px-2 sm:w-1/2 lg:w-1/3 xl:w-1/4">
              <LocationCard location={location} />
            </CarouselItem>
          ))}
        </CarouselContent>
      </Carousel>
    </section>
  );
}
