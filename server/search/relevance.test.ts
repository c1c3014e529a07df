import { beforeAll, describe, expect, it } from "vitest";
import { generateCars } from "#server/demo/generate";
import { demoRegistry } from "../../tests/setup/sites";
import { buildSearchIndex, type SearchDoc, type SearchIndex } from "./engine";
import { getSearchOptions, toSearchDocs, type SearchRow } from "./store.server";

/*
 * Search relevance [issue 10]: what buyers type, and the cars each query must bring up first. Each
 * case runs the site's real index over its demo stock (the same generator `npm start` loads) and
 * checks the first results, as many as the stock has of what was asked (up to `first`), are all
 * the cars the buyer meant. A case whose cars the stock lacks fails too: it would prove nothing.
 */
type Want = (car: SearchDoc) => boolean;
type Case = { site: string; query: string; want: Want; first?: number; only?: boolean };

const model = (name: string) => (car: SearchDoc) => car.model === name;
const models = (prefix: string) => (car: SearchDoc) => car.model.startsWith(prefix);
const make = (name: string) => (car: SearchDoc) => car.make === name;
const badge = (modelName: string, badgeName: string) => (car: SearchDoc) =>
  car.model === modelName && car.badge === badgeName;
const body =
  (...names: string[]) =>
  (car: SearchDoc) =>
    names.includes(car.simple_body ?? "");
const fuel = (name: string) => (car: SearchDoc) => car.simple_fuel === name;
const drive = (name: string) => (car: SearchDoc) => car.drive === name;
const kind =
  (...names: string[]) =>
  (car: SearchDoc) =>
    names.includes(car.vehicle_kind);
const both = (a: Want, b: Want) => (car: SearchDoc) => a(car) && b(car);

const TOYOTA = "harbourside-toyota";
const USED = "redline-used";
const GROUP = "southern-cross";
const RV = "outback-rv";

const CASES: Case[] = [
  // The placeholder's own example, and models written as buyers write them.
  { site: TOYOTA, query: "HiLux SR5", want: badge("HiLux", "SR5"), only: true },
  { site: TOYOTA, query: "hilux sr5", want: badge("HiLux", "SR5"), only: true },
  { site: TOYOTA, query: "hilux", want: model("HiLux") },
  { site: TOYOTA, query: "hi lux", want: model("HiLux") },
  { site: TOYOTA, query: "hilix", want: model("HiLux") },
  { site: TOYOTA, query: "land cruiser", want: models("LandCruiser") },
  { site: TOYOTA, query: "landcruiser", want: models("LandCruiser") },
  { site: TOYOTA, query: "land cruiser 70", want: model("LandCruiser 70"), only: true },
  { site: TOYOTA, query: "landcruiser 300", want: model("LandCruiser 300"), only: true },
  { site: TOYOTA, query: "rav 4", want: model("RAV4"), only: true },
  { site: TOYOTA, query: "rav4", want: model("RAV4"), only: true },
  { site: TOYOTA, query: "rav4 gxl", want: badge("RAV4", "GXL"), only: true },
  { site: TOYOTA, query: "corolla", want: model("Corolla") },
  { site: TOYOTA, query: "corola", want: model("Corolla") },
  { site: TOYOTA, query: "camry hybrid", want: both(model("Camry"), fuel("Hybrid")), only: true },
  { site: TOYOTA, query: "kluger grande", want: badge("Kluger", "Grande"), only: true },
  { site: TOYOTA, query: "prado", want: model("Prado") },
  { site: TOYOTA, query: "hiace", want: model("HiAce") },
  { site: TOYOTA, query: "hi ace", want: model("HiAce") },
  { site: TOYOTA, query: "bz4x", want: model("bZ4X"), only: true },
  { site: TOYOTA, query: "yaris cross", want: model("Yaris Cross") },
  { site: TOYOTA, query: "c-hr", want: model("C-HR"), only: true },
  { site: TOYOTA, query: "chr", want: model("C-HR"), only: true },
  { site: TOYOTA, query: "gr86", want: model("GR86") },
  { site: TOYOTA, query: "gr 86", want: model("GR86") },
  { site: TOYOTA, query: "fortuner crusade", want: badge("Fortuner", "Crusade"), only: true },
  // What kind of car: body, fuel and drive words.
  { site: TOYOTA, query: "suv", want: body("SUV"), first: 21, only: true },
  { site: TOYOTA, query: "suvs", want: body("SUV"), first: 21, only: true },
  { site: TOYOTA, query: "hybrid", want: fuel("Hybrid"), first: 21, only: true },
  { site: TOYOTA, query: "electric", want: fuel("Electric"), first: 21, only: true },
  { site: TOYOTA, query: "ev", want: fuel("Electric"), first: 21 },
  { site: TOYOTA, query: "ute", want: body("Ute"), first: 21, only: true },
  { site: TOYOTA, query: "utes", want: body("Ute"), first: 21, only: true },
  { site: TOYOTA, query: "4x4", want: drive("4x4"), first: 21, only: true },
  { site: TOYOTA, query: "4wd", want: drive("4x4"), first: 21, only: true },
  { site: TOYOTA, query: "toyota suv", want: both(make("Toyota"), body("SUV")), first: 21, only: true },
  { site: TOYOTA, query: "diesel ute", want: both(fuel("Diesel"), body("Ute")), first: 21, only: true },
  { site: TOYOTA, query: "hybrid suv", want: both(fuel("Hybrid"), body("SUV")), first: 21, only: true },
  { site: TOYOTA, query: "van", want: body("Van", "People Mover"), first: 21 },
  { site: TOYOTA, query: "coupe", want: body("Coupe"), first: 21, only: true },
  { site: TOYOTA, query: "tesla", want: make("Tesla"), only: true },
  { site: TOYOTA, query: "model 3", want: both(make("Tesla"), model("Model 3")) },
  { site: TOYOTA, query: "model y", want: both(make("Tesla"), model("Model Y")) },
  // A used-car dealer's buyers.
  { site: USED, query: "kodiaq", want: model("Kodiaq"), only: true },
  { site: USED, query: "skoda kodiaq rs", want: badge("Kodiaq", "RS"), only: true },
  { site: USED, query: "jimny", want: model("Jimny"), only: true },
  { site: USED, query: "dmax", want: model("D-Max"), only: true },
  { site: USED, query: "d-max", want: model("D-Max"), only: true },
  { site: USED, query: "mux", want: model("MU-X"), only: true },
  { site: USED, query: "discovery sport", want: model("Discovery Sport") },
  { site: USED, query: "land rover", want: make("Land Rover"), only: true },
  { site: USED, query: "landrover", want: make("Land Rover"), only: true },
  { site: USED, query: "grand cherokee", want: model("Grand Cherokee") },
  { site: USED, query: "q5", want: model("Q5"), only: true },
  { site: USED, query: "audi q5", want: model("Q5"), only: true },
  { site: USED, query: "3 series", want: both(make("BMW"), model("3 Series")) },
  { site: USED, query: "tesla model y", want: model("Model Y"), only: true },
  { site: USED, query: "sedan", want: body("Sedan"), first: 21, only: true },
  { site: USED, query: "wagon", want: body("Wagon"), first: 21, only: true },
  { site: USED, query: "hatch", want: body("Hatchback"), first: 21, only: true },
  { site: USED, query: "convertible", want: body("Convertible"), only: true },
  { site: USED, query: "awd", want: drive("AWD"), first: 21, only: true },
  { site: USED, query: "electric suv", want: both(fuel("Electric"), body("SUV")), first: 21, only: true },
  // A franchise group.
  { site: GROUP, query: "mazda 3", want: model("Mazda3"), only: true },
  { site: GROUP, query: "mazda3", want: model("Mazda3"), only: true },
  { site: GROUP, query: "cx5", want: model("CX-5"), only: true },
  { site: GROUP, query: "cx-5", want: model("CX-5"), only: true },
  { site: GROUP, query: "cx 5", want: model("CX-5"), only: true },
  { site: GROUP, query: "bt50", want: model("BT-50"), only: true },
  { site: GROUP, query: "ranger wildtrak", want: badge("Ranger", "Wildtrak"), only: true },
  { site: GROUP, query: "mach e", want: model("Mustang Mach-E") },
  { site: GROUP, query: "santa fe", want: model("Santa Fe") },
  { site: GROUP, query: "people mover", want: body("People Mover"), first: 21, only: true },
  { site: GROUP, query: "carnival", want: model("Carnival"), only: true },
  { site: GROUP, query: "i30", want: model("i30") },
  { site: GROUP, query: "ford ute", want: both(make("Ford"), body("Ute")), only: true },
  // Caravans, motorhomes and trucks.
  { site: RV, query: "caravan", want: kind("caravan"), first: 21, only: true },
  { site: RV, query: "caravans", want: kind("caravan"), first: 21, only: true },
  { site: RV, query: "motorhome", want: body("Motorhome"), first: 21, only: true },
  { site: RV, query: "campervan", want: body("Motorhome"), first: 21, only: true },
  { site: RV, query: "camper", want: body("Motorhome", "Camper Trailer"), first: 21, only: true },
  { site: RV, query: "truck", want: kind("truck"), first: 21, only: true },
  { site: RV, query: "jayco", want: make("Jayco"), only: true },
  { site: RV, query: "canter", want: models("Canter"), only: true },
];

const registry = demoRegistry();
const now = new Date("2026-11-23T00:00:00Z");
const indexes = new Map<string, { index: SearchIndex; docs: SearchDoc[] }>();

beforeAll(() => {
  for (const slug of new Set(CASES.map((c) => c.site))) {
    const site = registry.bySlug.get(slug)!;
    const rows: SearchRow[] = [];
    let id = 0;
    for (const batch of generateCars(site, 2000, 20261121, { now }, 5000)) {
      for (const car of batch) {
        rows.push({
          ...(car as unknown as SearchRow),
          id: ++id,
          image: null,
          lender: null,
          sold_at: car.sold_at ? +car.sold_at : null,
          created_at: +car.created_at!,
          show_on_dealer_website: true,
          // As the index's query reads them (store.server.ts).
          sleeps: car.specifications?.sleeps ?? null,
          body_length_mm: car.specifications?.body_length
            ? Math.round(car.specifications.body_length * 1000)
            : null,
          atm_kg:
            car.vehicle_kind === "caravan" ? (car.specifications?.aggregate_trailer_mass ?? null) : null,
        });
      }
    }
    const docs = toSearchDocs(rows, site, now);
    indexes.set(slug, { index: buildSearchIndex(docs), docs });
  }
});

describe("search relevance: what buyers type", () => {
  it(`has at least 60 buyer queries`, () => expect(CASES.length).toBeGreaterThanOrEqual(60));

  it.each(CASES)("$site: '$query'", ({ site, query, want, first = 5, only }) => {
    const { index, docs } = indexes.get(site)!;
    const options = getSearchOptions(registry.bySlug.get(site)!, now);
    const visible = index.search({ hitsPerPage: 1 }, options).count;
    const result = index.search({ query, hitsPerPage: 100 }, options);
    const stocked = docs.filter(want).length;
    expect(stocked, `the stock has cars for '${query}'`).toBeGreaterThan(0);
    expect(result.count, `'${query}' finds cars`).toBeGreaterThan(0);
    const shown = result.hits.slice(0, Math.min(first, result.hits.length));
    const wrong = shown
      .filter((car) => !want(car))
      .map((car) => `${car.name} (${car.simple_body}, ${car.simple_fuel})`);
    expect(wrong, `the first ${shown.length} results for '${query}'`).toEqual([]);
    if (only) {
      const strays = result.hits.filter((car) => !want(car)).map((car) => car.name);
      expect(strays.slice(0, 5), `every result for '${query}'`).toEqual([]);
    }
    expect(result.count).toBeLessThanOrEqual(visible);
  });
});

describe("search documents", () => {
  it("are kept by the index as columns, the values many cars share once, and given back as they were", () => {
    const { index, docs } = indexes.get("southern-cross")!;
    const { documents } = index;
    // Makes, models, colours, locations...: one table of the site's strings, a code per car.
    expect(documents.strings.length).toBeLessThan(docs.length / 2);
    expect(documents.all()).toEqual(
      docs.map((doc) => ({ ...doc, filtered_features: [...new Set(doc.filtered_features)] })),
    );
  });
});
