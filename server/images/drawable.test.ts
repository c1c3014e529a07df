import { describe, expect, it } from "vitest";
import { slugify } from "#domain/slug";
import {
  generateCars,
  generateOffers,
  generateSiteExtras,
  manufacturerRows,
  modelRows,
} from "#server/demo/generate";
import { locationImageSrc } from "#server/sites/sync";
import { demoRegistry } from "../../tests/setup/sites";
import { drawSource } from "./draw";
import { drawableFor } from "./drawable";

/*
 * The other side of refusing drawings no page links to: every drawing the demo data and the pages
 * do link to is drawn, so bounding them breaks no picture.
 */
const now = new Date("2026-11-21T00:00:00Z");
const registry = demoRegistry();
const drawable = drawableFor(registry.sites);

function linkedDrawings(): Set<string> {
  const sources = new Set<string>();
  const add = (src: string | null | undefined) => src?.startsWith("draw/") && sources.add(src);
  for (const m of manufacturerRows()) add(m.logo_src);
  for (const offer of generateOffers(registry.sites, 7, { now })) add(offer.image_src);
  for (const site of registry.sites) {
    for (const car of [...generateCars(site, 600, 7, { now }, 10_000)].flat()) {
      for (const image of car.images ?? []) add(image.src);
      for (const frame of car.spin_images ?? []) add(frame);
      add(car.spin_interior_image);
    }
    const extras = generateSiteExtras(site, 7, { now }, 1);
    for (const tile of extras.promoTiles) add(tile.image_src);
    for (const brand of extras.brandDirectory) [brand.logo_src, brand.banner_src].forEach(add);
    for (const website of extras.websites) add(website.logo_src);
    for (const location of site.locations) add(locationImageSrc(site, location.slug));
    const primary = site.theme.primary.slice(1);
    // The home page's hero, each model page's picture and the favicon (app/routes/home.tsx, model.tsx, root.tsx).
    add(`draw/car/suv/${primary}/front-quarter`);
    for (const model of modelRows()) add(`draw/car/${slugify(model.body)}/${primary}/front-quarter`);
    add(`draw/mark/${site.logo.mark}/${primary}`);
  }
  add("draw/not-found");
  return sources;
}

describe("what may be drawn", () => {
  it("includes every drawing the demo data and the pages link to", () => {
    const sources = linkedDrawings();
    expect(sources.size).toBeGreaterThan(1000);
    const refused = [...sources].filter((src) => drawSource(src.split("/").slice(1), drawable) === null);
    expect(refused).toEqual([]);
  });
});
