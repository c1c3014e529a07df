import { describe, expect, it } from "vitest";
import { hasOdometer, kindsShown, tradeInWords, vehicleWords } from "./vehicle-words";

describe("the site's words for its vehicles", () => {
  it("names one kind by itself and several as vehicles", () => {
    expect(vehicleWords(["car"])).toEqual({ one: "Car", many: "Cars" });
    expect(vehicleWords([])).toEqual({ one: "Car", many: "Cars" });
    expect(vehicleWords(["caravan"])).toEqual({ one: "Caravan", many: "Caravans" });
    expect(vehicleWords(["caravan", "caravan"])).toEqual({ one: "Caravan", many: "Caravans" });
    expect(vehicleWords(["caravan", "motorhome", "truck"])).toEqual({ one: "Vehicle", many: "Vehicles" });
  });

  it("reads the kinds a search shows from the buyer's choice, else its results, else the site", () => {
    const site = ["caravan", "motorhome", "truck"];
    expect(kindsShown(["truck"], [{ value: "caravan", count: 3 }], site)).toEqual(["truck"]);
    expect(kindsShown(undefined, [{ value: "caravan", count: 3 }], site)).toEqual(["caravan"]);
    expect(kindsShown([], [{ value: "caravan", count: 0 }], site)).toEqual(site);
  });

  it("gives a caravan no odometer, and everything driven one", () => {
    expect(hasOdometer("caravan")).toBe(false);
    expect(["car", "motorhome", "truck", "motorcycle"].every(hasOdometer)).toBe(true);
  });

  it("asks a car site's buyer about their car, and a caravan dealer's about a van or the car that towed it", () => {
    expect(tradeInWords(["car"])).toEqual({ one: "Car", many: "Cars", choices: "car" });
    expect(tradeInWords([])).toEqual({ one: "Car", many: "Cars", choices: "car" });
    expect(tradeInWords(["caravan", "motorhome", "truck"])).toEqual({
      one: "Vehicle",
      many: "Vehicles",
      choices: "caravan, motorhome, truck or car",
    });
    expect(tradeInWords(["caravan"]).choices).toBe("caravan or car");
    expect(tradeInWords(["car", "motorcycle", "car"]).choices).toBe("motorcycle or car");
  });
});
