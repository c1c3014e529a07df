import { slugify } from "#domain/slug";
import { COLOURS, MAKES } from "#server/demo/catalogue";
import type { Site } from "#server/sites/registry";
import type { Drawable } from "./draw";

/*
 * What the sites' pages can link to as a drawing (docs/decisions/034-bounded-drawings.md): the
 * cars of the demo catalogue in its paint colours, the makes' logos, and each site's locations,
 * banners, promo pictures, hero and favicon in its theme's primary and accent colours. Stock feeds
 * bring photos (`media/...`), not drawings, so this is all there is to draw.
 */
export function drawableFor(sites: readonly Site[]): Drawable {
  const colours = new Set(COLOURS.map(([, hex]) => hex.slice(1)));
  const makes = new Set(MAKES.map(([name]) => slugify(name)));
  const locations = new Set<string>();
  const marks = new Set<string>();
  for (const site of sites) {
    colours.add(site.theme.primary.slice(1));
    colours.add(site.theme.accent.slice(1));
    for (const dealership of site.dealerships) for (const make of dealership.manufacturers) makes.add(make);
    for (const location of site.locations) locations.add(location.slug);
    marks.add(site.logo.mark);
  }
  return { colours, makes, locations, marks };
}
