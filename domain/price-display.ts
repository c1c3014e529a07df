/*
 * [VSD §5] "Price is shown only if over 10; otherwise pre-order text or configured no-price text
 * (for example 'Enquire for price')." [VSD §9] "Price format: per week for subscription price."
 */
export const MIN_DISPLAY_PRICE = 10;

export type PriceDisplay =
  | { kind: "price"; amount: number; was: number | null; perWeek: false }
  | { kind: "subscription"; amount: number; perWeek: true }
  | { kind: "text"; text: string };

export function getPriceDisplay(
  car: {
    price: number | null;
    before_price?: number | null;
    preorder?: boolean;
    subscription_price?: number | null;
  },
  labels: { no_price_text: string; preorder_text: string },
  options: { subscription?: boolean } = {},
): PriceDisplay {
  if (options.subscription && car.subscription_price && car.subscription_price > MIN_DISPLAY_PRICE) {
    return { kind: "subscription", amount: car.subscription_price, perWeek: true };
  }
  if (car.price !== null && car.price > MIN_DISPLAY_PRICE) {
    const was = car.before_price && car.before_price > car.price ? car.before_price : null;
    return { kind: "price", amount: car.price, was, perWeek: false };
  }
  return { kind: "text", text: car.preorder ? labels.preorder_text : labels.no_price_text };
}
