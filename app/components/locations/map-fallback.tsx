import { Icon } from "~/components/ui/icon";
import { imageSrcSet, imageUrl } from "~/lib/format";

/** What shows when there is no map: the location's picture and a way to get directions. */
export function MapFallback({
  image,
  directions,
  name,
  priority = false,
}: {
  image: string | null;
  directions: string;
  name: string;
  /** The picture is the page's largest, in view at once (a location page): fetch it first. */
  priority?: boolean;
}) {
  return (
    <>
      {image && (
        <img
          src={imageUrl(image, { w: 828 })}
          srcSet={imageSrcSet(image, [480, 828, 1200])}
          sizes="(min-width: 1024px) 58vw, 100vw"
          alt=""
          width={828}
          height={552}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          className="size-full object-cover"
        />
      )}
      <a
        href={directions}
        target="_blank"
        rel="noopener noreferrer"
        className="absolute bottom-3 left-3 inline-flex items-center gap-1.5 rounded-brand bg-surface px-3 py-2 text-sm font-semibold shadow ring-1 ring-black/10"
      >
        <Icon name="map-pin" className="size-4" /> {`Directions to ${name}`}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </>
  );
}
