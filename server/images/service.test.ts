import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createImageService } from "./service";

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
  it("reads a site's stored photos for that site only [ARCHITECTURE rule 4]", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "forecourt-images-"));
    mkdirSync(path.join(dataDir, "media", "redline-used", "u1"), { recursive: true });
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#123456" } })
      .jpeg()
      .toBuffer();
    writeFileSync(path.join(dataDir, "media", "redline-used", "u1", "1.jpg"), photo);
    const images = createImageService({ dataDir });
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
    const images = createImageService({ dataDir, cacheBytes: cap });
    const params = { w: 320, q: 75, fm: "webp" as const };
    // Many distinct drawn variants: without a cap each would stay on disk for ever.
    for (let i = 0; i < 40; i++) {
      const result = await images.render("southern-cross", `draw/logo/make-${i}`, params);
      expect(result.status).toBe(200);
    }
    const { bytes, entries } = await images.cacheSize();
    expect(bytes).toBeLessThanOrEqual(cap);
    expect(entries).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 50)); // deletions finish in the background
    expect(cacheBytes(dataDir)).toBeLessThanOrEqual(cap);

    // A restarted service finds what is on disk and still holds the cap.
    const restarted = createImageService({ dataDir, cacheBytes: cap });
    expect((await restarted.cacheSize()).bytes).toBe(bytes);
  });
});
