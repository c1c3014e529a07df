import { describe, expect, it } from "vitest";
import { carPath, carTradeInPath } from "./car-url";

describe("a car's addresses [VSD §2]", () => {
  it("are /cars/{slug} and the addresses under it", () => {
    expect(carPath("2021-toyota-hilux-sr5-abc123")).toBe("/cars/2021-toyota-hilux-sr5-abc123");
    expect(carPath("2021-toyota-hilux-sr5-abc123", "pdf")).toBe("/cars/2021-toyota-hilux-sr5-abc123/pdf");
    expect(carPath("a-car", "buy-online")).toBe("/cars/a-car/buy-online");
  });

  it("start a trade-in from the car by its id", () => {
    expect(carTradeInPath(42)).toBe("/cars/trade-in?car_id=42");
  });
});
