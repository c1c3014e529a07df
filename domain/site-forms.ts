import { hasOdometer, tradeInWords } from "./vehicle-words";

/*
 * The site-wide lead forms [SW §2 Default navigation, §3 Enquiry form payload, Trade-in form
 * fields, §5 Enquiry form, Test-drive form, Trade-in form; issue 11], each described once as data:
 * its category, analytics event, steps and fields. The browser renders a form from its description
 * and checks it with the schema built from the same description (lead-form-schemas.ts); the server
 * parses the post with that schema and stores the lead (server/leads/site-leads.server.ts).
 */
export const SITE_FORM_KINDS = [
  "contact",
  "test-drive",
  "finance",
  "service",
  "parts",
  "trade-in",
  "chat",
] as const;
export type SiteFormKind = (typeof SITE_FORM_KINDS)[number];

/** Which form each path of the spec's menus serves [SW §2 Default navigation and links]. */
export const SITE_FORM_PATHS: Record<string, SiteFormKind> = {
  "/contact": "contact",
  "/contact-us": "contact",
  "/book-test-drive": "test-drive",
  "/finance": "finance",
  "/finance-enquiry": "finance",
  "/apply-for-finance": "finance",
  "/finance-pre-approval": "finance",
  // [SW §2 Sign-in gated routes] "/personalised/finance?car_id={id}": finance on one car.
  "/personalised/finance": "finance",
  "/service": "service",
  "/vehicle-parts-and-accessories": "parts",
  "/trade-in": "trade-in",
  "/sell-your-car": "trade-in",
  "/sell-my-car": "trade-in",
  "/cars/trade-in": "trade-in",
  // The chat widget's page: what the widget shows, and where it goes without JavaScript.
  "/chat": "chat",
};

/** The form a path serves, if any: "/book-test-drive/" and "/book-test-drive" are one page. */
export function siteFormForPath(pathname: string): SiteFormKind | null {
  let end = pathname.length;
  // A loop, not /\/+$/: that pattern is quadratic on a path of many slashes.
  while (end > 1 && pathname.charCodeAt(end - 1) === 47) end--;
  const path = pathname.slice(0, end);
  return Object.hasOwn(SITE_FORM_PATHS, path) ? SITE_FORM_PATHS[path]! : null;
}

/** [SW §9] analytics ids: "default 22 for enquiry, 51 for a Careers enquiry, ... 9 for the finance enquiry form"; [VSD §7] 18 trade-in offer accepted. */
export const SITE_FORM_EVENT = { enquiry: 22, careers: 51, finance: 9, tradeInOfferAccepted: 18 } as const;

/** The Category select of the general enquiry [SW §5 "Category select required"]. */
export const CONTACT_CATEGORIES = [
  "General Enquiry",
  "Sales Enquiry",
  "Service Enquiry",
  "Parts Enquiry",
  "Finance Enquiry",
  "Careers Enquiry",
] as const;

/** [SW §5] "The Careers Enquiry category is sent as General Enquiry with subcategory Career Enquiry." */
export function contactCategory(selected: string): {
  category: string;
  subcategory: string | null;
  event: number;
} {
  if (selected === "Careers Enquiry")
    return { category: "General Enquiry", subcategory: "Career Enquiry", event: SITE_FORM_EVENT.careers };
  return { category: selected, subcategory: null, event: SITE_FORM_EVENT.enquiry };
}

/** [SW §4 Trade-in lead steps] the subcategory each step of the trade-in lead carries. */
export const TRADE_IN_STEPS = ["1. Vehicle Details", "2. Valuation", "3. Offer Accepted"] as const;

/** What a sent chat says, in the widget and on the success page. */
export const CHAT_SENT_MESSAGE =
  "Your message has been sent. We will reply by text message to the mobile you gave us.";

export const CONTACT_METHODS = ["Phone", "Email", "SMS"] as const;

export type Option = {
  value: string;
  label: string;
  /** The dealership a location belongs to, where the form also asks for a dealership. */
  group?: { value: string; label: string };
};

/** [SW §5] A location must be one of the dealership chosen (the ADF names one as vendor, the other as contact). */
export const LOCATION_NOT_OF_DEALERSHIP = "Please choose a location of the dealership you selected.";

export type FieldSpec = {
  name: string;
  label: string;
  kind:
    | "text"
    | "email"
    | "tel"
    | "textarea"
    | "select"
    | "date"
    | "time"
    | "postcode"
    | "money"
    | "km"
    | "year"
    /** The tick to agree to the terms of use (TERMS_FIELD). */
    | "terms";
  /** The message when it is left empty; absent for an optional field. */
  required?: string;
  options?: Option[];
  placeholder?: string;
  autoComplete?: string;
  max?: number;
  /** Shown but not sent when empty (a select's first, empty choice). */
  emptyOption?: string;
  /** A phone that must take text messages (04xx xxx xxx). */
  mobile?: true;
  /** A button after the field that posts the form for a lookup (intent), unchecked. */
  action?: { intent: string; label: string };
};

export type FormStep = { title: string; fields: FieldSpec[] };

export type SiteFormSpec = {
  kind: SiteFormKind;
  heading: string;
  intro: string;
  submitLabel: string;
  steps: FormStep[];
  /** The site's terms notice [SW §5 "Some sites show '* You must agree to the terms of use...'"]. */
  termsNotice: boolean;
  optInText: string;
};

/** What a site's configuration and data decide about its forms. */
export type SiteFormContext = {
  messageRequired: boolean;
  termsNotice: boolean;
  optInText: string;
  tradeInQuestion: boolean;
  /** Locations the form offers (service-type only on the service and parts forms). */
  locations: Option[];
  /** Dealerships: the select shows only when there is more than one [SW §5]. */
  dealerships: Option[];
  /** Test-drive times from the appointment-availability service, by date. */
  slots: { date: string; times: string[] }[];
  today: string;
  /** The car the form is about, when there is one (hidden fields carry it). */
  car: { name: string } | null;
  /**
   * The kinds of vehicle the site sells (`site.search.vehicle_kinds`); cars when not given. The
   * trade-in asks about the buyer's vehicle in the site's words (domain/vehicle-words.ts).
   */
  vehicleKinds?: readonly string[];
};

export const CONTACT_FIELDS: FieldSpec[] = [
  {
    name: "name",
    label: "Name",
    kind: "text",
    required: "Please enter your name.",
    autoComplete: "name",
    max: 100,
  },
  {
    name: "email",
    label: "Email",
    kind: "email",
    required: "Please enter your email address.",
    autoComplete: "email",
    max: 254,
  },
  {
    name: "phone",
    label: "Phone",
    kind: "tel",
    required: "Please enter your phone number.",
    autoComplete: "tel",
    max: 30,
  },
];

const LOCATION_LABEL = "Please Select a Dealership Location (or Department)";
const DEALERSHIP_LABEL = "Select a Preferred Dealership";

function locationField(context: SiteFormContext, required = true): FieldSpec[] {
  if (context.locations.length === 0) return [];
  return [
    {
      name: "location",
      label: LOCATION_LABEL,
      kind: "select",
      options: context.locations,
      emptyOption: "Select a location",
      ...(required && { required: "Please select a location." }),
    },
  ];
}

function dealershipField(context: SiteFormContext): FieldSpec[] {
  if (context.dealerships.length <= 1) return [];
  return [
    {
      name: "dealership_slug",
      label: DEALERSHIP_LABEL,
      kind: "select",
      options: context.dealerships,
      emptyOption: "Select a dealership",
      required: "Please select a dealership.",
    },
  ];
}

const comments = (required: string | false, label = "Comments"): FieldSpec => ({
  name: "message",
  label,
  kind: "textarea",
  max: 2000,
  ...(required && { required }),
});

const rego: FieldSpec = {
  name: "rego",
  label: "Rego",
  kind: "text",
  placeholder: "Rego - Helps us better assist your enquiry",
  max: 12,
};

/** Room for an odometer as buyers write it ("1,000,000 kms"); the schema reads the number. */
const KM_TEXT_MAX = 14;

const vehicleOfInterest: FieldSpec[] = [
  { name: "vehicle_make", label: "Make", kind: "text", max: 40 },
  { name: "vehicle_model", label: "Model", kind: "text", max: 60 },
];

/**
 * [SW §5] "Some sites show '* You must agree to the terms of use before submitting the form.'" and
 * the enquiry payload carries `terms_conditions` [SW §3]: on those sites each form's last step ends
 * with a tick to agree, which it must carry to be sent (docs/decisions/062-agreeing-to-the-terms.md).
 */
export const TERMS_MESSAGE = "You must agree to the terms of use before submitting the form.";
export const TERMS_FIELD: FieldSpec = {
  name: "terms_conditions",
  label: "I agree to the terms of use",
  kind: "terms",
  required: TERMS_MESSAGE,
};

export function siteFormSpec(kind: SiteFormKind, context: SiteFormContext): SiteFormSpec {
  const spec = formSpecOf(kind, context);
  if (!context.termsNotice) return spec;
  const steps = spec.steps.map((step, i) =>
    i === spec.steps.length - 1 ? { ...step, fields: [...step.fields, TERMS_FIELD] } : step,
  );
  return { ...spec, steps };
}

function formSpecOf(kind: SiteFormKind, context: SiteFormContext): SiteFormSpec {
  const base = { kind, termsNotice: context.termsNotice, optInText: context.optInText };
  switch (kind) {
    case "contact":
      return { ...base, ...contactForm(context) };
    case "test-drive":
      return { ...base, ...testDriveForm(context) };
    case "finance":
      return { ...base, ...financeForm(context) };
    case "service":
      return { ...base, ...serviceForm(context) };
    case "parts":
      return { ...base, ...partsForm(context) };
    case "chat":
      return { ...base, ...chatForm() };
    case "trade-in":
      return { ...base, ...tradeInForm(context) };
  }
}

/** What a form says and asks; its kind and the site's terms and opt-in come from formSpecOf. */
type FormContent = Pick<SiteFormSpec, "heading" | "intro" | "submitLabel" | "steps">;

function contactForm(context: SiteFormContext): FormContent {
  return {
    heading: "Contact Us",
    intro: "Send us a message and the right person will get back to you.",
    submitLabel: "Send Enquiry",
    steps: [
      {
        title: "Your enquiry",
        fields: [
          {
            name: "category",
            label: "Category",
            kind: "select",
            options: CONTACT_CATEGORIES.map((c) => ({ value: c, label: c })),
            required: "Please select a category.",
          },
          ...dealershipField(context),
          ...locationField(context),
          ...CONTACT_FIELDS,
          rego,
          ...(context.tradeInQuestion
            ? [
                {
                  name: "trade_in",
                  label: "Do you have a trade-in?",
                  kind: "select" as const,
                  options: [
                    { value: "Yes", label: "Yes" },
                    { value: "No", label: "No" },
                  ],
                  emptyOption: "Select",
                },
              ]
            : []),
          comments(context.messageRequired && "Please enter your comments."),
        ],
      },
    ],
  };
}
function testDriveForm(context: SiteFormContext): FormContent {
  return {
    heading: context.car ? `Book a Test Drive: ${context.car.name}` : "Book a Test Drive",
    intro: "Tell us when suits you; we will confirm the time with you.",
    submitLabel: "Book Test Drive",
    steps: [
      { title: "Your details", fields: [...CONTACT_FIELDS] },
      {
        title: "Your booking",
        fields: [
          ...locationField(context),
          ...(context.car ? [] : vehicleOfInterest),
          {
            name: "date",
            label: "Preferred date",
            kind: "date",
            options: context.slots.map((s) => ({ value: s.date, label: s.date })),
          },
          { name: "time", label: "Preferred time", kind: "time" },
          comments(false),
        ],
      },
    ],
  };
}

function financeForm(context: SiteFormContext): FormContent {
  return {
    heading: "Finance Enquiry",
    intro: "Tell us what you would like to finance and a finance specialist will call you.",
    submitLabel: "Send Finance Enquiry",
    steps: [
      {
        title: "Your finance enquiry",
        fields: [
          ...dealershipField(context),
          ...CONTACT_FIELDS,
          { name: "vehicle_price_budget", label: "Amount to finance", kind: "money", max: 9 },
          comments(false),
        ],
      },
    ],
  };
}

function serviceForm(context: SiteFormContext): FormContent {
  return {
    heading: "Book a Service",
    intro: "Choose a service centre and a day; we will confirm the booking with you.",
    submitLabel: "Request Booking",
    steps: [
      {
        title: "Your service booking",
        fields: [
          ...locationField(context),
          ...CONTACT_FIELDS,
          rego,
          ...vehicleOfInterest,
          { name: "odometer", label: "Odometer", kind: "km", max: KM_TEXT_MAX },
          { name: "date", label: "Preferred date", kind: "date" },
          comments(false, "What does your vehicle need?"),
        ],
      },
    ],
  };
}

function partsForm(context: SiteFormContext): FormContent {
  return {
    heading: "Parts & Accessories",
    intro: "Tell us what you need and for which vehicle; our parts team will reply with a price.",
    submitLabel: "Send Parts Enquiry",
    steps: [
      {
        title: "Your parts enquiry",
        fields: [
          ...locationField(context),
          ...CONTACT_FIELDS,
          ...vehicleOfInterest,
          { name: "vehicle_year", label: "Year", kind: "year" },
          { name: "vin", label: "VIN", kind: "text", max: 17 },
          comments("Please tell us which parts you need.", "Parts required"),
        ],
      },
    ],
  };
}

function chatForm(): FormContent {
  return {
    heading: "Chat with us",
    intro: "Send us a message and our team will reply by text message to your mobile.",
    submitLabel: "Send Message",
    steps: [
      {
        title: "Your message",
        fields: [
          {
            name: "message",
            label: "Message",
            kind: "textarea",
            required: "Please enter your message.",
            max: 2000,
          },
          CONTACT_FIELDS[0]!,
          {
            name: "phone",
            label: "Mobile",
            kind: "tel",
            required: "Please enter your mobile number.",
            autoComplete: "tel",
            max: 30,
            mobile: true,
          },
        ],
      },
    ],
  };
}

function tradeInForm(context: SiteFormContext): FormContent {
  // A site of cars asks about "Your car"; a caravan dealer's buyer may trade a van, a motorhome
  // or the car that towed it: "Your vehicle", and an odometer of 0 for a caravan, which has none.
  const kinds = context.vehicleKinds ?? ["car"];
  const traded = tradeInWords(kinds);
  return {
    heading: `Trade In or Sell Your ${traded.one}`,
    intro: `Tell us about your ${traded.choices} for an indicative online valuation.`,
    submitLabel: "Get My Valuation",
    steps: [
      { title: `Your ${traded.one.toLowerCase()}`, fields: tradedVehicleFields(kinds, traded.one) },
      { title: "Your details", fields: sellerFields(context) },
    ],
  };
}

/** The trade-in's first step: the vehicle traded, `one` naming it as the site's words do ("Car"). */
function tradedVehicleFields(kinds: readonly string[], one: string): FieldSpec[] {
  return [
    // [SW §4 Trade-in lead steps] "rego lookup": the plate and state can fill in the rest.
    { name: "rego", label: "Rego", kind: "text", max: 12 },
    {
      name: "rego_state",
      label: "Rego state",
      kind: "select",
      options: ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"].map((s) => ({
        value: s,
        label: s,
      })),
      emptyOption: "Select",
      action: { intent: "rego-lookup", label: `Find My ${one}` },
    },
    {
      name: "vehicle_make",
      label: "Make",
      kind: "text",
      required: "Please enter the make.",
      max: 40,
    },
    {
      name: "vehicle_model",
      label: "Model",
      kind: "text",
      required: "Please enter the model.",
      max: 60,
    },
    { name: "vehicle_year", label: "Year", kind: "year", required: "Please enter the year." },
    {
      name: "odometer",
      label: kinds.every(hasOdometer) ? "Odometer" : "Odometer (0 for a caravan)",
      kind: "km",
      required: "Please enter the odometer.",
      max: KM_TEXT_MAX,
    },
  ];
}

/** The trade-in's second step: who is selling, and how they would like to hear back. */
function sellerFields(context: SiteFormContext): FieldSpec[] {
  return [
    {
      name: "name",
      label: "First Name",
      kind: "text",
      required: "Please enter your first name.",
      autoComplete: "given-name",
      max: 100,
    },
    { name: "last_name", label: "Last Name", kind: "text", autoComplete: "family-name", max: 100 },
    {
      name: "postcode",
      label: "Postcode",
      kind: "postcode",
      required: "Invalid postcode. Please enter a 4-digit number.",
      autoComplete: "postal-code",
    },
    {
      name: "phone",
      label: "Mobile",
      kind: "tel",
      required: "Please enter your mobile number.",
      autoComplete: "tel",
      max: 30,
    },
    CONTACT_FIELDS[1]!,
    ...locationField(context),
    {
      name: "preferred_contact_method",
      label: "Preferred contact method",
      kind: "select",
      options: CONTACT_METHODS.map((m) => ({ value: m, label: m })),
      emptyOption: "Select",
    },
    {
      name: "finance",
      label: "Interested in finance?",
      kind: "select",
      options: [
        { value: "Yes", label: "Yes" },
        { value: "No", label: "No" },
      ],
      emptyOption: "Select",
    },
  ];
}

/** The form's fields, all steps together. */
/** What of a site the chat widget's form depends on: the rest of it is the same on every site. */
export type ChatFormSettings = Pick<SiteFormContext, "termsNotice" | "optInText">;

/**
 * The chat widget's form, drawn in the browser from the site's two settings (the page carries
 * those, not the whole form): the same form `siteFormSpec` gives the chat page.
 */
export function chatFormSpec(settings: ChatFormSettings): SiteFormSpec {
  return siteFormSpec("chat", {
    ...settings,
    messageRequired: true,
    tradeInQuestion: false,
    locations: [],
    dealerships: [],
    slots: [],
    today: "",
    car: null,
  });
}

export function allFields(spec: SiteFormSpec): FieldSpec[] {
  return spec.steps.flatMap((s) => s.fields);
}
