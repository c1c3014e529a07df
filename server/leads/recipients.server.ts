import type { Site } from "#server/sites/registry";

/*
 * Where one lead goes, from the site's `lead_delivery` rules [docs/decisions/014-lead-delivery.md]:
 * every rule whose categories and locations match adds its recipients. The site schema insists on a
 * catch-all rule, so every lead has at least one. Resolved when the lead is stored, so the outbox
 * records where each lead was sent even if the site file changes later.
 */
export type Recipient =
  | { channel: "dealer-email"; target: string; secret_env: null }
  | { channel: "dealer-webhook"; target: string; secret_env: string }
  | { channel: "buyer-email"; target: string; secret_env: null };

export function leadRecipients(
  site: Site,
  lead: { category: string; location_id?: number | null; email?: string | null; receipt?: boolean },
): Recipient[] {
  const locationSlug = site.locations.find((l) => l.id === lead.location_id)?.slug;
  const emails = new Map<string, string>();
  const webhooks = new Map<string, string>();
  for (const route of site.lead_delivery.routes) {
    if (route.categories.length > 0 && !route.categories.includes(lead.category)) continue;
    if (route.locations.length > 0 && (!locationSlug || !route.locations.includes(locationSlug))) continue;
    for (const address of route.email)
      if (!emails.has(address.toLowerCase())) emails.set(address.toLowerCase(), address);
    for (const hook of route.webhooks) if (!webhooks.has(hook.url)) webhooks.set(hook.url, hook.secret_env);
  }
  const recipients: Recipient[] = [
    ...[...emails.values()].map((target) => ({ channel: "dealer-email" as const, target, secret_env: null })),
    ...[...webhooks].map(([target, secret_env]) => ({
      channel: "dealer-webhook" as const,
      target,
      secret_env,
    })),
  ];
  if ((site.lead_delivery.buyer_confirmation || lead.receipt) && lead.email)
    recipients.push({ channel: "buyer-email", target: lead.email, secret_env: null });
  return recipients;
}
