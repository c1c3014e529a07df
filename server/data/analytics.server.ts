import type { Database } from "#server/db/client";
import { analyticsEvents } from "#server/db/schema";
import { getLogger } from "#server/log.server";
import type { Site } from "#server/sites/registry";

/**
 * Records an analytics event by the spec's numeric id [VSD §7, SW §7]. "Analytics failures: Logged
 * as warnings only" [VSD §8]: a failure never reaches the buyer.
 */
export async function recordAnalyticsEvent(
  db: Database,
  site: Site,
  event: { event_id: number; car_id?: number | null; payload?: Record<string, unknown> },
) {
  try {
    await db.insert(analyticsEvents).values({
      site_id: site.id,
      event_id: event.event_id,
      car_id: event.car_id ?? null,
      payload: event.payload ?? {},
    });
  } catch (error) {
    getLogger().warn({ err: error, event_id: event.event_id }, "analytics event not recorded");
  }
}
