import { and, eq, inArray, sql } from "drizzle-orm";
import { ACTIVE_RESERVATION_STATUSES } from "#domain/reservations";
import type { SignedInUser } from "#server/auth/auth.server";
import type { Database } from "#server/db/client";
import { leads, onlinePayments, reservations, spins, users, verificationCodes } from "#server/db/schema";
import type { PaymentService } from "#server/payments/payment-service";
import type { Site } from "#server/sites/registry";
import { cancelReservation } from "#server/workflows/reservations.server";

/*
 * A buyer deletes their account [issue 14 "account deletion that removes their personal data"]:
 * any active reservation is cancelled (its deposit refunded), the user goes (sessions and saved
 * cars with it) with the sign-in codes of their number, and their name, e-mail, phone and message
 * are blanked on every lead, reservation, payment and spin of theirs on this site (the dealer has
 * already received what was sent; the records stay, without the person, for the dealer's counts).
 */
export async function deleteAccount(
  db: Database,
  site: Site,
  payments: PaymentService,
  user: SignedInUser,
): Promise<void> {
  const active = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.site_id, site.id),
        eq(reservations.user_id, user.id),
        inArray(reservations.status, [...ACTIVE_RESERVATION_STATUSES]),
      ),
    );
  for (const { id } of active) await cancelReservation(db, site, payments, user, id);
  await db.transaction(async (tx) => {
    await tx
      .update(reservations)
      .set({ name: null, email: null, phone: null, user_id: null, updated_at: sql`now()` })
      .where(and(eq(reservations.site_id, site.id), eq(reservations.user_id, user.id)));
    await tx
      .update(onlinePayments)
      .set({ name: null, email: null, phone: null, user_id: null, updated_at: sql`now()` })
      .where(and(eq(onlinePayments.site_id, site.id), eq(onlinePayments.user_id, user.id)));
    await tx
      .update(spins)
      .set({ user_id: null })
      .where(and(eq(spins.site_id, site.id), eq(spins.user_id, user.id)));
    await tx
      .update(leads)
      .set({
        name: null,
        email: null,
        phone: null,
        message: null,
        payload: sql`${leads.payload} - 'last_name' - 'postcode' - 'rego' - 'lead_attributes' - 'user_agent'`,
      })
      .where(and(eq(leads.site_id, site.id), eq(leads.phone, user.phone)));
    await tx
      .delete(verificationCodes)
      .where(and(eq(verificationCodes.site_id, site.id), eq(verificationCodes.phone, user.phone)));
    // Sessions and the watchlist go with the user (on delete cascade).
    await tx.delete(users).where(and(eq(users.id, user.id), eq(users.site_id, site.id)));
  });
}
