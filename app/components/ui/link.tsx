import { createContext, use, useEffect } from "react";
import { useNavigate, type NavigateFunction } from "react-router";

/*
 * A link to a page of this site, as cheap to render as an `<a>` (docs/decisions/027-links-and-icons.md).
 * React Router's `<Link>` resolves its path and sets up a click handler with several hooks per
 * link; a search page has about 200 links, and that was a tenth of rendering it. Here a link is a
 * plain anchor marked `data-nav`, and one listener on the window (`useLinkNavigation`, in the root
 * layout) turns a plain click on a marked link into a client-side navigation. The browser knows
 * every route from the start (`routeDiscovery: "initial"`, docs/decisions/029-smaller-pages.md), so
 * nothing needs discovering. Without JavaScript, or with a modifier key, it is an ordinary link.
 *
 * A part whose every link is one of these (a result card, the header, the footer) marks its own
 * element `data-nav` and its links go unmarked (`LinkScope`): a search page carried the mark two
 * hundred times.
 */
type LinkProps = Omit<React.ComponentPropsWithRef<"a">, "href"> & {
  to: string;
  /** Load the page from the server (no client-side navigation). */
  reloadDocument?: boolean;
  /** Keep the scroll position (a filter chip removed above the results). */
  preventScrollReset?: boolean;
};

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** A path on this site ("/cars/…", "?page=2", "#enquire"), not another origin or scheme. */
function isSitePath(to: string) {
  const first = to.charCodeAt(0);
  // "/" but not "//": the common case, decided without a regular expression (200 links a page).
  if (first === 47) return to.charCodeAt(1) !== 47;
  return !ABSOLUTE_URL.test(to);
}

/**
 * Whether the links drawn here are inside an element marked `data-nav`: links to this site's pages
 * are routed there without a mark of their own, and one that must load the page is marked
 * `data-reload`.
 */
export const LinkScope = createContext(false);

export function Link({ to, reloadDocument, preventScrollReset, ...props }: LinkProps) {
  const scoped = use(LinkScope);
  const routed = !reloadDocument && isSitePath(to);
  return (
    <a
      {...props}
      href={to}
      data-nav={routed && !scoped ? "" : undefined}
      data-reload={reloadDocument && scoped ? "" : undefined}
      data-keep-scroll={routed && preventScrollReset ? "" : undefined}
    />
  );
}

/** Whether a menu item is the page shown or a page above it (as React Router's NavLink decides). */
export function isCurrentSection(pathname: string, href: string): boolean {
  const cut = href.search(/[?#]/);
  const to = (cut === -1 ? href : href.slice(0, cut)).toLowerCase();
  const here = pathname.toLowerCase();
  return here === to || (to !== "/" && here.startsWith(to) && here.charAt(to.length) === "/");
}

/** Where a click should take the router, or null to leave it to the browser. */
export function routedLink(
  event: MouseEvent,
  here: Location,
): { href: string; preventScrollReset: boolean } | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const target = event.target instanceof Element ? event.target.closest("a") : null;
  if (!(target instanceof HTMLAnchorElement)) return null;
  if (!target.hasAttribute("data-nav")) {
    // Unmarked: routed only inside a marked part, and not a link within the page ("#main").
    if (target.hasAttribute("data-reload") || !target.closest("[data-nav]")) return null;
    if (target.getAttribute("href")?.startsWith("#")) return null;
  }
  if ((target.target && target.target !== "_self") || target.hasAttribute("download")) return null;
  if (target.origin !== here.origin) return null;
  return {
    href: target.pathname + target.search + target.hash,
    preventScrollReset: target.hasAttribute("data-keep-scroll"),
  };
}

let routerNavigate: NavigateFunction | null = null;

/**
 * Goes to a page of this site from code (a control drawn apart from the page, with no router of
 * its own: app/components/ui/server-cached.tsx): through the router once the page is running.
 */
export function navigateTo(to: string) {
  if (routerNavigate) void routerNavigate(to);
  else window.location.assign(to);
}

/** One listener for every `<Link>` on the page: a plain click navigates without a page load. */
export function useLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    routerNavigate = navigate;
    const onClick = (event: MouseEvent) => {
      const link = routedLink(event, window.location);
      if (link === null) return;
      event.preventDefault();
      const here = window.location.pathname + window.location.search + window.location.hash;
      // As React Router's own links: a link to the page already shown replaces its history entry.
      void navigate(link.href, { replace: link.href === here, preventScrollReset: link.preventScrollReset });
    };
    window.addEventListener("click", onClick);
    return () => {
      window.removeEventListener("click", onClick);
      if (routerNavigate === navigate) routerNavigate = null;
    };
  }, [navigate]);
}
