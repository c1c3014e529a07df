import { readHistoryReport } from "#server/data/history-reports.server";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import type { Route } from "./+types/history-report";

/** GET /media/history/{file}.pdf: a history report in this site's DATA_DIR/media/{slug}/history/. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { env } = await getRuntime();
  const report = await readHistoryReport(env.DATA_DIR, context.get(siteContext).slug, params.file);
  if (!report) return new Response("Not Found", { status: 404 });
  return new Response(new Uint8Array(report), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${params.file}"`,
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
