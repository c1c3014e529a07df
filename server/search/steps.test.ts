import { describe, expect, it } from "vitest";
import { Random } from "#server/demo/random";
import { car, now, options } from "../../tests/setup/search-docs";
import { buildSearchIndex, searchIndexSteps, type SearchDoc } from "./engine";
import { siteIndex, takeChanges, takeChangesSteps } from "./layered";
import { runInSlices } from "./steps";

const MAKES = ["Toyota", "Ford", "Mazda", "Kia", "Hyundai"];

function cars(count: number, seed: number, firstId = 1): SearchDoc[] {
  const rng = new Random(seed);
  return Array.from({ length: count }, (_, k) => {
    const id = firstId + k;
    const make = MAKES[rng.int(0, MAKES.length - 1)]!;
    return car(id, {
      name: `2020 ${make} Model${id % 7}`,
      year: 2015 + (id % 10),
      make,
      model: `Model${id % 7}`,
      badge: null,
      colour: rng.int(0, 1) ? "White" : "Blue",
      price: rng.int(5, 90) * 1000,
      km: rng.int(0, 200_000),
      created_at: +now - id * 60_000,
    });
  });
}

/** How many times other work ran while `work` did (a timer that counts its turns). */
async function turnsDuring<T>(work: () => Promise<T>): Promise<{ value: T; turns: number }> {
  let turns = 0;
  let running = true;
  const tick = () => {
    turns++;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  const value = await work();
  running = false;
  return { value, turns };
}

describe("indexes made in slices", () => {
  it("give way to other work while they are made, and answer as one made at once", async () => {
    const docs = cars(20_000, 1);
    const { value: sliced, turns } = await turnsDuring(() => runInSlices(searchIndexSteps(docs), 0));
    const { turns: fewerTurns } = await turnsDuring(() =>
      runInSlices(searchIndexSteps(docs.slice(0, 2_000)), 0),
    );
    // Between its phases and every 2,048 cars within them: ten times the cars, at least 8 more turns.
    expect(turns - fewerTurns).toBeGreaterThanOrEqual(8);
    const whole = buildSearchIndex(docs);
    for (const request of [
      {},
      { refinements: { make: ["Kia"] } },
      { query: "model3", sortBy: "price_asc" as const },
    ]) {
      expect({ ...sliced.search(request, options), ms: 0 }).toEqual({
        ...whole.search(request, options),
        ms: 0,
      });
    }
  });

  it("take changes and compact in slices, with the same answers", async () => {
    const docs = cars(4_000, 2);
    const fresh = cars(3_000, 3, 4_001);
    const changed = new Set(fresh.map((d) => d.id));
    const index = siteIndex(buildSearchIndex(docs));
    // 3,000 new cars pass half of 4,000: the layers are compacted.
    const { value: sliced, turns } = await turnsDuring(() =>
      runInSlices(takeChangesSteps(index, changed, fresh), 0),
    );
    expect(turns).toBeGreaterThan(2);
    expect(sliced.layers.changes).toBeNull();
    const atOnce = takeChanges(index, changed, fresh);
    const afresh = buildSearchIndex([...docs, ...fresh]);
    for (const request of [
      {},
      { refinements: { colour: ["Blue"] } },
      { sortBy: "latest" as const, page: 3 },
    ]) {
      const expected = { ...afresh.search(request, options), ms: 0 };
      expect({ ...sliced.search(request, options), ms: 0 }).toEqual(expected);
      expect({ ...atOnce.search(request, options), ms: 0 }).toEqual(expected);
    }
  });
});
