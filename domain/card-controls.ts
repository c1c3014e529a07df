/*
 * [VSD §5] "Favourite, compare and save controls are hidden when the feature is off or the car is not
 * eligible. In one mode they are also hidden for non-used cars, cars with price 0 or below, or cars
 * with no images."
 */
export type ControlEligibility = "all" | "used-priced-with-images";

export function isEligibleForControls(
  car: { car_type: string; price: number; photos_count: number },
  eligibility: ControlEligibility,
): boolean {
  if (eligibility === "all") return true;
  return car.car_type === "used" && car.price > 0 && car.photos_count > 0;
}

/** Whether the favourite heart shows on a car: the feature is on and the car is eligible [VSD §5]. */
export function canFavourite(
  car: { car_type: string; price: number; photos_count: number },
  settings: { enabled: boolean; eligibility: ControlEligibility },
): boolean {
  return settings.enabled && isEligibleForControls(car, settings.eligibility);
}
