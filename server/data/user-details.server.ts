import { and, eq } from "drizzle-orm";
import type { SignedInUser } from "#server/auth/auth.server";
import type { Database } from "#server/db/client";
import { users } from "#server/db/schema";
import type { Site } from "#server/sites/registry";

/*
 * A signed-in buyer's saved details and their account [issue 14 "saved details they can edit;
 * account deletion that removes their personal data"]. Details are saved from the reserve form and
 * edited in My Garage; they fill in the forms that need them. Deleting the account is a workflow
 * (server/workflows/account.server.ts).
 */
export type UserDetails = { name: string; email: string; postcode: string };

export async function getUserDetails(db: Database, user: SignedInUser): Promise<UserDetails> {
  const [row] = await db
    .select({ name: users.name, email: users.email, postcode: users.postcode })
    .from(users)
    .where(eq(users.id, user.id));
  return { name: row?.name ?? "", email: row?.email ?? "", postcode: row?.postcode ?? "" };
}

export async function saveUserDetails(
  db: Database,
  site: Site,
  user: SignedInUser,
  details: Partial<UserDetails>,
): Promise<void> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (details.name !== undefined) set.name = details.name || null;
  if (details.email !== undefined) set.email = details.email || null;
  if (details.postcode !== undefined) set.postcode = details.postcode || null;
  if (Object.keys(set).length === 0) return;
  await db
    .update(users)
    .set({ ...set, updated_at: new Date() })
    .where(and(eq(users.id, user.id), eq(users.site_id, site.id)));
}
