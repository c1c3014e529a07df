import { formatMoney } from "#domain/money";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { isBlogSection, TOP_LEVEL_PAGES, type BlogSection } from "#domain/content-pages";
import type { Site } from "#server/sites/registry";
import { describeLicences } from "#domain/locations";
import { tradeInWords, vehicleWords } from "#domain/vehicle-words";

/*
 * Content pages from Markdown files [SW §2 "Pages under /pages/{name}", "Dealer-group extras",
 * /privacy-policy, /terms-and-conditions, /about-us, /warranty ...]. A site's own file
 * (content/{site slug}/{path}.md) wins over the shared one (content/default/{path}.md); a path with
 * neither is a 404. Front matter gives the title and description. {{name}} placeholders are filled
 * from the site's configuration, and the HTML is sanitised, so a content file can never put a
 * script or a javascript: link on a page.
 */
export const CONTENT_DIR = path.resolve(process.env.CONTENT_DIR ?? "content");

const NAME = /^[a-z0-9]+(?:-[a-z0-9]+){0,10}$/;
const PLACEHOLDER = /\{\{ ?([a-z_]{1,40}) ?\}\}/g;

export type ContentPage = { title: string; description: string; html: string };

function placeholders(site: Site): Record<string, string> {
  const primary = site.locations.find((l) => l.primary) ?? site.locations[0]!;
  return {
    site_name: site.name,
    phone: site.phones.sales,
    address: `${primary.address.street}, ${primary.address.city} ${primary.address.state} ${primary.address.postcode}`,
    locations: String(site.locations.filter((l) => l.visible).length),
    deposit: formatMoney(site.commerce.deposit),
    hold_hours: String(site.commerce.hold_hours),
    dealer_licence: describeLicences(
      site.locations.map((l) => ({ state: l.address.state, licence: l.dealer_license_number })),
    ),
    // What the site sells ("car", "cars"; "vehicle", "vehicles" on the caravan site) and what a
    // buyer trades in ("car", or "vehicle" where it may be a van or the car that towed it).
    vehicle: vehicleWords(site.search.vehicle_kinds).one.toLowerCase(),
    vehicles: vehicleWords(site.search.vehicle_kinds).many.toLowerCase(),
    trade_in_vehicle: tradeInWords(site.search.vehicle_kinds).one.toLowerCase(),
  };
}

const cache = new Map<string, ContentPage | null>();

/** A Markdown file rendered for a site: front matter, placeholders filled, HTML sanitised. */
function render(site: Site, file: string, fallbackTitle: string) {
  const { data, content } = matter(readFileSync(file, "utf8"));
  const values = placeholders(site);
  const fill = (text: string) => text.replace(PLACEHOLDER, (whole, key: string) => values[key] ?? whole);
  const html = sanitizeHtml(marked.parse(fill(content), { async: false }), {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, "img"],
    allowedAttributes: { a: ["href", "title"], img: ["src", "alt", "width", "height"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
  });
  return {
    page: {
      title: fill(String(data.title ?? fallbackTitle)),
      description: fill(String(data.description ?? "")),
      html,
    },
    data: data as Record<string, unknown>,
  };
}

function readPage(site: Site, name: string): ContentPage | null {
  for (const dir of [site.slug, "default"]) {
    const file = path.join(CONTENT_DIR, dir, `${name}.md`);
    if (existsSync(file)) return render(site, file, name.replace(/-/g, " ")).page;
  }
  return null;
}

/** The content page at a path ("privacy-policy", "pages/warranty"), or null when there is none. */
export function getContentPage(site: Site, pagePath: string): ContentPage | null {
  const parts = pagePath.split("/");
  if (parts.length > 2 || !parts.every((p) => NAME.test(p))) return null;
  if (parts.length === 2 && parts[0] !== "pages") return null;
  if (parts.length === 1 && !(TOP_LEVEL_PAGES as readonly string[]).includes(parts[0]!)) return null;
  const key = `${site.slug}:${pagePath}`;
  if (!cache.has(key) || process.env.NODE_ENV === "development") cache.set(key, readPage(site, pagePath));
  return cache.get(key)!;
}

/** Every content page a site has, for its sitemap. */
export function listContentPages(site: Site): string[] {
  const found = new Set<string>();
  for (const name of TOP_LEVEL_PAGES) if (getContentPage(site, name)) found.add(`/${name}`);
  for (const dir of [site.slug, "default"]) {
    const pages = path.join(CONTENT_DIR, dir, "pages");
    if (!existsSync(pages)) continue;
    for (const file of readdirSync(pages))
      if (file.endsWith(".md") && getContentPage(site, `pages/${file.slice(0, -3)}`))
        found.add(`/pages/${file.slice(0, -3)}`);
  }
  const posts = listBlogPosts(site);
  if (posts.length) found.add("/blog");
  for (const post of posts) found.add(`/blog/${post.section}`).add(post.path);
  return [...found].sort();
}

export type BlogPost = ContentPage & { slug: string; section: BlogSection; date: string; path: string };

const blogs = new Map<string, BlogPost[]>();

/**
 * A site's blog posts, newest first: content/{site}/blog/{slug}.md over content/default/blog/, each
 * with a section and a date (yyyy-mm-dd) in its front matter; a file without them is not a post.
 */
export function listBlogPosts(site: Site): BlogPost[] {
  const kept = blogs.get(site.slug);
  if (kept && process.env.NODE_ENV !== "development") return kept;
  const posts = new Map<string, BlogPost>();
  for (const dir of ["default", site.slug]) {
    const folder = path.join(CONTENT_DIR, dir, "blog");
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder)) {
      const slug = file.slice(0, -3);
      if (!file.endsWith(".md") || !NAME.test(slug)) continue;
      const { page, data } = render(site, path.join(folder, file), slug.replace(/-/g, " "));
      const section = String(data.section ?? "");
      const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date ?? "");
      if (!isBlogSection(section) || !/^\d{4}-\d{2}-\d{2}$/.test(date)) continue;
      posts.set(slug, { ...page, slug, section, date, path: `/blog/${section}/${slug}` });
    }
  }
  const list = [...posts.values()].sort(
    (a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug),
  );
  blogs.set(site.slug, list);
  return list;
}
