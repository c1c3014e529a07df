import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { request, server, type Answer } from "./client";
import { demoRegistry } from "../setup/sites";
import { findContradictions, noClaimsRead, type SiteFacts } from "./claim-scan";
import { findRatesWithoutComparison } from "./rate-scan";

/*
 * No dead link [never again]: from each demo site's home page, every same-site link (header,
 * footer, body, cards) two levels deep answers 200, redirects followed; so does every address the
 * site's sitemap lists. A link to a page that does not exist fails here with where it was found.
 * On the way it reads each page's text for an annual rate shown without its comparison rate (the
 * National Credit Code asks for one beside every rate), and for a claim the site's data
 * contradicts: its stock count, its locations, its licences, its days open (claim-scan.ts).
 */
const SITES = ["southern-cross", "harbourside-toyota", "redline-used", "outback-rv"];
const DEPTH = 2;
const CONCURRENCY = 8;

async function fetchFollowing(site: string, path: string): Promise<Answer & { path: string }> {
  let at = path;
  for (let hop = 0; hop < 5; hop++) {
    const answer = await request(site, at);
    const location = answer.headers.location;
    if (answer.status < 300 || answer.status >= 400 || !location) return { ...answer, path: at };
    const next = new URL(location, `http://${site}.localhost:${server().port}${at}`);
    if (next.hostname !== `${site}.localhost`) return { ...answer, path: at };
    at = `${next.pathname}${next.search}`;
  }
  throw new Error(`Too many redirects from ${path}`);
}

/** The words a visitor reads: the page without its scripts and styles. */
function visibleText(html: string): string {
  const document = parseDocument(html);
  for (const element of DomUtils.findAll((e) => e.name === "script" || e.name === "style", document.children))
    DomUtils.removeElement(element);
  return DomUtils.textContent(document);
}

function sameSiteLinks(site: string, pagePath: string, html: string): string[] {
  const base = `http://${site}.localhost:${server().port}${pagePath}`;
  const links: string[] = [];
  for (const a of DomUtils.getElementsByTagName("a", parseDocument(html))) {
    const href = a.attribs.href;
    if (!href || href.startsWith("#")) continue;
    const url = new URL(href, base);
    if (url.protocol !== "http:" || url.host !== new URL(base).host) continue;
    links.push(`${url.pathname}${url.search}`);
  }
  return links;
}

/** What the site's configuration and its stock say, for the claims its pages make. */
async function siteFacts(slug: string): Promise<SiteFacts> {
  const site = demoRegistry().sites.find((s) => s.slug === slug)!;
  const count = async (query: string) =>
    (JSON.parse((await request(slug, `/api/search?hitsPerPage=1${query}`)).body) as { count: number }).count;
  return {
    inStock: (await count("")) - (await count("&status=sold")),
    locations: site.locations.length,
    licences: site.locations.flatMap((l) => (l.dealer_license_number ? [l.dealer_license_number] : [])),
    openEveryDay: site.locations.every((l) => l.opening_hours.every((h) => h.status === "Open")),
  };
}

async function inBatches<T>(items: T[], run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += CONCURRENCY)
    await Promise.all(items.slice(i, i + CONCURRENCY).map(run));
}

describe("every same-site link answers 200", () => {
  for (const site of SITES) {
    it(`on ${site}, two levels deep from the home page`, async () => {
      const found = new Map<string, string>([["/", "(home)"]]);
      const dead: string[] = [];
      const unpairedRates: string[] = [];
      const facts = await siteFacts(site);
      const contradictions: string[] = [];
      const read = noClaimsRead();
      let level = ["/"];
      for (let depth = 0; depth <= DEPTH; depth++) {
        const next: string[] = [];
        await inBatches(level, async (path) => {
          const answer = await fetchFollowing(site, path);
          if (answer.status !== 200) {
            dead.push(`${answer.status} ${path} (linked from ${found.get(path)})`);
            return;
          }
          if (!String(answer.headers["content-type"]).includes("text/html")) return;
          const text = visibleText(answer.body);
          for (const rate of findRatesWithoutComparison(text)) unpairedRates.push(`${path}: "${rate}"`);
          contradictions.push(...findContradictions(text, facts, path, read));
          if (depth === DEPTH) return;
          for (const link of sameSiteLinks(site, answer.path, answer.body)) {
            if (found.has(link)) continue;
            found.set(link, path);
            next.push(link);
          }
        });
        level = next;
      }
      console.info(`${site}: ${found.size} links checked`);
      expect(dead).toEqual([]);
      expect(found.size).toBeGreaterThan(100);
      expect(unpairedRates).toEqual([]);
      expect([...new Set(contradictions)]).toEqual([]);
      console.info(`${site}: claims read ${JSON.stringify(read)}`);
      // The scan read the claims it is there for: the home page's count, a licence, rates.
      expect(read.stock).toBeGreaterThan(0);
      if (facts.licences.length) expect(read.licence).toBeGreaterThan(0);
      expect(read.rate).toBeGreaterThan(0);
    });

    it(`on ${site}, every address in the sitemap`, async () => {
      const sitemap = await request(site, "/sitemap.xml");
      expect(sitemap.status).toBe(200);
      const locs = [...sitemap.body.matchAll(/<loc>([^<]{1,500})<\/loc>/g)].map((m) => new URL(m[1]!));
      expect(locs.length).toBeGreaterThan(20);
      const pages = locs.filter((u) => !u.pathname.startsWith("/cars/"));
      const cars = locs.filter((u) => u.pathname.startsWith("/cars/"));
      // Every page, and a spread of the cars (each is the same route).
      const sample = [
        ...pages,
        ...cars.filter((_, i) => i % Math.max(1, Math.floor(cars.length / 25)) === 0),
      ];
      const dead: string[] = [];
      await inBatches(sample, async (url) => {
        const answer = await fetchFollowing(site, `${url.pathname}${url.search}`);
        if (answer.status !== 200) dead.push(`${answer.status} ${url.pathname}${url.search}`);
      });
      expect(dead).toEqual([]);
    });
  }
});

describe("the sitemap and the inventory feed", () => {
  it("list the cars for sale and never a sold one", async () => {
    const site = "redline-used";
    const sitemap = (await request(site, "/sitemap.xml")).body;
    const feed = await request(site, "/feeds/vehicles.xml");
    expect(feed.headers["content-type"]).toContain("application/xml");
    const search = async (query: string) =>
      (
        JSON.parse((await request(site, `/api/search?hitsPerPage=100${query}`)).body) as {
          hits: { slug: string; status: string; price: number }[];
        }
      ).hits;
    const sold = (await search("&status=sold")).filter((h) => h.status === "sold");
    expect(sold.length).toBeGreaterThan(0);
    for (const car of sold) {
      expect(sitemap).not.toContain(`/cars/${car.slug}<`);
      expect(feed.body).not.toContain(`/cars/${car.slug}<`);
    }
    const inStock = (await search("")).filter((h) => h.status === "in_stock" && h.price > 0);
    for (const car of inStock.slice(0, 10)) {
      expect(sitemap).toContain(`/cars/${car.slug}<`);
      expect(feed.body).toContain(`/cars/${car.slug}<`);
    }
    expect(feed.body).toMatch(/<g:price>\d+\.00 AUD<\/g:price>/);
    expect(feed.body).toMatch(/<g:vin>[A-Z0-9]{17}<\/g:vin>/);
  });

  it("robots.txt points at the site's own sitemap", async () => {
    const robots = await request("harbourside-toyota", "/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.body).toContain(
      `Sitemap: http://harbourside-toyota.localhost:${server().port}/sitemap.xml`,
    );
  });
});
