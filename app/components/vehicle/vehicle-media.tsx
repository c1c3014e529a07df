import { useState } from "react";
import type { MediaView } from "#domain/vehicle-media";
import type { VehiclePage } from "#server/pages/vehicle-page.server";
import { canFavourite } from "#domain/card-controls";
import { FavouriteButton, favouriteCar } from "~/components/search/favourite-button";
import { VehicleBadges } from "~/components/ui/badge";
import { Icon } from "~/components/ui/icon";
import { Gallery } from "~/components/vehicle/gallery";
import { InteriorViewer, SpinViewer } from "~/components/vehicle/spin-viewer";
import type { OpenDialog } from "~/components/vehicle/lead-dialogs-types";
import { cn } from "~/lib/utils";

/*
 * The vehicle page's photos and 360° views [VSD §2 Vehicle detail page: gallery with full screen,
 * spin viewer with tabs Spin / Images / Interior]: the condition and tag badges, the favourite
 * heart, and "Request photos" for a car without any.
 */
export function VehicleMedia({
  page,
  condition,
  openDialog,
}: {
  page: VehiclePage;
  condition: string;
  openDialog: OpenDialog;
}) {
  const { car, settings } = page;
  return (
    <MediaViewer
      name={car.name}
      spin={page.spin}
      initial={page.view}
      asked={page.expanded.view !== null}
      gallery={
        <Gallery
          name={car.name}
          images={page.images}
          video={page.video}
          showThumbnails={settings.thumbnails}
          dimmed={!car.available}
        >
          <div className="pointer-events-none absolute top-2 left-2 flex flex-wrap gap-1.5">
            <VehicleBadges condition={condition} tag={page.tag} />
          </div>
          {canFavourite(
            { car_type: car.car_type, price: car.price, photos_count: page.images.length },
            settings.favourites,
          ) && (
            <FavouriteButton siteSlug={page.siteSlug} car={favouriteCar(car, page.images[0]?.src ?? null)} />
          )}
          {page.images.length === 0 && (
            <a
              href="?request=photos#enquire"
              onClick={openDialog("photos")}
              className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-2 bg-gray-900/80 py-2.5 text-sm font-semibold text-white hover:bg-gray-900"
            >
              <Icon name="camera" className="size-4" /> Request photos
            </a>
          )}
        </Gallery>
      }
    />
  );
}

function MediaViewer({
  name,
  spin,
  initial,
  asked,
  gallery,
}: {
  name: string;
  spin: VehiclePage["spin"];
  initial: MediaView;
  /** The view was asked for in the address (a tab link), not the site's default. */
  asked: boolean;
  gallery: React.ReactNode;
}) {
  const [view, setView] = useState<MediaView>(initial);
  if (!spin) return <>{gallery}</>;
  const views: [MediaView, string][] = [
    ["spin", "Spin"],
    ["images", "Images"],
    ...(spin.interior ? ([["interior", "Interior"]] as [MediaView, string][]) : []),
  ];
  const panel = (shown: MediaView, interactive: boolean) => (
    <>
      <div className="mb-2 flex gap-1 rounded-brand bg-muted p-1" role="group" aria-label="View">
        {views.map(([id, label]) => (
          <a
            key={id}
            href={`?view=${id}#media`}
            aria-current={shown === id ? "true" : undefined}
            onClick={
              interactive
                ? (event) => {
                    event.preventDefault();
                    // Leaving the gallery unmounts it: back on Images it starts at the first photo.
                    setView(id);
                  }
                : undefined
            }
            className={cn(
              "flex-1 rounded-brand px-3 py-1.5 text-center text-sm font-semibold",
              shown === id ? "bg-surface shadow-sm" : "text-ink/75 hover:text-ink",
            )}
          >
            {label}
          </a>
        ))}
      </div>
      {shown === "spin" && <SpinViewer name={name} frames={spin.frames} hotspots={spin.hotspots} />}
      {shown === "images" && gallery}
      {shown === "interior" && spin.interior && <InteriorViewer name={name} src={spin.interior} />}
    </>
  );
  // The spin turns only with JavaScript. Where it is the site's default, a browser without
  // JavaScript is shown the photos instead (the Spin tab still shows its first angle, on request).
  if (initial === "spin" && !asked) {
    return (
      <div id="media">
        <div data-spin-default="">{panel(view, true)}</div>
        <noscript>
          <style>{"[data-spin-default]{display:none}"}</style>
          {panel("images", false)}
        </noscript>
      </div>
    );
  }
  return <div id="media">{panel(view, true)}</div>;
}
