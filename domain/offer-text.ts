/*
 * [SW §4] "Offer description and disclaimer toggle between collapsed and expanded. Descriptions
 * over 200 characters are collapsed to 160 characters by default; disclaimers over 200 are
 * truncated to 200."
 */
export const OFFER_TEXT_LIMIT = 200;
export const OFFER_DESCRIPTION_PREVIEW = 160;

/** The collapsed description, or null when the description is short enough to show whole. */
export function getCollapsedDescription(text: string): string | null {
  return text.length > OFFER_TEXT_LIMIT ? `${text.slice(0, OFFER_DESCRIPTION_PREVIEW).trimEnd()}…` : null;
}

/** The truncated disclaimer, or null when it is short enough to show whole. */
export function getTruncatedDisclaimer(text: string): string | null {
  return text.length > OFFER_TEXT_LIMIT ? `${text.slice(0, OFFER_TEXT_LIMIT).trimEnd()}…` : null;
}

/** The message an offer's Enquire Now starts with (the contact form, the chat) [SW §2 Offer card]. */
export function offerMessage(offerName: string): string {
  return `I'd like to know more about this offer: ${offerName}.`;
}
