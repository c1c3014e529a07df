import { describe, expect, it } from "vitest";
import { isEligibleForControls } from "./card-controls";

describe("favourite, compare and save controls [VSD §5]", () => {
  const car = { car_type: "used", price: 20_000, photos_count: 4 };
  it("show for every car in the default mode", () => {
    expect(isEligibleForControls({ car_type: "new", price: 0, photos_count: 0 }, "all")).toBe(true);
  });
  it("hide for non-used, unpriced or imageless cars in the stricter mode", () => {
    const strict = "used-priced-with-images" as const;
    expect(isEligibleForControls(car, strict)).toBe(true);
    expect(isEligibleForControls({ ...car, car_type: "demo" }, strict)).toBe(false);
    expect(isEligibleForControls({ ...car, price: 0 }, strict)).toBe(false);
    expect(isEligibleForControls({ ...car, price: -1 }, strict)).toBe(false);
    expect(isEligibleForControls({ ...car, photos_count: 0 }, strict)).toBe(false);
  });
});
