import { describe, expect, it } from "vitest";
import { depositCopy, returnTerms } from "./return-terms";

describe("buying online copy", () => {
  it("names the deposit in dollars and the hold in hours", () => {
    expect(depositCopy(200, 48)).toBe(
      "A $200 online deposit holds the car for 48 hours and is 100% refundable. We can also arrange a test drive at your home.",
    );
    expect(depositCopy(1500, 72)).toMatch(/^A \$1,500 online deposit holds the car for 72 hours/);
  });

  it("groups the kilometre limit of the return terms with commas", () => {
    const terms = returnTerms(14, 1500);
    expect(terms.title).toBe("14-day money back or exchange");
    expect(terms.conditions).toContain("It has travelled no more than 1,500 km since delivery.");
    expect(returnTerms(7, 500).conditions).toContain("It has travelled no more than 500 km since delivery.");
  });
});
