/*
 * [ARCHITECTURE rule 8; SW §9 "currency with $ prefix and thousands commas"] Money is whole
 * Australian dollars formatted $12,345, and counts and kilometres are grouped the same way.
 * Plain string work rather than Intl.NumberFormat: the browser's number formatting costs a phone
 * about a tenth of a second to start up, on every page, for output this simple.
 */
export function formatWhole(value: number): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+$)/g, ",");
  return rounded < 0 ? `-${digits}` : digits;
}

export function formatMoney(amount: number): string {
  const rounded = Math.round(amount);
  return rounded < 0 ? `-$${formatWhole(-rounded)}` : `$${formatWhole(rounded)}`;
}
