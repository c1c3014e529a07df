import { redirect } from "react-router";
import { siteContext } from "#server/request-context.server";
import type { Route } from "./+types/favicon";

/** /favicon.ico, which browsers ask for on their own: the site's drawn logo mark. */
export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return redirect(`/img/draw/mark/${site.logo.mark}/${site.theme.primary.slice(1)}?fm=svg`, {
    status: 301,
    headers: { "Cache-Control": "public, max-age=86400" },
  });
}
