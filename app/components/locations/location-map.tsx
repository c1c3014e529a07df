import type { MapPoint, MapTiles } from "./leaflet-map";
import { useEffect, useRef, useState } from "react";
import { cn } from "~/lib/utils";

/*
 * A location map [SW §2 "map or image"; §9 "map zoom 10 (13 on some sites), map type roadmap"]:
 * Leaflet over the site's tile source, loaded only when the map scrolls into view. Until the first
 * tile arrives the page shows the fallback (the location's picture and a directions link), and it
 * stays when tiles cannot load (no network, a blocked or failing tile server), so a buyer always has
 * a way there. Markers are drawn, not images, so nothing else has to load.
 */
type MapState = "fallback" | "loading" | "ready" | "unavailable";

/** How long the map waits for a first tile before it settles on the fallback. */
const FIRST_TILE_TIMEOUT_MS = 8000;

export function LocationMap({
  label,
  points,
  zoom,
  tiles,
  fallback,
  className,
}: {
  label: string;
  points: MapPoint[];
  zoom: number;
  tiles: MapTiles | null;
  fallback: React.ReactNode;
  className?: string;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>("fallback");
  const key = points.map((p) => `${p.lat},${p.long}`).join(";");

  useEffect(() => {
    if (!tiles || points.length === 0 || !frame.current || !canvas.current) return;
    let cancelled = false;
    let teardown = () => {};
    const start = async () => {
      setState("loading");
      const { mountMap } = await import("./leaflet-map");
      if (cancelled || !canvas.current) return;
      teardown = mountMap(canvas.current, {
        points,
        zoom,
        tiles,
        waitMs: FIRST_TILE_TIMEOUT_MS,
        onReady: () => setState("ready"),
        onUnavailable: () => setState("unavailable"),
      });
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          void start().catch(() => setState("unavailable"));
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(frame.current);
    return () => {
      cancelled = true;
      observer.disconnect();
      teardown();
    };
    // The points' positions are the map's identity; `key` stands for them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, zoom, tiles]);

  return (
    <div
      ref={frame}
      data-map-state={state}
      className={cn("relative isolate overflow-hidden rounded-brand bg-muted", className)}
    >
      <div className={cn("absolute inset-0", state === "ready" && "invisible")}>{fallback}</div>
      <div
        ref={canvas}
        role="region"
        aria-label={label}
        aria-hidden={state !== "ready"}
        className={cn("absolute inset-0 z-0", state !== "ready" && "invisible")}
      />
    </div>
  );
}
