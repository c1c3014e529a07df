import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { ImageParamsSchema } from "#server/images/service";
import type { Route } from "./+types/img";

// GET /img/{source}?w=&q=&fm= — stored and drawn images, resized [SW §7 Images]. Stored photos
// are the site's own: another site's host gets the not-found picture (server/images/service.ts),
// as does a drawing no page links to. A site whose renders are queued to the limit gets a 503.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const parsed = ImageParamsSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) {
    return Response.json(
      { errors: parsed.error.issues.map((i) => ({ field: i.path.join("."), message: i.message })) },
      { status: 400 },
    );
  }
  const { images } = await getRuntime();
  const result = await images.render(context.get(siteContext).slug, params["*"] ?? "", parsed.data);
  if (result.status === 503)
    return new Response(new Uint8Array(result.body), {
      status: 503,
      headers: { "Content-Type": result.contentType, "Cache-Control": "no-store", "Retry-After": "1" },
    });
  return new Response(new Uint8Array(result.body), {
    status: result.status,
    headers: {
      "Content-Type": result.contentType,
      "Cache-Control": result.immutable
        ? "public, max-age=31536000, immutable"
        : result.status === 200
          ? "public, max-age=86400, stale-while-revalidate=604800"
          : "public, max-age=60",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
