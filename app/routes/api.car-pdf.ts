import { EVENT } from "#domain/lead-events";
import { analyticsEvents } from "#server/db/schema";
import { createVehiclePdf } from "#server/models/vehicle-pdf.server";
import { getVehiclePageData } from "#server/models/vehicle-page.server";
import { getVehicle } from "#server/models/vehicles.server";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import type { Route } from "./+types/api.car-pdf";

/* GET /cars/{slug}/pdf: the car as a PDF, downloaded as {slug}.pdf [VSD §7]; event 61 (print). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { database, images } = await getRuntime();
  const car = await getVehicle(database.db, site, params.slug);
  if (!car) return Response.json({ error: "No such car on this site." }, { status: 404 });
  const now = new Date();
  const page = await getVehiclePageData(database.db, site, car, now);
  const pdf = await createVehiclePdf(site, page, images, { origin: new URL(request.url).origin, now });
  await database.db
    .insert(analyticsEvents)
    .values({ site_id: site.id, event_id: EVENT.print, car_id: car.id, payload: { format: "pdf" } })
    .catch((error: unknown) => console.warn("Print event not recorded", error));
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${car.slug}.pdf"`,
      "Cache-Control": "no-store",
    },
  });
}
