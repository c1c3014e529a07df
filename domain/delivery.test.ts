import { describe, expect, it } from "vitest";
import { checkPostcode, distanceKm, getDeliveryPrice, POSTCODE_REQUIRED, UNKNOWN_LOCATION } from "./delivery";

describe("delivery estimate [VSD §5 Delivery calculator]", () => {
  it("asks for a postcode, and refuses what is not one", () => {
    expect(checkPostcode(" ")).toEqual({ error: "Please enter a postcode." });
    expect(POSTCODE_REQUIRED).toBe("Please enter a postcode.");
    expect(checkPostcode("40000")).toEqual({ error: UNKNOWN_LOCATION });
    expect(UNKNOWN_LOCATION).toBe(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    );
    expect(checkPostcode(" 4000 ")).toEqual({ postcode: "4000" });
  });

  it("measures straight-line distance between coordinates", () => {
    // Brisbane to Sydney is about 730 km as the crow flies.
    const km = distanceKm({ lat: -27.47, long: 153.03 }, { lat: -33.87, long: 151.21 });
    expect(km).toBeGreaterThan(700);
    expect(km).toBeLessThan(760);
  });

  it("is free within 30 road km, then $200 plus $1.10 a km rounded up to $10", () => {
    expect(getDeliveryPrice(20)).toEqual({ roadKm: 26, price: 0 });
    expect(getDeliveryPrice(100)).toEqual({ roadKm: 130, price: 350 });
    expect(getDeliveryPrice(730).price).toBe(Math.ceil((200 + 949 * 1.1) / 10) * 10);
  });
});
