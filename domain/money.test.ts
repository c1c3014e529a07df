import { describe, expect, it } from "vitest";
import { formatMoney, formatWhole, parseDollarsAndCents, readWholeNumber } from "./money";

describe("money and whole numbers [docs/architecture.md rule 8, SW §9]", () => {
  it("writes whole dollars with a $ and thousands commas, as en-AU does", () => {
    const intl = new Intl.NumberFormat("en-AU", {
      style: "currency",
      currency: "AUD",
      maximumFractionDigits: 0,
    });
    for (const amount of [0, 7, 999, 1000, 12345, 12345.6, 250000, 1234567, -1500]) {
      expect(formatMoney(amount)).toBe(intl.format(Math.round(amount)));
    }
    expect(formatMoney(12345)).toBe("$12,345");
  });

  it("groups counts and kilometres", () => {
    expect(formatWhole(0)).toBe("0");
    expect(formatWhole(999)).toBe("999");
    expect(formatWhole(45210)).toBe("45,210");
    expect(formatWhole(1234567.4)).toBe("1,234,567");
  });
});

describe("amounts as buyers write them (issue 28: '5,00' was charged as $500.00)", () => {
  it.each([
    ["5,000", 500_000],
    ["5,000.00", 500_000],
    ["$1,234.50", 123_450],
    ["1234.5", 123_450],
    ["$ 40", 4_000],
    [" 40 ", 4_000],
    ["0.99", 99],
    ["1,234,567.89", 123_456_789],
    ["9,999,999.99", 999_999_999],
    ["5 000", 500_000],
    ["0500", 50_000],
  ])("reads %j as %i cents", (text, cents) => {
    expect(parseDollarsAndCents(text)).toBe(cents);
  });

  it.each([
    "5,00",
    "5,0000",
    "1,23,456",
    "12,34",
    "0,500",
    ",500",
    "5,",
    "5,000,",
    "5,,000",
    "5, 000",
    "5,000 000",
    "5.000",
    "5.5.5",
    "5.",
    ".5",
    "5,00.00",
    "-5",
    "+5",
    "1e3",
    "$$5",
    "5$",
    "10,000,000",
    "",
    "five",
    "9".repeat(50_000),
  ])("refuses %j, which is not unambiguously dollars and cents", (text) => {
    expect(parseDollarsAndCents(text)).toBeNull();
  });

  it.each([
    ["25,000", "25000"],
    ["$25,000", "25000"],
    ["120,000 km", "120000"],
    ["120000kms", "120000"],
    ["40 000", "40000"],
    ["2018", "2018"],
    ["007", "007"],
  ])("reads the whole number %j as %j", (text, digits) => {
    expect(readWholeNumber(text)).toBe(digits);
  });

  it.each([
    "5,00",
    "5,0000",
    "1,23,456",
    "25,000.00",
    "5.000",
    "1 2 3",
    "12 34",
    "-5",
    "km",
    "x".repeat(100),
  ])("refuses the whole number %j", (text) => {
    expect(readWholeNumber(text)).toBeNull();
  });
});
