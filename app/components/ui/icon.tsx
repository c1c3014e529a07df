import type { IconName } from "./icon-names";
import spriteUrl from "./icons.svg?url&no-inline";

export type { IconName };

/**
 * One icon from the sprite (icons.svg, made from lucide's drawings by `npm run forecourt -- icons`).
 * The page carries a reference; the drawings arrive once, in a file cached for a year.
 *
 * Drawn as lucide draws it, by the `icon` class (app.css): no fill and a 2 px round stroke in the
 * text colour, in a 24 px box that a size class on the icon sets to its real size. A fill class
 * (`fill-current`, `fill-red-600`) fills the drawing. Without `aria-label` the icon is hidden from
 * assistive technology, its control or text carrying the name; with one it is an image of that name.
 */
export function Icon({
  name,
  className,
  "aria-label": label,
}: {
  name: IconName;
  className?: string;
  "aria-label"?: string;
}) {
  return (
    <svg
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={className ? `icon ${className}` : "icon"}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
