import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
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
   * Notifications from the database on `channel`. `onListening(true)` says every notification from
   * now on will arrive; `onListening(false)` that some may be missed until the next `true` (the
   * connection that listens was cut and is being opened again). The embedded database never
   * misses one, and calls `onNotify` before the write that caused it returns; PostgreSQL delivers
   * them over a connection of their own, a moment after the writer's commit.
   */
  listen: (
    channel: string,
    onNotify: (payload: string) => void,
    onListening: (listening: boolean) => void,
  ) => Promise<void>;
  close: () => Promise<void>;
  /** The embedded database as one gzip'd archive of its folder, made while it runs (PGlite only). */
  dump?: () => Promise<Blob>;
  /** PostgreSQL's pool: connections open, idle, and queries waiting for one (none for PGlite). */
  pool?: () => { total: number; idle: number; waiting: number };
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
/** Claims the embedded database's folder for this process (DatabaseInUseError if another has it). */
export function takeLock(dir: string) {
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

/** How long a cut listening connection waits before it is opened again, at first and at most. */
const RELISTEN_MS = [500, 30_000] as const;

/** How often a listening connection proves that it hears, and how long it waits for its own word. */
export type ListenerTiming = { heartbeatMs: number; heardWithinMs: number };
const LISTENER_TIMING: ListenerTiming = { heartbeatMs: 15_000, heardWithinMs: 5_000 };
const HEARTBEAT_CHANNEL = "forecourt_heartbeat";

/*
 * One connection of its own that LISTENs on a channel of PostgreSQL, opened again whenever it is
 * cut (a restart, a failover, an idle timeout), with a growing pause between tries. It is trusted
 * only while it hears: when it starts and then every `heartbeatMs` it sends a word of its own
 * through another connection (`send`, the pool) and waits for it to come back. A connection that
 * hears nothing (a half-open socket after a network fault, a pooler in transaction mode, where
 * LISTEN is accepted and nothing is ever delivered) is let go like a cut one. While it is down or
 * not yet proven, whoever listens is told that notifications may be missed.
 */
export class PostgresListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private pause: number = RELISTEN_MS[0];
  private timer: NodeJS.Timeout | null = null;
  private readonly name = `${process.pid}.${Math.random().toString(36).slice(2)}`;
  private words = 0;
  private readonly awaited = new Map<string, () => void>();

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly onNotify: (payload: string) => void,
    private readonly onListening: (listening: boolean) => void,
    private readonly send: (channel: string, payload: string) => Promise<unknown>,
    private readonly timing: ListenerTiming = LISTENER_TIMING,
  ) {}

  /** Resolves once listening, or once the first try failed (tries go on in the background). */
  async start() {
    const client = new pg.Client({ connectionString: this.url });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = null;
      if (this.timer) clearTimeout(this.timer);
      this.onListening(false);
      client.end().catch(() => {});
      if (this.stopped) return;
      if (error) getLogger().warn({ err: error }, "stock change notifications lost; listening again");
      this.timer = setTimeout(() => void this.start(), this.pause);
      this.timer.unref();
      this.pause = Math.min(this.pause * 2, RELISTEN_MS[1]);
    };
    client.on("error", onLost);
    client.on("end", () => onLost());
    client.on("notification", (message) => {
      if (message.channel === HEARTBEAT_CHANNEL) this.awaited.get(message.payload ?? "")?.();
      else if (message.channel === this.channel) this.onNotify(message.payload ?? "");
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel.replaceAll('"', '""')}"`);
      await client.query(`LISTEN ${HEARTBEAT_CHANNEL}`);
      if (!(await this.hears())) throw new NotHeardError(this.timing.heardWithinMs);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (lost) return;
    this.client = client;
    this.pause = RELISTEN_MS[0];
    this.onListening(true);
    const beat = async () => {
      if (lost || this.stopped) return;
      if (!(await this.hears())) return onLost(new NotHeardError(this.timing.heardWithinMs));
      if (lost || this.stopped) return;
      this.timer = setTimeout(() => void beat(), this.timing.heartbeatMs);
      this.timer.unref();
    };
    this.timer = setTimeout(() => void beat(), this.timing.heartbeatMs);
    this.timer.unref();
  }

  /** Sends a word of its own and says whether it came back in time. */
  private hears(): Promise<boolean> {
    const word = `${this.name}.${++this.words}`;
    return new Promise((resolve) => {
      const timeout = setTimeout(() => {
        this.awaited.delete(word);
        resolve(false);
      }, this.timing.heardWithinMs);
      timeout.unref();
      this.awaited.set(word, () => {
        clearTimeout(timeout);
        this.awaited.delete(word);
        resolve(true);
      });
      // A failed send is a word not heard: the timeout answers.
      this.send(HEARTBEAT_CHANNEL, word).catch(() => {});
    });
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.client?.end().catch(() => {});
  }
}

class NotHeardError extends Error {
  constructor(ms: number) {
    super(`the listening connection heard nothing of its own within ${ms} ms`);
  }
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
    const listeners: PostgresListener[] = [];
    const databaseUrl = options.databaseUrl;
    return {
      db,
      kind: "postgres",
      location: `${url.hostname}${url.pathname}`,
      databaseUrl,
      listen: async (channel, onNotify, onListening) => {
        const listener = new PostgresListener(databaseUrl, channel, onNotify, onListening, (to, payload) =>
          pool.query("select pg_notify($1, $2)", [to, payload]),
        );
        listeners.push(listener);
        await listener.start();
      },
      close: async () => {
        await Promise.all(listeners.map((listener) => listener.stop()));
        await pool.end();
      },
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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
      listen: async (channel, onNotify, onListening) => {
        await client.listen(channel, onNotify);
        onListening(true);
      },
      close: async () => {
        await client.close();
        releaseLock();
      },
      dump: () => client.dumpDataDir("gzip"),
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

/**
 * The rows of a statement written in SQL, as the driver gives them (both drivers parse integers,
 * booleans, jsonb and floats alike; select a timestamp as epoch milliseconds to get a number). For
 * what a query builder's row mapping costs too much (a search index's thousands of rows) or cannot
 * say (a statement with CTEs).
 */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}
