/*
 * What search engines and link previews read of a page: title, description, canonical URL, Open
 * Graph and schema.org data, built one way for every route that has them. Kept apart from the
 * vehicle page's tags (seo.ts) so a page's browser code carries only this.
 */
export type MetaDescriptor = Record<string, unknown>;

export function buildMeta(page: {
  title: string;
  description?: string;
  canonical?: string;
  image?: string | null;
  type?: "website" | "product";
  /** "noindex" for pages not for search engines; "noindex, follow" where their links still are. */
  robots?: "noindex" | "noindex, follow";
  jsonLd?: Record<string, unknown>;
}): MetaDescriptor[] {
  return [
    { title: page.title },
    ...(page.description ? [{ name: "description", content: page.description }] : []),
    ...(page.canonical ? [{ tagName: "link", rel: "canonical", href: page.canonical }] : []),
    ...(page.type ? [{ property: "og:type", content: page.type }] : []),
    { property: "og:title", content: page.title },
    ...(page.description ? [{ property: "og:description", content: page.description }] : []),
    ...(page.canonical ? [{ property: "og:url", content: page.canonical }] : []),
    ...(page.image ? [{ property: "og:image", content: page.image }] : []),
    ...(page.jsonLd ? [{ "script:ld+json": page.jsonLd }] : []),
    ...(page.robots ? [{ name: "robots", content: page.robots }] : []),
  ];
}

/** A form page's tags: its heading, intro and canonical address. */
export function formPageMeta(
  page: { spec: { heading: string; intro: string }; siteName: string; canonical: string } | undefined,
): MetaDescriptor[] {
  if (!page) return [{ title: "Page not found" }];
  return buildMeta({
    title: `${page.spec.heading} | ${page.siteName}`,
    description: page.spec.intro,
    canonical: page.canonical,
  });
}
