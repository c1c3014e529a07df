import { describe, expect, it } from "vitest";
import { getSearchCrumbs, getSearchTitle, type TitleFilters } from "./search-title";

const all = ["new", "used", "demo"];
const place = { city: "Brisbane", state: "QLD" };
const none: TitleFilters = { carTypes: [], siteCarTypes: all, make: null, model: null, body: null };

describe("search page titles [SW §2]", () => {
  it("titles used and all-condition searches as the spec says", () => {
    expect(getSearchTitle({ ...none, carTypes: ["used"] }, place, "Pre-Owned")).toBe(
      "Pre-Owned Cars for Sale in Brisbane QLD",
    );
    expect(getSearchTitle(none, place, "Pre-Owned")).toBe(
      "New, Pre-Owned and Demo Cars for Sale in Brisbane QLD",
    );
    expect(getSearchTitle({ ...none, siteCarTypes: ["used"] }, place, "Pre-Owned")).toBe(
      "Pre-Owned Cars for Sale in Brisbane QLD",
    );
  });

  it("names other conditions, the make, model and body", () => {
    expect(
      getSearchTitle({ ...none, carTypes: ["new", "demo"], make: "Toyota", model: "HiLux" }, place, "Used"),
    ).toBe("New and Demo Toyota HiLux Cars for Sale in Brisbane QLD");
    expect(getSearchTitle({ ...none, body: "SUV" }, place, "Used")).toBe(
      "New, Used and Demo SUVs for Sale in Brisbane QLD",
    );
  });
});

describe("search breadcrumbs [SW §2]", () => {
  it("goes Home, car type, make, model (only a known model), simple body", () => {
    const filters = { ...none, carTypes: ["used"], make: "Toyota", model: "HiLux", body: "Ute" };
    expect(getSearchCrumbs(filters, "Pre-Owned", true).map((c) => c.label)).toEqual([
      "Home",
      "Pre-Owned Cars",
      "Toyota",
      "HiLux",
      "Ute",
    ]);
    expect(getSearchCrumbs(filters, "Pre-Owned", false).map((c) => c.label)).toEqual([
      "Home",
      "Pre-Owned Cars",
      "Toyota",
      "Ute",
    ]);
  });

  it("names what the site sells when no condition is chosen", () => {
    expect(getSearchCrumbs(none, "Used", false).map((c) => c.label)).toEqual([
      "Home",
      "New, Used and Demo Cars",
    ]);
  });
});
