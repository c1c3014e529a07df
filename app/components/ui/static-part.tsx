import { createContext, createElement, use } from "react";

/*
 * A part of the page only the server draws (docs/decisions/029-smaller-pages.md): the site's header
 * and footer. They are links and native disclosures, the same on every page of the site, with
 * nothing for React to do in the browser; drawing them there meant sending the data they are drawn
 * from (menus, locations, phones: a third of a page's hydration data) and hydrating some two
 * hundred elements on every page.
 *
 * The server renders each with the site's data (app/entry.server.tsx, through the fragment cache)
 * and passes the HTML down in `StaticPartsContext`. The browser takes the element over as it is:
 * React is given the element's own HTML, read from the document before the first render, so it
 * hydrates without a difference and never rewrites it (the same HTML again if it is ever drawn
 * anew). What changes between pages in the browser (the menu item of the section shown, a phone
 * menu left open) is set on that HTML directly: app/components/layout/header-follows-page.ts.
 */

export type StaticPartName = "header" | "footer";
export type StaticParts = Partial<Record<StaticPartName, string>>;

/** The server's HTML of each part on this page; null in the browser. */
export const StaticPartsContext = createContext<StaticParts | null>(null);

const adopted = new Map<StaticPartName, string | null>();

/** The part's HTML as the server sent it, read once from the document (null: the page has none). */
function adoptedHtml(name: StaticPartName): string | null {
  let html = adopted.get(name);
  if (html === undefined) {
    html = document.querySelector(`[data-part="${name}"]`)?.innerHTML ?? null;
    adopted.set(name, html);
  }
  return html;
}

export function StaticPart({
  as,
  name,
  className,
}: {
  as: "header" | "footer";
  name: StaticPartName;
  className?: string;
}) {
  const parts = use(StaticPartsContext);
  const html = parts ? (parts[name] ?? null) : typeof document === "undefined" ? null : adoptedHtml(name);
  if (html === null) return null;
  return createElement(as, {
    className,
    "data-part": name,
    // Its links go to the site's pages (drawn in a LinkScope, app/entry.server.tsx).
    "data-nav": "",
    dangerouslySetInnerHTML: { __html: html },
    // The browser's serialisation of the HTML may differ from the server's in form, never in content.
    suppressHydrationWarning: true,
  });
}
