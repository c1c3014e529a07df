import { useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";

/*
 * A form's retry key [docs/architecture.md rule 6: a retried submission finds the lead it already made].
 * Public pages are served from a shared cache (docs/decisions/021-page-cache.md), so the key a page
 * was rendered with may be in front of many buyers: once the page runs, each form makes its own,
 * kept for as long as the form is on screen (a retry after a failure sends the same one). Without
 * JavaScript the rendered key is sent, and the server tells buyers apart (server/leads/leads.server.ts).
 *
 * The key is rendered, not written into the input by an effect: a hidden input's value is its
 * default value, which React writes again on every render of the form.
 */
export function FormKeyInput({ rendered }: { rendered: string }) {
  const hydrated = useHydrated();
  const [own] = useState(() => crypto.randomUUID());
  return <input type="hidden" name="idempotency_key" value={hydrated ? own : rendered} readOnly />;
}
