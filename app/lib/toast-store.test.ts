import { describe, expect, it } from "vitest";
import { addToast, dismissToast, getToasts, removeToast, updateToast } from "./toast-store";

describe("toast store [SW §4, §9]", () => {
  it("shows one toast at a time: a new one replaces the last", () => {
    addToast({ title: "Car Saved In Watchlist" });
    const id = addToast({ title: "Car Removed" });
    expect(getToasts().map((t) => t.title)).toEqual(["Car Removed"]);
    updateToast(id, { description: "updated" });
    expect(getToasts()[0]?.description).toBe("updated");
    dismissToast(id);
    expect(getToasts()[0]?.open).toBe(false);
    removeToast(id);
    expect(getToasts()).toEqual([]);
  });
});
