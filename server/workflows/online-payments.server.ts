import { and, desc, eq, sql } from "drizzle-orm";
import { formatDateTime } from "#domain/dates";
import { formatCents, ONLINE_PAYMENT_MESSAGES } from "#domain/online-payments";
import type { SignedInUser } from "#server/auth/auth.server";
import type { Database } from "#server/db/client";
import { onlinePayments } from "#server/db/schema";
import { createLead } from "#server/leads/leads.server";
import type { PaymentService, TestCard } from "#server/payments/payment-service";
import type { Site } from "#server/sites/registry";

/*
 * Paying the dealer online [domain/online-payments.ts; docs/decisions/024-online-payment-and-spin-to-
 * win.md]. A submission is recorded first under its idempotency key (so a double submit finds the
 * same payment), then charged with a key made from its id (so a retry never charges twice). Paid,
 * it becomes the dealer's lead "Online Payment" and the buyer's receipt, in one transaction.
 */
export type OnlinePaymentDetails = {
  purpose: string;
  reference: string;
  amountCents: number;
  locationSlug: string;
  name: string;
  email: string;
};

export type OnlinePaymentOutcome =
  | { kind: "paid"; paymentId: string }
  | { kind: "pay"; paymentId: string; clientSecret: string }
  | { kind: "refused"; message: string; field?: "card_number" };

type Row = typeof onlinePayments.$inferSelect;

/** The location a payment goes to: the one chosen, else the site's first visible one. */
function paymentLocation(site: Site, slug: string) {
  const visible = site.locations.filter((l) => l.visible);
  return visible.find((l) => l.slug === slug) ?? visible[0] ?? null;
}

export async function payOnline(
  db: Database,
  site: Site,
  payments: PaymentService,
  input: {
    user: SignedInUser;
    details: OnlinePaymentDetails;
    idempotencyKey: string;
    card?: TestCard;
  },
): Promise<OnlinePaymentOutcome> {
  const { user, details } = input;
  const location = paymentLocation(site, details.locationSlug);
  await db
    .insert(onlinePayments)
    .values({
      site_id: site.id,
      user_id: user.id,
      purpose: details.purpose,
      reference: details.reference,
      amount_cents: details.amountCents,
      location_id: location?.id ?? null,
      status: "pending",
      idempotency_key: input.idempotencyKey,
      payment_provider: payments.provider,
      name: details.name,
      email: details.email,
      phone: user.phone,
    })
    .onConflictDoNothing();
  // This submission's payment: the one just recorded, or the one an earlier send of it made.
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(
      and(eq(onlinePayments.site_id, site.id), eq(onlinePayments.idempotency_key, input.idempotencyKey)),
    );
  if (!row || row.user_id !== user.id) return { kind: "refused", message: ONLINE_PAYMENT_MESSAGES.failure };
  if (row.status === "paid") return { kind: "paid", paymentId: row.id };
  if (row.status === "failed")
    return { kind: "refused", message: ONLINE_PAYMENT_MESSAGES.declined, field: "card_number" };

  const charged = await payments.charge({
    siteId: site.id,
    onlinePaymentId: row.id,
    amountCents: row.amount_cents,
    description: `${row.purpose} ${row.reference}, ${site.name}`,
    idempotencyKey: `online-payment-${row.id}`,
    card: input.card,
  });
  if (charged.status === "requires_payment") {
    await db
      .update(onlinePayments)
      .set({ payment_reference: charged.reference, updated_at: sql`now()` })
      .where(and(eq(onlinePayments.id, row.id), eq(onlinePayments.status, "pending")));
    return { kind: "pay", paymentId: row.id, clientSecret: charged.clientSecret };
  }
  if (charged.status === "declined") {
    await db
      .update(onlinePayments)
      .set({ status: "failed", updated_at: sql`now()` })
      .where(and(eq(onlinePayments.id, row.id), eq(onlinePayments.status, "pending")));
    return { kind: "refused", message: ONLINE_PAYMENT_MESSAGES.declined, field: "card_number" };
  }
  await confirmOnlinePayment(db, site, row.id, charged.reference);
  return { kind: "paid", paymentId: row.id };
}

/**
 * A payment went through: it is marked paid and the dealer's lead (with the buyer's receipt) is
 * queued in the same transaction. False when it was not pending (a replayed webhook: no change).
 */
export async function confirmOnlinePayment(
  db: Database,
  site: Site,
  paymentId: string,
  paymentReference: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(onlinePayments)
      .set({
        status: "paid",
        payment_reference: paymentReference,
        paid_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where(
        and(
          eq(onlinePayments.id, paymentId),
          eq(onlinePayments.site_id, site.id),
          eq(onlinePayments.status, "pending"),
        ),
      )
      .returning();
    if (!paid) return false;
    const location = site.locations.find((l) => l.id === paid.location_id);
    const amount = formatCents(paid.amount_cents);
    const lead = await createLead(tx as unknown as Database, site, {
      category: "Online Payment",
      subcategory: paid.purpose,
      car_id: null,
      dealership_id: location?.dealership_id ?? null,
      location_id: location?.id ?? null,
      name: paid.name ?? "",
      email: paid.email,
      phone: paid.phone,
      message: `Paid ${amount} online: ${paid.purpose} ${paid.reference}.`,
      idempotency_key: `online-payment:${paid.id}`,
      // The payment form asks for no marketing consent, so none is recorded.
      opt_in: false,
      receipt: true,
      payload: {
        online_payment_id: paid.id,
        amount_paid: amount,
        payment_for: paid.purpose,
        invoice_reference: paid.reference,
        payment_reference: paymentReference,
        payment_provider: paid.payment_provider,
        url: "/online-payment",
        source: "online payment",
      },
    });
    await tx.update(onlinePayments).set({ lead_id: lead.id }).where(eq(onlinePayments.id, paid.id));
    return true;
  });
}

/** A payment provider's event about an online payment (its signature already checked). */
export async function confirmOnlinePaymentEvent(
  db: Database,
  sitesById: ReadonlyMap<number, Site>,
  payments: PaymentService,
  event: { onlinePaymentId: string; reference: string },
): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(event.onlinePaymentId)) return false;
  const [row] = await db.select().from(onlinePayments).where(eq(onlinePayments.id, event.onlinePaymentId));
  const site = row && sitesById.get(row.site_id);
  if (!row || !site || row.payment_provider !== payments.provider) return false;
  return confirmOnlinePayment(db, site, row.id, event.reference);
}

/** A buyer back from the provider's form before its webhook: ask the provider and confirm if paid. */
export async function settleReturningOnlinePayment(
  db: Database,
  site: Site,
  payments: PaymentService,
  user: SignedInUser,
  paymentId: string,
): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(paymentId)) return;
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.id, paymentId),
        eq(onlinePayments.site_id, site.id),
        eq(onlinePayments.user_id, user.id),
        eq(onlinePayments.status, "pending"),
      ),
    );
  if (!row?.payment_reference) return;
  if ((await payments.paymentStatus(row.payment_reference)) === "paid")
    await confirmOnlinePayment(db, site, row.id, row.payment_reference);
}

export type OnlinePaymentView = {
  id: string;
  purpose: string;
  reference: string;
  amount: string;
  paidAt: string | null;
  status: Row["status"];
  paymentReference: string | null;
  testMode: boolean;
};

/** The buyer's payments on this site, newest first (the receipts the page lists). */
export async function getUserOnlinePayments(
  db: Database,
  site: Site,
  user: SignedInUser,
  limit = 10,
): Promise<OnlinePaymentView[]> {
  const rows = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.site_id, site.id), eq(onlinePayments.user_id, user.id)))
    .orderBy(desc(onlinePayments.created_at))
    .limit(limit);
  return rows
    .filter((r) => r.status === "paid")
    .map((r) => ({
      id: r.id,
      purpose: r.purpose,
      reference: r.reference,
      amount: formatCents(r.amount_cents),
      paidAt: r.paid_at ? formatDateTime(r.paid_at, site.time_zone) : null,
      status: r.status,
      paymentReference: r.payment_reference,
      testMode: r.payment_provider === "test",
    }));
}
