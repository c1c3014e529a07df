/*
 * [VSD §5] "Price is shown only if over 10; otherwise pre-order text or configured no-price text
 * (for example 'Enquire for price')." [VSD §9] "Price format: per week for subscription price."
 */
export const MIN_DISPLAY_PRICE = 10;

/** [VSD §5] "Price is shown only if over 10". */
export function isPriceShown(price: number | null | undefined): price is number {
  return typeof price === "number" && price > MIN_DISPLAY_PRICE;
}

export type PriceDisplay =
  { kind: "price"; amount: number; was: number | null } | { kind: "text"; text: string };

export function getPriceDisplay(
  car: { price: number | null; before_price?: number | null; preorder?: boolean },
  labels: { no_price_text: string; preorder_text: string },
): PriceDisplay {
  if (isPriceShown(car.price)) {
    const was = car.before_price && car.before_price > car.price ? car.before_price : null;
    return { kind: "price", amount: car.price, was };
  }
  return { kind: "text", text: car.preorder ? labels.preorder_text : labels.no_price_text };
}

/** [VSD §9] "Price format: per week for subscription price": the weekly amount, when there is one. */
export function getSubscriptionPerWeek(car: { subscription_price?: number | null }): number | null {
  return isPriceShown(car.subscription_price) ? car.subscription_price : null;
}
