import { redirect } from "react-router";
import { endSession } from "#server/auth/auth.server";
import { requestContext, siteContext } from "#server/request-context.server";
import { retryAfterHeaders } from "#server/security/rate-limit.server";
import { getRuntime } from "#server/runtime.server";
import type { Route } from "./+types/sign-out";
import { PRIVATE_PAGE } from "#domain/page-policy";

/** The visitor's own page: never kept by the page cache or a CDN. */
export const handle = PRIVATE_PAGE;

/** POST /sign-out: ends the buyer's session on this site and goes home. */
export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const { database, rateLimiter } = await getRuntime();
  const allowed = await rateLimiter.consume(site, "account", { ip: context.get(requestContext).ip });
  if (!allowed.ok) throw new Response(allowed.message, { status: 429, headers: retryAfterHeaders(allowed) });
  throw redirect("/", {
    status: 303,
    headers: { "Set-Cookie": await endSession(database.db, site, request) },
  });
}

/** A GET changes nothing: signing out is a POST, so no other site can sign a buyer out with a link. */
export function loader() {
  return redirect("/");
}
