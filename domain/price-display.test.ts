import { describe, expect, it } from "vitest";
import { getPriceDisplay, getSubscriptionPerWeek } from "./price-display";

const labels = { no_price_text: "Enquire for price", preorder_text: "Pre-order now" };

describe("getPriceDisplay [VSD §5: price shown only if over 10]", () => {
  it("shows a price over 10", () => {
    expect(getPriceDisplay({ price: 11 }, labels)).toEqual({
      kind: "price",
      amount: 11,
      was: null,
    });
  });
  it("hides a price of exactly 10 behind the no-price text", () => {
    expect(getPriceDisplay({ price: 10 }, labels)).toEqual({ kind: "text", text: "Enquire for price" });
  });
  it("uses the pre-order text for pre-order cars", () => {
    expect(getPriceDisplay({ price: 0, preorder: true }, labels)).toEqual({
      kind: "text",
      text: "Pre-order now",
    });
  });
  it("keeps a higher before price as the was-price", () => {
    expect(getPriceDisplay({ price: 30000, before_price: 33000 }, labels)).toMatchObject({ was: 33000 });
  });
  it("gives a subscription price per week, over 10 like any price [VSD §9]", () => {
    expect(getSubscriptionPerWeek({ subscription_price: 250 })).toBe(250);
    expect(getSubscriptionPerWeek({ subscription_price: 0 })).toBeNull();
    expect(getSubscriptionPerWeek({ subscription_price: null })).toBeNull();
    expect(getSubscriptionPerWeek({})).toBeNull();
  });
});
