import { answerDelivery, getLocationPoint } from "#server/pages/vehicle-page.server";
import { getVehicle } from "#server/data/vehicles.server";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import type { Route } from "./+types/api.car-delivery";

/*
 * GET /cars/{slug}/delivery?postcode=NNNN [VSD §7 "Delivery price lookup by postcode: returns name
 * and price"]: 200 with the estimate, or 400 with the calculator's message.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { database, services } = await getRuntime();
  const car = await getVehicle(database.db, site, params.slug);
  if (!car) return Response.json({ error: "No such car on this site." }, { status: 404 });
  const location = site.locations.find((l) => l.id === car.location_id) ?? site.locations[0]!;
  const answer = await answerDelivery(
    services.delivery,
    getLocationPoint(location.address),
    new URL(request.url).searchParams.get("postcode") ?? "",
  );
  return answer.status === "result"
    ? Response.json({ name: answer.name, price: answer.price, distance_km: answer.distance_km })
    : Response.json({ error: answer.message }, { status: 400 });
}
