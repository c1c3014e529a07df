import { MapPin } from "lucide-react";
import { imageUrl } from "~/lib/format";

/** What shows when there is no map: the location's picture and a way to get directions. */
export function MapFallback({
  image,
  directions,
  name,
}: {
  image: string | null;
  directions: string;
  name: string;
}) {
  return (
    <>
      {image && (
        <img
          src={imageUrl(image, { w: 828 })}
          alt=""
          width={828}
          height={552}
          loading="lazy"
          className="size-full object-cover"
        />
      )}
      <a
        href={directions}
        target="_blank"
        rel="noopener noreferrer"
        className="absolute bottom-3 left-3 inline-flex items-center gap-1.5 rounded-brand bg-surface px-3 py-2 text-sm font-semibold shadow ring-1 ring-black/10"
      >
        <MapPin aria-hidden="true" className="size-4" /> Directions to {name}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </>
  );
}
