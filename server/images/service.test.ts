import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { COLOURS } from "#server/demo/catalogue";
import { demoRegistry } from "../../tests/setup/sites";
import { drawableFor } from "./drawable";
import { createImageService } from "./service";

const drawable = drawableFor(demoRegistry().sites);

function cacheBytes(dataDir: string) {
  const root = path.join(dataDir, "cache", "images");
  return readdirSync(root).reduce(
    (sum, folder) =>
      sum +
      readdirSync(path.join(root, folder)).reduce((s, f) => s + statSync(path.join(root, folder, f)).size, 0),
    0,
  );
}

describe("the image service", () => {
  it("reads a site's stored photos for that site only [docs/architecture.md rule 4]", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "forecourt-images-"));
    mkdirSync(path.join(dataDir, "media", "redline-used", "u1"), { recursive: true });
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#123456" } })
      .jpeg()
      .toBuffer();
    writeFileSync(path.join(dataDir, "media", "redline-used", "u1", "1.jpg"), photo);
    const images = createImageService({ dataDir, drawable });
    const params = { w: 160, q: 75, fm: "webp" as const };
    expect((await images.render("redline-used", "media/u1/1.jpg", params)).status).toBe(200);
    expect((await images.render("southern-cross", "media/u1/1.jpg", params)).status).toBe(404);
    expect((await images.render("southern-cross", "media/../redline-used/u1/1.jpg", params)).status).toBe(
      404,
    );
  });

  it("keeps its disk cache under the cap, dropping the least recently used", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "forecourt-images-"));
    const cap = 60_000;
    const images = createImageService({ dataDir, drawable, cacheBytes: cap });
    const params = { w: 320, q: 75, fm: "webp" as const };
    // Many distinct drawn variants: without a cap each would stay on disk for ever.
    for (let i = 0; i < 40; i++) {
      const hex = COLOURS[i % COLOURS.length]![1].slice(1);
      const view = ["side", "front", "rear"][Math.floor(i / COLOURS.length)]!;
      const result = await images.render("southern-cross", `draw/car/sedan/${hex}/${view}`, params);
      expect(result.status).toBe(200);
    }
    const { bytes, entries } = await images.cacheSize();
    expect(bytes).toBeLessThanOrEqual(cap);
    expect(entries).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 50)); // deletions finish in the background
    expect(cacheBytes(dataDir)).toBeLessThanOrEqual(cap);

    // A restarted service finds what is on disk and still holds the cap.
    const restarted = createImageService({ dataDir, drawable, cacheBytes: cap });
    expect((await restarted.cacheSize()).bytes).toBe(bytes);
  });
});

/*
 * Issue 28: any colour was drawn on demand, 0.4 to 1.0 s of a core each; 40 at once took 6.5 s
 * and slowed every site. Only what the pages link to is drawn, each variant once, a few at a time.
 */
describe("drawing on demand", () => {
  const params = { w: 320, q: 75, fm: "webp" as const };

  it("refuses a drawing no page links to (another colour, make, body, view or theme) without drawing it", async () => {
    const images = createImageService({
      dataDir: mkdtempSync(path.join(os.tmpdir(), "forecourt-images-")),
      drawable,
    });
    for (const src of [
      "draw/car/suv/123456/side",
      "draw/spin/suv/abcdef/3",
      "draw/banner/toyota/00ff00",
      "draw/promo/654321/sale/wide",
      "draw/mark/SC/fedcba",
      "draw/logo/make-1",
      "draw/car/spaceship/f4f5f2/side",
      "draw/car/suv/f4f5f2/side-99",
      "draw/promo/0b2545/anything-at-all",
      "draw/location/nowhere/0b2545",
      "draw/car/suv/f4f5f2/side/extra",
    ]) {
      const result = await images.render("southern-cross", src, params);
      expect(result.status, src).toBe(404);
    }
    expect(images.stats().renders).toBe(0);
    expect((await images.cacheSize()).entries).toBe(0);
  });

  it("draws what the pages link to once, then serves it from the cache, across a restart", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "forecourt-images-"));
    const images = createImageService({ dataDir, drawable });
    const site = demoRegistry().sites[0]!;
    const sources = [
      "draw/car/suv/f4f5f2/front-quarter",
      `draw/car/caravan/${COLOURS[10]![1].slice(1)}/kitchen-2`,
      `draw/car/suv/${site.theme.primary.slice(1)}/front-quarter`,
      `draw/location/${site.locations[0]!.slug}/${site.theme.primary.slice(1)}`,
      `draw/promo/${site.theme.accent.slice(1)}/finance/wide`,
      `draw/mark/${site.logo.mark}/${site.theme.primary.slice(1)}`,
      "draw/logo/toyota",
      "draw/spin/ute/17181a/35",
    ];
    for (const src of sources) expect((await images.render(site.slug, src, params)).status, src).toBe(200);
    expect(images.stats().renders).toBe(sources.length);
    const again = await Promise.all(sources.map((src) => images.render(site.slug, src, params)));
    expect(again.map((r) => r.status)).toEqual(sources.map(() => 200));
    expect(images.stats().renders).toBe(sources.length);

    const restarted = createImageService({ dataDir, drawable });
    expect((await restarted.render(site.slug, sources[0]!, params)).status).toBe(200);
    expect(restarted.stats().renders).toBe(0);
  });

  it("renders at most the set number at once, however many are asked for together", async () => {
    const images = createImageService({
      dataDir: mkdtempSync(path.join(os.tmpdir(), "forecourt-images-")),
      drawable,
      renderConcurrency: 2,
    });
    const sources = COLOURS.slice(0, 10).map(([, hex]) => `draw/car/wagon/${hex.slice(1)}/side`);
    const results = await Promise.all(sources.map((src, i) => images.render(i % 2 ? "a" : "b", src, params)));
    expect(results.map((r) => r.status)).toEqual(sources.map(() => 200));
    expect(images.stats()).toEqual({ renders: 10, running: 0, peak: 2 });
  });
});
