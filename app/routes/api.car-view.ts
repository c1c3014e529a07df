import { countVehicleView, getVehicle, getVehicleViews } from "#server/data/vehicles.server";
import { requestContext, siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { retryAfterHeaders } from "#server/security/rate-limit.server";
import type { Route } from "./+types/api.car-view";

/*
 * /cars/{slug}/view.json [VSD §7 View count]: GET answers the car's views with the fields a card
 * refreshes (car_fields) and changes nothing; POST counts one view first (the vehicle page sends it
 * once a day per browser), through the rate limiter's `tracking` limits [docs/architecture.md rule 11].
 * The query the spec sends (photos_count, updated_at, website_id) is accepted and not needed: the
 * site comes from the host, as everywhere.
 */
async function answer(context: Route.LoaderArgs["context"], slug: string, count: boolean) {
  const site = context.get(siteContext);
  const { database, rateLimiter } = await getRuntime();
  const car = await getVehicle(database.db, site, slug);
  if (!car) return Response.json({ error: "No such car on this site." }, { status: 404 });
  if (count) {
    const allowed = await rateLimiter.consume(site, "tracking", { ip: context.get(requestContext).ip });
    if (!allowed.ok)
      return Response.json({ error: allowed.message }, { status: 429, headers: retryAfterHeaders(allowed) });
  }
  const views = count
    ? await countVehicleView(database.db, site, slug)
    : await getVehicleViews(database.db, site, slug);
  return Response.json(
    {
      views,
      car_fields: {
        id: car.id,
        slug: car.slug,
        status: car.status,
        price: car.price,
        photos_count: car.photos_count,
      },
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export function loader({ params, context }: Route.LoaderArgs) {
  return answer(context, params.slug, false);
}

export function action({ params, context }: Route.ActionArgs) {
  return answer(context, params.slug, true);
}
