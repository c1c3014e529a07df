/*
 * Spin to win [SW §2 "Sign-in gated routes: ... /spin-to-win", type spin-to-win, "One spin per
 * buyer"; docs/decisions/024-online-payment-and-spin-to-win.md]. The spec shows the route only. A
 * site runs a promotion with a wheel of prizes, each with a weight; a signed-in buyer spins once per
 * promotion (checked by mobile number), the server draws the prize at random by weight, and the
 * buyer gets a voucher code the dealer honours (the dealer gets it as a lead).
 */
export type Prize = { label: string; weight: number };

export type SpinPromotion = {
  promotion: string | null;
  title: string;
  ends: string | null;
  prizes: Prize[];
};

/** Whether the promotion runs on this calendar day (yyyy-mm-dd in the site's zone). */
export function isSpinRunning(promotion: SpinPromotion, today: string): boolean {
  return (
    promotion.promotion !== null &&
    promotion.prizes.length >= 2 &&
    (!promotion.ends || today <= promotion.ends)
  );
}

/** Each prize's chance, as the page shows it ("20%"), from its weight over the sum of weights. */
export function prizeChances(prizes: readonly Prize[]): string[] {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  return prizes.map((p) => {
    const percent = (p.weight / total) * 100;
    return `${percent < 1 ? percent.toFixed(1) : Math.round(percent)}%`;
  });
}

/**
 * The prize a draw lands on: `draw` is a whole number from 0 to (sum of weights - 1), made by the
 * server's random source; each prize covers as many draws as its weight, in order.
 */
export function prizeForDraw(prizes: readonly Prize[], draw: number): number {
  let upTo = 0;
  for (const [index, prize] of prizes.entries()) {
    upTo += prize.weight;
    if (draw < upTo) return index;
  }
  throw new RangeError(`draw ${draw} is past the prizes' total weight ${upTo}`);
}

export function totalWeight(prizes: readonly Prize[]): number {
  return prizes.reduce((sum, p) => sum + p.weight, 0);
}

/** Where the wheel stops for a prize: whole turns, then the prize's segment centred under the pointer. */
export function wheelStopDegrees(prizeIndex: number, prizeCount: number, turns = 5): number {
  const segment = 360 / prizeCount;
  return turns * 360 - (prizeIndex + 0.5) * segment;
}

/** The voucher's letters: no 0/O or 1/I/L, so it reads back over the phone. */
export const VOUCHER_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** What a buyer reads when the promotion ended before their spin (or before the page was sent). */
export const SPIN_ENDED = "This promotion has ended. Thank you for your interest.";
