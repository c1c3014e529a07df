import L from "leaflet";
import "leaflet/dist/leaflet.css";

export type MapTiles = { url: string; attribution: string; max_zoom: number };
export type MapPoint = { name: string; lat: number; long: number; href?: string };

/*
 * The interactive map itself, loaded only when a map nears the screen (it brings Leaflet and its
 * stylesheet). `onReady` runs at the first tile, `onUnavailable` when tiles cannot load: two tile
 * errors, or none loaded within the wait. Returns the teardown.
 */
export function mountMap(
  element: HTMLElement,
  options: {
    points: MapPoint[];
    zoom: number;
    tiles: MapTiles;
    waitMs: number;
    onReady: () => void;
    onUnavailable: () => void;
  },
): () => void {
  const map = L.map(element, { scrollWheelZoom: false, attributionControl: true });
  const layer = L.tileLayer(options.tiles.url, {
    attribution: options.tiles.attribution,
    maxZoom: options.tiles.max_zoom,
  });
  let loaded = false;
  let removed = false;
  let failures = 0;
  const teardown = () => {
    if (removed) return;
    removed = true;
    clearTimeout(timer);
    map.remove();
  };
  const giveUp = () => {
    if (loaded || removed) return;
    teardown();
    options.onUnavailable();
  };
  const timer = setTimeout(giveUp, options.waitMs);
  layer.on("tileload", () => {
    if (loaded) return;
    loaded = true;
    clearTimeout(timer);
    options.onReady();
  });
  layer.on("tileerror", () => {
    failures += 1;
    if (failures >= 2) giveUp();
  });
  layer.addTo(map);
  const markers = options.points.map((p) =>
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
  if (options.points.length === 1)
    map.setView([options.points[0]!.lat, options.points[0]!.long], options.zoom);
  else map.fitBounds(L.featureGroup(markers).getBounds(), { padding: [32, 32], maxZoom: options.zoom });
  return teardown;
}
