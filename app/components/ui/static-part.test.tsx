import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StaticPart, StaticPartsContext } from "./static-part";

describe("StaticPart", () => {
  it("writes the server's HTML of the part inside its element, marked for the browser to take over", () => {
    const html = renderToString(
      <StaticPartsContext value={{ header: '<a href="/" data-nav="">Home</a>' }}>
        <StaticPart as="header" name="header" className="top" />
        <StaticPart as="footer" name="footer" />
      </StaticPartsContext>,
    );
    expect(html).toBe(
      '<header class="top" data-part="header" data-nav=""><a href="/" data-nav="">Home</a></header>',
    );
  });

  it("draws nothing where the server has no HTML for it (no shell: a host no site claims)", () => {
    expect(renderToString(<StaticPart as="header" name="header" />)).toBe("");
  });
});
