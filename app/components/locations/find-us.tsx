import { Link } from "~/components/ui/link";
import type { LocationView } from "#server/data/locations.server";
import { HoursSummary, OpenNow } from "./hours";
import { Address, LocationButtons, PhoneLink } from "./location-card";
import type { MapTiles } from "./leaflet-map";
import { LocationMap } from "./location-map";
import { MapFallback } from "./map-fallback";

/*
 * Where to find us, under a contact form [SW §2 "Contact page: with one location it shows a hero
 * map; with several dealerships a dealership list; with several locations a locations map. On
 * /service and /vehicle-parts-and-accessories only service-type locations are shown."]. The
 * caller passes the locations the form is for.
 */
export function FindUs({
  locations,
  dealerships,
  map,
}: {
  locations: LocationView[];
  dealerships: { name: string; locations: LocationView[] }[];
  map: { zoom: number; tiles: MapTiles | null };
}) {
  if (locations.length === 0) return null;
  const heading = (
    <h2 id="find-us" className="mb-4 text-2xl font-bold">
      Find us
    </h2>
  );
  if (locations.length === 1) {
    const location = locations[0]!;
    return (
      <section aria-labelledby="find-us" className="mt-10">
        {heading}
        <div className="grid gap-6 lg:grid-cols-12">
          <LocationMap
            label={`Map of ${location.name}`}
            points={[{ name: location.name, lat: location.lat, long: location.long }]}
            zoom={map.zoom}
            tiles={map.tiles}
            className="aspect-[16/9] lg:col-span-8"
            fallback={
              <MapFallback image={location.image} directions={location.directions} name={location.name} />
            }
          />
          <div className="flex flex-col gap-2 lg:col-span-4">
            <h3 className="text-lg font-bold">
              <Link to={location.href} className="underline-offset-4 hover:underline">
                {location.name}
              </Link>
            </h3>
            <Address location={location} />
            <PhoneLink phone={location.phone} />
            <OpenNow now={location.now} />
            <HoursSummary location={location} />
            <LocationButtons location={location} contactHref={location.href} contactLabel="View Location" />
          </div>
        </div>
      </section>
    );
  }
  const list =
    dealerships.length > 1 ? (
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {dealerships.map((d) => (
          <li key={d.name} className="rounded-brand p-4 ring-1 ring-black/10">
            <h3 className="text-lg font-bold">{d.name}</h3>
            <ul className="mt-2 flex flex-col gap-3">
              {d.locations.map((l) => (
                <li key={l.slug} className="flex flex-col gap-1">
                  <Link to={l.href} className="font-semibold underline-offset-4 hover:underline">
                    {l.name}
                  </Link>
                  <PhoneLink phone={l.phone} />
                  <OpenNow now={l.now} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    ) : (
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {locations.map((l) => (
          <li key={l.slug} className="flex flex-col gap-1 rounded-brand p-4 ring-1 ring-black/10">
            <Link to={l.href} className="font-semibold underline-offset-4 hover:underline">
              {l.name}
            </Link>
            <Address location={l} />
            <PhoneLink phone={l.phone} />
            <OpenNow now={l.now} />
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="find-us" className="mt-10">
      {heading}
      {dealerships.length <= 1 && (
        <LocationMap
          label="Map of our locations"
          points={locations.map((l) => ({ name: l.name, lat: l.lat, long: l.long }))}
          zoom={map.zoom}
          tiles={map.tiles}
          className="mb-6 aspect-[16/9] max-h-96 w-full"
          fallback={
            <MapFallback
              image={locations[0]!.image}
              directions={locations[0]!.directions}
              name={locations[0]!.name}
            />
          }
        />
      )}
      {list}
    </section>
  );
}
