import { describe, expect, it } from "vitest";
import { calendarDate } from "./dates";
import { getRegoExpiryText } from "./rego-expiry";
import {
  getCompareSpecs,
  FEATURES_PREVIEW,
  getFeaturedSpecs,
  getSpecifications,
  getSummarySpecs,
  getTrailerSpecs,
  isShownValue,
  SPECS_PREVIEW,
  type SpecCar,
} from "./spec-lists";

const car: SpecCar = {
  km: 45_210,
  vehicle_kind: "car",
  year: 2021,
  compliance_date: "2021-03-01",
  build_date: null,
  engine_size: 2755,
  engine_size_litres: 2.8,
  fuel: "Diesel",
  trans: "6 Speed Automatic",
  simple_transmission: "Automatic",
  seats: 5,
  regplate: "null",
  rego_expiry: "2027-02-28",
  stocknum: "RU10001",
  vin: "",
  colour: "White",
  simple_body: "Ute",
  bodyconfiguration: null,
  drive: "4x4",
  gearnum: 6,
  variant: {
    cylinders: 4,
    induction: "Turbo",
    geartype: null,
    fuelconsumptioncombined: 7.8,
    fuelcapacity: 80,
    grossvehiclemass: null,
    vehiclelength: 5325,
    vehicleheight: 1815,
    vehiclewidth: 1855,
    towingcapacitybraked: 3500,
    bodyconfiguration: "Double Cab Pick Up",
    torque: 500,
    power: 150,
    ancaprating: 5,
  },
};

describe("spec lists [VSD §3 Spec lists]", () => {
  it("hides empty, null and 'null' values", () => {
    expect(isShownValue(null)).toBe(false);
    expect(isShownValue("")).toBe(false);
    expect(isShownValue(" null ")).toBe(false);
    expect(isShownValue(0)).toBe(true);
    const featured = getFeaturedSpecs(car, { today: "2026-11-21", pastRegoLabel: null });
    expect(featured.map((item) => item.label)).toEqual([
      "Kilometres",
      "Compliance Date",
      "Build Date",
      "Engine",
      "Fuel",
      "Transmission",
      "Induction",
      "Seats",
      "Rego Expiry",
      "Stock No",
      "Exterior Colour",
    ]);
    expect(featured).toContainEqual({ label: "Kilometres", value: "45,210 km" });
    expect(featured).toContainEqual({ label: "Compliance Date", value: "03/2021" });
    // "build date or year"
    expect(featured).toContainEqual({ label: "Build Date", value: "2021" });
    expect(featured).toContainEqual({ label: "Rego Expiry", value: "Expires on 28/02/2027" });
  });

  it("lists no kilometres for a caravan, which has no odometer", () => {
    const options = { today: "2026-11-21", pastRegoLabel: null };
    const labels = (kind: string) =>
      getFeaturedSpecs({ ...car, vehicle_kind: kind, km: 0 }, options).map((item) => item.label);
    expect(labels("caravan")).not.toContain("Kilometres");
    expect(labels("caravan")).toContain("Stock No");
    expect(labels("motorhome")).toContain("Kilometres");
    expect(labels("car")).toContain("Kilometres");
  });

  it("lists specifications and summary in the spec's order, with units", () => {
    expect(getSpecifications(car)).toEqual([
      { label: "Engine Power", value: "150 kW" },
      { label: "Fuel Consumption", value: "7.8 L/100km" },
      { label: "Tank Capacity", value: "80 L" },
      { label: "Length", value: "5,325 mm" },
      { label: "Height", value: "1,815 mm" },
      { label: "Width", value: "1,855 mm" },
      { label: "Towing Capacity", value: "3,500 kg" },
    ]);
    expect(getSummarySpecs(car).map((item) => item.label)).toEqual([
      "Body Type",
      "Body Configuration",
      "Drive Type",
      "Colour",
      "Torque",
      "Cylinders",
      "Gearbox",
      "Safety Rating",
      "Engine Size",
      "Engine Variant",
    ]);
    expect(getSummarySpecs({ ...car, variant: null }).map((item) => item.label)).toEqual([
      "Body Type",
      "Drive Type",
      "Colour",
      "Gearbox",
      "Engine Size",
      "Engine Variant",
    ]);
  });

  it("lists a caravan's trailer specifications, hiding what is missing", () => {
    expect(
      getTrailerSpecs({
        specifications: {
          body_width: 2.35,
          body_length: 6.1,
          tare_weight: 2350,
          axle_type: "Tandem",
          sleeps: null,
          aggregate_trailer_mass: 3100,
        },
      }),
    ).toEqual([
      { label: "Body Width", value: "2.35 m" },
      { label: "Body Length", value: "6.1 m" },
      { label: "Tare Weight", value: "2,350 kg" },
      { label: "Aggregate Trailer Mass", value: "3,100 kg" },
      { label: "Axle Type", value: "Tandem" },
    ]);
    expect(getTrailerSpecs({ specifications: null })).toEqual([]);
  });

  it("compares cars by each fact once: a caravan's own rows first, no colour or engine twice", () => {
    const rows = getCompareSpecs(
      {
        ...car,
        specifications: {
          body_width: 2.35,
          body_length: 6.1,
          tare_weight: null,
          axle_type: null,
          sleeps: 4,
          aggregate_trailer_mass: null,
        },
      },
      { today: "2026-11-27", pastRegoLabel: null },
    );
    const labels = rows.map((row) => row.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.slice(0, 3)).toEqual(["Body Width", "Body Length", "Sleeps"]);
    expect(labels).toContain("Exterior Colour");
    expect(labels).not.toContain("Colour");
    expect(labels).toContain("Engine");
    expect(labels).not.toContain("Engine Variant");
    // No two rows say the same thing of the car.
    const said = rows.map((row) => row.value);
    expect(said.filter((value, i) => said.indexOf(value) !== i && !/^\d/.test(value))).toEqual([]);
  });

  it("previews 4 specs and 8 features [VSD §9]", () => {
    expect(SPECS_PREVIEW).toBe(4);
    expect(FEATURES_PREVIEW).toBe(8);
  });
});

describe("rego expiry [VSD §5]", () => {
  it("shows 'Expires on {date}' until the day has passed, then the site's label or nothing", () => {
    expect(getRegoExpiryText("2026-11-21", "2026-11-21", "Unregistered")).toBe("Expires on 21/11/2026");
    expect(getRegoExpiryText("2026-11-20", "2026-11-21", "Unregistered")).toBe("Unregistered");
    expect(getRegoExpiryText("2026-11-20", "2026-11-21", null)).toBeNull();
  });

  it("takes today in the site's time zone", () => {
    // 21 Nov 2026 15:00 UTC is already 22 Nov in Brisbane (UTC+10).
    const now = new Date("2026-11-21T15:00:00Z");
    expect(calendarDate(now, "Australia/Brisbane")).toBe("2026-11-22");
    expect(calendarDate(now, "Australia/Perth")).toBe("2026-11-21");
  });
});
