/*
 * The manufacturer catalogue [SW §3 'a static catalogue of about 150 makes'] and, for the makes
 * Australian dealers stock most, their models as sold new in Australia: the model years, the body
 * types, the grades (badges) and the engines, with a new-price band in whole dollars (drive-away
 * ballparks). The demo generator draws every car from one model's own data, so a listing is a
 * combination that really existed: no 2012 Kodiaq, no HiLux Wildtrak, no 1.6-litre A-Class making
 * 244 kW. Figures are the Australian-market ones as published at launch; where a line-up changed
 * within a year both versions are listed, so the data errs towards what a dealer could have stocked.
 */

export const MAKES: [name: string, country: string][] = [
  ["Abarth", "Italy"],
  ["AC", "UK"],
  ["Alfa Romeo", "Italy"],
  ["Alpina", "Germany"],
  ["Alpine", "France"],
  ["Aston Martin", "UK"],
  ["Audi", "Germany"],
  ["Austin", "UK"],
  ["Avan", "Australia"],
  ["BAIC", "China"],
  ["Bentley", "UK"],
  ["BMW", "Germany"],
  ["Bolwell", "Australia"],
  ["BYD", "China"],
  ["Cadillac", "USA"],
  ["Caterham", "UK"],
  ["Chery", "China"],
  ["Chevrolet", "USA"],
  ["Chrysler", "USA"],
  ["Citroen", "France"],
  ["Coromal", "Australia"],
  ["Crusader", "Australia"],
  ["Cupra", "Spain"],
  ["Dacia", "Romania"],
  ["Daewoo", "South Korea"],
  ["Daihatsu", "Japan"],
  ["Datsun", "Japan"],
  ["Deepal", "China"],
  ["Dodge", "USA"],
  ["Dongfeng", "China"],
  ["DS", "France"],
  ["Ferrari", "Italy"],
  ["Fiat", "Italy"],
  ["Fisker", "USA"],
  ["Ford", "USA"],
  ["Foton", "China"],
  ["Fuso", "Japan"],
  ["Genesis", "South Korea"],
  ["GMC", "USA"],
  ["GWM", "China"],
  ["Haval", "China"],
  ["Hino", "Japan"],
  ["Holden", "Australia"],
  ["Honda", "Japan"],
  ["HSV", "Australia"],
  ["Hummer", "USA"],
  ["Hyundai", "South Korea"],
  ["Ineos", "UK"],
  ["Infiniti", "Japan"],
  ["International", "USA"],
  ["Isuzu", "Japan"],
  ["Iveco", "Italy"],
  ["Jaecoo", "China"],
  ["Jaguar", "UK"],
  ["Jayco", "Australia"],
  ["Jeep", "USA"],
  ["JAC", "China"],
  ["Kenworth", "USA"],
  ["Kia", "South Korea"],
  ["KGM SsangYong", "South Korea"],
  ["KTM", "Austria"],
  ["Lamborghini", "Italy"],
  ["Lancia", "Italy"],
  ["Land Rover", "UK"],
  ["LDV", "China"],
  ["Leapmotor", "China"],
  ["Lexus", "Japan"],
  ["Lotus", "UK"],
  ["Lotus Caravans", "Australia"],
  ["Lucid", "USA"],
  ["Mack", "USA"],
  ["Mahindra", "India"],
  ["Maserati", "Italy"],
  ["Maxus", "China"],
  ["Mazda", "Japan"],
  ["McLaren", "UK"],
  ["Mercedes-Benz", "Germany"],
  ["MG", "UK"],
  ["Mini", "UK"],
  ["Mitsubishi", "Japan"],
  ["Morgan", "UK"],
  ["New Age", "Australia"],
  ["Nissan", "Japan"],
  ["Opel", "Germany"],
  ["Peugeot", "France"],
  ["Polestar", "Sweden"],
  ["Porsche", "Germany"],
  ["Proton", "Malaysia"],
  ["RAM", "USA"],
  ["Range Rover", "UK"],
  ["Renault", "France"],
  ["Rivian", "USA"],
  ["Rolls-Royce", "UK"],
  ["Rover", "UK"],
  ["Saab", "Sweden"],
  ["Scania", "Sweden"],
  ["Seat", "Spain"],
  ["Skoda", "Czech Republic"],
  ["Smart", "Germany"],
  ["Subaru", "Japan"],
  ["Sunliner", "Australia"],
  ["Supreme", "Australia"],
  ["Suzuki", "Japan"],
  ["Tata", "India"],
  ["Tesla", "USA"],
  ["Toyota", "Japan"],
  ["Triumph", "UK"],
  ["UD Trucks", "Japan"],
  ["Volkswagen", "Germany"],
  ["Volvo", "Sweden"],
  ["Windsor", "Australia"],
  ["Xpeng", "China"],
  ["Zeekr", "China"],
  ["Kawasaki", "Japan"],
  ["Yamaha", "Japan"],
  ["Ducati", "Italy"],
  ["Harley-Davidson", "USA"],
  ["Royal Enfield", "India"],
  ["Aprilia", "Italy"],
  ["Benelli", "Italy"],
  ["BSA", "UK"],
  ["CFMoto", "China"],
  ["Husqvarna", "Sweden"],
  ["Indian", "USA"],
  ["Moto Guzzi", "Italy"],
  ["MV Agusta", "Italy"],
  ["Piaggio", "Italy"],
  ["Vespa", "Italy"],
  ["Can-Am", "Canada"],
  ["Polaris", "USA"],
  ["Zero", "USA"],
  ["Kymco", "Taiwan"],
  ["SYM", "Taiwan"],
  ["Hyosung", "South Korea"],
  ["Sea-Doo", "Canada"],
  ["Avida", "Australia"],
  ["Winnebago", "USA"],
  ["Trakmaster", "Australia"],
  ["Zone RV", "Australia"],
  ["Retreat", "Australia"],
  ["Snowy River", "Australia"],
  ["Roadstar", "Australia"],
  ["Nova", "Australia"],
  ["Evernew", "Australia"],
  ["Goldstream", "Australia"],
  ["Geely", "China"],
  ["Hongqi", "China"],
  ["Skywell", "China"],
  ["Kaiyi", "China"],
  ["Lynk & Co", "China"],
];

export type BodyType =
  | "Sedan"
  | "Hatchback"
  | "SUV"
  | "Ute"
  | "Wagon"
  | "Van"
  | "Coupe"
  | "Convertible"
  | "People Mover"
  | "Cab Chassis"
  | "Caravan"
  | "Motorhome"
  | "Camper Trailer"
  | "Light Truck";

export type Drivetrain = "petrol" | "diesel" | "hybrid" | "electric" | "plug-in" | "none";
export type Fuel = Exclude<Drivetrain, "none">;
export type Drive = "FWD" | "RWD" | "AWD" | "4x2" | "4x4";
export type Transmission =
  "Manual" | "Automatic" | "Sports Automatic" | "CVT" | "Dual Clutch" | "Reduction Gear";
export type Gearbox = { trans: Transmission; gears: number | null };
export type Induction = "Aspirated" | "Turbo" | "Twin Turbo" | "Supercharged";

/**
 * Which model years something was sold new in Australia, inclusive; no `from` means from the
 * model's first year, no `to` means to its last (or still on sale).
 */
export type Span = { from?: number; to?: number };

/** A caravan or motorhome floor plan: its length in feet (as the trade quotes it) and berths. */
export type Layout = { feet?: number; sleeps: [number, number] };

/**
 * A grade as badged in Australia (for an RV, its floor plan), optionally only some years, bodies or
 * drives; `price` is its own drive-away price new, in the model's price year (see `newPriceOf`),
 * where the model's band would misplace it (a Defender V8 costs twice a Defender S).
 */
export type Badge = Span & {
  name: string;
  bodies?: BodyType[];
  drives?: Drive[];
  layout?: Layout;
  price?: number;
};

/** An engine and what it came with; `badges` and `bodies` narrow it to those grades or bodies. */
export type Engine = Span & {
  /** Swept volume in litres; null for a battery-electric drive. */
  litres: number | null;
  kw: number;
  nm: number;
  cylinders: number | null;
  fuel: Fuel;
  induction: Induction | null;
  gearboxes: Gearbox[];
  drives: Drive[];
  badges?: string[];
  bodies?: BodyType[];
};

/** A ute or cab-chassis cab style and how many it seats. */
export type Cab = { name: string; seats: number };

/** Length (m), berths, tare and ATM (kg) of a caravan, camper trailer or motorhome; a layout's own length and berths come first. */
export type TrailerSpec = {
  length: [number, number];
  sleeps: [number, number];
  tare: [number, number];
  atm: [number, number];
  axles: ("Single" | "Tandem")[];
};

export type ModelSpec = {
  name: string;
  /** The body types it was sold in; the first is the model directory's. */
  bodies: BodyType[];
  /** First model year in Australia. */
  from: number;
  /** Last model year sold new in Australia; absent while still on sale. */
  to?: number;
  /**
   * New-price band, the cheapest grade to the dearest: drive-away prices in the model's price year
   * (the catalogue's year, or the model's last year if it left the market before).
   */
  low: number;
  high: number;
  /** Grades, cheapest first. */
  badges: Badge[];
  /** Engines; none for a caravan or camper trailer. */
  engines: Engine[];
  bodyYears?: Partial<Record<BodyType, Span>>;
  /** Generation or series codes with their model years. */
  series?: (Span & { code: string })[];
  /** Seats when the body type's usual number is wrong for this model (seven-seat SUVs, 2+2 coupes). */
  seats?: number;
  cabs?: Cab[];
  /** Gross vehicle mass range (kg), for trucks and motorhomes. */
  gvm?: [number, number];
  trailer?: TrailerSpec;
};

/** Whether a year lies within a span. */
export function soldIn(span: Span, year: number) {
  return (span.from === undefined || year >= span.from) && (span.to === undefined || year <= span.to);
}

export type CatalogueVariant = { body: BodyType; badge: Badge; engine: Engine | null };

/**
 * Every body, grade and engine combination a model was sold in during one model year. A grade
 * with no engine that year (a gap between generations) drops out rather than borrowing one.
 */
export function variantsOf(spec: ModelSpec, year: number): CatalogueVariant[] {
  if (!soldIn(spec, year)) return [];
  const out: CatalogueVariant[] = [];
  for (const body of spec.bodies) {
    if (!soldIn(spec.bodyYears?.[body] ?? {}, year)) continue;
    for (const badge of spec.badges) {
      if (!soldIn(badge, year) || (badge.bodies && !badge.bodies.includes(body))) continue;
      if (spec.engines.length === 0) {
        out.push({ body, badge, engine: null });
        continue;
      }
      for (const engine of spec.engines) {
        if (!soldIn(engine, year)) continue;
        if (engine.badges && !engine.badges.includes(badge.name)) continue;
        if (engine.bodies && !engine.bodies.includes(body)) continue;
        if (badge.drives && !engine.drives.some((d) => badge.drives!.includes(d))) continue;
        out.push({ body, badge, engine });
      }
    }
  }
  return out;
}

const auto = (gears: number): Gearbox => ({ trans: "Automatic", gears });
const sports = (gears: number): Gearbox => ({ trans: "Sports Automatic", gears });
const manual = (gears: number): Gearbox => ({ trans: "Manual", gears });
const dct = (gears: number): Gearbox => ({ trans: "Dual Clutch", gears });
const CVT: Gearbox = { trans: "CVT", gears: null };
const ONE_SPEED: Gearbox = { trans: "Reduction Gear", gears: null };

const FWD: Drive[] = ["FWD"];
const RWD: Drive[] = ["RWD"];
const AWD: Drive[] = ["AWD"];
const FWD_AWD: Drive[] = ["FWD", "AWD"];
const RWD_AWD: Drive[] = ["RWD", "AWD"];
const TWO_WD: Drive[] = ["4x2"];
const FOUR_WD: Drive[] = ["4x4"];
const PART_TIME: Drive[] = ["4x2", "4x4"];

type Limits = Span & { badges?: string[]; bodies?: BodyType[] };

/** A combustion, hybrid or plug-in engine: litres, kW, Nm, cylinders, fuel, induction. */
function ice(
  litres: number,
  kw: number,
  nm: number,
  cylinders: number,
  fuel: Exclude<Fuel, "electric">,
  induction: Induction,
  gearboxes: Gearbox[],
  drives: Drive[],
  limits: Limits = {},
): Engine {
  return { litres, kw, nm, cylinders, fuel, induction, gearboxes, drives, ...limits };
}

/** A battery-electric drive: combined motor kW and Nm. */
function ev(kw: number, nm: number, drives: Drive[], limits: Limits = {}): Engine {
  return {
    litres: null,
    kw,
    nm,
    cylinders: null,
    fuel: "electric",
    induction: null,
    gearboxes: [ONE_SPEED],
    drives,
    ...limits,
  };
}

function b(name: string, limits: Omit<Badge, "name"> = {}): Badge {
  return { name, ...limits };
}

type ModelData = Omit<
  ModelSpec,
  "name" | "bodies" | "from" | "to" | "low" | "high" | "badges" | "engines"
> & {
  badges: (string | Badge)[];
  engines?: Engine[];
};

function model(
  name: string,
  bodies: BodyType[],
  [low, high]: [number, number],
  [from, to]: [number, number?],
  { badges, engines = [], ...rest }: ModelData,
): ModelSpec {
  return {
    name,
    bodies,
    from,
    ...(to === undefined ? {} : { to }),
    low,
    high,
    badges: badges.map((badge) => (typeof badge === "string" ? { name: badge } : badge)),
    engines,
    ...rest,
  };
}

const series = (code: string, from: number, to?: number) => ({ code, from, ...(to ? { to } : {}) });

const SINGLE_CAB: Cab = { name: "Single Cab", seats: 3 };
const DOUBLE_CAB: Cab = { name: "Double Cab", seats: 5 };
const UTE: BodyType[] = ["Ute"];
const CHASSIS: BodyType[] = ["Cab Chassis"];

// Drivetrains the motorhome builders use [the Fiat Ducato, Mercedes-Benz Sprinter and Iveco Daily].
const DUCATO = [
  ice(2.3, 130, 400, 4, "diesel", "Turbo", [auto(6), manual(6)], FWD, { to: 2020 }),
  ice(2.3, 132, 450, 4, "diesel", "Turbo", [auto(9)], FWD, { from: 2021 }),
];
const SPRINTER = [
  ice(3.0, 140, 440, 6, "diesel", "Turbo", [auto(7)], RWD, { to: 2018 }),
  ice(3.0, 140, 440, 6, "diesel", "Turbo", [auto(9)], RWD, { from: 2019, to: 2023 }),
  ice(2.0, 140, 450, 4, "diesel", "Twin Turbo", [auto(9)], RWD, { from: 2023 }),
];
const DAILY = [ice(3.0, 150, 470, 4, "diesel", "Turbo", [auto(8)], RWD)];

const layout = (name: string, feet: number | undefined, sleeps: [number, number]) =>
  b(name, { layout: feet === undefined ? { sleeps } : { feet, sleeps } });
const CARAVAN_LAYOUTS = [
  layout("17ft Couples", 17, [2, 2]),
  layout("19ft Rear Ensuite", 19, [2, 4]),
  layout("21ft Club Lounge", 21, [2, 4]),
  layout("22ft Family Bunks", 22, [4, 6]),
];
const OFF_ROAD_LAYOUTS = [
  layout("19ft Off-Road Couples", 19, [2, 2]),
  layout("21ft Off-Road Ensuite", 21, [2, 4]),
  layout("22ft Off-Road Family", 22, [4, 6]),
];
const CAMPER_LAYOUTS = [layout("Standard", undefined, [2, 4]), layout("Off-Road", undefined, [2, 5])];
const MOTORHOME_LAYOUTS = [
  layout("Rear Island Bed", undefined, [2, 2]),
  layout("Twin Singles", undefined, [2, 2]),
  layout("Rear Club Lounge", undefined, [2, 4]),
];

const TOURING_VAN: TrailerSpec = {
  length: [5.2, 7.0],
  sleeps: [2, 6],
  tare: [1600, 2500],
  atm: [2100, 3200],
  axles: ["Single", "Tandem"],
};
const OFF_ROAD_VAN: TrailerSpec = {
  length: [5.8, 7.2],
  sleeps: [2, 6],
  tare: [2200, 2900],
  atm: [2900, 3500],
  axles: ["Tandem"],
};
const CAMPER: TrailerSpec = {
  length: [4.2, 5.4],
  sleeps: [2, 5],
  tare: [900, 1600],
  atm: [1400, 2200],
  axles: ["Single"],
};
const MOTORHOME: TrailerSpec = {
  length: [6.9, 7.9],
  sleeps: [2, 6],
  tare: [3400, 4000],
  atm: [4250, 4500],
  axles: ["Single"],
};

export const MODELS: Record<string, ModelSpec[]> = {
  Toyota: [
    model("Corolla", ["Hatchback", "Sedan"], [29000, 42000], [2012], {
      badges: [b("Ascent", { to: 2018 }), "Ascent Sport", "SX", "ZR"],
      engines: [
        ice(1.8, 103, 173, 4, "petrol", "Aspirated", [CVT, manual(6)], FWD, { to: 2019 }),
        ice(2.0, 125, 200, 4, "petrol", "Aspirated", [CVT, manual(6)], FWD, {
          from: 2018,
          badges: ["Ascent Sport", "SX", "ZR"],
        }),
        ice(1.8, 90, 142, 4, "hybrid", "Aspirated", [CVT], FWD, {
          from: 2018,
          to: 2022,
          badges: ["Ascent Sport", "SX", "ZR"],
        }),
        ice(1.8, 103, 142, 4, "hybrid", "Aspirated", [CVT], FWD, {
          from: 2023,
          badges: ["Ascent Sport", "SX", "ZR"],
        }),
      ],
    }),
    model("Camry", ["Sedan"], [39000, 52000], [2012], {
      badges: [
        b("Altise", { to: 2017 }),
        b("Ascent", { from: 2018 }),
        b("Atara S", { to: 2017 }),
        b("Ascent Sport", { from: 2018, to: 2024 }),
        b("Atara SX", { to: 2017 }),
        b("SX", { from: 2018 }),
        b("Atara SL", { to: 2017 }),
        b("SL", { from: 2018 }),
      ],
      engines: [
        ice(2.5, 135, 235, 4, "petrol", "Aspirated", [auto(6)], FWD, { to: 2017 }),
        ice(2.5, 151, 213, 4, "hybrid", "Aspirated", [CVT], FWD, {
          to: 2017,
          badges: ["Altise", "Atara S", "Atara SL"],
        }),
        ice(2.5, 135, 235, 4, "petrol", "Aspirated", [auto(8)], FWD, { from: 2018, to: 2023 }),
        ice(3.5, 224, 362, 6, "petrol", "Aspirated", [auto(8)], FWD, {
          from: 2018,
          to: 2021,
          badges: ["SX", "SL"],
        }),
        ice(2.5, 160, 221, 4, "hybrid", "Aspirated", [CVT], FWD, { from: 2018, to: 2024 }),
        ice(2.5, 168, 221, 4, "hybrid", "Aspirated", [CVT], FWD, { from: 2024 }),
      ],
    }),
    model("RAV4", ["SUV"], [40000, 62000], [2013], {
      badges: ["GX", "GXL", b("XSE", { from: 2022 }), "Cruiser", b("Edge", { from: 2019 })],
      engines: [
        ice(2.0, 107, 187, 4, "petrol", "Aspirated", [CVT, manual(6)], FWD, {
          to: 2018,
          badges: ["GX", "GXL"],
        }),
        ice(2.5, 132, 233, 4, "petrol", "Aspirated", [auto(6)], AWD, {
          to: 2018,
          badges: ["GXL", "Cruiser"],
        }),
        ice(2.2, 110, 340, 4, "diesel", "Turbo", [auto(6), manual(6)], AWD, { to: 2018 }),
        ice(2.0, 127, 203, 4, "petrol", "Aspirated", [CVT, manual(6)], FWD, {
          from: 2019,
          badges: ["GX", "GXL"],
        }),
        ice(2.5, 152, 243, 4, "petrol", "Aspirated", [auto(8)], AWD, {
          from: 2019,
          to: 2022,
          badges: ["Edge"],
        }),
        ice(2.5, 160, 221, 4, "hybrid", "Aspirated", [CVT], FWD, {
          from: 2019,
          badges: ["GX", "GXL", "Cruiser"],
        }),
        ice(2.5, 163, 221, 4, "hybrid", "Aspirated", [CVT], AWD, { from: 2019 }),
      ],
    }),
    model("HiLux", ["Ute", "Cab Chassis"], [36000, 78000], [2012], {
      badges: [
        "Workmate",
        "SR",
        "SR5",
        b("Rogue", { from: 2018, bodies: UTE, drives: FOUR_WD }),
        b("Rugged X", { from: 2018, to: 2022, bodies: UTE, drives: FOUR_WD }),
        b("GR Sport", { from: 2023, bodies: UTE, drives: FOUR_WD }),
      ],
      engines: [
        ice(2.7, 116, 240, 4, "petrol", "Aspirated", [auto(4), manual(5)], TWO_WD, {
          to: 2015,
          badges: ["Workmate", "SR"],
        }),
        ice(3.0, 126, 343, 4, "diesel", "Turbo", [auto(4), manual(5)], PART_TIME, { to: 2015 }),
        ice(4.0, 175, 376, 6, "petrol", "Aspirated", [auto(5), manual(5)], PART_TIME, {
          to: 2015,
          badges: ["SR", "SR5"],
        }),
        ice(2.7, 122, 245, 4, "petrol", "Aspirated", [auto(6), manual(5)], TWO_WD, {
          from: 2015,
          badges: ["Workmate", "SR"],
        }),
        ice(2.4, 110, 400, 4, "diesel", "Turbo", [auto(6), manual(6)], PART_TIME, {
          from: 2015,
          badges: ["Workmate", "SR"],
        }),
        ice(2.8, 130, 450, 4, "diesel", "Turbo", [auto(6), manual(6)], PART_TIME, {
          from: 2015,
          to: 2020,
          badges: ["SR", "SR5", "Rogue", "Rugged X"],
        }),
        ice(2.8, 150, 500, 4, "diesel", "Turbo", [auto(6), manual(6)], PART_TIME, {
          from: 2020,
          badges: ["Workmate", "SR", "SR5", "Rogue", "Rugged X"],
        }),
        ice(2.8, 150, 550, 4, "diesel", "Turbo", [auto(6)], FOUR_WD, {
          from: 2023,
          to: 2023,
          badges: ["GR Sport"],
        }),
        ice(2.8, 165, 550, 4, "diesel", "Turbo", [auto(6)], FOUR_WD, { from: 2024, badges: ["GR Sport"] }),
      ],
      cabs: [SINGLE_CAB, { name: "Extra Cab", seats: 4 }, DOUBLE_CAB],
    }),
    model("LandCruiser 300", ["SUV"], [92000, 145000], [2021], {
      badges: ["GX", "GXL", "VX", "Sahara", "GR Sport", "Sahara ZX"],
      engines: [ice(3.3, 227, 700, 6, "diesel", "Twin Turbo", [auto(10)], FOUR_WD)],
      series: [series("FJA300R", 2021)],
      seats: 7,
    }),
    model("LandCruiser 200", ["SUV"], [80000, 125000], [2012, 2021], {
      badges: ["GX", "GXL", "VX", "Sahara"],
      engines: [
        ice(4.5, 200, 650, 8, "diesel", "Twin Turbo", [auto(6)], FOUR_WD),
        ice(4.6, 227, 439, 8, "petrol", "Aspirated", [auto(6)], FOUR_WD, {
          to: 2015,
          badges: ["GXL", "VX", "Sahara"],
        }),
      ],
      series: [series("VDJ200R", 2012, 2021)],
      seats: 8,
    }),
    model("LandCruiser 70", ["Cab Chassis", "SUV"], [78000, 92000], [2012], {
      badges: [b("Workmate", { bodies: CHASSIS }), b("GX", { bodies: CHASSIS }), "GXL"],
      engines: [
        ice(4.5, 151, 430, 8, "diesel", "Turbo", [manual(5)], FOUR_WD, { to: 2024 }),
        ice(2.8, 150, 500, 4, "diesel", "Turbo", [auto(6)], FOUR_WD, { from: 2023 }),
      ],
      cabs: [{ name: "Single Cab", seats: 2 }, DOUBLE_CAB],
    }),
    model("Prado", ["SUV"], [68000, 102000], [2012], {
      badges: ["GX", "GXL", "VX", "Kakadu", b("Altitude", { from: 2024 })],
      engines: [
        ice(3.0, 127, 410, 4, "diesel", "Turbo", [auto(5), manual(6)], FOUR_WD, { to: 2015 }),
        ice(4.0, 202, 381, 6, "petrol", "Aspirated", [auto(6)], FOUR_WD, {
          to: 2018,
          badges: ["GXL", "VX", "Kakadu"],
        }),
        ice(2.8, 130, 450, 4, "diesel", "Turbo", [auto(6), manual(6)], FOUR_WD, { from: 2015, to: 2020 }),
        ice(2.8, 150, 500, 4, "diesel", "Turbo", [auto(6)], FOUR_WD, { from: 2020, to: 2024 }),
        ice(2.8, 150, 500, 4, "diesel", "Turbo", [auto(8)], FOUR_WD, { from: 2024 }),
      ],
      series: [series("150 Series", 2012, 2024), series("250 Series", 2024)],
      seats: 7,
    }),
    model("Kluger", ["SUV"], [54000, 82000], [2012], {
      badges: [
        b("KX-R", { to: 2013 }),
        b("GX", { from: 2014 }),
        b("KX-S", { to: 2013 }),
        b("GXL", { from: 2014 }),
        "Grande",
      ],
      engines: [
        ice(3.5, 201, 337, 6, "petrol", "Aspirated", [auto(5)], FWD_AWD, { to: 2013 }),
        ice(3.5, 218, 350, 6, "petrol", "Aspirated", [auto(6)], FWD_AWD, { from: 2014, to: 2016 }),
        ice(3.5, 218, 350, 6, "petrol", "Aspirated", [auto(8)], FWD_AWD, { from: 2017, to: 2022 }),
        ice(2.4, 198, 420, 4, "petrol", "Turbo", [auto(8)], FWD_AWD, { from: 2023, to: 2024 }),
        ice(2.5, 184, 242, 4, "hybrid", "Aspirated", [CVT], AWD, { from: 2021 }),
      ],
      seats: 7,
    }),
    model("Yaris Cross", ["SUV"], [30000, 41000], [2020], {
      badges: ["GX", "GXL", "Urban", b("GR Sport", { from: 2023 })],
      engines: [
        ice(1.5, 88, 145, 3, "petrol", "Aspirated", [CVT], FWD, { badges: ["GX", "GXL", "Urban"] }),
        ice(1.5, 85, 120, 3, "hybrid", "Aspirated", [CVT], FWD_AWD),
      ],
    }),
    model("C-HR", ["SUV"], [38000, 56000], [2017], {
      badges: [b("GXL", { from: 2020 }), "Koba", b("GR Sport", { from: 2024 })],
      engines: [
        ice(1.2, 85, 185, 4, "petrol", "Turbo", [CVT, manual(6)], FWD_AWD, {
          to: 2023,
          badges: ["GXL", "Koba"],
        }),
        ice(1.8, 90, 142, 4, "hybrid", "Aspirated", [CVT], FWD, {
          from: 2020,
          to: 2023,
          badges: ["GXL", "Koba"],
        }),
        ice(2.0, 146, 206, 4, "hybrid", "Aspirated", [CVT], FWD, { from: 2024, badges: ["GXL", "Koba"] }),
        ice(2.0, 146, 206, 4, "hybrid", "Aspirated", [CVT], AWD, { from: 2024, badges: ["GR Sport"] }),
      ],
    }),
    model("HiAce", ["Van"], [47000, 72000], [2012], {
      badges: [
        "LWB Van",
        b("LWB Crew Van", { from: 2015 }),
        "SLWB Van",
        "SLWB Commuter",
        b("SLWB Commuter GL", { from: 2019 }),
      ],
      engines: [
        ice(2.7, 118, 243, 4, "petrol", "Aspirated", [auto(4), manual(5)], RWD, {
          to: 2019,
          badges: ["LWB Van", "SLWB Van", "SLWB Commuter"],
        }),
        ice(3.0, 100, 300, 4, "diesel", "Turbo", [auto(4), manual(5)], RWD, { to: 2019 }),
        ice(2.8, 130, 450, 4, "diesel", "Turbo", [auto(6), manual(6)], RWD, { from: 2019 }),
        ice(3.5, 207, 351, 6, "petrol", "Aspirated", [auto(6), manual(6)], RWD, {
          from: 2019,
          badges: ["LWB Van", "SLWB Commuter"],
        }),
      ],
      series: [series("H200", 2012, 2019), series("H300", 2019)],
    }),
    model("GR86", ["Coupe"], [44000, 52000], [2022], {
      badges: ["GT", "GTS"],
      engines: [ice(2.4, 174, 250, 4, "petrol", "Aspirated", [manual(6), auto(6)], RWD)],
      seats: 4,
    }),
    model("86", ["Coupe"], [30000, 43000], [2012, 2021], {
      badges: ["GT", "GTS"],
      engines: [
        ice(2.0, 147, 205, 4, "petrol", "Aspirated", [manual(6), auto(6)], RWD),
        ice(2.0, 152, 212, 4, "petrol", "Aspirated", [manual(6)], RWD, { from: 2017 }),
      ],
      seats: 4,
    }),
    model("bZ4X", ["SUV"], [58000, 72000], [2022], {
      badges: [b("FWD", { drives: FWD }), b("AWD", { drives: AWD })],
      engines: [ev(150, 266, FWD), ev(160, 337, AWD)],
    }),
    model("Fortuner", ["SUV"], [53000, 68000], [2015, 2026], {
      badges: ["GX", "GXL", "Crusade"],
      engines: [
        ice(2.8, 130, 450, 4, "diesel", "Turbo", [auto(6), manual(6)], FOUR_WD, { to: 2020 }),
        ice(2.8, 150, 500, 4, "diesel", "Turbo", [auto(6)], PART_TIME, { from: 2020 }),
      ],
      seats: 7,
    }),
  ],
  Mazda: [
    model("Mazda2", ["Hatchback", "Sedan"], [23000, 30000], [2012], {
      badges: [
        b("Neo", { to: 2019 }),
        b("Pure", { from: 2020 }),
        b("Maxx", { to: 2019 }),
        b("Evolve", { from: 2021 }),
        b("Genki", { to: 2019 }),
        b("GT", { from: 2020 }),
      ],
      engines: [
        ice(1.5, 76, 137, 4, "petrol", "Aspirated", [auto(4), manual(5)], FWD, { to: 2014 }),
        ice(1.5, 79, 139, 4, "petrol", "Aspirated", [sports(6), manual(6)], FWD, {
          from: 2014,
          to: 2019,
          badges: ["Neo"],
        }),
        ice(1.5, 81, 141, 4, "petrol", "Aspirated", [sports(6), manual(6)], FWD, {
          from: 2014,
          badges: ["Maxx", "Genki", "Pure", "Evolve", "GT"],
        }),
      ],
      bodyYears: { Sedan: { from: 2015, to: 2023 } },
      series: [series("DE", 2012, 2014), series("DJ", 2014)],
    }),
    model("Mazda3", ["Hatchback", "Sedan"], [30000, 46000], [2012], {
      badges: [
        b("Neo", { to: 2019 }),
        b("Pure", { from: 2019 }),
        b("Maxx", { to: 2019 }),
        b("Evolve", { from: 2019 }),
        b("Touring", { from: 2014 }),
        b("SP25", { to: 2019 }),
        b("GT", { from: 2019 }),
        b("SP25 GT", { to: 2019 }),
        b("SP25 Astina", { to: 2019 }),
        b("Astina", { from: 2019 }),
      ],
      engines: [
        ice(2.0, 108, 182, 4, "petrol", "Aspirated", [auto(5), manual(6)], FWD, {
          to: 2013,
          badges: ["Neo", "Maxx"],
        }),
        ice(2.5, 122, 227, 4, "petrol", "Aspirated", [auto(5), manual(6)], FWD, {
          to: 2013,
          badges: ["SP25", "SP25 GT", "SP25 Astina"],
        }),
        ice(2.0, 114, 200, 4, "petrol", "Aspirated", [sports(6), manual(6)], FWD, {
          from: 2014,
          badges: ["Neo", "Maxx", "Touring", "Pure", "Evolve"],
        }),
        ice(2.5, 138, 250, 4, "petrol", "Aspirated", [sports(6), manual(6)], FWD, {
          from: 2014,
          to: 2019,
          badges: ["SP25", "SP25 GT", "SP25 Astina"],
        }),
        ice(2.5, 139, 252, 4, "petrol", "Aspirated", [sports(6), manual(6)], FWD, {
          from: 2019,
          badges: ["Evolve", "Touring", "GT", "Astina"],
        }),
      ],
      series: [
        series("BL", 2012, 2013),
        series("BM", 2014, 2016),
        series("BN", 2016, 2019),
        series("BP", 2019),
      ],
    }),
    model("CX-3", ["SUV"], [28000, 39000], [2015], {
      badges: [
        b("Neo", { to: 2017 }),
        b("Neo Sport", { from: 2018 }),
        b("Maxx", { to: 2017 }),
        b("Maxx Sport", { from: 2018 }),
        b("sTouring", { to: 2017 }),
        b("Touring", { from: 2018 }),
        "Akari",
      ],
      engines: [
        ice(2.0, 109, 192, 4, "petrol", "Aspirated", [sports(6), manual(6)], FWD_AWD, { to: 2018 }),
        ice(2.0, 110, 195, 4, "petrol", "Aspirated", [sports(6), manual(6)], FWD_AWD, { from: 2018 }),
        ice(1.5, 77, 270, 4, "diesel", "Turbo", [sports(6)], FWD_AWD, {
          to: 2017,
          badges: ["Maxx", "sTouring", "Akari"],
        }),
      ],
      series: [series("DK", 2015)],
    }),
    model("CX-30", ["SUV"], [32000, 51000], [2019], {
      badges: ["Pure", "Evolve", "Touring", "GT", "Astina"],
      engines: [
        ice(2.0, 114, 200, 4, "petrol", "Aspirated", [sports(6)], FWD, {
          badges: ["Pure", "Evolve", "Touring"],
        }),
        ice(2.5, 139, 252, 4, "petrol", "Aspirated", [sports(6)], FWD_AWD, {
          badges: ["Evolve", "Touring", "GT", "Astina"],
        }),
        ice(2.5, 186, 434, 4, "petrol", "Turbo", [sports(6)], AWD, { from: 2023, badges: ["Astina"] }),
      ],
      series: [series("DM", 2019)],
    }),
    model("CX-5", ["SUV"], [36000, 56000], [2012], {
      badges: [
        "Maxx",
        "Maxx Sport",
        b("Touring", { from: 2017 }),
        b("Grand Touring", { to: 2017 }),
        b("GT", { from: 2017 }),
        b("GT SP", { from: 2021 }),
        "Akera",
      ],
      engines: [
        ice(2.0, 113, 198, 4, "petrol", "Aspirated", [sports(6), manual(6)], FWD, {
          to: 2017,
          badges: ["Maxx", "Maxx Sport"],
        }),
        ice(2.0, 115, 200, 4, "petrol", "Aspirated", [sports(6), manual(6)], FWD, {
          from: 2017,
          badges: ["Maxx", "Maxx Sport"],
        }),
        ice(2.5, 138, 250, 4, "petrol", "Aspirated", [sports(6)], AWD, { to: 2017 }),
        ice(2.5, 140, 252, 4, "petrol", "Aspirated", [sports(6)], FWD_AWD, {
          from: 2017,
          badges: ["Maxx", "Maxx Sport", "Touring", "GT", "Akera"],
        }),
        ice(2.2, 129, 420, 4, "diesel", "Twin Turbo", [sports(6)], AWD, {
          to: 2017,
          badges: ["Maxx Sport", "Grand Touring", "Akera"],
        }),
        ice(2.2, 140, 450, 4, "diesel", "Twin Turbo", [sports(6)], AWD, {
          from: 2017,
          to: 2023,
          badges: ["Touring", "GT", "Akera"],
        }),
        ice(2.5, 170, 420, 4, "petrol", "Turbo", [sports(6)], AWD, {
          from: 2018,
          badges: ["GT", "GT SP", "Akera"],
        }),
      ],
      series: [series("KE", 2012, 2017), series("KF", 2017)],
    }),
    model("CX-60", ["SUV"], [55000, 80000], [2022], {
      badges: ["Evolve", "GT", "Azami"],
      engines: [
        ice(2.5, 141, 261, 4, "petrol", "Aspirated", [auto(8)], AWD, { badges: ["Evolve", "GT"] }),
        ice(3.3, 209, 450, 6, "petrol", "Turbo", [auto(8)], AWD, { badges: ["GT", "Azami"] }),
        ice(3.3, 187, 550, 6, "diesel", "Turbo", [auto(8)], AWD, { from: 2023, badges: ["GT", "Azami"] }),
        ice(2.5, 241, 500, 4, "plug-in", "Aspirated", [auto(8)], AWD, { badges: ["GT", "Azami"] }),
      ],
      series: [series("KH", 2022)],
    }),
    model("CX-90", ["SUV"], [78000, 99000], [2023], {
      badges: ["Touring", "GT", "Azami"],
      engines: [
        ice(3.3, 209, 450, 6, "petrol", "Turbo", [auto(8)], AWD),
        ice(3.3, 254, 500, 6, "petrol", "Turbo", [auto(8)], AWD, { badges: ["Azami"] }),
        ice(3.3, 187, 550, 6, "diesel", "Turbo", [auto(8)], AWD),
      ],
      series: [series("KK", 2023)],
      seats: 7,
    }),
    model("BT-50", ["Ute", "Cab Chassis"], [37000, 68000], [2012], {
      badges: [
        "XT",
        b("XS", { from: 2021 }),
        "XTR",
        b("GT", { bodies: UTE, drives: FOUR_WD }),
        b("SP", { from: 2021, bodies: UTE, drives: FOUR_WD }),
        b("Thunder", { from: 2023, bodies: UTE, drives: FOUR_WD }),
      ],
      engines: [
        ice(2.2, 110, 375, 4, "diesel", "Turbo", [manual(6)], TWO_WD, { to: 2020, badges: ["XT"] }),
        ice(3.2, 147, 470, 5, "diesel", "Turbo", [auto(6), manual(6)], PART_TIME, {
          to: 2020,
          badges: ["XT", "XTR", "GT"],
        }),
        ice(3.0, 140, 450, 4, "diesel", "Turbo", [auto(6), manual(6)], PART_TIME, {
          from: 2020,
          badges: ["XT", "XTR", "GT", "SP", "Thunder"],
        }),
        ice(1.9, 110, 350, 4, "diesel", "Turbo", [auto(6)], PART_TIME, { from: 2021, badges: ["XS"] }),
      ],
      series: [series("UP", 2012, 2015), series("UR", 2015, 2020), series("TF", 2020)],
      cabs: [SINGLE_CAB, { name: "Freestyle Cab", seats: 4 }, { name: "Dual Cab", seats: 5 }],
    }),
    model("MX-5", ["Convertible", "Coupe"], [41000, 52000], [2015], {
      badges: [
        b("Roadster", { bodies: ["Convertible"] }),
        b("RF", { from: 2017, bodies: ["Coupe"] }),
        b("Roadster GT", { bodies: ["Convertible"] }),
        b("RF GT", { from: 2017, bodies: ["Coupe"] }),
      ],
      engines: [
        ice(1.5, 96, 152, 4, "petrol", "Aspirated", [manual(6), sports(6)], RWD, {
          to: 2023,
          badges: ["Roadster"],
        }),
        ice(2.0, 118, 200, 4, "petrol", "Aspirated", [manual(6), sports(6)], RWD, { to: 2018 }),
        ice(2.0, 135, 205, 4, "petrol", "Aspirated", [manual(6), sports(6)], RWD, { from: 2019 }),
      ],
      bodyYears: { Coupe: { from: 2017 } },
      series: [series("ND", 2015)],
      seats: 2,
    }),
    model("CX-8", ["SUV"], [45000, 70000], [2018, 2023], {
      badges: [
        "Sport",
        "Touring",
        b("Touring SP", { from: 2022 }),
        "GT",
        b("GT SP", { from: 2022 }),
        "Asaki",
        b("Asaki LE", { from: 2020 }),
      ],
      engines: [
        ice(2.2, 140, 450, 4, "diesel", "Twin Turbo", [sports(6)], FWD_AWD),
        ice(2.5, 140, 252, 4, "petrol", "Aspirated", [sports(6)], FWD, {
          from: 2019,
          badges: ["Sport", "Touring", "Touring SP"],
        }),
        ice(2.5, 170, 420, 4, "petrol", "Turbo", [sports(6)], AWD, {
          from: 2020,
          badges: ["GT", "GT SP", "Asaki", "Asaki LE"],
        }),
      ],
      series: [series("KG", 2018, 2023)],
      seats: 7,
    }),
  ],
  Hyundai: [
    model("i30", ["Hatchback", "Sedan"], [27000, 45000], [2012], {
      badges: [
        "Active",
        "Elite",
        b("Premium", { bodies: ["Hatchback"] }),
        b("SR", { from: 2015, to: 2020, bodies: ["Hatchback"] }),
        b("SR Premium", { from: 2015, to: 2020, bodies: ["Hatchback"] }),
        b("N Line", { from: 2020 }),
        b("N Line Premium", { from: 2020 }),
        b("N", { from: 2018, bodies: ["Hatchback"] }),
      ],
      engines: [
        ice(1.8, 110, 178, 4, "petrol", "Aspirated", [auto(6), manual(6)], FWD, {
          to: 2017,
          badges: ["Active", "Elite", "Premium"],
        }),
        ice(1.6, 94, 260, 4, "diesel", "Turbo", [auto(6), manual(6)], FWD, {
          to: 2020,
          badges: ["Active", "Elite", "Premium"],
          bodies: ["Hatchback"],
        }),
        ice(2.0, 129, 209, 4, "petrol", "Aspirated", [auto(6), manual(6)], FWD, {
          from: 2015,
          to: 2017,
          badges: ["SR", "SR Premium"],
        }),
        ice(2.0, 120, 203, 4, "petrol", "Aspirated", [auto(6), manual(6)], FWD, {
          from: 2017,
          badges: ["Active", "Elite", "Premium"],
          bodies: ["Hatchback"],
        }),
        ice(1.6, 150, 265, 4, "petrol", "Turbo", [dct(7), manual(6)], FWD, {
          from: 2017,
          badges: ["SR", "SR Premium", "N Line", "N Line Premium"],
        }),
        ice(2.0, 202, 353, 4, "petrol", "Turbo", [manual(6), dct(8)], FWD, { from: 2018, badges: ["N"] }),
        ice(2.0, 117, 191, 4, "petrol", "Aspirated", [CVT], FWD, {
          from: 2021,
          badges: ["Active", "Elite"],
          bodies: ["Sedan"],
        }),
      ],
      bodyYears: { Sedan: { from: 2021 } },
    }),
    model("Kona", ["SUV"], [34000, 56000], [2017], {
      badges: [
        b("Go", { to: 2020 }),
        b("Active", { to: 2023 }),
        b("Elite", { to: 2023 }),
        b("Premium", { from: 2023 }),
        b("N Line", { from: 2021 }),
        b("N Line Premium", { from: 2023 }),
        b("Highlander", { to: 2023 }),
        b("N", { from: 2021, to: 2023 }),
      ],
      engines: [
        ice(2.0, 110, 180, 4, "petrol", "Aspirated", [auto(6)], FWD, {
          to: 2023,
          badges: ["Go", "Active", "Elite", "Highlander"],
        }),
        ice(1.6, 130, 265, 4, "petrol", "Turbo", [dct(7)], AWD, {
          to: 2023,
          badges: ["Elite", "Highlander", "N Line"],
        }),
        ice(2.0, 206, 392, 4, "petrol", "Turbo", [dct(8)], FWD, { from: 2021, to: 2023, badges: ["N"] }),
        ev(150, 395, FWD, { from: 2019, to: 2023, badges: ["Elite", "Highlander"] }),
        ice(2.0, 110, 180, 4, "petrol", "Aspirated", [CVT], FWD, {
          from: 2023,
          badges: ["Premium", "N Line"],
        }),
        ice(1.6, 146, 265, 4, "petrol", "Turbo", [auto(8)], AWD, {
          from: 2023,
          badges: ["N Line", "N Line Premium"],
        }),
        ice(1.6, 104, 265, 4, "hybrid", "Aspirated", [dct(6)], FWD, {
          from: 2023,
          badges: ["Premium", "N Line Premium"],
        }),
        ev(160, 255, FWD, { from: 2023, badges: ["Premium"] }),
      ],
      series: [series("OS", 2017, 2023), series("SX2", 2023)],
    }),
    model("Tucson", ["SUV"], [38000, 59000], [2015], {
      badges: [
        b("Active", { to: 2021 }),
        b("Active X", { to: 2021 }),
        "Elite",
        "Highlander",
        b("N Line", { from: 2021 }),
      ],
      engines: [
        ice(2.0, 122, 205, 4, "petrol", "Aspirated", [auto(6), manual(6)], FWD, {
          to: 2021,
          badges: ["Active", "Active X", "Elite"],
        }),
        ice(1.6, 130, 265, 4, "petrol", "Turbo", [dct(7)], AWD, {
          to: 2021,
          badges: ["Elite", "Highlander"],
        }),
        ice(2.0, 136, 400, 4, "diesel", "Turbo", [auto(8)], AWD, { to: 2021 }),
        ice(2.0, 115, 192, 4, "petrol", "Aspirated", [auto(6)], FWD, {
          from: 2021,
          badges: ["Elite", "N Line"],
        }),
        ice(1.6, 132, 265, 4, "petrol", "Turbo", [dct(7)], AWD, { from: 2021 }),
        ice(2.0, 137, 416, 4, "diesel", "Turbo", [auto(8)], AWD, { from: 2021 }),
        ice(1.6, 172, 367, 4, "hybrid", "Turbo", [auto(6)], FWD_AWD, { from: 2024 }),
      ],
      series: [series("TL", 2015, 2021), series("NX4", 2021)],
    }),
    model("Santa Fe", ["SUV"], [55000, 78000], [2012], {
      badges: [
        b("Active", { to: 2023 }),
        b("Active X", { from: 2018, to: 2023 }),
        "Elite",
        b("Highlander", { to: 2023 }),
        b("Calligraphy", { from: 2024 }),
      ],
      engines: [
        ice(2.4, 141, 242, 4, "petrol", "Aspirated", [auto(6)], AWD, { to: 2018, badges: ["Active"] }),
        ice(3.3, 199, 318, 6, "petrol", "Aspirated", [auto(6)], AWD, { from: 2015, to: 2018 }),
        ice(2.2, 145, 436, 4, "diesel", "Turbo", [auto(6)], AWD, { to: 2018 }),
        ice(3.5, 200, 331, 6, "petrol", "Aspirated", [auto(8)], FWD, { from: 2018, to: 2023 }),
        ice(2.2, 147, 440, 4, "diesel", "Turbo", [auto(8), dct(8)], AWD, { from: 2018, to: 2023 }),
        ice(1.6, 169, 350, 4, "hybrid", "Turbo", [auto(6)], AWD, {
          from: 2022,
          to: 2023,
          badges: ["Elite", "Highlander"],
        }),
        ice(1.6, 172, 367, 4, "hybrid", "Turbo", [auto(6)], FWD_AWD, { from: 2024 }),
        ice(2.5, 206, 422, 4, "petrol", "Turbo", [dct(8)], AWD, { from: 2024 }),
      ],
      series: [series("DM", 2012, 2018), series("TM", 2018, 2023), series("MX5", 2024)],
      seats: 7,
    }),
    model("Venue", ["SUV"], [25000, 31000], [2019], {
      badges: ["Go", "Active", "Elite"],
      engines: [ice(1.6, 90, 151, 4, "petrol", "Aspirated", [auto(6), manual(6)], FWD)],
      series: [series("QX", 2019)],
    }),
    model("Staria", ["People Mover", "Van"], [52000, 72000], [2021], {
      badges: [
        b("Load", { bodies: ["Van"], drives: FWD }),
        b("Elite", { bodies: ["People Mover"] }),
        b("Highlander", { bodies: ["People Mover"] }),
      ],
      engines: [
        ice(2.2, 130, 430, 4, "diesel", "Turbo", [auto(8)], FWD_AWD),
        ice(3.5, 200, 331, 6, "petrol", "Aspirated", [auto(8)], FWD),
      ],
      series: [series("US4", 2021)],
    }),
    model("Ioniq 5", ["SUV"], [66000, 118000], [2021], {
      badges: [
        b("Dynamiq", { price: 66000 }),
        b("Techniq", { price: 76000 }),
        b("Epiq", { from: 2022, price: 85000 }),
        b("N", { from: 2024, price: 118000 }),
      ],
      engines: [
        ev(160, 350, RWD, { badges: ["Dynamiq", "Techniq"] }),
        ev(225, 605, AWD, { badges: ["Techniq", "Epiq"] }),
        ev(448, 740, AWD, { from: 2024, badges: ["N"] }),
      ],
    }),
    model("Palisade", ["SUV"], [62000, 82000], [2021], {
      badges: [b("Elite", { from: 2023 }), "Highlander", b("Calligraphy", { from: 2023 })],
      engines: [
        ice(2.2, 147, 440, 4, "diesel", "Turbo", [auto(8)], AWD),
        ice(3.8, 217, 355, 6, "petrol", "Aspirated", [auto(8)], FWD),
      ],
      series: [series("LX2", 2021)],
      seats: 8,
    }),
  ],
  Kia: [
    model("Picanto", ["Hatchback"], [18000, 22000], [2015], {
      badges: [
        "S",
        b("Si", { to: 2017 }),
        b("Sport", { from: 2019 }),
        b("GT-Line", { from: 2018 }),
        b("GT", { from: 2019, to: 2021 }),
      ],
      engines: [
        ice(1.2, 64, 120, 4, "petrol", "Aspirated", [auto(4), manual(5)], FWD, { to: 2017 }),
        ice(1.2, 62, 122, 4, "petrol", "Aspirated", [auto(4), manual(5)], FWD, {
          from: 2017,
          badges: ["S", "Sport", "GT-Line"],
        }),
        ice(1.0, 74, 172, 3, "petrol", "Turbo", [manual(5)], FWD, { from: 2019, to: 2021, badges: ["GT"] }),
      ],
      series: [series("TA", 2015, 2017), series("JA", 2017)],
    }),
    model("Cerato", ["Sedan", "Hatchback"], [27000, 38000], [2013, 2024], {
      badges: [
        "S",
        b("Si", { to: 2018 }),
        "Sport",
        b("Sport+", { from: 2018 }),
        b("SLi", { to: 2018 }),
        b("GT", { from: 2019 }),
      ],
      engines: [
        ice(1.8, 110, 178, 4, "petrol", "Aspirated", [auto(6), manual(6)], FWD, {
          to: 2016,
          badges: ["S", "Sport"],
        }),
        ice(2.0, 112, 192, 4, "petrol", "Aspirated", [auto(6), manual(6)], FWD, {
          from: 2016,
          badges: ["S", "Sport", "Sport+"],
        }),
        ice(2.0, 129, 209, 4, "petrol", "Aspirated", [auto(6), manual(6)], FWD, {
          to: 2018,
          badges: ["Si", "SLi", "Sport"],
        }),
        ice(1.6, 150, 265, 4, "petrol", "Turbo", [dct(7)], FWD, { from: 2019, badges: ["GT"] }),
      ],
      series: [series("YD", 2013, 2018), series("BD", 2018, 2024)],
    }),
    model("K4", ["Sedan", "Hatchback"], [30000, 43000], [2025], {
      badges: ["S", "Sport", "GT-Line"],
      engines: [
        ice(2.0, 110, 179, 4, "petrol", "Aspirated", [CVT], FWD),
        ice(1.6, 141, 265, 4, "petrol", "Turbo", [auto(8)], FWD, { badges: ["GT-Line"] }),
      ],
    }),
    model("Seltos", ["SUV"], [31000, 45000], [2019], {
      badges: ["S", "Sport", "Sport+", "GT-Line"],
      engines: [
        ice(2.0, 110, 180, 4, "petrol", "Aspirated", [CVT], FWD, { badges: ["S", "Sport", "Sport+"] }),
        ice(1.6, 130, 265, 4, "petrol", "Turbo", [dct(7)], AWD, { badges: ["Sport+", "GT-Line"] }),
      ],
      series: [series("SP2", 2019)],
    }),
    model("Sportage", ["SUV"], [36000, 56000], [2012], {
      badges: [
        b("Si", { to: 2018 }),
        b("S", { from: 2018 }),
        b("SX", { from: 2018 }),
        b("SLi", { to: 2018 }),
        b("SX+", { from: 2018 }),
        b("Platinum", { to: 2018 }),
        b("GT-Line", { from: 2016 }),
      ],
      engines: [
        ice(2.0, 122, 197, 4, "petrol", "Aspirated", [auto(6), manual(6)], FWD, { to: 2021 }),
        ice(2.4, 130, 227, 4, "petrol", "Aspirated", [auto(6)], AWD, {
          to: 2015,
          badges: ["Si", "SLi", "Platinum"],
        }),
        ice(2.4, 135, 237, 4, "petrol", "Aspirated", [auto(6)], AWD, {
          from: 2016,
          to: 2021,
          badges: ["Si", "SX+", "SLi", "GT-Line", "Platinum"],
        }),
        ice(2.0, 135, 392, 4, "diesel", "Turbo", [auto(6)], AWD, { to: 2018 }),
        ice(2.0, 136, 400, 4, "diesel", "Turbo", [auto(8)], AWD, { from: 2018, to: 2021 }),
        ice(2.0, 115, 192, 4, "petrol", "Aspirated", [auto(6), manual(6)], FWD, {
          from: 2022,
          badges: ["S", "SX", "SX+"],
        }),
        ice(1.6, 132, 265, 4, "petrol", "Turbo", [dct(7)], AWD, { from: 2022, badges: ["GT-Line"] }),
        ice(2.0, 137, 416, 4, "diesel", "Turbo", [auto(8)], AWD, { from: 2022 }),
        ice(1.6, 172, 367, 4, "hybrid", "Turbo", [auto(6)], FWD_AWD, {
          from: 2025,
          badges: ["SX", "SX+", "GT-Line"],
        }),
      ],
      series: [series("SL", 2012, 2015), series("QL", 2016, 2021), series("NQ5", 2022)],
    }),
    model("Sorento", ["SUV"], [50000, 78000], [2012], {
      badges: [
        b("Si", { to: 2020 }),
        b("S", { from: 2020 }),
        b("Sport", { from: 2017 }),
        b("SLi", { to: 2020 }),
        b("Sport+", { from: 2020 }),
        b("Platinum", { to: 2020 }),
        b("GT-Line", { from: 2018 }),
      ],
      engines: [
        ice(2.4, 128, 232, 4, "petrol", "Aspirated", [auto(6)], FWD, {
          to: 2020,
          badges: ["Si", "SLi", "Sport"],
        }),
        ice(3.5, 206, 336, 6, "petrol", "Aspirated", [auto(8)], FWD, { from: 2017, to: 2020 }),
        ice(2.2, 147, 440, 4, "diesel", "Turbo", [auto(6), auto(8)], AWD, { to: 2020 }),
        ice(3.5, 200, 332, 6, "petrol", "Aspirated", [auto(8)], FWD, { from: 2020 }),
        ice(2.2, 148, 440, 4, "diesel", "Turbo", [dct(8)], AWD, { from: 2020 }),
        ice(1.6, 169, 350, 4, "hybrid", "Turbo", [auto(6)], AWD, {
          from: 2022,
          badges: ["Sport+", "GT-Line"],
        }),
        ice(1.6, 195, 350, 4, "plug-in", "Turbo", [auto(6)], AWD, { from: 2022, badges: ["GT-Line"] }),
      ],
      series: [series("XM", 2012, 2014), series("UM", 2015, 2020), series("MQ4", 2020)],
      seats: 7,
    }),
    model("Carnival", ["People Mover"], [52000, 80000], [2015], {
      badges: [
        "S",
        b("Si", { to: 2020 }),
        b("Sport", { from: 2021 }),
        b("SLi", { to: 2020 }),
        b("Sport+", { from: 2021 }),
        b("Platinum", { to: 2020 }),
        b("GT-Line", { from: 2021 }),
      ],
      engines: [
        ice(3.3, 206, 336, 6, "petrol", "Aspirated", [auto(6), auto(8)], FWD, { to: 2020 }),
        ice(2.2, 147, 440, 4, "diesel", "Turbo", [auto(6), auto(8)], FWD, { to: 2020 }),
        ice(3.5, 216, 355, 6, "petrol", "Aspirated", [auto(8)], FWD, { from: 2021 }),
        ice(2.2, 148, 440, 4, "diesel", "Turbo", [auto(8)], FWD, { from: 2021 }),
        ice(1.6, 180, 367, 4, "hybrid", "Turbo", [auto(6)], FWD, { from: 2024 }),
      ],
      series: [series("YP", 2015, 2020), series("KA4", 2021)],
    }),
    model("EV6", ["SUV"], [70000, 95000], [2022], {
      badges: ["Air", "GT-Line", b("GT", { from: 2023 })],
      engines: [
        ev(168, 350, RWD, { badges: ["Air", "GT-Line"] }),
        ev(239, 605, AWD, { badges: ["GT-Line"] }),
        ev(430, 740, AWD, { badges: ["GT"] }),
      ],
      series: [series("CV", 2022)],
    }),
    model("Tasman", ["Ute", "Cab Chassis"], [45000, 75000], [2025], {
      badges: [
        "S",
        "SX",
        b("SX+", { bodies: UTE }),
        b("X-Line", { bodies: UTE, drives: FOUR_WD }),
        b("X-Pro", { bodies: UTE, drives: FOUR_WD }),
      ],
      engines: [ice(2.2, 154, 441, 4, "diesel", "Turbo", [auto(8), manual(6)], PART_TIME)],
      series: [series("TK", 2025)],
      cabs: [SINGLE_CAB, DOUBLE_CAB],
    }),
  ],
  Ford: [
    model("Ranger", ["Ute", "Cab Chassis"], [38000, 92000], [2012], {
      badges: [
        "XL",
        b("XLS", { from: 2016, bodies: UTE }),
        "XLT",
        b("Sport", { from: 2022, bodies: UTE, drives: FOUR_WD }),
        b("Wildtrak", { bodies: UTE, drives: FOUR_WD }),
        b("Platinum", { from: 2023, bodies: UTE, drives: FOUR_WD }),
        b("Raptor", { from: 2018, bodies: UTE, drives: FOUR_WD }),
      ],
      engines: [
        ice(2.2, 110, 375, 4, "diesel", "Turbo", [auto(6), manual(6)], PART_TIME, {
          to: 2015,
          badges: ["XL", "XLT"],
        }),
        ice(2.2, 118, 385, 4, "diesel", "Turbo", [auto(6), manual(6)], PART_TIME, {
          from: 2015,
          to: 2022,
          badges: ["XL", "XLS"],
        }),
        ice(3.2, 147, 470, 5, "diesel", "Turbo", [auto(6), manual(6)], PART_TIME, {
          to: 2022,
          badges: ["XL", "XLS", "XLT", "Wildtrak"],
        }),
        ice(2.0, 157, 500, 4, "diesel", "Twin Turbo", [auto(10)], PART_TIME, {
          from: 2018,
          to: 2022,
          badges: ["XLT", "Wildtrak", "Raptor"],
        }),
        ice(2.0, 125, 405, 4, "diesel", "Turbo", [auto(6), manual(6)], PART_TIME, {
          from: 2022,
          badges: ["XL", "XLS", "XLT"],
        }),
        ice(2.0, 154, 500, 4, "diesel", "Twin Turbo", [auto(10)], PART_TIME, {
          from: 2022,
          badges: ["XL", "XLT", "Sport", "Wildtrak"],
        }),
        ice(3.0, 184, 600, 6, "diesel", "Turbo", [auto(10)], FOUR_WD, {
          from: 2022,
          badges: ["XLT", "Sport", "Wildtrak", "Platinum"],
        }),
        ice(3.0, 292, 583, 6, "petrol", "Twin Turbo", [auto(10)], FOUR_WD, {
          from: 2022,
          badges: ["Raptor"],
        }),
        ice(2.3, 210, 697, 4, "plug-in", "Turbo", [auto(10)], FOUR_WD, {
          from: 2025,
          badges: ["XLT", "Wildtrak"],
        }),
      ],
      series: [
        series("PX", 2012, 2015),
        series("PX MkII", 2015, 2018),
        series("PX MkIII", 2018, 2022),
        series("PY", 2022),
      ],
      cabs: [SINGLE_CAB, { name: "Super Cab", seats: 4 }, DOUBLE_CAB],
    }),
    model("Everest", ["SUV"], [55000, 82000], [2015], {
      badges: [
        b("Ambiente", { to: 2022 }),
        "Trend",
        b("Sport", { from: 2018 }),
        b("Titanium", { to: 2022 }),
        b("Wildtrak", { from: 2024 }),
        b("Platinum", { from: 2022 }),
      ],
      engines: [
        ice(3.2, 143, 470, 5, "diesel", "Turbo", [auto(6)], PART_TIME, { to: 2022 }),
        ice(2.0, 157, 500, 4, "diesel", "Twin Turbo", [auto(10)], PART_TIME, {
          from: 2019,
          to: 2022,
          badges: ["Trend", "Sport", "Titanium"],
        }),
        ice(2.0, 154, 500, 4, "diesel", "Twin Turbo", [auto(10)], PART_TIME, {
          from: 2022,
          badges: ["Ambiente", "Trend", "Sport"],
        }),
        ice(3.0, 184, 600, 6, "diesel", "Turbo", [auto(10)], FOUR_WD, {
          from: 2022,
          badges: ["Trend", "Sport", "Wildtrak", "Platinum"],
        }),
      ],
      series: [series("UA", 2015, 2018), series("UA II", 2018, 2022), series("UB", 2022)],
      seats: 7,
    }),
    model("Mustang", ["Coupe", "Convertible"], [66000, 95000], [2016], {
      badges: [
        "EcoBoost",
        "GT",
        b("Bullitt", { from: 2019, to: 2019, bodies: ["Coupe"] }),
        b("Mach 1", { from: 2021, to: 2023, bodies: ["Coupe"] }),
        b("Dark Horse", { from: 2024, bodies: ["Coupe"] }),
      ],
      engines: [
        ice(2.3, 233, 432, 4, "petrol", "Turbo", [manual(6), auto(6)], RWD, {
          to: 2017,
          badges: ["EcoBoost"],
        }),
        ice(2.3, 224, 441, 4, "petrol", "Turbo", [auto(10)], RWD, {
          from: 2018,
          to: 2023,
          badges: ["EcoBoost"],
        }),
        ice(2.3, 233, 418, 4, "petrol", "Turbo", [auto(10)], RWD, { from: 2024, badges: ["EcoBoost"] }),
        ice(5.0, 306, 530, 8, "petrol", "Aspirated", [manual(6), auto(6)], RWD, { to: 2017, badges: ["GT"] }),
        ice(5.0, 339, 556, 8, "petrol", "Aspirated", [manual(6), auto(10)], RWD, {
          from: 2018,
          to: 2023,
          badges: ["GT"],
        }),
        ice(5.0, 345, 556, 8, "petrol", "Aspirated", [manual(6), auto(10)], RWD, {
          from: 2019,
          to: 2023,
          badges: ["Bullitt", "Mach 1"],
        }),
        ice(5.0, 341, 550, 8, "petrol", "Aspirated", [manual(6), auto(10)], RWD, {
          from: 2024,
          badges: ["GT"],
        }),
        ice(5.0, 373, 567, 8, "petrol", "Aspirated", [manual(6), auto(10)], RWD, {
          from: 2024,
          badges: ["Dark Horse"],
        }),
      ],
      series: [series("FM", 2016, 2017), series("FN", 2018, 2023), series("S650", 2024)],
      seats: 4,
    }),
    model("Puma", ["SUV"], [33000, 42000], [2020], {
      badges: ["ST-Line", "ST-Line V", b("ST", { from: 2021, to: 2023 })],
      engines: [
        ice(1.0, 92, 170, 3, "petrol", "Turbo", [dct(7)], FWD, { badges: ["ST-Line", "ST-Line V"] }),
        ice(1.5, 147, 320, 3, "petrol", "Turbo", [manual(6)], FWD, { badges: ["ST"] }),
      ],
    }),
    model("Escape", ["SUV"], [40000, 58000], [2017, 2023], {
      badges: [
        b("Ambiente", { to: 2019 }),
        b("Trend", { to: 2019 }),
        b("ST-Line", { from: 2020 }),
        b("Titanium", { to: 2019 }),
        b("Vignale", { from: 2021, to: 2022 }),
      ],
      engines: [
        ice(1.5, 134, 240, 4, "petrol", "Turbo", [auto(6)], FWD_AWD, {
          to: 2019,
          badges: ["Ambiente", "Trend"],
        }),
        ice(2.0, 178, 345, 4, "petrol", "Turbo", [auto(6)], AWD, { to: 2019, badges: ["Trend", "Titanium"] }),
        ice(2.0, 132, 400, 4, "diesel", "Turbo", [auto(6)], AWD, { to: 2019, badges: ["Trend", "Titanium"] }),
        ice(2.0, 183, 387, 4, "petrol", "Turbo", [auto(8)], FWD_AWD, { from: 2020 }),
        ice(2.5, 165, 235, 4, "plug-in", "Aspirated", [CVT], FWD, { from: 2022, badges: ["ST-Line"] }),
      ],
      series: [series("ZG", 2017, 2019), series("ZH", 2020, 2023)],
    }),
    model("Transit Custom", ["Van"], [52000, 70000], [2014], {
      badges: [
        b("290S", { to: 2023 }),
        b("290L", { to: 2023 }),
        b("320S", { from: 2024 }),
        b("320L", { from: 2024 }),
        b("340S", { to: 2023 }),
        b("340L", { to: 2023 }),
        b("Sport", { from: 2019 }),
        b("Trail", { from: 2024 }),
      ],
      engines: [
        ice(2.2, 92, 350, 4, "diesel", "Turbo", [manual(6)], FWD, { to: 2016, badges: ["290S", "290L"] }),
        ice(2.2, 114, 385, 4, "diesel", "Turbo", [manual(6), auto(6)], FWD, { to: 2016 }),
        ice(2.0, 96, 385, 4, "diesel", "Turbo", [manual(6)], FWD, {
          from: 2017,
          to: 2023,
          badges: ["290S", "290L"],
        }),
        ice(2.0, 125, 405, 4, "diesel", "Turbo", [manual(6), auto(6)], FWD, { from: 2017, to: 2023 }),
        ice(2.0, 100, 360, 4, "diesel", "Turbo", [auto(8)], FWD, { from: 2024, badges: ["320S", "320L"] }),
        ice(2.0, 125, 390, 4, "diesel", "Turbo", [auto(8)], FWD_AWD, {
          from: 2024,
          badges: ["320S", "320L"],
        }),
        ice(2.0, 136, 415, 4, "diesel", "Turbo", [auto(8)], FWD_AWD, {
          from: 2024,
          badges: ["Sport", "Trail"],
        }),
      ],
    }),
    model("Mustang Mach-E", ["SUV"], [72000, 99000], [2023], {
      badges: ["Select", "Premium", "GT"],
      engines: [
        ev(198, 430, RWD, { badges: ["Select"] }),
        ev(216, 430, RWD, { badges: ["Premium"] }),
        ev(358, 860, AWD, { badges: ["GT"] }),
      ],
    }),
    model("F-150", ["Ute"], [110000, 150000], [2023], {
      badges: ["XLT", "Lariat"],
      engines: [ice(3.5, 298, 678, 6, "petrol", "Twin Turbo", [auto(10)], FOUR_WD)],
      cabs: [{ name: "SuperCrew", seats: 5 }],
    }),
    model("Falcon", ["Sedan", "Ute"], [37000, 60000], [2012, 2016], {
      badges: [
        b("XT", { bodies: ["Sedan"] }),
        b("G6", { bodies: ["Sedan"] }),
        "XR6",
        b("G6E", { bodies: ["Sedan"] }),
        "XR6 Turbo",
        b("XR8", { from: 2014 }),
      ],
      engines: [
        ice(4.0, 195, 391, 6, "petrol", "Aspirated", [auto(6), manual(6)], RWD, {
          badges: ["XT", "G6", "G6E", "XR6"],
        }),
        ice(2.0, 179, 353, 4, "petrol", "Turbo", [auto(6)], RWD, { to: 2014, badges: ["XT", "G6", "G6E"] }),
        ice(4.0, 270, 533, 6, "petrol", "Turbo", [auto(6), manual(6)], RWD, { badges: ["G6E", "XR6 Turbo"] }),
        ice(5.0, 335, 570, 8, "petrol", "Supercharged", [auto(6), manual(6)], RWD, {
          from: 2014,
          badges: ["XR8"],
        }),
      ],
      series: [series("FG MkII", 2012, 2014), series("FG X", 2014, 2016)],
      cabs: [{ name: "Single Cab", seats: 2 }],
    }),
  ],
  Mitsubishi: [
    model("Triton", ["Ute", "Cab Chassis"], [33000, 68000], [2012], {
      badges: [
        "GLX",
        b("GLX+", { from: 2016 }),
        b("GLX-R", { to: 2019 }),
        "GLS",
        b("Exceed", { from: 2015, to: 2019, bodies: UTE }),
        b("GSR", { from: 2021, bodies: UTE, drives: FOUR_WD }),
      ],
      engines: [
        ice(2.4, 94, 194, 4, "petrol", "Aspirated", [manual(5)], TWO_WD, { to: 2024, badges: ["GLX"] }),
        ice(2.5, 131, 400, 4, "diesel", "Turbo", [auto(5), manual(5)], PART_TIME, { to: 2015 }),
        ice(2.4, 133, 430, 4, "diesel", "Turbo", [auto(6), manual(6)], PART_TIME, { from: 2015, to: 2024 }),
        ice(2.4, 150, 470, 4, "diesel", "Twin Turbo", [auto(6), manual(6)], PART_TIME, { from: 2024 }),
        ice(2.4, 110, 330, 4, "diesel", "Turbo", [manual(6)], TWO_WD, {
          from: 2024,
          badges: ["GLX"],
          bodies: CHASSIS,
        }),
      ],
      series: [
        series("MN", 2012, 2015),
        series("MQ", 2015, 2018),
        series("MR", 2018, 2024),
        series("MV", 2024),
      ],
      cabs: [SINGLE_CAB, { name: "Club Cab", seats: 4 }, DOUBLE_CAB],
    }),
    model("Outlander", ["SUV"], [37000, 62000], [2012], {
      badges: [
        "ES",
        "LS",
        b("XLS", { to: 2015 }),
        "Aspire",
        b("Exceed", { from: 2015 }),
        b("Exceed Tourer", { from: 2022 }),
      ],
      engines: [
        ice(2.0, 110, 190, 4, "petrol", "Aspirated", [CVT], FWD, { to: 2021, badges: ["ES", "LS"] }),
        ice(2.4, 124, 220, 4, "petrol", "Aspirated", [CVT], AWD, { to: 2021 }),
        ice(2.2, 110, 360, 4, "diesel", "Turbo", [auto(6)], AWD, {
          from: 2013,
          to: 2018,
          badges: ["LS", "XLS", "Aspire", "Exceed"],
        }),
        ice(2.0, 87, 186, 4, "plug-in", "Aspirated", [auto(1)], AWD, {
          from: 2014,
          to: 2018,
          badges: ["LS", "Aspire", "Exceed"],
        }),
        ice(2.4, 94, 199, 4, "plug-in", "Aspirated", [auto(1)], AWD, {
          from: 2019,
          to: 2021,
          badges: ["ES", "Exceed"],
        }),
        ice(2.5, 135, 245, 4, "petrol", "Aspirated", [CVT], FWD_AWD, { from: 2021 }),
        ice(2.4, 185, 450, 4, "plug-in", "Aspirated", [auto(1)], AWD, { from: 2022 }),
      ],
      series: [
        series("ZJ", 2012, 2014),
        series("ZK", 2015, 2017),
        series("ZL", 2018, 2021),
        series("ZM", 2021),
      ],
      seats: 7,
    }),
    model("ASX", ["SUV"], [27000, 38000], [2012], {
      badges: [
        "ES",
        b("MR", { from: 2020, to: 2023 }),
        "LS",
        b("GSR", { from: 2021 }),
        b("Exceed", { from: 2017 }),
      ],
      engines: [
        ice(2.0, 110, 197, 4, "petrol", "Aspirated", [CVT, manual(5)], FWD),
        ice(2.4, 123, 222, 4, "petrol", "Aspirated", [CVT], FWD, {
          from: 2020,
          badges: ["LS", "GSR", "Exceed"],
        }),
        ice(2.2, 110, 360, 4, "diesel", "Turbo", [auto(6)], AWD, { from: 2013, to: 2016, badges: ["LS"] }),
      ],
    }),
    model("Eclipse Cross", ["SUV"], [33000, 50000], [2018], {
      badges: ["ES", "LS", b("Aspire", { from: 2021 }), "Exceed"],
      engines: [
        ice(1.5, 110, 250, 4, "petrol", "Turbo", [CVT], FWD_AWD, { badges: ["ES", "LS", "Exceed"] }),
        ice(2.4, 94, 199, 4, "plug-in", "Aspirated", [auto(1)], AWD, {
          from: 2021,
          badges: ["ES", "Aspire", "Exceed"],
        }),
      ],
    }),
    model("Pajero Sport", ["SUV"], [48000, 63000], [2016], {
      badges: ["GLX", "GLS", "Exceed", b("GSR", { from: 2021 })],
      engines: [ice(2.4, 133, 430, 4, "diesel", "Turbo", [auto(8), manual(6)], PART_TIME)],
      series: [series("QE", 2016, 2019), series("QF", 2019)],
      seats: 7,
    }),
    model("Pajero", ["SUV"], [50000, 70000], [2012, 2021], {
      badges: ["GLX", "GLS", "Exceed"],
      engines: [ice(3.2, 147, 441, 4, "diesel", "Turbo", [auto(5), manual(5)], FOUR_WD)],
      series: [series("NW", 2012, 2014), series("NX", 2015, 2021)],
      seats: 7,
    }),
    model("Mirage", ["Hatchback"], [17000, 21000], [2013, 2021], {
      badges: ["ES", "LS"],
      engines: [
        ice(1.2, 57, 100, 3, "petrol", "Aspirated", [CVT, manual(5)], FWD, { to: 2015 }),
        ice(1.2, 58, 102, 3, "petrol", "Aspirated", [CVT, manual(5)], FWD, { from: 2016 }),
      ],
    }),
  ],
  Nissan: [
    model("Navara", ["Ute", "Cab Chassis"], [36000, 72000], [2012], {
      badges: [
        "RX",
        b("SL", { from: 2015 }),
        "ST",
        "ST-X",
        b("N-Trek", { from: 2018, to: 2021, bodies: UTE, drives: FOUR_WD }),
        b("N-Trek Warrior", { from: 2019, to: 2021, bodies: UTE, drives: FOUR_WD }),
        b("Pro-4X", { from: 2021, bodies: UTE, drives: FOUR_WD }),
        b("Pro-4X Warrior", { from: 2022, bodies: UTE, drives: FOUR_WD }),
      ],
      engines: [
        ice(2.5, 140, 450, 4, "diesel", "Turbo", [auto(5), manual(6)], PART_TIME, { to: 2015 }),
        ice(3.0, 170, 550, 6, "diesel", "Turbo", [auto(7)], FOUR_WD, { to: 2015, badges: ["ST-X"] }),
        ice(2.5, 122, 241, 4, "petrol", "Aspirated", [manual(6), auto(7)], TWO_WD, {
          from: 2015,
          to: 2020,
          badges: ["RX"],
        }),
        ice(2.3, 120, 403, 4, "diesel", "Turbo", [manual(6), auto(7)], PART_TIME, {
          from: 2015,
          badges: ["RX", "SL"],
        }),
        ice(2.3, 140, 450, 4, "diesel", "Twin Turbo", [manual(6), auto(7)], PART_TIME, { from: 2015 }),
      ],
      series: [series("D40", 2012, 2015), series("D23", 2015)],
      cabs: [SINGLE_CAB, { name: "King Cab", seats: 4 }, { name: "Dual Cab", seats: 5 }],
    }),
    model("X-Trail", ["SUV"], [39000, 60000], [2014], {
      badges: [
        "ST",
        b("TS", { to: 2017 }),
        "ST-L",
        b("N-Trek", { from: 2023 }),
        "Ti",
        b("Ti-L", { from: 2022 }),
      ],
      engines: [
        ice(2.0, 106, 200, 4, "petrol", "Aspirated", [CVT, manual(6)], FWD, { to: 2022, badges: ["ST"] }),
        ice(2.5, 126, 226, 4, "petrol", "Aspirated", [CVT], FWD_AWD, { to: 2022 }),
        ice(1.6, 96, 320, 4, "diesel", "Turbo", [manual(6)], FWD, { to: 2017, badges: ["TS"] }),
        ice(2.0, 130, 380, 4, "diesel", "Turbo", [CVT], AWD, { from: 2017, to: 2020, badges: ["TS", "Ti"] }),
        ice(2.5, 135, 244, 4, "petrol", "Aspirated", [CVT], FWD_AWD, { from: 2022 }),
        ice(1.5, 157, 525, 3, "hybrid", "Turbo", [auto(1)], AWD, {
          from: 2023,
          badges: ["ST-L", "N-Trek", "Ti", "Ti-L"],
        }),
      ],
      series: [series("T32", 2014, 2022), series("T33", 2022)],
    }),
    model("Qashqai", ["SUV"], [36000, 52000], [2014], {
      badges: [
        "ST",
        b("ST+", { from: 2021 }),
        b("TS", { to: 2017 }),
        b("ST-L", { from: 2018 }),
        b("N-TEC", { from: 2019, to: 2021 }),
        "Ti",
      ],
      engines: [
        ice(2.0, 106, 200, 4, "petrol", "Aspirated", [CVT, manual(6)], FWD, { to: 2022 }),
        ice(1.6, 96, 320, 4, "diesel", "Turbo", [manual(6)], FWD, { to: 2017, badges: ["TS"] }),
        ice(1.3, 110, 250, 4, "petrol", "Turbo", [CVT], FWD, { from: 2023 }),
        ice(1.5, 140, 330, 3, "hybrid", "Turbo", [auto(1)], FWD, { from: 2023, badges: ["ST-L", "Ti"] }),
      ],
      series: [series("J11", 2014, 2022), series("J12", 2023)],
    }),
    model("Patrol", ["SUV"], [88000, 105000], [2013], {
      badges: ["Ti", "Ti-L", b("Warrior", { from: 2022 })],
      engines: [ice(5.6, 298, 560, 8, "petrol", "Aspirated", [auto(7)], FOUR_WD)],
      series: [series("Y62", 2013)],
      seats: 8,
    }),
    model("Pathfinder", ["SUV"], [55000, 82000], [2013], {
      badges: ["ST", "ST-L", "Ti"],
      engines: [
        ice(3.5, 190, 325, 6, "petrol", "Aspirated", [CVT], FWD_AWD, { to: 2021 }),
        ice(2.5, 188, 330, 4, "hybrid", "Supercharged", [CVT], FWD_AWD, { from: 2014, to: 2016 }),
        ice(3.5, 202, 340, 6, "petrol", "Aspirated", [auto(9)], FWD_AWD, { from: 2022 }),
      ],
      series: [series("R52", 2013, 2021), series("R53", 2022)],
      seats: 7,
    }),
    model("Leaf", ["Hatchback"], [50000, 64000], [2019], {
      badges: ["40kWh", b("e+", { from: 2021 })],
      engines: [ev(110, 320, FWD, { badges: ["40kWh"] }), ev(160, 340, FWD, { from: 2021, badges: ["e+"] })],
      series: [series("ZE1", 2019)],
    }),
  ],
  Volkswagen: [
    model("Golf", ["Hatchback", "Wagon"], [38000, 65000], [2012], {
      badges: [
        b("Trendline", { to: 2020 }),
        b("Life", { from: 2021 }),
        b("Comfortline", { to: 2020 }),
        b("Highline", { to: 2020 }),
        b("R-Line", { from: 2021 }),
        b("Alltrack", { from: 2015, to: 2021, bodies: ["Wagon"] }),
        b("GTI", { bodies: ["Hatchback"] }),
        b("R", { from: 2014 }),
      ],
      engines: [
        ice(1.4, 90, 200, 4, "petrol", "Turbo", [dct(7), manual(6)], FWD, {
          to: 2017,
          badges: ["Trendline", "Comfortline"],
        }),
        ice(1.4, 103, 250, 4, "petrol", "Turbo", [dct(7)], FWD, {
          to: 2017,
          badges: ["Comfortline", "Highline"],
        }),
        ice(2.0, 110, 320, 4, "diesel", "Turbo", [dct(6)], FWD, { to: 2018, badges: ["Highline"] }),
        ice(1.4, 110, 250, 4, "petrol", "Turbo", [dct(7), manual(6)], FWD, {
          from: 2017,
          to: 2020,
          badges: ["Trendline", "Comfortline", "Highline"],
        }),
        ice(1.8, 132, 280, 4, "petrol", "Turbo", [dct(6)], AWD, {
          from: 2015,
          to: 2021,
          badges: ["Alltrack"],
        }),
        ice(1.4, 110, 250, 4, "petrol", "Turbo", [auto(8)], FWD, { from: 2021, badges: ["Life", "R-Line"] }),
        ice(2.0, 162, 350, 4, "petrol", "Turbo", [dct(6), manual(6)], FWD, { to: 2016, badges: ["GTI"] }),
        ice(2.0, 169, 350, 4, "petrol", "Turbo", [dct(7), manual(6)], FWD, {
          from: 2017,
          to: 2020,
          badges: ["GTI"],
        }),
        ice(2.0, 180, 370, 4, "petrol", "Turbo", [dct(7)], FWD, { from: 2021, badges: ["GTI"] }),
        ice(2.0, 206, 380, 4, "petrol", "Turbo", [dct(6), manual(6)], AWD, {
          from: 2014,
          to: 2016,
          badges: ["R"],
        }),
        ice(2.0, 213, 380, 4, "petrol", "Turbo", [dct(7), manual(6)], AWD, {
          from: 2017,
          to: 2020,
          badges: ["R"],
        }),
        ice(2.0, 235, 400, 4, "petrol", "Turbo", [dct(7)], AWD, { from: 2021, badges: ["R"] }),
      ],
      series: [
        series("Mk6", 2012, 2013),
        series("Mk7", 2013, 2017),
        series("Mk7.5", 2017, 2020),
        series("Mk8", 2021),
      ],
    }),
    model("Polo", ["Hatchback"], [27000, 40000], [2012], {
      badges: [
        b("Trendline", { to: 2021 }),
        b("Life", { from: 2022 }),
        b("Comfortline", { to: 2021 }),
        b("Style", { from: 2022 }),
        b("R-Line", { from: 2022 }),
        "GTI",
      ],
      engines: [
        ice(1.2, 66, 160, 4, "petrol", "Turbo", [dct(7), manual(5)], FWD, {
          to: 2017,
          badges: ["Trendline", "Comfortline"],
        }),
        ice(1.0, 70, 175, 3, "petrol", "Turbo", [dct(7), manual(5)], FWD, {
          from: 2018,
          badges: ["Trendline", "Comfortline", "Life", "Style"],
        }),
        ice(1.0, 85, 200, 3, "petrol", "Turbo", [dct(7)], FWD, {
          from: 2018,
          badges: ["Comfortline", "Style", "R-Line"],
        }),
        ice(1.4, 132, 250, 4, "petrol", "Turbo", [dct(7)], FWD, { to: 2014, badges: ["GTI"] }),
        ice(1.8, 141, 250, 4, "petrol", "Turbo", [dct(7), manual(6)], FWD, {
          from: 2015,
          to: 2017,
          badges: ["GTI"],
        }),
        ice(2.0, 147, 320, 4, "petrol", "Turbo", [dct(6)], FWD, { from: 2018, badges: ["GTI"] }),
      ],
    }),
    model("Tiguan", ["SUV"], [45000, 70000], [2012], {
      badges: [
        b("Trendline", { to: 2020 }),
        b("Life", { from: 2021 }),
        b("Comfortline", { to: 2020 }),
        b("Highline", { to: 2020 }),
        b("Elegance", { from: 2021 }),
        "R-Line",
        b("R", { from: 2021, to: 2024 }),
      ],
      engines: [
        ice(1.4, 118, 240, 4, "petrol", "Turbo", [dct(6), manual(6)], FWD, {
          to: 2016,
          badges: ["Trendline"],
        }),
        ice(2.0, 132, 280, 4, "petrol", "Turbo", [dct(7)], AWD, { to: 2020 }),
        ice(2.0, 103, 320, 4, "diesel", "Turbo", [dct(7)], AWD, { to: 2016 }),
        ice(1.4, 110, 250, 4, "petrol", "Turbo", [dct(6)], FWD, {
          from: 2016,
          to: 2024,
          badges: ["Trendline", "Comfortline", "Life"],
        }),
        ice(2.0, 162, 350, 4, "petrol", "Turbo", [dct(7)], AWD, {
          from: 2016,
          badges: ["Highline", "R-Line", "Elegance"],
        }),
        ice(2.0, 140, 400, 4, "diesel", "Turbo", [dct(7)], AWD, { from: 2016, to: 2024 }),
        ice(2.0, 235, 400, 4, "petrol", "Turbo", [dct(7)], AWD, { from: 2021, to: 2024, badges: ["R"] }),
        ice(1.5, 110, 250, 4, "petrol", "Turbo", [dct(7)], FWD, { from: 2025, badges: ["Life"] }),
        ice(2.0, 195, 400, 4, "petrol", "Turbo", [dct(7)], AWD, { from: 2025, badges: ["R-Line"] }),
      ],
      series: [series("5N", 2012, 2016), series("AD", 2016, 2024)],
    }),
    model("T-Roc", ["SUV"], [40000, 62000], [2020], {
      badges: [
        b("CityLife", { from: 2022 }),
        "Style",
        b("Sport", { to: 2022 }),
        "R-Line",
        b("R", { from: 2021 }),
      ],
      engines: [
        ice(1.4, 110, 250, 4, "petrol", "Turbo", [auto(8)], FWD, { badges: ["CityLife", "Style"] }),
        ice(2.0, 140, 320, 4, "petrol", "Turbo", [dct(7)], AWD, { badges: ["Sport", "R-Line"] }),
        ice(2.0, 221, 400, 4, "petrol", "Turbo", [dct(7)], AWD, { badges: ["R"] }),
      ],
    }),
    model("Amarok", ["Ute", "Cab Chassis"], [55000, 90000], [2012], {
      badges: [
        b("Core", { from: 2016 }),
        b("Trendline", { to: 2022 }),
        b("Life", { from: 2023, bodies: UTE }),
        b("Highline", { to: 2022, bodies: UTE }),
        b("Style", { from: 2023, bodies: UTE }),
        b("Ultimate", { to: 2022, bodies: UTE, drives: FOUR_WD }),
        b("PanAmericana", { from: 2023, bodies: UTE }),
        b("Aventura", { from: 2023, bodies: UTE }),
      ],
      engines: [
        ice(2.0, 103, 340, 4, "diesel", "Turbo", [manual(6)], PART_TIME, {
          to: 2022,
          badges: ["Core", "Trendline"],
        }),
        ice(2.0, 132, 400, 4, "diesel", "Twin Turbo", [auto(8), manual(6)], PART_TIME, { to: 2022 }),
        ice(3.0, 165, 550, 6, "diesel", "Turbo", [auto(8)], FOUR_WD, {
          from: 2017,
          to: 2018,
          badges: ["Core", "Highline", "Ultimate"],
        }),
        ice(3.0, 190, 580, 6, "diesel", "Turbo", [auto(8)], FOUR_WD, {
          from: 2019,
          to: 2022,
          badges: ["Core", "Highline", "Ultimate"],
        }),
        ice(2.0, 125, 405, 4, "diesel", "Turbo", [auto(6)], FOUR_WD, {
          from: 2023,
          badges: ["Core", "Life"],
        }),
        ice(2.0, 154, 500, 4, "diesel", "Twin Turbo", [auto(10)], FOUR_WD, {
          from: 2023,
          badges: ["Core", "Life", "Style"],
        }),
        ice(3.0, 184, 600, 6, "diesel", "Turbo", [auto(10)], FOUR_WD, {
          from: 2023,
          badges: ["Style", "PanAmericana", "Aventura"],
        }),
      ],
      bodyYears: { "Cab Chassis": { to: 2022 } },
      cabs: [SINGLE_CAB, DOUBLE_CAB],
    }),
    model("Transporter", ["Van"], [50000, 75000], [2012], {
      badges: ["TDI340 SWB", "TDI340 LWB", b("TDI400 LWB", { to: 2019 }), b("TDI450 LWB", { from: 2016 })],
      engines: [
        ice(2.0, 103, 340, 4, "diesel", "Turbo", [manual(6), dct(7)], FWD, {
          badges: ["TDI340 SWB", "TDI340 LWB"],
        }),
        ice(2.0, 132, 400, 4, "diesel", "Twin Turbo", [dct(7)], FWD_AWD, {
          to: 2019,
          badges: ["TDI400 LWB"],
        }),
        ice(2.0, 146, 450, 4, "diesel", "Twin Turbo", [dct(7)], FWD_AWD, {
          from: 2016,
          badges: ["TDI450 LWB"],
        }),
      ],
      series: [
        series("T5", 2012, 2015),
        series("T6", 2016, 2019),
        series("T6.1", 2020, 2024),
        series("T7", 2025),
      ],
    }),
  ],
  Subaru: [
    model("Forester", ["SUV"], [38000, 55000], [2013], {
      badges: [
        "2.5i",
        "2.5i-L",
        b("2.0D", { to: 2018 }),
        b("2.0D-L", { to: 2018 }),
        "2.5i Premium",
        b("2.5i Sport", { from: 2021 }),
        b("2.0D Premium", { to: 2018 }),
        b("Hybrid L", { from: 2020 }),
        "2.5i-S",
        b("XT", { to: 2018 }),
        b("Hybrid S", { from: 2020 }),
        b("XT Premium", { to: 2018 }),
      ],
      engines: [
        ice(2.5, 126, 235, 4, "petrol", "Aspirated", [CVT, manual(6)], AWD, {
          to: 2018,
          badges: ["2.5i", "2.5i-L", "2.5i Premium", "2.5i-S"],
        }),
        ice(2.5, 136, 239, 4, "petrol", "Aspirated", [CVT], AWD, {
          from: 2018,
          badges: ["2.5i", "2.5i-L", "2.5i Premium", "2.5i Sport", "2.5i-S"],
        }),
        ice(2.0, 108, 350, 4, "diesel", "Turbo", [CVT, manual(6)], AWD, {
          to: 2018,
          badges: ["2.0D", "2.0D-L", "2.0D Premium"],
        }),
        ice(2.0, 177, 350, 4, "petrol", "Turbo", [CVT], AWD, { to: 2018, badges: ["XT", "XT Premium"] }),
        ice(2.0, 110, 196, 4, "hybrid", "Aspirated", [CVT], AWD, {
          from: 2020,
          badges: ["Hybrid L", "Hybrid S"],
        }),
      ],
      series: [series("SJ", 2013, 2018), series("SK", 2018, 2025)],
    }),
    model("Outback", ["Wagon"], [45000, 60000], [2012], {
      badges: [
        b("2.5i", { to: 2020 }),
        b("AWD", { from: 2021 }),
        b("2.0D", { to: 2020 }),
        b("2.5i Premium", { to: 2020 }),
        b("AWD Sport", { from: 2021 }),
        b("2.0D Premium", { to: 2020 }),
        b("AWD Touring", { from: 2021 }),
        b("3.6R", { to: 2020 }),
        b("AWD Sport XT", { from: 2023 }),
        b("AWD Touring XT", { from: 2023 }),
      ],
      engines: [
        ice(2.5, 129, 235, 4, "petrol", "Aspirated", [CVT], AWD, {
          to: 2020,
          badges: ["2.5i", "2.5i Premium"],
        }),
        ice(2.0, 110, 350, 4, "diesel", "Turbo", [CVT, manual(6)], AWD, {
          to: 2020,
          badges: ["2.0D", "2.0D Premium"],
        }),
        ice(3.6, 191, 350, 6, "petrol", "Aspirated", [CVT], AWD, { to: 2020, badges: ["3.6R"] }),
        ice(2.5, 138, 245, 4, "petrol", "Aspirated", [CVT], AWD, {
          from: 2021,
          badges: ["AWD", "AWD Sport", "AWD Touring"],
        }),
        ice(2.4, 183, 350, 4, "petrol", "Turbo", [CVT], AWD, {
          from: 2023,
          badges: ["AWD Sport XT", "AWD Touring XT"],
        }),
      ],
      series: [series("BR", 2012, 2014), series("BS", 2015, 2020), series("BT", 2021)],
    }),
    model("XV", ["SUV"], [33000, 45000], [2012, 2023], {
      badges: [
        "2.0i",
        "2.0i-L",
        "2.0i Premium",
        b("Hybrid L", { from: 2020 }),
        "2.0i-S",
        b("Hybrid S", { from: 2020 }),
      ],
      engines: [
        ice(2.0, 110, 196, 4, "petrol", "Aspirated", [CVT, manual(6)], AWD, {
          to: 2017,
          badges: ["2.0i", "2.0i-L", "2.0i Premium", "2.0i-S"],
        }),
        ice(2.0, 115, 196, 4, "petrol", "Aspirated", [CVT], AWD, {
          from: 2017,
          badges: ["2.0i", "2.0i-L", "2.0i Premium", "2.0i-S"],
        }),
        ice(2.0, 110, 196, 4, "hybrid", "Aspirated", [CVT], AWD, {
          from: 2020,
          badges: ["Hybrid L", "Hybrid S"],
        }),
      ],
    }),
    model("WRX", ["Sedan", "Wagon"], [50000, 70000], [2014], {
      badges: [
        b("Premium", { to: 2021, bodies: ["Sedan"] }),
        b("RS", { from: 2022, bodies: ["Sedan"] }),
        b("GT", { from: 2022, bodies: ["Wagon"] }),
        b("tS", { from: 2022 }),
        b("STI", { to: 2021, bodies: ["Sedan"] }),
        b("STI Premium", { to: 2021, bodies: ["Sedan"] }),
      ],
      engines: [
        ice(2.0, 197, 350, 4, "petrol", "Turbo", [CVT, manual(6)], AWD, { to: 2021, badges: ["Premium"] }),
        ice(2.5, 221, 407, 4, "petrol", "Turbo", [manual(6)], AWD, {
          to: 2021,
          badges: ["STI", "STI Premium"],
        }),
        ice(2.4, 202, 350, 4, "petrol", "Turbo", [CVT, manual(6)], AWD, { from: 2022 }),
      ],
      bodyYears: { Wagon: { from: 2022 } },
      series: [series("VA", 2014, 2021), series("VB", 2022)],
    }),
    model("BRZ", ["Coupe"], [42000, 48000], [2012], {
      badges: [b("Premium", { to: 2020 }), b("tS", { from: 2019, to: 2020 }), b("S", { from: 2021 })],
      engines: [
        ice(2.0, 147, 205, 4, "petrol", "Aspirated", [manual(6), auto(6)], RWD, { to: 2020 }),
        ice(2.4, 174, 250, 4, "petrol", "Aspirated", [manual(6), auto(6)], RWD, { from: 2021 }),
      ],
      seats: 4,
    }),
  ],
  Honda: [
    model("Civic", ["Hatchback", "Sedan"], [29000, 78000], [2012], {
      badges: [
        b("VTi", { to: 2021, price: 29000 }),
        b("VTi-S", { to: 2021, price: 32000 }),
        b("VTi-L", { to: 2021, price: 37000 }),
        b("RS", { from: 2017, to: 2021, price: 41000 }),
        b("VTi-LX", { from: 2016, price: 50000 }),
        b("e:HEV LX", { from: 2023, bodies: ["Hatchback"], price: 60000 }),
        b("Type R", { from: 2017, bodies: ["Hatchback"], price: 78000 }),
      ],
      engines: [
        ice(1.8, 104, 174, 4, "petrol", "Aspirated", [auto(5), manual(5)], FWD, {
          to: 2015,
          badges: ["VTi", "VTi-S", "VTi-L"],
        }),
        ice(2.0, 114, 190, 4, "petrol", "Aspirated", [auto(5)], FWD, {
          to: 2015,
          badges: ["VTi-L"],
        }),
        ice(1.8, 104, 174, 4, "petrol", "Aspirated", [CVT], FWD, {
          from: 2016,
          to: 2021,
          badges: ["VTi", "VTi-S"],
        }),
        ice(1.5, 127, 220, 4, "petrol", "Turbo", [CVT], FWD, {
          from: 2016,
          to: 2021,
          badges: ["VTi-L", "RS", "VTi-LX"],
        }),
        ice(2.0, 228, 400, 4, "petrol", "Turbo", [manual(6)], FWD, {
          from: 2017,
          to: 2021,
          badges: ["Type R"],
        }),
        ice(1.5, 131, 240, 4, "petrol", "Turbo", [CVT], FWD, { from: 2022, badges: ["VTi-LX"] }),
        ice(2.0, 135, 315, 4, "hybrid", "Aspirated", [auto(1)], FWD, { from: 2023, badges: ["e:HEV LX"] }),
        ice(2.0, 235, 420, 4, "petrol", "Turbo", [manual(6)], FWD, { from: 2023, badges: ["Type R"] }),
      ],
      bodyYears: { Sedan: { to: 2021 } },
    }),
    model("CR-V", ["SUV"], [42000, 65000], [2012], {
      badges: [
        "VTi",
        b("VTi-S", { to: 2017 }),
        b("VTi-7", { from: 2018 }),
        "VTi-L",
        b("VTi-LX", { from: 2018 }),
        b("VTi-X", { from: 2021 }),
        b("e:HEV RS", { from: 2023 }),
      ],
      engines: [
        ice(2.0, 114, 190, 4, "petrol", "Aspirated", [auto(5), manual(6)], FWD, {
          to: 2017,
          badges: ["VTi", "VTi-S"],
        }),
        ice(2.4, 140, 222, 4, "petrol", "Aspirated", [auto(5)], AWD, {
          to: 2017,
          badges: ["VTi-S", "VTi-L"],
        }),
        ice(2.0, 113, 189, 4, "petrol", "Aspirated", [CVT], FWD, { from: 2018, to: 2023, badges: ["VTi"] }),
        ice(1.5, 140, 240, 4, "petrol", "Turbo", [CVT], FWD_AWD, {
          from: 2018,
          badges: ["VTi", "VTi-7", "VTi-L", "VTi-LX", "VTi-X"],
        }),
        ice(2.0, 135, 335, 4, "hybrid", "Aspirated", [auto(1)], AWD, { from: 2023, badges: ["e:HEV RS"] }),
      ],
    }),
    model("HR-V", ["SUV"], [36000, 47000], [2015], {
      badges: [
        b("VTi", { to: 2021 }),
        b("VTi-S", { to: 2021 }),
        b("Vi X", { from: 2022 }),
        b("RS", { from: 2018, to: 2021 }),
        b("VTi-L", { to: 2021 }),
        b("VTi-LX", { to: 2021 }),
        b("e:HEV L", { from: 2022 }),
      ],
      engines: [
        ice(1.8, 105, 172, 4, "petrol", "Aspirated", [CVT], FWD, { to: 2021 }),
        ice(1.5, 89, 145, 4, "petrol", "Aspirated", [CVT], FWD, { from: 2022, badges: ["Vi X"] }),
        ice(1.5, 96, 253, 4, "hybrid", "Aspirated", [auto(1)], FWD, { from: 2022, badges: ["e:HEV L"] }),
      ],
    }),
    model("Jazz", ["Hatchback"], [25000, 32000], [2012, 2020], {
      badges: [b("GLi", { to: 2014 }), "VTi", "VTi-S", b("VTi-L", { from: 2014 })],
      engines: [
        ice(1.3, 73, 127, 4, "petrol", "Aspirated", [auto(5), manual(5)], FWD, { to: 2014, badges: ["GLi"] }),
        ice(1.5, 88, 145, 4, "petrol", "Aspirated", [auto(5), manual(5)], FWD, {
          to: 2014,
          badges: ["VTi", "VTi-S"],
        }),
        ice(1.5, 88, 145, 4, "petrol", "Aspirated", [CVT, manual(5)], FWD, {
          from: 2014,
          badges: ["VTi", "VTi-S", "VTi-L"],
        }),
      ],
    }),
    model("Accord", ["Sedan"], [50000, 64000], [2013], {
      badges: [
        b("VTi", { to: 2019 }),
        b("VTi-L", { to: 2019 }),
        b("Sport Hybrid", { from: 2014, to: 2019 }),
        b("V6L", { to: 2019 }),
        b("VTi-LX", { from: 2020, to: 2022 }),
        b("e:HEV RS", { from: 2023 }),
      ],
      engines: [
        ice(2.4, 129, 225, 4, "petrol", "Aspirated", [auto(5)], FWD, { to: 2019, badges: ["VTi", "VTi-L"] }),
        ice(3.5, 206, 339, 6, "petrol", "Aspirated", [auto(6)], FWD, { to: 2019, badges: ["V6L"] }),
        ice(2.0, 135, 315, 4, "hybrid", "Aspirated", [auto(1)], FWD, {
          from: 2014,
          to: 2019,
          badges: ["Sport Hybrid"],
        }),
        ice(2.0, 158, 315, 4, "hybrid", "Aspirated", [auto(1)], FWD, {
          from: 2020,
          to: 2022,
          badges: ["VTi-LX"],
        }),
        ice(2.0, 135, 335, 4, "hybrid", "Aspirated", [auto(1)], FWD, { from: 2023, badges: ["e:HEV RS"] }),
      ],
    }),
  ],
  Isuzu: [
    model("D-Max", ["Ute", "Cab Chassis"], [34000, 70000], [2012], {
      badges: [
        "SX",
        "LS-M",
        "LS-U",
        b("LS-Terrain", { from: 2017, to: 2020, bodies: UTE, drives: FOUR_WD }),
        b("X-Rider", { from: 2021, bodies: UTE }),
        b("X-Terrain", { from: 2020, bodies: UTE, drives: FOUR_WD }),
        b("Blade", { from: 2024, bodies: UTE, drives: FOUR_WD }),
      ],
      engines: [
        ice(3.0, 130, 380, 4, "diesel", "Turbo", [auto(5), manual(5)], PART_TIME, { to: 2016 }),
        ice(3.0, 130, 430, 4, "diesel", "Turbo", [auto(6), manual(6)], PART_TIME, { from: 2017, to: 2020 }),
        ice(3.0, 140, 450, 4, "diesel", "Turbo", [auto(6), manual(6)], PART_TIME, { from: 2020 }),
        ice(1.9, 110, 350, 4, "diesel", "Turbo", [auto(6), manual(6)], PART_TIME, {
          from: 2021,
          badges: ["SX", "LS-M", "X-Rider"],
        }),
      ],
      series: [series("TF", 2012, 2020), series("RG", 2020)],
      cabs: [SINGLE_CAB, { name: "Space Cab", seats: 4 }, { name: "Crew Cab", seats: 5 }],
    }),
    model("MU-X", ["SUV"], [48000, 68000], [2013], {
      badges: ["LS-M", "LS-U", "LS-T"],
      engines: [
        ice(3.0, 130, 380, 4, "diesel", "Turbo", [auto(5)], PART_TIME, { to: 2016 }),
        ice(3.0, 130, 430, 4, "diesel", "Turbo", [auto(6)], PART_TIME, { from: 2017, to: 2021 }),
        ice(3.0, 140, 450, 4, "diesel", "Turbo", [auto(6)], PART_TIME, { from: 2021 }),
        ice(1.9, 110, 350, 4, "diesel", "Turbo", [auto(6)], TWO_WD, { from: 2022, badges: ["LS-M"] }),
      ],
      seats: 7,
    }),
    model("N Series NLR", ["Light Truck"], [62000, 78000], [2012], {
      badges: ["45-150 SWB", "45-150 MWB", "45-150 Crew Cab"],
      engines: [ice(3.0, 110, 375, 4, "diesel", "Turbo", [auto(6), manual(5)], TWO_WD)],
      gvm: [4500, 4500],
    }),
    model("N Series NPR", ["Light Truck"], [70000, 92000], [2012], {
      badges: ["45-155", "75-190"],
      engines: [
        ice(5.2, 114, 419, 4, "diesel", "Turbo", [auto(6), manual(6)], TWO_WD, { badges: ["45-155"] }),
        ice(5.2, 140, 513, 4, "diesel", "Turbo", [auto(6), manual(6)], TWO_WD, { badges: ["75-190"] }),
      ],
      gvm: [4500, 7500],
    }),
    model("F Series FRR", ["Light Truck"], [110000, 140000], [2012], {
      badges: ["107-210 MWB", "107-210 LWB"],
      engines: [ice(5.2, 154, 706, 4, "diesel", "Turbo", [auto(6), manual(6)], TWO_WD)],
      gvm: [10700, 11000],
    }),
  ],
  Hino: [
    model("300 Series 616", ["Light Truck"], [68000, 84000], [2012], {
      badges: ["Standard Cab SWB", "Standard Cab MWB", "Crew Cab"],
      engines: [ice(4.0, 110, 420, 4, "diesel", "Turbo", [auto(6), manual(5)], TWO_WD)],
      gvm: [5500, 6500],
    }),
    model("300 Series 917", ["Light Truck"], [80000, 99000], [2012], {
      badges: ["Wide Cab MWB", "Wide Cab LWB", "Crew Cab"],
      engines: [ice(4.0, 121, 464, 4, "diesel", "Turbo", [auto(6), manual(6)], TWO_WD)],
      gvm: [8500, 8500],
    }),
    model("500 Series FC", ["Light Truck"], [120000, 150000], [2012], {
      badges: ["1124 SWB", "1124 MWB", "1124 LWB"],
      engines: [ice(5.1, 177, 794, 4, "diesel", "Turbo", [auto(6), manual(6)], TWO_WD)],
      gvm: [11000, 11000],
    }),
  ],
  Fuso: [
    model("Canter 515", ["Light Truck"], [62000, 76000], [2012], {
      badges: ["City Cab SWB", "City Cab MWB", "Crew Cab"],
      engines: [ice(3.0, 110, 370, 4, "diesel", "Turbo", [dct(6), manual(5)], TWO_WD)],
      gvm: [4500, 5500],
    }),
    model("Canter 815", ["Light Truck"], [72000, 88000], [2012], {
      badges: ["Wide Cab MWB", "Wide Cab LWB", "Crew Cab"],
      engines: [ice(3.0, 129, 430, 4, "diesel", "Turbo", [dct(6), manual(5)], TWO_WD)],
      gvm: [7500, 8500],
    }),
    model("eCanter", ["Light Truck"], [140000, 170000], [2021], {
      badges: ["City Cab", "Wide Cab"],
      engines: [ev(129, 430, TWO_WD)],
      gvm: [4500, 8550],
    }),
  ],
  "Mercedes-Benz": [
    model("A-Class", ["Hatchback", "Sedan"], [52000, 125000], [2013], {
      badges: [
        b("A180", { to: 2022, price: 52000 }),
        b("A200", { price: 60000 }),
        b("A250", { price: 72000 }),
        b("A35 AMG", { from: 2019, price: 92000 }),
        b("A45 AMG", { to: 2018, bodies: ["Hatchback"], price: 98000 }),
        b("A45 S AMG", { from: 2020, bodies: ["Hatchback"], price: 125000 }),
      ],
      engines: [
        ice(1.6, 90, 200, 4, "petrol", "Turbo", [dct(7)], FWD, { to: 2018, badges: ["A180"] }),
        ice(1.6, 115, 250, 4, "petrol", "Turbo", [dct(7)], FWD, { to: 2018, badges: ["A200"] }),
        ice(2.0, 155, 350, 4, "petrol", "Turbo", [dct(7)], AWD, { to: 2018, badges: ["A250"] }),
        ice(2.0, 265, 450, 4, "petrol", "Turbo", [dct(7)], AWD, { to: 2015, badges: ["A45 AMG"] }),
        ice(2.0, 280, 475, 4, "petrol", "Turbo", [dct(7)], AWD, {
          from: 2016,
          to: 2018,
          badges: ["A45 AMG"],
        }),
        ice(1.3, 100, 200, 4, "petrol", "Turbo", [dct(7)], FWD, { from: 2018, to: 2022, badges: ["A180"] }),
        ice(1.3, 120, 250, 4, "petrol", "Turbo", [dct(7)], FWD, { from: 2018, badges: ["A200"] }),
        ice(2.0, 165, 350, 4, "petrol", "Turbo", [dct(8)], AWD, { from: 2018, badges: ["A250"] }),
        ice(2.0, 225, 400, 4, "petrol", "Turbo", [dct(7)], AWD, { from: 2019, badges: ["A35 AMG"] }),
        ice(2.0, 310, 500, 4, "petrol", "Turbo", [dct(8)], AWD, { from: 2020, badges: ["A45 S AMG"] }),
      ],
      bodyYears: { Sedan: { from: 2019 } },
      series: [series("W176", 2013, 2018), series("W177", 2018)],
    }),
    model("C-Class", ["Sedan", "Wagon", "Coupe", "Convertible"], [76000, 185000], [2014], {
      badges: [
        b("C200", { price: 80000 }),
        b("C220d", { to: 2021, bodies: ["Sedan", "Wagon"], price: 76000 }),
        b("C250", { to: 2018, price: 82000 }),
        b("C300", { from: 2018, price: 95000 }),
        b("C350e", { from: 2015, to: 2018, bodies: ["Sedan"], price: 88000 }),
        b("C43 AMG", { from: 2017, price: 135000 }),
        b("C63 S AMG", { price: 185000 }),
      ],
      engines: [
        ice(2.0, 135, 300, 4, "petrol", "Turbo", [auto(7)], RWD, { to: 2018, badges: ["C200"] }),
        ice(1.5, 135, 280, 4, "petrol", "Turbo", [auto(9)], RWD, { from: 2018, to: 2021, badges: ["C200"] }),
        ice(1.5, 150, 300, 4, "petrol", "Turbo", [auto(9)], RWD, { from: 2022, badges: ["C200"] }),
        ice(2.1, 125, 400, 4, "diesel", "Turbo", [auto(7), auto(9)], RWD, { to: 2021, badges: ["C220d"] }),
        ice(2.0, 155, 350, 4, "petrol", "Turbo", [auto(7)], RWD, { to: 2018, badges: ["C250"] }),
        ice(2.0, 190, 370, 4, "petrol", "Turbo", [auto(9)], RWD, { from: 2018, to: 2021, badges: ["C300"] }),
        ice(2.0, 190, 400, 4, "petrol", "Turbo", [auto(9)], RWD, { from: 2022, badges: ["C300"] }),
        ice(2.0, 155, 350, 4, "plug-in", "Turbo", [auto(7)], RWD, {
          from: 2015,
          to: 2018,
          badges: ["C350e"],
        }),
        ice(3.0, 287, 520, 6, "petrol", "Twin Turbo", [auto(9)], AWD, {
          from: 2017,
          to: 2023,
          badges: ["C43 AMG"],
        }),
        ice(2.0, 300, 500, 4, "petrol", "Turbo", [auto(9)], AWD, { from: 2023, badges: ["C43 AMG"] }),
        ice(4.0, 375, 700, 8, "petrol", "Twin Turbo", [auto(7), auto(9)], RWD, {
          to: 2023,
          badges: ["C63 S AMG"],
        }),
        ice(2.0, 500, 1020, 4, "plug-in", "Turbo", [auto(9)], AWD, { from: 2024, badges: ["C63 S AMG"] }),
      ],
      bodyYears: { Coupe: { from: 2016, to: 2023 }, Convertible: { from: 2016, to: 2023 } },
      series: [series("W205", 2014, 2021), series("W206", 2022)],
    }),
    model("GLC", ["SUV"], [82000, 185000], [2016], {
      badges: [
        b("GLC200", { from: 2019, to: 2022, price: 85000 }),
        b("GLC220d", { to: 2019, price: 82000 }),
        b("GLC250", { to: 2019, price: 88000 }),
        b("GLC250d", { to: 2019, price: 90000 }),
        b("GLC300", { from: 2019, price: 105000 }),
        b("GLC43 AMG", { from: 2017, price: 135000 }),
        b("GLC63 S AMG", { from: 2018, price: 185000 }),
      ],
      engines: [
        ice(2.0, 145, 300, 4, "petrol", "Turbo", [auto(9)], RWD, {
          from: 2019,
          to: 2022,
          badges: ["GLC200"],
        }),
        ice(2.1, 125, 400, 4, "diesel", "Turbo", [auto(9)], AWD, { to: 2019, badges: ["GLC220d"] }),
        ice(2.0, 155, 350, 4, "petrol", "Turbo", [auto(9)], AWD, { to: 2019, badges: ["GLC250"] }),
        ice(2.1, 150, 500, 4, "diesel", "Turbo", [auto(9)], AWD, { to: 2019, badges: ["GLC250d"] }),
        ice(2.0, 190, 370, 4, "petrol", "Turbo", [auto(9)], AWD, {
          from: 2019,
          to: 2022,
          badges: ["GLC300"],
        }),
        ice(2.0, 190, 400, 4, "petrol", "Turbo", [auto(9)], AWD, { from: 2023, badges: ["GLC300"] }),
        ice(3.0, 270, 520, 6, "petrol", "Twin Turbo", [auto(9)], AWD, {
          from: 2017,
          to: 2019,
          badges: ["GLC43 AMG"],
        }),
        ice(3.0, 287, 520, 6, "petrol", "Twin Turbo", [auto(9)], AWD, {
          from: 2019,
          to: 2022,
          badges: ["GLC43 AMG"],
        }),
        ice(2.0, 310, 500, 4, "petrol", "Turbo", [auto(9)], AWD, { from: 2024, badges: ["GLC43 AMG"] }),
        ice(4.0, 375, 700, 8, "petrol", "Twin Turbo", [auto(9)], AWD, {
          from: 2018,
          to: 2022,
          badges: ["GLC63 S AMG"],
        }),
        ice(2.0, 500, 1020, 4, "plug-in", "Turbo", [auto(9)], AWD, { from: 2024, badges: ["GLC63 S AMG"] }),
      ],
      series: [series("X253", 2016, 2022), series("X254", 2023)],
    }),
    model("Sprinter", ["Van", "Cab Chassis"], [70000, 110000], [2012], {
      badges: [
        b("311 CDI", { to: 2018, bodies: ["Van"] }),
        b("313 CDI", { to: 2018, bodies: ["Van"] }),
        b("314 CDI", { from: 2018, bodies: ["Van"] }),
        "316 CDI",
        "319 CDI",
        "416 CDI",
        "516 CDI",
        "519 CDI",
      ],
      engines: [
        ice(2.1, 84, 250, 4, "diesel", "Turbo", [manual(6), auto(7)], RWD, { to: 2018, badges: ["311 CDI"] }),
        ice(2.1, 95, 305, 4, "diesel", "Turbo", [manual(6), auto(7)], RWD, { to: 2018, badges: ["313 CDI"] }),
        ice(2.1, 105, 330, 4, "diesel", "Twin Turbo", [manual(6), auto(9)], RWD, {
          from: 2018,
          badges: ["314 CDI"],
        }),
        ice(2.1, 120, 360, 4, "diesel", "Twin Turbo", [manual(6), auto(7)], RWD, {
          to: 2018,
          badges: ["316 CDI", "416 CDI", "516 CDI"],
        }),
        ice(2.1, 120, 360, 4, "diesel", "Twin Turbo", [manual(6), auto(9)], RWD, {
          from: 2018,
          to: 2023,
          badges: ["316 CDI", "416 CDI", "516 CDI"],
        }),
        ice(2.0, 120, 400, 4, "diesel", "Twin Turbo", [auto(9)], RWD, {
          from: 2023,
          badges: ["316 CDI", "416 CDI", "516 CDI"],
        }),
        ice(3.0, 140, 440, 6, "diesel", "Turbo", [auto(7)], RWD, {
          to: 2018,
          badges: ["319 CDI", "519 CDI"],
        }),
        ice(3.0, 140, 440, 6, "diesel", "Turbo", [auto(9)], RWD_AWD, {
          from: 2018,
          to: 2023,
          badges: ["319 CDI", "519 CDI"],
        }),
        ice(2.0, 140, 450, 4, "diesel", "Twin Turbo", [auto(9)], RWD, {
          from: 2023,
          badges: ["319 CDI", "519 CDI"],
        }),
      ],
      series: [series("NCV3", 2012, 2018), series("VS30", 2018)],
    }),
    model("EQA", ["SUV"], [80000, 95000], [2021], {
      badges: ["EQA250", b("EQA250+", { from: 2024 }), b("EQA350", { from: 2022 })],
      engines: [
        ev(140, 375, FWD, { badges: ["EQA250"] }),
        ev(140, 385, FWD, { badges: ["EQA250+"] }),
        ev(215, 520, AWD, { badges: ["EQA350"] }),
      ],
      series: [series("H243", 2021)],
    }),
  ],
  BMW: [
    model("3 Series", ["Sedan", "Wagon"], [75000, 110000], [2012], {
      badges: [
        b("316i", { from: 2013, to: 2015, bodies: ["Sedan"] }),
        b("318d", { from: 2014, to: 2019 }),
        "320i",
        b("320d", { to: 2020 }),
        b("328i", { to: 2015 }),
        b("330i", { from: 2016 }),
        b("330e", { from: 2016, bodies: ["Sedan"] }),
        b("335i", { to: 2015, bodies: ["Sedan"] }),
        b("340i", { from: 2016, to: 2019, bodies: ["Sedan"] }),
        b("M340i", { from: 2019 }),
      ],
      engines: [
        ice(1.6, 100, 220, 4, "petrol", "Turbo", [auto(8)], RWD, { from: 2013, to: 2015, badges: ["316i"] }),
        ice(2.0, 105, 320, 4, "diesel", "Turbo", [auto(8)], RWD, { from: 2014, to: 2019, badges: ["318d"] }),
        ice(2.0, 135, 270, 4, "petrol", "Turbo", [auto(8)], RWD, { to: 2019, badges: ["320i"] }),
        ice(2.0, 135, 300, 4, "petrol", "Turbo", [auto(8)], RWD, { from: 2019, badges: ["320i"] }),
        ice(2.0, 135, 380, 4, "diesel", "Turbo", [auto(8)], RWD, { to: 2019, badges: ["320d"] }),
        ice(2.0, 140, 400, 4, "diesel", "Turbo", [auto(8)], RWD, { from: 2019, to: 2020, badges: ["320d"] }),
        ice(2.0, 180, 350, 4, "petrol", "Turbo", [auto(8)], RWD, { to: 2015, badges: ["328i"] }),
        ice(2.0, 185, 350, 4, "petrol", "Turbo", [auto(8)], RWD, { from: 2016, to: 2019, badges: ["330i"] }),
        ice(2.0, 190, 400, 4, "petrol", "Turbo", [auto(8)], RWD, { from: 2019, badges: ["330i"] }),
        ice(2.0, 185, 420, 4, "plug-in", "Turbo", [auto(8)], RWD, { from: 2016, to: 2019, badges: ["330e"] }),
        ice(2.0, 215, 420, 4, "plug-in", "Turbo", [auto(8)], RWD, { from: 2020, badges: ["330e"] }),
        ice(3.0, 225, 400, 6, "petrol", "Turbo", [auto(8)], RWD, { to: 2015, badges: ["335i"] }),
        ice(3.0, 240, 450, 6, "petrol", "Turbo", [auto(8)], RWD, { from: 2016, to: 2019, badges: ["340i"] }),
        ice(3.0, 285, 500, 6, "petrol", "Turbo", [auto(8)], AWD, { from: 2019, badges: ["M340i"] }),
      ],
      series: [series("F30", 2012, 2019), series("G20", 2019)],
    }),
    model("X3", ["SUV"], [85000, 120000], [2012], {
      badges: [
        b("sDrive18d", { from: 2014, to: 2017 }),
        b("sDrive20i", { from: 2018 }),
        b("xDrive20i", { to: 2017 }),
        "xDrive20d",
        b("xDrive28i", { to: 2017 }),
        b("xDrive30i", { from: 2018 }),
        "xDrive30d",
        b("xDrive30e", { from: 2020, to: 2024 }),
        b("M40i", { from: 2018 }),
      ],
      engines: [
        ice(2.0, 110, 360, 4, "diesel", "Turbo", [auto(8)], RWD, {
          from: 2014,
          to: 2017,
          badges: ["sDrive18d"],
        }),
        ice(2.0, 135, 290, 4, "petrol", "Turbo", [auto(8)], RWD, { from: 2018, badges: ["sDrive20i"] }),
        ice(2.0, 135, 270, 4, "petrol", "Turbo", [auto(8)], AWD, { to: 2017, badges: ["xDrive20i"] }),
        ice(2.0, 135, 380, 4, "diesel", "Turbo", [auto(8)], AWD, { to: 2017, badges: ["xDrive20d"] }),
        ice(2.0, 140, 400, 4, "diesel", "Turbo", [auto(8)], AWD, { from: 2018, badges: ["xDrive20d"] }),
        ice(2.0, 180, 350, 4, "petrol", "Turbo", [auto(8)], AWD, { to: 2017, badges: ["xDrive28i"] }),
        ice(2.0, 185, 350, 4, "petrol", "Turbo", [auto(8)], AWD, { from: 2018, badges: ["xDrive30i"] }),
        ice(3.0, 190, 560, 6, "diesel", "Turbo", [auto(8)], AWD, { to: 2017, badges: ["xDrive30d"] }),
        ice(3.0, 195, 620, 6, "diesel", "Turbo", [auto(8)], AWD, { from: 2018, badges: ["xDrive30d"] }),
        ice(2.0, 215, 420, 4, "plug-in", "Turbo", [auto(8)], AWD, {
          from: 2020,
          to: 2024,
          badges: ["xDrive30e"],
        }),
        ice(3.0, 265, 500, 6, "petrol", "Turbo", [auto(8)], AWD, { from: 2018, badges: ["M40i"] }),
      ],
      series: [series("F25", 2012, 2017), series("G01", 2018, 2024), series("G45", 2025)],
    }),
    model("X5", ["SUV"], [125000, 170000], [2014], {
      badges: [
        b("xDrive25d", { to: 2020 }),
        "xDrive30d",
        b("xDrive35i", { to: 2018 }),
        b("xDrive40e", { from: 2016, to: 2018 }),
        b("xDrive40i", { from: 2019 }),
        b("xDrive45e", { from: 2020, to: 2023 }),
        b("xDrive50e", { from: 2024 }),
        b("xDrive50i", { to: 2018 }),
        b("M50d", { from: 2019, to: 2020 }),
        b("M50i", { from: 2020, to: 2023 }),
        b("M60i", { from: 2024 }),
      ],
      engines: [
        ice(2.0, 160, 450, 4, "diesel", "Twin Turbo", [auto(8)], AWD, { to: 2018, badges: ["xDrive25d"] }),
        ice(2.0, 170, 500, 4, "diesel", "Twin Turbo", [auto(8)], AWD, {
          from: 2019,
          to: 2020,
          badges: ["xDrive25d"],
        }),
        ice(3.0, 190, 560, 6, "diesel", "Turbo", [auto(8)], AWD, { to: 2018, badges: ["xDrive30d"] }),
        ice(3.0, 195, 620, 6, "diesel", "Turbo", [auto(8)], AWD, {
          from: 2019,
          to: 2023,
          badges: ["xDrive30d"],
        }),
        ice(3.0, 219, 670, 6, "diesel", "Turbo", [auto(8)], AWD, { from: 2024, badges: ["xDrive30d"] }),
        ice(3.0, 225, 400, 6, "petrol", "Turbo", [auto(8)], AWD, { to: 2018, badges: ["xDrive35i"] }),
        ice(2.0, 230, 450, 4, "plug-in", "Turbo", [auto(8)], AWD, {
          from: 2016,
          to: 2018,
          badges: ["xDrive40e"],
        }),
        ice(3.0, 250, 450, 6, "petrol", "Turbo", [auto(8)], AWD, { from: 2019, badges: ["xDrive40i"] }),
        ice(3.0, 290, 600, 6, "plug-in", "Turbo", [auto(8)], AWD, {
          from: 2020,
          to: 2023,
          badges: ["xDrive45e"],
        }),
        ice(3.0, 360, 700, 6, "plug-in", "Turbo", [auto(8)], AWD, { from: 2024, badges: ["xDrive50e"] }),
        ice(4.4, 330, 650, 8, "petrol", "Twin Turbo", [auto(8)], AWD, { to: 2018, badges: ["xDrive50i"] }),
        ice(3.0, 294, 760, 6, "diesel", "Turbo", [auto(8)], AWD, { from: 2019, to: 2020, badges: ["M50d"] }),
        ice(4.4, 390, 750, 8, "petrol", "Twin Turbo", [auto(8)], AWD, {
          from: 2020,
          badges: ["M50i", "M60i"],
        }),
      ],
      series: [series("F15", 2014, 2018), series("G05", 2019)],
    }),
    model("iX1", ["SUV"], [82000, 95000], [2023], {
      badges: [b("eDrive20", { from: 2024 }), "xDrive30"],
      engines: [ev(150, 247, FWD, { badges: ["eDrive20"] }), ev(230, 494, AWD, { badges: ["xDrive30"] })],
      series: [series("U11", 2023)],
    }),
  ],
  Audi: [
    model("A3", ["Hatchback", "Sedan", "Convertible"], [42000, 100000], [2013], {
      badges: [
        b("Attraction", { to: 2016, price: 42000 }),
        b("30 TFSI", { from: 2017, to: 2020, price: 46000 }),
        b("Ambition", { to: 2016, price: 48000 }),
        b("35 TFSI", { from: 2017, price: 52000 }),
        b("40 TFSI quattro", { from: 2017, price: 60000 }),
        b("S3", { price: 76000 }),
        b("RS 3", { from: 2015, bodies: ["Hatchback", "Sedan"], price: 100000 }),
      ],
      engines: [
        ice(1.4, 92, 200, 4, "petrol", "Turbo", [dct(7), manual(6)], FWD, {
          to: 2016,
          badges: ["Attraction", "Ambition"],
        }),
        ice(1.8, 132, 250, 4, "petrol", "Turbo", [dct(7)], FWD, { to: 2016, badges: ["Ambition"] }),
        ice(2.0, 110, 320, 4, "diesel", "Turbo", [dct(6)], FWD, { to: 2016, badges: ["Ambition"] }),
        ice(1.0, 85, 200, 3, "petrol", "Turbo", [dct(7)], FWD, { from: 2017, to: 2020, badges: ["30 TFSI"] }),
        ice(1.4, 110, 250, 4, "petrol", "Turbo", [dct(7)], FWD, {
          from: 2017,
          to: 2020,
          badges: ["35 TFSI"],
        }),
        ice(1.5, 110, 250, 4, "petrol", "Turbo", [dct(7)], FWD, { from: 2021, badges: ["35 TFSI"] }),
        ice(2.0, 140, 320, 4, "petrol", "Turbo", [dct(7)], AWD, { from: 2017, badges: ["40 TFSI quattro"] }),
        ice(2.0, 206, 380, 4, "petrol", "Turbo", [dct(6)], AWD, { to: 2016, badges: ["S3"] }),
        ice(2.0, 213, 380, 4, "petrol", "Turbo", [dct(7)], AWD, { from: 2017, to: 2020, badges: ["S3"] }),
        ice(2.0, 228, 400, 4, "petrol", "Turbo", [dct(7)], AWD, { from: 2021, badges: ["S3"] }),
        ice(2.5, 270, 465, 5, "petrol", "Turbo", [dct(7)], AWD, { from: 2015, to: 2016, badges: ["RS 3"] }),
        ice(2.5, 294, 480, 5, "petrol", "Turbo", [dct(7)], AWD, { from: 2017, to: 2020, badges: ["RS 3"] }),
        ice(2.5, 294, 500, 5, "petrol", "Turbo", [dct(7)], AWD, { from: 2022, badges: ["RS 3"] }),
      ],
      bodyYears: { Sedan: { from: 2014 }, Convertible: { from: 2014, to: 2020 } },
      series: [series("8V", 2013, 2020), series("8Y", 2021)],
    }),
    model("Q5", ["SUV"], [75000, 100000], [2012], {
      badges: [
        b("2.0 TDI", { to: 2017 }),
        b("40 TDI", { from: 2017 }),
        b("2.0 TFSI", { to: 2017 }),
        b("45 TFSI", { from: 2017 }),
        b("3.0 TDI", { to: 2017 }),
        b("50 TDI", { from: 2019, to: 2020 }),
      ],
      engines: [
        ice(2.0, 130, 380, 4, "diesel", "Turbo", [dct(7)], AWD, { to: 2017, badges: ["2.0 TDI"] }),
        ice(2.0, 165, 350, 4, "petrol", "Turbo", [auto(8)], AWD, { to: 2017, badges: ["2.0 TFSI"] }),
        ice(3.0, 180, 580, 6, "diesel", "Turbo", [dct(7)], AWD, { to: 2017, badges: ["3.0 TDI"] }),
        ice(2.0, 140, 400, 4, "diesel", "Turbo", [dct(7)], AWD, { from: 2017, badges: ["40 TDI"] }),
        ice(2.0, 183, 370, 4, "petrol", "Turbo", [dct(7)], AWD, { from: 2017, badges: ["45 TFSI"] }),
        ice(3.0, 210, 620, 6, "diesel", "Turbo", [auto(8)], AWD, {
          from: 2019,
          to: 2020,
          badges: ["50 TDI"],
        }),
      ],
      series: [series("8R", 2012, 2017), series("FY", 2017)],
    }),
    model("Q3", ["SUV"], [55000, 75000], [2012], {
      badges: [
        b("1.4 TFSI", { from: 2014, to: 2018 }),
        b("35 TFSI", { from: 2019 }),
        b("2.0 TDI quattro", { to: 2018 }),
        b("2.0 TFSI quattro", { to: 2018 }),
        b("40 TFSI quattro", { from: 2019 }),
      ],
      engines: [
        ice(1.4, 110, 250, 4, "petrol", "Turbo", [dct(6)], FWD, {
          from: 2014,
          to: 2018,
          badges: ["1.4 TFSI"],
        }),
        ice(2.0, 132, 320, 4, "petrol", "Turbo", [dct(7)], AWD, { to: 2018, badges: ["2.0 TFSI quattro"] }),
        ice(2.0, 103, 320, 4, "diesel", "Turbo", [dct(7)], AWD, { to: 2018, badges: ["2.0 TDI quattro"] }),
        ice(1.4, 110, 250, 4, "petrol", "Turbo", [dct(6)], FWD, {
          from: 2019,
          to: 2022,
          badges: ["35 TFSI"],
        }),
        ice(1.5, 110, 250, 4, "petrol", "Turbo", [dct(7)], FWD, { from: 2022, badges: ["35 TFSI"] }),
        ice(2.0, 132, 320, 4, "petrol", "Turbo", [dct(7)], AWD, { from: 2019, badges: ["40 TFSI quattro"] }),
      ],
      series: [series("8U", 2012, 2018), series("F3", 2019)],
    }),
  ],
  Tesla: [
    model("Model 3", ["Sedan"], [56000, 80000], [2019], {
      badges: [
        b("Standard Range Plus", { to: 2021 }),
        b("Rear-Wheel Drive", { from: 2022 }),
        "Long Range",
        "Performance",
      ],
      engines: [
        ev(208, 420, RWD, { badges: ["Standard Range Plus", "Rear-Wheel Drive"] }),
        ev(324, 493, AWD, { to: 2021, badges: ["Long Range"] }),
        ev(324, 493, AWD, { from: 2024, badges: ["Long Range"] }),
        ev(377, 660, AWD, { to: 2023, badges: ["Performance"] }),
        ev(460, 741, AWD, { from: 2024, badges: ["Performance"] }),
      ],
    }),
    model("Model Y", ["SUV"], [60000, 85000], [2022], {
      badges: ["Rear-Wheel Drive", "Long Range", "Performance"],
      engines: [
        ev(220, 420, RWD, { badges: ["Rear-Wheel Drive"] }),
        ev(378, 510, AWD, { badges: ["Long Range"] }),
        ev(393, 660, AWD, { badges: ["Performance"] }),
      ],
    }),
  ],
  BYD: [
    model("Atto 3", ["SUV"], [45000, 52000], [2022], {
      badges: ["Standard Range", "Extended Range"],
      engines: [ev(150, 310, FWD)],
    }),
    model("Seal", ["Sedan"], [50000, 70000], [2023], {
      badges: ["Dynamic", "Premium", "Performance"],
      engines: [
        ev(150, 310, RWD, { badges: ["Dynamic"] }),
        ev(230, 360, RWD, { badges: ["Premium"] }),
        ev(390, 670, AWD, { badges: ["Performance"] }),
      ],
    }),
    model("Dolphin", ["Hatchback"], [36000, 43000], [2023], {
      badges: ["Dynamic", "Premium"],
      engines: [ev(70, 180, FWD, { badges: ["Dynamic"] }), ev(150, 310, FWD, { badges: ["Premium"] })],
    }),
    model("Shark 6", ["Ute"], [58000, 62000], [2024], {
      badges: ["Premium"],
      engines: [ice(1.5, 321, 650, 4, "plug-in", "Turbo", [auto(1)], FOUR_WD)],
      cabs: [DOUBLE_CAB],
    }),
  ],
  MG: [
    model("MG3", ["Hatchback"], [22000, 28000], [2013], {
      badges: [b("Core", { to: 2024 }), b("Vibe", { from: 2024 }), "Excite", b("Essence", { from: 2024 })],
      engines: [
        ice(1.5, 82, 150, 4, "petrol", "Aspirated", [auto(4), manual(5)], FWD, {
          to: 2024,
          badges: ["Core", "Excite"],
        }),
        ice(1.5, 81, 142, 4, "petrol", "Aspirated", [CVT], FWD, { from: 2024, badges: ["Vibe", "Excite"] }),
        ice(1.5, 155, 425, 4, "hybrid", "Aspirated", [auto(3)], FWD, {
          from: 2024,
          badges: ["Excite", "Essence"],
        }),
      ],
    }),
    model("ZS", ["SUV"], [25000, 36000], [2017], {
      badges: [b("Soul", { to: 2019 }), b("Vibe", { from: 2021, to: 2024 }), "Excite", "Essence"],
      engines: [
        ice(1.5, 84, 150, 4, "petrol", "Aspirated", [auto(4)], FWD, {
          to: 2024,
          badges: ["Soul", "Vibe", "Excite"],
        }),
        ice(1.0, 82, 160, 3, "petrol", "Turbo", [auto(6)], FWD, { to: 2021, badges: ["Essence"] }),
        ice(1.3, 115, 230, 3, "petrol", "Turbo", [auto(6)], FWD, {
          from: 2021,
          to: 2024,
          badges: ["Excite", "Essence"],
        }),
        ev(130, 280, FWD, { from: 2019, badges: ["Excite", "Essence"] }),
        ice(1.5, 155, 465, 4, "hybrid", "Aspirated", [auto(3)], FWD, {
          from: 2025,
          badges: ["Excite", "Essence"],
        }),
      ],
    }),
    model("HS", ["SUV"], [32000, 48000], [2019], {
      badges: ["Vibe", "Excite", "Essence"],
      engines: [
        ice(1.5, 119, 250, 4, "petrol", "Turbo", [dct(7)], FWD),
        ice(2.0, 168, 360, 4, "petrol", "Turbo", [dct(6)], AWD, { to: 2022, badges: ["Essence"] }),
        ice(1.5, 189, 370, 4, "plug-in", "Turbo", [auto(10)], FWD, {
          from: 2021,
          badges: ["Excite", "Essence"],
        }),
      ],
    }),
    model("MG4", ["Hatchback"], [40000, 57000], [2023], {
      badges: ["Excite 51", "Essence 64", "Long Range 77", "XPOWER"],
      engines: [
        ev(125, 250, RWD, { badges: ["Excite 51"] }),
        ev(150, 350, RWD, { badges: ["Essence 64"] }),
        ev(180, 350, RWD, { badges: ["Long Range 77"] }),
        ev(320, 600, AWD, { badges: ["XPOWER"] }),
      ],
    }),
  ],
  GWM: [
    model("Cannon", ["Ute", "Cab Chassis"], [36000, 55000], [2021], {
      badges: [
        b("Premium", { from: 2025, bodies: UTE }),
        b("Cannon-L", { to: 2024 }),
        b("Lux", { from: 2025 }),
        b("Cannon-X", { to: 2024, bodies: UTE }),
        b("Ultra", { from: 2025, bodies: UTE }),
        b("Vanta", { from: 2023, bodies: UTE, drives: FOUR_WD }),
        b("XSR", { from: 2023, bodies: UTE, drives: FOUR_WD }),
      ],
      engines: [
        ice(2.0, 120, 400, 4, "diesel", "Turbo", [auto(8), manual(6)], PART_TIME, { to: 2024 }),
        ice(2.0, 120, 400, 4, "diesel", "Turbo", [auto(8)], FOUR_WD, { from: 2025, badges: ["Premium"] }),
        ice(2.4, 135, 480, 4, "diesel", "Turbo", [auto(9)], FOUR_WD, {
          from: 2025,
          badges: ["Lux", "Ultra", "Vanta", "XSR"],
        }),
      ],
      cabs: [DOUBLE_CAB],
    }),
    model("Haval H6", ["SUV"], [36000, 48000], [2021], {
      badges: ["Premium", "Lux", "Ultra"],
      engines: [
        ice(2.0, 150, 320, 4, "petrol", "Turbo", [dct(7)], FWD_AWD),
        ice(1.5, 179, 530, 4, "hybrid", "Turbo", [auto(2)], FWD, { from: 2022, badges: ["Lux", "Ultra"] }),
        ice(1.5, 240, 530, 4, "plug-in", "Turbo", [auto(2)], AWD, { from: 2024, badges: ["Ultra"] }),
      ],
    }),
    model("Tank 300", ["SUV"], [50000, 66000], [2023], {
      badges: ["Lux", "Ultra"],
      engines: [
        ice(2.0, 162, 380, 4, "petrol", "Turbo", [auto(8)], FOUR_WD),
        ice(2.0, 255, 648, 4, "hybrid", "Turbo", [auto(9)], FOUR_WD),
        ice(2.4, 135, 480, 4, "diesel", "Turbo", [auto(9)], FOUR_WD, { from: 2025 }),
      ],
    }),
  ],
  Suzuki: [
    model("Swift", ["Hatchback"], [24000, 32000], [2012], {
      badges: [
        b("GA", { to: 2017 }),
        b("GL", { to: 2024 }),
        b("Hybrid", { from: 2024 }),
        b("Navigator", { from: 2017, to: 2024 }),
        b("Hybrid Plus", { from: 2024 }),
        b("GLX", { to: 2017 }),
        b("GLX Turbo", { from: 2017, to: 2024 }),
        b("Hybrid GLX", { from: 2024 }),
        b("Sport", { to: 2024 }),
      ],
      engines: [
        ice(1.4, 70, 130, 4, "petrol", "Aspirated", [auto(4), manual(5)], FWD, {
          to: 2017,
          badges: ["GA", "GL", "GLX"],
        }),
        ice(1.6, 100, 160, 4, "petrol", "Aspirated", [CVT, manual(6)], FWD, { to: 2016, badges: ["Sport"] }),
        ice(1.2, 66, 120, 4, "petrol", "Aspirated", [CVT, manual(5)], FWD, {
          from: 2017,
          to: 2024,
          badges: ["GL", "Navigator"],
        }),
        ice(1.0, 82, 160, 3, "petrol", "Turbo", [auto(6)], FWD, {
          from: 2017,
          to: 2024,
          badges: ["GLX Turbo"],
        }),
        ice(1.4, 103, 230, 4, "petrol", "Turbo", [auto(6), manual(6)], FWD, {
          from: 2018,
          to: 2024,
          badges: ["Sport"],
        }),
        ice(1.2, 61, 112, 3, "hybrid", "Aspirated", [CVT, manual(5)], FWD, {
          from: 2024,
          badges: ["Hybrid", "Hybrid Plus", "Hybrid GLX"],
        }),
      ],
    }),
    model("Jimny", ["SUV"], [33000, 40000], [2018], {
      badges: [b("Lite", { from: 2023 }), "GLX", b("XL", { from: 2024 })],
      engines: [ice(1.5, 75, 130, 4, "petrol", "Aspirated", [auto(4), manual(5)], FOUR_WD)],
      seats: 4,
    }),
    model("Vitara", ["SUV"], [32000, 40000], [2015], {
      badges: [
        b("RT-S", { to: 2018, drives: FWD }),
        b("RT-X", { to: 2018, drives: AWD }),
        b("S Turbo", { drives: FWD }),
        b("S Turbo AllGrip", { drives: AWD }),
      ],
      engines: [
        ice(1.6, 86, 156, 4, "petrol", "Aspirated", [auto(6), manual(5)], FWD_AWD, {
          badges: ["RT-S", "RT-X"],
        }),
        ice(1.4, 103, 220, 4, "petrol", "Turbo", [auto(6), manual(6)], FWD_AWD, {
          badges: ["S Turbo", "S Turbo AllGrip"],
        }),
      ],
    }),
  ],
  Jeep: [
    model("Wrangler", ["SUV"], [80000, 100000], [2012], {
      badges: ["Sport", b("Overland", { to: 2018 }), "Sahara", "Rubicon"],
      engines: [
        ice(3.6, 209, 347, 6, "petrol", "Aspirated", [auto(5), manual(6)], FOUR_WD, { to: 2018 }),
        ice(2.8, 147, 460, 4, "diesel", "Turbo", [auto(5)], FOUR_WD, { to: 2018 }),
        ice(3.6, 209, 347, 6, "petrol", "Aspirated", [auto(8)], FOUR_WD, { from: 2018 }),
        ice(2.0, 200, 450, 4, "petrol", "Turbo", [auto(8)], FOUR_WD, {
          from: 2022,
          badges: ["Sahara", "Rubicon"],
        }),
      ],
      series: [series("JK", 2012, 2018), series("JL", 2018)],
    }),
    model("Grand Cherokee", ["SUV"], [85000, 120000], [2012], {
      badges: [
        "Laredo",
        b("Night Eagle", { from: 2016, to: 2021 }),
        "Limited",
        b("Trailhawk", { from: 2016, drives: FOUR_WD }),
        "Overland",
        b("Summit", { to: 2021 }),
        b("Summit Reserve", { from: 2022 }),
        b("SRT", { to: 2021 }),
        b("Trackhawk", { from: 2018, to: 2020 }),
      ],
      engines: [
        ice(3.6, 210, 347, 6, "petrol", "Aspirated", [auto(8)], PART_TIME, {
          badges: ["Laredo", "Night Eagle", "Limited", "Trailhawk", "Overland", "Summit", "Summit Reserve"],
        }),
        ice(3.0, 184, 570, 6, "diesel", "Turbo", [auto(8)], FOUR_WD, {
          to: 2021,
          badges: ["Laredo", "Limited", "Trailhawk", "Overland", "Summit"],
        }),
        ice(5.7, 259, 520, 8, "petrol", "Aspirated", [auto(8)], FOUR_WD, {
          to: 2021,
          badges: ["Overland", "Summit"],
        }),
        ice(6.4, 344, 624, 8, "petrol", "Aspirated", [auto(8)], FOUR_WD, { to: 2021, badges: ["SRT"] }),
        ice(6.2, 522, 868, 8, "petrol", "Supercharged", [auto(8)], FOUR_WD, {
          from: 2018,
          to: 2020,
          badges: ["Trackhawk"],
        }),
        ice(2.0, 280, 637, 4, "plug-in", "Turbo", [auto(8)], FOUR_WD, {
          from: 2022,
          badges: ["Limited", "Overland", "Summit Reserve"],
        }),
      ],
      series: [series("WK2", 2012, 2021), series("WL", 2022)],
    }),
    model("Compass", ["SUV"], [45000, 60000], [2017], {
      badges: [
        "Sport",
        "Longitude",
        b("Night Eagle", { from: 2021 }),
        "Limited",
        b("S-Limited", { from: 2021 }),
        "Trailhawk",
      ],
      engines: [
        ice(2.4, 129, 229, 4, "petrol", "Aspirated", [auto(6)], FWD_AWD, {
          to: 2021,
          badges: ["Sport", "Longitude", "Limited"],
        }),
        ice(2.0, 125, 350, 4, "diesel", "Turbo", [auto(9)], AWD, {
          to: 2021,
          badges: ["Limited", "Trailhawk"],
        }),
        ice(1.3, 110, 270, 4, "petrol", "Turbo", [dct(6)], FWD, {
          from: 2021,
          badges: ["Sport", "Longitude", "Night Eagle", "Limited", "S-Limited"],
        }),
        ice(2.4, 129, 229, 4, "petrol", "Aspirated", [auto(9)], AWD, {
          from: 2021,
          badges: ["S-Limited", "Trailhawk"],
        }),
      ],
      series: [series("MP", 2017)],
    }),
  ],
  Lexus: [
    model("NX", ["SUV"], [70000, 100000], [2015], {
      badges: ["Luxury", "F Sport", "Sports Luxury"],
      engines: [
        ice(2.0, 175, 350, 4, "petrol", "Turbo", [auto(6)], FWD_AWD, { to: 2021 }),
        ice(2.5, 147, 210, 4, "hybrid", "Aspirated", [CVT], FWD_AWD, { to: 2021 }),
        ice(2.5, 152, 243, 4, "petrol", "Aspirated", [auto(8)], FWD, { from: 2022, badges: ["Luxury"] }),
        ice(2.4, 205, 430, 4, "petrol", "Turbo", [auto(8)], AWD, {
          from: 2022,
          badges: ["F Sport", "Sports Luxury"],
        }),
        ice(2.5, 179, 239, 4, "hybrid", "Aspirated", [CVT], FWD_AWD, { from: 2022 }),
        ice(2.5, 227, 227, 4, "plug-in", "Aspirated", [CVT], AWD, {
          from: 2022,
          badges: ["F Sport", "Sports Luxury"],
        }),
      ],
      series: [series("AZ10", 2015, 2021), series("AZ20", 2022)],
    }),
    model("RX", ["SUV"], [95000, 135000], [2012], {
      badges: ["Luxury", "F Sport", "Sports Luxury"],
      engines: [
        ice(3.5, 204, 346, 6, "petrol", "Aspirated", [auto(6)], AWD, { to: 2015 }),
        ice(3.5, 220, 317, 6, "hybrid", "Aspirated", [CVT], AWD, { to: 2015 }),
        ice(2.0, 175, 350, 4, "petrol", "Turbo", [auto(6)], FWD, {
          from: 2016,
          to: 2022,
          badges: ["Luxury", "F Sport"],
        }),
        ice(3.5, 221, 370, 6, "petrol", "Aspirated", [auto(8)], AWD, { from: 2016, to: 2022 }),
        ice(3.5, 230, 335, 6, "hybrid", "Aspirated", [CVT], AWD, { from: 2016, to: 2022 }),
        ice(2.4, 205, 430, 4, "petrol", "Turbo", [auto(8)], AWD, { from: 2023 }),
        ice(2.5, 184, 239, 4, "hybrid", "Aspirated", [CVT], AWD, { from: 2023 }),
        ice(2.4, 273, 460, 4, "hybrid", "Turbo", [auto(6)], AWD, { from: 2023, badges: ["F Sport"] }),
        ice(2.5, 227, 227, 4, "plug-in", "Aspirated", [CVT], AWD, {
          from: 2023,
          badges: ["F Sport", "Sports Luxury"],
        }),
      ],
      series: [series("AL10", 2012, 2015), series("AL20", 2016, 2022), series("ALA10", 2023)],
    }),
    model("ES", ["Sedan"], [65000, 85000], [2015], {
      badges: ["Luxury", b("F Sport", { from: 2018 }), "Sports Luxury"],
      engines: [
        ice(2.5, 135, 235, 4, "petrol", "Aspirated", [auto(6)], FWD, { to: 2018 }),
        ice(2.5, 151, 213, 4, "hybrid", "Aspirated", [CVT], FWD, { to: 2018 }),
        ice(2.5, 152, 243, 4, "petrol", "Aspirated", [auto(8)], FWD, {
          from: 2018,
          badges: ["Luxury", "F Sport"],
        }),
        ice(2.5, 160, 221, 4, "hybrid", "Aspirated", [CVT], FWD, { from: 2018 }),
      ],
      series: [series("XV60", 2015, 2018), series("XZ10", 2018)],
    }),
  ],
  "Land Rover": [
    model("Defender", ["SUV"], [112000, 240000], [2020], {
      badges: [
        b("S", { price: 112000 }),
        b("SE", { price: 128000 }),
        b("X-Dynamic SE", { from: 2022, price: 124000 }),
        b("HSE", { price: 140000 }),
        b("X", { price: 165000 }),
        b("V8", { from: 2022, price: 240000 }),
      ],
      engines: [
        ice(2.0, 147, 430, 4, "diesel", "Turbo", [auto(8)], FOUR_WD, { to: 2021, badges: ["S", "SE"] }),
        ice(2.0, 177, 430, 4, "diesel", "Twin Turbo", [auto(8)], FOUR_WD, {
          to: 2021,
          badges: ["SE", "HSE"],
        }),
        ice(3.0, 183, 570, 6, "diesel", "Turbo", [auto(8)], FOUR_WD, {
          from: 2021,
          badges: ["S", "SE", "X-Dynamic SE", "HSE"],
        }),
        ice(3.0, 221, 650, 6, "diesel", "Turbo", [auto(8)], FOUR_WD, {
          from: 2021,
          badges: ["SE", "X-Dynamic SE", "HSE", "X"],
        }),
        ice(2.0, 221, 400, 4, "petrol", "Turbo", [auto(8)], FOUR_WD, { badges: ["S", "SE", "HSE"] }),
        ice(3.0, 294, 550, 6, "petrol", "Turbo", [auto(8)], FOUR_WD, { badges: ["SE", "HSE", "X"] }),
        ice(5.0, 386, 625, 8, "petrol", "Supercharged", [auto(8)], FOUR_WD, { from: 2022, badges: ["V8"] }),
      ],
      series: [series("L663", 2020)],
    }),
    model("Discovery Sport", ["SUV"], [75000, 90000], [2015], {
      badges: [
        "S",
        "SE",
        b("R-Dynamic SE", { from: 2020 }),
        "HSE",
        b("R-Dynamic HSE", { from: 2020 }),
        b("HSE Luxury", { to: 2019 }),
      ],
      engines: [
        ice(2.2, 140, 420, 4, "diesel", "Turbo", [auto(9)], AWD, { to: 2015 }),
        ice(2.0, 110, 380, 4, "diesel", "Turbo", [auto(9)], AWD, {
          from: 2016,
          to: 2019,
          badges: ["S", "SE"],
        }),
        ice(2.0, 132, 430, 4, "diesel", "Turbo", [auto(9)], AWD, { from: 2016 }),
        ice(2.0, 177, 340, 4, "petrol", "Turbo", [auto(9)], AWD, { to: 2019 }),
        ice(2.0, 147, 320, 4, "petrol", "Turbo", [auto(9)], AWD, { from: 2020 }),
        ice(2.0, 183, 365, 4, "petrol", "Turbo", [auto(9)], AWD, {
          from: 2020,
          badges: ["SE", "HSE", "R-Dynamic SE", "R-Dynamic HSE"],
        }),
      ],
      seats: 7,
    }),
  ],
  Holden: [
    model("Commodore", ["Sedan", "Wagon", "Ute"], [36000, 55000], [2012, 2020], {
      badges: [
        b("Omega", { to: 2013, bodies: ["Sedan", "Wagon"] }),
        b("Evoke", { from: 2013, to: 2017, bodies: ["Sedan", "Wagon"] }),
        b("LT", { from: 2018, bodies: ["Sedan", "Wagon"] }),
        b("SV6", { to: 2017 }),
        b("RS", { from: 2018, bodies: ["Sedan", "Wagon"] }),
        b("SS", { to: 2017 }),
        b("Calais", { to: 2017, bodies: ["Sedan", "Wagon"] }),
        b("RS-V", { from: 2018, bodies: ["Sedan", "Wagon"] }),
        b("SS V", { to: 2017 }),
        b("Calais V", { bodies: ["Sedan", "Wagon"] }),
        b("SS V Redline", { from: 2013, to: 2017 }),
        b("VXR", { from: 2018, bodies: ["Sedan"] }),
      ],
      engines: [
        ice(3.0, 185, 290, 6, "petrol", "Aspirated", [auto(6)], RWD, {
          to: 2017,
          badges: ["Omega", "Evoke"],
        }),
        ice(3.6, 210, 350, 6, "petrol", "Aspirated", [auto(6), manual(6)], RWD, {
          to: 2017,
          badges: ["Evoke", "SV6", "Calais", "Calais V"],
        }),
        ice(6.0, 260, 517, 8, "petrol", "Aspirated", [auto(6), manual(6)], RWD, {
          to: 2015,
          badges: ["SS", "SS V", "SS V Redline", "Calais V"],
        }),
        ice(6.2, 304, 570, 8, "petrol", "Aspirated", [auto(6), manual(6)], RWD, {
          from: 2015,
          to: 2017,
          badges: ["SS", "SS V", "SS V Redline", "Calais V"],
        }),
        ice(2.0, 191, 350, 4, "petrol", "Turbo", [auto(9)], FWD, { from: 2018, badges: ["LT", "RS"] }),
        ice(2.0, 125, 400, 4, "diesel", "Turbo", [auto(8)], FWD, { from: 2018, badges: ["LT", "Calais V"] }),
        ice(3.6, 235, 381, 6, "petrol", "Aspirated", [auto(9)], AWD, {
          from: 2018,
          badges: ["RS-V", "VXR", "Calais V"],
        }),
      ],
      bodyYears: { Ute: { to: 2017 } },
      series: [
        series("VE II", 2012, 2013),
        series("VF", 2013, 2015),
        series("VF II", 2015, 2017),
        series("ZB", 2018, 2020),
      ],
      cabs: [{ name: "Single Cab", seats: 2 }],
    }),
    model("Colorado", ["Ute", "Cab Chassis"], [40000, 60000], [2012, 2020], {
      badges: [
        b("DX", { to: 2013 }),
        b("LS", { from: 2014 }),
        b("LX", { to: 2013 }),
        "LT",
        b("LS-X", { from: 2017, bodies: UTE }),
        b("LTZ", { bodies: UTE }),
        b("Z71", { from: 2014, bodies: UTE, drives: FOUR_WD }),
      ],
      engines: [
        ice(2.8, 132, 470, 4, "diesel", "Turbo", [auto(6), manual(5)], PART_TIME, { to: 2013 }),
        ice(2.8, 147, 500, 4, "diesel", "Turbo", [auto(6), manual(6)], PART_TIME, { from: 2014 }),
      ],
      series: [series("RG", 2012, 2020)],
      cabs: [SINGLE_CAB, { name: "Space Cab", seats: 4 }, { name: "Crew Cab", seats: 5 }],
    }),
    model("Captiva", ["SUV"], [30000, 42000], [2012, 2018], {
      badges: ["LS", b("Active", { from: 2016 }), "LT", "LTZ"],
      engines: [
        ice(2.4, 123, 230, 4, "petrol", "Aspirated", [auto(6), manual(6)], FWD, {
          badges: ["LS", "LT", "Active"],
        }),
        ice(2.2, 135, 400, 4, "diesel", "Turbo", [auto(6)], AWD),
        ice(3.0, 190, 288, 6, "petrol", "Aspirated", [auto(6)], AWD, { to: 2015, badges: ["LT", "LTZ"] }),
      ],
      series: [series("CG", 2012, 2018)],
      seats: 7,
    }),
    model("Astra", ["Hatchback", "Sedan"], [25000, 35000], [2017, 2020], {
      badges: [
        b("R", { bodies: ["Hatchback"] }),
        b("LS", { bodies: ["Sedan"] }),
        b("R+", { bodies: ["Hatchback"] }),
        b("LS+", { bodies: ["Sedan"] }),
        b("LT", { bodies: ["Sedan"] }),
        b("RS", { bodies: ["Hatchback"] }),
        b("LTZ", { bodies: ["Sedan"] }),
        b("RS-V", { bodies: ["Hatchback"] }),
      ],
      engines: [
        ice(1.4, 110, 240, 4, "petrol", "Turbo", [auto(6), manual(6)], FWD, {
          badges: ["R", "R+", "LS", "LS+", "LT"],
        }),
        ice(1.6, 147, 300, 4, "petrol", "Turbo", [auto(6), manual(6)], FWD, {
          badges: ["RS", "RS-V", "LTZ"],
        }),
      ],
    }),
  ],
  LDV: [
    model("T60", ["Ute"], [36000, 55000], [2017], {
      badges: [
        b("Pro", { to: 2022 }),
        b("Luxe", { to: 2022 }),
        b("Max Pro", { from: 2021 }),
        b("Max Luxe", { from: 2021 }),
      ],
      engines: [
        ice(2.8, 110, 360, 4, "diesel", "Turbo", [auto(6), manual(6)], FOUR_WD, {
          to: 2022,
          badges: ["Pro", "Luxe"],
        }),
        ice(2.0, 160, 500, 4, "diesel", "Twin Turbo", [auto(8), manual(6)], PART_TIME, {
          from: 2021,
          badges: ["Max Pro", "Max Luxe"],
        }),
      ],
      cabs: [DOUBLE_CAB],
    }),
    model("Deliver 9", ["Van", "Cab Chassis"], [48000, 62000], [2020], {
      badges: [
        b("Cab Chassis", { bodies: CHASSIS }),
        b("Mid Roof LWB", { bodies: ["Van"] }),
        b("High Roof LWB", { bodies: ["Van"] }),
      ],
      engines: [ice(2.0, 110, 375, 4, "diesel", "Turbo", [auto(6), manual(6)], RWD)],
      cabs: [SINGLE_CAB],
    }),
    model("eT60", ["Ute"], [92000, 95000], [2023], {
      badges: ["Pro"],
      engines: [ev(130, 310, TWO_WD)],
      cabs: [DOUBLE_CAB],
    }),
  ],
  Skoda: [
    model("Octavia", ["Wagon", "Sedan"], [40000, 60000], [2013], {
      badges: [
        b("Ambition", { to: 2020 }),
        b("Style", { from: 2021 }),
        b("Elegance", { to: 2020 }),
        b("Scout", { from: 2015, to: 2019, bodies: ["Wagon"] }),
        "RS",
      ],
      engines: [
        ice(1.4, 103, 250, 4, "petrol", "Turbo", [dct(7), manual(6)], FWD, {
          to: 2020,
          badges: ["Ambition", "Elegance"],
        }),
        ice(1.8, 132, 250, 4, "petrol", "Turbo", [dct(7)], FWD, { to: 2020, badges: ["Elegance"] }),
        ice(1.8, 132, 280, 4, "petrol", "Turbo", [dct(6)], AWD, { from: 2015, to: 2019, badges: ["Scout"] }),
        ice(2.0, 110, 320, 4, "diesel", "Turbo", [dct(6)], FWD, {
          to: 2019,
          badges: ["Ambition", "Elegance"],
        }),
        ice(2.0, 162, 350, 4, "petrol", "Turbo", [dct(6), manual(6)], FWD, { to: 2016, badges: ["RS"] }),
        ice(2.0, 169, 350, 4, "petrol", "Turbo", [dct(7)], FWD, { from: 2017, to: 2020, badges: ["RS"] }),
        ice(1.4, 110, 250, 4, "petrol", "Turbo", [auto(8)], FWD, { from: 2021, badges: ["Style"] }),
        ice(2.0, 180, 370, 4, "petrol", "Turbo", [dct(7)], FWD, { from: 2021, badges: ["RS"] }),
      ],
      series: [series("NE", 2013, 2020), series("NX", 2021)],
    }),
    // Australian sales began in mid-2017; the 2016 Paris debut cars were for Europe.
    model("Kodiaq", ["SUV"], [55000, 70000], [2017], {
      badges: [
        b("132TSI", { to: 2020 }),
        b("140TDI", { from: 2018, to: 2020 }),
        b("Style", { from: 2021 }),
        b("Selection", { from: 2025 }),
        b("Sportline", { from: 2019 }),
        b("RS", { from: 2020 }),
      ],
      engines: [
        ice(2.0, 132, 320, 4, "petrol", "Turbo", [dct(7)], AWD, {
          to: 2024,
          badges: ["132TSI", "Style", "Sportline"],
        }),
        ice(2.0, 140, 400, 4, "diesel", "Turbo", [dct(7)], AWD, {
          from: 2018,
          to: 2020,
          badges: ["140TDI", "Sportline"],
        }),
        ice(2.0, 176, 500, 4, "diesel", "Twin Turbo", [dct(7)], AWD, {
          from: 2020,
          to: 2020,
          badges: ["RS"],
        }),
        ice(2.0, 180, 370, 4, "petrol", "Turbo", [dct(7)], AWD, { from: 2021, badges: ["RS"] }),
        ice(2.0, 150, 320, 4, "petrol", "Turbo", [dct(7)], AWD, {
          from: 2025,
          badges: ["Selection", "Sportline"],
        }),
      ],
      seats: 7,
    }),
  ],
  Jayco: [
    model("Journey Outback", ["Caravan"], [75000, 98000], [2012], {
      badges: OFF_ROAD_LAYOUTS,
      trailer: OFF_ROAD_VAN,
    }),
    model("Starcraft", ["Caravan"], [55000, 72000], [2012], {
      badges: CARAVAN_LAYOUTS,
      trailer: TOURING_VAN,
    }),
    model("Silverline", ["Caravan"], [95000, 125000], [2013], {
      badges: [
        layout("21ft Club Lounge", 21, [2, 4]),
        layout("23ft Rear Ensuite", 23, [2, 4]),
        layout("24ft Island Bed", 24, [2, 2]),
      ],
      trailer: {
        ...TOURING_VAN,
        length: [6.6, 7.8],
        tare: [2400, 3000],
        atm: [3000, 3500],
        axles: ["Tandem"],
      },
    }),
    model("Crosstrak", ["Camper Trailer"], [38000, 52000], [2019], {
      badges: CAMPER_LAYOUTS,
      trailer: CAMPER,
    }),
    model("Conquest Motorhome", ["Motorhome"], [165000, 215000], [2012], {
      badges: MOTORHOME_LAYOUTS,
      engines: DUCATO,
      gvm: [4250, 4500],
      trailer: MOTORHOME,
    }),
  ],
  Avan: [
    model("Aspire", ["Caravan"], [65000, 85000], [2014], { badges: CARAVAN_LAYOUTS, trailer: TOURING_VAN }),
    model("Cruiseliner", ["Camper Trailer"], [40000, 55000], [2012], {
      badges: CAMPER_LAYOUTS,
      trailer: CAMPER,
    }),
    model("Applause Motorhome", ["Motorhome"], [180000, 230000], [2016], {
      badges: MOTORHOME_LAYOUTS,
      engines: SPRINTER,
      gvm: [4490, 5000],
      trailer: MOTORHOME,
    }),
  ],
  Coromal: [
    model("Element", ["Caravan"], [60000, 78000], [2012], { badges: CARAVAN_LAYOUTS, trailer: TOURING_VAN }),
    model("Lifestyle", ["Caravan"], [70000, 92000], [2012], {
      badges: CARAVAN_LAYOUTS,
      trailer: TOURING_VAN,
    }),
  ],
  Windsor: [
    model("Genesis", ["Caravan"], [58000, 74000], [2012], { badges: CARAVAN_LAYOUTS, trailer: TOURING_VAN }),
    model("Rapid", ["Caravan"], [48000, 62000], [2012], {
      badges: [layout("16ft Couples", 16, [2, 2]), layout("18ft Rear Ensuite", 18, [2, 4])],
      trailer: { ...TOURING_VAN, length: [4.9, 5.6], sleeps: [2, 4], tare: [1400, 1900], atm: [1900, 2400] },
    }),
  ],
  "New Age": [
    model("Manta Ray", ["Caravan"], [82000, 110000], [2012], {
      badges: OFF_ROAD_LAYOUTS,
      trailer: OFF_ROAD_VAN,
    }),
    model("Big Red", ["Caravan"], [98000, 130000], [2012], {
      badges: OFF_ROAD_LAYOUTS,
      trailer: OFF_ROAD_VAN,
    }),
  ],
  Sunliner: [
    model("Pinto", ["Motorhome"], [190000, 240000], [2012], {
      badges: MOTORHOME_LAYOUTS,
      engines: DUCATO,
      gvm: [4250, 4500],
      trailer: MOTORHOME,
    }),
    model("Monte Carlo", ["Motorhome"], [210000, 270000], [2012], {
      badges: MOTORHOME_LAYOUTS,
      engines: DAILY,
      gvm: [4490, 5200],
      trailer: MOTORHOME,
    }),
  ],
  Avida: [
    model("Esperance", ["Motorhome"], [185000, 225000], [2012], {
      badges: MOTORHOME_LAYOUTS,
      engines: DUCATO,
      gvm: [4250, 4500],
      trailer: MOTORHOME,
    }),
    model("Busselton", ["Motorhome"], [200000, 250000], [2012], {
      badges: MOTORHOME_LAYOUTS,
      engines: DAILY,
      gvm: [4490, 5200],
      trailer: MOTORHOME,
    }),
  ],
  Trakmaster: [
    model("Cape York", ["Camper Trailer"], [52000, 68000], [2012], {
      badges: CAMPER_LAYOUTS,
      trailer: { ...CAMPER, tare: [1300, 1800], atm: [1900, 2500] },
    }),
  ],
};

export const VEHICLE_KIND_BY_BODY: Record<BodyType, "car" | "caravan" | "motorhome" | "truck"> = {
  Sedan: "car",
  Hatchback: "car",
  SUV: "car",
  Ute: "car",
  Wagon: "car",
  Van: "car",
  Coupe: "car",
  Convertible: "car",
  "People Mover": "car",
  "Cab Chassis": "car",
  Caravan: "caravan",
  "Camper Trailer": "caravan",
  Motorhome: "motorhome",
  "Light Truck": "truck",
};

export const COLOURS: [name: string, hex: string][] = [
  ["Glacier White", "#f4f5f2"],
  ["Crystal Pearl", "#e9e7e0"],
  ["Silver Pearl", "#b8bcc0"],
  ["Graphite", "#4b4f54"],
  ["Eclipse Black", "#17181a"],
  ["Deep Blue", "#1f3a68"],
  ["Ocean Blue", "#2f6fa8"],
  ["Soul Red", "#9e1b22"],
  ["Bronze", "#8a6a44"],
  ["Sandstone", "#c8b48f"],
  ["Forest Green", "#2f4f3a"],
  ["Electric Orange", "#d2691e"],
  ["Steel Grey", "#6e7378"],
  ["Sunburst Yellow", "#e2b007"],
];

export const INTERIOR_COLOURS = [
  "Black Cloth",
  "Black Leather",
  "Grey Cloth",
  "Tan Leather",
  "Charcoal Suede",
];

export const STANDARD_EQUIPMENT = [
  "Apple CarPlay",
  "Android Auto",
  "Reversing camera",
  "Adaptive cruise control",
  "Lane keep assist",
  "Autonomous emergency braking",
  "Blind spot monitoring",
  "Rear cross traffic alert",
  "Dual-zone climate control",
  "Keyless entry and start",
  "LED headlights",
  "Alloy wheels",
  "Heated front seats",
  "Power tailgate",
  "Wireless phone charger",
  "Digital instrument cluster",
  "Satellite navigation",
  "Rain-sensing wipers",
  "Auto high beam",
  "360-degree camera",
  "Sunroof",
  "Premium audio",
  "Tow bar",
  "Roof rails",
  "Front parking sensors",
  "Rear parking sensors",
  "Head-up display",
  "Leather-accented seats",
];

export const CARAVAN_EQUIPMENT = [
  "Queen island bed",
  "Ensuite shower and toilet",
  "Solar panels",
  "Lithium battery",
  "Diesel heater",
  "Roll-out awning",
  "External kitchen",
  "Front tunnel boot",
  "Washing machine",
  "Two water tanks",
  "Independent suspension",
  "Electric brakes",
  "Reverse-cycle air conditioning",
  "Gas and electric hot water",
];

/**
 * The year the catalogue's prices are in: a model still on sale is priced as it was new in this
 * year, a model that left the market as it was in its last year.
 */
export const CATALOGUE_PRICE_YEAR = 2025;
/** How much dearer new cars became each year (Australian drive-away prices, 2011 to 2025). */
export const NEW_PRICE_RISE = 0.025;

/**
 * What a grade cost drive-away, new, in a model year: its own price where the catalogue gives
 * one, else its place in the model's band (grades are listed cheapest first), moved from the
 * model's price year by NEW_PRICE_RISE a year (a 2013 Corolla cost about three quarters of a 2025
 * one).
 */
export function newPriceOf(spec: ModelSpec, grade: Badge, year: number): number {
  const base = grade.price ?? spec.low + (spec.high - spec.low) * gradeShareOf(spec, grade);
  const priceYear = Math.min(spec.to ?? CATALOGUE_PRICE_YEAR, CATALOGUE_PRICE_YEAR);
  return base * Math.pow(1 + NEW_PRICE_RISE, year - priceYear);
}

/** A grade's place in its model's line-up, 0 the cheapest, 1 the dearest (0.5 for a model of one grade). */
export function gradeShareOf(spec: ModelSpec, grade: Badge): number {
  const rank = spec.badges.indexOf(grade);
  return spec.badges.length > 1 ? Math.max(0, rank) / (spec.badges.length - 1) : 0.5;
}

/** From this share of a model's line-up up, a grade is one of its dearer ones (see EQUIPMENT_YEARS). */
export const UPPER_GRADES = 0.5;

const PASSENGER: BodyType[] = [
  "Sedan",
  "Hatchback",
  "SUV",
  "Ute",
  "Wagon",
  "Coupe",
  "Convertible",
  "People Mover",
];

/**
 * When each feature reached Australian showrooms, as model years: `upper` is the first year the
 * dearer half of a line-up had it (UPPER_GRADES), `all` the first year any grade could, and no
 * `upper` means any year; a feature with `upper` but no `all` stayed on the dearer grades.
 * `bodies` keeps a feature to bodies that have one (a power tailgate, a sunroof). Apple CarPlay
 * and Android Auto arrived in 2016 (the MY16 Golf, Tucson and Commodore) and were on base grades
 * from about 2018; autonomous emergency braking was on dearer grades from 2013 and nearly every
 * grade by 2018, when ANCAP made it a condition of five stars; lithium batteries came to vans
 * about 2017. Absence is never wrong: a feature a car might have had but is not listed is a gap,
 * one it could not have had gives the listing away.
 */
export const EQUIPMENT_YEARS: Record<string, { upper?: number; all?: number; bodies?: BodyType[] }> = {
  "Apple CarPlay": { upper: 2016, all: 2018 },
  "Android Auto": { upper: 2016, all: 2018 },
  "Reversing camera": { upper: 2010, all: 2015 },
  "Adaptive cruise control": { upper: 2013, all: 2019 },
  "Lane keep assist": { upper: 2015, all: 2019 },
  "Autonomous emergency braking": { upper: 2013, all: 2018 },
  "Blind spot monitoring": { upper: 2011, all: 2021 },
  "Rear cross traffic alert": { upper: 2013, all: 2021 },
  "Dual-zone climate control": { upper: 2005 },
  "Keyless entry and start": { upper: 2008, all: 2021 },
  "LED headlights": { upper: 2013, all: 2020 },
  "Alloy wheels": {},
  "Heated front seats": { upper: 2005, bodies: PASSENGER },
  "Power tailgate": { upper: 2012, bodies: ["SUV", "Wagon", "People Mover"] },
  "Wireless phone charger": { upper: 2016, all: 2022 },
  "Digital instrument cluster": { upper: 2016, all: 2022 },
  "Satellite navigation": { upper: 2005 },
  "Rain-sensing wipers": { upper: 2008, all: 2020 },
  "Auto high beam": { upper: 2014, all: 2020 },
  "360-degree camera": { upper: 2015 },
  Sunroof: { upper: 2005, bodies: ["Sedan", "Hatchback", "SUV", "Wagon", "Coupe", "People Mover"] },
  "Premium audio": { upper: 2005, bodies: PASSENGER },
  "Tow bar": {
    bodies: [
      "Sedan",
      "Hatchback",
      "SUV",
      "Ute",
      "Wagon",
      "Van",
      "People Mover",
      "Cab Chassis",
      "Light Truck",
      "Motorhome",
    ],
  },
  "Roof rails": { bodies: ["SUV", "Wagon", "People Mover", "Van", "Ute"] },
  "Front parking sensors": { upper: 2008, all: 2022 },
  "Rear parking sensors": {},
  "Head-up display": { upper: 2014, bodies: PASSENGER },
  "Leather-accented seats": { upper: 2005, bodies: PASSENGER },
  "Lithium battery": { all: 2017 },
};

/**
 * Whether a car of this model year, grade (its share of the line-up, gradeShareOf) and body could
 * have had this feature (EQUIPMENT_YEARS; a feature not listed there could be on any).
 */
export function couldHave(item: string, year: number, gradeShare: number, body: BodyType): boolean {
  const rule = EQUIPMENT_YEARS[item];
  if (!rule) return true;
  if (rule.bodies && !rule.bodies.includes(body)) return false;
  if (rule.all !== undefined && year >= rule.all) return true;
  if (rule.upper === undefined) return rule.all === undefined;
  return year >= rule.upper && gradeShare >= UPPER_GRADES;
}
