import { describe, expect, it } from "vitest";
import { financeEnquiryHref, getVehicleActions, isReservable } from "./vehicle-actions";

const settings = {
  testDriveOnlyReplacesFinance: true,
  comingSoonHidesTestDrive: false,
  reserveEnabled: true,
};
const car = { status: "in_stock", reserved: false, price: 30_000, tag: null };

describe("vehicle actions [VSD §4 Availability, SW §4]", () => {
  it("offers every action for an available car", () => {
    expect(getVehicleActions(car, settings)).toEqual({
      available: true,
      enquire: true,
      testDrive: true,
      finance: true,
      tradeIn: true,
      reserve: true,
      findSimilar: false,
      historyReport: false,
    });
  });

  it("offers only 'Find Me Something Similar' for a sold car: no reserve, trade-in or finance", () => {
    const actions = getVehicleActions({ ...car, status: "sold" }, settings);
    expect(actions).toMatchObject({ available: false, reserve: false, tradeIn: false, finance: false });
    expect(actions.findSimilar).toBe(true);
    expect(actions.testDrive).toBe(false);
  });

  it("gives a Test Drive Only car a test drive instead of finance, where the site says so", () => {
    expect(getVehicleActions({ ...car, tag: "Test Drive Only" }, settings)).toMatchObject({
      finance: false,
      testDrive: true,
    });
    expect(
      getVehicleActions(
        { ...car, tag: "Test Drive Only" },
        { ...settings, testDriveOnlyReplacesFinance: false },
      ).finance,
    ).toBe(true);
  });

  it("removes the test drive from coming-soon cars at a dealer that says so", () => {
    const comingSoon = { ...car, status: "coming_soon" };
    expect(getVehicleActions(comingSoon, settings).testDrive).toBe(true);
    expect(getVehicleActions(comingSoon, { ...settings, comingSoonHidesTestDrive: true }).testDrive).toBe(
      false,
    );
  });

  it("reserves only in-stock, unreserved cars with a shown price (over 10), not kept for test drives", () => {
    expect(isReservable(car)).toBe(true);
    expect(isReservable({ ...car, tag: " test drive only " })).toBe(false);
    expect(getVehicleActions({ ...car, tag: "Test Drive Only" }, settings).reserve).toBe(false);
    expect(isReservable({ ...car, reserved: true })).toBe(false);
    expect(isReservable({ ...car, status: "coming_soon" })).toBe(false);
    expect(isReservable({ ...car, price: 10 })).toBe(false);
    expect(getVehicleActions(car, { ...settings, reserveEnabled: false }).reserve).toBe(false);
  });

  it("links the history report only when the car has a file [VSD §5]", () => {
    expect(getVehicleActions({ ...car, history_file: "media/history/A1.pdf" }, settings).historyReport).toBe(
      true,
    );
    expect(getVehicleActions({ ...car, history_file: null }, settings).historyReport).toBe(false);
  });
});

describe("lead-form event ids [VSD §7]", () => {
  it("are 14 new, 15 used, 17 new test drive or Test Drive Only, 48 used test drive", async () => {
    const { getLeadEventId } = await import("./lead-events");
    expect(getLeadEventId("enquiry", { car_type: "new", tag: null })).toBe(14);
    expect(getLeadEventId("enquiry", { car_type: "demo", tag: null })).toBe(14);
    expect(getLeadEventId("enquiry", { car_type: "used", tag: null })).toBe(15);
    expect(getLeadEventId("test-drive", { car_type: "new", tag: null })).toBe(17);
    expect(getLeadEventId("test-drive", { car_type: "used", tag: "Test Drive Only" })).toBe(17);
    expect(getLeadEventId("test-drive", { car_type: "used", tag: null })).toBe(48);
  });
});

describe("the finance link [VSD §1 Routes]", () => {
  it("carries the dealership, the price, the car and its VIN, to the form's anchor", () => {
    const href = financeEnquiryHref(
      "/finance",
      { id: 7, price: 32990, car_type: "used", vin: "JTMW43FV10D123456" },
      "southern-cross-toyota",
    );
    expect(href).toBe(
      "/finance?preferredDealership=southern-cross-toyota&vehiclePriceBudget=32990&car_id=7&car_type=used&vin=JTMW43FV10D123456#finance-form",
    );
    expect(
      financeEnquiryHref("/finance-enquiry", { id: 7, price: 0, car_type: "new", vin: null }, undefined),
    ).toBe("/finance-enquiry?vehiclePriceBudget=0&car_id=7&car_type=new#finance-form");
  });
});
