import { redirect } from "react-router";
import { endSession } from "#server/auth/auth.server";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import type { Route } from "./+types/sign-out";

/** POST /sign-out: ends the buyer's session on this site and goes home. */
export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const { database } = await getRuntime();
  throw redirect("/", {
    status: 303,
    headers: { "Set-Cookie": await endSession(database.db, site, request) },
  });
}

export function loader() {
  return redirect("/");
}
