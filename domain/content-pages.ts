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
