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
