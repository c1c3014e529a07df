import * as z from "zod/mini";

/*
 * A payment card as the buyer types it, checked the way a card network would before charging:
 * 12 to 19 digits passing the Luhn checksum (ISO/IEC 7812), an expiry month not yet past, and a
 * 3 or 4 digit security code. Used by the local payment test mode [server/payments/test-mode.server.ts],
 * which declines the numbers card networks publish for testing declines.
 */
export const CARD_MESSAGES = {
  number: "Please enter a valid card number.",
  expiry: "Please enter the expiry date as MM/YY.",
  expired: "This card has expired.",
  cvc: "Please enter the 3 or 4 digit security code.",
} as const;

/** Numbers that the test mode declines, as a card network's test environment does. */
export const DECLINED_TEST_CARDS = ["4000000000000002", "4000000000009995"];
/** The number the checkout suggests in test mode. */
export const SUCCESS_TEST_CARD = "4242 4242 4242 4242";

export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/**
 * A refused payment form's fields as they go back to the buyer: what was typed, but never a card's
 * full number or its security code, nor the spent retry key.
 */
export function paymentFieldsToKeep(fields: Record<string, string>): Record<string, string> {
  const { card_number = "", card_cvc: _cvc, idempotency_key: _key, ...rest } = fields;
  return { ...rest, card_number: cardDigits(card_number).length > 4 ? "" : card_number };
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "MM/YY" (or MM/YYYY) to its year and month; null when it is not a date of that shape. */
export function readExpiry(value: string): { year: number; month: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expiry: { year: number; month: number }, now: Date): boolean {
  return expiry.year * 12 + expiry.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

const present = (value: unknown) => (typeof value === "string" ? value : "");

export const testCardFields = {
  card_number: z.pipe(
    z.transform(present),
    z.string().check(
      z.maxLength(30, CARD_MESSAGES.number),
      z.refine((value) => passesLuhn(cardDigits(value)), CARD_MESSAGES.number),
    ),
  ),
  card_expiry: z.pipe(
    z.transform(present),
    z.string().check(
      z.maxLength(10, CARD_MESSAGES.expiry),
      z.refine((value) => readExpiry(value) !== null, CARD_MESSAGES.expiry),
      z.refine((value) => {
        const expiry = readExpiry(value);
        return expiry === null || !isExpired(expiry, new Date());
      }, CARD_MESSAGES.expired),
    ),
  ),
  card_cvc: z.pipe(z.transform(present), z.string().check(z.trim(), z.regex(/^\d{3,4}$/, CARD_MESSAGES.cvc))),
};
