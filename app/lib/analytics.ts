/*
 * Analytics events by the spec's numeric ids [VSD §7; SW §7, §9], pushed to window.dataLayer for
 * whichever tag manager a dealer adds. [VSD §8] "Analytics failures: Logged as warnings only."
 * No personal data is pushed.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushAnalyticsEvent(eventId: number, fields: Record<string, string | number | null> = {}) {
  try {
    window.dataLayer ??= [];
    window.dataLayer.push({ event: "forecourt", event_id: eventId, ...fields });
  } catch (error) {
    console.warn("analytics event failed", error);
  }
}
