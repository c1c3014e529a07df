/*
 * What the site calls the vehicles it sells, from the kinds it sells [issue: "Every label comes from
 * the site's vehicle wording"]: a car dealer's "Show Me 742 Cars" is a caravan search's "Show Me 120
 * Caravans", and a site selling several kinds says "Vehicles". The spec's labels are written for
 * cars ("Show Me {n} Cars", "Compare Cars", "Protect Your Car"); a site of cars reads them as written.
 */
const ONE: Record<string, string> = {
  car: "Car",
  motorcycle: "Motorcycle",
  caravan: "Caravan",
  motorhome: "Motorhome",
  truck: "Truck",
};

export type VehicleWords = {
  /** "Car", "Caravan", "Vehicle". */
  one: string;
  /** "Cars", "Caravans", "Vehicles". */
  many: string;
};

export function vehicleWords(kinds: readonly string[]): VehicleWords {
  const distinct = [...new Set(kinds)];
  if (distinct.length > 1) return { one: "Vehicle", many: "Vehicles" };
  const kind = distinct[0] ?? "car";
  const one = ONE[kind] ?? `${kind[0]?.toUpperCase() ?? ""}${kind.slice(1)}`;
  return { one, many: `${one}s` };
}

/**
 * The kinds a search shows: those the buyer chose, else those among its results, else the site's.
 * A caravan search ("body=Caravan" on a site of caravans, motorhomes and trucks) shows caravans.
 */
export function kindsShown(
  chosen: readonly string[] | undefined,
  found: readonly { value: string; count: number }[] | undefined,
  siteKinds: readonly string[],
): string[] {
  if (chosen?.length) return [...chosen];
  const present = (found ?? []).filter((item) => item.count > 0).map((item) => item.value);
  return present.length ? present : [...siteKinds];
}

/** A towed caravan or camper has no odometer: no kilometres are shown, asked or filtered for it. */
export function hasOdometer(kind: string): boolean {
  return kind !== "caravan";
}

/** What a trade-in asks about, in the site's words (`tradeInWords`). */
export type TradeInWords = {
  /** "Car" on a site of cars; "Vehicle" where a buyer may trade more than a car. */
  one: string;
  /** "Cars", "Vehicles". */
  many: string;
  /** What a buyer may trade, for a sentence: "car", or "caravan, motorhome, truck or car". */
  choices: string;
};

/**
 * What a trade-in asks about [issue 31]. A buyer trades in what they drive or tow: on a site of cars
 * their car, in the spec's words ("Trade In or Sell Your Car"); on a site of caravans (or motorhomes,
 * trucks, motorcycles) a vehicle: one of the kinds the site sells, or the car that towed the van.
 */
export function tradeInWords(siteKinds: readonly string[]): TradeInWords {
  const others = [...new Set(siteKinds)].filter((kind) => kind !== "car");
  if (others.length === 0) return { one: "Car", many: "Cars", choices: "car" };
  const names = [...others.map((kind) => vehicleWords([kind]).one.toLowerCase()), "car"];
  return { one: "Vehicle", many: "Vehicles", choices: `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` };
}
