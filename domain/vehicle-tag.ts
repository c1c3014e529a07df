/*
 * [VSD §4 Vehicle tag, chosen by priority]
 *   1. Electric or hybrid tag (some sites).  2. Reserved: 'RESERVED' or 'Reserved'.
 *   3. Certified-used logo (certain brand).  4. Custom tag text: 'runout sale' is shown green, any
 *   other text red.  5. 'COMING SOON' when status is coming_soon.  6. New-arrival tag when created
 *   within the last 8 days (tag name configurable).  7. Otherwise none.
 * [VSD §4 Availability] a car that is not available "shows a sold tag"; [SW §4] "Sold cars show a
 * Just Sold tag". The sold tag therefore comes before the list (docs/decisions/002-search.md).
 */
import { isAvailable } from "./availability";

export const NEW_ARRIVAL_DAYS = 8;
const DAY_MS = 86_400_000;

export type VehicleTag =
  | { kind: "sold"; text: string }
  | { kind: "electric"; text: "Electric" | "Hybrid" }
  | { kind: "reserved"; text: string }
  | { kind: "certified"; text: string }
  | { kind: "custom"; text: string; tone: "green" | "red" }
  | { kind: "coming-soon"; text: "COMING SOON" }
  | { kind: "new-arrival"; text: string };

export type VehicleTagOptions = {
  electricTag: boolean;
  certifiedLogo: boolean;
  reservedTag: string;
  newArrivalTag: string;
  soldTag: string;
  now: Date | number;
};

export function getVehicleTag(
  car: {
    status: string;
    reserved: boolean;
    certified: boolean;
    tag: string | null;
    simple_fuel: string | null;
    created_at: Date | number | string;
  },
  options: VehicleTagOptions,
): VehicleTag | null {
  if (!isAvailable(car.status)) return { kind: "sold", text: options.soldTag };
  if (options.electricTag && (car.simple_fuel === "Electric" || car.simple_fuel === "Hybrid")) {
    return { kind: "electric", text: car.simple_fuel };
  }
  if (car.reserved) return { kind: "reserved", text: options.reservedTag };
  if (options.certifiedLogo && car.certified) return { kind: "certified", text: "Certified Pre-Owned" };
  const custom = car.tag?.trim();
  if (custom)
    return { kind: "custom", text: custom, tone: custom.toLowerCase() === "runout sale" ? "green" : "red" };
  if (car.status === "coming_soon") return { kind: "coming-soon", text: "COMING SOON" };
  if (+new Date(car.created_at) >= +options.now - NEW_ARRIVAL_DAYS * DAY_MS) {
    return { kind: "new-arrival", text: options.newArrivalTag };
  }
  return null;
}
