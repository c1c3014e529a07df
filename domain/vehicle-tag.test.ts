import { describe, expect, it } from "vitest";
import { getVehicleTag, type VehicleTagOptions } from "./vehicle-tag";

const now = new Date("2026-11-21T00:00:00Z");
const options: VehicleTagOptions = {
  electricTag: true,
  certifiedLogo: true,
  reservedTag: "RESERVED",
  newArrivalTag: "New Arrival",
  soldTag: "JUST SOLD",
  now,
};
const base = {
  status: "in_stock",
  reserved: false,
  certified: false,
  tag: null as string | null,
  simple_fuel: "Petrol" as string | null,
  created_at: new Date("2026-10-01T00:00:00Z"),
};

describe("vehicle tag by priority [VSD §4]", () => {
  it("goes electric, reserved, certified, custom, coming soon, new arrival, none", () => {
    const all = { ...base, simple_fuel: "Hybrid", reserved: true, certified: true, tag: "runout sale" };
    expect(getVehicleTag(all, options)).toEqual({ kind: "electric", text: "Hybrid" });
    expect(getVehicleTag({ ...all, simple_fuel: "Diesel" }, options)).toEqual({
      kind: "reserved",
      text: "RESERVED",
    });
    expect(getVehicleTag({ ...all, simple_fuel: null, reserved: false }, options)?.kind).toBe("certified");
    expect(getVehicleTag({ ...base, tag: "runout sale", status: "coming_soon" }, options)).toEqual({
      kind: "custom",
      text: "runout sale",
      tone: "green",
    });
    expect(getVehicleTag({ ...base, tag: "Test Drive Only" }, options)).toMatchObject({ tone: "red" });
    expect(getVehicleTag({ ...base, status: "coming_soon" }, options)?.text).toBe("COMING SOON");
    expect(getVehicleTag({ ...base, created_at: new Date("2026-11-14T00:00:00Z") }, options)?.text).toBe(
      "New Arrival",
    );
    expect(getVehicleTag(base, options)).toBeNull();
  });

  it("counts a new arrival within the last 8 days only", () => {
    expect(getVehicleTag({ ...base, created_at: new Date("2026-11-13T00:00:00Z") }, options)?.kind).toBe(
      "new-arrival",
    );
    expect(getVehicleTag({ ...base, created_at: new Date("2026-11-12T23:59:59Z") }, options)).toBeNull();
  });

  it("skips the electric and certified tags on sites without them", () => {
    const plain = { ...options, electricTag: false, certifiedLogo: false };
    expect(getVehicleTag({ ...base, simple_fuel: "Electric", certified: true }, plain)).toBeNull();
  });

  it("shows the sold tag for cars that are not available", () => {
    expect(getVehicleTag({ ...base, status: "sold", reserved: true }, options)).toEqual({
      kind: "sold",
      text: "JUST SOLD",
    });
  });
});
