import * as z from "zod/mini";
import { isAuMobile, MOBILE_MESSAGE, normalisePhone } from "#domain/lead-forms";

/*
 * The sign-in form's two steps, one schema each for browser and server [docs/architecture.md rule 6]:
 * the buyer's mobile number (codes go by text message, so a landline cannot sign in), then the
 * 6-digit code. The spec shows no field rules; see docs/decisions/004-watchlist-sign-in.md.
 */
export { MOBILE_MESSAGE };
export const CODE_MESSAGE = "Please enter the 6-digit code we sent you.";

const mobile = z.pipe(
  z.pipe(
    z.transform((value: unknown) => (typeof value === "string" ? value : "")),
    z.transform(normalisePhone),
  ),
  z.string().check(z.refine(isAuMobile, MOBILE_MESSAGE)),
);

export const PhoneStepSchema = z.object({ phone: mobile });

export const CodeStepSchema = z.object({
  phone: mobile,
  code: z.pipe(
    z.transform((value: unknown) => (typeof value === "string" ? value.replace(/\s/g, "") : "")),
    z.string().check(z.regex(/^\d{6}$/, CODE_MESSAGE)),
  ),
});

/** "0412345678" as "0412 345 678", the way the number is written back to its owner. */
export function formatMobile(phone: string) {
  return `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;
}
