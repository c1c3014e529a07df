import { slugify } from "#domain/slug";

/*
 * Locations [SW §2 Location routes; §9 "Locations carousel: sorted by name unless a custom order is
 * set", "earth radius 6371 km for distance"]. The primary location is always listed first.
 */
export type SortableLocation = { slug: string; name: string; primary: boolean };

export function sortLocations<T extends SortableLocation>(
  locations: readonly T[],
  customOrder: string[] = [],
) {
  const rank = (l: T) => {
    const i = customOrder.indexOf(l.slug);
    return i === -1 ? customOrder.length : i;
  };
  return [...locations].sort(
    (a, b) =>
      Number(b.primary) - Number(a.primary) || rank(a) - rank(b) || a.name.localeCompare(b.name, "en-AU"),
  );
}

const DEPARTMENT_SUFFIX = [" Sales", " Service", " Parts"] as const;

/** "Springwood Toyota Service" -> "Springwood Toyota" [SW §2 /contact-us/{name without the suffix}]. */
export function nameWithoutDepartment(name: string) {
  const trimmed = name.trim();
  const suffix = DEPARTMENT_SUFFIX.find((s) => trimmed.endsWith(s));
  return suffix ? trimmed.slice(0, -suffix.length).trim() : trimmed;
}

/**
 * Which department a name shared by several locations opens: the one a buyer who typed the
 * dealer's name most likely wants (the spec does not say: docs/decisions/053-a-shared-location-name.md).
 */
const DEPARTMENT_FIRST = ["sales", "service-and-parts", "service", "parts"];

/**
 * The location a path segment names [SW §2 Location routes]: its slug, or its name without the
 * Sales, Service or Parts suffix ("/contact-us/springwood-toyota" for "Springwood Toyota Service");
 * where several share that name, sales first, then service, then parts.
 */
export function findLocation<T extends { slug: string; name: string; type: string }>(
  all: readonly T[],
  segment: string,
): T | null {
  const bySlug = all.find((l) => l.slug === segment);
  if (bySlug) return bySlug;
  const rank = (l: T) => {
    const i = DEPARTMENT_FIRST.indexOf(l.type);
    return i < 0 ? DEPARTMENT_FIRST.length : i;
  };
  const named = all.filter((l) => slugify(nameWithoutDepartment(l.name)) === segment);
  return named.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

export const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km (haversine, earth radius 6371 km). */
export function distanceKm(a: { lat: number; long: number }, b: { lat: number; long: number }) {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLong = rad(b.long - a.long);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Locations by distance from a point, nearest first, each with its distance in km. */
export function byDistance<T extends { lat: number; long: number }>(
  locations: readonly T[],
  from: { lat: number; long: number },
) {
  return locations
    .map((location) => ({ location, km: distanceKm(from, location) }))
    .sort((a, b) => a.km - b.km);
}

/**
 * The dealer's licence numbers as the site states them: a dealer licence belongs to a state, so a
 * group trading in more than one names each with its state ("QLD 3180234 · NSW MD 074219"); one
 * state's are listed as they are. Locations without a licence (service, parts) add nothing.
 */
export function describeLicences(
  locations: readonly { state: string; licence: string | null | undefined }[],
) {
  const byState = new Map<string, string[]>();
  for (const { state, licence } of locations) {
    if (!licence) continue;
    const numbers = byState.get(state) ?? byState.set(state, []).get(state)!;
    if (!numbers.includes(licence)) numbers.push(licence);
  }
  if (byState.size <= 1) return [...byState.values()].flat().join(", ");
  return [...byState].map(([state, numbers]) => `${state} ${numbers.join(", ")}`).join(" · ");
}

/** Each state's and territory's time zone (the zone of its capital, which the whole of it keeps). */
const STATE_TIME_ZONES: Record<string, string> = {
  QLD: "Australia/Brisbane",
  NSW: "Australia/Sydney",
  ACT: "Australia/Sydney",
  VIC: "Australia/Melbourne",
  TAS: "Australia/Hobart",
  SA: "Australia/Adelaide",
  NT: "Australia/Darwin",
  WA: "Australia/Perth",
};

/**
 * The time zone a location keeps, from its state: a Victorian yard's hours, holds and bookings are
 * in Melbourne's time (daylight saving included) on a Queensland group's site. A place outside
 * Australia's states keeps the site's zone.
 */
export function locationTimeZone(location: { address: { state: string } }, siteZone: string): string {
  return STATE_TIME_ZONES[location.address.state.toUpperCase()] ?? siteZone;
}
