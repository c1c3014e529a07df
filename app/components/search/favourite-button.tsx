import { useSyncExternalStore } from "react";
import { EVENT } from "#domain/lead-events";
import { Icon } from "~/components/ui/icon";
import { pushAnalyticsEvent } from "~/lib/analytics";
import { readSiteList, subscribeSiteStorage, writeSiteList } from "~/lib/site-storage";
import { cn } from "~/lib/utils";

export type FavouriteCar = {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
};

/** A car as the favourites list keeps it, with the photo it is shown by (null: none). */
export function favouriteCar(
  car: Pick<FavouriteCar, "id" | "name" | "slug" | "make" | "model">,
  image: string | null,
): FavouriteCar {
  return {
    id: car.id,
    name: car.name,
    slug: car.slug,
    make: car.make,
    model: car.model,
    primary_image_url: image,
  };
}

/**
 * Favourite toggle, kept in local storage per site [VSD §3 Favourite]. It needs JavaScript, so the
 * server renders nothing and the button appears once the page is interactive.
 */
export function FavouriteButton({ siteSlug, car }: { siteSlug: string; car: FavouriteCar }) {
  const saved = useSyncExternalStore(
    subscribeSiteStorage,
    () => readSiteList<FavouriteCar>(siteSlug, "favourites").some((f) => f.id === car.id),
    () => null,
  );
  if (saved === null) return null;
  const toggle = () => {
    const list = readSiteList<FavouriteCar>(siteSlug, "favourites").filter((f) => f.id !== car.id);
    writeSiteList(siteSlug, "favourites", saved ? list : [car, ...list]);
    // [VSD §7] "39 favourite": to the site's tag manager (the list is the browser's own, so the
    // server has nothing to store).
    if (!saved) pushAnalyticsEvent(EVENT.favourite, { car_id: car.id });
  };
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${car.name} from favourites` : `Add ${car.name} to favourites`}
      className="absolute top-2 right-2 z-10 grid size-9 place-items-center rounded-full bg-surface/95 text-ink shadow ring-1 ring-black/10 hover:text-red-700"
    >
      <Icon name="heart" filled={saved} className={cn("size-5", saved && "text-red-600")} />
    </button>
  );
}
