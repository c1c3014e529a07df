import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client";
import { leads, specialHours } from "#server/db/schema";
import { syncSites } from "#server/sites/sync";
import { useTestDatabase } from "../../tests/setup/test-database";
import { demoRegistry } from "../../tests/setup/sites";
import { createLocalAppointments } from "./appointments";

/*
 * [VSD §7 "Appointment availability for test drives"; SW §5 Test-drive form] The local appointment
 * service reads the location's hours from the site config, special hours from special_hours and
 * booked test drives from leads.
 */
const registry = demoRegistry();
const site = registry.sites.find((s) => s.slug === "southern-cross")!;
const other = registry.sites.find((s) => s.slug !== site.slug)!;
const [here, there] = site.locations;

// Monday 2026-11-16, 06:00 in Brisbane (the site's zone): every slot of the day is still ahead.
const NOW = new Date("2026-11-15T20:00:00Z");

const day = (slots: { date: string; times: string[] }[], date: string) =>
  slots.find((d) => d.date === date)?.times;

beforeAll(() => {
  expect(site.time_zone).toBe("Australia/Brisbane");
});

/** The sites, one booked test drive at `here` with four that hold no slot there, and special hours. */
async function bookingsAndSpecialHours(db: Database) {
  await syncSites(db, registry);
  const testDrive = (
    siteId: number,
    locationId: number,
    date: string,
    time: string,
    category = "Test Drive",
  ) => ({
    site_id: siteId,
    category,
    location_id: locationId,
    payload: { preferred_date: date, preferred_time: time },
  });
  await db.insert(leads).values([
    testDrive(site.id, here!.id, "2026-11-17", "10:00"),
    // None of these hold a slot at `here`: another location, not a test drive, another site, no time.
    testDrive(site.id, there!.id, "2026-11-17", "11:00"),
    testDrive(site.id, here!.id, "2026-11-17", "11:30", "Vehicle Enquiry"),
    testDrive(other.id, here!.id, "2026-11-17", "12:00"),
    {
      site_id: site.id,
      category: "Test Drive",
      location_id: here!.id,
      payload: { preferred_date: "2026-11-17" },
    },
  ]);
  await db.insert(specialHours).values([
    { site_id: site.id, location_id: null, date: "2026-11-18", label: "Show Holiday", status: "Closed" },
    { site_id: site.id, location_id: there!.id, date: "2026-11-19", label: "Stocktake", status: "Closed" },
    {
      site_id: site.id,
      location_id: here!.id,
      date: "2026-11-20",
      label: "Staff training",
      status: "Open",
      start_hour: "13:00",
      end_hour: "15:00",
    },
    // Another site's closure does not close this one.
    { site_id: other.id, location_id: null, date: "2026-11-23", label: "Elsewhere", status: "Closed" },
  ]);
}
const database = useTestDatabase(bookingsAndSpecialHours);

describe("local appointments", () => {
  it("offers the location's weekly hours, a closed Sunday left out", async () => {
    const slots = await createLocalAppointments(database.db).availability(site, here!.id, NOW);
    // The default hours: Mon–Fri 08:30–17:30, the last 30-minute slot at 17:00.
    expect(day(slots, "2026-11-16")?.[0]).toBe("08:30");
    expect(day(slots, "2026-11-16")?.at(-1)).toBe("17:00");
    expect(day(slots, "2026-11-22")).toBeUndefined();
    expect(day(slots, "2026-11-23")).toHaveLength(18);
  });

  it("removes a booked test drive's slot, and only at its own site and location", async () => {
    const service = createLocalAppointments(database.db);
    const tuesday = day(await service.availability(site, here!.id, NOW), "2026-11-17")!;
    expect(tuesday).not.toContain("10:00");
    expect(tuesday).toEqual(expect.arrayContaining(["09:30", "10:30", "11:00", "11:30", "12:00"]));
    expect(day(await service.availability(site, there!.id, NOW), "2026-11-17")).not.toContain("11:00");
    expect(await service.isAvailable(site, here!.id, "2026-11-17", "10:00", NOW)).toBe(false);
    expect(await service.isAvailable(site, here!.id, "2026-11-17", "10:30", NOW)).toBe(true);
  });

  it("removes a day a special-hours closure closes, site-wide or for the location alone", async () => {
    const service = createLocalAppointments(database.db);
    const slotsHere = await service.availability(site, here!.id, NOW);
    const slotsThere = await service.availability(site, there!.id, NOW);
    expect(day(slotsHere, "2026-11-18")).toBeUndefined();
    expect(day(slotsThere, "2026-11-18")).toBeUndefined();
    expect(day(slotsThere, "2026-11-19")).toBeUndefined();
    expect(day(slotsHere, "2026-11-19")).toHaveLength(18);
    expect(await service.isAvailable(site, here!.id, "2026-11-18", "10:00", NOW)).toBe(false);
  });

  it("shortens a day to the location's special hours", async () => {
    const slots = await createLocalAppointments(database.db).availability(site, here!.id, NOW);
    expect(day(slots, "2026-11-20")).toEqual(["13:00", "13:30", "14:00", "14:30"]);
    expect(
      day(await createLocalAppointments(database.db).availability(site, there!.id, NOW), "2026-11-20"),
    ).toHaveLength(18);
  });

  it("has nothing for a location the site does not have", async () => {
    const service = createLocalAppointments(database.db);
    expect(await service.availability(site, 999_999, NOW)).toEqual([]);
    expect(await service.isAvailable(site, 999_999, "2026-11-17", "10:30", NOW)).toBe(false);
  });
});
