import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { analyticsEvents, leadOutbox, leads } from "#server/db/schema";
import type { Site } from "#server/sites/registry";
import { notifyLeadQueued } from "./delivery/queue.server";
import { leadRecipients } from "./recipients.server";

/*
 * Every lead is written with the deliveries it owes (its outbox rows) in one transaction, before
 * the buyer is told "success" [ARCHITECTURE rule 6]. A retried submission (the same idempotency
 * key, sent with each form) finds the lead it already made instead of making a second one. The
 * outbox rows name each recipient (server/leads/recipients.server.ts); the delivery worker sends them.
 */

export type NewLead = {
  category: string;
  subcategory?: string | null;
  car_id?: number | null;
  dealership_id?: number | null;
  location_id?: number | null;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  message?: string | null;
  opt_in?: boolean;
  payload?: Record<string, unknown>;
  idempotency_key?: string | null;
  /** Analytics event recorded with the lead [VSD §7 lead-form event ids]. */
  event_id?: number | null;
  /** False for tracking-only leads (a phone reveal): stored, but nobody is sent anything. */
  deliver?: boolean;
};

export async function createLead(
  db: Database,
  site: Site,
  lead: NewLead,
): Promise<{ id: string; duplicate: boolean }> {
  const result = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(leads)
      .values({
        site_id: site.id,
        category: lead.category,
        subcategory: lead.subcategory ?? null,
        car_id: lead.car_id ?? null,
        dealership_id: lead.dealership_id ?? null,
        location_id: lead.location_id ?? null,
        name: lead.name ?? null,
        email: lead.email ?? null,
        phone: lead.phone ?? null,
        message: lead.message ?? null,
        opt_in: lead.opt_in ?? true,
        payload: lead.payload ?? {},
        idempotency_key: lead.idempotency_key ?? null,
      })
      .onConflictDoNothing({ target: [leads.site_id, leads.idempotency_key] })
      .returning({ id: leads.id });
    if (!inserted) {
      const [existing] = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.site_id, site.id), eq(leads.idempotency_key, lead.idempotency_key!)));
      return { id: existing!.id, duplicate: true };
    }
    const recipients = lead.deliver === false ? [] : leadRecipients(site, lead);
    if (recipients.length > 0) {
      await tx.insert(leadOutbox).values(recipients.map((r) => ({ lead_id: inserted.id, ...r })));
    }
    if (lead.event_id) {
      await tx.insert(analyticsEvents).values({
        site_id: site.id,
        event_id: lead.event_id,
        car_id: lead.car_id ?? null,
        payload: { lead_id: inserted.id, category: lead.category },
      });
    }
    return { id: inserted.id, duplicate: false };
  });
  // The delivery worker in this process starts at once rather than at its next poll.
  if (!result.duplicate) notifyLeadQueued();
  return result;
}
