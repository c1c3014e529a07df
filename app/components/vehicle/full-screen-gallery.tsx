import { ChevronLeft, ChevronRight } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { imageUrl } from "~/lib/format";
import { VideoSlide, type Slide } from "./gallery";

/** The gallery full screen: the left and right arrow keys move [VSD §2]. Loaded on first use. */
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
  const slide = slides[index];
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 flex flex-col bg-black text-white focus:outline-none"
          aria-describedby={undefined}
          onKeyDown={(event) => {
            if (event.key === "ArrowLeft") {
              event.preventDefault();
              move(-1);
            } else if (event.key === "ArrowRight") {
              event.preventDefault();
              move(1);
            }
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
          <div className="relative flex min-h-0 flex-1 items-center justify-center">
            {slide?.kind === "image" && (
              <img
                key={slide.image.src}
                src={imageUrl(slide.image.src, { w: 1600 })}
                alt={slide.image.alt}
                className="max-h-full max-w-full object-contain"
              />
            )}
            {slide?.kind === "video" && (
              <div className="aspect-video w-full max-w-5xl">
                <VideoSlide video={slide.video} poster={slide.poster} name={name} />
              </div>
            )}
            {count > 1 && (
              <>
                <button
                  type="button"
                  onClick={() => move(-1)}
                  className="absolute top-1/2 left-3 grid size-12 -translate-y-1/2 place-items-center rounded-full bg-white/15 hover:bg-white/30"
                  aria-label="Previous photo"
                >
                  <ChevronLeft aria-hidden="true" className="size-7" />
                </button>
                <button
                  type="button"
                  onClick={() => move(1)}
                  className="absolute top-1/2 right-3 grid size-12 -translate-y-1/2 place-items-center rounded-full bg-white/15 hover:bg-white/30"
                  aria-label="Next photo"
                >
                  <ChevronRight aria-hidden="true" className="size-7" />
                </button>
              </>
            )}
          </div>
          <p className="p-2 text-center text-xs text-white/70">Use the left and right arrow keys to move.</p>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
