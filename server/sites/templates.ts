import type { Layout } from "./schema";
import type { TEMPLATE_NAMES } from "./schema";

/*
 * A template is a named preset of layout switches. Components read the switches, never the
 * template name, so a site can take a template and override any single switch in its file.
 */
export const TEMPLATE_PRESETS: Record<(typeof TEMPLATE_NAMES)[number], Layout> = {
  metro: { header: "mega", footer: "columns", hero: "full-bleed" },
  showroom: { header: "bar", footer: "compact", hero: "split" },
};
