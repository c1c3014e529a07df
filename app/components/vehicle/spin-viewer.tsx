import { isIllustration } from "#domain/illustration";
import { IllustrationLabel } from "./gallery-slides";
import { useEffect, useRef, useState } from "react";
import {
  canAutoRotate,
  frameAfterDrag,
  hotspotsOnFrame,
  nextFrame,
  SPIN_AUTO_ROTATE_MS,
  type SpinHotspot,
} from "#domain/spin";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { useHydrated } from "~/hooks/use-hydrated";
import { imageUrl } from "~/lib/format";
import { cn } from "~/lib/utils";

/*
 * The 360° spin [VSD §2, §4 Spin viewer]: drag (20 px a frame) or use the arrow keys to turn the car;
 * it turns by itself every 100 ms once every frame has loaded, until the buyer first touches it; the
 * hint goes on the first press. Hotspots sit where each frame puts them. A frame that fails to load
 * is logged and the spin keeps working with the frames it has [VSD §8].
 */
export function SpinViewer({
  name,
  frames,
  hotspots,
}: {
  name: string;
  frames: string[];
  hotspots: SpinHotspot[];
}) {
  const count = frames.length;
  const spin = useSpin(frames);
  const { frame, setFrame, loaded, interacted, setInteracted, fullScreen, setFullScreen, rotating } = spin;
  // The controls need JavaScript: without it the page shows no button that does nothing.
  const hydrated = useHydrated();
  const width = fullScreen ? 1600 : 800;
  const spots = hotspotsOnFrame(hotspots, frame, "exterior");

  return (
    <div
      className={cn(
        "overflow-hidden bg-white",
        // One position each way: "relative" beside "fixed" would leave the viewer in the page.
        fullScreen
          ? "fixed inset-0 z-50 flex items-center justify-center"
          : "relative aspect-[3/2] rounded-brand",
      )}
      role={fullScreen ? "dialog" : undefined}
      aria-modal={fullScreen ? true : undefined}
      aria-label={fullScreen ? `360° view of the ${name}, full screen` : undefined}
      data-testid="spin-viewer"
      data-full-screen={fullScreen ? "true" : "false"}
      data-frame={frame}
      data-rotating={rotating ? "true" : "false"}
    >
      <div
        className={cn("relative", fullScreen ? "aspect-[3/2] w-full max-w-[min(100vw,150vh)]" : "size-full")}
      >
        <SpinSlider
          slider={spin.slider}
          name={name}
          src={imageUrl(frames[frame]!, { w: width })}
          frame={frame}
          count={count}
          setFrame={setFrame}
          setInteracted={setInteracted}
        />
        {isIllustration(frames[frame]!) && <IllustrationLabel place="top-2 left-2" />}
        {/* Hotspots sit over the spin, not inside it: a control may not hold other controls. */}
        <SpinHotspots
          spots={spots}
          openHotspot={spin.openHotspot}
          setOpenHotspot={spin.setOpenHotspot}
          setInteracted={setInteracted}
        />
      </div>
      {hydrated && (
        <SpinControls
          interacted={interacted}
          loaded={loaded}
          count={count}
          fullScreen={fullScreen}
          toggle={spin.toggle}
          onToggle={() => {
            // Asking for full screen is the buyer's first touch too: the car stops turning by itself.
            setInteracted(true);
            setFullScreen(!fullScreen);
          }}
        />
      )}
    </div>
  );
}

/**
 * The spin's state: the frame shown, how many frames have loaded, whether the buyer has touched it
 * (which stops it turning by itself), full screen and the open hotspot.
 */
function useSpin(frames: string[]) {
  const count = frames.length;
  const [frame, setFrame] = useState(0);
  const [loaded, setLoaded] = useState(0);
  const [interacted, setInteracted] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  const [openHotspot, setOpenHotspot] = useState<string | null>(null);
  const slider = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // Load every frame (the browser keeps them), counting the ones that arrive. The frames wait until
  // the page has loaded, so they never compete with what the buyer sees first.
  useEffect(() => {
    let alive = true;
    const images: HTMLImageElement[] = [];
    const start = () => {
      if (!alive) return;
      for (const src of frames) {
        const image = new Image();
        image.onload = () => alive && setLoaded((n) => n + 1);
        image.onerror = () => console.warn(`Spin frame failed to load: ${src}`);
        image.src = imageUrl(src, { w: 800 });
        images.push(image);
      }
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      alive = false;
      window.removeEventListener("load", start);
      for (const image of images) image.onload = image.onerror = null;
    };
  }, [frames]);

  const rotating = canAutoRotate({ loaded, frameCount: count, interacted });
  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setFrame((f) => nextFrame(f, count)), SPIN_AUTO_ROTATE_MS);
    return () => clearInterval(timer);
  }, [rotating, count]);

  // Full screen takes the whole window: the arrow keys turn the car wherever focus is, Escape
  // closes it, and focus goes back to the button that opened it.
  useEffect(() => {
    if (!fullScreen) return;
    slider.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setFullScreen(false);
        toggle.current?.focus();
      } else if (
        (event.key === "ArrowLeft" || event.key === "ArrowRight") &&
        event.target !== slider.current
      ) {
        event.preventDefault();
        setInteracted(true);
        setFrame((f) => nextFrame(f, count, event.key === "ArrowLeft" ? -1 : 1));
      }
    };
    window.addEventListener("keydown", onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      window.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
    };
  }, [fullScreen, count]);

  return {
    frame,
    setFrame,
    loaded,
    interacted,
    setInteracted,
    fullScreen,
    setFullScreen,
    openHotspot,
    setOpenHotspot,
    rotating,
    slider,
    toggle,
  };
}

/** The car itself: drag it or press the arrow keys to turn it. */
function SpinSlider({
  slider,
  name,
  src,
  frame,
  count,
  setFrame,
  setInteracted,
}: {
  slider: React.RefObject<HTMLDivElement | null>;
  name: string;
  src: string;
  frame: number;
  count: number;
  setFrame: React.Dispatch<React.SetStateAction<number>>;
  setInteracted: (interacted: boolean) => void;
}) {
  const drag = useRef<{ x: number; frame: number; pointer: number } | null>(null);
  const turn = (step: number) => {
    setInteracted(true);
    setFrame((f) => nextFrame(f, count, step));
  };
  return (
    <div
      ref={slider}
      role="slider"
      tabIndex={0}
      aria-label={`360° view of the ${name}: drag or use the arrow keys to turn it`}
      aria-valuemin={1}
      aria-valuemax={count}
      aria-valuenow={frame + 1}
      aria-valuetext={`Angle ${frame + 1} of ${count}`}
      className="absolute inset-0 cursor-grab touch-pan-y select-none active:cursor-grabbing"
      onPointerDown={(event) => {
        setInteracted(true);
        drag.current = { x: event.clientX, frame, pointer: event.pointerId };
        event.currentTarget.setPointerCapture(event.pointerId);
      }}
      onPointerMove={(event) => {
        if (!drag.current || drag.current.pointer !== event.pointerId) return;
        setFrame(frameAfterDrag(drag.current.frame, event.clientX - drag.current.x, count));
      }}
      onPointerUp={() => (drag.current = null)}
      onPointerCancel={() => (drag.current = null)}
      onKeyDown={(event) => {
        const step = event.key === "ArrowLeft" ? -1 : event.key === "ArrowRight" ? 1 : 0;
        if (!step) return;
        event.preventDefault();
        turn(step);
      }}
    >
      <img
        src={src}
        alt=""
        width={1200}
        height={800}
        draggable={false}
        className="pointer-events-none size-full object-contain"
      />
    </div>
  );
}

/** The hotspots on the frame shown, each a button that opens its note. */
function SpinHotspots({
  spots,
  openHotspot,
  setOpenHotspot,
  setInteracted,
}: {
  spots: ReturnType<typeof hotspotsOnFrame>;
  openHotspot: string | null;
  setOpenHotspot: (id: string | null) => void;
  setInteracted: (interacted: boolean) => void;
}) {
  return spots.map((spot) => (
    <div key={spot.id} className="absolute" style={{ left: `${spot.x}%`, top: `${spot.y}%` }}>
      <button
        type="button"
        onPointerDown={(event) => event.stopPropagation()}
        onClick={() => {
          setInteracted(true);
          setOpenHotspot(openHotspot === spot.id ? null : spot.id);
        }}
        aria-expanded={openHotspot === spot.id}
        className="-translate-x-1/2 -translate-y-1/2 rounded-full bg-brand p-1 text-brand-foreground shadow ring-2 ring-white"
        aria-label={spot.label}
      >
        <Icon name="info" className="size-4" />
      </button>
      {openHotspot === spot.id && (
        <p className="absolute top-4 left-1/2 z-10 w-56 -translate-x-1/2 rounded-brand bg-gray-900 p-2 text-xs text-white shadow-lg">
          <span className="font-semibold">{spot.label}. </span>
          {spot.description}
        </p>
      )}
    </div>
  ));
}

/** What needs JavaScript over the spin: the hint until the first touch, the loading count, full screen. */
function SpinControls({
  interacted,
  loaded,
  count,
  fullScreen,
  toggle,
  onToggle,
}: {
  interacted: boolean;
  loaded: number;
  count: number;
  fullScreen: boolean;
  toggle: React.RefObject<HTMLButtonElement | null>;
  onToggle: () => void;
}) {
  return (
    <>
      {!interacted && (
        // Bottom left, clear of the full-screen button at bottom right on the narrowest phone.
        <p className="pointer-events-none absolute bottom-2 left-2 inline-flex items-center gap-1.5 rounded-full bg-gray-900/80 px-3 py-1.5 text-xs font-semibold text-white">
          <Icon name="move" className="size-4" /> Drag to spin
        </p>
      )}
      {loaded < count && (
        <p
          className="absolute top-2 right-2 rounded-brand bg-surface/90 px-2 py-1 text-xs"
          aria-live="polite"
        >
          Loading 360° view… {Math.round((loaded / Math.max(1, count)) * 100)}%
        </p>
      )}
      <button
        ref={toggle}
        type="button"
        onClick={onToggle}
        className={cn(buttonVariants({ variant: "overlay", size: "xs" }), "absolute right-2 bottom-2")}
      >
        {fullScreen ? (
          <>
            <Icon name="x" className="size-4" /> Close full screen
          </>
        ) : (
          <>
            <Icon name="expand" className="size-4" /> Full screen
          </>
        )}
      </button>
    </>
  );
}

/** The 360° interior: a panorama to drag sideways (or move with the arrow keys). */
export function InteriorViewer({ name, src }: { name: string; src: string }) {
  const [offset, setOffset] = useState(0);
  const drag = useRef<{ x: number; offset: number } | null>(null);
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className="grid aspect-[3/2] place-items-center rounded-brand bg-muted text-sm">
        The interior view is not available just now.
      </div>
    );
  }
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={`360° interior of the ${name}: drag or use the arrow keys to look around`}
      aria-valuemin={0}
      aria-valuemax={359}
      aria-valuenow={((Math.round(offset / 4) % 360) + 360) % 360}
      aria-valuetext={`Looking ${((Math.round(offset / 4) % 360) + 360) % 360}° round`}
      className="relative aspect-[3/2] cursor-grab touch-pan-y overflow-hidden rounded-brand bg-gray-900 select-none active:cursor-grabbing"
      onPointerDown={(event) => {
        drag.current = { x: event.clientX, offset };
        event.currentTarget.setPointerCapture(event.pointerId);
      }}
      onPointerMove={(event) => {
        if (!drag.current) return;
        setOffset(drag.current.offset - (event.clientX - drag.current.x));
      }}
      onPointerUp={() => (drag.current = null)}
      onKeyDown={(event) => {
        const step = event.key === "ArrowLeft" ? -40 : event.key === "ArrowRight" ? 40 : 0;
        if (!step) return;
        event.preventDefault();
        setOffset((o) => o + step);
      }}
      style={{
        backgroundImage: `url("${imageUrl(src, { w: 1600 })}")`,
        backgroundSize: "auto 100%",
        backgroundRepeat: "repeat-x",
        backgroundPositionX: `${-offset}px`,
      }}
    >
      {/* The panorama is a background; this image only reports a load failure. */}
      <img
        src={imageUrl(src, { w: 1600 })}
        alt=""
        className="hidden"
        onError={() => {
          console.warn(`Interior view failed to load: ${src}`);
          setFailed(true);
        }}
      />
    </div>
  );
}
