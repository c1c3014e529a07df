import { useEffect } from "react";
import { data, Form, redirect } from "react-router";
import { Link } from "~/components/ui/link";
import {
  describeWatchlistNotice,
  readWatchlistNotice,
  WATCHLIST_PATH,
  watchlistSignInHref,
} from "#domain/watchlist";
import { safeRedirectPath } from "#domain/safe-redirect";
import { getVehicleById } from "#server/data/vehicles.server";
import { getSignedInUser } from "#server/auth/auth.server";
import { getWatchlistCarViews } from "#server/data/watchlist.server";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { CarRow } from "~/components/account/car-row";
import { Icon } from "~/components/ui/icon";
import { formatKm } from "~/lib/format";
import { writeSiteList } from "~/lib/site-storage";
import { formatMobile } from "#domain/sign-in";
import { WATCHLIST_KEY } from "~/lib/watchlist-client";
import type { Route } from "./+types/watchlist";
import { PRIVATE_PAGE } from "#domain/page-policy";

/** The visitor's own page: never kept by the page cache or a CDN. */
export const handle = PRIVATE_PAGE;

/*
 * /watchlist: the signed-in buyer's saved cars [VSD §2 "Watchlist page: reached from the toast action
 * labelled 'View List'"; §6 "Only signed-in users can use the watchlist"]. Signed-out buyers are sent
 * to sign in and come back here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  if (!site.favourites.watchlist_enabled) throw data(null, { status: 404 });
  const { database } = await getRuntime();
  const user = await getSignedInUser(database.db, site, request);
  if (!user) throw redirect(watchlistSignInHref(WATCHLIST_PATH));
  const url = new URL(request.url);
  const asked = readWatchlistNotice(url.searchParams);
  // Where to go back to; a save made from the list itself (the sign-in's confirmation) has nowhere else.
  const back = safeRedirectPath(url.searchParams.get("back"), "/");
  return {
    siteName: site.name,
    siteSlug: site.slug,
    phone: user.phone,
    cars: await getWatchlistCarViews(database.db, site, user),
    // The save control's plain post lands here: what happened, and the way back.
    notice: asked
      ? {
          ...describeWatchlistNotice(
            asked.notice,
            (await getVehicleById(database.db, site, asked.carId))?.name ?? null,
          ),
          back: back === WATCHLIST_PATH ? null : back,
        }
      : null,
  };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `My Watchlist | ${data?.siteName ?? ""}` }, { name: "robots", content: "noindex" }];
}

export default function Watchlist({ loaderData }: Route.ComponentProps) {
  const { cars, siteSlug, phone, notice } = loaderData;
  // This page is the server's word on the list: the save controls elsewhere follow it.
  useEffect(() => {
    writeSiteList(
      siteSlug,
      WATCHLIST_KEY,
      cars.map((car) => car.id),
    );
  }, [cars, siteSlug]);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold sm:text-3xl">My Watchlist</h1>
          <p className="mt-1 text-sm">Signed in as {formatMobile(phone)}</p>
        </div>
        <Form method="post" action="/sign-out" reloadDocument>
          <button
            type="submit"
            className="rounded-brand px-3 py-2 text-sm font-semibold ring-1 ring-black/20"
          >
            Sign Out
          </button>
        </Form>
      </div>
      {notice && (
        <div role="status" className="mt-6 rounded-brand bg-muted p-4">
          <p className="font-semibold">{notice.title}</p>
          <p>{notice.description}</p>
          {notice.back && (
            <Link to={notice.back} className="mt-1 inline-block font-semibold text-brand underline">
              Back to where you were
            </Link>
          )}
        </div>
      )}
      {cars.length === 0 ? (
        <p className="mt-8">
          Your watchlist is empty. Press <Icon name="bookmark" className="inline size-4" /> Save on any car to
          keep it here.{" "}
          <Link to="/search" className="font-semibold text-brand underline">
            Search stock
          </Link>
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2" aria-label="Saved cars">
          {cars.map((car) => (
            <CarRow
              key={car.id}
              car={car}
              actions={
                <Form method="post" action="/api/watchlist/remove-car">
                  <input type="hidden" name="car_id" value={car.id} />
                  <input type="hidden" name="redirect" value={WATCHLIST_PATH} />
                  <button type="submit" className="font-semibold text-brand underline">
                    Remove<span className="sr-only"> {car.name}</span>
                  </button>
                </Form>
              }
            >
              {car.km !== null && <p className="text-sm">{formatKm(car.km)}</p>}
              <p className="font-extrabold">
                {car.price} {car.priceType && <span className="text-xs font-semibold">{car.priceType}</span>}
              </p>
              {!car.available && <p className="text-sm font-bold">SOLD</p>}
            </CarRow>
          ))}
        </ul>
      )}
    </div>
  );
}
