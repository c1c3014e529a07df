import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { isCurrentSection, Link } from "./link";

describe("Link", () => {
  it("is a plain anchor, marked for the router when it leads to a page of this site", () => {
    expect(
      renderToStaticMarkup(
        <Link to="/cars/a-car" className="x">
          Car
        </Link>,
      ),
    ).toBe('<a class="x" href="/cars/a-car" data-nav="">Car</a>');
    expect(
      renderToStaticMarkup(
        <Link to="/search" preventScrollReset>
          Search
        </Link>,
      ),
    ).toBe('<a href="/search" data-nav="" data-keep-scroll="">Search</a>');
  });

  it("leaves other sites, and links that must load the page, to the browser", () => {
    for (const to of [
      "https://example.com/",
      "//example.com/x",
      "mailto:sales@example.com",
      "tel:0299999999",
    ])
      expect(renderToStaticMarkup(<Link to={to}>x</Link>)).toBe(`<a href="${to}">x</a>`);
    expect(
      renderToStaticMarkup(
        <Link to="/sign-out" reloadDocument>
          x
        </Link>,
      ),
    ).toBe('<a href="/sign-out">x</a>');
  });
});

describe("isCurrentSection", () => {
  it("marks the page shown and the pages under it, never a page that only starts alike", () => {
    expect(isCurrentSection("/finance", "/finance")).toBe(true);
    expect(isCurrentSection("/Finance/", "/finance")).toBe(true);
    expect(isCurrentSection("/special-offers/ford/12", "/special-offers")).toBe(true);
    expect(isCurrentSection("/financed", "/finance")).toBe(false);
    expect(isCurrentSection("/search/used-cars", "/search/used-cars?sort=price#top")).toBe(true);
  });

  it("marks home only on the home page", () => {
    expect(isCurrentSection("/", "/")).toBe(true);
    expect(isCurrentSection("/finance", "/")).toBe(false);
  });
});
