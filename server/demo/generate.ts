import { comparisonRate, loanRepayment } from "#domain/finance-calculator";
import { COMPARISON_RATE_NOTE, formatRates } from "#domain/finance-disclosure";
import { slugify } from "#domain/slug";
import { hasOdometer } from "#domain/vehicle-words";
import { projectSpinPoint, spinProjection } from "#domain/spin";
import { CAR_VIEWS, LIVING_VIEWS, spinAnchorPoints } from "#server/images/draw";
import type * as schema from "#server/db/schema";
import type { Site } from "#server/sites/registry";
import {
  CARAVAN_EQUIPMENT,
  COLOURS,
  INTERIOR_COLOURS,
  MAKES,
  MODELS,
  STANDARD_EQUIPMENT,
  VEHICLE_KIND_BY_BODY,
  couldHave,
  gradeShareOf,
  newPriceOf,
  soldIn,
  variantsOf,
  type Badge,
  type BodyType,
  type Engine,
  type ModelSpec,
  type TrailerSpec,
  type CatalogueVariant,
} from "./catalogue";
import { Random } from "./random";

/*
 * The demo data generator: deterministic from a seed and a reference time, so two runs with the
 * same inputs produce the same rows. Stock is produced per site in batches so that 100,000 cars
 * never sit in memory at once.
 */

type CarRow = typeof schema.cars.$inferInsert;
type Now = { now: Date };

const DAY = 86_400_000;

/** A make as its maker writes it ("Mercedes-Benz"), from its slug ("mercedes-benz"). */
function makeName(slug: string) {
  return Object.keys(MODELS).find((make) => slugify(make) === slug) ?? slug;
}
// 2: every car is a real model-year, grade, body and engine combination from the catalogue.
// 3: promo tiles are 1920 x 540 banners.
// 5: an offer's fine print no longer writes its end date a second way; brands named as their
//    makers write them.
// 6: reviews in words that suit their stars; staff test reviews only where the site hides them.
// 7: certified pre-owned only on makes the site holds a franchise for.
// 8: a caravan has no odometer (0 km, no kilometre tag or words); a van's features name its
//    ensuite and off-road build.
// 9: no videos (one borrowed clip was every car's).
// 10: "Low Kms" only on cars that have them (hasLowKms); a VIN starts with its maker's code.
// 11: dimensions and GVM by body and the model's place in the market (bodySize).
// 12: prices from the grade's new price in its model year, depreciated by age and kilometres
//     (askingPrice); equipment only from the year and grade it came to (couldHave); drawn photos
//     say they are illustrations; trucks and motorhomes measure as trucks and motorhomes.
// 13: built before complied, both before today (buildAndCompliance); towing by body and mass.
export const DEMO_DATA_VERSION = 13;

/**
 * Low kilometres for a used car's age, as a dealer would tag it: at most 10,000 km a year on the
 * road (Australian cars average 12,000–15,000) and under 60,000 km in all.
 */
export const LOW_KMS_PER_YEAR = 10_000;
export const LOW_KMS_MAX = 60_000;
export function hasLowKms(km: number, ageYears: number): boolean {
  return km <= LOW_KMS_MAX && km <= LOW_KMS_PER_YEAR * Math.max(1, ageYears);
}

/**
 * How fast a vehicle loses value: "rv" for caravans and motorhomes, "holds" for utes, vans, 4x4s
 * and trucks (a HiLux, a Defender, a Canter), "fast" for battery-electric cars and the European
 * luxury makes, "standard" for the rest. Each loses `first` of its new price in its first year,
 * `then` a year to its eighth, `late` a year after that (the curve flattens with age).
 */
export type ValueSegment = "rv" | "holds" | "standard" | "fast";
export const DEPRECIATION: Record<ValueSegment, { first: number; then: number; late: number }> = {
  rv: { first: 0.1, then: 0.06, late: 0.04 },
  holds: { first: 0.12, then: 0.08, late: 0.05 },
  standard: { first: 0.17, then: 0.11, late: 0.07 },
  fast: { first: 0.22, then: 0.13, late: 0.08 },
};
const LATE_FROM_AGE = 8;
const FAST_MAKES = new Set(["Mercedes-Benz", "BMW", "Audi", "Land Rover", "Jaguar", "Maserati"]);

export function valueSegment(make: string, body: BodyType, engine: Engine | null): ValueSegment {
  if (engine?.fuel === "electric") return "fast";
  const kind = VEHICLE_KIND_BY_BODY[body];
  if (kind === "caravan" || kind === "motorhome") return "rv";
  if (kind !== "car" || ["Ute", "Cab Chassis", "Van"].includes(body) || engine?.drives.includes("4x4"))
    return "holds";
  return FAST_MAKES.has(make) ? "fast" : "standard";
}

/** The share of its new price a car keeps at this age (a car under a year old loses part of the first year's fall). */
export function retainedValue(ageYears: number, segment: ValueSegment): number {
  const { first, then, late } = DEPRECIATION[segment];
  if (ageYears < 1) return 1 - first * Math.max(0.5, ageYears);
  const middle = Math.min(ageYears, LATE_FROM_AGE) - 1;
  const after = Math.max(0, ageYears - LATE_FROM_AGE);
  return (1 - first) * Math.pow(1 - then, middle) * Math.pow(1 - late, after);
}

/** Kilometres a year an Australian car usually travels; a used car's price follows its distance against this. */
export const USUAL_KMS_PER_YEAR = 15_000;
/**
 * What a car's odometer does to its price: 2% off for each 10,000 km over the usual for its age,
 * 1% on for each 10,000 under, within 30% off and 5% on.
 */
export function kmFactor(km: number, ageYears: number): number {
  const over = km - USUAL_KMS_PER_YEAR * Math.max(0.5, ageYears);
  const factor = 1 - (over > 0 ? 0.02 : 0.01) * (over / 10_000);
  return Math.min(1.05, Math.max(0.7, factor));
}

/** A price as a dealer writes it: to the $1,000 less $10 for a new car, $500 less $10 above $10,000, else $100 less $10. */
export function dealerPrice(amount: number, carType: "new" | "used" | "demo"): number {
  const step = carType === "new" ? 1000 : amount >= 10_000 ? 500 : 100;
  return Math.max(2990, Math.round(amount / step) * step - 10);
}

/**
 * A car's asking price from its grade's new price that model year (newPriceOf): a new car at it; a
 * demonstrator 7% under, less a little for its kilometres; a used car at what its age keeps
 * (retainedValue) and its kilometres allow (kmFactor), spread by `noise` (a normal draw: up to 8%
 * either way; 3% on a demo), never more than 93% of new.
 */
export function askingPrice(o: {
  newPrice: number;
  carType: "new" | "used" | "demo";
  ageYears: number;
  km: number;
  odometer: boolean;
  segment: ValueSegment;
  noise: number;
}): number {
  const spread = (limit: number) => 1 + Math.min(limit, Math.max(-limit, o.noise * limit * 0.5));
  const value =
    o.carType === "new"
      ? o.newPrice
      : o.carType === "demo"
        ? o.newPrice * (0.93 - o.km / 400_000) * spread(0.03)
        : Math.min(
            0.93,
            retainedValue(o.ageYears, o.segment) *
              (o.odometer ? kmFactor(o.km, o.ageYears) : 1) *
              spread(0.08),
          ) * o.newPrice;
  return dealerPrice(value, o.carType);
}

/** Takes the draws that once chose a demo car's video, and gives none (see carMedia). */
const noVideo = (..._draws: boolean[]): null => null;
/** Used stock goes back this many model years. */
const MAX_USED_AGE = 15;

export function manufacturerRows() {
  return MAKES.map(([name, country], i) => ({
    id: i + 1,
    name,
    slug: slugify(name),
    country,
    logo_src: `draw/logo/${slugify(name)}`,
  }));
}

export function modelRows() {
  const makeIds = new Map(manufacturerRows().map((m) => [m.name, m.id]));
  return Object.entries(MODELS).flatMap(([make, specs]) =>
    specs.map(({ name, bodies: [body] }) => ({
      manufacturer_id: makeIds.get(make)!,
      name,
      slug: slugify(name),
      body: body!,
      vehicle_kind: VEHICLE_KIND_BY_BODY[body!],
    })),
  );
}

/** Still sold new this year: a new or demonstrator car can only be one of these. */
function isCurrent(spec: ModelSpec, thisYear: number) {
  return spec.from <= thisYear && (spec.to === undefined || spec.to >= thisYear);
}

/**
 * The model years a used car of this model can be: within its Australian production and at most
 * MAX_USED_AGE years old, at least a year old unless the model is too new to be.
 */
function usedYears(spec: ModelSpec, thisYear: number): [number, number] | null {
  const from = Math.max(spec.from, thisYear - MAX_USED_AGE);
  const last = Math.min(spec.to ?? thisYear, thisYear);
  const to = Math.max(Math.min(last, thisYear - 1), from);
  return from <= last ? [from, to] : null;
}

type StockPlan = {
  thisYear: number;
  newMakes: (readonly [string, ModelSpec[]])[];
  usedMakes: (readonly [string, ModelSpec[]])[];
};

/**
 * Which makes and models a site stocks, by condition. New and demo follow its dealerships'
 * franchises and take only models still on sale; used stock is any make within its model years.
 */
function stockPlan(site: Site, now: Date): StockPlan {
  const thisYear = now.getFullYear();
  const kinds = new Set(site.search.vehicle_kinds);
  const sells = (spec: ModelSpec) => kinds.has(VEHICLE_KIND_BY_BODY[spec.bodies[0]!]);
  const franchises = new Set(site.dealerships.flatMap((d) => d.manufacturers));
  const pick = (keep: (spec: ModelSpec) => boolean) =>
    Object.entries(MODELS)
      .map(([make, specs]) => [make, specs.filter((s) => sells(s) && keep(s))] as const)
      .filter(([, specs]) => specs.length > 0);
  const current = pick((s) => isCurrent(s, thisYear));
  const franchised = current.filter(([make]) => franchises.has(slugify(make)));
  return {
    thisYear,
    newMakes: franchised.length ? franchised : current,
    usedMakes: pick((s) => usedYears(s, thisYear) !== null),
  };
}

/** The model year of a car of this condition, always within the model's Australian years. */
function modelYear(rng: Random, spec: ModelSpec, carType: "new" | "used" | "demo", thisYear: number) {
  if (carType === "used") {
    const [from, to] = usedYears(spec, thisYear)!;
    return rng.int(from, to);
  }
  const year = carType === "new" ? thisYear - (rng.chance(0.15) ? 1 : 0) : thisYear - rng.int(0, 1);
  return Math.min(Math.max(year, spec.from), spec.to ?? thisYear, thisYear);
}

const variantCache = new Map<ModelSpec, Map<number, CatalogueVariant[]>>();

/** Picks a body, then a grade sold in that body, then an engine that grade had that year. */
function pickVariant(rng: Random, make: string, spec: ModelSpec, year: number): CatalogueVariant {
  let byYear = variantCache.get(spec);
  if (!byYear) variantCache.set(spec, (byYear = new Map()));
  let variants = byYear.get(year);
  if (!variants) byYear.set(year, (variants = variantsOf(spec, year)));
  if (variants.length === 0) throw new Error(`The catalogue has no ${year} ${make} ${spec.name}`);
  const body = rng.pick([...new Set(variants.map((v) => v.body))]);
  const forBody = variants.filter((v) => v.body === body);
  const badge = rng.pick([...new Set(forBody.map((v) => v.badge))]);
  return rng.pick(forBody.filter((v) => v.badge === badge));
}

/** The series a listing shows: the model's generation code that year, or the model-year code. */
function seriesOf(rng: Random, spec: ModelSpec, year: number) {
  const codes = (spec.series ?? []).filter((s) => soldIn(s, year));
  return codes.length ? rng.pick(codes).code : `MY${String(year % 100).padStart(2, "0")}`;
}

/** A gearbox the engine came with; automatics outsell manuals where both were offered. */
function pickGearbox(rng: Random, engine: Engine) {
  const autos = engine.gearboxes.filter((g) => g.trans !== "Manual");
  const manuals = engine.gearboxes.filter((g) => g.trans === "Manual");
  const auto = autos.length > 0 && (manuals.length === 0 || rng.chance(0.88));
  return rng.pick(auto ? autos : manuals);
}

const FOOT = 0.3048;

/**
 * Length, width, weights, axles and berths of a caravan, camper trailer or motorhome: the floor
 * plan's own length and berths where the badge names them, the tare rising with the length.
 */
function trailerSpecifications(
  rng: Random,
  trailer: TrailerSpec,
  grade: Badge,
): schema.TrailerSpecifications {
  const [shortest, longest] = trailer.length;
  const feet = grade.layout?.feet;
  const length = feet ? feet * FOOT + rng.next() * 0.3 : shortest + rng.next() * (longest - shortest);
  const share = Math.min(1, Math.max(0, (length - shortest) / (longest - shortest) + rng.normal() * 0.1));
  const tare = Math.round(trailer.tare[0] + share * (trailer.tare[1] - trailer.tare[0]));
  return {
    body_length: Math.round(length * 100) / 100,
    body_width: Math.round((2.2 + rng.next() * 0.3) * 100) / 100,
    tare_weight: tare,
    // The ATM always leaves a payload over the tare.
    aggregate_trailer_mass: Math.max(rng.int(...trailer.atm), tare + 300),
    axle_type: rng.pick(trailer.axles),
    sleeps: rng.int(...(grade.layout?.sleeps ?? trailer.sleeps)),
  };
}

/**
 * Length, height and width (mm) and gross vehicle mass (kg) a body of this kind measures in
 * Australia's market, smallest to largest; a model's place between them follows its starting price.
 */
const BODY_SIZES: Partial<
  Record<
    BodyType,
    {
      length: [number, number];
      height: [number, number];
      width: [number, number];
      gvm: [number, number];
      /** The starting prices of the smallest and largest, where not SIZE_PRICES. */
      prices?: [number, number];
    }
  >
> = {
  Hatchback: { length: [3850, 4450], height: [1430, 1560], width: [1690, 1810], gvm: [1500, 2000] },
  Sedan: { length: [4450, 5000], height: [1400, 1490], width: [1780, 1880], gvm: [1850, 2300] },
  SUV: { length: [4150, 5050], height: [1550, 1850], width: [1760, 1990], gvm: [1850, 3150] },
  Wagon: { length: [4550, 4950], height: [1440, 1560], width: [1790, 1860], gvm: [1950, 2400] },
  Ute: { length: [5250, 5400], height: [1780, 1890], width: [1850, 1930], gvm: [2900, 3300] },
  "Cab Chassis": { length: [5200, 5400], height: [1780, 1890], width: [1850, 1930], gvm: [2900, 3500] },
  Van: { length: [4500, 6000], height: [1900, 2550], width: [1860, 2050], gvm: [2700, 4250] },
  "People Mover": { length: [4700, 5200], height: [1700, 1900], width: [1850, 1990], gvm: [2400, 3000] },
  Coupe: { length: [4300, 4800], height: [1290, 1400], width: [1800, 1920], gvm: [1700, 2200] },
  Convertible: { length: [4000, 4800], height: [1250, 1400], width: [1730, 1920], gvm: [1500, 2200] },
  // A light truck from a city-cab Canter to a long-wheelbase FRR, with the catalogue's own GVM.
  "Light Truck": {
    length: [4700, 8200],
    height: [2150, 2700],
    width: [1700, 2250],
    gvm: [4500, 11000],
    prices: [60_000, 150_000],
  },
  // A motorhome on a Ducato, Sprinter or Daily: its length is its floor plan's (its specifications).
  Motorhome: {
    length: [6900, 7900],
    height: [2900, 3200],
    width: [2200, 2500],
    gvm: [4250, 5200],
    prices: [160_000, 280_000],
  },
};
/** A body's price band: the model's starting price places it between the body's smallest and largest. */
const SIZE_PRICES: [number, number] = [22_000, 90_000];

function bodySize(
  body: BodyType,
  startingPrice: number,
  electric: boolean,
  draws: { gvm: { own: number } | { share: number }; length: number; height: number; width: number },
  trailer: schema.TrailerSpecifications | null = null,
) {
  const size = BODY_SIZES[body];
  // A model the catalogue gives its own GVM (trucks) keeps it, as before.
  const own = "own" in draws.gvm ? draws.gvm.own : null;
  const gvmShare = "share" in draws.gvm ? draws.gvm.share : 0.5;
  if (!size)
    return {
      grossvehiclemass: own ?? Math.round(1800 + gvmShare * 1700),
      vehiclelength: draws.length,
      vehicleheight: draws.height,
      vehiclewidth: draws.width,
    };
  const [cheapest, dearest] = size.prices ?? SIZE_PRICES;
  const share = Math.min(1, Math.max(0, (startingPrice - cheapest) / (dearest - cheapest)));
  // Each draw nudges its figure by up to a tenth of the body's range either way.
  const nudge = (draw: number, [from, to]: [number, number]) => (draw - (from + to) / 2) / (to - from) / 5;
  const at = ([lo, hi]: [number, number], offset: number) =>
    Math.round(lo + (hi - lo) * Math.min(1, Math.max(0, share + offset)));
  return {
    // A battery adds about a tenth to a car's mass.
    grossvehiclemass: own ?? Math.round(at(size.gvm, (gvmShare - 0.5) / 5) * (electric ? 1.1 : 1)),
    // A motorhome measures what its floor plan does.
    vehiclelength: trailer?.body_length
      ? Math.round(trailer.body_length * 1000)
      : at(size.length, nudge(draws.length, [3900, 5400])),
    vehicleheight: at(size.height, nudge(draws.height, [1400, 2000])),
    vehiclewidth: trailer?.body_width
      ? Math.round(trailer.body_width * 1000)
      : at(size.width, nudge(draws.width, [1700, 2000])),
  };
}

/** Combined fuel use (L/100 km) roughly as the label quotes it for this engine. */
function fuelConsumption(rng: Random, engine: Engine) {
  const litres = engine.litres ?? 0;
  const base = {
    petrol: 3.6 + litres * 1.5,
    diesel: 4.6 + litres * 0.9,
    hybrid: 3.6 + litres * 0.5,
    "plug-in": 1.2 + litres * 0.3,
    electric: 0,
  }[engine.fuel];
  return Math.round((base + rng.next() * 1.2) * 10) / 10;
}

const BODY_SEATS: Record<BodyType, number> = {
  Sedan: 5,
  Hatchback: 5,
  SUV: 5,
  Ute: 5,
  Wagon: 5,
  Van: 3,
  Coupe: 4,
  Convertible: 2,
  "People Mover": 8,
  "Cab Chassis": 2,
  Caravan: 0,
  Motorhome: 4,
  "Camper Trailer": 0,
  "Light Truck": 3,
};

const CREW_CAB = /crew cab/i;
/** Seats a grade's name fixes: a crew-cab truck seats 7, a HiAce Commuter is a 12-seat bus, a crew van 5. */
function gradeSeats(body: BodyType, badge: string): number | null {
  if (body === "Light Truck" && CREW_CAB.test(badge)) return 7;
  if (body === "Van" && /commuter/i.test(badge)) return 12;
  if (body === "Van" && /crew van/i.test(badge)) return 5;
  return null;
}

function regoPlate(rng: Random, state: string) {
  const L = () => String.fromCharCode(65 + rng.int(0, 25));
  const D = () => String(rng.int(0, 9));
  if (state === "QLD") return `${D()}${D()}${D()}${L()}${L()}${L()}`;
  if (state === "VIC") return `${L()}${L()}${L()}${D()}${D()}${D()}`;
  return `${L()}${L()}${D()}${D()}${L()}${L()}`;
}

/**
 * The world manufacturer identifier (a VIN's first three characters) a car of this make and model
 * sold in Australia carries: where it was built (a HiLux from Thailand, a Mustang from the USA). An
 * Australian-built caravan or motorhome is a small maker's "6T9" (ISO 3780: a 9 third for a maker of
 * few vehicles). Null where the demo does not know its maker's code: no VIN then, rather than
 * another maker's.
 */
export function demoWmi(make: string, model: string, kind: string): string | null {
  if (kind === "caravan" || kind === "motorhome") return "6T9";
  const by: Record<string, string | ((model: string) => string)> = {
    Toyota: (m) => (["HiLux", "Fortuner"].includes(m) ? "MR0" : "JTM"),
    Lexus: "JTH",
    Mazda: "JM0",
    Hyundai: "KMH",
    Kia: "KNA",
    Ford: (m) =>
      ["Ranger", "Everest"].includes(m)
        ? "MNA"
        : m === "Mustang"
          ? "1FA"
          : m.startsWith("Mustang Mach")
            ? "3FM"
            : ["Falcon", "Territory"].includes(m)
              ? "6FP"
              : "WF0",
    Mitsubishi: (m) => (m === "Triton" ? "MMA" : "JMF"),
    Nissan: (m) => (m === "Navara" ? "MNT" : "JN1"),
    Volkswagen: (m) =>
      ["Amarok", "Transporter", "Crafter", "Caddy", "Multivan"].includes(m)
        ? "WV1"
        : ["Tiguan", "T-Roc", "T-Cross", "Touareg", "Tiguan Allspace"].includes(m)
          ? "WVG"
          : "WVW",
    Subaru: "JF1",
    Honda: "JHM",
    Isuzu: (m) => (["D-Max", "MU-X"].includes(m) ? "MPA" : ""),
    "Mercedes-Benz": "WDD",
    BMW: "WBA",
    Audi: "WAU",
    Tesla: "LRW",
    MG: "LSJ",
    GWM: "LGW",
    Jeep: "1C4",
    "Land Rover": "SAL",
    Holden: (m) => (m === "Colorado" ? "MMU" : "6G1"),
    Skoda: "TMB",
  };
  const rule = by[make];
  const wmi = typeof rule === "function" ? rule(model) : rule;
  return wmi || null;
}

function vin(rng: Random, wmi: string | null) {
  const chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
  // The draws of the demo's first VINs are kept, so that every other field stays as it was.
  rng.pick(["JTM", "KMH", "MR0", "WVW", "6FP", "JM0", "KNA", "MMC"]);
  let out = "";
  while (out.length < 14) out += chars[rng.int(0, chars.length - 1)];
  return wmi ? `${wmi}${out}` : null;
}

function isoDate(date: Date) {
  return date.toISOString().slice(0, 10);
}

const COMMENT_OPENERS = [
  "Just traded in and ready for its next owner.",
  "One owner with full dealer service history.",
  "Immaculate condition inside and out.",
  "Fresh arrival, detailed and inspected by our workshop.",
  "Perfect for the family, with plenty of room and the latest safety equipment.",
];
const COMMENT_BODY = [
  "Every vehicle we sell passes a multi-point inspection and comes with a comprehensive history check.",
  "Finance is available on approved credit, and we welcome trade-ins of any make or model.",
  "Ask about our extended warranty options and our complimentary first service.",
  "Drive away today with new tyres, a full tank of fuel and 12 months registration.",
  "Our team can arrange a home test drive anywhere in the metro area at a time that suits you.",
  "With low kilometres and a clean interior, this one will not last long.",
];

/** A dealer's words about the car; none about its kilometres where it has no odometer. */
function dealerComments(rng: Random, name: string, odometer = true): string | null {
  const roll = rng.next();
  if (roll < 0.1) return null;
  if (roll < 0.14) return "";
  const body = odometer ? COMMENT_BODY : COMMENT_BODY.filter((s) => !/kilometre/i.test(s));
  const sentences = [rng.pick(COMMENT_OPENERS), ...rng.sample(body, rng.int(1, 5))];
  if (roll < 0.5) {
    return (
      `<p><strong>${name}</strong> ${sentences[0]}</p>` +
      `<ul>${sentences
        .slice(1)
        .map((s) => `<li>${s}</li>`)
        .join("")}</ul>` +
      `<p>Call us today to arrange an inspection.</p>`
    );
  }
  return sentences.join(" ");
}

/**
 * A demo car's pictures: drawings of its body in its colour (server/images/draw.ts), never photos,
 * so each says so in its words ("Illustration of a Soul Red 2019 Mazda CX-5") as the gallery does
 * on the picture (decision 063).
 */
function carImages(rng: Random, body: string, hex: string, count: number, kind: string, subject: string) {
  const views = kind === "caravan" || kind === "motorhome" ? LIVING_VIEWS : CAR_VIEWS;
  const alt = `Illustration of ${/^[AEIOU]/i.test(subject) ? "an" : "a"} ${subject}`;
  return Array.from({ length: count }, (_, i) => {
    const view = views[i % views.length]!;
    const variant = Math.floor(i / views.length);
    return { src: `draw/car/${slugify(body)}/${hex.slice(1)}/${view}${variant ? `-${variant}` : ""}`, alt };
  });
}

function lenderData(
  rng: Random,
  site: Site,
  price: number,
  year: number,
  now: Date,
): Record<string, schema.FinanceLender> {
  if (price <= 500 || rng.chance(0.08)) return {};
  const age = now.getFullYear() - year;
  const rate = Math.round((6.99 + Math.min(age, 12) * 0.35 + rng.next() * 1.2) * 100) / 100;
  // The lender charges the site's fee table, with an establishment fee of its own where the site has none;
  // the comparison rate follows from the rate and those fees, as the calculator works it out.
  const siteFees = site.finance.calculator.fees;
  const fees = {
    establishment: siteFees.establishment || 495,
    securityRegistration: siteFees.security_registration,
    monthlyAdministration: siteFees.monthly_administration,
    dealerAgency: siteFees.dealer_agency,
  };
  const comparison = comparisonRate(rate, fees);
  // The comparison rate was once drawn at random here: the draw stays, so the rest of the demo stock
  // (photos, prices, tags) is the same as before.
  rng.next();
  const deposit = rng.chance(0.5) ? 0 : Math.round((price * 0.1) / 100) * 100;
  const loan = { price, deposit, balloon: 0, termYears: 5, rate, fees };
  const paymentWeek = Math.round(loanRepayment(loan, 52));
  const paymentMonth = Math.round(loanRepayment(loan, 12));
  const lender: schema.FinanceLender = {
    financeProvider: site.finance_provider,
    disclaimer:
      `Estimated repayments are based on a 5 year secured fixed-rate consumer loan at ${rate}% p.a. ` +
      `(comparison rate ${comparison}% p.a.) with a $${deposit.toLocaleString("en-AU")} deposit and no balloon, ` +
      `fees included. ${COMPARISON_RATE_NOTE} Finance subject to approved credit.`,
    deposit,
    paymentMonth,
    paymentWeek,
    totalPayable: paymentMonth * 60,
    // A few lenders have not priced a car yet: the finance display rule must then hide it.
    interestRate: rng.chance(0.05) ? null : rate,
    comparisonRate: rng.chance(0.05) ? null : comparison,
    termMonths: 60,
    termYears: 5,
    termWeeks: 260,
    establishmentFees: fees.establishment,
    balloon: 0,
  };
  return { [site.finance_provider]: lender };
}

/**
 * The spin's hotspots [VSD §3 "hotspots (exterior and interior; each with id, description, anchors,
 * and per-angle positions posX and posY)"]: each feature's point on the drawn side view, projected
 * onto every frame where the car is side on enough to point at it (domain/spin.ts), so a hotspot
 * stays on its part of the car as it turns.
 */
function hotspots(
  rng: Random,
  bodySlug: string,
  frames: number,
  fits: (feature: string) => boolean,
): schema.Hotspot[] {
  const points = spinAnchorPoints(bodySlug);
  const features = [
    ["LED headlights", "Auto-levelling LED headlights with daytime running lights.", points.headlights],
    ["Alloy wheels", "Machined alloy wheels with a full-size spare.", points.wheel],
    ["Tow bar", "Factory tow bar rated to the braked towing capacity.", points.towbar],
  ] as const;
  // Drawn as always, then only features the car's year and grade could have had (no LED headlights
  // pointed out on a 2012 base grade).
  const drawn = rng.sample(features, rng.int(1, 3)).filter(([anchor]) => fits(anchor));
  return drawn.map(([anchor, description, point], i) => ({
    id: `hs-${i + 1}`,
    kind: "exterior" as const,
    description,
    anchors: [anchor],
    positions: Array.from({ length: frames }, (_, frame) => frame)
      .filter((frame) => spinProjection(frame, frames).sideOn)
      .map((frame) => ({ frame, ...projectSpinPoint(point, frame, frames) })),
  }));
}

const ENSUITE_EQUIPMENT = "Ensuite shower and toilet";
/** The most a van's or motorhome's Features facet lists. */
const MAX_LIVING_FEATURES = 8;

/**
 * A van's or motorhome's Features facet values: "Ensuite" where its floor plan or equipment has a
 * shower and toilet, "Off-road" where its floor plan is an off-road build ("21ft Off-Road Ensuite"),
 * then the rest of its equipment, at most eight.
 */
function livingFeatures(badge: string, equipment: readonly string[]): string[] {
  const ensuite = /ensuite/i.test(badge) || equipment.includes(ENSUITE_EQUIPMENT);
  const offRoad = /off-road/i.test(badge);
  return [
    ...(ensuite ? ["Ensuite"] : []),
    ...(offRoad ? ["Off-road"] : []),
    ...equipment.filter((item) => item !== ENSUITE_EQUIPMENT),
  ].slice(0, MAX_LIVING_FEATURES);
}

type CarOptions = { site: Site; index: number; rng: Random; now: Date; plan: StockPlan };

/** The conditions a site may sell, by their share of its stock. */
const CAR_TYPE_SHARES = [
  ["new", 0.45],
  ["used", 0.42],
  ["demo", 0.13],
] as const;

/** A fuel as a listing names it, and as the simple fuel filter does. */
const FUEL_NAMES: Record<Engine["fuel"], string> = {
  petrol: "Petrol - Unleaded ULP",
  diesel: "Diesel",
  hybrid: "Hybrid",
  electric: "Electric",
  "plug-in": "Plug-in Hybrid",
};
const SIMPLE_FUELS: Record<Engine["fuel"], string> = {
  petrol: "Petrol",
  diesel: "Diesel",
  hybrid: "Hybrid",
  electric: "Electric",
  "plug-in": "Hybrid",
};

const CATEGORIES: Record<(typeof VEHICLE_KIND_BY_BODY)[BodyType], string> = {
  car: "Cars",
  truck: "Trucks",
  motorhome: "Motorhomes",
  caravan: "Caravans",
};

function generateCar(options: CarOptions): CarRow {
  const { site, rng, now } = options;
  const vehicle = drawVehicle(rng, site, options.plan);
  const listing = drawListing(options, vehicle);
  const { car_type, make, spec, year, body, grade, badge, engine, kind, km, price } = vehicle;
  const { colour, colour_hex, location, stocknum, name, gearbox, cab } = listing;
  const { status, franchise, equipment, market, lenders, created_at } = listing;
  const model = spec.name;
  const towable = kind === "caravan";
  const auto = gearbox ? gearbox.trans !== "Manual" : null;
  const engineLitres = engine?.litres ?? null;
  // A caravan's or motorhome's specifications, drawn where the row lists them (see below).
  let trailer: schema.TrailerSpecifications | null = null;

  return {
    site_id: site.id,
    slug: slugify(`${year} ${make} ${model} ${badge} ${stocknum}`),
    stocknum,
    name,
    vehicle_kind: kind,
    year,
    make,
    make_slug: slugify(make),
    model,
    model_slug: slugify(model),
    badge,
    series: rng.chance(0.6) ? seriesOf(rng, spec, year) : null,
    colour,
    colour_hex,
    interior_colour: towable ? null : rng.pick(INTERIOR_COLOURS),
    gearnum: gearbox?.gears ?? null,
    bodyconfiguration: cab?.name ?? null,
    price,
    before_price: car_type !== "used" && rng.chance(0.12) && price > 0 ? price + rng.int(1, 5) * 1000 : null,
    offer_price: null,
    subscription_price: kind === "car" && car_type !== "used" && rng.chance(0.05) ? rng.int(180, 420) : null,
    price_type:
      car_type === "used"
        ? rng.weighted([
            ["Drive Away", 0.7],
            ["Excl. Govt. Charges", 0.3],
          ] as const)
        : "Drive Away",
    preorder: vehicle.preorder,
    km,
    vin: vin(rng, demoWmi(make, model, kind)),
    nvic: towable
      ? null
      : `${make.slice(0, 2).toUpperCase()}${rng.int(100, 999)}${String.fromCharCode(65 + rng.int(0, 25))}`,
    regplate: listing.registered ? regoPlate(rng, location.address.state) : null,
    rego_state: listing.registered ? location.address.state : null,
    rego_expiry: listing.regoExpiry ? isoDate(listing.regoExpiry) : null,
    ...buildAndCompliance(year, rng.chance(0.3), rng.int(1, 12), rng.int(1, 12), now),
    drive: engine ? rng.pick(engine.drives.filter((d) => !grade.drives || grade.drives.includes(d))) : null,
    seats: spec.seats ?? cab?.seats ?? gradeSeats(body, badge) ?? (BODY_SEATS[body] || null),
    doors: doorsOf(body, badge, cab, towable),
    engine_size: engineLitres ? Math.round(engineLitres * 1000) : null,
    engine_size_litres: engineLitres,
    fuel: engine ? FUEL_NAMES[engine.fuel] : null,
    simple_fuel: engine ? SIMPLE_FUELS[engine.fuel] : null,
    simple_body: body,
    simple_transmission: auto === null ? null : auto ? "Automatic" : "Manual",
    trans: gearbox?.trans ?? null,
    status,
    sold_at: listing.sold_at,
    car_type,
    tag: listing.tag,
    reserved: status === "in_stock" && rng.chance(0.04),
    // A maker's certified pre-owned programme: its own make, at a dealer holding its franchise.
    certified:
      car_type === "used" && vehicle.age <= 6 && km < 120_000 && rng.chance(0.35) && franchise.size > 0,
    views: Math.round(rng.next() * rng.next() * 1200),
    ...carMedia(rng, vehicle, listing),
    standard_equipment: equipment,
    dealercomments: dealerComments(rng, name, vehicle.odometer),
    history_file: car_type === "used" && rng.chance(0.3) ? `media/history/${stocknum}.pdf` : null,
    carsales_title: name,
    private_suburb: null,
    private_postcode: null,
    autograb_data: market
      ? {
          average_market_price: market,
          state_average_market_price: Math.round(market * (0.97 + rng.next() * 0.06)),
        }
      : null,
    youx_quote: null,
    specifications: (trailer = spec.trailer ? trailerSpecifications(rng, spec.trailer, grade) : null),
    variant: !engine ? null : engineVariant(rng, vehicle, engine, auto, trailer),
    finance_lenders: lenders,
    payment_processors: [],
    categories: [CATEGORIES[kind]],
    filtered_features:
      towable || kind === "motorhome" ? livingFeatures(badge, equipment) : equipment.slice(0, 6),
    dealership_id: listing.dealership.id,
    location_id: location.id,
    show_on_dealer_website: !rng.chance(0.01),
    created_at,
    updated_at: created_at,
  };
}

/** What a demo car is: its condition, model, model year, grade and engine, kilometres and price. */
function drawVehicle(rng: Random, site: Site, plan: StockPlan) {
  const types = site.search.car_types;
  const car_type = rng.weighted(CAR_TYPE_SHARES.filter(([t]) => types.includes(t)));
  const { thisYear } = plan;
  const [make, specs] = rng.pick(car_type === "used" ? plan.usedMakes : plan.newMakes);
  const spec = rng.pick(specs);
  const year = modelYear(rng, spec, car_type, thisYear);
  const age = thisYear - year;
  const { body, badge: grade, engine } = pickVariant(rng, make, spec, year);
  // The grade's new price that model year; the draw that once spread it now spreads a used price.
  const newPrice = newPriceOf(spec, grade, year);
  const priceNoise = rng.normal();
  const kind = VEHICLE_KIND_BY_BODY[body];
  const yearlyKm = kind === "caravan" ? 0 : rng.int(9000, 22000);
  const odometer = hasOdometer(kind);
  const travelled =
    car_type === "new"
      ? rng.int(0, 40)
      : car_type === "demo"
        ? rng.int(500, 12000)
        : Math.max(1500, Math.round(age * yearlyKm * (0.7 + rng.next() * 0.6)));
  // A towed van has no odometer; its column is not null, so it reads 0. The draw above still runs,
  // so a site without caravans gets the same cars as before.
  const km = odometer ? travelled : 0;
  let price = askingPrice({
    newPrice,
    carType: car_type,
    ageYears: age,
    km,
    odometer,
    segment: valueSegment(make, body, engine),
    noise: priceNoise,
  });
  const preorder = car_type === "new" && rng.chance(0.02);
  if (preorder || rng.chance(0.015)) price = 0;
  return {
    car_type,
    make,
    spec,
    year,
    age,
    body,
    grade,
    badge: grade.name,
    engine,
    kind,
    odometer,
    km,
    price,
    preorder,
  };
}

type Vehicle = ReturnType<typeof drawVehicle>;

/**
 * How a demo car is listed: its colour and yard, its status and dates, photos and spin, gearbox and
 * cab, tag, registration, equipment, market price and finance.
 */
function drawListing({ site, index, rng, now }: CarOptions, vehicle: Vehicle) {
  const { car_type, make, spec, year, body, grade, engine, kind, odometer, km, price } = vehicle;
  const [colour, colour_hex] = rng.pick(COLOURS);
  // A new or demo car is at a yard of the dealership that holds its franchise; used cars of any make
  // can be at any yard (a Mazda dealership sells traded-in Fords).
  const yards = site.locations.filter((l) => l.location_type === "sales");
  const franchise = new Set(
    site.dealerships.filter((d) => d.manufacturers.includes(slugify(make))).map((d) => d.id),
  );
  const franchiseYards = yards.filter((l) => franchise.has(l.dealership_id));
  const location = rng.pick(car_type !== "used" && franchiseYards.length ? franchiseYards : yards);
  const dealership = site.dealerships.find((d) => d.id === location.dealership_id)!;

  const statusRoll = rng.next();
  const status: NonNullable<CarRow["status"]> =
    statusRoll < 0.8 ? "in_stock" : statusRoll < 0.87 ? "coming_soon" : "sold";
  // Sold dates fall both inside and beyond every site's sold-days window (3 to 7 days).
  const sold_at =
    status === "sold" ? new Date(now.getTime() - rng.int(0, 20) * DAY - rng.int(0, DAY - 1)) : null;
  const createdDaysAgo = rng.chance(0.08) ? rng.next() * 8 : 8 + rng.next() * 150;
  const created_at = new Date(now.getTime() - createdDaysAgo * DAY);

  const photos = rng.chance(0.07) ? 0 : rng.int(1, 20);
  const spin = kind === "car" && rng.chance(0.15);
  const towable = kind === "caravan";
  const gearbox = engine ? pickGearbox(rng, engine) : null;
  const cab =
    body === "Ute" || body === "Cab Chassis"
      ? rng.pick(spec.cabs ?? [{ name: "Double Cab", seats: 5 }])
      : null;
  const drawn = rng.weighted([
    [null, 0.82],
    ["Test Drive Only", car_type === "new" ? 0.06 : 0],
    ["runout sale", car_type !== "used" ? 0.05 : 0],
    ["Low Kms", car_type === "used" && odometer ? 0.04 : 0],
    ["One Owner", car_type === "used" ? 0.03 : 0],
  ] as const);
  // A dealer writes "Low Kms" only on a car that has them: well under the usual distance for its age.
  const tag = drawn === "Low Kms" && !hasLowKms(km, vehicle.age) ? null : drawn;
  const registered = car_type !== "new" && !towable ? true : towable && car_type === "used";
  const regoExpiry = registered ? new Date(now.getTime() + rng.int(-60, 360) * DAY) : null;
  // Drawn as always, then kept to what the car's year and grade could have had (couldHave).
  const gradeShare = gradeShareOf(spec, grade);
  const fits = (item: string) => couldHave(item, year, gradeShare, body);
  const equipment = (
    towable || kind === "motorhome"
      ? rng.sample(CARAVAN_EQUIPMENT, rng.int(5, 12))
      : rng.sample(STANDARD_EQUIPMENT, rng.int(0, 24))
  ).filter(fits);
  const market = price > 200 ? Math.round(price * (0.93 + rng.next() * 0.2)) : null;
  const lenders = lenderData(rng, site, price, year, now);
  const stocknum = `${site.logo.mark}${String(10000 + index)}`;
  const name = `${year} ${make} ${spec.name} ${grade.name}`;
  return {
    colour,
    colour_hex,
    franchise,
    location,
    dealership,
    stocknum,
    name,
    status,
    sold_at,
    created_at,
    photos,
    spin,
    gearbox,
    cab,
    tag,
    registered,
    regoExpiry,
    fits,
    equipment,
    market,
    lenders,
  };
}

type Listing = ReturnType<typeof drawListing>;

/** A car's pictures: its drawn photos, and on some cars a spin with hotspots; never a video. */
function carMedia(
  rng: Random,
  { year, make, spec, body, kind }: Vehicle,
  { colour, colour_hex, photos, spin, stocknum, fits }: Listing,
) {
  return {
    photos_count: photos,
    images: carImages(rng, body, colour_hex, photos, kind, `${colour} ${year} ${make} ${spec.name}`),
    // No videos: a demo car has no walk-around of its own, and one clip shown as every car's would
    // be a video of some other car. The draws that once chose a video are still made, so that every
    // other field of every demo car stays as it was.
    video_url: null,
    external_video_url: photos > 3 ? noVideo(rng.chance(0.08), rng.chance(0.04)) : null,
    spin_images: spin
      ? Array.from({ length: 36 }, (_, f) => `draw/spin/${slugify(body)}/${colour_hex.slice(1)}/${f}`)
      : [],
    spin_interior_image:
      spin && rng.chance(0.5) ? `draw/car/${slugify(body)}/${colour_hex.slice(1)}/interior-360` : null,
    spin_code: spin ? `SPN${stocknum}` : null,
    hotspots: spin ? hotspots(rng, slugify(body), 36, fits) : [],
  };
}

/** A body's doors: a towed van's one, a ute's two or four by its cab, a crew-cab truck's four. */
function doorsOf(body: BodyType, badge: string, cab: { seats: number } | null, towable: boolean) {
  if (towable) return 1;
  if (cab) return cab.seats >= 4 ? 4 : 2;
  if (body === "Light Truck" && CREW_CAB.test(badge)) return 4;
  if (body === "Coupe" || body === "Convertible" || body === "Light Truck") return 2;
  return 4 + (body === "Hatchback" || body === "Wagon" || body === "SUV" ? 1 : 0);
}

/** The engine and body figures of a car with an engine: gearbox, fuel use, size, mass and towing. */
function engineVariant(
  rng: Random,
  { spec, body }: Vehicle,
  engine: Engine,
  auto: boolean | null,
  trailer: schema.TrailerSpecifications | null,
): schema.Variant {
  const electric = engine.fuel === "electric";
  const engineLitres = engine.litres ?? null;
  return {
    cylinders: engine.cylinders,
    enginesize: engineLitres ? Math.round(engineLitres * 1000) : null,
    enginesize_litres: engineLitres,
    induction: engine.induction,
    geartype: auto ? "Automatic" : "Manual",
    fuelconsumptioncombined: electric ? null : fuelConsumption(rng, engine),
    fuelcapacity: electric ? null : Math.round(30 + (engineLitres ?? 0) * 14 + rng.int(0, 15)),
    // Sized by body and by where the model sits in its body's price band (a T-Roc is a small
    // SUV, a Kluger a large one); the draws are the ones the demo always made, read as a share.
    ...withTowing(
      bodySize(
        body,
        spec.low,
        electric,
        {
          gvm: spec.gvm ? { own: rng.int(...spec.gvm) } : { share: rng.next() },
          length: rng.int(3900, 5400),
          height: rng.int(1400, 2000),
          width: rng.int(1700, 2000),
        },
        trailer,
      ),
      body,
      electric,
      // The draw the demo always made, read as a place in the body's towing range.
      body === "Ute" || body === "SUV" ? rng.pick([0, 1, 2, 3, 4]) / 4 : rng.pick([0, 1, 2]) / 2,
    ),
    bodyconfiguration: body,
    torque: engine.nm,
    power: engine.kw,
    ancaprating: rng.chance(0.8) ? rng.pick([4, 5]) : null,
  };
}

/** Yields the site's cars in batches. */
export function* generateCars(site: Site, count: number, seed: number, { now }: Now, batchSize = 1000) {
  const rng = new Random(`${seed}:${site.slug}:cars`);
  const plan = stockPlan(site, now);
  let batch: CarRow[] = [];
  for (let index = 0; index < count; index++) {
    batch.push(generateCar({ site, index, rng, now, plan }));
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

const FIRST_NAMES = [
  "Olivia",
  "Jack",
  "Charlotte",
  "Noah",
  "Amelia",
  "William",
  "Isla",
  "Oliver",
  "Mia",
  "Thomas",
  "Grace",
  "Lachlan",
  "Chloe",
  "Liam",
  "Ruby",
  "Ethan",
  "Zoe",
  "Cooper",
  "Priya",
  "Wei",
  "Aarav",
  "Sienna",
  "Mohammed",
  "Hannah",
];
const LAST_INITIALS = "ABCDEFGHJKLMNOPRSTW".split("");
/** What buyers write, by the stars they give: a review's words agree with its rating. */
const REVIEW_TEXTS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    "Fantastic experience from start to finish. The sales team were friendly and never pushy.",
    "Bought my first car here and they explained the finance options clearly. Highly recommend.",
    "Service department was quick and kept me updated all day. Car came back washed too!",
    "They found exactly the model I wanted in a colour I could not find anywhere else.",
    "Honest advice and no surprises on the final price.",
  ],
  4: [
    "Great range of stock and a fair price for my trade-in.",
    "Smooth, easy purchase. Picked up the car the same week.",
    "Helpful staff, though the handover took a little longer than expected.",
  ],
  3: [
    "Good car and a fair price, but it took three calls to get an answer about registration.",
    "Friendly team. The service ran a day over what I was quoted.",
  ],
  2: [
    "The car was fine but nobody called back about the trade-in valuation I asked for.",
    "Waited forty minutes past my service booking with no update.",
  ],
  1: [
    "The car I enquired about had been sold days before and the listing still showed it.",
    "Paperwork was wrong twice and I had to chase the refund of my deposit.",
  ],
};

export function generateSiteExtras(site: Site, seed: number, { now }: Now, reviewIdStart: number) {
  const rng = new Random(`${seed}:${site.slug}:extras`);
  const reviews = siteReviews(rng, site, now, reviewIdStart);
  const specialHours = holidayHours(site, now);
  const promoTiles = sitePromoTiles(site, now);

  const brandDirectory = site.brand_directory.enabled
    ? site.dealerships.flatMap((d, i) =>
        d.manufacturers.map((m) => ({
          site_id: site.id,
          title: d.name,
          slug: m,
          logo_src: `draw/logo/${m}`,
          banner_src: `draw/banner/${m}/${site.theme.primary.slice(1)}`,
          description: `${d.name} brings the full ${makeName(m)} range, genuine servicing and parts to ${site.name}.`,
          skip_page: i % 4 === 3,
          position: i,
        })),
      )
    : [];
  const websites = site.dealerships.flatMap((d) =>
    d.manufacturers.map((m) => ({
      site_id: site.id,
      url: `https://${d.slug}.example.com.au`,
      make: m,
      name: d.name,
      title: `Visit ${d.name}`,
      logo_src: `draw/logo/${m}`,
      slug: d.slug,
    })),
  );
  return { reviews, specialHours, promoTiles, brandDirectory, websites };
}

/** Each location's reviews, numbered from `firstId`: mostly five stars, some replied to. */
function siteReviews(rng: Random, site: Site, now: Date, firstId: number) {
  const reviews: (typeof schema.reviews.$inferInsert)[] = [];
  let reviewId = firstId;
  for (const location of site.locations) {
    const count = rng.int(8, 22);
    for (let i = 0; i < count; i++) {
      const rating = rng.weighted([
        [5, 0.62],
        [4, 0.22],
        [3, 0.08],
        [2, 0.04],
        [1, 0.04],
      ] as const);
      // Reviews the site's settings hide (a staff test under a name the site lists) only where the
      // site lists one: elsewhere such a review would be published.
      const hiddenName = site.reviews.hidden_customer_names[0];
      const kind = rng.weighted([
        ["plain", 0.86],
        ["translated", 0.05],
        ["empty", 0.05],
        [hiddenName ? "hidden-name" : "plain", 0.04],
      ] as const);
      const words = rng.pick(REVIEW_TEXTS[rating]);
      const text =
        kind === "translated" ? `(Translated by Google) ${words}` : kind === "empty" ? null : words;
      const review_date = new Date(now.getTime() - rng.int(1, 700) * DAY);
      reviews.push({
        id: reviewId++,
        site_id: site.id,
        location_id: location.id,
        dealership_id: location.dealership_id,
        customer_name:
          kind === "hidden-name" && hiddenName
            ? hiddenName
            : `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_INITIALS)}.`,
        text,
        rating,
        review_date,
        // A reply and its date together, in words that suit the review.
        ...(rng.chance(0.4)
          ? {
              reply_text:
                rating >= 4
                  ? `Thank you for your feedback! The ${location.name} team.`
                  : `We are sorry to hear this. Please call us so that we can put it right. The ${location.name} team.`,
              reply_date: new Date(review_date.getTime() + 2 * DAY),
            }
          : { reply_text: null, reply_date: null }),
      });
    }
  }
  return reviews;
}

/** The public holidays over the turn of the year, and Christmas Eve's short day at every location but a sales yard. */
function holidayHours(site: Site, now: Date): (typeof schema.specialHours.$inferInsert)[] {
  const year = now.getUTCFullYear();
  const nextYear = year + 1;
  return [
    { site_id: site.id, location_id: null, date: `${year}-12-25`, label: "Christmas Day", status: "Closed" },
    { site_id: site.id, location_id: null, date: `${year}-12-26`, label: "Boxing Day", status: "Closed" },
    {
      site_id: site.id,
      location_id: null,
      date: `${year}-12-31`,
      label: "New Year's Eve",
      status: "Open",
      start_hour: "08:30",
      end_hour: "14:00",
    },
    {
      site_id: site.id,
      location_id: null,
      date: `${nextYear}-01-01`,
      label: "New Year's Day",
      status: "Closed",
    },
    {
      site_id: site.id,
      location_id: null,
      date: `${nextYear}-01-26`,
      label: "Australia Day",
      status: "Closed",
    },
    ...site.locations
      .filter((l) => l.location_type !== "sales")
      .map((l) => ({
        site_id: site.id,
        location_id: l.id,
        date: `${year}-12-24`,
        label: "Christmas Eve",
        status: "Open" as const,
        start_hour: "08:00",
        end_hour: "12:00",
      })),
  ];
}

/** The site's promo banners: trade-in and finance running now, a spring sale on fixed dates, a service special to come. */
function sitePromoTiles(site: Site, now: Date): (typeof schema.promoTiles.$inferInsert)[] {
  const dayAt = (days: number) => new Date(now.getTime() + days * DAY);
  return [
    {
      site_id: site.id,
      title: "Trade in and save",
      image_src: `draw/promo/${site.theme.primary.slice(1)}/trade/wide`,
      alt: "Trade in your car today",
      href: site.forms.trade_in_path,
      display: ["new", "used", "demo"],
      strict_display: false,
      start: dayAt(-30),
      expiry: dayAt(60),
      position: 1,
    },
    {
      site_id: site.id,
      title: `Finance from ${formatRates(site.finance.example_rate, site.finance.example_comparison_rate)}`,
      image_src: `draw/promo/${site.theme.accent.slice(1)}/finance/wide`,
      alt: "Low-rate finance offer",
      href: site.finance.link,
      display: ["new", "demo"],
      strict_display: true,
      start: dayAt(-5),
      expiry: dayAt(25),
      position: 2,
    },
    {
      site_id: site.id,
      title: "Spring sale",
      image_src: `draw/promo/${site.theme.primary.slice(1)}/sale/wide`,
      alt: "Spring sale event",
      href: "/special-offers",
      display: ["used"],
      strict_display: false,
      start: new Date("2025-08-20T22:30:00Z"),
      expiry: new Date("2025-09-30T07:30:00Z"),
      position: 3,
    },
    {
      site_id: site.id,
      title: "Summer service special",
      image_src: `draw/promo/${site.theme.accent.slice(1)}/service/wide`,
      alt: "Summer service special",
      href: "/service",
      display: ["new", "used", "demo"],
      strict_display: false,
      start: dayAt(20),
      expiry: dayAt(90),
      position: 4,
    },
  ];
}

/** Manufacturer offers, shared across sites and hidden per site by excluded_website_ids. */
export function generateOffers(sites: Site[], seed: number, { now }: Now) {
  const rng = new Random(`${seed}:offers`);
  const makes = [...new Set(sites.flatMap((s) => s.dealerships.flatMap((d) => d.manufacturers)))];
  const thisYear = now.getFullYear();
  // Offers are for models still on sale new.
  const catalogue = new Map(
    Object.entries(MODELS).map(([make, specs]) => [
      slugify(make),
      { make, specs: specs.filter((s) => isCurrent(s, thisYear)) },
    ]),
  );
  let id = 1;
  return makes.flatMap((makeSlug) => {
    const entry = catalogue.get(makeSlug);
    if (!entry) return [];
    return rng.sample(entry.specs, Math.min(4, entry.specs.length)).map((spec) => {
      const { name: model, low, bodies } = spec;
      // From the cheapest grade on sale this year, at its drive-away price.
      const grades = spec.badges.filter((grade) => soldIn(grade, thisYear));
      const from = grades.length
        ? Math.min(...grades.map((grade) => newPriceOf(spec, grade, thisYear)))
        : low;
      const deal = dealerPrice(from, "new");
      const finance = rng.chance(0.5);
      const excluded = rng.chance(0.25) ? [rng.pick(sites).id] : [];
      const description = finance
        ? `Drive away the ${entry.make} ${model} with low-rate finance from ${(4.99 + rng.next() * 2).toFixed(2)}% p.a. (comparison rate ${(6.2 + rng.next() * 2).toFixed(2)}% p.a.) on approved credit. Offer available on new and demonstrator vehicles ordered and delivered during the offer period, while stocks last. Available to approved private and ABN holder buyers. Not available with other offers.`
        : `Save on the ${entry.make} ${model}: $${deal.toLocaleString("en-AU")} drive away.`;
      return {
        id: id++,
        site_id: null,
        name: finance ? `${entry.make} ${model} finance offer` : `${entry.make} ${model} drive away deal`,
        image_src: `draw/car/${slugify(bodies[0]!)}/${rng.pick(COLOURS)[1].slice(1)}/front-quarter`,
        manufacturer_slug: makeSlug,
        manufacturer_name: entry.make,
        model_name: model,
        model_slug: slugify(model),
        description,
        disclaimer:
          // The end date is the offer's own (its card shows it in the site's time zone): not written twice.
          `Offer ends on the date shown, or sooner while stocks last. Recommended drive away price includes 12 months registration, CTP insurance, stamp duty and dealer delivery. Metallic paint is an extra cost option. ${finance ? "Finance approval subject to the lender's credit criteria; fees, charges and terms apply." : ""}`.trim(),
        category: finance ? "Finance offer" : "Drive away offer",
        price: finance ? null : deal,
        excluded_website_ids: excluded,
        starts_at: new Date(now.getTime() - 10 * DAY),
        ends_at: new Date(now.getTime() + 40 * DAY),
      };
    });
  });
}

/**
 * A vehicle's build month and its compliance month after it (1 to 4 months later), in or just
 * before its model year, neither after `now`: a car is complied after it is built, and built before
 * it is sold. The draws are the ones the two dates always took, so the rest of the stock is as was.
 */
function buildAndCompliance(year: number, builtYearBefore: boolean, month: number, lag: number, now: Date) {
  const latest = now.getFullYear() * 12 + now.getMonth();
  const compliance = Math.min(year * 12 + (month - 1), latest - 1);
  const build = Math.max(
    Math.min(compliance - ((lag % 4) + 1), (year - (builtYearBefore ? 1 : 0)) * 12 + 11),
    0,
  );
  const iso = (months: number) =>
    `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, "0")}-01`;
  return { build_date: iso(build), compliance_date: iso(compliance) };
}

/** Braked towing by body and mass, kilograms: [lightest, heaviest] of the body's range. */
function towingRange(body: BodyType, gvm: number): [number, number] {
  if (body === "Light Truck" || body === "Cab Chassis") return [3500, 4500];
  if (body === "Ute") return gvm > 2900 ? [3000, 3500] : [2000, 3000];
  if (body === "SUV")
    return gvm < 1900 ? [1100, 1500] : gvm < 2500 ? [1500, 2200] : gvm < 3000 ? [2000, 2700] : [2700, 3500];
  if (body === "Van" || body === "People Mover" || body === "Motorhome") return [1500, 2500];
  return gvm < 1700 ? [750, 1200] : [1200, 1800];
}

/**
 * A vehicle's braked towing capacity follows its body and mass, as its maker rates it: a small SUV
 * tows 1,100 to 1,500 kg, a HiLux 3,500; an electric car no more than 1,600.
 */
function withTowing<T extends { grossvehiclemass: number }>(
  sized: T,
  body: BodyType,
  electric: boolean,
  draw: number,
) {
  const [lo, hi] = towingRange(body, sized.grossvehiclemass);
  const towing = Math.round((lo + (hi - lo) * draw) / 50) * 50;
  return { ...sized, towingcapacitybraked: electric ? Math.min(towing, 1600) : towing };
}
