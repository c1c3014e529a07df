/*
 * A nudge from createLead to the delivery worker of the same process, so a new lead is sent at once
 * rather than at the worker's next poll. Other instances find it at their poll.
 */
const listeners = new Set<() => void>();

export function notifyLeadQueued() {
  for (const listener of listeners) listener();
}

export function onLeadQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
