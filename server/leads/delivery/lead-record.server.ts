import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { cars, leads } from "#server/db/schema";
import type { LocationConfig } from "#server/sites/schema";
import type { Site } from "#server/sites/registry";

/*
 * One lead as the delivery messages need it: the stored lead, its car (when it was about one), the
 * location and dealership it was sent to, and the site. Read at send time, so an e-mail retried a day
 * later still describes the lead as the buyer sent it (the lead row never changes) with the car as
 * it was stored.
 */
export type LeadRecord = {
  id: string;
  created_at: Date;
  category: string;
  subcategory: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  opt_in: boolean;
  payload: Record<string, unknown>;
  site: Site;
  car: {
    id: number;
    slug: string;
    name: string;
    year: number;
    make: string;
    model: string;
    badge: string | null;
    vin: string | null;
    stocknum: string;
    price: number;
    km: number;
    /** A caravan has no odometer: its kilometres are not sent. */
    vehicle_kind: string;
    car_type: string;
    colour: string | null;
  } | null;
  location: LocationConfig | null;
  dealership: { slug: string; name: string } | null;
};

export async function getLeadRecord(
  db: Database,
  sitesById: ReadonlyMap<number, Site>,
  leadId: string,
): Promise<LeadRecord | null> {
  const [row] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (!row) return null;
  const site = sitesById.get(row.site_id);
  if (!site) throw new Error(`site ${row.site_id} is no longer configured`);
  const [car] = row.car_id
    ? await db
        .select({
          id: cars.id,
          slug: cars.slug,
          name: cars.name,
          year: cars.year,
          make: cars.make,
          model: cars.model,
          badge: cars.badge,
          vin: cars.vin,
          stocknum: cars.stocknum,
          price: cars.price,
          km: cars.km,
          vehicle_kind: cars.vehicle_kind,
          car_type: cars.car_type,
          colour: cars.colour,
        })
        .from(cars)
        .where(eq(cars.id, row.car_id))
    : [];
  const location = site.locations.find((l) => l.id === row.location_id) ?? null;
  const dealershipId = row.dealership_id ?? location?.dealership_id ?? site.dealership_id;
  const dealership = site.dealerships.find((d) => d.id === dealershipId) ?? null;
  return {
    id: row.id,
    created_at: row.created_at,
    category: row.category,
    subcategory: row.subcategory,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    opt_in: row.opt_in,
    payload: row.payload,
    site,
    car: car ?? null,
    location,
    dealership: dealership ? { slug: dealership.slug, name: dealership.name } : null,
  };
}
