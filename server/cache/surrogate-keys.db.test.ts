import { describe, expect, it } from "vitest";
import { seedDemoData } from "#server/demo/seed";
import { useTestDatabase } from "../../tests/setup/test-database";
import { demoRegistry } from "../../tests/setup/sites";
import { sellAnyCar } from "../../tests/setup/stock";
import { createPagesInFlight } from "./pages-in-flight.server";
import { carKey, startPurging, stockKey } from "./surrogate-keys.server";

const registry = demoRegistry();
const site = registry.sites.find((s) => s.slug === "southern-cross")!;
const other = registry.sites.find((s) => s.slug === "harbourside-toyota")!;
const database = useTestDatabase((db) => seedDemoData(db, registry, { seed: 7, cars: 200, now: new Date() }));

/** A purger on a listening connection the test drives: what it purged, in order. */
async function purging() {
  const purged: string[][] = [];
  const pages = createPagesInFlight();
  const channel: { notify?: (payload: string) => void; listening?: (listening: boolean) => void } = {};
  const stop = await startPurging({
    db: database.db,
    listen: async (_name, onNotify, onListening) => {
      channel.notify = onNotify;
      channel.listening = onListening;
      onListening(true);
    },
    purger: { purge: async (keys) => void purged.push(keys) },
    siteIds: [site.id, other.id],
    outwait: (atMostMs) => pages.ended(atMostMs),
  });
  return { purged, pages, channel, stop };
}

describe("purging the CDN as stock changes", () => {
  it("purges a sold car's pages and the stock at once, and again once the pages begun before it are answered", async () => {
    const { purged, pages, channel, stop } = await purging();
    const page = pages.begin(); // a page an instance was making from what it knew before the sale
    const carId = await sellAnyCar(database.db, site.id);
    channel.notify!(String(site.id));
    await expect.poll(() => purged.length).toBe(1);
    expect(purged[0]).toEqual([stockKey(site.id), carKey(carId)]);
    // The page in flight could land in the CDN after that purge: the second waits for it, however
    // long it takes (here longer than the pause the purger adds for the CDN to take the page in).
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(purged).toHaveLength(1);
    page();
    await expect.poll(() => purged.length).toBe(2);
    expect(purged[1]).toEqual(purged[0]);
    await stop();
  });

  it("purges what changed while it could not hear, once it hears again, and nothing of a site that did not change", async () => {
    const { purged, channel, stop } = await purging();
    channel.listening!(false);
    const carId = await sellAnyCar(database.db, other.id);
    expect(purged).toHaveLength(0);
    channel.listening!(true);
    await expect.poll(() => purged.length).toBe(2);
    expect(purged).toEqual([
      [stockKey(other.id), carKey(carId)],
      [stockKey(other.id), carKey(carId)],
    ]);
    // Heard again with nothing new: nothing more to purge.
    channel.listening!(false);
    channel.listening!(true);
    await stop();
    expect(purged).toHaveLength(2);
  });
});
