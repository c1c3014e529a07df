import { describe, expect, it } from "vitest";
import { readFuelInputs } from "./fuel-cost";

describe("the fuel calculator's plain form", () => {
  it("takes the distance and price sent, as typed, within bounds; else the spec's defaults", () => {
    expect(readFuelInputs(new URLSearchParams("fuel_km=500&fuel_price=2.05"))).toEqual({
      distance: "500",
      price: "2.05",
    });
    expect(readFuelInputs(new URLSearchParams())).toEqual({ distance: "250", price: "1.70" });
    expect(readFuelInputs(new URLSearchParams("fuel_km=-3&fuel_price=abc"))).toEqual({
      distance: "250",
      price: "1.70",
    });
    expect(readFuelInputs(new URLSearchParams("fuel_km=99999999&fuel_price=11"))).toEqual({
      distance: "250",
      price: "1.70",
    });
  });
});
