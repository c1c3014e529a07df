import type { ComponentType } from "react";
import { createRequire } from "node:module";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ICON_NAMES } from "../app/components/ui/icon-names";

/*
 * app/components/ui/icons.svg: one <symbol> per icon the app draws, made from lucide's own
 * drawings (each lucide-react component rendered once), so an icon looks as it did inline.
 * Vite serves the file under a content hash, cached for a year; pages only carry
 * <svg><use href="…#name"></svg>.
 *
 * A symbol sets what no usage changes (the stroke in the text colour, round caps and joins). The
 * fill and the stroke width sit on each page's <svg> (components/ui/icon.tsx), because a value
 * on the symbol would win over one inherited from the page: `fill-current` on a saved bookmark
 * and `fill-red-600` on a saved heart fill the drawing only because the symbol has no fill.
 */
export const ICON_SPRITE_FILE = "app/components/ui/icons.svg";

const SYMBOL_ATTRIBUTES = 'stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"';

async function symbol(name: string) {
  const module = (await import(`lucide-react/icons/${name}`)) as { default: ComponentType };
  const markup = renderToStaticMarkup(createElement(module.default));
  const open = markup.slice(0, markup.indexOf(">") + 1);
  const viewBox = /viewBox="([^"]*)"/.exec(open)?.[1];
  if (!open.startsWith("<svg") || !markup.endsWith("</svg>") || !viewBox) {
    throw new Error(`lucide-react drew "${name}" as something other than one <svg>: ${open}`);
  }
  const drawing = markup.slice(open.length, -"</svg>".length);
  return `<symbol id="${name}" viewBox="${viewBox}" ${SYMBOL_ATTRIBUTES}>${drawing}</symbol>`;
}

export async function iconSprite() {
  const { version } = createRequire(import.meta.url)("lucide-react/package.json") as { version: string };
  const symbols = await Promise.all(ICON_NAMES.map(symbol));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg">',
    `<!-- Lucide icons (lucide-react ${version}, ISC licence, lucide.dev), by the names in app/components/ui/icon-names.ts. Made by the forecourt icons command: do not edit. -->`,
    ...symbols,
    "</svg>",
    "",
  ].join("\n");
}
