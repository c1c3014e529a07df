/*
 * Which actions a vehicle offers, on its card and on its page (one rule for both):
 * [VSD §4 Availability] "Reserve, trade-in and finance actions only show for available vehicles";
 *   any other status shows "a 'Find Me Something Similar' button".
 * [SW §4] "Cars with a Test Drive Only tag get a Book a Test Drive button instead of a finance
 *   button. For coming_soon cars at one dealer the test-drive button is removed."
 *   "The reserve button appears only when the car is reservable (rule not shown)": a car is
 *   reservable when it is in stock, not already reserved and has a shown price
 *   (docs/decisions/002-search.md).
 * [VSD §5] "Trade-in button only for available vehicles; history report only if the vehicle has a file."
 * Finance needs a price to finance: a car shown as "Enquire for price" ($0, $1 placeholders) offers
 *   no finance button, estimate or calculator.
 * A caravan is towed, not driven: it offers no test drive (a motorhome does).
 */
import { isAvailable } from "./availability";
import { isPriceShown, MIN_DISPLAY_PRICE } from "./price-display";

export const TEST_DRIVE_ONLY_TAG = "test drive only";

export type ActionCar = {
  status: string;
  /** car, caravan, motorhome ... [VSD §1]; a towed caravan has no test drive. */
  vehicle_kind?: string;
  reserved: boolean;
  price: number;
  tag: string | null;
  history_file?: string | null;
};

export type ActionSettings = {
  testDriveOnlyReplacesFinance: boolean;
  comingSoonHidesTestDrive: boolean;
  reserveEnabled: boolean;
};

export type VehicleActions = {
  available: boolean;
  enquire: boolean;
  testDrive: boolean;
  finance: boolean;
  tradeIn: boolean;
  reserve: boolean;
  findSimilar: boolean;
  historyReport: boolean;
};

/** Kinds of vehicle nobody drives: towed behind one. */
export const TOWED_KINDS = ["caravan"];

export function isTestDriveOnly(car: Pick<ActionCar, "tag">) {
  return car.tag?.trim().toLowerCase() === TEST_DRIVE_ONLY_TAG;
}

/**
 * [VSD §4] "Reserve Now appears only when the car is reservable; the rule is not shown"
 * (docs/decisions/020-reserve-online.md, 054-test-drive-only-cars-are-not-reserved.md): in stock, not
 * already reserved, with a shown price, and not kept for test drives.
 */
export function isReservable(car: Pick<ActionCar, "status" | "reserved" | "price" | "tag">) {
  return car.status === "in_stock" && !car.reserved && car.price > MIN_DISPLAY_PRICE && !isTestDriveOnly(car);
}

/**
 * [VSD §1 Routes] The finance link "with query preferredDealership, vehiclePriceBudget, car_id,
 * car_type, vin and anchor #finance-form": the same from a card as from the car's page.
 */
export function financeEnquiryHref(
  link: string,
  car: { id: number; price: number; car_type: string; vin: string | null },
  dealershipSlug: string | undefined,
): string {
  const query = new URLSearchParams({
    ...(dealershipSlug ? { preferredDealership: dealershipSlug } : {}),
    vehiclePriceBudget: String(car.price),
    car_id: String(car.id),
    car_type: car.car_type,
    ...(car.vin ? { vin: car.vin } : {}),
  });
  return `${link}?${query}#finance-form`;
}

export function getVehicleActions(car: ActionCar, settings: ActionSettings): VehicleActions {
  const available = isAvailable(car.status);
  const testDriveOnly = isTestDriveOnly(car) && settings.testDriveOnlyReplacesFinance;
  const testDriveAllowed =
    !(car.status === "coming_soon" && settings.comingSoonHidesTestDrive) &&
    !TOWED_KINDS.includes(car.vehicle_kind ?? "car");
  return {
    available,
    enquire: available,
    testDrive: available && testDriveAllowed,
    finance: available && !testDriveOnly && isPriceShown(car.price),
    tradeIn: available,
    reserve: available && settings.reserveEnabled && isReservable(car),
    findSimilar: !available,
    historyReport: !!car.history_file,
  };
}
