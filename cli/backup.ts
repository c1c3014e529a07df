import path from "node:path";
import { BackupError, restoreBackup } from "#server/db/backup.server";
import { getEnv } from "#server/env.server";
import { ask, LeadsUsageError } from "./leads";

/*
 * `forecourt backup <file>` and `forecourt restore <file>` for the embedded database
 * (server/db/backup.server.ts). A backup can be made while the server runs (the server writes it,
 * asked over its ops socket); a restore needs the server stopped.
 */
export const BACKUP_HELP = `  backup <file>                      Write the embedded database to <file>, also while the server runs
  restore <file>                     Replace the embedded database with a backup (server stopped);
                                     the database it replaces is kept beside it`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function backupCommand([file, ...extra]: string[]): Promise<number> {
  if (!file || extra.length) throw new LeadsUsageError("usage: backup <file>");
  if (getEnv().DATABASE_URL)
    throw new BackupError("This database is PostgreSQL: back it up with pg_dump (see the README).");
  const written = (await ask({ command: "backup", file: path.resolve(file) })) as {
    file: string;
    bytes: number;
  };
  console.log(`Backed up the embedded database to ${written.file} (${megabytes(written.bytes)}).`);
  return 0;
}

export async function restoreCommand([file, ...extra]: string[]): Promise<number> {
  if (!file || extra.length) throw new LeadsUsageError("usage: restore <file>");
  const env = getEnv();
  if (env.DATABASE_URL)
    throw new BackupError("This database is PostgreSQL: restore it with pg_restore (see the README).");
  const restored = await restoreBackup(env.DATA_DIR, file);
  console.log(
    `Restored ${path.resolve(file)}: ${restored.sites} sites, ${restored.cars} cars, ${restored.leads} leads.`,
  );
  if (restored.previous) console.log(`The database it replaced is in ${restored.previous}.`);
  console.log("Start the server to use it (it applies any newer migrations).");
  return 0;
}
