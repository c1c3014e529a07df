import type { FilledIconName, IconName } from "./icon-names";

export type { IconName };

/**
 * One icon: `<i class="icon i-heart size-5">`, one element with no children. Its drawing (lucide's,
 * in icons.css, made by `npm run forecourt -- icons`) is a mask that `.icon` (app.css) paints in
 * the text colour, in a 24 px box that a size class sets to its real size; `filled` paints the
 * drawing filled (only for the names in FILLED_ICON_NAMES). With no name of its own an icon is
 * nothing to assistive technology, its control or text carrying the name; with `aria-label` it is
 * an image of that name. [docs/decisions/027-links-and-icons.md]
 */
export function Icon({
  name,
  className,
  filled = false,
  "aria-label": label,
}: { className?: string; "aria-label"?: string } & (
  { name: IconName; filled?: false } | { name: FilledIconName; filled: boolean }
)) {
  const classes = `icon i-${name}${filled ? " icon-filled" : ""}${className ? ` ${className}` : ""}`;
  return label ? <i role="img" aria-label={label} className={classes} /> : <i className={classes} />;
}
