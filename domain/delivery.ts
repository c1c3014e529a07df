/*
 * Delivery estimate [VSD §3 "Delivery estimate: region name, price"; §5 Delivery calculator]. The
 * spec does not give the price rule; docs/decisions/003-vehicle-page.md designs it: road distance is
 * taken as 1.3 times the straight line; within 30 km delivery is free; beyond, $200 plus $1.10 a km,
 * rounded up to the next $10.
 */
export const POSTCODE_REQUIRED = "Please enter a postcode.";
export const UNKNOWN_LOCATION =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";

export const ROAD_FACTOR = 1.3;
export const FREE_DELIVERY_KM = 30;
export const DELIVERY_BASE = 200;
export const DELIVERY_PER_KM = 1.1;

type Point = { lat: number; long: number };

/** Great-circle distance in km. */
export function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLong = (b.long - a.long) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLong / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function getDeliveryPrice(straightLineKm: number): { roadKm: number; price: number } {
  const roadKm = Math.round(straightLineKm * ROAD_FACTOR);
  if (roadKm <= FREE_DELIVERY_KM) return { roadKm, price: 0 };
  return { roadKm, price: Math.ceil((DELIVERY_BASE + roadKm * DELIVERY_PER_KM) / 10) * 10 };
}

/** A postcode as typed: four digits, or a message. */
export function checkPostcode(input: string): { postcode: string } | { error: string } {
  const postcode = input.trim();
  if (postcode === "") return { error: POSTCODE_REQUIRED };
  if (!/^\d{4}$/.test(postcode)) return { error: UNKNOWN_LOCATION };
  return { postcode };
}
