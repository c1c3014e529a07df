import { and, between, eq, isNull, or, sql } from "drizzle-orm";
import {
  getAvailableSlots,
  getSlotWindow,
  isSlotAvailable,
  type BookedSlot,
  type DaySlots,
  type SlotInput,
} from "#domain/appointment-slots";
import type { Database } from "#server/db/client";
import { leads, specialHours } from "#server/db/schema";
import type { Site } from "#server/sites/registry";

/*
 * The appointment service behind the test-drive booking date and time [VSD §7 "Appointment
 * availability for test drives"; SW §5 Test-drive form "booking date/time optional";
 * docs/architecture.md rule 7]. The local implementation works from the platform's own data: the location's weekly
 * opening hours (site config), its special (holiday) hours (the special_hours table: rows for the
 * location and site-wide rows), and the test drives already asked for at that location (Test Drive
 * leads whose payload carries preferred_date and preferred_time). The slot rules are in
 * domain/appointment-slots.ts. A production adapter (a dealer's booking system) would sit behind the
 * same interface.
 */
export interface AppointmentService {
  availability(site: Site, locationId: number, now?: Date): Promise<DaySlots[]>;
  isAvailable(site: Site, locationId: number, date: string, time: string, now?: Date): Promise<boolean>;
}

/** The lead category of a test drive [SW §3 Enquiry form payload category; VSD test-drive form]. */
const TEST_DRIVE_CATEGORY = "Test Drive";

export function createLocalAppointments(db: Database): AppointmentService {
  /** Everything the slot rules need for one location, or null when the site has no such location. */
  async function slotInput(site: Site, locationId: number, now: Date): Promise<SlotInput | null> {
    const location = site.locations.find((l) => l.id === locationId);
    if (!location) return null;
    const window = getSlotWindow(now, site.time_zone);

    const special = await db
      .select({
        date: specialHours.date,
        status: specialHours.status,
        start_hour: specialHours.start_hour,
        end_hour: specialHours.end_hour,
        location_id: specialHours.location_id,
      })
      .from(specialHours)
      .where(
        and(
          eq(specialHours.site_id, site.id),
          or(eq(specialHours.location_id, locationId), isNull(specialHours.location_id)),
          between(specialHours.date, window.from, window.to),
        ),
      );

    const preferredDate = sql<string | null>`${leads.payload}->>'preferred_date'`;
    const preferredTime = sql<string | null>`${leads.payload}->>'preferred_time'`;
    const rows = await db
      .select({ date: preferredDate, time: preferredTime })
      .from(leads)
      .where(
        and(
          eq(leads.site_id, site.id),
          eq(leads.category, TEST_DRIVE_CATEGORY),
          eq(leads.location_id, locationId),
          between(preferredDate, window.from, window.to),
        ),
      );
    // A test drive asked for without a time holds no slot: the dealer calls to arrange it.
    const booked: BookedSlot[] = rows.flatMap((r) =>
      r.date && r.time ? [{ date: r.date, time: r.time }] : [],
    );

    return {
      openingHours: location.opening_hours,
      specialHours: special,
      booked,
      now,
      timeZone: site.time_zone,
    };
  }

  return {
    async availability(site, locationId, now = new Date()) {
      const input = await slotInput(site, locationId, now);
      return input ? getAvailableSlots(input) : [];
    },
    async isAvailable(site, locationId, date, time, now = new Date()) {
      const input = await slotInput(site, locationId, now);
      return input ? isSlotAvailable(input, date, time) : false;
    },
  };
}
