import sanitizeHtml from "sanitize-html";

/*
 * Dealer comments (simple HTML) as plain text, for the page's description and collapse rule and
 * for the PDF: the one place tags are dropped and entities decoded. Line and list ends become line
 * breaks and list items start with "• "; with `oneLine` every run of white space is one space.
 */
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };

export function htmlToText(html: string, options: { oneLine?: boolean } = {}): string {
  const marked = html.replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, "\n").replace(/<li>/gi, "• ");
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }).replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ENTITIES[name]!,
  );
  if (options.oneLine) return text.replace(/\s+/g, " ").trim();
  return text
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
