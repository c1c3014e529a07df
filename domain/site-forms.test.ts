import { describe, expect, it } from "vitest";
import { createSiteFormSchema, POSTCODE_MESSAGE } from "./lead-form-schemas";
import { toFieldErrors } from "./lead-forms";
import {
  allFields,
  chatFormSpec,
  contactCategory,
  siteFormForPath,
  siteFormSpec,
  type SiteFormContext,
} from "./site-forms";

const context: SiteFormContext = {
  messageRequired: true,
  termsNotice: false,
  optInText: "Yes, I would like to subscribe to receive latest offers & product updates.",
  tradeInQuestion: false,
  locations: [
    { value: "springwood", label: "Springwood Sales" },
    { value: "newstead", label: "Newstead Sales" },
  ],
  dealerships: [{ value: "southern-cross-toyota", label: "Southern Cross Toyota" }],
  slots: [],
  today: "2026-11-24",
  car: null,
};
const contact = { name: "Alex Buyer", email: "alex@example.com", phone: "0412 345 678" };
const names = (kind: Parameters<typeof siteFormSpec>[0], over: Partial<SiteFormContext> = {}) =>
  allFields(siteFormSpec(kind, { ...context, ...over })).map((f) => f.name);

describe("site-wide lead forms [SW §2, §3, §5]", () => {
  it("serves each menu path's form, with or without a trailing slash", () => {
    expect(siteFormForPath("/book-test-drive/")).toBe("test-drive");
    expect(siteFormForPath("/contact-us")).toBe("contact");
    expect(siteFormForPath("/apply-for-finance")).toBe("finance");
    expect(siteFormForPath("/sell-your-car")).toBe("trade-in");
    expect(siteFormForPath("/vehicle-parts-and-accessories")).toBe("parts");
    expect(siteFormForPath("/" + "/".repeat(50_000))).toBeNull();
    expect(siteFormForPath("/__proto__")).toBeNull();
  });

  it("asks a chat for a message, a name and a mobile that can take the reply by text", () => {
    const fields = allFields(siteFormSpec("chat", context));
    expect(fields.map((f) => f.name)).toEqual(["message", "name", "phone"]);
    const schema = createSiteFormSchema(fields, { today: context.today });
    const chat = { message: "Is it still there?", name: "Alex", phone: "0412 345 678" };
    expect(schema.safeParse(chat).success).toBe(true);
    const landline = schema.safeParse({ ...chat, phone: "(07) 5550 1200" });
    expect(landline.success || toFieldErrors(landline.error)).toEqual({
      phone: "Please enter a valid Australian mobile number.",
    });
    const empty = schema.safeParse({ message: " ", name: "", phone: "" });
    expect(empty.success || toFieldErrors(empty.error)).toEqual({
      message: "Please enter your message.",
      name: "Please enter your name.",
      phone: "Please enter your mobile number.",
    });
    expect(siteFormForPath("/chat")).toBe("chat");
  });

  it("sends Careers Enquiry as General Enquiry / Career Enquiry with event 51, others with 22 [SW §5, §7]", () => {
    expect(contactCategory("Careers Enquiry")).toEqual({
      category: "General Enquiry",
      subcategory: "Career Enquiry",
      event: 51,
    });
    expect(contactCategory("Sales Enquiry")).toEqual({
      category: "Sales Enquiry",
      subcategory: null,
      event: 22,
    });
  });

  it("asks for a preferred dealership only when the site has more than one [SW §5 Enquiry form]", () => {
    expect(names("contact")).not.toContain("dealership_slug");
    const two = [...context.dealerships, { value: "southern-cross-mazda", label: "Southern Cross Mazda" }];
    const spec = siteFormSpec("contact", { ...context, dealerships: two });
    expect(allFields(spec).find((f) => f.name === "dealership_slug")?.label).toBe(
      "Select a Preferred Dealership",
    );
    expect(allFields(spec).find((f) => f.name === "location")?.label).toBe(
      "Please Select a Dealership Location (or Department)",
    );
    expect(allFields(spec).find((f) => f.name === "rego")?.placeholder).toBe(
      "Rego - Helps us better assist your enquiry",
    );
  });

  it("requires Comments unless the site turns that off; the trade-in question only where configured", () => {
    const fields = (over: Partial<SiteFormContext>) =>
      allFields(siteFormSpec("contact", { ...context, ...over }));
    const base = { ...contact, category: "General Enquiry", location: "springwood" };
    const required = createSiteFormSchema(fields({}), { today: context.today }).safeParse(base);
    expect(required.success).toBe(false);
    expect(toFieldErrors(required.error!)).toEqual({ message: "Please enter your comments." });
    expect(
      createSiteFormSchema(fields({ messageRequired: false }), { today: context.today }).safeParse(base)
        .success,
    ).toBe(true);
    expect(fields({}).map((f) => f.name)).not.toContain("trade_in");
    expect(
      fields({ tradeInQuestion: true })
        .find((f) => f.name === "trade_in")
        ?.options?.map((o) => o.value),
    ).toEqual(["Yes", "No"]);
  });

  it("refuses a category or location the form does not offer", () => {
    const schema = createSiteFormSchema(allFields(siteFormSpec("contact", context)), {
      today: context.today,
    });
    const result = schema.safeParse({ ...contact, category: "Free Car", location: "mars", message: "hi" });
    expect(toFieldErrors(result.error!)).toEqual({
      category: "Please choose one of the options.",
      location: "Please choose one of the options.",
    });
  });

  it("offers each location under its dealership, and refuses a location of another dealership", () => {
    const toyota = { value: "southern-cross-toyota", label: "Southern Cross Toyota" };
    const kia = { value: "southern-cross-kia", label: "Southern Cross Kia" };
    const schema = createSiteFormSchema(
      allFields(
        siteFormSpec("contact", {
          ...context,
          dealerships: [toyota, kia],
          locations: [
            { value: "springwood", label: "Springwood Sales", group: toyota },
            { value: "parramatta-kia", label: "Kia Parramatta", group: kia },
          ],
        }),
      ),
      { today: context.today },
    );
    const enquiry = { ...contact, category: "Sales Enquiry", message: "Is it still there?" };
    expect(
      schema.safeParse({ ...enquiry, dealership_slug: kia.value, location: "parramatta-kia" }).success,
    ).toBe(true);
    const mismatched = schema.safeParse({
      ...enquiry,
      dealership_slug: toyota.value,
      location: "parramatta-kia",
    });
    expect(mismatched.success || toFieldErrors(mismatched.error)).toEqual({
      location: "Please choose a location of the dealership you selected.",
    });
    // Said beside the other fields' own messages, not only once they are right.
    const both = schema.safeParse({
      ...enquiry,
      name: "",
      dealership_slug: toyota.value,
      location: "parramatta-kia",
    });
    expect(both.success || toFieldErrors(both.error)).toEqual({
      name: "Please enter your name.",
      location: "Please choose a location of the dealership you selected.",
    });
  });

  it("has the trade-in fields of the spec, in two steps, and its postcode rule [SW §3, §5 Trade-in form]", () => {
    const spec = siteFormSpec("trade-in", context);
    expect(spec.steps.map((s) => s.title)).toEqual(["Your car", "Your details"]);
    const details = spec.steps[1]!.fields;
    expect(details.map((f) => [f.name, f.label])).toEqual([
      ["name", "First Name"],
      ["last_name", "Last Name"],
      ["postcode", "Postcode"],
      ["phone", "Mobile"],
      ["email", "Email"],
      ["location", "Please Select a Dealership Location (or Department)"],
      ["preferred_contact_method", "Preferred contact method"],
      ["finance", "Interested in finance?"],
    ]);
    expect(details.find((f) => f.name === "preferred_contact_method")?.options?.map((o) => o.value)).toEqual([
      "Phone",
      "Email",
      "SMS",
    ]);
    const schema = createSiteFormSchema(details, { today: context.today });
    const person = { name: "Casey", phone: "0412345678", email: "c@example.com", location: "springwood" };
    for (const postcode of ["", "412", "41270", "4,127", "abcd"])
      expect(toFieldErrors(schema.safeParse({ ...person, postcode }).error!).postcode, postcode).toBe(
        POSTCODE_MESSAGE,
      );
    expect(schema.safeParse({ ...person, postcode: "4127" }).success).toBe(true);
  });

  it("asks a car site's buyer about their car in the spec's words, and a caravan dealer's about their vehicle (issue 31)", () => {
    const fieldsOf = (spec: ReturnType<typeof siteFormSpec>) =>
      allFields(spec).map((f) => [f.name, f.label, f.required, f.kind]);
    const cars = siteFormSpec("trade-in", context);
    expect(siteFormSpec("trade-in", { ...context, vehicleKinds: ["car"] })).toEqual(cars);
    expect([cars.heading, cars.intro]).toEqual([
      "Trade In or Sell Your Car",
      "Tell us about your car for an indicative online valuation.",
    ]);
    expect(allFields(cars).find((f) => f.name === "rego_state")?.action?.label).toBe("Find My Car");
    expect(allFields(cars).find((f) => f.name === "odometer")?.label).toBe("Odometer");

    const vans = siteFormSpec("trade-in", { ...context, vehicleKinds: ["caravan", "motorhome", "truck"] });
    expect([vans.heading, vans.intro]).toEqual([
      "Trade In or Sell Your Vehicle",
      "Tell us about your caravan, motorhome, truck or car for an indicative online valuation.",
    ]);
    expect(vans.steps.map((s) => s.title)).toEqual(["Your vehicle", "Your details"]);
    expect(allFields(vans).find((f) => f.name === "rego_state")?.action?.label).toBe("Find My Vehicle");
    // A caravan has no odometer: the label says what to put; the field is the spec's, asked as before.
    expect(allFields(vans).find((f) => f.name === "odometer")?.label).toBe("Odometer (0 for a caravan)");
    const withoutOdometerLabel = (spec: ReturnType<typeof siteFormSpec>) =>
      fieldsOf(spec).map(([name, label, ...rest]) => [name, name === "odometer" ? null : label, ...rest]);
    expect(withoutOdometerLabel(vans)).toEqual(withoutOdometerLabel(cars));
    // A site of motorhomes and trucks (every one with an odometer) asks for the odometer as it is.
    const trucks = siteFormSpec("trade-in", { ...context, vehicleKinds: ["truck"] });
    expect(allFields(trucks).find((f) => f.name === "odometer")?.label).toBe("Odometer");
    expect(trucks.heading).toBe("Trade In or Sell Your Vehicle");
  });

  it("reads money and kilometres as people type them, and refuses a year from the future", () => {
    const fields = allFields(siteFormSpec("trade-in", context)).filter((f) =>
      ["vehicle_make", "vehicle_model", "vehicle_year", "odometer"].includes(f.name),
    );
    const schema = createSiteFormSchema(fields, { today: context.today });
    const car = { vehicle_make: "Toyota", vehicle_model: "HiLux" };
    expect(schema.safeParse({ ...car, vehicle_year: "2019", odometer: "85,000 kms" }).data).toMatchObject({
      odometer: "85000",
    });
    expect(toFieldErrors(schema.safeParse({ ...car, vehicle_year: "2031", odometer: "1" }).error!)).toEqual({
      vehicle_year: "Please enter a year such as 2018.",
    });
    expect(toFieldErrors(schema.safeParse({ ...car, vehicle_year: "2019", odometer: "" }).error!)).toEqual({
      odometer: "Please enter the odometer.",
    });
    // Issue 28: a grouping that is not in threes is refused, not read with its commas dropped.
    for (const odometer of ["85,00", "8,5000", "1,23,456", "85.000"])
      expect(
        toFieldErrors(schema.safeParse({ ...car, vehicle_year: "2019", odometer }).error!),
        odometer,
      ).toEqual({
        odometer: "Please enter the odometer in kilometres.",
      });
    expect(toFieldErrors(schema.safeParse({ ...car, vehicle_year: "2,01", odometer: "1" }).error!)).toEqual({
      vehicle_year: "Please enter a year such as 2018.",
    });
  });

  it("reads an amount to finance grouped in threes, and refuses one that is not (issue 28)", () => {
    const fields = allFields(siteFormSpec("finance", context)).filter(
      (f) => f.name === "vehicle_price_budget",
    );
    const schema = createSiteFormSchema(fields, { today: context.today });
    expect(schema.safeParse({ vehicle_price_budget: "$25,000" }).data).toMatchObject({
      vehicle_price_budget: "25000",
    });
    expect(schema.safeParse({ vehicle_price_budget: "" }).success).toBe(true);
    for (const vehicle_price_budget of ["5,00", "5,0000", "1,23,456", "5.000", "5.5.5"])
      expect(toFieldErrors(schema.safeParse({ vehicle_price_budget }).error!), vehicle_price_budget).toEqual({
        vehicle_price_budget: "Please enter an amount in whole dollars.",
      });
  });

  it("offers service-form dates from today on, and the test drive in two steps [SW §5 Test-drive form]", () => {
    const spec = siteFormSpec("test-drive", context);
    expect(spec.steps.map((s) => s.title)).toEqual(["Your details", "Your booking"]);
    const booking = createSiteFormSchema(allFields(spec), { today: context.today });
    // Message, date and time optional.
    expect(booking.safeParse({ ...contact, location: "springwood" }).success).toBe(true);
    expect(
      toFieldErrors(booking.safeParse({ ...contact, location: "springwood", date: "2026-11-23" }).error!),
    ).toEqual({
      date: "Please choose a date from today on.",
    });
    expect(names("service")).toContain("odometer");
  });
});

describe("the chat widget's form", () => {
  it("is the chat page's form, from the site's terms and opt-in settings alone", () => {
    for (const termsNotice of [false, true]) {
      const settings = { termsNotice, optInText: "Send me offers" };
      expect(chatFormSpec(settings)).toEqual(siteFormSpec("chat", { ...context, ...settings }));
    }
  });

  it("takes an odometer as buyers write it, with its unit, in a field long enough for it", () => {
    for (const kind of ["service", "trade-in"] as const) {
      const odometer = allFields(siteFormSpec(kind, context)).find((f) => f.name === "odometer")!;
      expect(odometer.max).toBeGreaterThanOrEqual("1,000,000 kms".length);
      const parsed = createSiteFormSchema([odometer], { today: context.today }).safeParse({
        odometer: "60,000 kms",
      });
      expect(parsed.success && parsed.data.odometer).toBe("60000");
    }
  });
});
