import { createContext, type RouterContextProvider } from "react-router";
import { getEnv } from "#server/env.server";
import type { Site } from "./registry";

/*
 * Every absolute address in a page, a feed, a PDF or a message (canonical, og:url, og:image,
 * JSON-LD, sitemap, robots.txt, links in e-mails) comes from the site's configuration, never from
 * the request [docs/decisions/035-canonical-origin.md]: a Host header with another port, or another
 * alias of the site, cannot put itself into a page that a cache then serves to everyone.
 *
 *   the site's primary domain      https://{its first domain}
 *   on this machine (development)  http://{slug}.localhost:{PUBLIC_PORT, else PORT}: for a site
 *                                  without domains, and for a visit to <slug>.localhost, localhost
 *                                  or a loopback address (so the demo sites' links work where
 *                                  they are browsed)
 */
export function siteOrigin(site: Pick<Site, "slug" | "domains">, options: { local?: boolean } = {}): string {
  if (site.domains[0] && !options.local) return `https://${site.domains[0].toLowerCase()}`;
  const env = getEnv();
  return `http://${site.slug}.localhost:${env.PUBLIC_PORT ?? env.PORT}`;
}

/** The origin of the site this request is for, set with the site by the root middleware. */
export const originContext = createContext<string>();

/** An absolute address on the origin of the site this request is for. */
export function pageUrl(context: Readonly<RouterContextProvider>, path: string): string {
  return new URL(path, context.get(originContext)).href;
}
