import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import {
  CARD_MESSAGES,
  cardDigits,
  isExpired,
  passesLuhn,
  paymentFieldsToKeep,
  readExpiry,
  testCardFields,
} from "./test-card";

describe("a payment card as typed (the test mode's checks)", () => {
  it("checks the number's Luhn checksum (ISO/IEC 7812)", () => {
    expect(passesLuhn(cardDigits("4242 4242 4242 4242"))).toBe(true);
    expect(passesLuhn(cardDigits("5555-5555-5555-4444"))).toBe(true);
    expect(passesLuhn("378282246310005")).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(passesLuhn("42424242")).toBe(false);
    expect(passesLuhn("4242a24242424242")).toBe(false);
  });

  it("reads MM/YY and MM/YYYY; a card is good to the end of its month", () => {
    expect(readExpiry("08/29")).toEqual({ year: 2029, month: 8 });
    expect(readExpiry(" 8 / 2029 ")).toEqual({ year: 2029, month: 8 });
    expect(readExpiry("13/29")).toBeNull();
    expect(readExpiry("0829")).toBeNull();
    const now = new Date("2026-11-25T00:00:00Z");
    expect(isExpired({ year: 2026, month: 11 }, now)).toBe(false);
    expect(isExpired({ year: 2026, month: 10 }, now)).toBe(true);
  });

  it("gives each field its own message", () => {
    const schema = z.object(testCardFields);
    const result = schema.safeParse({ card_number: "1234", card_expiry: "01/20", card_cvc: "12" });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => [i.path[0], i.message]);
    expect(messages).toEqual([
      ["card_number", CARD_MESSAGES.number],
      ["card_expiry", CARD_MESSAGES.expired],
      ["card_cvc", CARD_MESSAGES.cvc],
    ]);
    expect(
      schema.safeParse({ card_number: "4242 4242 4242 4242", card_expiry: "12/40", card_cvc: "123" }).success,
    ).toBe(true);
  });
});

describe("a refused payment form", () => {
  it("gives back what was typed, never the full card number, its security code or the retry key", () => {
    expect(
      paymentFieldsToKeep({
        name: "Pat",
        card_number: "4242 4242 4242 4242",
        card_cvc: "123",
        card_expiry: "12/40",
        idempotency_key: "k",
      }),
    ).toEqual({ name: "Pat", card_number: "", card_expiry: "12/40" });
    expect(paymentFieldsToKeep({ card_number: "42" })).toEqual({ card_number: "42" });
  });
});
