import { getSignedInUser } from "#server/auth/auth.server";
import { getWatchlistCarIds } from "#server/data/watchlist.server";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import type { Route } from "./+types/api.watchlist";

/*
 * GET /api/watchlist: who is signed in on this site and which cars they saved, for the save
 * controls to show the right state (pages themselves stay the same for every visitor).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  if (!site.favourites.watchlist_enabled) return Response.json({ error: "Not found" }, { status: 404 });
  const { database } = await getRuntime();
  const user = await getSignedInUser(database.db, site, request);
  const body = user
    ? {
        signed_in: true,
        phone_number: user.phone,
        car_ids: await getWatchlistCarIds(database.db, site, user),
      }
    : { signed_in: false, phone_number: null, car_ids: [] };
  return Response.json(body, { headers: { "Cache-Control": "private, no-store" } });
}
