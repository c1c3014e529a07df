import { and, desc, eq } from "drizzle-orm";
import { formatDate } from "#domain/dates";
import type { SignedInUser } from "#server/auth/auth.server";
import type { Database } from "#server/db/client";
import { cars, leads } from "#server/db/schema";
import { getUserReservations } from "#server/workflows/reservations.server";
import { getUserDetails } from "#server/data/user-details.server";
import { getWatchlistCarViews } from "#server/data/watchlist.server";
import type { Site } from "#server/sites/registry";

/*
 * My Garage [SW §2 "/my-garage"; issue 14]: the signed-in buyer's reservations with their time left,
 * saved cars with each car's status now, their saved details, and the enquiries they have sent on this site (matched by their mobile number, which the lead
 * forms and sign-in store in one form).
 */
export const GARAGE_ENQUIRIES_SHOWN = 20;

export async function getMyGarage(db: Database, site: Site, user: SignedInUser) {
  const [saved, sent, reservations, details] = await Promise.all([
    getWatchlistCarViews(db, site, user),
    db
      .select({
        id: leads.id,
        category: leads.category,
        created_at: leads.created_at,
        car_slug: cars.slug,
        car_name: cars.name,
      })
      .from(leads)
      .leftJoin(cars, and(eq(cars.id, leads.car_id), eq(cars.site_id, site.id)))
      .where(and(eq(leads.site_id, site.id), eq(leads.phone, user.phone)))
      .orderBy(desc(leads.created_at))
      .limit(GARAGE_ENQUIRIES_SHOWN),
    getUserReservations(db, site, user),
    getUserDetails(db, user),
  ]);
  return {
    phone: user.phone,
    cars: saved,
    reservations,
    details,
    enquiries: sent.map((lead) => ({
      id: lead.id,
      category: lead.category,
      date: formatDate(lead.created_at, site.time_zone),
      car: lead.car_slug && lead.car_name ? { slug: lead.car_slug, name: lead.car_name } : null,
    })),
  };
}
