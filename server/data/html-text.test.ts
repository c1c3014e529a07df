import { describe, expect, it } from "vitest";
import { htmlToText } from "./html-text.server";

describe("dealer comments as plain text", () => {
  const html =
    "<p>One owner &amp; full history.</p><ul><li>Tow bar</li><li>Roof racks</li></ul><p>Call&nbsp;us</p>";

  it("keeps lines and list items for the PDF", () => {
    expect(htmlToText(html)).toBe("One owner & full history.\n• Tow bar\n• Roof racks\nCall\u00a0us");
  });

  it("reads as one line for a description", () => {
    expect(htmlToText(html, { oneLine: true })).toBe(
      "One owner & full history. • Tow bar • Roof racks Call us",
    );
  });

  it("drops tags and scripts, decoding only plain entities", () => {
    expect(htmlToText('<script>alert("x")</script><b>Low</b> kms &lt;3')).toBe("Low kms <3");
  });
});
