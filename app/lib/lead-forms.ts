import { z } from "zod";

/*
 * The vehicle page's lead forms, one schema each, used by the browser (before sending) and by the
 * server (the action) [ARCHITECTURE rule 6]. Labels and the error banner come from the spec
 * [SW §5 Enquiry form, Test-drive form; VSD §5]; the contact field rules are "not shown" there and
 * are designed in docs/decisions/003-vehicle-page.md.
 */
export const ERROR_BANNER = "Please fix the following errors:";
export const FIND_SIMILAR_MESSAGE = "Can you please find me something similar?";
export const REQUEST_PHOTOS_MESSAGE = "Please send me photos of this vehicle.";
export const ENQUIRY_FAILED = "An unexpected error occured";
/** A field no person fills in: forms arriving with it are from robots. */
export const HONEYPOT_FIELD = "website";

const AU_PHONE = /^(?:0[2-578]\d{8}|1[38]00\d{6}|13\d{4})$/;

/** "0412 345 678", "(07) 5550 1200" or "+61 412 345 678" as digits starting with 0. */
export function normalisePhone(value: string): string {
  const digits = value.replace(/[\s()\-.]/g, "");
  return digits.startsWith("+61") ? `0${digits.slice(3)}` : digits;
}

const text = (max: number) => z.string().trim().max(max, `Please keep this under ${max} characters.`);
/** A missing field reads as an empty one, so it gets its own message rather than a type error. */
const present = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? "", schema);

const contactFields = {
  name: present(text(100).min(1, "Please enter your name.")),
  email: present(
    z
      .string()
      .trim()
      .min(1, "Please enter your email address.")
      .pipe(z.email("Please enter a valid email address.")),
  ),
  phone: present(
    z
      .string()
      .trim()
      .min(1, "Please enter your phone number.")
      .transform(normalisePhone)
      .refine((phone) => AU_PHONE.test(phone), "Please enter a valid Australian phone number."),
  ),
  // A checkbox: present ("on") when ticked; the forms render it ticked [VSD §5 "opt_in true"].
  opt_in: z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean()),
  idempotency_key: z.string().uuid().optional(),
};

export function createEnquirySchema(options: { messageRequired: boolean }) {
  return z.object({
    ...contactFields,
    message: options.messageRequired
      ? present(text(2000).min(1, "Please enter your comments."))
      : text(2000).optional().default(""),
    subcategory: z
      .enum(["Vehicle Enquiry", "Request Photos", "Find Me Something Similar"])
      .default("Vehicle Enquiry"),
  });
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** [SW §5 Test-drive form] "Message optional; booking date/time optional." */
export function createTestDriveSchema(options: { today: string }) {
  return z.object({
    ...contactFields,
    date: z
      .string()
      .trim()
      .optional()
      .default("")
      .refine((value) => value === "" || DATE.test(value), "Please choose a date.")
      .refine((value) => value === "" || value >= options.today, "Please choose a date from today on."),
    time: z
      .string()
      .trim()
      .optional()
      .default("")
      .refine((value) => value === "" || TIME.test(value), "Please choose a time."),
    message: text(2000).optional().default(""),
  });
}

export type FieldErrors = Record<string, string>;

/** The first message per field, keyed by field name. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
