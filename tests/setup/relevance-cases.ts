import { applyUnderstood, understandQuery } from "#domain/query-understanding";
import { emptySearchState, type SearchState } from "#domain/search-facets";
import { chooseRelaxed, searchParts } from "#domain/search-relax";
import { generateCars } from "#server/demo/generate";
import type { Site, SiteRegistry } from "#server/sites/registry";
import { buildSearchIndex, type SearchDoc, type SearchIndex } from "#server/search/engine";
import { queryFacetValues, toSearchRequest } from "#server/search/search.server";
import { getSearchOptions, toSearchDocs, type SearchRow } from "#server/search/store.server";

/*
 * Search relevance [issue 10, issue 32]: what buyers type, and the cars each query must bring up
 * first. Each case runs the site's real index over its demo stock (the same generator `npm start`
 * loads), with the buyer's words read into filters as a search sent from the box is
 * (domain/query-understanding.ts), and checks the first results, as many as the stock has of what
 * was asked (up to `first`), are all the cars the buyer meant. `reads` names the filters the words
 * must become. Run as a test (server/search/relevance.test.ts) and measured against the words searched as they
 * are by `npm run bench:relevance`.
 */
export type Want = (car: SearchDoc) => boolean;
export type Case = {
  site: string;
  query: string;
  want: Want;
  first?: number;
  only?: boolean;
  /** The words left and the filters read, as the search's state holds them. */
  reads?: Record<string, unknown>;
};

export const model = (name: string) => (car: SearchDoc) => car.model === name;
export const models = (prefix: string) => (car: SearchDoc) => car.model.startsWith(prefix);
export const make = (name: string) => (car: SearchDoc) => car.make === name;
export const badge = (modelName: string, badgeName: string) => (car: SearchDoc) =>
  car.model === modelName && car.badge === badgeName;
export const body =
  (...names: string[]) =>
  (car: SearchDoc) =>
    names.includes(car.simple_body ?? "");
export const fuel = (name: string) => (car: SearchDoc) => car.simple_fuel === name || car.fuel === name;
export const drive = (name: string) => (car: SearchDoc) => car.drive === name;
export const kind =
  (...names: string[]) =>
  (car: SearchDoc) =>
    names.includes(car.vehicle_kind);
export const both =
  (...wants: Want[]) =>
  (car: SearchDoc) =>
    wants.every((want) => want(car));
export const seats = (n: number) => (car: SearchDoc) => car.seats === n;
export const sleeps = (n: number) => (car: SearchDoc) => car.sleeps === n;
// A car with no price shown (price 0) is in any price range, as the filter has it.
export const priceUnder = (max: number) => (car: SearchDoc) => car.price <= max;
export const priceOver = (min: number) => (car: SearchDoc) => car.price >= min;
export const kmUnder = (max: number) => (car: SearchDoc) => car.km <= max;
export const yearFrom = (min: number) => (car: SearchDoc) => car.year >= min;
export const auto = (car: SearchDoc) => car.simple_transmission === "Automatic";
export const manual = (car: SearchDoc) => car.simple_transmission === "Manual";
export const city = (name: string) => (car: SearchDoc) => car.city === name;
export const state = (name: string) => (car: SearchDoc) => car.state === name;
export const feature = (name: string) => (car: SearchDoc) => car.filtered_features.includes(name);
export const tag = (name: string) => (car: SearchDoc) => car.tag === name;
export const colour = (name: string) => (car: SearchDoc) => (car.colour ?? "").toLowerCase().includes(name);
export const atmUnder = (kg: number) => (car: SearchDoc) => car.atm_kg !== null && car.atm_kg <= kg;
export const anyHybrid = (car: SearchDoc) => /hybrid/i.test(car.simple_fuel ?? "");

export const TOYOTA = "harbourside-toyota";
export const USED = "redline-used";
export const GROUP = "southern-cross";
export const RV = "outback-rv";

export const CASES: Case[] = [
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

  // Words read into filters [issue 32]: the table of the issue first, then every kind of phrase.
  {
    site: GROUP,
    query: "7 seater",
    want: seats(7),
    first: 21,
    only: true,
    reads: { query: "", seats: ["7"] },
  },
  {
    site: GROUP,
    query: "8 seater",
    want: seats(8),
    first: 21,
    only: true,
    reads: { query: "", seats: ["8"] },
  },
  { site: GROUP, query: "seven seats", want: seats(7), first: 21, only: true },
  { site: GROUP, query: "7 seat suv", want: both(seats(7), body("SUV")), first: 21, only: true },
  {
    site: GROUP,
    query: "suv under 30k",
    want: both(body("SUV"), priceUnder(30_000)),
    first: 21,
    only: true,
    reads: { query: "", body: ["SUV"], price: { max: 30_000 } },
  },
  {
    site: GROUP,
    query: "suv under $30,000",
    want: both(body("SUV"), priceUnder(30_000)),
    first: 21,
    only: true,
  },
  {
    site: GROUP,
    query: "ev",
    want: fuel("Electric"),
    first: 21,
    only: true,
    reads: { query: "", fuel: ["Electric"] },
  },
  { site: GROUP, query: "electric", want: fuel("Electric"), first: 21, only: true },
  {
    site: GROUP,
    query: "ford everest",
    want: model("Everest"),
    only: true,
    reads: { query: "ford everest" },
  },
  { site: GROUP, query: "everest", want: model("Everest"), only: true },
  { site: GROUP, query: "7 seater diesel", want: both(seats(7), fuel("Diesel")), first: 21, only: true },
  { site: GROUP, query: "diesel 4x4", want: both(fuel("Diesel"), drive("4x4")), first: 21, only: true },
  {
    site: GROUP,
    query: "hybrid suv under 50k",
    want: both(anyHybrid, body("SUV"), priceUnder(50_000)),
    only: true,
  },
  { site: GROUP, query: "ute under 40k", want: both(body("Ute"), priceUnder(40_000)), first: 21, only: true },
  { site: GROUP, query: "cars under 20k", want: priceUnder(20_000), first: 21, only: true },
  { site: GROUP, query: "under $15,000", want: priceUnder(15_000), first: 21, only: true },
  { site: GROUP, query: "20-30k", want: both(priceOver(20_000), priceUnder(30_000)), first: 21, only: true },
  {
    site: GROUP,
    query: "$20,000 to $30,000",
    want: both(priceOver(20_000), priceUnder(30_000)),
    first: 21,
    only: true,
  },
  { site: GROUP, query: "over 60k", want: priceOver(60_000), first: 21, only: true },
  { site: GROUP, query: "ranger under 50k", want: both(model("Ranger"), priceUnder(50_000)), only: true },
  { site: GROUP, query: "automatic hatch", want: both(auto, body("Hatchback")), first: 21, only: true },
  { site: GROUP, query: "manual", want: manual, first: 21, only: true },
  { site: GROUP, query: "awd suv", want: both(drive("AWD"), body("SUV")), first: 21, only: true },
  {
    site: GROUP,
    query: "2022 or newer",
    want: yearFrom(2022),
    first: 21,
    only: true,
    reads: { query: "", year: { min: 2022 } },
  },
  { site: GROUP, query: "cx-5 2020 or newer", want: both(model("CX-5"), yearFrom(2020)), only: true },
  { site: GROUP, query: "under 50,000 km", want: kmUnder(50_000), first: 21, only: true },
  { site: GROUP, query: "ranger in geelong", want: both(model("Ranger"), city("Geelong")), only: true },
  {
    site: GROUP,
    query: "suv near parramatta",
    want: both(body("SUV"), city("Parramatta")),
    first: 21,
    only: true,
    reads: { query: "", body: ["SUV"], location_name: ["Southern Cross Kia Parramatta Sales"] },
  },
  { site: GROUP, query: "cars in queensland", want: state("QLD"), first: 21, only: true },
  { site: GROUP, query: "utes in qld", want: both(body("Ute"), state("QLD")), first: 21, only: true },
  { site: GROUP, query: "people mover diesel", want: both(body("People Mover"), fuel("Diesel")), only: true },
  { site: GROUP, query: "kia carnival diesel", want: both(model("Carnival"), fuel("Diesel")), only: true },
  { site: GROUP, query: "hyundai tucson hybrid", want: both(model("Tucson"), anyHybrid), only: true },
  { site: GROUP, query: "mazda cx5", want: model("CX-5"), only: true },
  {
    site: GROUP,
    query: "white ranger",
    want: both(model("Ranger"), colour("white")),
    only: true,
    reads: { query: "ranger", colour: ["Glacier White"] },
  },
  { site: USED, query: "black bmw", want: both(make("BMW"), colour("black")), only: true },
  { site: GROUP, query: "mustang mach-e", want: model("Mustang Mach-E"), only: true },
  { site: GROUP, query: "mache", want: model("Mustang Mach-E"), only: true },
  { site: GROUP, query: "i30 n", want: model("i30") },
  { site: GROUP, query: "wagon", want: body("Wagon"), first: 21, only: true },
  { site: GROUP, query: "estate", want: body("Wagon"), first: 21, only: true },
  { site: GROUP, query: "pickup", want: body("Ute"), first: 21, only: true },
  { site: TOYOTA, query: "hilux 4x4 auto", want: both(model("HiLux"), drive("4x4"), auto), only: true },
  {
    site: TOYOTA,
    query: "hilux sr5 under 60k",
    want: both(badge("HiLux", "SR5"), priceUnder(60_000)),
    only: true,
  },
  { site: TOYOTA, query: "rav4 hybrid", want: both(model("RAV4"), anyHybrid), only: true },
  { site: TOYOTA, query: "corolla hatch", want: both(model("Corolla"), body("Hatchback")), only: true },
  { site: TOYOTA, query: "camry under 40k", want: both(model("Camry"), priceUnder(40_000)), only: true },
  {
    site: TOYOTA,
    query: "landcruiser diesel",
    want: both(models("LandCruiser"), fuel("Diesel")),
    only: true,
  },
  { site: TOYOTA, query: "kluger 7 seater", want: both(model("Kluger"), seats(7)), only: true },
  { site: TOYOTA, query: "7 seater toyota", want: both(make("Toyota"), seats(7)), first: 21, only: true },
  {
    site: TOYOTA,
    query: "toyota hybrid under 40k",
    want: both(anyHybrid, priceUnder(40_000)),
    first: 21,
    only: true,
  },
  { site: TOYOTA, query: "prado 2020 or newer", want: both(model("Prado"), yearFrom(2020)), only: true },
  { site: TOYOTA, query: "plug in hybrid", want: fuel("Plug-in Hybrid"), first: 21, only: true },
  { site: TOYOTA, query: "tesla model 3", want: model("Model 3"), only: true },
  { site: USED, query: "low kms", want: tag("Low Kms"), only: true, reads: { query: "", tag: ["Low Kms"] } },
  { site: USED, query: "low km suv", want: both(tag("Low Kms"), body("SUV")), first: 0 },
  { site: USED, query: "under 10k", want: priceUnder(10_000), first: 21, only: true },
  {
    site: USED,
    query: "hatch under 15k",
    want: both(body("Hatchback"), priceUnder(15_000)),
    first: 21,
    only: true,
  },
  {
    site: USED,
    query: "diesel ute under 30k",
    want: both(fuel("Diesel"), body("Ute"), priceUnder(30_000)),
    only: true,
  },
  { site: USED, query: "bmw under 40k", want: both(make("BMW"), priceUnder(40_000)), only: true },
  { site: USED, query: "audi suv", want: both(make("Audi"), body("SUV")), only: true },
  { site: USED, query: "manual hatch", want: both(manual, body("Hatchback")), only: true },
  {
    site: USED,
    query: "2018 or newer under 20k",
    want: both(yearFrom(2018), priceUnder(20_000)),
    first: 21,
    only: true,
  },
  { site: USED, query: "under 80000 km", want: kmUnder(80_000), first: 21, only: true },
  { site: USED, query: "cars in ringwood", want: city("Ringwood"), first: 21, only: true },
  {
    site: USED,
    query: "suv at moorabbin",
    want: both(body("SUV"), city("Moorabbin")),
    first: 21,
    only: true,
  },
  { site: USED, query: "vw golf", want: model("Golf"), only: true },
  {
    site: USED,
    query: "volkswagen golf gti",
    want: both(model("Golf"), (car) => /gti/i.test(car.badge ?? "")),
  },
  { site: USED, query: "tesla", want: make("Tesla"), only: true },
  { site: USED, query: "electric", want: fuel("Electric"), first: 21, only: true },
  { site: USED, query: "ranger raptor", want: badge("Ranger", "Raptor"), only: true },
  {
    site: RV,
    query: "caravan with shower",
    want: both(kind("caravan"), feature("Ensuite")),
    first: 21,
    only: true,
    reads: { query: "", body: ["Caravan"], filtered_features: ["Ensuite"] },
  },
  {
    site: RV,
    query: "caravan with ensuite",
    want: both(kind("caravan"), feature("Ensuite")),
    first: 21,
    only: true,
  },
  { site: RV, query: "van with toilet", want: feature("Ensuite"), first: 21 },
  {
    site: RV,
    query: "jayco off road",
    want: both(make("Jayco"), feature("Off-road")),
    first: 21,
    only: true,
    reads: { query: "jayco", filtered_features: ["Off-road"] },
  },
  {
    site: RV,
    query: "jayco off road ensuite",
    want: both(make("Jayco"), feature("Ensuite"), feature("Off-road")),
    only: true,
    reads: { query: "jayco", filtered_features: ["Ensuite", "Off-road"] },
  },
  {
    site: RV,
    query: "caravan with solar and ensuite",
    want: both(kind("caravan"), feature("Ensuite"), feature("Solar panels")),
    first: 21,
    only: true,
  },
  // The site's own words (search.words in its file): its buyers' "van" is a caravan.
  { site: RV, query: "jayco van", want: both(make("Jayco"), kind("caravan")), first: 21, only: true },
  { site: RV, query: "onsuite", want: (car) => /ensuite/i.test(car.badge ?? ""), only: true },
  { site: RV, query: "journey outback", want: (car) => car.model === "Journey Outback", only: true },
  {
    site: RV,
    query: "jayco journey outback off-road",
    want: (car) => car.model === "Journey Outback",
    only: true,
  },
  {
    site: RV,
    query: "off-road caravan",
    want: both(kind("caravan"), feature("Off-road")),
    first: 21,
    only: true,
  },
  {
    site: RV,
    query: "sleeps 4",
    want: sleeps(4),
    first: 21,
    only: true,
    reads: { query: "", sleeps: ["4"] },
  },
  { site: RV, query: "4 berth caravan", want: both(sleeps(4), kind("caravan")), first: 21, only: true },
  { site: RV, query: "6 berth", want: sleeps(6), first: 21, only: true },
  {
    site: RV,
    query: "caravan under 2,500 kg",
    want: both(kind("caravan"), atmUnder(2500)),
    first: 21,
    only: true,
  },
  {
    site: RV,
    query: "caravan under 60k",
    want: both(kind("caravan"), priceUnder(60_000)),
    first: 21,
    only: true,
  },
  {
    site: RV,
    query: "motorhome diesel",
    want: both(body("Motorhome"), fuel("Diesel")),
    first: 21,
    only: true,
  },
  {
    site: RV,
    query: "caravan with solar",
    want: both(kind("caravan"), feature("Solar panels")),
    first: 21,
    only: true,
  },
  {
    site: RV,
    query: "caravans in townsville",
    want: both(kind("caravan"), city("Garbutt")),
    first: 21,
    only: true,
  },
  {
    site: RV,
    query: "campers near rockhampton",
    want: (car) => car.city === "Park Avenue",
    first: 21,
    only: true,
  },
  { site: RV, query: "jayco 2020 or newer", want: both(make("Jayco"), yearFrom(2020)), only: true },
  { site: RV, query: "isuzu truck", want: both(make("Isuzu"), kind("truck")), only: true },
];

export const NOW = new Date("2026-11-23T00:00:00Z");

export type SiteStock = { site: Site; index: SearchIndex; docs: SearchDoc[] };

/** A site's demo stock as `npm start` loads it, and its index. */
export function demoStock(site: Site, cars = 2000): SiteStock {
  const rows: SearchRow[] = [];
  let id = 0;
  for (const batch of generateCars(site, cars, 20261121, { now: NOW }, 5000)) {
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
        atm_kg: car.vehicle_kind === "caravan" ? (car.specifications?.aggregate_trailer_mass ?? null) : null,
      });
    }
  }
  const docs = toSearchDocs(rows, site, NOW);
  return { site, index: buildSearchIndex(docs), docs };
}

export function demoStocks(registry: SiteRegistry, slugs: Iterable<string>): Map<string, SiteStock> {
  return new Map([...new Set(slugs)].map((slug) => [slug, demoStock(registry.bySlug.get(slug)!)]));
}

/**
 * A query as the search page answers a search sent from its box: the words read into filters
 * (`understand`), else searched as they are.
 */
export function searchAsSent(stock: SiteStock, query: string, understand: boolean, hitsPerPage = 100) {
  const typed: SearchState = { ...emptySearchState(), query };
  const state = understand
    ? applyUnderstood(typed, understandQuery(query, queryFacetValues(stock.index, stock.site)))
    : typed;
  const result = stock.index.search(toSearchRequest(state, hitsPerPage), getSearchOptions(stock.site, NOW));
  return { state, result };
}

/**
 * What the page shows for a search that found nothing: the closest results, one part of the
 * search let go as the search page chooses it (domain/search-relax.ts); null when none.
 */
export function closestAsShown(stock: SiteStock, state: SearchState, hitsPerPage = 5) {
  const parts = searchParts(state);
  const options = getSearchOptions(stock.site, NOW);
  const tried = parts.map((part) => {
    const result = stock.index.search(toSearchRequest(part.without, hitsPerPage), options);
    return { part, result, count: result.count };
  });
  return chooseRelaxed(tried, parts.length);
}
