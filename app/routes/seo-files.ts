import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { inventoryFeedXml, robotsTxt, sitemapXml } from "#server/seo/feeds.server";
import type { Route } from "./+types/seo-files";
import { originContext } from "#server/sites/origin.server";

/*
 * /sitemap.xml, /robots.txt and /feeds/vehicles.xml of the site the request is for
 * (server/seo/feeds.server.ts). Shared caches may keep them for a few minutes.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const url = new URL(request.url);
  const headers = (type: string) => ({
    "Content-Type": type,
    "Cache-Control": "public, max-age=300",
  });
  if (url.pathname === "/robots.txt")
    return new Response(robotsTxt(context.get(originContext)), {
      headers: headers("text/plain; charset=utf-8"),
    });
  const { database } = await getRuntime();
  const body =
    url.pathname === "/sitemap.xml"
      ? await sitemapXml(database.db, site, context.get(originContext))
      : await inventoryFeedXml(database.db, site, context.get(originContext));
  return new Response(body, { headers: headers("application/xml; charset=utf-8") });
}
