import { Link } from "react-router";
import type { VehiclePage } from "#server/models/vehicle-page.server";
import { LocationMap, MapFallback } from "~/components/locations/location-map";
import { telHref } from "~/lib/format";

/** Where the car is [VSD §2 "#vehicle-map: anchor for vehicle location"]: its location on a map. */
export function VehicleLocation({ page }: { page: VehiclePage }) {
  const { location } = page;
  return (
    <section id="vehicle-map" aria-labelledby="vehicle-map-heading" className="scroll-mt-24">
      <h2 id="vehicle-map-heading" className="mb-3 text-xl font-bold">
        Where to see it
      </h2>
      <p className="mb-3 text-sm">
        <Link to={location.href} className="font-semibold underline underline-offset-4">
          {location.name}
        </Link>
        , {location.street}, {location.city} {location.state} {location.postcode} ·{" "}
        <a href={telHref(location.phone)} className="underline underline-offset-4">
          {location.phone}
        </a>
      </p>
      {location.point && (
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
      )}
    </section>
  );
}
