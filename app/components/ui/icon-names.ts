/**
 * Every icon the app draws, by its lucide name. icons.css holds one drawing for each: after
 * changing this list run `npm run forecourt -- icons`. A unit test fails while icons.css is out of
 * date, lacks an icon the app draws, or holds one that nothing draws.
 */
export const ICON_NAMES = [
  "bookmark",
  "calendar-days",
  "camera",
  "car",
  "check",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "circle-check",
  "download",
  "expand",
  "external-link",
  "eye",
  "gauge",
  "git-compare-arrows",
  "hand",
  "heart",
  "info",
  "link-2",
  "loader-circle",
  "mail",
  "map-pin",
  "menu",
  "message-circle",
  "move",
  "phone",
  "play",
  "printer",
  "rotate-ccw-clock",
  "search",
  "settings-2",
  "share-2",
  "sliders-horizontal",
  "smartphone",
  "star",
  "x",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** The icons also drawn filled (`<Icon filled>`): a saved heart or bookmark, the stars, play. */
export const FILLED_ICON_NAMES = ["bookmark", "heart", "play", "star"] as const satisfies readonly IconName[];

export type FilledIconName = (typeof FILLED_ICON_NAMES)[number];
