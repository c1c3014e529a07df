/*
 * [VSD §4 Other] "Dealer comments collapse to 400 characters with a 'more' / 'less' toggle."
 * [VSD §8] Empty dealer comments: "Dealer comments are pending. Please check back here later."
 */
export const COMMENTS_COLLAPSE_AT = 400;
export const COMMENTS_PENDING = "Dealer comments are pending. Please check back here later.";

/** The collapsed text: the first 400 characters, cut back to a word, or null when it all fits. */
export function getCollapsedComments(text: string): string | null {
  const plain = text.replace(/\s+/g, " ").trim();
  if (plain.length <= COMMENTS_COLLAPSE_AT) return null;
  const cut = plain.slice(0, COMMENTS_COLLAPSE_AT);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > COMMENTS_COLLAPSE_AT * 0.8 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
