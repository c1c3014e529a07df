import { useEffect, useRef } from "react";

/*
 * A form's retry key [ARCHITECTURE rule 6: a retried submission finds the lead it already made].
 * Public pages are served from a shared cache (docs/decisions/021-page-cache.md), so the key a page
 * was rendered with may be in front of many buyers: once the page runs, each form makes its own,
 * kept for as long as the form is on screen (a retry after a failure sends the same one). Without
 * JavaScript the rendered key is sent, and the server tells buyers apart (server/leads/leads.server.ts).
 */
export function FormKeyInput({ rendered }: { rendered: string }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.value = crypto.randomUUID();
  }, []);
  return <input ref={input} type="hidden" name="idempotency_key" defaultValue={rendered} />;
}
