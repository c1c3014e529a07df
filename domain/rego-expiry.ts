/*
 * [VSD §5] "Rego expiry in the past shows 'Unregistered' (some sites) or nothing; otherwise
 * 'Expires on {date}'." Dates are dd/MM/yyyy (docs/architecture.md rule 8). The expiry is a calendar date
 * ("2026-12-31"), still current on that day; `today` is the calendar date in the site's time zone.
 */
export function getRegoExpiryText(expiry: string, today: string, pastLabel: string | null): string | null {
  const [year, month, day] = expiry.slice(0, 10).split("-");
  if (!year || !month || !day) return null;
  if (expiry.slice(0, 10) < today) return pastLabel;
  return `Expires on ${day}/${month}/${year}`;
}
