import { describe, expect, it } from "vitest";
import { getInitialView, showsThumbnails } from "./vehicle-media";

describe("the vehicle page's media [VSD §2, §4 Spin viewer, §9]", () => {
  it("shows thumbnails only for more than 3 images, and on some sites only in stock", () => {
    expect(showsThumbnails(3, "in_stock", false)).toBe(false);
    expect(showsThumbnails(4, "in_stock", false)).toBe(true);
    expect(showsThumbnails(4, "coming_soon", true)).toBe(false);
    expect(showsThumbnails(4, "in_stock", true)).toBe(true);
  });

  it("opens on the spinner by default, the gallery where the site says so, or what was asked", () => {
    const spin = { interior: "x.jpg" };
    expect(getInitialView(null, spin, "spinner")).toBe("spin");
    expect(getInitialView(null, spin, "gallery")).toBe("images");
    expect(getInitialView("interior", spin, "spinner")).toBe("interior");
    expect(getInitialView("interior", { interior: null }, "spinner")).toBe("spin");
    expect(getInitialView("spin", null, "spinner")).toBe("images");
  });
});
