import { redirect } from "react-router";
import { gateFor, signInHref } from "#domain/gated-routes";
import { getSignedInUser, type SignedInUser } from "#server/auth/auth.server";
import type { Database } from "#server/db/client";
import type { Site } from "#server/sites/registry";

/*
 * The sign-in gate [SW §2 Sign-in gated routes; §6]: a route the site gates sends a signed-out
 * visitor to /sign-in with the type, the address they asked for and the same-site page they came
 * from ("back"); a signed-in buyer goes on. Route loaders and actions call it: a client-side
 * navigation runs the route's own loader, never only the root's.
 */
export async function passGate(db: Database, site: Site, request: Request): Promise<SignedInUser | null> {
  const url = new URL(request.url);
  const type = gateFor(url.pathname, site.gated_routes, site.garage_paths);
  if (!type) return null;
  const user = await getSignedInUser(db, site, request);
  if (user) return user;
  throw redirect(signInHref(type, `${url.pathname}${url.search}`, sameSiteReferer(request, url)));
}

/** The page the visitor came from, when it is on this site. */
function sameSiteReferer(request: Request, url: URL): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.origin === url.origin ? `${from.pathname}${from.search}` : null;
  } catch {
    return null;
  }
}
