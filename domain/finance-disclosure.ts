/*
 * What must be said wherever a rate is shown. The National Credit Code requires a comparison rate
 * beside every advertised annual rate, with its basis and a warning; [VSD §9] gives the basis
 * ("5-year secured fixed-rate loan of $30,000") and "finance disclaimer truncated at 197".
 */
export const COMPARISON_RATE_BASIS = "Comparison rate based on a 5 year secured fixed-rate loan of $30,000.";
export const COMPARISON_RATE_WARNING =
  "WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. " +
  "Different terms, fees or other loan amounts might result in a different comparison rate.";
/** The basis and the warning, as one note. */
export const COMPARISON_RATE_NOTE = `${COMPARISON_RATE_BASIS} ${COMPARISON_RATE_WARNING}`;

export const FINANCE_DISCLAIMER_LIMIT = 197;

/** The finance disclaimer cut at 197 characters, or null when it is short enough to show whole. */
export function getShortFinanceDisclaimer(text: string): string | null {
  return text.length > FINANCE_DISCLAIMER_LIMIT
    ? `${text.slice(0, FINANCE_DISCLAIMER_LIMIT).trimEnd()}…`
    : null;
}

/** "8.08% p.a. (comparison rate 9.22% p.a.)": a rate as it may be shown. */
export function formatRates(rate: number, comparison: number): string {
  return `${formatRate(rate)} p.a. (comparison rate ${formatRate(comparison)} p.a.)`;
}

export function formatRate(rate: number): string {
  return `${Number(rate.toFixed(2))}%`;
}
