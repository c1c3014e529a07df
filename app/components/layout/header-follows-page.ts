import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { isCurrentSection } from "~/components/ui/link";

/*
 * The header is the server's HTML, which React does not redraw (app/components/ui/static-part.tsx).
 * After a navigation in the browser, the menu marks the section now shown, as the server marks it
 * (`aria-current` on the menu's top items, `data-section`), and a menu left open closes: the buyer
 * chose where to go.
 */
export function useHeaderFollowsPage() {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const header = document.querySelector('[data-part="header"]');
    if (!header) return;
    for (const link of header.querySelectorAll<HTMLAnchorElement>("a[data-section]")) {
      if (isCurrentSection(pathname, link.getAttribute("href") ?? ""))
        link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
    // Not on the first page: a menu opened before the page took over stays open.
    if (shown.current !== null && shown.current !== pathname)
      for (const menu of header.querySelectorAll("details[open]")) menu.removeAttribute("open");
    shown.current = pathname;
  }, [pathname]);
}
