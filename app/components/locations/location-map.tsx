import { MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { imageUrl } from "~/lib/format";
import { cn } from "~/lib/utils";

/*
 * A location map [SW §2 "map or image"; §9 "map zoom 10 (13 on some sites), map type roadmap"]:
 * Leaflet over the site's tile source, loaded only when the map scrolls into view. Until the first
 * tile arrives the page shows the fallback (the location's picture and a directions link), and it
 * stays when tiles cannot load (no network, a blocked or failing tile server), so a buyer always has
 * a way there. Markers are drawn, not images, so nothing else has to load.
 */
export type MapTiles = { url: string; attribution: string; max_zoom: number };
export type MapPoint = { name: string; lat: number; long: number; href?: string };
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
      const [{ default: L }] = await Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css")]);
      if (cancelled || !canvas.current) return;
      const map = L.map(canvas.current, { scrollWheelZoom: false, attributionControl: true });
      const layer = L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: tiles.max_zoom });
      let loaded = false;
      let failures = 0;
      const giveUp = () => {
        if (loaded || cancelled) return;
        setState("unavailable");
        teardown();
      };
      const timer = setTimeout(giveUp, FIRST_TILE_TIMEOUT_MS);
      layer.on("tileload", () => {
        if (loaded) return;
        loaded = true;
        clearTimeout(timer);
        setState("ready");
      });
      layer.on("tileerror", () => {
        failures += 1;
        if (failures >= 2) giveUp();
      });
      layer.addTo(map);
      const markers = points.map((p) =>
        L.circleMarker([p.lat, p.long], {
          radius: 9,
          weight: 3,
          color: "#ffffff",
          fillColor: "#b91c1c",
          fillOpacity: 1,
        })
          .bindTooltip(p.name)
          .addTo(map),
      );
      if (points.length === 1) map.setView([points[0]!.lat, points[0]!.long], zoom);
      else map.fitBounds(L.featureGroup(markers).getBounds(), { padding: [32, 32], maxZoom: zoom });
      teardown = () => {
        clearTimeout(timer);
        map.remove();
        teardown = () => {};
      };
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
