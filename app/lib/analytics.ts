/*
 * Analytics events by the spec's numeric ids [VSD §7; SW §7, §9], pushed to window.dataLayer for
 * whichever tag manager a dealer adds, and, for the events only the browser sees (a page shown, a
 * link opened), stored through POST /api/events. [VSD §8] "Analytics failures: Logged as warnings
 * only." No personal data is pushed.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushAnalyticsEvent(
  eventId: number,
  fields: Record<string, string | number | null> = {},
  options: { record?: { car_slug?: string } } = {},
) {
  try {
    window.dataLayer ??= [];
    window.dataLayer.push({ event: "forecourt", event_id: eventId, ...fields });
  } catch (error) {
    console.warn("analytics event failed", error);
  }
  if (!options.record) return;
  fetch("/api/events", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ event_id: eventId, ...options.record }),
  }).then(
    (response) => {
      if (!response.ok) console.warn("analytics event not stored", response.status);
      // Read to the end: a body left unread keeps the request open (and the page never idle).
      void response.arrayBuffer().catch(() => undefined);
    },
    (error: unknown) => console.warn("analytics event not stored", error),
  );
}
