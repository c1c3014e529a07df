import { isIllustration } from "#domain/illustration";
import { Suspense, useEffect, useRef, useState } from "react";
import {
  Carousel,
  CarouselArrow,
  CarouselContent,
  CarouselItem,
  useCarousel,
} from "~/components/ui/carousel";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { useHydrated } from "~/hooks/use-hydrated";
import { imageSrcSet, imageUrl } from "~/lib/format";
import { PreloadImage } from "~/components/ui/preload-image";

const SLIDE_SIZES = "(min-width: 1024px) 58vw, 100vw";
import { cn } from "~/lib/utils";
import { lazyWithRetry } from "~/lib/lazy-with-retry";
import {
  IllustrationLabel,
  VideoSlide,
  type GalleryImage,
  type GalleryVideo,
  type Slide,
} from "./gallery-slides";

/*
 * The photo gallery [VSD §2 Vehicle detail page]: a swipeable strip (CSS scroll snap, so it works
 * without JavaScript), arrows and a counter, thumbnails only for more than 3 images [VSD §9], the
 * optional video as the second slide, and a full-screen view where the left and right arrow keys
 * move. A car without photos shows the default image [VSD §2 Search result card].
 */

const FullScreenGallery = lazyWithRetry(() => import("./full-screen-gallery"));

export function getSlides(images: GalleryImage[], video: GalleryVideo | null): Slide[] {
  const slides: Slide[] = images.map((image) => ({ kind: "image", image }));
  if (video && images.length > 0) slides.splice(1, 0, { kind: "video", video, poster: images[0]! });
  return slides;
}

export function Gallery({
  name,
  images,
  video,
  showThumbnails,
  dimmed,
  children,
}: {
  name: string;
  images: GalleryImage[];
  video: GalleryVideo | null;
  /** The site's thumbnail rule (more than 3 images, and in stock where the site says so). */
  showThumbnails: boolean;
  dimmed: boolean;
  /** Shown over the image (tags, request photos). */
  children?: React.ReactNode;
}) {
  const slides = getSlides(images, video);
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  // The full-screen viewer's code loads the first time a buyer asks for it.
  const [fullScreenLoaded, setFullScreenLoaded] = useState(false);
  const hydrated = useHydrated();

  if (slides.length === 0) return <DefaultImage>{children}</DefaultImage>;

  return (
    <Carousel label={`Photos of the ${name}`} index={index} onIndexChange={setIndex} loop>
      <div className="relative">
        <CarouselContent
          label="Photos, scroll sideways for more"
          className="aspect-[3/2] rounded-brand bg-muted"
        >
          {slides.map((slide, i) => (
            <GallerySlide
              key={i}
              slide={slide}
              position={i}
              count={slides.length}
              name={name}
              dimmed={dimmed}
            />
          ))}
        </CarouselContent>
        {children}
        {/* The arrows, the counter and full screen need JavaScript: without it the strip still
            scrolls and the thumbnails are links, and no button shows that would do nothing. */}
        {slides.length > 1 && (
          <>
            <CarouselArrow
              direction="previous"
              label="Previous photo"
              className={GALLERY_ARROW + " left-2"}
            />
            <CarouselArrow direction="next" label="Next photo" className={GALLERY_ARROW + " right-2"} />
          </>
        )}
        {hydrated && (
          <CounterAndFullScreen
            index={index}
            count={slides.length}
            onFullScreen={() => {
              setFullScreenLoaded(true);
              setFullScreen(true);
            }}
          />
        )}
      </div>

      {showThumbnails && <Thumbnails slides={slides} />}

      {fullScreenLoaded && (
        <Suspense fallback={null}>
          <FullScreenGallery
            open={fullScreen}
            onOpenChange={(open) => {
              setFullScreen(open);
              // Back on the page, the strip shows the photo last seen full screen (the index is shared).
            }}
            slides={slides}
            index={index}
            onIndexChange={setIndex}
            name={name}
          />
        </Suspense>
      )}
    </Carousel>
  );
}

/** A car without photos: the default image, with what the page shows over it. */
function DefaultImage({ children }: { children?: React.ReactNode }) {
  return (
    <div className="relative aspect-[3/2] overflow-hidden rounded-brand bg-muted">
      <img
        src={imageUrl("draw/not-found", { w: 800 })}
        alt=""
        width={1200}
        height={800}
        className="size-full object-cover"
      />
      {children}
    </div>
  );
}

/** One slide of the strip: a photo (the first preloaded and fetched first) or the video. */
function GallerySlide({
  slide,
  position,
  count,
  name,
  dimmed,
}: {
  slide: Slide;
  position: number;
  count: number;
  name: string;
  dimmed: boolean;
}) {
  return (
    <CarouselItem
      id={`photo-${position + 1}`}
      className="relative size-full snap-center"
      aria-label={`${position + 1} of ${count}`}
    >
      {slide.kind === "image" && position === 0 && (
        <PreloadImage src={slide.image.src} widths={[480, 800, 1200]} sizes={SLIDE_SIZES} />
      )}
      {slide.kind === "image" ? (
        <img
          src={imageUrl(slide.image.src, { w: 800 })}
          srcSet={imageSrcSet(slide.image.src, [480, 800, 1200])}
          sizes={SLIDE_SIZES}
          alt={slide.image.alt}
          width={1200}
          height={800}
          loading={position === 0 ? "eager" : "lazy"}
          fetchPriority={position === 0 ? "high" : undefined}
          decoding={position === 0 ? "sync" : "async"}
          className={cn("size-full object-cover", dimmed && "opacity-70 grayscale")}
        />
      ) : (
        <VideoSlide video={slide.video} poster={slide.poster} name={name} />
      )}
      {slide.kind === "image" && isIllustration(slide.image.src) && <IllustrationLabel />}
    </CarouselItem>
  );
}

/** The photo counter and the full-screen button, at the strip's bottom right. */
function CounterAndFullScreen({
  index,
  count,
  onFullScreen,
}: {
  index: number;
  count: number;
  onFullScreen: () => void;
}) {
  return (
    <div className="absolute right-2 bottom-2 flex items-center gap-2">
      <span
        className="rounded-brand bg-gray-900/80 px-2 py-1 text-xs font-semibold text-white"
        aria-hidden="true"
      >
        {index + 1} / {count}
      </span>
      <button
        type="button"
        onClick={onFullScreen}
        className={buttonVariants({ variant: "overlay", size: "xs" })}
      >
        <Icon name="expand" className="size-4" /> Full screen
      </button>
    </div>
  );
}

const GALLERY_ARROW =
  "absolute top-1/2 size-10 -translate-y-1/2 bg-surface/90 text-ink shadow ring-1 ring-black/10 hover:bg-surface";

/**
 * Thumbnails: links to each photo (they work without JavaScript), the one in view marked. On a
 * phone they are one row that scrolls sideways, so that the price and the buttons follow the photo
 * instead of up to four rows of thumbnails; the photo in view keeps its thumbnail in sight. From
 * the small breakpoint up they are a grid of eight to a row.
 */
function Thumbnails({ slides }: { slides: Slide[] }) {
  const carousel = useCarousel();
  const strip = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const row = strip.current;
    const thumb = row?.children.item(carousel.index) as HTMLElement | null;
    if (!row || !thumb || row.scrollWidth <= row.clientWidth) return;
    // Sideways within the row only (scrollIntoView would move the page too).
    const { offsetLeft: left, offsetWidth: width } = thumb;
    if (left >= row.scrollLeft && left + width <= row.scrollLeft + row.clientWidth) return;
    row.scrollTo({ left: left - (row.clientWidth - width) / 2, behavior: "smooth" });
  }, [carousel.index]);
  return (
    <ul
      ref={strip}
      // relative: the row clips what its thumbnails position absolutely. The padding keeps the
      // current thumbnail's ring inside the scrolling row (the negative margin keeps it aligned).
      className="relative -mx-0.5 mt-1.5 flex gap-2 overflow-x-auto p-0.5 [scrollbar-width:none] sm:mx-0 sm:mt-2 sm:grid sm:grid-cols-8 sm:overflow-visible sm:p-0"
      aria-label="Thumbnails"
    >
      {slides.map((slide, i) => {
        const image = slide.kind === "image" ? slide.image : slide.poster;
        return (
          <li key={i} className="w-18 shrink-0 sm:w-auto">
            <a
              href={`#photo-${i + 1}`}
              onClick={(event) => {
                event.preventDefault();
                carousel.scrollTo(i);
              }}
              aria-current={i === carousel.index ? "true" : undefined}
              className={cn(
                "relative block aspect-[3/2] overflow-hidden rounded-brand ring-2",
                i === carousel.index ? "ring-brand" : "ring-transparent hover:ring-black/30",
              )}
            >
              <img
                src={imageUrl(image.src, { w: 160 })}
                alt={slide.kind === "video" ? "Video" : `Photo ${i + 1}`}
                width={160}
                height={107}
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
              {slide.kind === "video" && (
                <Icon name="play" filled className="absolute inset-0 m-auto size-6 text-white" />
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
