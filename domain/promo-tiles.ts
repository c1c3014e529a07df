/*
 * [VSD §2] "A promotional 'We Want Your Car' card is inserted at configured positions (a number or
 * list; one dealer randomises it)." [VSD §5] "Promo cards respect start and expiry dates and
 * car-type filters." [SW §4] "Promo tiles show only inside their start and expiry window and for
 * matching car types (strictDisplay limits them to those types)." [SW §9] default position 30.
 */
export type CarTypeName = "new" | "used" | "demo";

export type PromoConfig = {
  enabled: boolean;
  positions: number | number[] | "random";
  start: string | null;
  expiry: string | null;
  display: readonly CarTypeName[];
  strict_display: boolean;
};

/**
 * Whether the promo shows for a search over `searchTypes` (the car types the results can contain).
 * Without strictDisplay one matching type is enough; with it, every searched type must be listed.
 */
export function isPromoActive(promo: PromoConfig, now: Date, searchTypes: readonly CarTypeName[]): boolean {
  if (!promo.enabled) return false;
  if (promo.start && now < new Date(promo.start)) return false;
  if (promo.expiry && now > new Date(promo.expiry)) return false;
  if (searchTypes.length === 0) return false;
  return promo.strict_display
    ? searchTypes.every((type) => promo.display.includes(type))
    : searchTypes.some((type) => promo.display.includes(type));
}

/**
 * 1-based positions in a page of `pageLength` cars where the promo card goes. A position can be at
 * most one past the last car; "random" picks one position from `random()` in [0, 1).
 */
export function getPromoPositions(
  positions: PromoConfig["positions"],
  pageLength: number,
  random: () => number,
): number[] {
  if (pageLength === 0) return [];
  const wanted =
    positions === "random"
      ? [1 + Math.floor(random() * (pageLength + 1))]
      : (Array.isArray(positions) ? positions : [positions]).slice().sort((a, b) => a - b);
  return [...new Set(wanted)].filter((position) => position <= pageLength + 1);
}

/** Interleaves promo entries into a list so each lands at its 1-based position. */
export function insertPromos<T, P>(items: readonly T[], positions: readonly number[], promo: P): (T | P)[] {
  const out: (T | P)[] = [...items];
  for (const position of [...positions].sort((a, b) => a - b)) {
    if (position - 1 <= out.length) out.splice(position - 1, 0, promo);
  }
  return out;
}

/** A promo tile from the promo_tiles table [SW §3 Promo tile]: the same window and car-type rule. */
export function promoTileShown(
  tile: { start: Date | null; expiry: Date | null; display: readonly CarTypeName[]; strict_display: boolean },
  now: Date,
  searchTypes: readonly CarTypeName[],
) {
  return isPromoActive(
    {
      enabled: true,
      positions: 1,
      start: tile.start?.toISOString() ?? null,
      expiry: tile.expiry?.toISOString() ?? null,
      display: tile.display,
      strict_display: tile.strict_display,
    },
    now,
    searchTypes,
  );
}
