import { redirect } from "react-router";
import * as z from "zod/mini";
import { ownValue } from "#domain/own-key";
import { safeRedirectPath } from "#domain/safe-redirect";
import { watchlistNoticeHref, watchlistSignInHref } from "#domain/watchlist";
import { getSignedInUser } from "#server/auth/auth.server";
import { removeFromWatchlist, saveToWatchlist } from "#server/data/watchlist.server";
import { requestContext, siteContext } from "#server/request-context.server";
import { readFormFields } from "#server/security/form.server";
import { retryAfterHeaders } from "#server/security/rate-limit.server";
import { getRuntime } from "#server/runtime.server";
import { normalisePhone } from "#domain/lead-forms";
import type { Route } from "./+types/api.watchlist-change";
import { apiJson as json } from "#server/security/api-json.server";

/*
 * POST /api/watchlist/save-car and /api/watchlist/remove-car [VSD §7]: JSON body phone_number and
 * car_id, answering {success} (and a message when it fails). The same addresses take the save
 * control's plain form post (car_id, redirect) when the page runs without JavaScript: signed-out
 * buyers go to sign in first [VSD §5], everyone else to the watchlist, which says what happened
 * and links back where they were (a cached page cannot show one buyer's save). Both count against the
 * rate limiter's `account` limits [docs/architecture.md rule 11].
 */
const CHANGES = { "save-car": saveToWatchlist, "remove-car": removeFromWatchlist } as const;

const carId = z.pipe(
  z.transform((value: unknown) => (typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value)),
  z.int("car_id must be a whole number.").check(z.positive("car_id must be a whole number.")),
);
const JsonBody = z.object({ phone_number: z.string("phone_number is required."), car_id: carId });
const FormBody = z.object({ car_id: carId, redirect: z.optional(z.string()) });

/** A GET changes nothing: the addresses take a POST only. */
export function loader({ params, context }: Route.LoaderArgs) {
  if (!context.get(siteContext).favourites.watchlist_enabled || !ownValue(CHANGES, params.change))
    return json({ success: false, message: "Not found" }, 404);
  return json({ success: false, message: "Send a POST with car_id." }, 405, { Allow: "POST" });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const change = ownValue(CHANGES, params.change);
  if (!site.favourites.watchlist_enabled || !change)
    throw json({ success: false, message: "Not found" }, 404);
  const { database, rateLimiter } = await getRuntime();
  const isJson = (request.headers.get("content-type") ?? "").includes("application/json");
  const allowed = await rateLimiter.consume(site, "account", { ip: context.get(requestContext).ip });
  if (!allowed.ok) {
    const headers = retryAfterHeaders(allowed);
    if (isJson) throw json({ success: false, message: allowed.message }, 429, headers);
    throw new Response(allowed.message, { status: 429, headers });
  }
  const user = await getSignedInUser(database.db, site, request);

  if (!isJson) {
    const parsed = z.safeParse(FormBody, await readFormFields(request));
    if (!parsed.success) throw new Response("car_id must be a whole number.", { status: 400 });
    const back = safeRedirectPath(parsed.data.redirect, "/");
    if (!user) {
      const saving = params.change === "save-car";
      throw redirect(watchlistSignInHref(back, saving ? parsed.data.car_id : undefined), 303);
    }
    const result = await change(database.db, site, user, parsed.data.car_id);
    const notice = result.ok
      ? params.change === "save-car"
        ? "saved"
        : "removed"
      : result.status === 404
        ? "gone"
        : "sold";
    throw redirect(watchlistNoticeHref(notice, parsed.data.car_id, back), 303);
  }

  const parsed = z.safeParse(JsonBody, await request.json().catch(() => null));
  if (!parsed.success) {
    return json(
      {
        success: false,
        message: "The request is not valid.",
        errors: parsed.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message })),
      },
      400,
    );
  }
  if (!user) {
    return json({ success: false, message: "Please sign in to use your watchlist.", sign_in: true }, 401);
  }
  if (normalisePhone(parsed.data.phone_number) !== user.phone) {
    return json({ success: false, message: "This phone number is not the one signed in." }, 403);
  }
  const result = await change(database.db, site, user, parsed.data.car_id);
  return result.ok
    ? json({ success: true, car_id: result.car.id })
    : json({ success: false, message: result.message }, result.status);
}
