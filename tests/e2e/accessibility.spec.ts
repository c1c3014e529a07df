import { seriousAccessibilityProblems } from "./axe";
import { expect, siteUrl, test } from "./fixtures";

/* WCAG 2.1 AA: axe finds nothing serious or critical on the pages buyers use most. */
const PAGES = [
  { slug: "southern-cross", path: "/" },
  { slug: "southern-cross", path: "/search/new-used-and-demo-cars" },
  { slug: "redline-used", path: "/search/used-cars" },
  { slug: "harbourside-toyota", path: "/special-offers" },
  { slug: "outback-rv", path: "/models" },
  { slug: "southern-cross", path: "/contact-us/springwood-toyota" },
  { slug: "redline-used", path: "/dealer-locator" },
  { slug: "southern-cross", path: "/offers/toyota/1" },
  { slug: "southern-cross", path: "/brands" },
  { slug: "southern-cross", path: "/toyota/overview" },
  { slug: "harbourside-toyota", path: "/privacy-policy" },
  { slug: "redline-used", path: "/pages/reviews" },
  { slug: "southern-cross", path: "/finance" },
  { slug: "harbourside-toyota", path: "/favourites" },
  { slug: "redline-used", path: "/chat" },
];

for (const { slug, path } of PAGES) {
  for (const viewport of [
    { label: "phone", width: 390, height: 844 },
    { label: "desktop", width: 1366, height: 900 },
  ]) {
    test(`${slug}${path} has no serious accessibility problems on a ${viewport.label}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(siteUrl(slug, path));
      expect(await seriousAccessibilityProblems(page)).toEqual([]);
    });
  }
}
