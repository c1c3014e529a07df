import * as z from "zod/mini";
import { formatWhole, parseDollarsAndCents } from "./money";
import { testCardFields } from "./test-card";

/*
 * Paying the dealer online [SW §2 "Sign-in gated routes: ... /online-payment", type
 * "online-payment"; docs/decisions/024-online-payment-and-spin-to-win.md]. The spec shows the route
 * only: a signed-in buyer pays an amount they owe the dealer (a service invoice, a parts order, a
 * deposit on a car they have agreed to buy) against the reference the dealer gave them, and gets a
 * receipt by e-mail; the dealer gets the payment as a lead. One rule for browser and server.
 */
export const PAYMENT_PURPOSES = ["Service invoice", "Parts order", "Vehicle deposit", "Other"] as const;

export const ONLINE_PAYMENT_MESSAGES = {
  purpose: "Please choose what the payment is for.",
  reference: "Please enter the invoice or order number the dealer gave you.",
  referenceFormat: "Please use letters, digits, spaces, - or / only, up to 30 characters.",
  amount: "Please enter the amount in dollars and cents, for example 1,389.50.",
  tooSmall: "The smallest payment is $1.00.",
  tooLarge: (maxCents: number) =>
    `Online payments are up to ${formatCents(maxCents)}. Please call us to pay more.`,
  location: "Please choose who you are paying.",
  declined: "Your card was declined and no money was taken. Please try another card.",
  failure: "We couldn't take your payment just now and no money was taken. Please try again.",
  name: "Please enter your name.",
  email: "Please enter your email address.",
  emailFormat: "Please enter a valid email address.",
} as const;

/** "$1,234.50", or "$40" when there are no cents. */
export function formatCents(cents: number): string {
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  return `$${formatWhole(dollars)}${rest ? `.${String(rest).padStart(2, "0")}` : ""}`;
}

const present = (value: unknown) => (typeof value === "string" ? value : "");

export function createOnlinePaymentSchema(options: {
  maxCents: number;
  testCard: boolean;
  /** The locations a payment can go to (slugs); empty when the site has one. */
  locations: readonly string[];
}) {
  const messages = ONLINE_PAYMENT_MESSAGES;
  return z.object({
    purpose: z.pipe(
      z.transform(present),
      z
        .string()
        .check(z.refine((v) => (PAYMENT_PURPOSES as readonly string[]).includes(v), messages.purpose)),
    ),
    reference: z.pipe(
      z.transform(present),
      z.string().check(
        z.trim(),
        z.minLength(1, messages.reference),
        z.refine((v) => /^[A-Za-z0-9][A-Za-z0-9 \-/]{0,29}$/.test(v), messages.referenceFormat),
      ),
    ),
    amount: z.pipe(
      z.transform(present),
      z.pipe(
        z.transform((text: string) => parseDollarsAndCents(text) ?? -1),
        z.number().check(
          z.refine((cents) => cents >= 0, messages.amount),
          z.refine((cents) => cents < 0 || cents >= 100, messages.tooSmall),
          z.refine((cents) => cents <= options.maxCents, messages.tooLarge(options.maxCents)),
        ),
      ),
    ),
    location: z.pipe(
      z.transform(present),
      z
        .string()
        .check(
          z.refine((v) => options.locations.length === 0 || options.locations.includes(v), messages.location),
        ),
    ),
    name: z.pipe(
      z.transform(present),
      z.string().check(z.trim(), z.minLength(1, messages.name), z.maxLength(100, messages.name)),
    ),
    email: z.pipe(
      z.transform(present),
      z.pipe(
        z.string().check(z.trim(), z.minLength(1, messages.email), z.maxLength(254, messages.emailFormat)),
        z.email(messages.emailFormat),
      ),
    ),
    idempotency_key: z.uuid("Please reload the page and try again."),
    ...(options.testCard ? testCardFields : {}),
  });
}
