import { LRUCache } from "lru-cache";
import { getEnv } from "#server/env.server";

/*
 * Parts of pages rendered once and reused: the HTML of a car's card, the site's header and footer
 * (docs/decisions/028-fragment-cache.md). A part is kept under a key made of everything it is drawn
 * from (its component and its props, app/components/ui/server-cached.tsx), so nothing ever needs
 * to be forgotten: a change to the car, the site or the page gives another key, and the part no one
 * asks for any more falls out. Bounded in bytes (FRAGMENT_CACHE_MB; 0 renders every part afresh).
 */
export type FragmentCache = {
  /** The HTML kept under `key`, or `render()`'s, kept for the next page. */
  get(key: string, render: () => string): string;
};

export function createFragmentCache(maxBytes: number): FragmentCache {
  const kept = new LRUCache<string, string>({
    maxSize: maxBytes,
    // Both are held: a key is about as long as the HTML it stands for (UTF-16, two bytes a unit).
    sizeCalculation: (html, key) => 2 * (html.length + key.length),
  });
  return {
    get(key, render) {
      const known = kept.get(key);
      if (known !== undefined) return known;
      const html = render();
      if (2 * (html.length + key.length) <= maxBytes) kept.set(key, html);
      return html;
    },
  };
}

let shared: FragmentCache | null | undefined;

/** The process's fragment cache, or null when FRAGMENT_CACHE_MB is 0. */
export function getFragmentCache(): FragmentCache | null {
  if (shared === undefined) {
    const megabytes = getEnv().FRAGMENT_CACHE_MB;
    shared = megabytes > 0 ? createFragmentCache(megabytes * 1024 * 1024) : null;
  }
  return shared;
}
