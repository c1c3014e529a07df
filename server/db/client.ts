import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { getLogger } from "#server/log.server";
import { makePrivate } from "#server/security/private-data-dir.server";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Where the data lives, for messages (a folder, or the server's host and database). */
  location: string;
  databaseUrl?: string;
  /**
   * Notifications from the database, where this process holds its only connection (the embedded
   * database): every change is made here, so what it announces is all there is to know.
   */
  listen?: (channel: string, onNotify: (payload: string) => void) => Promise<unknown>;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir: string;
  /** The most connections this process opens to PostgreSQL (DATABASE_POOL_MAX; 10 by default). */
  poolMax?: number;
};

export class DatabaseInUseError extends Error {}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/*
 * PGlite is a single-process database: two processes writing one data folder would corrupt it.
 * A lock file with the owner's pid turns that mistake into a clear message.
 */
function takeLock(dir: string) {
  const lockFile = path.join(dir, "forecourt.lock");
  try {
    const pid = Number(readFileSync(lockFile, "utf8"));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new DatabaseInUseError(
        `The embedded database in ${dir} is in use by process ${pid} (a running Forecourt server or command). ` +
          "Stop it first, or set DATABASE_URL to a PostgreSQL server to run several processes at once.",
      );
    }
  } catch (error) {
    if (error instanceof DatabaseInUseError) throw error;
  }
  writeFileSync(lockFile, String(process.pid), { mode: 0o600 });
  return () => rmSync(lockFile, { force: true });
}

/** The one database entry point: PGlite on disk by default, PostgreSQL when a URL is given. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 10 });
    /*
     * An idle connection can be cut by the server (a restart, a failover, an administrator). The
     * pool drops it and opens a fresh one on the next query; without this listener the event
     * would end the process.
     */
    pool.on("error", (error) => {
      getLogger().warn({ err: error }, "database connection closed by the server");
    });
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    const url = new URL(options.databaseUrl);
    return {
      db,
      kind: "postgres",
      location: `${url.hostname}${url.pathname}`,
      databaseUrl: options.databaseUrl,
      close: () => pool.end(),
    };
  }
  const dir = path.resolve(options.dataDir, "pglite");
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const releaseLock = takeLock(dir);
  try {
    const client = await PGlite.create(dir);
    // PGlite sets the mode of the files it starts a database with (0666, whatever the umask) and
    // of a few it rewrites when it opens one (0644): each open closes them again.
    makePrivate(dir);
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return {
      db,
      kind: "pglite",
      location: dir,
      listen: (channel, onNotify) => client.listen(channel, onNotify),
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

export async function pingDatabase(db: Database): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return performance.now() - started;
}
