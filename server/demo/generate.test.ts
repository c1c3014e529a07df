import { describe, expect, it } from "vitest";
import { demoRegistry } from "../../tests/setup/sites";
import { slugify } from "#domain/slug";
import { demoWmi, generateCars, hasLowKms, manufacturerRows } from "./generate";

const now = new Date("2026-11-21T00:00:00Z");
const registry = demoRegistry();
const cars = (slug: string, count = 800) =>
  [...generateCars(registry.bySlug.get(slug)!, count, 7, { now }, 10_000)].flat();

describe("demo data generator", () => {
  it("has a catalogue of about 150 makes with unique slugs", () => {
    const makes = manufacturerRows();
    expect(makes.length).toBeGreaterThanOrEqual(145);
    expect(new Set(makes.map((m) => m.slug)).size).toBe(makes.length);
  });

  it("is deterministic for a seed", () => {
    expect(cars("southern-cross", 50)).toEqual(cars("southern-cross", 50));
  });

  it("gives a used-only site only used cars", () => {
    expect(new Set(cars("redline-used").map((c) => c.car_type))).toEqual(new Set(["used"]));
  });

  it("gives the RV site caravans, motorhomes and trucks with trailer specifications", () => {
    const stock = cars("outback-rv");
    expect(new Set(stock.map((c) => c.vehicle_kind))).toEqual(new Set(["caravan", "motorhome", "truck"]));
    const caravan = stock.find((c) => c.vehicle_kind === "caravan")!;
    expect(caravan.specifications).toMatchObject({
      sleeps: expect.any(Number),
      tare_weight: expect.any(Number),
      axle_type: expect.any(String),
    });
  });

  it("starts a car's VIN with its own maker's code, and gives none where that code is not known", () => {
    const stock = ["southern-cross", "redline-used", "outback-rv"].flatMap((slug) => cars(slug, 1500));
    for (const car of stock) {
      const wmi = demoWmi(car.make, car.model, car.vehicle_kind!);
      if (wmi) expect(car.vin, `${car.name}`).toMatch(new RegExp(`^${wmi}[A-HJ-NPR-Z0-9]{14}$`));
      else expect(car.vin, `${car.name}`).toBeNull();
    }
    const first = (make: string, model?: string) =>
      stock.find((c) => c.make === make && (!model || c.model === model))?.vin?.slice(0, 3);
    expect(first("Toyota", "HiLux")).toBe("MR0");
    expect(first("Volkswagen", "T-Roc")).toBe("WVG");
    expect(first("Hyundai")).toBe("KMH");
    expect(first("Jayco")).toBe("6T9");
  });

  it("sizes a car as its body and its place in the market size it: no 5 m T-Roc or 3 tonne hatch", () => {
    const stock = ["southern-cross", "redline-used"].flatMap((slug) => cars(slug, 2000));
    const sized = (body: string) => stock.filter((c) => c.simple_body === body && c.variant);
    for (const car of sized("Hatchback")) {
      expect(car.variant!.vehiclelength, car.name).toBeLessThanOrEqual(4450);
      expect(car.variant!.grossvehiclemass, car.name).toBeLessThanOrEqual(2200);
    }
    for (const car of sized("SUV")) {
      expect(car.variant!.vehiclelength, car.name).toBeGreaterThanOrEqual(4150);
      expect(car.variant!.vehiclelength, car.name).toBeLessThanOrEqual(5050);
      expect(car.variant!.vehicleheight, car.name).toBeGreaterThanOrEqual(1550);
    }
    for (const car of sized("Sedan")) expect(car.variant!.vehicleheight, car.name).toBeLessThanOrEqual(1490);
    // A small SUV is smaller than a large one.
    const mean = (model: string) => {
      const of = stock.filter((c) => c.model === model && c.variant);
      return of.reduce((sum, c) => sum + c.variant!.vehiclelength!, 0) / of.length;
    };
    const small = ["T-Roc", "CX-3", "Venue"].find((m) => stock.some((c) => c.model === m))!;
    const large = ["Kluger", "Palisade", "CX-90", "Everest"].find((m) => stock.some((c) => c.model === m))!;
    expect(mean(small)).toBeLessThan(mean(large));
  });

  it("tags a car Low Kms only when it has them for its age", () => {
    const stock = ["redline-used", "southern-cross"].flatMap((slug) => cars(slug, 3000));
    const tagged = stock.filter((c) => c.tag === "Low Kms");
    expect(tagged.length).toBeGreaterThan(0);
    for (const car of tagged)
      expect(hasLowKms(car.km!, now.getUTCFullYear() - car.year), `${car.name}, ${car.km} km`).toBe(true);
  });

  it("gives a caravan no kilometres: 0 km, no kilometre tag or words, whatever its condition", () => {
    const vans = cars("outback-rv", 1500).filter((c) => c.vehicle_kind === "caravan");
    expect(new Set(vans.map((c) => c.car_type))).toEqual(new Set(["new", "used", "demo"]));
    for (const van of vans) {
      expect(van.km, van.name).toBe(0);
      expect(van.tag, van.name).not.toBe("Low Kms");
      expect(van.dealercomments ?? "", van.name).not.toMatch(/kilomet|\bkms?\b/i);
    }
    // A motorhome is driven: it keeps its odometer.
    expect(cars("outback-rv", 1500).some((c) => c.vehicle_kind === "motorhome" && c.km! > 1000)).toBe(true);
  });

  it("lists a van's ensuite and off-road build among its features, at most eight", () => {
    const vans = cars("outback-rv", 1500).filter((c) => c.vehicle_kind === "caravan");
    for (const van of vans) {
      const features = van.filtered_features!;
      const ensuite =
        /ensuite/i.test(van.badge!) || van.standard_equipment!.includes("Ensuite shower and toilet");
      expect(features.includes("Ensuite"), `${van.name}: ${features.join(", ")}`).toBe(ensuite);
      expect(features.includes("Off-road"), `${van.name}: ${features.join(", ")}`).toBe(
        /off-road/i.test(van.badge!),
      );
      expect(features.length).toBeLessThanOrEqual(8);
      expect(features.length).toBeGreaterThanOrEqual(Math.min(8, van.standard_equipment!.length - 1));
    }
    expect(vans.some((v) => v.filtered_features!.includes("Ensuite"))).toBe(true);
    expect(vans.some((v) => v.filtered_features!.includes("Off-road"))).toBe(true);
  });

  it("spreads statuses, sold dates, photos and tags the later rules need", () => {
    const stock = cars("southern-cross", 1500);
    const statuses = new Set(stock.map((c) => c.status));
    expect(statuses).toEqual(new Set(["in_stock", "coming_soon", "sold"]));
    const soldDays = stock
      .filter((c) => c.sold_at)
      .map((c) => (now.getTime() - c.sold_at!.getTime()) / 86_400_000);
    expect(soldDays.some((d) => d < 3)).toBe(true);
    expect(soldDays.some((d) => d > 7)).toBe(true);
    expect(stock.some((c) => c.photos_count === 0)).toBe(true);
    expect(stock.some((c) => (c.photos_count ?? 0) >= 15)).toBe(true);
    expect(stock.some((c) => c.tag === "Test Drive Only")).toBe(true);
    expect(stock.some((c) => c.tag === "runout sale")).toBe(true);
    expect(stock.some((c) => c.spin_images!.length === 36 && c.hotspots!.length > 0)).toBe(true);
    expect(stock.some((c) => (now.getTime() - c.created_at!.getTime()) / 86_400_000 < 8)).toBe(true);
    expect(stock.some((c) => c.dealercomments?.includes("<li>"))).toBe(true);
    expect(stock.some((c) => !c.dealercomments)).toBe(true);
  });

  it("keeps stock numbers and slugs unique within a site", () => {
    const stock = cars("harbourside-toyota");
    expect(new Set(stock.map((c) => c.stocknum)).size).toBe(stock.length);
    expect(new Set(stock.map((c) => c.slug)).size).toBe(stock.length);
  });
});

describe("where demo cars stand", () => {
  it("puts a new or demo car at the dealership holding its franchise, where the site has one", () => {
    const site = registry.bySlug.get("southern-cross")!;
    const franchised = cars("southern-cross", 1500).filter((c) => c.car_type !== "used");
    expect(franchised.length).toBeGreaterThan(0);
    for (const car of franchised) {
      const holders = site.dealerships.filter((d) => d.manufacturers.includes(slugify(car.make)));
      if (holders.length === 0) continue;
      expect(
        holders.map((d) => d.id),
        `${car.name}`,
      ).toContain(car.dealership_id);
    }
  });
});
