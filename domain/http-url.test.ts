import { describe, expect, it } from "vitest";
import { isHttpUrl, safeHttpUrl } from "./http-url";

describe("http(s) addresses in site and stock data", () => {
  it("takes http and https addresses", () => {
    expect(isHttpUrl("https://www.youtube.com/watch?v=abc")).toBe(true);
    expect(isHttpUrl("http://example.com/video.mp4")).toBe(true);
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "//evil.example/x",
    "/relative",
    "https://",
    "",
  ])("refuses %j", (value) => {
    expect(isHttpUrl(value)).toBe(false);
    expect(safeHttpUrl(value)).toBeNull();
  });
});
