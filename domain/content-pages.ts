/*
 * Paths served from a site's Markdown content files [SW §2 Other paths referenced by menus and
 * footers; Dealer-group extras]. Anything else from a content file lives under /pages/{name}.
 */
export const TOP_LEVEL_PAGES = [
  "privacy-policy",
  "terms-and-conditions",
  "about-us",
  "buying",
  "warranty",
  "fleet",
  "roadside-assistance",
  "prepaid-maintenance-plan",
  "diamond-advantage",
  "faqs",
  "autopact-handback-guarantee",
  "autopact-protection-plan",
  "ultratek",
] as const;

/** The blog's sections [SW §2 /blog/vehicle-reviews, /blog/buyer-advice ...], slug to heading. */
export const BLOG_SECTIONS = {
  "vehicle-reviews": "Vehicle Reviews",
  "buyer-advice": "Buyer Advice",
  "motoring-tips": "Motoring Tips",
  "servicing-insights": "Servicing Insights",
  "4x4xmore-adventures": "4x4xMore Adventures",
} as const;
export type BlogSection = keyof typeof BLOG_SECTIONS;

export function isBlogSection(value: string): value is BlogSection {
  return Object.hasOwn(BLOG_SECTIONS, value);
}
