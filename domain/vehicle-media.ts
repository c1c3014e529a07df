/*
 * What the vehicle page's media area shows [VSD §2 "Thumbnails appear only when there are more
 * than 3 images (on one site also only when the car is in stock)"; §4 Spin viewer "Views: spinner
 * (default), gallery (default for one dealer), interior."; §9 "Thumbnails only for more than 3
 * images"].
 */
export const THUMBNAILS_OVER = 3;

export function showsThumbnails(imageCount: number, status: string, requireInStock: boolean): boolean {
  return imageCount > THUMBNAILS_OVER && (!requireInStock || status === "in_stock");
}

export type MediaView = "spin" | "images" | "interior";

/** The view a page opens on: the one asked for in the address if the car has it, else the site's. */
export function getInitialView(
  requested: string | null,
  spin: { interior: string | null } | null,
  siteDefault: "spinner" | "gallery",
): MediaView {
  if (!spin) return "images";
  if (requested === "images" || requested === "spin") return requested;
  if (requested === "interior" && spin.interior) return "interior";
  return siteDefault === "gallery" ? "images" : "spin";
}
