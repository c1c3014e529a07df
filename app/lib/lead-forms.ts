import * as z from "zod/mini";

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

const text = (max: number, required?: string) =>
  z
    .string()
    .check(
      z.trim(),
      ...(required ? [z.minLength(1, required)] : []),
      z.maxLength(max, `Please keep this under ${max} characters.`),
    );
/** A missing field reads as an empty one, so it gets its own message rather than a type error. */
const present = <T extends z.ZodMiniType<unknown, NonNullable<unknown>>>(schema: T) =>
  z.pipe(
    z.transform((value: unknown) => value ?? ""),
    schema,
  );
const optionalText = (max: number) => z._default(z.optional(text(max)), "");

const contactFields = {
  name: present(text(100, "Please enter your name.")),
  email: present(
    z.pipe(
      z.string().check(z.trim(), z.minLength(1, "Please enter your email address.")),
      z.email("Please enter a valid email address."),
    ),
  ),
  phone: present(
    z.pipe(
      z.pipe(
        z.string().check(z.trim(), z.minLength(1, "Please enter your phone number.")),
        z.transform(normalisePhone),
      ),
      z
        .string()
        .check(z.refine((phone) => AU_PHONE.test(phone), "Please enter a valid Australian phone number.")),
    ),
  ),
  // A checkbox: present ("on") when ticked; the forms render it ticked [VSD §5 "opt_in true"].
  opt_in: z.pipe(
    z.transform((value: unknown) => value === "on" || value === "true" || value === true),
    z.boolean(),
  ),
  idempotency_key: z.optional(z.uuid()),
};

export function createEnquirySchema(options: { messageRequired: boolean }) {
  return z.object({
    ...contactFields,
    message: options.messageRequired
      ? present(text(2000, "Please enter your comments."))
      : optionalText(2000),
    subcategory: z._default(
      z.enum(["Vehicle Enquiry", "Request Photos", "Find Me Something Similar"]),
      "Vehicle Enquiry",
    ),
  });
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** [SW §5 Test-drive form] "Message optional; booking date/time optional." */
export function createTestDriveSchema(options: { today: string }) {
  return z.object({
    ...contactFields,
    date: z._default(
      z.optional(
        z.string().check(
          z.trim(),
          z.refine((value) => value === "" || DATE.test(value), "Please choose a date."),
          z.refine(
            (value) => value === "" || !DATE.test(value) || value >= options.today,
            "Please choose a date from today on.",
          ),
        ),
      ),
      "",
    ),
    time: z._default(
      z.optional(
        z.string().check(
          z.trim(),
          z.refine((value) => value === "" || TIME.test(value), "Please choose a time."),
        ),
      ),
      "",
    ),
    message: optionalText(2000),
  });
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
