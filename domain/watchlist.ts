import { isAvailable } from "./availability";

/*
 * The watchlist [VSD §3 "Watchlist entry: car id. User: phone."; §4 Watchlist toggle; §5 "Saving to
 * the watchlist requires a signed-in user with a phone; otherwise redirect to sign-in."; §8 toasts].
 */

/** [VSD §4 Availability] "A sold car cannot be saved to the watchlist unless already saved." */
export function canSaveToWatchlist(status: string, alreadySaved: boolean): boolean {
  return alreadySaved || isAvailable(status);
}

/** [VSD §8] The toasts that confirm a change, each with the 'View List' action. */
export function watchlistToast(change: "save" | "remove", carName: string) {
  return change === "save"
    ? { title: "Car Saved In Watchlist", description: `${carName} is now available in your watchlist` }
    : { title: "Car Removed", description: `${carName} is no longer in your watchlist` };
}
export const VIEW_LIST = "View List";
export const WATCHLIST_PATH = "/watchlist";

/**
 * [VSD §2 Routes] "/sign-in?type=watchlist&redirect={path}&back={path}". `car_id` carries the save
 * the buyer asked for across the sign-in, so the car is saved once they are in (designed here:
 * docs/decisions/004-watchlist-sign-in.md).
 */
export function watchlistSignInHref(path: string, carId?: number) {
  const params = new URLSearchParams({ type: "watchlist", redirect: path, back: path });
  if (carId !== undefined) params.set("car_id", String(carId));
  return `/sign-in?${params}`;
}

/*
 * Without JavaScript a page cannot show that its car was saved (pages are the same for every buyer
 * and cached): the save control's plain post answers with the watchlist, saying what happened in
 * the toast's words, with a way back (docs/decisions/060-no-javascript-widgets.md).
 */
export type WatchlistNotice = "saved" | "removed" | "sold" | "gone";
const NOTICES: readonly string[] = ["saved", "removed", "sold", "gone"];

export function watchlistNoticeHref(notice: WatchlistNotice, carId: number, back: string) {
  return `${WATCHLIST_PATH}?${new URLSearchParams({ notice, car: String(carId), back })}`;
}

export function readWatchlistNotice(
  params: URLSearchParams,
): { notice: WatchlistNotice; carId: string } | null {
  const notice = params.get("notice") ?? "";
  const carId = params.get("car") ?? "";
  return NOTICES.includes(notice) && /^\d{1,9}$/.test(carId)
    ? { notice: notice as WatchlistNotice, carId }
    : null;
}

/** What the notice says: the toast's words for a change, the refusal's for a refusal. */
export function describeWatchlistNotice(notice: WatchlistNotice, carName: string | null) {
  if (notice === "sold")
    return { title: "Not Saved", description: "This car has sold, so it cannot be saved." };
  if (notice === "gone" || !carName)
    return { title: "Not Saved", description: "This car is no longer listed." };
  return watchlistToast(notice === "saved" ? "save" : "remove", carName);
}
