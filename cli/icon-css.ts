import type { ComponentType } from "react";
import { createRequire } from "node:module";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { FILLED_ICON_NAMES, ICON_NAMES } from "../app/components/ui/icon-names";

/*
 * app/components/ui/icons.css: each icon the app draws as a CSS mask, made from lucide's own
 * drawings (each lucide-react component rendered once), so an icon looks as it did inline
 * (docs/decisions/027-links-and-icons.md). `.i-heart` sets `--icon` to the drawing as a data URL;
 * `.icon` (app.css) paints the text colour through it. A page carries `<i class="icon i-heart">`,
 * one element with no children; the drawings arrive once, in the stylesheet cached for a year.
 *
 * A mask has one colour, so a filled icon (the saved heart and bookmark, the stars, the play
 * button) is a second drawing with the fill on, `--icon-filled`, for the names in
 * FILLED_ICON_NAMES only.
 */
export const ICON_CSS_FILE = "app/components/ui/icons.css";

/** A drawing as lucide makes it, in its viewBox. */
export async function lucideDrawing(name: string) {
  const module = (await import(`lucide-react/icons/${name}`)) as { default: ComponentType };
  const markup = renderToStaticMarkup(createElement(module.default));
  const open = markup.slice(0, markup.indexOf(">") + 1);
  const viewBox = /viewBox="([^"]*)"/.exec(open)?.[1];
  if (!open.startsWith("<svg") || !markup.endsWith("</svg>") || !viewBox) {
    throw new Error(`lucide-react drew "${name}" as something other than one <svg>: ${open}`);
  }
  // React closes every shape with an end tag; in XML a shape with nothing inside can close itself.
  const drawing = markup.slice(open.length, -"</svg>".length).replace(/><\/[a-z]+>/g, "/>");
  return { viewBox, drawing };
}

/** The SVG document of one icon, as a mask: black where the icon is drawn. */
export function iconSvg(viewBox: string, drawing: string, filled: boolean) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" fill="${filled ? "black" : "none"}" ` +
    `stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${drawing}</svg>`
  );
}

/** A data URL in CSS: double quotes around it, single ones inside, and only what must be escaped. */
export function svgDataUrl(svg: string) {
  const encoded = svg.replace(/"/g, "'").replace(/[%#<>{}\n]/g, (c) => encodeURIComponent(c));
  return `url("data:image/svg+xml,${encoded}")`;
}

export async function iconCss() {
  const { version } = createRequire(import.meta.url)("lucide-react/package.json") as { version: string };
  const filled: readonly string[] = FILLED_ICON_NAMES;
  const rules = await Promise.all(
    ICON_NAMES.map(async (name) => {
      const { viewBox, drawing } = await lucideDrawing(name);
      const properties = [`--icon: ${svgDataUrl(iconSvg(viewBox, drawing, false))};`];
      if (filled.includes(name))
        properties.push(`--icon-filled: ${svgDataUrl(iconSvg(viewBox, drawing, true))};`);
      return `  .i-${name} {\n${properties.map((p) => `    ${p}`).join("\n")}\n  }`;
    }),
  );
  return [
    `/* Lucide icons (lucide-react ${version}, ISC licence, lucide.dev), by the names in app/components/ui/icon-names.ts.`,
    "   Made by the forecourt icons command: do not edit. */",
    "@layer components {",
    ...rules,
    "}",
    "",
  ].join("\n");
}
