import { useState } from "react";
import { Icon } from "~/components/ui/icon";
import { imageUrl } from "~/lib/format";
import { cn } from "~/lib/utils";

/*
 * What the gallery and its full-screen view both show (app/components/vehicle/gallery.tsx and
 * full-screen-gallery.tsx): the slides, a video slide, and the label of a drawn picture.
 */
export type GalleryImage = { src: string; alt: string };
export type GalleryVideo = { kind: "embed" | "file"; url: string };
export type Slide =
  { kind: "image"; image: GalleryImage } | { kind: "video"; video: GalleryVideo; poster: GalleryImage };

/** The label a drawn picture carries, bottom left (the counter and full screen are bottom right). */
export function IllustrationLabel({ place = "bottom-2 left-2" }: { place?: string }) {
  return (
    <span
      className={cn(
        "pointer-events-none absolute rounded-brand bg-gray-900/80 px-2 py-1 text-xs font-semibold text-white",
        place,
      )}
    >
      Illustration
    </span>
  );
}

export function VideoSlide({
  video,
  poster,
  name,
}: {
  video: GalleryVideo;
  poster: GalleryImage;
  name: string;
}) {
  const [playing, setPlaying] = useState(false);
  if (video.kind === "file") {
    return (
      <video
        controls
        preload="none"
        poster={imageUrl(poster.src, { w: 800 })}
        className="size-full bg-black object-contain"
        aria-label={`Video of the ${name}`}
      >
        <source src={video.url} />
      </video>
    );
  }
  // The video host's player loads only when asked for: a page with a video costs nothing more.
  if (playing) {
    return (
      <iframe
        src={`${video.url}${video.url.includes("?") ? "&" : "?"}autoplay=1`}
        title={`Video of the ${name}`}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        className="size-full border-0"
      />
    );
  }
  // A link to the player itself, so that without JavaScript it still plays (in a tab of its own).
  return (
    <a
      href={video.url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
      className="group relative block size-full"
    >
      <img
        src={imageUrl(poster.src, { w: 800 })}
        alt=""
        width={1200}
        height={800}
        loading="lazy"
        className="size-full object-cover brightness-75"
      />
      <span className="absolute inset-0 m-auto flex size-fit items-center gap-2 rounded-full bg-gray-900/85 px-5 py-3 font-semibold text-white group-hover:bg-gray-900">
        <Icon name="play" filled className="size-5" /> Play video
      </span>
    </a>
  );
}
