import { isPriceShown } from "./price-display";

/*
 * "Most relevant" is the custom rank [VSD §7 "Default sort is custom rank descending"]: available
 * cars before sold ones (in stock, then coming soon, then sold), cars with photos and a shown price
 * first, then the newest arrivals. The search engine sorts by the packed group once per index
 * (server/search/engine.ts); the comparison is the same rule for a list in hand.
 */
export const STATUS_RANK: Record<string, number> = { in_stock: 3, coming_soon: 2, sold: 1 };

type Ranked = { status: string; photos_count: number; price: number; created_at: number; id: number };

/** The rank group, 0 (best) to 15: status, then photos, then a shown price, packed into one number. */
export function customRankGroup(car: Pick<Ranked, "status" | "photos_count" | "price">): number {
  const status = STATUS_RANK[car.status] ?? 0;
  return 15 - (status * 4 + (car.photos_count > 0 ? 2 : 0) + (isPriceShown(car.price) ? 1 : 0));
}

export function compareCustomRank(a: Ranked, b: Ranked): number {
  return customRankGroup(a) - customRankGroup(b) || b.created_at - a.created_at || a.id - b.id;
}
