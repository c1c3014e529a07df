import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leadOutbox, leads } from "#server/db/schema";
import { createRateLimiter } from "#server/security/rate-limit.server";
import { syncSites } from "#server/sites/sync";
import { demoRegistry } from "../../tests/setup/sites";
import { useTestDatabase } from "../../tests/setup/test-database";
import { createLead } from "./leads.server";
import { unsubscribeAddress } from "./unsubscribe.server";

/*
 * /pages/unsubscribe stops a site's marketing to an address (docs/decisions/057-unsubscribe.md): the
 * site's earlier leads from it are no longer subscribed, the dealer is sent the request as a lead,
 * and nothing changes for the address on other sites.
 */
const registry = demoRegistry();
const site = registry.bySlug.get("southern-cross")!;
const other = registry.bySlug.get("redline-used")!;
const database = useTestDatabase((db) => syncSites(db, registry));

const request = () => ({ ip: "203.0.113.9", userAgent: "test", rateLimiter: createRateLimiter(database.db) });
const enquiry = {
  category: "General Enquiry",
  name: "Kim",
  phone: "0412000009",
  message: "Hello",
  opt_in: true,
};

describe("unsubscribing an address", () => {
  it("marks the site's earlier leads from it as not subscribed and tells the dealer", async () => {
    const mine = await createLead(database.db, site, { ...enquiry, email: "kim@example.net" });
    const elsewhere = await createLead(database.db, other, { ...enquiry, email: "kim@example.net" });
    const someoneElse = await createLead(database.db, site, { ...enquiry, email: "lee@example.net" });

    const outcome = await unsubscribeAddress(database.db, site, { email: " KIM@example.net " }, request());
    expect(outcome).toEqual({ kind: "sent" });

    const optIn = async (id: string) =>
      (await database.db.select({ opt_in: leads.opt_in }).from(leads).where(eq(leads.id, id)))[0]!.opt_in;
    expect(await optIn(mine.id)).toBe(false);
    expect(await optIn(elsewhere.id)).toBe(true);
    expect(await optIn(someoneElse.id)).toBe(true);

    const [notice] = await database.db
      .select()
      .from(leads)
      .where(and(eq(leads.site_id, site.id), eq(leads.category, "Unsubscribe")));
    expect(notice).toMatchObject({ email: "KIM@example.net", opt_in: false });
    const deliveries = await database.db.select().from(leadOutbox).where(eq(leadOutbox.lead_id, notice!.id));
    expect(deliveries.map((d) => d.channel)).toContain("dealer-email");
  });

  it("answers a bad address with its field's message and stores nothing", async () => {
    const before = await database.db.select().from(leads);
    const outcome = await unsubscribeAddress(database.db, site, { email: "kim@" }, request());
    expect(outcome).toMatchObject({
      kind: "invalid",
      errors: { email: "Please enter a valid email address." },
      values: { email: "kim@" },
    });
    expect(await database.db.select().from(leads)).toHaveLength(before.length);
  });
});
