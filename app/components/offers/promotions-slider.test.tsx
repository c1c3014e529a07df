import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PromotionsSlider } from "./promotions-slider";

const tile = (id: number) => ({
  id,
  title: `Promotion ${id}`,
  image: `draw/promo/18181b/trade/wide-${id}`,
  alt: `Promotion ${id}`,
  href: "/trade-in",
});

/** Each banner's loading and priority, in order. */
function banners(count: number) {
  const html = renderToStaticMarkup(
    <PromotionsSlider tiles={Array.from({ length: count }, (_, i) => tile(i + 1))} />,
  );
  return [...html.matchAll(/<img [^>]*>/g)].map(
    ([img]) => `${/loading="(\w+)"/.exec(img)![1]}${img.includes('fetchPriority="high"') ? " high" : ""}`,
  );
}

describe("the promotions slider", () => {
  it("asks at once, and first, for the banner it shows first: the page's largest picture", () => {
    // [SW §9] It starts at index 1 when there are several; a single banner is the one shown.
    expect(banners(1)).toEqual(["eager high"]);
    expect(banners(3)).toEqual(["lazy", "eager high", "lazy"]);
  });
});
