import { redirect } from "react-router";
import { budgetSearchUrl } from "#server/pages/budget-finder.server";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import type { Route } from "./+types/budget-finder";

/*
 * GET /budget-finder: where the budget finder and the price-range search send the buyer, with or
 * without JavaScript [SW §4, §5 Budget finder "Search limits to price>1000"]: to the site's search
 * with the price ceiling and the body picked, or the price range asked. It only reads. Asked for
 * JSON (the forms do, with JavaScript, so a failure stays beside the form) it answers the address.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { database } = await getRuntime();
  const href = await budgetSearchUrl(database.db, site, new URL(request.url).searchParams);
  if (request.headers.get("accept")?.includes("application/json")) return Response.json({ href });
  throw redirect(href);
}
