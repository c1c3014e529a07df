import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { selectRows, type Database, type DatabaseHandle } from "./client";

// Resolved from the project root: the server bundle (build/) and the command line (tsx) both run there.
const migrationsFolder = path.resolve("server/db/migrations");
const MIGRATION_LOCK = 7243001;

/**
 * Applies pending migrations. On PostgreSQL a session advisory lock keeps two instances that start
 * at once from migrating together.
 */
export async function migrateDatabase(handle: DatabaseHandle) {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const client = new pg.Client({ connectionString: handle.databaseUrl });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}

/**
 * Whether the database has every migration this code was built with (for /readyz): the newest one
 * recorded there is at least as new as the newest in the folder. A newer one is fine: an instance
 * of the next release migrated first, and its changes only add.
 */
let newestMigration: number | undefined;
export async function migrationsApplied(db: Database): Promise<boolean> {
  if (newestMigration === undefined) {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
      entries: { when: number }[];
    };
    newestMigration = Math.max(...journal.entries.map((entry) => entry.when));
  }
  const newest = newestMigration;
  const [row] = await selectRows<{ newest: string | number | null }>(
    db,
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  return row?.newest != null && Number(row.newest) >= newest;
}
