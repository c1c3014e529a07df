import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { serverSecrets } from "#server/db/schema";

/**
 * A secret every instance on the database shares, made at first use: the first instance to insert
 * wins and every other reads its value. For operators who set none in the environment.
 */
export async function getServerSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  return row!.value;
}
