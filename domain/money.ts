/*
 * [ARCHITECTURE rule 8; SW §9 "currency with $ prefix and thousands commas"] Money is whole
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
