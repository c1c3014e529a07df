import { formatWhole } from "#domain/money";
import { hasOdometer } from "#domain/vehicle-words";
import { formLeadSource } from "../site-leads.server";
import type { LeadRecord } from "./lead-record.server";

/*
 * The vehicles a lead names, as the dealer's e-mail and the ADF/XML carry them [docs/decisions/
 * 036-what-the-dealer-receives.md]. A lead names up to two:
 * - the car from the site's stock it was sent about (a vehicle page, a test drive, a reservation,
 *   finance or a trade-in on that car): interest "test-drive" for a test drive, else "buy";
 * - the car the buyer typed in: the one to test drive (interest "test-drive"), the one to trade in
 *   or sell ("trade-in" from /trade-in, "sell" from /sell-your-car), or the buyer's own car for a
 *   service or parts (ADF 1.0 has no interest for it: none is given, and the vehicle's comments
 *   say what it is).
 */
export type LeadVehicleInterest = "buy" | "test-drive" | "trade-in" | "sell";

export type LeadVehicle = {
  /** A car from the site's stock (the lead's car), or one the buyer typed in. */
  fromStock: boolean;
  /** Null for the buyer's own car on a service or parts lead. */
  interest: LeadVehicleInterest | null;
  /** What the dealer's e-mail calls it. */
  label: string;
  /** Null where nobody said (a model typed for a test drive). */
  status: "new" | "used" | null;
  year: number | null;
  make: string;
  model: string;
  trim: string | null;
  vin: string | null;
  /** The dealer's stock number, for a car from the site's stock. */
  stock: string | null;
  odometer: number | null;
  colour: string | null;
  rego: string | null;
  /** The vehicle's own note in the ADF (why it is there, where its interest cannot say). */
  note: string | null;
};

/** What each form calls the car the buyer typed in, by the form's `source` attribute. */
const TYPED_VEHICLE = new Map<
  string,
  { interest: LeadVehicleInterest | null; label: string; note: string | null }
>([
  [formLeadSource("test-drive"), { interest: "test-drive", label: "Test drive vehicle", note: null }],
  [formLeadSource("trade-in"), { interest: "trade-in", label: "Trade-in vehicle", note: null }],
  [
    formLeadSource("service"),
    { interest: null, label: "Service vehicle", note: "The customer's own vehicle, to be serviced." },
  ],
  [
    formLeadSource("parts"),
    { interest: null, label: "Parts for", note: "The customer's own vehicle, that the parts are for." },
  ],
]);

/** The trade-in form's addresses where the buyer sells the car outright [SW §2 "/trade-in (some dealers /sell-your-car)"]. */
const SELL_PATHS = new Set(["/sell-your-car", "/sell-my-car"]);

const textOf = (value: unknown) =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";

function wholeOf(value: unknown): number | null {
  const digits = textOf(value);
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

export function leadVehicles(lead: LeadRecord): LeadVehicle[] {
  const vehicles: LeadVehicle[] = [];
  if (lead.car)
    vehicles.push({
      fromStock: true,
      interest: lead.category === "Test Drive" ? "test-drive" : "buy",
      label: "Vehicle",
      status: lead.car.car_type === "new" ? "new" : "used",
      year: lead.car.year,
      make: lead.car.make,
      model: lead.car.model,
      trim: lead.car.badge,
      vin: lead.car.vin,
      stock: lead.car.stocknum,
      odometer: hasOdometer(lead.car.vehicle_kind) ? lead.car.km : null,
      colour: lead.car.colour,
      rego: null,
      note: null,
    });
  const typed = TYPED_VEHICLE.get(textOf(lead.payload.source));
  const make = textOf(lead.payload.vehicle_make);
  const model = textOf(lead.payload.vehicle_model);
  const year = wholeOf(lead.payload.vehicle_year);
  const odometer = wholeOf(lead.payload.odometer);
  const vin = textOf(lead.payload.vin);
  const rego = textOf(lead.payload.rego);
  // A stock car's VIN is stored with the lead too: it is that car's, not a typed one.
  const typedVin = lead.car && vin === lead.car.vin ? "" : vin;
  if (typed && (make || model || year !== null || odometer !== null || typedVin || rego)) {
    const selling = typed.interest === "trade-in" && SELL_PATHS.has(textOf(lead.payload.url));
    vehicles.push({
      fromStock: false,
      interest: selling ? "sell" : typed.interest,
      label: selling ? "Vehicle to sell" : typed.label,
      // A car to trade in, sell, service or fit parts to has been driven; a model to test drive may be new.
      status: typed.interest === "test-drive" ? null : "used",
      year,
      make,
      model,
      trim: null,
      vin: typedVin || null,
      stock: null,
      odometer,
      colour: null,
      rego: rego ? [rego, textOf(lead.payload.rego_state)].filter(Boolean).join(" ") : null,
      note: typed.note,
    });
  }
  return vehicles;
}

/** One line of the e-mail for a car the buyer typed in: "2019 Toyota HiLux, 60,000 km, VIN …". */
export function typedVehicleLine(vehicle: LeadVehicle): string {
  return [
    [vehicle.year, vehicle.make, vehicle.model].filter((part) => part !== null && part !== "").join(" "),
    vehicle.odometer !== null ? `${formatWhole(vehicle.odometer)} km` : "",
    vehicle.vin ? `VIN ${vehicle.vin}` : "",
  ]
    .filter(Boolean)
    .join(", ");
}
