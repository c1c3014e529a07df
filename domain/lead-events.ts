/*
 * [VSD §7] "Lead-form event ids: 14 new, 15 used, 17 new test drive or 'Test Drive Only' tag, 48 used
 * test drive, ... 39 favourite, 60 history report, 61 print, 4 used vehicle view". "25 on phone click".
 * Demo cars are sold as new cars are, so they take the new ids.
 */
import { isTestDriveOnly } from "./vehicle-actions";

export const EVENT = {
  enquiryNew: 14,
  enquiryUsed: 15,
  testDriveNew: 17,
  testDriveUsed: 48,
  phoneClick: 25,
  favourite: 39,
  /** [VSD §7] "39 on save" (to the watchlist). */
  watchlistSave: 39,
  historyReport: 60,
  print: 61,
  usedVehicleView: 4,
  /** [VSD §7, SW §9] "26 on first finance calculator interaction". */
  financeCalculator: 26,
} as const;

export function getLeadEventId(
  form: "enquiry" | "test-drive",
  car: { car_type: "new" | "used" | "demo"; tag: string | null },
): number {
  const used = car.car_type === "used";
  if (form === "enquiry") return used ? EVENT.enquiryUsed : EVENT.enquiryNew;
  if (isTestDriveOnly(car)) return EVENT.testDriveNew;
  return used ? EVENT.testDriveUsed : EVENT.testDriveNew;
}

/** [VSD §7] "49 search view". */
export const SEARCH_VIEW_EVENT = 49;

/**
 * Events only the browser sees happen (a page shown, a link opened), which it reports with a POST
 * to /api/events to be stored. Every other id is stored by the server write that causes it (a lead,
 * a save, a print), so the endpoint refuses them.
 */
export const BROWSER_REPORTED_EVENTS: readonly number[] = [
  EVENT.usedVehicleView,
  SEARCH_VIEW_EVENT,
  EVENT.historyReport,
];
