/**
 * [VSD §7 Valuation save] "POST /api/miscellaneous: valuation data and column_name valuation (some
 * sites)". A failure changes nothing for the buyer (the lead already holds the valuation): a warning.
 */
export function saveValuation(
  lead: { id: string; key: string },
  value: { offer_price: number; adjustmentAnswers: Record<string, string | undefined> },
) {
  fetch("/api/miscellaneous", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ lead_id: lead.id, lead_key: lead.key, column_name: "valuation", value }),
  })
    // Read to the end: a body left unread keeps the request open.
    .then((response) => response.arrayBuffer())
    .catch((error: unknown) => console.warn("valuation not saved", error));
}
