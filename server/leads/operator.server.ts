import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { cars, leadDeliveryAttempts, leadOutbox, leads, sites } from "#server/db/schema";

/*
 * What the operator's `forecourt leads` commands do (cli/leads.ts prints the answers). They run in
 * the server process when it holds the embedded database (over the ops socket,
 * server/ops/ops-socket.server.ts), or in the command itself on PostgreSQL or with no server running.
 */
export const LEAD_STATES = ["pending", "delivered", "dead", "none"] as const;
export type LeadState = (typeof LEAD_STATES)[number];

/** A lead's delivery state: dead if any delivery is, pending if any is still owed, else delivered. */
const stateOf = sql<LeadState>`case
  when exists (select 1 from ${leadOutbox} o where o.lead_id = ${leads.id} and o.status = 'dead') then 'dead'
  when exists (select 1 from ${leadOutbox} o where o.lead_id = ${leads.id} and o.status = 'pending') then 'pending'
  when exists (select 1 from ${leadOutbox} o where o.lead_id = ${leads.id}) then 'delivered'
  else 'none' end`;

export type LeadSummary = {
  id: string;
  created_at: string;
  site: string;
  category: string;
  subcategory: string | null;
  car: string | null;
  state: LeadState;
  deliveries: number;
  delivered: number;
};

export async function listLeads(
  db: Database,
  options: { site?: string; status?: LeadState; limit?: number; buyer?: string },
): Promise<LeadSummary[]> {
  const where: SQL[] = [];
  if (options.site) where.push(eq(sites.slug, options.site));
  // A buyer the dealer asks after: part of their name, or their e-mail or mobile as they gave it.
  const buyer = options.buyer?.trim().toLowerCase().slice(0, 200);
  if (buyer)
    where.push(
      sql`(strpos(lower(${leads.name}), ${buyer}) > 0 or lower(${leads.email}) = ${buyer} or ${leads.phone} = ${buyer.replace(/[\s()-]/g, "")})`,
    );
  if (options.status) where.push(sql`${stateOf} = ${options.status}`);
  const rows = await db
    .select({
      id: leads.id,
      created_at: leads.created_at,
      site: sites.slug,
      category: leads.category,
      subcategory: leads.subcategory,
      car: cars.name,
      stocknum: cars.stocknum,
      state: stateOf,
      deliveries: sql<number>`(select count(*)::int from ${leadOutbox} o where o.lead_id = ${leads.id})`,
      delivered: sql<number>`(select count(*)::int from ${leadOutbox} o where o.lead_id = ${leads.id} and o.status = 'delivered')`,
    })
    .from(leads)
    .innerJoin(sites, eq(sites.id, leads.site_id))
    .leftJoin(cars, eq(cars.id, leads.car_id))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(leads.created_at), desc(leads.id))
    .limit(Math.min(Math.max(options.limit ?? 50, 1), 1000));
  return rows.map(({ stocknum, ...row }) => ({
    ...row,
    created_at: row.created_at.toISOString(),
    car: row.car ? `${row.car} (${stocknum})` : null,
  }));
}

export type LeadDetail = {
  lead: Omit<typeof leads.$inferSelect, "created_at" | "idempotency_key"> & {
    created_at: string;
    site: string;
  };
  deliveries: {
    id: number;
    channel: string;
    target: string;
    status: string;
    attempts: number;
    next_attempt_at: string;
    delivered_at: string | null;
    last_error: string | null;
    history: { attempt: number; worker: string; started_at: string; ok: boolean; error: string | null }[];
  }[];
};

export async function showLead(db: Database, id: string): Promise<LeadDetail | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select({ lead: leads, site: sites.slug })
    .from(leads)
    .innerJoin(sites, eq(sites.id, leads.site_id))
    .where(eq(leads.id, id));
  if (!row) return null;
  const outbox = await db
    .select()
    .from(leadOutbox)
    .where(eq(leadOutbox.lead_id, id))
    .orderBy(asc(leadOutbox.id));
  const history = outbox.length
    ? await db
        .select()
        .from(leadDeliveryAttempts)
        .where(
          inArray(
            leadDeliveryAttempts.outbox_id,
            outbox.map((o) => o.id),
          ),
        )
        .orderBy(asc(leadDeliveryAttempts.started_at), asc(leadDeliveryAttempts.id))
    : [];
  const { created_at, idempotency_key: _key, ...lead } = row.lead;
  return {
    lead: { ...lead, created_at: created_at.toISOString(), site: row.site },
    deliveries: outbox.map((o) => ({
      id: o.id,
      channel: o.channel,
      target: o.target,
      status: o.status,
      attempts: o.attempts,
      next_attempt_at: o.next_attempt_at.toISOString(),
      delivered_at: o.delivered_at?.toISOString() ?? null,
      last_error: o.last_error,
      history: history
        .filter((h) => h.outbox_id === o.id)
        .map((h) => ({
          attempt: h.attempt,
          worker: h.worker,
          started_at: h.started_at.toISOString(),
          ok: h.ok,
          error: h.error,
        })),
    })),
  };
}

/**
 * Puts dead deliveries (of one lead, or all, or a site's) back in the queue with a fresh round of
 * attempts; the worker sends them at its next poll. Answers how many deliveries were re-queued.
 * Pending ones are left alone: one may be being sent right now, and re-queuing it could send it twice
 * at once.
 */
export async function retryLeads(
  db: Database,
  options: { id: string } | { dead: true; site?: string },
): Promise<number> {
  let where: SQL | undefined;
  if ("id" in options) {
    if (!/^[0-9a-f-]{36}$/i.test(options.id)) return 0;
    where = and(eq(leadOutbox.lead_id, options.id), eq(leadOutbox.status, "dead"));
  } else {
    const inSite = options.site
      ? sql`${leadOutbox.lead_id} in (select l.id from ${leads} l join ${sites} s on s.id = l.site_id where s.slug = ${options.site})`
      : undefined;
    where = and(eq(leadOutbox.status, "dead"), inSite);
  }
  const requeued = await db
    .update(leadOutbox)
    .set({ status: "pending", attempts: 0, next_attempt_at: sql`now()` })
    .where(where)
    .returning({ id: leadOutbox.id });
  return requeued.length;
}
