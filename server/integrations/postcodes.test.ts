import { describe, expect, it } from "vitest";
import { geocodePostcode } from "./postcodes";

/*
 * The name a postcode goes by, as the delivery calculator and the locator say it: the place a buyer
 * knows it as, never a post-office box or one corner of it.
 */
describe("a postcode's place", () => {
  it.each([
    ["2000", "SYDNEY", "NSW"],
    ["7000", "HOBART", "TAS"],
    ["3000", "MELBOURNE", "VIC"],
    ["4000", "BRISBANE", "QLD"],
    ["2150", "PARRAMATTA", "NSW"],
    ["3175", "DANDENONG", "VIC"],
  ])("%s is %s", (postcode, locality, state) => {
    expect(geocodePostcode(postcode)).toMatchObject({ locality, state });
  });

  it("is the suburb asked for where the postcode has it", () => {
    expect(geocodePostcode("2000", "The Rocks")?.locality).toBe("THE ROCKS");
    expect(geocodePostcode("0000")).toBeNull();
  });
});
