import { describe, expect, it } from "vitest";
import { createEnquirySchema, createTestDriveSchema } from "./lead-form-schemas";
import { normalisePhone, toFieldErrors } from "./lead-forms";

const contact = { name: "Alex Buyer", email: "alex@example.com", phone: "0412 345 678" };

describe("lead forms", () => {
  it("accepts Australian numbers as people write them", () => {
    expect(normalisePhone("+61 412 345 678")).toBe("0412345678");
    expect(normalisePhone("(07) 5550-1200")).toBe("0755501200");
    const schema = createEnquirySchema({ messageRequired: false });
    for (const phone of ["0412 345 678", "(07) 5550 1200", "+61 2 9876 5432", "1300 555 123", "13 12 34"]) {
      expect(schema.safeParse({ ...contact, phone }).success, phone).toBe(true);
    }
    for (const phone of ["12345", "0412 345 67", "555-1234", "+1 415 555 0100"]) {
      const result = schema.safeParse({ ...contact, phone });
      expect(result.success, phone).toBe(false);
      expect(toFieldErrors(result.error!).phone).toBe("Please enter a valid Australian phone number.");
    }
  });

  it("requires comments unless the site turns that off [SW §5 Enquiry form]", () => {
    const required = createEnquirySchema({ messageRequired: true }).safeParse(contact);
    expect(required.success).toBe(false);
    expect(toFieldErrors(required.error!)).toEqual({ message: "Please enter your comments." });
    expect(createEnquirySchema({ messageRequired: false }).safeParse(contact).success).toBe(true);
  });

  it("names each missing or wrong field", () => {
    const result = createEnquirySchema({ messageRequired: false }).safeParse({
      name: " ",
      email: "alex@",
      phone: "",
    });
    expect(toFieldErrors(result.error!)).toEqual({
      name: "Please enter your name.",
      email: "Please enter a valid email address.",
      phone: "Please enter your phone number.",
    });
  });

  it("defaults opt-in from the checkbox: ticked is 'on', missing is no [VSD §5 opt_in]", () => {
    const schema = createEnquirySchema({ messageRequired: false });
    expect(schema.parse({ ...contact, opt_in: "on" }).opt_in).toBe(true);
    expect(schema.parse(contact).opt_in).toBe(false);
  });

  it("keeps the test drive's date and time optional, and the date from today on [SW §5 Test-drive form]", () => {
    const schema = createTestDriveSchema({ today: "2026-11-21" });
    expect(schema.safeParse(contact).success).toBe(true);
    expect(schema.safeParse({ ...contact, date: "2026-11-21", time: "09:30" }).success).toBe(true);
    const past = schema.safeParse({ ...contact, date: "2026-11-20" });
    expect(toFieldErrors(past.error!)).toEqual({ date: "Please choose a date from today on." });
    expect(schema.safeParse({ ...contact, time: "25:00" }).success).toBe(false);
  });

  it("asks do-you-have-a-trade-in only where the site does: Yes, No or unanswered [SW §3]", () => {
    const base = { ...contact, message: "Hi" };
    const asking = createEnquirySchema({ messageRequired: true, tradeInQuestion: true });
    expect(asking.safeParse({ ...base, trade_in: "Yes" }).data?.trade_in).toBe("Yes");
    expect(asking.safeParse(base).data?.trade_in).toBe("");
    expect(toFieldErrors(asking.safeParse({ ...base, trade_in: "Maybe" }).error!)).toEqual({
      trade_in: "Please choose Yes or No.",
    });
  });
});
