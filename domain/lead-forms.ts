/*
 * What the lead forms share with the rest of the app, without the validation library: the spec's
 * messages and labels [SW §5 Enquiry form, §8; VSD §5], phone numbers, and field errors. The
 * schemas themselves are in lead-form-schemas.ts: the server always checks with them, and the
 * browser loads them when a buyer first starts on a form.
 */
export const ERROR_BANNER = "Please fix the following errors:";
export const FIND_SIMILAR_MESSAGE = "Can you please find me something similar?";
export const REQUEST_PHOTOS_MESSAGE = "Please send me photos of this vehicle.";
/** [SW §8 Form submit failure] shown beside any site-wide form whose submit failed. */
export const FORM_FAILURE_MESSAGE = "An error occurred when submitting this form";
/** [VSD §8 Enquiry submit failure] the vehicle page's message, spelt as the spec spells it. */
export const VEHICLE_FORM_FAILURE_MESSAGE = "An unexpected error occured";
/** A field no person fills in: forms arriving with it are from robots. */
export const HONEYPOT_FIELD = "website";

/** "0412 345 678", "(07) 5550 1200" or "+61 412 345 678" as digits starting with 0. */
export function normalisePhone(value: string): string {
  const digits = value.replace(/[\s()\-.]/g, "");
  return digits.startsWith("+61") ? `0${digits.slice(3)}` : digits;
}

/** The most each lead field may hold (the schemas in lead-form-schemas.ts say the same). */
export const LEAD_FIELD_MAX: Record<string, number> = {
  name: 100,
  email: 254,
  phone: 30,
  message: 2000,
  date: 10,
  time: 5,
  subcategory: 40,
  trade_in: 3,
};

/**
 * A rejected form's values as they go back to the buyer: only the lead fields, each cut to its
 * maximum, so a huge post is never echoed back in full. The idempotency key is dropped (the
 * browser makes a new one) and the opt-in reads as "true" or "false".
 */
export function typedLeadValues(form: Record<string, FormDataEntryValue>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [field, max] of Object.entries(LEAD_FIELD_MAX)) {
    const value = form[field];
    if (typeof value === "string") values[field] = value.slice(0, max);
  }
  values.opt_in = form.opt_in ? "true" : "false";
  return values;
}

/** Fields a form never shows again: the honeypot, the retry key and what the browser added itself. */
const NOT_KEPT = new Set([HONEYPOT_FIELD, "idempotency_key", "visited_pages", "linked_query_params"]);

/**
 * Everything a buyer typed into a form that failed, to show it again: every text field but the
 * ones above, each cut to 2,000 characters (a lead field's longest), and the opt-in as "true"/"false".
 */
export function formValuesToKeep(form: Record<string, FormDataEntryValue>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [field, value] of Object.entries(form))
    if (typeof value === "string" && !NOT_KEPT.has(field) && field.length <= 40)
      values[field] = value.slice(0, 2000);
  values.opt_in = form.opt_in ? "true" : "false";
  return values;
}

/** Mobiles only (04xx xxx xxx): where the answer or a code comes by text message, a landline cannot do. */
const AU_MOBILE = /^04\d{8}$/;
export const MOBILE_MESSAGE = "Please enter a valid Australian mobile number.";

/** A normalised number ("0412345678") that can receive text messages. */
export function isAuMobile(phone: string): boolean {
  return AU_MOBILE.test(phone);
}

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
