import { describe, expect, it } from "vitest";
import { formatKm, formatMoney, formatViews, imageUrl } from "./format";

describe("formatting [docs/architecture.md rule 8, SW §9]", () => {
  it("formats whole dollars with a $ and thousands commas", () => {
    expect(formatMoney(12345)).toBe("$12,345");
    expect(formatMoney(12345.6)).toBe("$12,346");
  });
  it("formats kilometres", () => {
    expect(formatKm(45210)).toBe("45,210 km");
  });
  it("builds image URLs with the defaults left out", () => {
    expect(imageUrl("draw/logo/toyota")).toBe("/img/draw/logo/toyota");
    expect(imageUrl("draw/logo/toyota", { w: 320, fm: "svg" })).toBe("/img/draw/logo/toyota?w=320&fm=svg");
  });
});

describe("view counts", () => {
  it("say 1 view and 1,234 views", () => {
    expect(formatViews(1)).toBe("1 view");
    expect(formatViews(1234)).toBe("1,234 views");
  });
});
