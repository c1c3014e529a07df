import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { isCurrentSection, Link, LinkScope } from "./link";

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

describe("Link in a marked part", () => {
  it("goes unmarked, its part's mark standing for it; one that must load the page says so", () => {
    const html = renderToStaticMarkup(
      <LinkScope value={true}>
        <Link to="/cars/a-car">Car</Link>
        <Link to="/search" preventScrollReset>
          Search
        </Link>
        <Link to="/sign-out" reloadDocument>
          Sign out
        </Link>
        <Link to="https://example.com/">Elsewhere</Link>
      </LinkScope>,
    );
    expect(html).toBe(
      '<a href="/cars/a-car">Car</a><a href="/search" data-keep-scroll="">Search</a>' +
        '<a href="/sign-out" data-reload="">Sign out</a><a href="https://example.com/">Elsewhere</a>',
    );
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
