import { describe, expect, it } from "vitest";
import { getCollapsedDescription, getTruncatedDisclaimer } from "./offer-text";

describe("offer text [SW §4]", () => {
  it("collapses descriptions over 200 characters to 160", () => {
    expect(getCollapsedDescription("a".repeat(200))).toBeNull();
    expect(getCollapsedDescription("a".repeat(201))).toBe(`${"a".repeat(160)}…`);
  });

  it("truncates disclaimers over 200 characters to 200", () => {
    expect(getTruncatedDisclaimer("b".repeat(200))).toBeNull();
    expect(getTruncatedDisclaimer("b".repeat(250))).toBe(`${"b".repeat(200)}…`);
  });
});
