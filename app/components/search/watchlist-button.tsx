import { useEffect, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { isAvailable } from "#domain/availability";
import { canSaveToWatchlist } from "#domain/watchlist";
import { Icon } from "~/components/ui/icon";
import { navigateTo } from "~/components/ui/link";
import { subscribeSiteStorage } from "~/lib/site-storage";
import { loadWatchlistSession, readWatchlist, toggleWatchlist } from "~/lib/watchlist-client";

/** The one form every save control on a page submits without JavaScript (`form` attribute). */
const WATCHLIST_FORM = "watchlist-save";

/**
 * The form behind the page's save controls, once per page (in the root layout): each control is a
 * button that names it and sends its car as its own value, so a card carries one element for the
 * control instead of a form and two hidden fields.
 */
export function WatchlistForm() {
  const location = useLocation();
  return (
    <form id={WATCHLIST_FORM} method="post" action="/api/watchlist/save-car" hidden>
      <input type="hidden" name="redirect" value={`${location.pathname}${location.search}`} />
    </form>
  );
}

/**
 * The save control [VSD §2 card "favourite/compare/save control"; §4 Watchlist toggle; §5 "Saving
 * to the watchlist requires a signed-in user with a phone; otherwise redirect to sign-in"]. Without
 * JavaScript it posts the save through the page's `WatchlistForm` (signed-out buyers are sent to
 * sign in first); with it, the change shows at once, the button is disabled while the server
 * answers, and a toast confirms.
 */
export function WatchlistButton({
  siteSlug,
  car,
}: {
  siteSlug: string;
  car: { id: number; name: string; status: string };
}) {
  const saved = useSyncExternalStore(
    subscribeSiteStorage,
    () => readWatchlist(siteSlug).includes(car.id),
    () => null,
  );
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void loadWatchlistSession(siteSlug);
  }, [siteSlug]);

  // [VSD §4] A sold car cannot be saved unless already saved; the server cannot tell, so it shows
  // the control for available cars only.
  if (saved === null ? !isAvailable(car.status) : !canSaveToWatchlist(car.status, saved)) return null;

  return (
    <button
      type="submit"
      form={WATCHLIST_FORM}
      name="car_id"
      value={car.id}
      formAction={saved ? "/api/watchlist/remove-car" : undefined}
      disabled={busy}
      aria-pressed={saved ?? undefined}
      aria-label={saved ? `Saved ${car.name}, in your watchlist` : `Save ${car.name} to your watchlist`}
      // Its bookmark is drawn from the icon class (app.css); while busy, a spinner instead.
      className={busy ? "chip-btn" : saved ? "chip-btn chip-btn-on i-bookmark" : "chip-btn i-bookmark"}
      onClick={async (event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        const returnPath = `${window.location.pathname}${window.location.search}`;
        const outcome = await toggleWatchlist(siteSlug, car, returnPath, !saved);
        setBusy(false);
        if (outcome.signIn) navigateTo(outcome.signIn);
      }}
    >
      {busy && <Icon name="loader-circle" className="animate-spin" />}
      {saved ? "Saved" : "Save"}
    </button>
  );
}
