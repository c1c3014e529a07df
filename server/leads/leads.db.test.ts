import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leads } from "#server/db/schema";
import { syncSites } from "#server/sites/sync";
import { demoRegistry } from "../../tests/setup/sites";
import { useTestDatabase } from "../../tests/setup/test-database";
import { createLead } from "./leads.server";

/*
 * A form's retry key finds the lead the same buyer already made [docs/architecture.md rule 6], and never
 * folds another buyer's lead into it: a page served from the page cache can put one rendered key in
 * front of many buyers without JavaScript (docs/decisions/021-page-cache.md).
 */
const registry = demoRegistry();
const site = registry.sites[0]!;
const database = useTestDatabase((db) => syncSites(db, registry));

const enquiry = (name: string, email: string, phone: string, key: string) => ({
  category: "General Enquiry",
  name,
  email,
  phone,
  message: "Hello",
  idempotency_key: key,
});

describe("a lead's retry key", () => {
  it("answers the same buyer's repeat with their first lead", async () => {
    const key = randomUUID();
    const first = await createLead(database.db, site, enquiry("Ann", "ann@example.net", "0412000001", key));
    const again = await createLead(database.db, site, enquiry("Ann", "ANN@example.net", "0412000001", key));
    expect(again).toEqual({ id: first.id, duplicate: true, key });
    expect(await database.db.select().from(leads).where(eq(leads.idempotency_key, key))).toHaveLength(1);
  });

  it("keeps another buyer who sends the same rendered key as a lead of their own", async () => {
    const key = randomUUID();
    const ann = await createLead(database.db, site, enquiry("Ann", "ann@example.net", "0412000001", key));
    const bob = await createLead(database.db, site, enquiry("Bob", "bob@example.net", "0412000002", key));
    expect(bob.duplicate).toBe(false);
    expect(bob.id).not.toBe(ann.id);
    expect(bob.key).toMatch(new RegExp(`^${key}:`));
    const stored = await database.db
      .select()
      .from(leads)
      .where(like(leads.idempotency_key, `${key}%`));
    expect(stored.map((l) => l.name).sort()).toEqual(["Ann", "Bob"]);
    // And Bob's own repeat (with the key his lead is stored under) is still one lead.
    const bobAgain = await createLead(
      database.db,
      site,
      enquiry("Bob", "bob@example.net", "0412000002", bob.key!),
    );
    expect(bobAgain).toMatchObject({ id: bob.id, duplicate: true });
  });
});
