/** URL slugs: lower case, ASCII letters and digits joined by single hyphens. */
export function slugify(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-");
  // Runs of non-alphanumerics are already one "-", so at most one leads and one trails.
  const start = slug.startsWith("-") ? 1 : 0;
  const end = slug.endsWith("-") && slug.length > start ? slug.length - 1 : slug.length;
  return slug.slice(start, end);
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** True for a slug slugify could have made: what a /cars/{slug} address must look like. */
export function isSlug(text: string): boolean {
  return text.length > 0 && text.length <= 200 && SLUG.test(text);
}

/** "a-car,b-car" from an address to its distinct slugs, in order, at most `max`; anything else dropped. */
export function readSlugList(text: string | null, max: number): string[] {
  return [
    ...new Set(
      (text ?? "")
        .slice(0, max * 201)
        .split(",")
        .map((slug) => slug.trim())
        .filter(isSlug),
    ),
  ].slice(0, max);
}
