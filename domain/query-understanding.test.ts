import { describe, expect, it } from "vitest";
import { understandQuery, type QueryFacetValues } from "./query-understanding";

const site: QueryFacetValues = {
  fuel: ["Petrol - Unleaded ULP", "Diesel", "Electric", "Hybrid", "Plug-in Hybrid"],
  body: ["SUV", "Hatchback", "Sedan", "Ute", "People Mover", "Wagon"],
  seats: ["2", "5", "7", "8"],
  transmission: ["Automatic", "Manual"],
  drive: ["FWD", "AWD", "4x4"],
  tag: ["Low Kms", "Runout Sale"],
  nameWords: new Set(["everest", "evolve", "outback", "hilux", "rav4", "toyota", "ford", "subaru"]),
};

describe("what a buyer types, read into the search's filters [issue 32]", () => {
  it("reads price, seats, fuel and body, and leaves the rest as words", () => {
    expect(understandQuery("suv under 30k", site)).toMatchObject({
      query: "",
      refinements: { body: ["SUV"] },
      ranges: { price: { max: 30_000 } },
    });
    expect(understandQuery("7 seater diesel", site)).toMatchObject({
      query: "",
      refinements: { seats: ["7"], fuel: ["Diesel"] },
    });
    expect(understandQuery("Toyota RAV4 hybrid", site)).toMatchObject({
      query: "Toyota RAV4",
      refinements: { fuel: ["Hybrid", "Plug-in Hybrid"] },
    });
    expect(understandQuery("seven seats", site).refinements.seats).toEqual(["7"]);
    expect(understandQuery("20-30k hatch", site)).toMatchObject({
      ranges: { price: { min: 20_000, max: 30_000 } },
      refinements: { body: ["Hatchback"] },
    });
    expect(understandQuery("below $25,000", site).ranges.price).toEqual({ max: 25_000 });
    expect(understandQuery("over 50k", site).ranges.price).toEqual({ min: 50_000 });
    expect(understandQuery("plug in hybrid", site).refinements.fuel).toEqual(["Plug-in Hybrid"]);
  });

  it("reads kilometres, years, gearbox and drive", () => {
    expect(understandQuery("low kms", site).refinements.tag).toEqual(["Low Kms"]);
    expect(understandQuery("under 50,000 km", site).ranges.km).toEqual({ max: 50_000 });
    expect(understandQuery("2020 or newer", site).ranges.year).toEqual({ min: 2020 });
    expect(understandQuery("4x4 auto ute", site).refinements).toEqual({
      drive: ["4x4"],
      transmission: ["Automatic"],
      body: ["Ute"],
    });
  });

  it("never reads a word of a name, part of a word, or a guess", () => {
    expect(understandQuery("ford everest", site).read).toEqual([]);
    expect(understandQuery("subaru outback", site).read).toEqual([]);
    expect(understandQuery("ev", site).refinements.fuel).toEqual(["Electric"]);
    expect(understandQuery("evolve", site).read).toEqual([]);
    // Money is written with $ or k, or in full; "cheap" is not a price.
    expect(understandQuery("under 30", site).read).toEqual([]);
    expect(understandQuery("cheap hilux", site)).toMatchObject({ query: "cheap hilux", read: [] });
    // A value the site does not sell is left as words.
    expect(understandQuery("9 seater", site)).toMatchObject({ query: "9 seater", read: [] });
    expect(understandQuery("HiLux SR5", site)).toMatchObject({ query: "HiLux SR5", read: [] });
  });

  it("reads a caravan's berths and features by the words buyers use", () => {
    const vans: QueryFacetValues = {
      body: ["Caravan", "Motorhome", "Camper Trailer"],
      sleeps: ["2", "4", "6"],
      filtered_features: ["Ensuite", "Off-road", "Solar panels", "Apple CarPlay"],
      nameWords: new Set(["jayco", "journey", "outback"]),
    };
    expect(understandQuery("caravan with shower", vans)).toMatchObject({
      query: "",
      refinements: { body: ["Caravan"], filtered_features: ["Ensuite"] },
    });
    // Two features named mean both, as two ticked do.
    expect(understandQuery("jayco off road ensuite", vans)).toMatchObject({
      query: "jayco",
      refinements: { filtered_features: ["Ensuite", "Off-road"] },
    });
    expect(understandQuery("caravan with solar and shower", vans)).toMatchObject({
      query: "",
      refinements: { body: ["Caravan"], filtered_features: ["Ensuite", "Solar panels"] },
    });
    expect(understandQuery("jayco off road", vans).refinements.filtered_features).toEqual(["Off-road"]);
    expect(understandQuery("sleeps 4", vans).refinements.sleeps).toEqual(["4"]);
    expect(understandQuery("6 berth", vans).refinements.sleeps).toEqual(["6"]);
    expect(understandQuery("journey outback", vans).read).toEqual([]);
    expect(understandQuery("hilux with carplay", site).read).toEqual([]);
    expect(understandQuery("hilux with carplay", vans).refinements.filtered_features).toEqual([
      "Apple CarPlay",
    ]);
  });

  it("reads a place as the site's locations there, and a state by its name", () => {
    const group: QueryFacetValues = {
      ...site,
      location_name: [
        "Southern Cross Geelong Sales",
        "Southern Cross Kia Parramatta Sales",
        "Outback RV Rockhampton",
      ],
      state: ["NSW", "VIC", "QLD"],
      places: [
        { name: "Southern Cross Geelong Sales", city: "Geelong" },
        { name: "Southern Cross Kia Parramatta Sales", city: "Parramatta" },
        { name: "Outback RV Rockhampton", city: "Park Avenue" },
      ],
    };
    expect(understandQuery("ranger in Geelong", group)).toMatchObject({
      query: "ranger",
      refinements: { location_name: ["Southern Cross Geelong Sales"] },
    });
    expect(understandQuery("suv near parramatta", group).refinements).toEqual({
      body: ["SUV"],
      location_name: ["Southern Cross Kia Parramatta Sales"],
    });
    // A suburb of two words, the location's name, and a place followed by other words.
    expect(understandQuery("at park avenue", group).refinements.location_name).toEqual([
      "Outback RV Rockhampton",
    ]);
    expect(understandQuery("in rockhampton", group).refinements.location_name).toEqual([
      "Outback RV Rockhampton",
    ]);
    expect(understandQuery("in geelong auto", group).refinements).toEqual({
      location_name: ["Southern Cross Geelong Sales"],
      transmission: ["Automatic"],
    });
    expect(understandQuery("utes in queensland", group).refinements).toEqual({
      body: ["Ute"],
      state: ["QLD"],
    });
    // Words every location shares name no place; a place the site is not in stays words.
    const shared = { ...group, places: group.places!.slice(0, 2) };
    expect(understandQuery("in southern cross", shared).read).toEqual([]);
    expect(understandQuery("in perth", group)).toMatchObject({ query: "in perth", read: [] });
    expect(understandQuery("plug in hybrid", group).refinements).toEqual({ fuel: ["Plug-in Hybrid"] });
  });

  it("reads a van's loaded weight as the ATM bands within it", () => {
    const vans: QueryFacetValues = { atm_range: ["0-2000", "2000-2500", "2500-3000", "3000-3500"] };
    expect(understandQuery("under 2,500 kg", vans).refinements.atm_range).toEqual(["0-2000", "2000-2500"]);
    expect(understandQuery("over 3000kg", vans).refinements.atm_range).toEqual(["3000-3500"]);
    // Not a price: the kilograms are read first.
    expect(understandQuery("under 2500 kg", vans).ranges).toEqual({});
  });

  it("reads a plain colour as the stock's colours of that name, and a site's own word as the word it stands for", () => {
    const colours: QueryFacetValues = {
      ...site,
      colour: ["Glacier White", "Ocean Blue", "Deep Blue", "Steel Grey", "Electric Orange", "Graphite"],
    };
    expect(understandQuery("white hilux", colours)).toMatchObject({
      query: "hilux",
      refinements: { colour: ["Glacier White"] },
    });
    expect(understandQuery("blue suv", colours).refinements).toEqual({
      colour: ["Ocean Blue", "Deep Blue"],
      body: ["SUV"],
    });
    expect(understandQuery("gray", colours).refinements.colour).toEqual(["Steel Grey"]);
    // "electric" is a fuel, not Electric Orange; a colour the site has none of stays words.
    expect(understandQuery("electric", colours).refinements).toEqual({ fuel: ["Electric"] });
    expect(understandQuery("pink hilux", colours)).toMatchObject({ query: "pink hilux", read: [] });

    const vans: QueryFacetValues = {
      body: ["Caravan", "Motorhome"],
      filtered_features: ["Ensuite"],
      siteWords: { van: ["caravan"], vans: ["caravan"] },
    };
    expect(understandQuery("van with toilet", vans)).toMatchObject({
      query: "",
      refinements: { body: ["Caravan"], filtered_features: ["Ensuite"] },
    });
    // On a car site "van" is its own word.
    expect(understandQuery("van", site)).toMatchObject({ query: "van", read: [] });
  });

  it("keeps the buyer's own words and case", () => {
    expect(understandQuery("HiLux SR5 diesel 4x4", site).query).toBe("HiLux SR5");
  });

  it("reads a long hostile box in linear time", () => {
    const long = `${"9".repeat(50)} ${"under ".repeat(8)}`.slice(0, 100);
    expect(understandQuery(long, site).query.length).toBeGreaterThan(0);
  });
});
