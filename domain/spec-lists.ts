/*
 * [VSD §3 Spec lists] "(empty, null or 'null' values are hidden)"
 *   Featured: kilometres, compliance date or year, build date or year, engine, fuel, transmission,
 *     induction, seats, registration, rego expiry, stock no, VIN, exterior colour.
 *   Specifications: engine power, fuel consumption L/100km, tank capacity, weight, length, height,
 *     width, towing capacity.
 *   Summary: body type, body configuration, drive type, colour, torque, cylinders, gearbox, safety
 *     rating, engine size, engine variant.
 * [VSD §9] "Specs preview 4 items; feature list 8."
 */
import { getRegoExpiryText } from "./rego-expiry";
import { hasOdometer } from "./vehicle-words";

export const SPECS_PREVIEW = 4;
export const FEATURES_PREVIEW = 8;

export type SpecItem = { label: string; value: string };

export type SpecCar = {
  km: number;
  /** A caravan has no odometer: its kilometres are not listed. */
  vehicle_kind: string;
  year: number;
  compliance_date: string | null;
  build_date: string | null;
  engine_size: number | null;
  engine_size_litres: number | null;
  fuel: string | null;
  trans: string | null;
  simple_transmission: string | null;
  seats: number | null;
  regplate: string | null;
  rego_expiry: string | null;
  stocknum: string;
  vin: string | null;
  colour: string | null;
  simple_body: string | null;
  bodyconfiguration: string | null;
  drive: string | null;
  gearnum: number | null;
  variant: {
    cylinders: number | null;
    induction: string | null;
    geartype: string | null;
    fuelconsumptioncombined: number | null;
    fuelcapacity: number | null;
    grossvehiclemass: number | null;
    vehiclelength: number | null;
    vehicleheight: number | null;
    vehiclewidth: number | null;
    towingcapacitybraked: number | null;
    bodyconfiguration: string | null;
    torque: number | null;
    power: number | null;
    ancaprating: number | null;
  } | null;
};

const whole = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 2 });

/** True for a value the lists show: not empty, not null, not the text 'null'. */
export function isShownValue(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "number") return Number.isFinite(value);
  const text = String(value).trim();
  return text !== "" && text.toLowerCase() !== "null";
}

function list(items: [label: string, value: unknown, format?: (value: never) => string][]): SpecItem[] {
  return items
    .filter(([, value]) => isShownValue(value))
    .map(([label, value, format]) => ({
      label,
      value: format ? format(value as never) : String(value).trim(),
    }));
}

/** "2024-03-15" as "03/2024" (month and year: what compliance and build plates carry). */
function monthYear(date: string) {
  const [year, month] = date.split("-");
  return `${month}/${year}`;
}

const unit =
  (suffix: string, format = whole) =>
  (value: number) =>
    `${format.format(value)} ${suffix}`;

function engineText(car: SpecCar): string | null {
  const litres = car.engine_size_litres ?? (car.engine_size ? car.engine_size / 1000 : null);
  if (!litres) return null;
  const cylinders = car.variant?.cylinders;
  return `${litres.toFixed(1)}L${cylinders ? ` ${cylinders} cyl` : ""}`;
}

export function getFeaturedSpecs(car: SpecCar, options: { today: string; pastRegoLabel: string | null }) {
  return list([
    ["Kilometres", hasOdometer(car.vehicle_kind) ? car.km : null, unit("km")],
    ["Compliance Date", car.compliance_date ? monthYear(car.compliance_date) : car.year],
    ["Build Date", car.build_date ? monthYear(car.build_date) : car.year],
    ["Engine", engineText(car)],
    ["Fuel", car.fuel],
    ["Transmission", car.trans ?? car.simple_transmission],
    ["Induction", car.variant?.induction],
    ["Seats", car.seats],
    ["Registration", car.regplate],
    [
      "Rego Expiry",
      car.rego_expiry ? getRegoExpiryText(car.rego_expiry, options.today, options.pastRegoLabel) : null,
    ],
    ["Stock No", car.stocknum],
    ["VIN", car.vin],
    ["Exterior Colour", car.colour],
  ]);
}

export function getSpecifications(car: SpecCar) {
  const v = car.variant;
  return list([
    ["Engine Power", v?.power, unit("kW")],
    ["Fuel Consumption", v?.fuelconsumptioncombined, unit("L/100km", oneDecimal)],
    ["Tank Capacity", v?.fuelcapacity, unit("L")],
    ["Weight", v?.grossvehiclemass, unit("kg")],
    ["Length", v?.vehiclelength, unit("mm")],
    ["Height", v?.vehicleheight, unit("mm")],
    ["Width", v?.vehiclewidth, unit("mm")],
    ["Towing Capacity", v?.towingcapacitybraked, unit("kg")],
  ]);
}

export function getSummarySpecs(car: SpecCar) {
  const v = car.variant;
  return list([
    ["Body Type", car.simple_body],
    ["Body Configuration", car.bodyconfiguration ?? v?.bodyconfiguration],
    ["Drive Type", car.drive],
    ["Colour", car.colour],
    ["Torque", v?.torque, unit("Nm")],
    ["Cylinders", v?.cylinders],
    ["Gearbox", v?.geartype ?? (car.gearnum ? `${car.gearnum} speed` : null)],
    ["Safety Rating", v?.ancaprating, (stars: number) => `${stars} star ANCAP`],
    ["Engine Size", car.engine_size, unit("cc")],
    ["Engine Variant", engineText(car)],
  ]);
}

export type TrailerCar = {
  specifications: {
    body_width: number | null;
    body_length: number | null;
    tare_weight: number | null;
    axle_type: string | null;
    sleeps: number | null;
    aggregate_trailer_mass: number | null;
  } | null;
};

/** Caravans' trailer specifications [VSD §3 Car: specifications], hidden the same way. */
export function getTrailerSpecs(car: TrailerCar) {
  const s = car.specifications;
  return list([
    // Caravan bodies are measured in metres (the feed's 5.85, 2.35).
    ["Body Width", s?.body_width, unit("m", twoDecimals)],
    ["Body Length", s?.body_length, unit("m", twoDecimals)],
    ["Tare Weight", s?.tare_weight, unit("kg")],
    ["Aggregate Trailer Mass", s?.aggregate_trailer_mass, unit("kg")],
    ["Axle Type", s?.axle_type],
    ["Sleeps", s?.sleeps],
  ]);
}

/** Summary rows that repeat a featured row's fact: drawn once where the lists meet (the compare table). */
const REPEATS_FEATURED = new Set(["Colour", "Engine Variant"]);

/**
 * Every row a car is compared by, each fact once: a caravan's trailer specifications, the featured
 * list, the summary without what the featured list already says (its colour and engine), then the
 * specifications.
 */
export function getCompareSpecs(
  car: SpecCar & TrailerCar,
  options: { today: string; pastRegoLabel: string | null },
) {
  return [
    ...getTrailerSpecs(car),
    ...getFeaturedSpecs(car, options),
    ...getSummarySpecs(car).filter((item) => !REPEATS_FEATURED.has(item.label)),
    ...getSpecifications(car),
  ];
}
