import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { openDatabase, selectRows, type Database, type DatabaseHandle } from "#server/db/client";
import { migrateDatabase } from "#server/db/migrate";

/*
 * A fresh, migrated database for one test file: PGlite in a temporary folder by default, or a new
 * database on the PostgreSQL server named by DATABASE_URL (CI runs the suite both ways). In the
 * database suite each starts as a copy of the migrated template its global setup made
 * (tests/setup/database-template.ts); migrating it then finds nothing to do.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { destroy: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  const template = inject("databaseTemplate");
  if (serverUrl) {
    const name = `forecourt_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(
      template?.kind === "postgres"
        ? `create database ${name} template ${template.name}`
        : `create database ${name}`,
    );
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.href, dataDir: "" });
    await migrateDatabase(handle);
    return {
      ...handle,
      destroy: async () => {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: serverUrl });
        await cleanup.connect();
        // The pool's sockets close a moment after pool.end() resolves; dropping before they have
        // gone would cut them mid-goodbye.
        for (let tries = 0; tries < 50; tries++) {
          const { rows } = await cleanup.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = $1",
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "forecourt-test-"));
  if (template?.kind === "pglite") cpSync(template.dir, path.join(dir, "pglite"), { recursive: true });
  const handle = await openDatabase({ dataDir: dir });
  await migrateDatabase(handle);
  return {
    ...handle,
    destroy: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/** Empties every table of the application's schema and restarts its sequences. */
export async function emptyDatabase(db: Database) {
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  );
  if (tables.length)
    await db.execute(sql.raw(`truncate ${tables.map((t) => t.name).join(", ")} restart identity cascade`));
}

/*
 * The database of one test file, each test on a clean state: made and migrated once for the file,
 * then before every test emptied and given the file's fixture (sites, demo stock) afresh, so no test
 * depends on what another left behind. Read `.db` inside a test or hook, never at import.
 *
 * `readOnly`: the file's tests only read a fixture that takes many seconds to build (thousands of
 * cars to value, bulk stock to plan queries over); it is made once for the file. Say in the file
 * why its tests never write.
 */
export function useTestDatabase(
  fixture: (db: Database) => Promise<unknown> = async () => undefined,
  options: { readOnly?: boolean } = {},
) {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    if (options.readOnly) await fixture(database.db);
  });
  beforeEach(async () => {
    if (options.readOnly) return;
    await emptyDatabase(database!.db);
    await fixture(database!.db);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  return {
    get db(): Database {
      if (!database) throw new Error("the test database is made in beforeAll; read it inside a test");
      return database.db;
    },
    get handle(): TestDatabase {
      if (!database) throw new Error("the test database is made in beforeAll; read it inside a test");
      return database;
    },
  };
}
