import { Dialog as DialogPrimitive } from "radix-ui";
import { Carousel, CarouselArrow, CarouselContent, CarouselItem } from "~/components/ui/carousel";
import { imageUrl } from "~/lib/format";
import { isIllustration } from "#domain/illustration";
import { IllustrationLabel, VideoSlide, type Slide } from "./gallery-slides";

/**
 * The gallery full screen [VSD §2 "left and right arrow keys move in full screen"]: the same
 * carousel as on the page, a photo to the screen, sharing the page's slide. Loaded on first use.
 */
export default function FullScreenGallery({
  open,
  onOpenChange,
  slides,
  index,
  onIndexChange,
  name,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  slides: Slide[];
  index: number;
  onIndexChange: (index: number) => void;
  name: string;
}) {
  const count = slides.length;
  const move = (step: number) => onIndexChange((((index + step) % count) + count) % count);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 flex flex-col bg-black text-white focus:outline-none"
          aria-describedby={undefined}
          // The arrow keys move wherever focus is in the view (it starts on Close).
          onKeyDown={(event) => {
            if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
            event.preventDefault();
            move(event.key === "ArrowLeft" ? -1 : 1);
          }}
        >
          <div className="flex items-center justify-between gap-4 p-3">
            <DialogPrimitive.Title className="truncate text-base font-semibold">{name}</DialogPrimitive.Title>
            <span className="text-sm" aria-live="polite">
              {index + 1} / {count}
            </span>
            <DialogPrimitive.Close className="rounded-brand bg-white/10 px-3 py-1.5 text-sm font-semibold hover:bg-white/20">
              Close
            </DialogPrimitive.Close>
          </div>
          <Carousel
            label={`Photos of the ${name}, full screen`}
            index={index}
            onIndexChange={onIndexChange}
            loop
            className="flex min-h-0 flex-1"
          >
            <CarouselContent label="Photos" className="size-full">
              {slides.map((slide, i) => (
                <CarouselItem
                  key={i}
                  aria-label={`${i + 1} of ${count}`}
                  className="relative flex size-full snap-center items-center justify-center"
                >
                  {slide.kind === "image" ? (
                    <>
                      <img
                        src={imageUrl(slide.image.src, { w: 1600 })}
                        alt={slide.image.alt}
                        loading={Math.abs(i - index) <= 1 ? "eager" : "lazy"}
                        className="max-h-full max-w-full object-contain"
                      />
                      {isIllustration(slide.image.src) && <IllustrationLabel place="bottom-3 left-3" />}
                    </>
                  ) : (
                    <div className="aspect-video w-full max-w-5xl">
                      <VideoSlide video={slide.video} poster={slide.poster} name={name} />
                    </div>
                  )}
                </CarouselItem>
              ))}
            </CarouselContent>
            {count > 1 && (
              <>
                <CarouselArrow
                  direction="previous"
                  label="Previous photo"
                  className="absolute top-1/2 left-3 size-12 -translate-y-1/2 bg-black/60 ring-1 ring-white/40 hover:bg-black/80"
                  iconClassName="size-7"
                />
                <CarouselArrow
                  direction="next"
                  label="Next photo"
                  className="absolute top-1/2 right-3 size-12 -translate-y-1/2 bg-black/60 ring-1 ring-white/40 hover:bg-black/80"
                  iconClassName="size-7"
                />
              </>
            )}
          </Carousel>
          <p className="p-2 text-center text-xs text-white/70">Use the left and right arrow keys to move.</p>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
