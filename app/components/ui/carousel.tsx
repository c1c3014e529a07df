import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { useHydrated } from "~/hooks/use-hydrated";
import { cn } from "~/lib/utils";

/*
 * The one carousel: a strip of slides in CSS scroll snap, so it swipes and scrolls without
 * JavaScript, with previous and next buttons once JavaScript runs (they never show dead). Used by
 * the photo gallery, its full-screen view and the search results' carousel layout. The slide in
 * view follows swipes as well as the buttons; `loop` wraps at the ends (the photos), otherwise the
 * buttons are disabled there [SW §2 "Previous and next arrows are disabled at the ends"]; `step`
 * "page" moves a screenful at a time (the results).
 */
type CarouselApi = {
  index: number;
  count: number;
  canPrevious: boolean;
  canNext: boolean;
  scrollTo: (index: number, behavior?: ScrollBehavior) => void;
  previous: () => void;
  next: () => void;
  track: React.RefObject<HTMLUListElement | null>;
};

const CarouselContext = createContext<CarouselApi | null>(null);

/** [SW §8] "Misuse of the carousel outside its container throws 'useCarousel must be used within a <Carousel />'." */
export function useCarousel(): CarouselApi {
  const carousel = useContext(CarouselContext);
  if (!carousel) throw new Error("useCarousel must be used within a <Carousel />");
  return carousel;
}

export function Carousel({
  label,
  index: controlled,
  initialIndex = 0,
  onIndexChange,
  loop = false,
  step = "slide",
  className,
  children,
}: {
  label: string;
  /** The slide to show, when the parent keeps it (the gallery and its full-screen view share it). */
  index?: number;
  /** The slide to start at, when nothing else keeps it (the offers slider starts at its second). */
  initialIndex?: number;
  onIndexChange?: (index: number) => void;
  loop?: boolean;
  step?: "slide" | "page";
  className?: string;
  children: React.ReactNode;
}) {
  const api = useCarouselScroll({ controlled, initialIndex, onIndexChange, loop, step });
  return (
    <CarouselContext.Provider value={api}>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        className={cn("relative", className)}
      >
        {children}
      </div>
    </CarouselContext.Provider>
  );
}

/** The carousel's state: the slide shown (the parent's or its own), the ends, and the moves. */
function useCarouselScroll({
  controlled,
  initialIndex,
  onIndexChange,
  loop,
  step,
}: {
  controlled: number | undefined;
  initialIndex: number;
  onIndexChange: ((index: number) => void) | undefined;
  loop: boolean;
  step: "slide" | "page";
}): CarouselApi {
  const track = useRef<HTMLUListElement>(null);
  const [own, setOwn] = useState(controlled ?? initialIndex);
  const index = controlled ?? own;
  // The latest index and listener, read by the scroll handler, which is set up once: were it set up
  // again on every move, it would measure the strip before the strip had moved and undo the move.
  const latest = useRef({ index, onIndexChange });
  useEffect(() => {
    latest.current = { index, onIndexChange };
  });
  const setIndex = useCallback((next: number) => {
    latest.current.index = next;
    setOwn(next);
    latest.current.onIndexChange?.(next);
  }, []);

  const scrollTo = useCallback((target: number, behavior: ScrollBehavior = "smooth") => {
    const el = track.current;
    const count = el?.children.length ?? 0;
    if (!el || count === 0) return;
    const wrapped = ((target % count) + count) % count;
    const slide = el.children.item(wrapped) as HTMLElement;
    el.scrollTo({ left: slide.offsetLeft - (el.firstElementChild as HTMLElement).offsetLeft, behavior });
  }, []);

  const shown = useRef(index);
  // The slide a button is moving the strip to: until the strip gets there (or stops), the slides it
  // passes on the way are not taken for the one shown, so a second press goes on from the target.
  const heading = useRef<number | null>(null);
  const edges = useSlideInView({ track, latest, shown, heading, setIndex, scrollTo });

  // A parent that moves the slide (a thumbnail, the full-screen view) moves the strip.
  useEffect(() => {
    if (controlled === undefined || controlled === shown.current) return;
    shown.current = controlled;
    scrollTo(controlled, "instant");
  }, [controlled, scrollTo]);

  const move = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    if (step === "page") {
      el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: "smooth" });
      return;
    }
    const count = el.children.length;
    const target = index + direction;
    if (!loop && (target < 0 || target >= count)) return;
    shown.current = ((target % count) + count) % count;
    heading.current = shown.current;
    setIndex(shown.current);
    scrollTo(target);
  };

  return {
    index,
    count: edges.count,
    canPrevious: loop ? edges.count > 1 : !edges.start,
    canNext: loop ? edges.count > 1 : !edges.end,
    scrollTo: (target, behavior) => {
      shown.current = target;
      setIndex(target);
      scrollTo(target, behavior);
    },
    previous: () => move(-1),
    next: () => move(1),
    track,
  };
}

/**
 * The slide in view follows the strip however it moved (buttons, swipes, keys, thumbnails), and
 * the strip's ends and slide count are measured as it moves.
 */
function useSlideInView({
  track,
  latest,
  shown: shownRef,
  heading: headingRef,
  setIndex,
  scrollTo,
}: {
  track: React.RefObject<HTMLUListElement | null>;
  latest: React.RefObject<{ index: number }>;
  shown: React.RefObject<number>;
  heading: React.RefObject<number | null>;
  setIndex: (index: number) => void;
  scrollTo: (index: number, behavior?: ScrollBehavior) => void;
}) {
  const [edges, setEdges] = useState({ start: true, end: false, count: 0 });
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    let frame = 0;
    const measure = () => {
      const first = el.firstElementChild as HTMLElement | null;
      const stride =
        el.children.length > 1
          ? (el.children.item(1) as HTMLElement).offsetLeft - (first?.offsetLeft ?? 0)
          : el.clientWidth;
      const current = Math.round(el.scrollLeft / Math.max(1, stride));
      setEdges({
        start: el.scrollLeft <= 1,
        end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1,
        count: el.children.length,
      });
      if (headingRef.current !== null) {
        if (current !== headingRef.current) return;
        headingRef.current = null;
      }
      if (current !== latest.current.index) {
        // A swipe moved it: the parent hears of it, and does not scroll the strip back.
        shownRef.current = current;
        setIndex(current);
      }
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    // A move the buyer cut short (a swipe during it): where the strip stopped is the slide shown.
    const onScrollEnd = () => {
      headingRef.current = null;
      measure();
    };
    el.addEventListener("scrollend", onScrollEnd);
    // A carousel that starts past its first slide (the offers slider) is moved there once it runs.
    if (latest.current.index > 0) scrollTo(latest.current.index, "instant");
    measure();
    el.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      el.removeEventListener("scroll", onScroll);
      el.removeEventListener("scrollend", onScrollEnd);
      window.removeEventListener("resize", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [track, latest, shownRef, headingRef, setIndex, scrollTo]);
  return edges;
}

/** The strip: a list that scrolls sideways, one slide snapped in view at a time. */
export function CarouselContent({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  const { track } = useCarousel();
  return (
    <ul
      ref={track}
      tabIndex={0}
      aria-label={label}
      className={cn(
        // relative: the strip clips what its slides position absolutely (screen-reader text too).
        "relative flex snap-x snap-mandatory overflow-x-auto overflow-y-hidden [scrollbar-width:none]",
        className,
      )}
    >
      {children}
    </ul>
  );
}

export function CarouselItem({ className, children, ...props }: React.LiHTMLAttributes<HTMLLIElement>) {
  return (
    <li aria-roledescription="slide" className={cn("shrink-0 snap-start", className)} {...props}>
      {children}
    </li>
  );
}

const ARROW = "grid place-items-center rounded-full disabled:cursor-not-allowed disabled:opacity-40";

/** The previous and next buttons: there once JavaScript runs, disabled at the ends unless it loops. */
export function CarouselArrow({
  direction,
  label,
  className,
  iconClassName = "size-6",
}: {
  direction: "previous" | "next";
  label: string;
  className?: string;
  iconClassName?: string;
}) {
  const carousel = useCarousel();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const enabled = direction === "previous" ? carousel.canPrevious : carousel.canNext;
  return (
    <button
      type="button"
      onClick={direction === "previous" ? carousel.previous : carousel.next}
      disabled={!enabled}
      aria-label={label}
      className={cn(ARROW, className)}
    >
      <Icon name={direction === "previous" ? "chevron-left" : "chevron-right"} className={iconClassName} />
    </button>
  );
}
