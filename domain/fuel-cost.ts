/*
 * [VSD §9] "Fuel cost = distance / 100 x consumption x price. Defaults: price 1.70 per litre,
 * distance 250 km per week, consumption 10 L/100km if unknown. Hidden for electric vehicles."
 */
export const DEFAULT_FUEL_PRICE = 1.7;
export const DEFAULT_WEEKLY_DISTANCE = 250;
export const DEFAULT_CONSUMPTION = 10;

export function getFuelCost({
  distance = DEFAULT_WEEKLY_DISTANCE,
  consumption,
  price = DEFAULT_FUEL_PRICE,
}: {
  distance?: number;
  consumption?: number | null;
  price?: number;
}): number {
  const litresPer100 = consumption && consumption > 0 ? consumption : DEFAULT_CONSUMPTION;
  return (Math.max(0, distance) / 100) * litresPer100 * Math.max(0, price);
}

export function isFuelCostShown(car: {
  simple_fuel: string | null;
  fuel: string | null;
  vehicle_kind?: string;
}): boolean {
  // A caravan burns no fuel of its own; an electric car burns none at all.
  if (car.vehicle_kind === "caravan") return false;
  return car.simple_fuel !== "Electric" && car.fuel?.toLowerCase() !== "electric";
}

/** The calculator's fields as its plain form sends them (a page without JavaScript). */
export const FUEL_FIELDS = { distance: "fuel_km", price: "fuel_price" } as const;
const MAX_WEEKLY_DISTANCE = 10_000;
const MAX_FUEL_PRICE = 10;

/**
 * The distance and price a buyer sent, as the fields' text, each kept when it is a number within
 * bounds (0–10,000 km a week, $0–$10 a litre), else the default.
 */
export function readFuelInputs(params: URLSearchParams): { distance: string; price: string } {
  const read = (name: string, max: number, fallback: string) => {
    const raw = params.get(name)?.trim().slice(0, 12) ?? "";
    const value = Number(raw);
    return raw !== "" && Number.isFinite(value) && value >= 0 && value <= max ? raw : fallback;
  };
  return {
    distance: read(FUEL_FIELDS.distance, MAX_WEEKLY_DISTANCE, String(DEFAULT_WEEKLY_DISTANCE)),
    price: read(FUEL_FIELDS.price, MAX_FUEL_PRICE, DEFAULT_FUEL_PRICE.toFixed(2)),
  };
}
