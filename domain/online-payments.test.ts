import { describe, expect, it } from "vitest";
import { toFieldErrors } from "./lead-forms";
import { createOnlinePaymentSchema, formatCents, ONLINE_PAYMENT_MESSAGES } from "./online-payments";
import { parseDollarsAndCents as parseAmountCents } from "./money";

const valid = {
  purpose: "Service invoice",
  reference: "INV-20391",
  amount: "$1,389.5",
  location: "",
  name: "Pat Payer",
  email: "pat@example.com",
  idempotency_key: "0b8b7c0e-8c4f-4a3e-9d5b-2f1e6a7c9d10",
};
const schema = createOnlinePaymentSchema({ maxCents: 1_000_000, testCard: false, locations: [] });
const errorsOf = (input: Record<string, string>) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : toFieldErrors(parsed.error);
};

describe("paying online", () => {
  it("reads amounts as people type them, to the cent", () => {
    expect(parseAmountCents("389.50")).toBe(38_950);
    expect(parseAmountCents("$1,389.5")).toBe(138_950);
    expect(parseAmountCents(" 40 ")).toBe(4_000);
    expect(parseAmountCents("40.505")).toBeNull();
    expect(parseAmountCents("-40")).toBeNull();
    expect(parseAmountCents("1e3")).toBeNull();
    expect(parseAmountCents("9".repeat(50_000))).toBeNull();
    expect(formatCents(138_950)).toBe("$1,389.50");
    expect(formatCents(4_000)).toBe("$40");
    expect(formatCents(5)).toBe("$0.05");
  });

  it("takes a payment of $1 up to the site's most, for a listed purpose and a plain reference", () => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(schema.parse(valid).amount).toBe(138_950);
    expect(errorsOf({ ...valid, amount: "0.99" })).toEqual({ amount: ONLINE_PAYMENT_MESSAGES.tooSmall });
    expect(errorsOf({ ...valid, amount: "10000.01" })).toEqual({
      amount: "Online payments are up to $10,000. Please call us to pay more.",
    });
    expect(errorsOf({ ...valid, amount: "lots" })).toEqual({ amount: ONLINE_PAYMENT_MESSAGES.amount });
    // Issue 28: "5,00" was charged as $500.00; an amount that is not unambiguous is refused.
    for (const amount of ["5,00", "5,0000", "1,23,456", "5.000", "5.5.5"])
      expect(errorsOf({ ...valid, amount }), amount).toEqual({ amount: ONLINE_PAYMENT_MESSAGES.amount });
    expect(schema.parse({ ...valid, amount: "5,000.00" }).amount).toBe(500_000);
    expect(errorsOf({ ...valid, purpose: "Bribe" })).toEqual({ purpose: ONLINE_PAYMENT_MESSAGES.purpose });
    expect(errorsOf({ ...valid, reference: "" })).toEqual({ reference: ONLINE_PAYMENT_MESSAGES.reference });
    expect(errorsOf({ ...valid, reference: "<script>" })).toEqual({
      reference: ONLINE_PAYMENT_MESSAGES.referenceFormat,
    });
    const withLocations = createOnlinePaymentSchema({
      maxCents: 1_000_000,
      testCard: false,
      locations: ["springwood"],
    });
    expect(withLocations.safeParse({ ...valid, location: "elsewhere" }).success).toBe(false);
    expect(withLocations.safeParse({ ...valid, location: "springwood" }).success).toBe(true);
  });
});
