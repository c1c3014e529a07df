import { formatMoney, formatWhole } from "./money";

/*
 * Buying online [SW §1 "a 200 dollar online deposit holds a car for 48 hours, is 100% refundable,
 * and a home test drive can be arranged"; §5 Return terms (14-day money back or exchange, used
 * cars); §9 "Reserve deposit: $200 by default ... Return terms: 14 days, 500 km"].
 */
export function depositCopy(deposit: number, holdHours: number) {
  return `A ${formatMoney(deposit)} online deposit holds the car for ${holdHours} hours and is 100% refundable. We can also arrange a test drive at your home.`;
}

export function returnTerms(days: number, maxKm: number) {
  return {
    title: `${days}-day money back or exchange`,
    intro: `Changed your mind about a used car? Return it within ${days} days for your money back or an exchange.`,
    conditions: [
      `You are buying as a consumer and tell us within ${days} days of delivery.`,
      "You return the car at your cost in the same condition, with its keys and accessories and at least a quarter tank of fuel.",
      `It has travelled no more than ${formatWhole(maxKm)} km since delivery.`,
      "The car is free of any financial encumbrance; we may deduct the cost of clearing one from your refund.",
    ],
  };
}
