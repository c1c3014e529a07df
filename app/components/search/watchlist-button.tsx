import { useEffect, useState, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import { isAvailable } from "#domain/availability";
import { canSaveToWatchlist } from "#domain/watchlist";
import { Icon } from "~/components/ui/icon";
import { subscribeSiteStorage } from "~/lib/site-storage";
import { loadWatchlistSession, readWatchlist, toggleWatchlist } from "~/lib/watchlist-client";
import { cn } from "~/lib/utils";

/**
 * The save control [VSD §2 card "favourite/compare/save control"; §4 Watchlist toggle; §5 "Saving
 * to the watchlist requires a signed-in user with a phone; otherwise redirect to sign-in"]. Without
 * JavaScript it is a form that posts the save (signed-out buyers are sent to sign in first); with
 * it, the change shows at once, the button is disabled while the server answers, and a toast
 * confirms.
 */
export function WatchlistButton({
  siteSlug,
  car,
}: {
  siteSlug: string;
  car: { id: number; name: string; status: string };
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const returnPath = `${location.pathname}${location.search}`;
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
    <form
      method="post"
      action={`/api/watchlist/${saved ? "remove-car" : "save-car"}`}
      className="contents"
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        const outcome = await toggleWatchlist(siteSlug, car, returnPath, !saved);
        setBusy(false);
        if (outcome.signIn) await navigate(outcome.signIn);
      }}
    >
      <input type="hidden" name="car_id" value={car.id} />
      <input type="hidden" name="redirect" value={returnPath} />
      <button
        type="submit"
        disabled={busy}
        aria-pressed={saved ?? undefined}
        className={cn(
          "chip-btn",
          saved ? "bg-brand text-brand-foreground ring-brand" : "ring-black/20 hover:bg-muted",
        )}
      >
        {busy ? (
          <Icon name="loader-circle" className="size-3.5 animate-spin" />
        ) : (
          <Icon name="bookmark" className={cn("size-3.5", saved && "fill-current")} />
        )}
        {saved ? "Saved" : "Save"}
        <span className="sr-only">
          {saved ? ` ${car.name}, in your watchlist` : ` ${car.name} to your watchlist`}
        </span>
      </button>
    </form>
  );
}
