import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import type { Route } from "./+types/api.appointments";

/*
 * GET /api/appointments?location={slug} [VSD §7 "Appointment availability for test drives"]: the
 * free test-drive times of one of the site's locations, by date, from the appointment service. The
 * vehicle page's test-drive form asks for them when it opens, so the page itself stays the same for
 * every visitor (and cacheable). Reads only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const slug = new URL(request.url).searchParams.get("location");
  const location = site.locations.find((l) => l.slug === slug && l.visible);
  if (!location)
    return Response.json(
      { error: "No such location on this site." },
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  const { services } = await getRuntime();
  const slots = await services.appointments.availability(site, location.id);
  return Response.json({ location: location.slug, slots }, { headers: { "Cache-Control": "no-store" } });
}
