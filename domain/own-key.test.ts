import { describe, expect, it } from "vitest";
import { ownValue } from "./own-key";

describe("ownValue", () => {
  const table = { "used-cars": ["used"] };
  it("answers a table's own entries only", () => {
    expect(ownValue(table, "used-cars")).toEqual(["used"]);
    for (const key of ["__proto__", "constructor", "toString", "hasOwnProperty", "missing"])
      expect(ownValue(table, key)).toBeUndefined();
  });
});
