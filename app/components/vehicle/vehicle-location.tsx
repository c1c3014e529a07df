import { Suspense, useEffect, useRef, useState } from "react";
import { Link } from "~/components/ui/link";
import type { VehiclePage } from "#server/pages/vehicle-page.server";
import { MapFallback } from "~/components/locations/map-fallback";
import { telHref } from "~/lib/format";
import { lazyWithRetry } from "~/lib/lazy-with-retry";

// The map is below the fold of the vehicle page: its code loads when the buyer scrolls near it.
const LocationMap = lazyWithRetry(
  () => import("~/components/locations/location-map"),
  (m) => m.LocationMap,
);

/** Where the car is [VSD §2 "#vehicle-map: anchor for vehicle location"]: its location on a map. */
export function VehicleLocation({ page }: { page: VehiclePage }) {
  const { location } = page;
  const frame = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!frame.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: "400px" },
    );
    observer.observe(frame.current);
    return () => observer.disconnect();
  }, []);
  const fallback = (
    <div ref={frame} className="relative aspect-[16/9] overflow-hidden rounded-brand bg-muted">
      <MapFallback image={location.image} directions={location.directions} name={location.name} />
    </div>
  );
  return (
    <section id="vehicle-map" aria-labelledby="vehicle-map-heading" className="scroll-mt-24">
      <h2 id="vehicle-map-heading" className="mb-3 text-xl font-bold">
        Where to see it
      </h2>
      <p className="mb-3 text-sm">
        <Link to={location.href} className="font-semibold underline underline-offset-4">
          {location.name}
        </Link>
        {`, ${location.street}, ${location.city} ${location.state} ${location.postcode} · `}
        <a href={telHref(location.phone)} className="underline underline-offset-4">
          {location.phone}
        </a>
      </p>
      {location.point &&
        (near ? (
          <Suspense fallback={fallback}>
            <LocationMap
              label={`Map of ${location.name}`}
              points={[{ name: location.name, lat: location.point.lat, long: location.point.long }]}
              zoom={page.map.zoom}
              tiles={page.map.tiles}
              className="aspect-[16/9]"
              fallback={
                <MapFallback image={location.image} directions={location.directions} name={location.name} />
              }
            />
          </Suspense>
        ) : (
          fallback
        ))}
    </section>
  );
}
