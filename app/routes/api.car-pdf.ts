import { EVENT } from "#domain/lead-events";
import { recordAnalyticsEvent } from "#server/data/analytics.server";
import { createVehiclePdf } from "#server/pages/vehicle-pdf.server";
import { getVehiclePageData } from "#server/pages/vehicle-page.server";
import { getVehicle } from "#server/data/vehicles.server";
import { requestContext, siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import type { Route } from "./+types/api.car-pdf";
import { originContext } from "#server/sites/origin.server";

/*
 * /cars/{slug}/pdf: the car as a PDF, downloaded as {slug}.pdf [VSD §7]. The vehicle page's
 * Download PDF button posts here, which also records event 61 (print) through the rate limiter's
 * `tracking` limits; a GET (a shared link) serves the same file and records nothing
 * [docs/architecture.md rule 11: nothing changes state on a GET].
 */
async function pdfResponse(args: Route.LoaderArgs, record: boolean) {
  const site = args.context.get(siteContext);
  const { database, images, rateLimiter } = await getRuntime();
  const car = await getVehicle(database.db, site, args.params.slug);
  if (!car) return Response.json({ error: "No such car on this site." }, { status: 404 });
  if (record) {
    // Over the limit the buyer still gets the file; only the event goes unrecorded.
    const allowed = await rateLimiter.consume(site, "tracking", { ip: args.context.get(requestContext).ip });
    if (allowed.ok)
      await recordAnalyticsEvent(database.db, site, {
        event_id: EVENT.print,
        car_id: car.id,
        payload: { format: "pdf" },
      });
  }
  const now = new Date();
  const page = await getVehiclePageData(database.db, site, car, now);
  const pdf = await createVehiclePdf(site, page, images, { origin: args.context.get(originContext), now });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${car.slug}.pdf"`,
      "Cache-Control": "no-store",
    },
  });
}

export function loader(args: Route.LoaderArgs) {
  return pdfResponse(args, false);
}

export function action(args: Route.ActionArgs) {
  return pdfResponse(args, true);
}
