import { PGlite } from "@electric-sql/pglite";
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { keepDataDirPrivate, makePrivate } from "#server/security/private-data-dir.server";
import { takeLock } from "./client";

/*
 * Backups of the embedded database (`forecourt backup` and `restore`; docs/decisions/046-backups.md).
 * A backup is PGlite's own archive of the database folder (a gzip'd tar), made by the process that
 * has the database open: the running server when there is one (asked over its ops socket), else the
 * command. On PostgreSQL the operator uses pg_dump and pg_restore, as the README says.
 */
export class BackupError extends Error {}

const GZIP = [0x1f, 0x8b];

/** Writes the archive to `file`, readable by this user alone, whole or not at all. */
export async function writeBackup(dump: (() => Promise<Blob>) | undefined, file: string) {
  if (!dump) throw new BackupError("This database is PostgreSQL: back it up with pg_dump (see the README).");
  const bytes = Buffer.from(await (await dump()).arrayBuffer());
  const target = path.resolve(file);
  const partial = `${target}.partial-${process.pid}`;
  try {
    writeFileSync(partial, bytes, { mode: 0o600 });
    renameSync(partial, target);
  } finally {
    rmSync(partial, { force: true });
  }
  return { file: target, bytes: bytes.length };
}

export type Restored = { leads: number; cars: number; sites: number; previous: string | null };

/**
 * Puts the database in `file` in place of the embedded database in `dataDir`, which no process may
 * have open. The backup is opened and read before anything is moved; the database it replaces is
 * kept beside it (`pglite.before-restore-<time>`) for the operator to remove.
 */
export async function restoreBackup(dataDir: string, file: string, now = new Date()): Promise<Restored> {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    throw new BackupError(`Cannot read ${file}.`);
  }
  if (bytes[0] !== GZIP[0] || bytes[1] !== GZIP[1])
    throw new BackupError(`${file} is not a backup made by \`forecourt backup\` (not a gzip archive).`);
  keepDataDirPrivate(dataDir);
  const dir = path.resolve(dataDir, "pglite");
  const staging = `${dir}.restoring`;
  // Refuses while a server or command has the database open (DatabaseInUseError says which).
  const release = existsSync(dir) ? takeLock(dir) : () => {};
  try {
    rmSync(staging, { recursive: true, force: true });
    let counts: Omit<Restored, "previous">;
    try {
      const restored = await PGlite.create(staging, { loadDataDir: new Blob([new Uint8Array(bytes)]) });
      try {
        const count = async (table: string) =>
          Number((await restored.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n);
        counts = { leads: await count("leads"), cars: await count("cars"), sites: await count("sites") };
      } finally {
        await restored.close();
      }
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw new BackupError(
        `${file} could not be opened as a Forecourt database: ${(error as Error).message}`,
      );
    }
    // The archive holds the lock file of the process that made it: no process holds the copy.
    rmSync(path.join(staging, "forecourt.lock"), { force: true });
    makePrivate(staging);
    let previous: string | null = null;
    if (existsSync(dir)) {
      previous = `${dir}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
      renameSync(dir, previous);
      rmSync(path.join(previous, "forecourt.lock"), { force: true });
    }
    renameSync(staging, dir);
    return { ...counts, previous };
  } finally {
    release();
  }
}
