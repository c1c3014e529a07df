import { describe, expect, it } from "vitest";
import { MAX_REDIRECT_LENGTH, safeRedirectPath } from "./safe-redirect";

/*
 * [SW §2 "The redirect goes to /sign-in with query type, redirect and sometimes back"]: a redirect
 * target is a path on this site, and a strange value falls back to the home page, never a 500.
 */
describe("safeRedirectPath", () => {
  it("keeps plain paths on this site, with their query and fragment", () => {
    expect(safeRedirectPath("/watchlist")).toBe("/watchlist");
    expect(safeRedirectPath("/search/used-cars?make=Ford&query=land%20cruiser")).toBe(
      "/search/used-cars?make=Ford&query=land%20cruiser",
    );
    expect(safeRedirectPath("/cars/2021-mazda-cx-5#enquire")).toBe("/cars/2021-mazda-cx-5#enquire");
    expect(safeRedirectPath("/search?query=100%25")).toBe("/search?query=100%25");
  });

  const hostile = [
    "//evil.example/x",
    "https://evil.example",
    "javascript:alert(1)",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/%09/evil.example",
    "/%2509/evil.example",
    "/%2F/evil.example",
    "/%252F%252Fevil.example",
    "/%5Cevil.example",
    "/%5c%5cevil.example",
    "/\r\nSet-Cookie: a=b",
    "/%0d%0aSet-Cookie:%20a=b",
    "/\u0000",
    "/%00",
    "/caf\u00e9",
    "/\u2028evil",
    "/ space",
    "/a/../..//evil.example",
    "/.//evil.example",
    "/%2e%2e//evil.example",
    "/%25252525252F/evil.example",
    "evil.example",
    "",
    `/${"a".repeat(MAX_REDIRECT_LENGTH)}`,
  ];
  it.each(hostile)("refuses %j and falls back", (value) => {
    expect(safeRedirectPath(value, "/fallback")).toBe("/fallback");
  });

  it("refuses what is not a string", () => {
    expect(safeRedirectPath(null)).toBe("/");
    expect(safeRedirectPath(undefined, "/search")).toBe("/search");
    expect(safeRedirectPath(["/watchlist"])).toBe("/");
  });

  it("answers a 16 KB hostile value without growing work (one pass per check)", () => {
    expect(safeRedirectPath(`/${"%25".repeat(5000)}`)).toBe("/");
    expect(safeRedirectPath(`/${"/.".repeat(8000)}`)).toBe("/");
  });
});
