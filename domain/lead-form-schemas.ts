import * as z from "zod/mini";
import { isAuMobile, MOBILE_MESSAGE, normalisePhone } from "./lead-forms";
import { readWholeNumber } from "./money";
import { LOCATION_NOT_OF_DEALERSHIP, TERMS_MESSAGE, type FieldSpec } from "./site-forms";
import { testCardFields } from "./test-card";

/*
 * The vehicle page's lead forms, one schema each, used by the browser (before sending) and by the
 * server (the action) [docs/architecture.md rule 6]. The contact field rules are "not shown" in the spec
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

/** The tick to agree to the terms of use, where the site asks for it: sent as "Yes" [SW §5]. */
const termsAgreed = z.pipe(
  z.transform((value: unknown) => value === "on" || value === "true" || value === "Yes" || value === true),
  z.pipe(
    z.boolean().check(z.refine((ticked) => ticked, TERMS_MESSAGE)),
    z.transform(() => "Yes"),
  ),
);
const termsField = (terms: boolean | undefined) => ({
  terms_conditions: terms ? termsAgreed : z.optional(z.string()),
});

export function createEnquirySchema(options: {
  messageRequired: boolean;
  tradeInQuestion?: boolean;
  terms?: boolean;
}) {
  return z.object({
    ...termsField(options.terms),
    // [SW §3 Enquiry form payload] "do-you-have-a-trade-in (select: Yes, No)" where the site asks.
    trade_in: options.tradeInQuestion
      ? z._default(z.optional(z.enum(["", "Yes", "No"], "Please choose Yes or No.")), "")
      : z.optional(z.string()),
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
export function createTestDriveSchema(options: { today: string; terms?: boolean }) {
  return z.object({
    ...termsField(options.terms),
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

/*
 * The site-wide forms' schemas, built from their descriptions in site-forms.ts [SW §5], so the
 * fields a form shows and the fields its schema checks are one list.
 */
const POSTCODE = /^\d{4}$/;
/** [SW §5 Trade-in form] "Postcode required, exactly 4 digits ... 'Invalid postcode. Please enter a 4-digit number.'" */
/*
 * /pages/unsubscribe [SW §2 Other paths]: the address to stop sending offers and product updates to
 * (the spec's opt-in text, SW §9). Designed in docs/decisions/057-unsubscribe.md.
 */
export const UnsubscribeSchema = z.object({ email: contactFields.email });
export const UNSUBSCRIBE_CATEGORY = "Unsubscribe";
export const unsubscribedMessage = (siteName: string) =>
  `Done. ${siteName} will send no more offers or product updates to that address. Replies to your own enquiries, bookings and reservations still reach you.`;

export const POSTCODE_MESSAGE = "Invalid postcode. Please enter a 4-digit number.";

/*
 * A money, kilometre or year field: digits, grouped in threes if at all ("25,000" yes, "5,00" no:
 * domain/money.ts), with a "$" before or "km" after. Empty stays empty (the field may be optional);
 * anything else unreadable becomes a value the check refuses.
 */
const wholeNumber = (min: number, max: number, message: string, required?: string) =>
  z.pipe(
    z.transform((value: unknown) => {
      const text = typeof value === "string" ? value.trim() : "";
      return text === "" ? "" : (readWholeNumber(text) ?? "not a number");
    }),
    z.string().check(
      ...(required ? [z.minLength(1, required)] : []),
      z.refine(
        (value) => value === "" || (/^\d{1,9}$/.test(value) && Number(value) >= min && Number(value) <= max),
        message,
      ),
    ),
  );

function fieldSchema(field: FieldSpec, options: { today: string; thisYear: number }) {
  const required = field.required;
  switch (field.name) {
    case "email":
      return contactFields.email;
    case "phone":
      return required === "Please enter your phone number."
        ? contactFields.phone
        : present(
            z.pipe(
              z.pipe(
                z
                  .string()
                  .check(
                    z.trim(),
                    z.minLength(1, required ?? ""),
                    z.maxLength(30, "Please enter a valid Australian phone number."),
                  ),
                z.transform(normalisePhone),
              ),
              z
                .string()
                .check(
                  field.mobile
                    ? z.refine(isAuMobile, MOBILE_MESSAGE)
                    : z.refine(
                        (phone) => AU_PHONE.test(phone),
                        "Please enter a valid Australian phone number.",
                      ),
                ),
            ),
          );
  }
  switch (field.kind) {
    case "select": {
      const allowed = new Set((field.options ?? []).map((o) => o.value));
      return present(
        z.string().check(
          z.trim(),
          ...(required ? [z.minLength(1, required)] : []),
          z.refine((value) => value === "" || allowed.has(value), "Please choose one of the options."),
        ),
      );
    }
    case "terms":
      return termsAgreed;
    case "date":
      return present(
        z.string().check(
          z.trim(),
          ...(required ? [z.minLength(1, required)] : []),
          z.refine((value) => value === "" || DATE.test(value), "Please choose a date."),
          z.refine(
            (value) => value === "" || !DATE.test(value) || value >= options.today,
            "Please choose a date from today on.",
          ),
        ),
      );
    case "time":
      return present(
        z.string().check(
          z.trim(),
          z.refine((value) => value === "" || TIME.test(value), "Please choose a time."),
        ),
      );
    case "postcode":
      return present(
        z.string().check(
          z.trim(),
          z.refine((value) => POSTCODE.test(value), POSTCODE_MESSAGE),
        ),
      );
    case "money":
      return wholeNumber(0, 10_000_000, "Please enter an amount in whole dollars.", required);
    case "km":
      return wholeNumber(0, 2_000_000, "Please enter the odometer in kilometres.", required);
    case "year":
      return wholeNumber(1900, options.thisYear + 1, "Please enter a year such as 2018.", required);
    default:
      return present(text(field.max ?? 200, required));
  }
}

/** The schema of one site-wide form, or of some of its fields (one step of a multi-step form). */
export function createSiteFormSchema(fields: FieldSpec[], options: { today: string }) {
  const thisYear = Number(options.today.slice(0, 4));
  const shape: Record<string, z.ZodMiniType> = {
    opt_in: contactFields.opt_in,
    idempotency_key: contactFields.idempotency_key,
  };
  for (const field of fields) shape[field.name] = fieldSchema(field, { today: options.today, thisYear });
  const schema = z.object(shape);
  // A location offered under a dealership belongs to that dealership, and to no other chosen.
  const dealershipOf = new Map(
    (fields.find((f) => f.name === "location")?.options ?? []).flatMap((o) =>
      o.group ? [[o.value, o.group.value] as const] : [],
    ),
  );
  const checked =
    dealershipOf.size === 0 || !fields.some((f) => f.name === "dealership_slug")
      ? schema
      : schema.check(
          z.refine(
            (data: Record<string, unknown>) =>
              !data.location ||
              !data.dealership_slug ||
              !dealershipOf.has(String(data.location)) ||
              dealershipOf.get(String(data.location)) === data.dealership_slug,
            {
              message: LOCATION_NOT_OF_DEALERSHIP,
              path: ["location"],
              // Said beside the other fields' messages, once both selects hold offered values.
              when: (payload) =>
                !payload.issues.some((i) => i.path?.[0] === "location" || i.path?.[0] === "dealership_slug"),
            },
          ),
        );
  return checked as unknown as z.ZodMiniType<
    Record<string, string> & { opt_in: boolean; idempotency_key?: string }
  >;
}

/*
 * The reserve-online form [VSD §2 checkout; docs/decisions/020-reserve-online.md]: who is reserving
 * (for the dealer and the receipt) and their agreement to the deposit's terms. In the local test
 * mode the same form takes a card, checked as a card network would (test-card.ts).
 */
export const RESERVE_TERMS_MESSAGE = "Please agree to the reservation terms.";

export function createReserveSchema(options: { testCard: boolean }) {
  return z.object({
    name: contactFields.name,
    email: contactFields.email,
    phone: contactFields.phone,
    agree: z.pipe(
      z.transform((value: unknown) => value === "on" || value === "true" || value === true),
      z.boolean().check(z.refine((ticked) => ticked, RESERVE_TERMS_MESSAGE)),
    ),
    idempotency_key: z.uuid("Please reload the page and try again."),
    ...(options.testCard ? testCardFields : {}),
  });
}

/** A signed-in buyer's saved details, edited in My Garage: each may be left empty. */
export const SavedDetailsSchema = z.object({
  name: z._default(z.optional(text(100)), ""),
  email: z._default(
    z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(254, "Please enter a valid email address."),
        z.refine((v) => v === "" || z.email().safeParse(v).success, "Please enter a valid email address."),
      ),
    ),
    "",
  ),
  postcode: z._default(
    z.optional(
      z.string().check(
        z.trim(),
        z.refine((v) => v === "" || /^\d{4}$/.test(v), POSTCODE_MESSAGE),
      ),
    ),
    "",
  ),
});
