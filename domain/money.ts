/*
 * [docs/architecture.md rule 8; SW §9 "currency with $ prefix and thousands commas"] Money is whole
 * Australian dollars formatted $12,345, and counts and kilometres are grouped the same way.
 * Plain string work rather than Intl.NumberFormat: the browser's number formatting costs a phone
 * about a tenth of a second to start up, on every page, for output this simple.
 */
export function formatWhole(value: number): string {
  const rounded = Math.round(value);
  const plain = String(Math.abs(rounded));
  // Groups of three from the right, by slicing: a lookahead pattern here would be quadratic.
  let digits = plain.slice(0, ((plain.length - 1) % 3) + 1);
  for (let i = digits.length; i < plain.length; i += 3) digits += `,${plain.slice(i, i + 3)}`;
  return rounded < 0 ? `-${digits}` : digits;
}

export function formatMoney(amount: number): string {
  const rounded = Math.round(amount);
  return rounded < 0 ? `-$${formatWhole(-rounded)}` : `$${formatWhole(rounded)}`;
}

/*
 * Amounts as buyers write them, read only when they can mean one thing [issue 28: "5,00" was
 * charged as $500.00]. Digits are written plainly ("5000") or grouped in threes by commas (or
 * spaces) after a first group of one to three digits ("5,000", "1,234,567"); any other grouping
 * ("5,00", "5,0000", "1,23,456", "0,500") is refused rather than guessed at, as is more than one
 * point or a point with other than one or two digits after it ("5.000", "5.5.5").
 */
const MAX_AMOUNT_TEXT = 40;
const PLAIN_DIGITS = /^\d+$/;
const COMMA_GROUPS = /^[1-9]\d{0,2}(?:,\d{3})+$/;
const SPACE_GROUPS = /^[1-9]\d{0,2}(?: \d{3})+$/;
const CENTS = /^\d{1,2}$/;

function groupedDigits(text: string): string | null {
  if (PLAIN_DIGITS.test(text)) return text;
  if (COMMA_GROUPS.test(text)) return text.replaceAll(",", "");
  if (SPACE_GROUPS.test(text)) return text.replaceAll(" ", "");
  return null;
}

/**
 * The digits of a whole number as a buyer writes it in a form ("25,000", "$25,000", "120 000 km",
 * "2018"), or null when it is not one: a leading "$" and a trailing "km" are allowed.
 */
export function readWholeNumber(text: string): string | null {
  if (text.length > MAX_AMOUNT_TEXT) return null;
  const plain = text
    .trim()
    .replace(/^\$\s?/, "")
    .replace(/\s?kms?$/i, "");
  return groupedDigits(plain);
}

/**
 * Dollars and cents as a buyer writes them ("$1,234.50", "1234.5", "5,000.00", "40") in cents, up
 * to $9,999,999.99; null when the text is not unambiguously an amount.
 */
export function parseDollarsAndCents(text: string): number | null {
  if (text.length > MAX_AMOUNT_TEXT) return null;
  const plain = text.trim().replace(/^\$\s?/, "");
  const point = plain.indexOf(".");
  const cents = point === -1 ? "" : plain.slice(point + 1);
  if (point !== -1 && !CENTS.test(cents)) return null;
  const dollars = groupedDigits(point === -1 ? plain : plain.slice(0, point));
  if (dollars === null || dollars.length > 7) return null;
  return Number(dollars) * 100 + Number(cents.padEnd(2, "0"));
}
