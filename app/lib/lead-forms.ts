/*
 * What the lead forms share with the rest of the app, without the validation library: the spec's
 * messages and labels [SW §5 Enquiry form, §8; VSD §5], phone numbers, and field errors. The
 * schemas themselves are in lead-form-schemas.ts: the server always checks with them, and the
 * browser loads them when a buyer first starts on a form.
 */
export const ERROR_BANNER = "Please fix the following errors:";
export const FIND_SIMILAR_MESSAGE = "Can you please find me something similar?";
export const REQUEST_PHOTOS_MESSAGE = "Please send me photos of this vehicle.";
export const ENQUIRY_FAILED = "An unexpected error occured";
/** A field no person fills in: forms arriving with it are from robots. */
export const HONEYPOT_FIELD = "website";

/** "0412 345 678", "(07) 5550 1200" or "+61 412 345 678" as digits starting with 0. */
export function normalisePhone(value: string): string {
  const digits = value.replace(/[\s()\-.]/g, "");
  return digits.startsWith("+61") ? `0${digits.slice(3)}` : digits;
}

export const CONTACT_FIELDS = ["name", "email", "phone"] as const;

export type FieldErrors = Record<string, string>;

/** The first message per field, keyed by field name. */
export function toFieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
