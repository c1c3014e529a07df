import { describe, expect, it } from "vitest";
import { demoRegistry } from "../../tests/setup/sites";
import { MODELS, VEHICLE_KIND_BY_BODY, soldIn, variantsOf, type BodyType, type ModelSpec } from "./catalogue";
import { generateCars } from "./generate";

/*
 * Search relevance is judged on the demo stock, so every car must be one that really existed in
 * Australia: its model year within the model's years there, and a grade, body and engine that the
 * model had that year. The checks below read the catalogue directly rather than the generator's
 * own picking code.
 */

const now = new Date("2026-11-21T00:00:00Z");
const thisYear = now.getFullYear();
const registry = demoRegistry();
const PER_SITE = 3000;
const stock = new Map(
  registry.sites.map((site) => [site.slug, [...generateCars(site, PER_SITE, 11, { now }, 10_000)].flat()]),
);
const allCars = [...stock.values()].flat();
const models = Object.entries(MODELS).flatMap(([make, specs]) => specs.map((spec) => ({ make, spec })));
const specOf = (make: string, model: string) => MODELS[make]?.find((s) => s.name === model);
const lastYear = (spec: ModelSpec) => Math.min(spec.to ?? thisYear, thisYear);
const FUEL = {
  petrol: "Petrol - Unleaded ULP",
  diesel: "Diesel",
  hybrid: "Hybrid",
  electric: "Electric",
  "plug-in": "Plug-in Hybrid",
};

type Car = (typeof allCars)[number];

/** What is wrong with a car against the catalogue; empty when it is a real combination. */
function problemsOf(car: Car): string[] {
  const label = `${car.stocknum} ${car.name}`;
  const spec = specOf(car.make, car.model);
  if (!spec) return [`${label}: ${car.make} ${car.model} is not in the catalogue`];
  const problems: string[] = [];
  const year = car.year;
  const body = car.simple_body as BodyType;
  if (year < spec.from || year > lastYear(spec)) problems.push(`${label}: ${year} outside its model years`);
  if (car.car_type !== "used" && spec.to !== undefined && spec.to < thisYear)
    problems.push(`${label}: sold ${car.car_type} but no longer on sale new`);
  if (!spec.bodies.includes(body) || !soldIn(spec.bodyYears?.[body] ?? {}, year))
    problems.push(`${label}: never a ${body} in ${year}`);
  if (car.vehicle_kind !== VEHICLE_KIND_BY_BODY[body]) problems.push(`${label}: kind ${car.vehicle_kind}`);
  if (car.name !== `${year} ${car.make} ${car.model} ${car.badge}`) problems.push(`${label}: name`);
  const badge = spec.badges.find((b) => b.name === car.badge);
  if (!badge) return [...problems, `${label}: ${car.badge} is not a ${car.model} grade`];
  if (!soldIn(badge, year)) problems.push(`${label}: no ${car.badge} in ${year}`);
  if (badge.bodies && !badge.bodies.includes(body)) problems.push(`${label}: no ${car.badge} ${body}`);

  const trailer = car.specifications;
  if (!!spec.trailer !== !!trailer) problems.push(`${label}: trailer specifications do not suit the model`);
  if (trailer && badge.layout) {
    const [fewest, most] = badge.layout.sleeps;
    if (trailer.sleeps! < fewest || trailer.sleeps! > most)
      problems.push(`${label}: sleeps ${trailer.sleeps}`);
    const feet = badge.layout.feet;
    if (feet && Math.abs(trailer.body_length! - feet * 0.3048 - 0.15) > 0.16)
      problems.push(`${label}: ${trailer.body_length} m long`);
  }
  if (trailer && trailer.aggregate_trailer_mass! <= trailer.tare_weight!)
    problems.push(`${label}: no payload`);

  if (spec.engines.length === 0) {
    if (car.engine_size_litres !== null || car.variant !== null || car.fuel !== null)
      problems.push(`${label}: a towed van with an engine`);
    return problems;
  }
  const v = car.variant;
  if (!v) return [...problems, `${label}: no engine details`];
  const engine = spec.engines.find(
    (e) =>
      soldIn(e, year) &&
      (!e.badges || e.badges.includes(car.badge!)) &&
      (!e.bodies || e.bodies.includes(body)) &&
      e.litres === car.engine_size_litres &&
      e.litres === v.enginesize_litres &&
      e.kw === v.power &&
      e.nm === v.torque &&
      e.cylinders === v.cylinders &&
      e.induction === v.induction &&
      FUEL[e.fuel] === car.fuel &&
      e.drives.includes(car.drive as never) &&
      (!badge.drives || badge.drives.includes(car.drive as never)) &&
      e.gearboxes.some((g) => g.trans === car.trans && g.gears === car.gearnum),
  );
  if (!engine)
    problems.push(
      `${label}: no ${car.engine_size_litres} L ${v.power} kW ${v.cylinders}-cylinder ${car.fuel} ${car.drive} ${car.trans} engine`,
    );
  return problems;
}

describe("the model catalogue", () => {
  it("gives every model its years, grades, bodies and engines, consistent with each other", () => {
    const problems: string[] = [];
    for (const { make, spec } of models) {
      const label = `${make} ${spec.name}`;
      const kinds = new Set(spec.bodies.map((b) => VEHICLE_KIND_BY_BODY[b]));
      if (kinds.size !== 1) problems.push(`${label}: bodies of different kinds`);
      const towed = kinds.has("caravan");
      if (towed !== (spec.engines.length === 0)) problems.push(`${label}: engines do not suit the kind`);
      if ((towed || kinds.has("motorhome")) && !spec.trailer)
        problems.push(`${label}: no trailer specifications`);
      if (spec.to !== undefined && spec.to < spec.from) problems.push(`${label}: ends before it starts`);
      if (spec.low > spec.high) problems.push(`${label}: price band upside down`);
      const names = spec.badges.map((b) => b.name);
      if (new Set(names).size !== names.length) problems.push(`${label}: a grade listed twice`);
      for (const item of [...spec.badges, ...spec.engines]) {
        if (item.bodies?.some((b) => !spec.bodies.includes(b))) problems.push(`${label}: unknown body`);
        if ((item.from ?? spec.from) < spec.from || (item.to ?? spec.to ?? 9999) > (spec.to ?? 9999))
          problems.push(`${label}: a grade or engine outside the model's years`);
      }
      for (const engine of spec.engines) {
        for (const name of engine.badges ?? [])
          if (!names.includes(name)) problems.push(`${label}: engine names unknown grade ${name}`);
        if ((engine.fuel === "electric") !== (engine.litres === null))
          problems.push(`${label}: an electric drive with litres, or an engine without`);
        if ((engine.fuel === "electric") !== (engine.cylinders === null))
          problems.push(`${label}: cylinders do not suit the fuel`);
      }
      const usedBadges = new Set<string>();
      const usedEngines = new Set<unknown>();
      for (let year = spec.from; year <= (spec.to ?? thisYear); year++) {
        const variants = variantsOf(spec, year);
        for (const body of spec.bodies.filter((b) => soldIn(spec.bodyYears?.[b] ?? {}, year)))
          if (!variants.some((v) => v.body === body))
            problems.push(`${label}: nothing to sell as a ${year} ${body}`);
        for (const v of variants) {
          usedBadges.add(v.badge.name);
          usedEngines.add(v.engine);
        }
      }
      for (const name of names)
        if (!usedBadges.has(name)) problems.push(`${label}: ${name} never has an engine`);
      for (const engine of spec.engines)
        if (!usedEngines.has(engine))
          problems.push(`${label}: the ${engine.litres} L ${engine.kw} kW fits no grade`);
    }
    expect(problems).toEqual([]);
    expect(models.length).toBeGreaterThan(120);
  });

  it("names the real Australian grades and years of the models buyers search for most", () => {
    const names = (make: string, model: string) => specOf(make, model)!.badges.map((b) => b.name);
    expect(names("Toyota", "HiLux")).toEqual(["Workmate", "SR", "SR5", "Rogue", "Rugged X", "GR Sport"]);
    expect(names("Ford", "Ranger")).toEqual(["XL", "XLS", "XLT", "Sport", "Wildtrak", "Platinum", "Raptor"]);
    expect(names("Mazda", "CX-5")).toEqual(
      expect.arrayContaining(["Maxx", "Maxx Sport", "Touring", "GT", "Akera"]),
    );
    expect(specOf("Skoda", "Kodiaq")!.from).toBe(2017);
    expect(specOf("Kia", "Tasman")!.from).toBe(2025);
    expect(specOf("Mercedes-Benz", "A-Class")!.bodies).not.toContain("Wagon");
  });
});

describe("demo stock drawn from the catalogue", () => {
  it("makes every car on every demo site a real year, grade, body and engine of its model", () => {
    const problems = allCars.flatMap(problemsOf);
    expect(problems.slice(0, 20)).toEqual([]);
    expect(allCars).toHaveLength(PER_SITE * registry.sites.length);
  });

  it("keeps the used, new and demo mix, with used cars across their model's years", () => {
    const used = allCars.filter((c) => c.car_type === "used");
    expect(new Set(used.map((c) => c.year)).size).toBeGreaterThan(10);
    expect(allCars.some((c) => c.car_type === "new")).toBe(true);
    expect(allCars.some((c) => c.car_type === "demo")).toBe(true);
    const outback = stock.get("outback-rv")!;
    expect(outback.some((c) => c.vehicle_kind === "motorhome" && c.variant?.power && c.specifications)).toBe(
      true,
    );
  });

  it("never invents the combinations that gave the game away", () => {
    const of = (model: string) => allCars.filter((c) => c.model === model);
    const hilux = of("HiLux");
    expect(hilux.length).toBeGreaterThan(50);
    expect(hilux.filter((c) => ["Azami", "Wildtrak"].includes(c.badge!))).toEqual([]);
    const kodiaq = of("Kodiaq");
    expect(kodiaq.length).toBeGreaterThan(0);
    expect(kodiaq.filter((c) => c.year < 2017)).toEqual([]);
    const tasman = of("Tasman");
    expect(tasman.length).toBeGreaterThan(0);
    expect(tasman.filter((c) => c.year < 2025)).toEqual([]);
    const aClass = of("A-Class");
    expect(aClass.length).toBeGreaterThan(0);
    expect(aClass.filter((c) => c.engine_size_litres === 1.6 && c.variant?.power === 244)).toEqual([]);
    expect(aClass.filter((c) => c.engine_size_litres === 1.6).every((c) => c.variant!.power! <= 115)).toBe(
      true,
    );
    expect(aClass.filter((c) => c.simple_body === "Wagon")).toEqual([]);
  });
});
