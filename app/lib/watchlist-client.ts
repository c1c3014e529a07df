import { EVENT } from "#domain/lead-events";
import { pushAnalyticsEvent } from "./analytics";
import { VIEW_LIST, WATCHLIST_PATH, watchlistSignInHref, watchlistToast } from "#domain/watchlist";
import { readSiteList, writeSiteList } from "./site-storage";
import { addToast } from "./toast-store";

/*
 * The watchlist in the browser [VSD §4 Watchlist toggle]: "Saving adds the car id to the local list
 * optimistically, then calls the server. Removing removes optimistically, then calls the server."
 * The local list (per site) mirrors the signed-in buyer's list; it is refreshed from the server once
 * per page load, and emptied when nobody is signed in. [§8] A network failure shows the message in
 * an alert, reports failure and shows no toast; success shows the toast with 'View List'.
 */
export const WATCHLIST_KEY = "watchlist";

export type WatchlistSession = { signed_in: boolean; phone_number: string | null; car_ids: number[] };

let session: Promise<WatchlistSession | null> | null = null;

export function loadWatchlistSession(siteSlug: string): Promise<WatchlistSession | null> {
  session ??= fetch("/api/watchlist", { headers: { Accept: "application/json" } })
    .then(async (response) => (response.ok ? ((await response.json()) as WatchlistSession) : null))
    .then((current) => {
      if (current) writeSiteList(siteSlug, WATCHLIST_KEY, current.signed_in ? current.car_ids : []);
      return current;
    })
    .catch((error: unknown) => {
      console.warn("Could not read the watchlist", error);
      session = null;
      return null;
    });
  return session;
}

export const readWatchlist = (siteSlug: string) =>
  readSiteList<number>(siteSlug, WATCHLIST_KEY).filter((id) => typeof id === "number");

export type ToggleOutcome = { success: boolean; signIn?: string };

/** Saves or removes as the buyer asked (what the button showed), whatever the list says meanwhile. */
export async function toggleWatchlist(
  siteSlug: string,
  car: { id: number; name: string },
  returnPath: string,
  saving: boolean,
): Promise<ToggleOutcome> {
  const current = await loadWatchlistSession(siteSlug);
  const signIn = watchlistSignInHref(returnPath, car.id);
  if (!current?.signed_in || !current.phone_number) return { success: false, signIn };

  const before = readWatchlist(siteSlug);
  const others = before.filter((id) => id !== car.id);
  writeSiteList(siteSlug, WATCHLIST_KEY, saving ? [car.id, ...others] : others);
  try {
    const response = await fetch(`/api/watchlist/${saving ? "save-car" : "remove-car"}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ phone_number: current.phone_number, car_id: car.id }),
    });
    const body = (await response.json().catch(() => ({}))) as { success?: boolean; message?: string };
    if (response.status === 401) {
      writeSiteList(siteSlug, WATCHLIST_KEY, before);
      return { success: false, signIn };
    }
    if (!response.ok || !body.success)
      throw new Error(body.message ?? `The server answered ${response.status}.`);
    // [VSD §7] "39 on save" (stored by the save itself).
    if (saving) pushAnalyticsEvent(EVENT.watchlistSave, { car_id: car.id });
    const toast = watchlistToast(saving ? "save" : "remove", car.name);
    addToast({ ...toast, action: { label: VIEW_LIST, href: WATCHLIST_PATH } });
    return { success: true };
  } catch (error) {
    writeSiteList(siteSlug, WATCHLIST_KEY, before);
    window.alert(error instanceof Error ? error.message : String(error));
    return { success: false };
  }
}
