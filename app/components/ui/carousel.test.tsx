import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Carousel, CarouselArrow, CarouselContent, CarouselItem, useCarousel } from "./carousel";

function Stray() {
  useCarousel();
  return null;
}

describe("the carousel", () => {
  it("throws the spec's message when used outside its container [SW §8]", () => {
    expect(() => renderToString(<Stray />)).toThrow("useCarousel must be used within a <Carousel />");
  });

  it("renders a strip that scrolls without JavaScript, and no arrow until JavaScript runs", () => {
    const html = renderToString(
      <Carousel label="Photos of the car">
        <CarouselContent label="Photos">
          <CarouselItem aria-label="1 of 2">one</CarouselItem>
          <CarouselItem aria-label="2 of 2">two</CarouselItem>
        </CarouselContent>
        <CarouselArrow direction="next" label="Next photo" />
      </Carousel>,
    );
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain("snap-x");
    expect(html).toContain('aria-label="2 of 2"');
    expect(html).not.toContain("Next photo");
  });
});
