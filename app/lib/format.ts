import { formatWhole } from "#domain/money";

/*
 * Money is whole Australian dollars formatted $12,345; dates dd/MM/yyyy in the site's time zone
 * (docs/architecture.md rule 8; [SW §9]).
 */
export { formatMoney } from "#domain/money";

/** "1 view", "1,234 views". */
export function formatViews(views: number) {
  return `${formatWhole(views)} ${views === 1 ? "view" : "views"}`;
}

/** A tel: link for a displayed phone number ("07 5550 1200" -> "tel:0755501200"). */
export function telHref(phone: string) {
  return `tel:${phone.replace(/\s/g, "")}`;
}

export function formatKm(km: number) {
  return `${formatWhole(km)} km`;
}

/** The URL of an image source through the image endpoint [SW §7: width 640, quality 75 by default]. */
export function imageUrl(
  src: string,
  options: { w?: number; q?: number; fm?: "webp" | "avif" | "jpeg" | "png" | "svg" } = {},
) {
  const params = new URLSearchParams();
  if (options.w && options.w !== 640) params.set("w", String(options.w));
  if (options.q && options.q !== 75) params.set("q", String(options.q));
  if (options.fm && options.fm !== "webp") params.set("fm", options.fm);
  const query = params.toString();
  return `/img/${src}${query ? `?${query}` : ""}`;
}

export function imageSrcSet(src: string, widths: number[]) {
  return widths.map((w) => `${imageUrl(src, { w })} ${w}w`).join(", ");
}
