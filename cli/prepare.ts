import { Presets, SingleBar } from "cli-progress";
import { seedDemoData } from "#server/demo/seed";
import { openForCommand } from "./open";

export const DEMO_SEED = 20261121;

/** Migrates the database and loads the demo data unless it is already there. */
export async function prepareDemo(
  options: { cars?: number; force?: boolean; seed?: number; replaceStock?: boolean } = {},
) {
  const { registry, handle } = await openForCommand();
  const bar = new SingleBar(
    { format: "Demo stock {bar} {value}/{total} cars", hideCursor: true, noTTYOutput: false },
    Presets.shades_classic,
  );
  let barStarted = false;
  try {
    const started = performance.now();
    const result = await seedDemoData(handle.db, registry, {
      seed: options.seed ?? DEMO_SEED,
      cars: options.cars,
      force: options.force,
      replaceStock: options.replaceStock,
      onProgress: (done, total) => {
        if (!process.stdout.isTTY) return;
        if (!barStarted) {
          bar.start(total, 0);
          barStarted = true;
        }
        bar.update(done);
      },
    });
    if (barStarted) bar.stop();
    if (!result.skipped) {
      console.log(
        `Loaded demo data: ${result.cars} cars across ${registry.sites.length} sites in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    return result;
  } finally {
    await handle.close();
  }
}
