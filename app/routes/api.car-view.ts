import { countVehicleView, getVehicle } from "#server/models/vehicles.server";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import type { Route } from "./+types/api.car-view";

/*
 * GET /cars/{slug}/view.json [VSD §7 View count]: counts one view and answers the car's views with
 * the fields a card refreshes (car_fields). The query (photos_count, updated_at, website_id) is
 * accepted as the spec sends it; the site comes from the host, as everywhere.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { database } = await getRuntime();
  const car = await getVehicle(database.db, site, params.slug);
  if (!car) return Response.json({ error: "No such car on this site." }, { status: 404 });
  const views = await countVehicleView(database.db, site, params.slug);
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
