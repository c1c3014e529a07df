import { isAutograbEligible } from "#domain/price-gauge";
import { getVehicle } from "#server/data/vehicles.server";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import type { Route } from "./+types/api.car-autogauge";

/*
 * GET /cars/{slug}/autogauge [VSD §7 Price comparison]: fill, listing_price, market_range_min,
 * market_range_max, confidence and description, from the market price service, for cars the
 * autograb rule allows [SW §5 Autograb eligibility]; the comparables used come along.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { database, services } = await getRuntime();
  const car = await getVehicle(database.db, site, params.slug);
  if (!car) return Response.json({ error: "No such car on this site." }, { status: 404 });
  if (!isAutograbEligible(car, site.plugins.includes("Autogauge"))) {
    return Response.json({ error: "Price comparison is not offered for this car." }, { status: 404 });
  }
  const comparison = await services.marketPrice.compare(car);
  if (!comparison) return Response.json({ error: "No comparable cars." }, { status: 404 });
  return Response.json(comparison, { headers: { "Cache-Control": "public, max-age=300" } });
}
