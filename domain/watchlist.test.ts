import { describe, expect, it } from "vitest";
import { canSaveToWatchlist, watchlistSignInHref, watchlistToast } from "./watchlist";

describe("watchlist [VSD §4, §5, §8]", () => {
  it("saves available cars; a sold car only when it is already saved", () => {
    expect(canSaveToWatchlist("in_stock", false)).toBe(true);
    expect(canSaveToWatchlist("coming_soon", false)).toBe(true);
    expect(canSaveToWatchlist("sold", false)).toBe(false);
    expect(canSaveToWatchlist("sold", true)).toBe(true);
  });

  it("confirms with the spec's toasts", () => {
    expect(watchlistToast("save", "2021 Mazda CX-5")).toEqual({
      title: "Car Saved In Watchlist",
      description: "2021 Mazda CX-5 is now available in your watchlist",
    });
    expect(watchlistToast("remove", "2021 Mazda CX-5")).toEqual({
      title: "Car Removed",
      description: "2021 Mazda CX-5 is no longer in your watchlist",
    });
  });

  it("sends signed-out buyers to /sign-in?type=watchlist&redirect={path}&back={path}", () => {
    const href = watchlistSignInHref("/search/used-cars?make=Ford", 42);
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe("/sign-in");
    expect(url.searchParams.get("type")).toBe("watchlist");
    expect(url.searchParams.get("redirect")).toBe("/search/used-cars?make=Ford");
    expect(url.searchParams.get("back")).toBe("/search/used-cars?make=Ford");
    expect(url.searchParams.get("car_id")).toBe("42");
  });
});
