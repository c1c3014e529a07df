import { and, eq, sql } from "drizzle-orm";
import { formValuesToKeep, toFieldErrors } from "#domain/lead-forms";
import { UNSUBSCRIBE_CATEGORY, UnsubscribeSchema } from "#domain/lead-form-schemas";
import type { Database } from "#server/db/client";
import { leads } from "#server/db/schema";
import type { RateLimiter } from "#server/security/rate-limit.server";
import type { Site } from "#server/sites/registry";
import type { KeptRefusal } from "#server/forms/form-outcome.server";
import { createLead } from "./leads.server";

/*
 * /pages/unsubscribe: a buyer stops a site's marketing to their address (docs/decisions/057-unsubscribe.md).
 * The site's earlier leads from that address are marked as not subscribed, so nothing the dealer
 * still has to be sent carries a subscription, and the dealer is told through the lead pipeline
 * (its inbox and CRM, retried until delivered), where the marketing lists live. A later enquiry
 * carries the buyer's own choice again, as typed.
 */
export async function unsubscribeAddress(
  db: Database,
  site: Site,
  form: Record<string, string>,
  request: { ip: string; userAgent: string | null; rateLimiter: RateLimiter },
): Promise<{ kind: "sent" } | KeptRefusal> {
  const values = formValuesToKeep(form);
  const parsed = UnsubscribeSchema.safeParse(form);
  if (!parsed.success)
    return {
      kind: "invalid",
      intent: "unsubscribe",
      errors: toFieldErrors(parsed.error),
      values,
    };
  const allowed = await request.rateLimiter.consume(site, "lead", { ip: request.ip });
  if (!allowed.ok)
    return {
      kind: "limited",
      intent: "unsubscribe",
      errors: { form: allowed.message },
      values,
      retryAfterSeconds: allowed.retryAfterSeconds,
    };
  const email = parsed.data.email;
  await db
    .update(leads)
    .set({ opt_in: false })
    .where(
      and(
        eq(leads.site_id, site.id),
        eq(leads.opt_in, true),
        sql`lower(${leads.email}) = ${email.toLowerCase()}`,
      ),
    );
  await createLead(db, site, {
    category: UNSUBSCRIBE_CATEGORY,
    email,
    opt_in: false,
    message: "Please stop sending offers and product updates to this address.",
    payload: { source: "/pages/unsubscribe", user_agent: request.userAgent },
  });
  return { kind: "sent" };
}
