import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { CODE_MESSAGE, CodeStepSchema, formatMobile, MOBILE_MESSAGE, PhoneStepSchema } from "./sign-in";

describe("sign-in form", () => {
  it("takes an Australian mobile however it is written", () => {
    for (const phone of ["0412 345 678", "+61 412 345 678", "(0412) 345-678"]) {
      expect(z.parse(PhoneStepSchema, { phone })).toEqual({ phone: "0412345678" });
    }
  });

  it("refuses landlines, short numbers and nothing, with one message", () => {
    for (const phone of ["02 9876 5432", "0412 345", "", undefined]) {
      const result = z.safeParse(PhoneStepSchema, { phone });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MOBILE_MESSAGE);
    }
  });

  it("wants six digits for the code, spaces allowed", () => {
    expect(z.parse(CodeStepSchema, { phone: "0412345678", code: "123 456" }).code).toBe("123456");
    const result = z.safeParse(CodeStepSchema, { phone: "0412345678", code: "12345" });
    expect(result.error?.issues[0]?.message).toBe(CODE_MESSAGE);
  });

  it("writes a mobile back in groups", () => {
    expect(formatMobile("0412345678")).toBe("0412 345 678");
  });
});
