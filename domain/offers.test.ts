import { describe, expect, it } from "vitest";
import { isOfferShown, offerModelHref, offerPath } from "./offers";
import { getCollapsedDescription, getTruncatedDisclaimer } from "./offer-text";

describe("offer routes [SW §2 Offer routes]", () => {
  it("names the manufacturer in the path on a multi-make site", () => {
    expect(offerPath({ id: 7, manufacturer_slug: "toyota" }, false)).toBe("/offers/toyota/7");
    expect(offerPath({ id: 7, manufacturer_slug: "toyota" }, true)).toBe("/offers/7");
    expect(offerPath({ id: 7, manufacturer_slug: null }, false)).toBe("/offers/7");
  });
  it("links the model to its override URL, else /{modelSlug}", () => {
    expect(offerModelHref({ model_slug: "hilux", model_override_url: null })).toBe("/hilux");
    expect(offerModelHref({ model_slug: "hilux", model_override_url: "https://x.example/hilux" })).toBe(
      "https://x.example/hilux",
    );
    expect(offerModelHref({ model_slug: null, model_override_url: null })).toBeNull();
  });
});

describe("which offers a site shows [SW §5 Offers]", () => {
  const site = { id: 3, makes: ["toyota"], exceptionIds: [9] };
  it("hides an offer excluded for the site unless it is an exception", () => {
    expect(isOfferShown({ id: 1, excluded_website_ids: [3], manufacturer_slug: "toyota" }, site)).toBe(false);
    expect(isOfferShown({ id: 9, excluded_website_ids: [3], manufacturer_slug: "toyota" }, site)).toBe(true);
    expect(isOfferShown({ id: 1, excluded_website_ids: [4], manufacturer_slug: "toyota" }, site)).toBe(true);
  });
  it("shows only makes the site sells new; a used-only site shows none", () => {
    expect(isOfferShown({ id: 1, excluded_website_ids: [], manufacturer_slug: "kia" }, site)).toBe(false);
    expect(
      isOfferShown({ id: 1, excluded_website_ids: [], manufacturer_slug: "toyota" }, { ...site, makes: [] }),
    ).toBe(false);
  });
  it("collapses descriptions over 200 characters to 160 and cuts disclaimers at 200", () => {
    expect(getCollapsedDescription("x".repeat(200))).toBeNull();
    expect(getCollapsedDescription("x".repeat(201))).toBe(`${"x".repeat(160)}…`);
    expect(getTruncatedDisclaimer("y".repeat(250))).toBe(`${"y".repeat(200)}…`);
  });
});
