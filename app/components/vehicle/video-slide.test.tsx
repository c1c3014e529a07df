import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { VideoSlide } from "./gallery-slides";

describe("a car's video on a video host", () => {
  it("is a link to the host's player, so that it plays without JavaScript (with it, in the page)", () => {
    const html = renderToStaticMarkup(
      <VideoSlide
        video={{ kind: "embed", url: "https://www.youtube-nocookie.com/embed/abc123" }}
        poster={{ src: "draw/car/suv/ffffff/0", alt: "" }}
        name="2024 Toyota RAV4 GX"
      />,
    );
    expect(html).toMatch(/^<a href="https:\/\/www\.youtube-nocookie\.com\/embed\/abc123" target="_blank"/);
    expect(html).toContain("Play video");
  });
});
