import { describe, expect, it } from "vitest";
import {
  byDistance,
  describeLicences,
  distanceKm,
  findLocation,
  locationTimeZone,
  nameWithoutDepartment,
  sortLocations,
} from "./locations";

describe("locations [SW §2, §9]", () => {
  const locs = [
    { slug: "c", name: "Carindale", primary: false },
    { slug: "a", name: "Albion", primary: false },
    { slug: "s", name: "Springwood", primary: true },
  ];
  it("lists the primary location first, then by name, or by the custom order", () => {
    expect(sortLocations(locs).map((l) => l.slug)).toEqual(["s", "a", "c"]);
    expect(sortLocations(locs, ["c", "a"]).map((l) => l.slug)).toEqual(["s", "c", "a"]);
  });
  it("drops a Sales, Service or Parts suffix", () => {
    expect(nameWithoutDepartment("Springwood Toyota Service")).toBe("Springwood Toyota");
    expect(nameWithoutDepartment("Artarmon Parts")).toBe("Artarmon");
    expect(nameWithoutDepartment("Servicetown")).toBe("Servicetown");
  });
  it("opens a location by its slug, or by its name without the department; sales, then service, then parts", () => {
    const springwood = [
      { slug: "springwood-parts", name: "Southern Cross Springwood Parts", type: "parts" },
      { slug: "springwood-service", name: "Southern Cross Springwood Service", type: "service" },
      { slug: "springwood-toyota", name: "Southern Cross Toyota Springwood Sales", type: "sales" },
    ];
    expect(findLocation(springwood, "springwood-parts")?.slug).toBe("springwood-parts");
    // Service and parts share "Southern Cross Springwood": service opens, whatever the order.
    expect(findLocation(springwood, "southern-cross-springwood")?.slug).toBe("springwood-service");
    expect(findLocation([...springwood].reverse(), "southern-cross-springwood")?.slug).toBe(
      "springwood-service",
    );
    expect(findLocation(springwood, "southern-cross-toyota-springwood")?.slug).toBe("springwood-toyota");
    expect(findLocation(springwood, "nowhere")).toBeNull();
  });

  it("measures great-circle distance on a 6371 km earth", () => {
    // Brisbane GPO to Sydney GPO is about 732 km.
    const km = distanceKm({ lat: -27.4679, long: 153.0281 }, { lat: -33.8688, long: 151.2093 });
    expect(km).toBeGreaterThan(725);
    expect(km).toBeLessThan(740);
    const sorted = byDistance(
      [
        { id: "syd", lat: -33.87, long: 151.21 },
        { id: "gc", lat: -28.0, long: 153.4 },
      ],
      { lat: -27.47, long: 153.03 },
    );
    expect(sorted.map((s) => s.location.id)).toEqual(["gc", "syd"]);
  });
});

describe("describeLicences", () => {
  it("names each state's licences where the dealer trades in several", () => {
    expect(
      describeLicences([
        { state: "QLD", licence: "3180234" },
        { state: "QLD", licence: null },
        { state: "NSW", licence: "MD 074219" },
        { state: "NSW", licence: "MD 081552" },
        { state: "VIC", licence: "LMCT 11892" },
        { state: "VIC", licence: "LMCT 11892" },
      ]),
    ).toBe("QLD 3180234 · NSW MD 074219, MD 081552 · VIC LMCT 11892");
  });

  it("lists one state's licences as they are, and nothing without any", () => {
    expect(
      describeLicences([
        { state: "VIC", licence: "LMCT 11223" },
        { state: "VIC", licence: "LMCT 11224" },
      ]),
    ).toBe("LMCT 11223, LMCT 11224");
    expect(describeLicences([{ state: "QLD", licence: undefined }])).toBe("");
  });
});

describe("a location's time zone", () => {
  it("is its state's, daylight saving and all; a place outside the states keeps the site's", () => {
    const at = (state: string) => ({ address: { state } });
    expect(locationTimeZone(at("VIC"), "Australia/Brisbane")).toBe("Australia/Melbourne");
    expect(locationTimeZone(at("nsw"), "Australia/Brisbane")).toBe("Australia/Sydney");
    expect(locationTimeZone(at("QLD"), "Australia/Sydney")).toBe("Australia/Brisbane");
    expect(locationTimeZone(at("WA"), "Australia/Brisbane")).toBe("Australia/Perth");
    expect(locationTimeZone(at(""), "Australia/Brisbane")).toBe("Australia/Brisbane");
  });
});
