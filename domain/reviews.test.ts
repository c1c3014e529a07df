import { describe, expect, it } from "vitest";
import { areReviewsShown, isReviewShown, starDisplay, type ReviewSettings } from "./reviews";

const settings: ReviewSettings = {
  hidden: false,
  min_rating: 4,
  hidden_customer_names: ["Staff Member"],
  excluded_review_ids: [42],
};
const review = { id: 1, customer_name: "Jo B.", text: "Great service." };

describe("reviews [SW §5 Reviews, §9]", () => {
  it("shows a review with text by a visible name", () => {
    expect(isReviewShown(review, settings)).toBe(true);
  });
  it("hides a review by each rule", () => {
    expect(isReviewShown({ ...review, text: null }, settings)).toBe(false);
    expect(isReviewShown({ ...review, text: "   " }, settings)).toBe(false);
    expect(isReviewShown({ ...review, text: "(Translated by Google) Great" }, settings)).toBe(false);
    expect(isReviewShown({ ...review, customer_name: "Staff Member" }, settings)).toBe(false);
    expect(isReviewShown({ ...review, id: 42 }, settings)).toBe(false);
  });
  it("shows reviews only when the average exceeds the minimum and they are not hidden", () => {
    expect(areReviewsShown(4.1, settings)).toBe(true);
    expect(areReviewsShown(4, settings)).toBe(false);
    expect(areReviewsShown(null, settings)).toBe(false);
    expect(areReviewsShown(4.8, { ...settings, hidden: true })).toBe(false);
  });
  it("draws up to four full stars and a partial fifth, with one decimal", () => {
    expect(starDisplay(4.63)).toEqual({ fills: [1, 1, 1, 1, expect.closeTo(0.6, 5)], label: "4.6" });
    expect(starDisplay(5)).toEqual({ fills: [1, 1, 1, 1, 1], label: "5.0" });
    expect(starDisplay(3.2).fills.map((f) => Math.round(f * 10) / 10)).toEqual([1, 1, 1, 0.2, 0]);
  });
});
