import { describe, expect, it } from "vitest";
import { contrastRatio, readableOn, themeVariables } from "./theme";

describe("theme variables", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 0);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 1);
  });
  it("puts dark text on light brand colours and light text on dark ones", () => {
    expect(readableOn("#f2a900")).toBe("#111111");
    expect(readableOn("#0b2545")).toBe("#ffffff");
  });
  it("overrides a configured foreground that would be unreadable", () => {
    const vars = themeVariables({
      primary: "#f2f2f2",
      primary_foreground: "#ffffff",
      accent: "#0f766e",
      surface: "#ffffff",
      ink: "#111827",
      muted: "#f3f4f6",
      footer_background: "#111827",
      footer_foreground: "#e5e7eb",
      radius: "small",
      font: "sans",
    });
    expect(vars["--fc-primary-foreground"]).toBe("#111111");
    expect(vars["--fc-footer-foreground"]).toBe("#e5e7eb");
  });
});
