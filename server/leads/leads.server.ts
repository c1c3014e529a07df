import { randomUUID } from "node:crypto";
import { and, eq, like, or, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { analyticsEvents, leadOutbox, leads } from "#server/db/schema";
import type { Site } from "#server/sites/registry";
import { notifyLeadQueued } from "./delivery/queue.server";
import { leadRecipients } from "./recipients.server";

/*
 * Every lead is written with the deliveries it owes (its outbox rows) in one transaction, before
 * the buyer is told "success" [docs/architecture.md rule 6]. A retried submission (the same idempotency
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
  /** The buyer gets a copy whatever the site's buyer_confirmation says (a payment's receipt). */
  receipt?: boolean;
  /** False for tracking-only leads (a phone reveal): stored, but nobody is sent anything. */
  deliver?: boolean;
  /**
   * A multi-step lead's first step: its deliveries wait until this time, or until the buyer's last
   * step (finishLeadStep) sends them at once, with the lead as it then stands. A buyer who leaves
   * half-way is still a lead the dealer hears of.
   */
  deliverAfter?: Date;
};

export async function createLead(
  db: Database,
  site: Site,
  lead: NewLead,
): Promise<{ id: string; duplicate: boolean; key: string | null }> {
  const result = await db.transaction(async (tx) => {
    const insert = (key: string | null) =>
      tx
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
          idempotency_key: key,
        })
        .onConflictDoNothing({ target: [leads.site_id, leads.idempotency_key] })
        .returning({ id: leads.id });
    let key = lead.idempotency_key ?? null;
    let [inserted] = await insert(key);
    if (!inserted) {
      // The same buyer sending again: the lead they already made. Another buyer with the same key
      // (a form rendered once and served to many from a cache, sent without JavaScript) is a lead
      // of their own, stored under the key with a suffix, never folded into someone else's.
      const earlier = await tx
        .select({ id: leads.id, phone: leads.phone, email: leads.email, key: leads.idempotency_key })
        .from(leads)
        .where(
          and(
            eq(leads.site_id, site.id),
            or(
              eq(leads.idempotency_key, key!),
              like(leads.idempotency_key, `${key!.replace(/[\\%_]/g, "\\$&")}:%`),
            ),
          ),
        )
        .limit(50);
      const mine = earlier.find((row) => sameSender(row, lead));
      if (mine) return { id: mine.id, duplicate: true, key: mine.key };
      key = `${key}:${randomUUID()}`;
      [inserted] = await insert(key);
    }
    const recipients = lead.deliver === false ? [] : leadRecipients(site, lead);
    if (recipients.length > 0) {
      await tx.insert(leadOutbox).values(
        recipients.map((r) => ({
          lead_id: inserted!.id,
          ...r,
          ...(lead.deliverAfter && { next_attempt_at: lead.deliverAfter }),
        })),
      );
    }
    if (lead.event_id) {
      await tx.insert(analyticsEvents).values({
        site_id: site.id,
        event_id: lead.event_id,
        car_id: lead.car_id ?? null,
        payload: { lead_id: inserted!.id, category: lead.category },
      });
    }
    return { id: inserted!.id, duplicate: false, key };
  });
  // The delivery worker in this process starts at once rather than at its next poll.
  if (!result.duplicate) notifyLeadQueued();
  return result;
}

function sameSender(
  existing: { phone: string | null; email: string | null },
  lead: { phone?: string | null; email?: string | null },
) {
  return (
    (existing.phone ?? "") === (lead.phone ?? "") &&
    (existing.email ?? "").toLowerCase() === (lead.email ?? "").toLowerCase()
  );
}

/**
 * A later step of a multi-step lead [SW §4 Multi-step forms; §7 Lead submission helper]: the same
 * lead, found by its id and the form's key (so nobody else's lead can be changed by guessing an id),
 * gets the step's subcategory and answers. The last step sends its deliveries at once (they read
 * the lead as it now stands) and records the step's analytics event. Answers false when there is no
 * such open lead (an unknown id, the wrong key, or a lead already finished).
 */
export async function updateLeadStep(
  db: Database,
  site: Site,
  ref: { id: string; key: string },
  step: {
    subcategory: string;
    payload: Record<string, unknown>;
    last: boolean;
    event_id?: number | null;
  },
): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(ref.id)) return false;
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(leads)
      .set({
        subcategory: step.subcategory,
        payload: sql`${leads.payload} || ${JSON.stringify({ ...step.payload, ...(step.last && { finished: true }) })}::jsonb`,
      })
      .where(
        and(
          eq(leads.id, ref.id),
          eq(leads.site_id, site.id),
          eq(leads.idempotency_key, ref.key),
          sql`not (${leads.payload} ? 'finished')`,
        ),
      )
      .returning({ id: leads.id, car_id: leads.car_id, category: leads.category });
    if (!row) return false;
    if (step.last) {
      await tx
        .update(leadOutbox)
        .set({ next_attempt_at: sql`now()` })
        .where(
          and(eq(leadOutbox.lead_id, row.id), eq(leadOutbox.status, "pending"), eq(leadOutbox.attempts, 0)),
        );
      if (step.event_id)
        await tx.insert(analyticsEvents).values({
          site_id: site.id,
          event_id: step.event_id,
          car_id: row.car_id,
          payload: { lead_id: row.id, category: row.category, subcategory: step.subcategory },
        });
    }
    return true;
  });
  if (updated && step.last) notifyLeadQueued();
  return updated;
}

/** An open (unfinished) multi-step lead of the site, by its id and the form's key; null otherwise. */
export async function getOpenLead(db: Database, site: Site, ref: { id: string; key: string }) {
  if (!/^[0-9a-f-]{36}$/i.test(ref.id)) return null;
  const [row] = await db
    .select({ id: leads.id, subcategory: leads.subcategory, payload: leads.payload, car_id: leads.car_id })
    .from(leads)
    .where(
      and(
        eq(leads.id, ref.id),
        eq(leads.site_id, site.id),
        eq(leads.idempotency_key, ref.key),
        sql`not (${leads.payload} ? 'finished')`,
      ),
    );
  return row ?? null;
}
