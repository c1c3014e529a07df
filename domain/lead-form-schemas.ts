import * as z from "zod/mini";
import { normalisePhone } from "./lead-forms";

/*
 * The vehicle page's lead forms, one schema each, used by the browser (before sending) and by the
 * server (the action) [ARCHITECTURE rule 6]. The contact field rules are "not shown" in the spec
 * and are designed in docs/decisions/003-vehicle-page.md.
 */
const AU_PHONE = /^(?:0[2-578]\d{8}|1[38]00\d{6}|13\d{4})$/;

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
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, "Please enter your email address."),
          z.maxLength(254, "Please enter a valid email address."),
        ),
      z.email("Please enter a valid email address."),
    ),
  ),
  phone: present(
    z.pipe(
      z.pipe(
        z
          .string()
          .check(
            z.trim(),
            z.minLength(1, "Please enter your phone number."),
            z.maxLength(30, "Please enter a valid Australian phone number."),
          ),
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

/** The contact details alone: the first step of the test drive dialog. */
export const ContactSchema = z.object({
  name: contactFields.name,
  email: contactFields.email,
  phone: contactFields.phone,
});
