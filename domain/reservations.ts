/*
 * Reserving a car online [VSD §9 "Reserve deposit default $200, held 48 hours, 100% refundable";
 * SW §3 Car "payment_processors"; §9 "Reserve deposit: $200 by default (shown when no processor
 * amount exists), 100% refundable, holds the car for 48 hours"; docs/decisions/020-reserve-online.md].
 *
 * A reservation's life:
 *   pending   the buyer has asked; the car is theirs while they pay (PAYMENT_WINDOW_MINUTES)
 *   held      the deposit is paid; the car shows as reserved until the hold ends
 *   cancelled the buyer cancelled: the deposit is refunded, the car is free again
 *   expired   the hold ended without a sale: the deposit is refunded, the car is free again
 *   completed the dealer sold the car to this buyer: the deposit is part of the price
 *   failed    the payment was declined or never finished: nothing was taken
 * Only pending and held reservations are active, and a car has at most one active reservation.
 */
export const DEFAULT_RESERVE_DEPOSIT = 200;
export const DEFAULT_HOLD_HOURS = 48;
/** How long a started reservation keeps the car for the buyer to finish paying. */
export const PAYMENT_WINDOW_MINUTES = 30;

export const RESERVATION_STATUSES = [
  "pending",
  "held",
  "cancelled",
  "expired",
  "completed",
  "failed",
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const ACTIVE_RESERVATION_STATUSES: readonly ReservationStatus[] = ["pending", "held"];

export const PAYMENT_STATUSES = ["unpaid", "paid", "refund_due", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The deposit for a car: the payment processor's amount where the car has one, else the site's. */
export function depositFor(
  processors: readonly { name: string; deposit: number }[],
  siteDeposit = DEFAULT_RESERVE_DEPOSIT,
): number {
  const amount = processors.find((p) => Number.isFinite(p.deposit) && p.deposit > 0)?.deposit;
  return amount === undefined ? siteDeposit : Math.round(amount);
}

/** What a buyer reads about a reservation, in My Garage and on the checkout page. */
export function reservationStatusText(status: ReservationStatus, payment: PaymentStatus): string {
  switch (status) {
    case "pending":
      return "Waiting for payment";
    case "held":
      return "Reserved for you";
    case "completed":
      return "Sold to you";
    case "failed":
      return "Payment not completed";
    case "cancelled":
    case "expired": {
      const ended = status === "cancelled" ? "Cancelled" : "Hold ended";
      return payment === "refunded" ? `${ended}, deposit refunded` : `${ended}, refund on its way`;
    }
  }
}

/** "47 hours 12 minutes left", "12 minutes left", or "Ending now" once under a minute. */
export function timeLeftText(expiresAt: Date, now: Date): string {
  const minutes = Math.floor((expiresAt.getTime() - now.getTime()) / 60_000);
  if (minutes < 1) return "Ending now";
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? "hour" : "hours"}`);
  if (rest > 0 || hours === 0) parts.push(`${rest} ${rest === 1 ? "minute" : "minutes"}`);
  return `${parts.join(" ")} left`;
}

/** Messages the checkout shows beside its form. */
export const RESERVE_MESSAGES = {
  taken: "Someone else has just reserved this car. It shows again if their hold ends.",
  notReservable: "This car cannot be reserved online. Enquire and the dealer will help you.",
  declined: "Your card was declined and no money was taken. Check the details or try another card.",
  unavailable: "We couldn't take the payment just now and no money was taken. Please try again.",
  nothingToCancel: "There is no reservation of yours to cancel on this car.",
  stale:
    "Reserving online is paused while we confirm which cars are still available, and no money was taken. Enquire and the dealer will confirm this car for you.",
} as const;
