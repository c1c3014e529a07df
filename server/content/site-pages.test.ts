import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TOP_LEVEL_PAGES } from "#domain/content-pages";
import { SITE_FORM_PATHS } from "#domain/site-forms";
import { demoRegistry } from "../../tests/setup/sites";
import { CONTENT_DIR, getContentPage, listBlogPosts, listContentPages } from "./content.server";
import type { Site } from "#server/sites/registry";

/*
 * The demo sites' own content pages: each page a site's business calls for is its own Markdown file,
 * linked from its footer, and absent from the sites it does not suit; every content link in a menu
 * answers, and no page shows an unfilled {{placeholder}}.
 */
const registry = demoRegistry();
const sites = registry.sites;
const site = (slug: string) => registry.bySlug.get(slug)!;

/** Each site's own pages (content/{slug}/{path}.md), by content path. */
const OWN_PAGES: Record<string, string[]> = {
  "southern-cross": [
    "fleet",
    "faqs",
    "diamond-advantage",
    "pages/service-benefits",
    "pages/owner-benefits",
    "pages/book-a-service",
    "pages/parts-accessories",
    "pages/local-offers",
    "pages/4x4xbuild",
    "pages/4x4xmore",
  ],
  "harbourside-toyota": [
    "roadside-assistance",
    "prepaid-maintenance-plan",
    "pages/warranty",
    "pages/pre-owned-benefits",
  ],
  "redline-used": ["pages/pre-owned-benefits"],
  "outback-rv": [],
};
const ALL_PAGES = [...new Set(Object.values(OWN_PAGES).flat())];

/** "/pages/warranty?x=1#top" -> "pages/warranty" when the path is a content page's, else null. */
function contentPath(href: string): string | null {
  const pathname = href.split(/[?#]/)[0]!.replace(/^\/+/, "").replace(/\/+$/, "");
  if ((TOP_LEVEL_PAGES as readonly string[]).includes(pathname)) return pathname;
  // /pages/reviews is its own route (routes/reviews.tsx), not a Markdown page.
  if (/^pages\/[^/]+$/.test(pathname) && pathname !== "pages/reviews") return pathname;
  return null;
}

function menuHrefs(s: Site): string[] {
  return [
    ...s.menus.header.flatMap((item) => [item.href, ...item.children.map((c) => c.href)]),
    ...s.menus.footer.flatMap((group) => group.items.map((item) => item.href)),
  ];
}

/** Paths other than content pages that a content page may link to on this site. */
function answersOn(s: Site, href: string): boolean {
  const pathname = href.split(/[?#]/)[0]!.replace(/(.)\/+$/, "$1");
  const content = contentPath(href);
  if (content) return getContentPage(s, content) !== null;
  if (pathname.startsWith("/search/")) return true;
  if (pathname === "/chat") return Boolean(s.chat.token);
  if (Object.hasOwn(SITE_FORM_PATHS, pathname)) return true;
  if (pathname === "/online-payment") return s.online_payment.enabled;
  if (pathname === "/blog") return listBlogPosts(s).length > 0;
  return ["/special-offers", "/dealer-locator", "/parts/search"].includes(pathname);
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .trim();

describe("site content pages", () => {
  it("knows all four demo sites", () => {
    expect(Object.keys(OWN_PAGES).sort()).toEqual(sites.map((s) => s.slug).sort());
  });

  it.each(sites.map((s) => [s.slug, s] as const))(
    "%s: every content path in its header and footer answers",
    (_slug, s) => {
      const missing = menuHrefs(s)
        .map(contentPath)
        .filter((p): p is string => p !== null && getContentPage(s, p) === null);
      expect(missing).toEqual([]);
    },
  );

  it.each(Object.entries(OWN_PAGES))("%s: has its own pages, each linked from its footer", (slug, pages) => {
    const s = site(slug);
    const footer = new Set(
      s.menus.footer.flatMap((group) => group.items.map((item) => contentPath(item.href))),
    );
    for (const page of pages) {
      expect(existsSync(path.join(CONTENT_DIR, slug, `${page}.md`)), `content/${slug}/${page}.md`).toBe(true);
      expect(getContentPage(s, page), `${slug} /${page}`).not.toBeNull();
      // /pages/book-a-service is the guide behind the footer's "Book a Service" (/service).
      if (page !== "pages/book-a-service")
        expect(footer.has(page), `${slug} footer links /${page}`).toBe(true);
    }
  });

  it("serves each site's own page only on the sites it is written for", () => {
    for (const s of sites)
      for (const page of ALL_PAGES)
        expect(getContentPage(s, page) !== null, `${s.slug} /${page}`).toBe(
          OWN_PAGES[s.slug]!.includes(page),
        );
    expect(getContentPage(site("harbourside-toyota"), "fleet")).toBeNull();
    expect(getContentPage(site("outback-rv"), "pages/pre-owned-benefits")).toBeNull();
  });

  it("fills every placeholder on every page of every site", () => {
    for (const s of sites) {
      const pages = listContentPages(s)
        .filter((p) => !p.startsWith("/blog"))
        .map((p) => ({ path: p, page: getContentPage(s, p.slice(1))! }));
      const posts = listBlogPosts(s).map((post) => ({ path: post.path, page: post }));
      for (const { path: p, page } of [...pages, ...posts]) {
        expect(page, `${s.slug} ${p}`).not.toBeNull();
        for (const part of [page.title, page.description, page.html])
          expect(part.includes("{{"), `${s.slug} ${p}: ${part.slice(0, 80)}`).toBe(false);
      }
    }
  });

  it.each(Object.entries(OWN_PAGES).filter(([, pages]) => pages.length > 0))(
    "%s: its own pages are the right size and link only to paths that answer there",
    (slug, pages) => {
      const s = site(slug);
      for (const name of pages) {
        const page = getContentPage(s, name)!;
        expect(page.description.length, `${name} description`).toBeGreaterThan(0);
        expect(page.description.length, `${name} description`).toBeLessThan(160);
        const words = text(page.html).split(/\s+/).length;
        expect(words, `${name} words`).toBeGreaterThanOrEqual(150);
        expect(words, `${name} words`).toBeLessThanOrEqual(450);
        const hrefs = [...page.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
        expect(hrefs.length, `${name} links`).toBeGreaterThan(0);
        expect(
          hrefs.filter((href) => !href.startsWith("/") || !answersOn(s, href)),
          `${slug} /${name}`,
        ).toEqual([]);
      }
    },
  );
});
