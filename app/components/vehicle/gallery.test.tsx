import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { isIllustration } from "#domain/illustration";
import { Gallery } from "./gallery";

describe("a drawn picture in the gallery", () => {
  it("says it is an illustration; a dealer's photo does not", () => {
    const html = renderToStaticMarkup(
      <Gallery
        name="2019 Mazda CX-5 Touring"
        images={[
          { src: "draw/car/suv/9e1b22/front-quarter", alt: "Illustration of a Soul Red 2019 Mazda CX-5" },
          { src: "media/cx5-side.jpg", alt: "2019 Mazda CX-5 Touring, photo 2 of 2" },
        ]}
        video={null}
        showThumbnails={false}
        dimmed={false}
      />,
    );
    expect(html.match(/>Illustration</g)).toHaveLength(1);
    expect(html).toContain('alt="Illustration of a Soul Red 2019 Mazda CX-5"');
    const slides = html.split('aria-roledescription="slide"');
    expect(slides[1]).toContain(">Illustration<");
    expect(slides[2]).not.toContain(">Illustration<");
  });

  it("tells drawings from photos by their source", () => {
    expect(isIllustration("draw/car/hatchback/f4f5f2/side")).toBe(true);
    expect(isIllustration("media/2019-cx5/1.jpg")).toBe(false);
    expect(isIllustration("https://cdn.example.com.au/stock/1.jpg")).toBe(false);
  });
});
