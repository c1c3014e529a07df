import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client";
import { leads } from "#server/db/schema";
import { createLead } from "#server/leads/leads.server";
import { startOpsSocket } from "#server/ops/ops-socket.server";
import { createTestModePayments } from "#server/payments/test-mode.server";
import { syncSites } from "#server/sites/sync";
import { demoRegistry } from "../tests/setup/sites";
import { createTestDatabase } from "../tests/setup/test-database";

/*
 * Issue 30, point 7: `forecourt backup` and `restore` of the embedded database, run as the operator
 * runs them (a separate process). A backup is made while the server has the database open (over
 * its ops socket), and restoring it elsewhere finds every lead as the buyer wrote it.
 */
const embedded = !process.env.DATABASE_URL;
const registry = demoRegistry();
const site = registry.sites[0]!;
const scratch = mkdtempSync(path.join(os.tmpdir(), "forecourt-backup-"));
const backupFile = path.join(scratch, "forecourt.backup");
const folders: string[] = [scratch];

/** A temporary folder of a test's own, so the backup's folder holds the backup alone. */
function ownFolder() {
  const folder = mkdtempSync(path.join(os.tmpdir(), "forecourt-backup-"));
  folders.push(folder);
  return folder;
}

async function forecourt(dataDir: string, ...args: string[]) {
  const { DATABASE_URL: _unused, ...env } = process.env;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "cli/forecourt.ts", ...args],
      { env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: "warn" }, encoding: "utf8" },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

const written = [
  { name: "Pat Backup", message: "Is the Hilux still there? Call after 5pm." },
  { name: "Ngaio Te Whare", message: "Trade-in: 2015 Corolla, 180,000 km — keys with me." },
  { name: "Sam O'Brien", message: "Finance over 5 years, $5,000 deposit." },
];

async function leadsIn(dataDir: string) {
  const handle = await openDatabase({ dataDir });
  try {
    return await handle.db.select({ id: leads.id, name: leads.name, message: leads.message }).from(leads);
  } finally {
    await handle.close();
  }
}

describe.skipIf(!embedded)("backups of the embedded database", () => {
  let dataDir = "";
  const ids: string[] = [];

  // One scenario on a database of its own, made once: the backup is taken while a server holds
  // it; the tests read the backup and the folder, and restore into folders of their own.
  beforeAll(async () => {
    const database = await createTestDatabase();
    dataDir = path.dirname(database.location);
    await syncSites(database.db, registry);
    for (const lead of written) {
      const stored = await createLead(database.db, site, {
        category: "General Enquiry",
        subcategory: "Other",
        email: "buyer@example.net",
        phone: "0412000004",
        ...lead,
      });
      ids.push(stored.id);
    }
    // The server is running: the command asks it to write the backup.
    const stopSocket = await startOpsSocket(
      { db: database.db, payments: createTestModePayments(database.db), dump: database.dump, sites: [] },
      dataDir,
    );
    try {
      const made = await forecourt(dataDir, "backup", backupFile);
      expect(made.out).toContain(`Backed up the embedded database to ${backupFile}`);
      expect(made.code).toBe(0);
      // A lead stored after the backup is not in it.
      await createLead(database.db, site, {
        category: "General Enquiry",
        subcategory: "Other",
        name: "After The Backup",
        email: "late@example.net",
        phone: "0412000005",
        message: "Stored after the backup was made.",
      });
      // And while the server has the database, it cannot be restored over.
      const refused = await forecourt(dataDir, "restore", backupFile);
      expect(refused.code).toBe(1);
      expect(refused.out).toContain("is in use by process");
    } finally {
      await stopSocket();
      await database.close();
    }
  }, 180_000);

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it("writes one file only the server's user can read", () => {
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    expect([...readFileSync(backupFile).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    expect(readdirSync(scratch)).toEqual(["forecourt.backup"]);
  });

  it("restores on another machine's empty data folder with every lead as the buyer wrote it", async () => {
    const elsewhere = path.join(ownFolder(), "elsewhere");
    const restored = await forecourt(elsewhere, "restore", backupFile);
    expect(restored.code).toBe(0);
    expect(restored.out).toContain(`${written.length} leads`);
    const found = await leadsIn(elsewhere);
    expect(found.map((lead) => lead.id).sort()).toEqual([...ids].sort());
    for (const lead of written)
      expect(found.find((row) => row.name === lead.name)?.message).toBe(lead.message);
  }, 120_000);

  it("restores over the current database, keeping the one it replaces beside it", async () => {
    expect(await leadsIn(dataDir)).toHaveLength(written.length + 1);
    const restored = await forecourt(dataDir, "restore", backupFile);
    expect(restored.code).toBe(0);
    expect(await leadsIn(dataDir)).toHaveLength(written.length);
    const kept = readdirSync(dataDir).find((name) => name.startsWith("pglite.before-restore-"));
    expect(kept).toBeDefined();
    expect(restored.out).toContain(path.join(dataDir, kept!));
  }, 120_000);

  it("refuses a file that is not a backup, and moves nothing", async () => {
    const notABackup = path.join(ownFolder(), "cars.csv");
    writeFileSync(notABackup, "stocknum,make\nAB1,Toyota\n");
    const before = readdirSync(dataDir).sort();
    const refused = await forecourt(dataDir, "restore", notABackup);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain("is not a backup made by `forecourt backup`");
    expect(readdirSync(dataDir).sort()).toEqual(before);
  }, 60_000);
});

describe.skipIf(embedded)("backups on PostgreSQL", () => {
  it("point to pg_dump", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "cli/forecourt.ts", "backup", backupFile],
      { env: { ...process.env, LOG_LEVEL: "warn" }, encoding: "utf8" },
    ).catch((error: { stdout: string; stderr: string }) => ({ stdout: error.stdout + error.stderr }));
    expect(stdout).toContain("back it up with pg_dump");
  }, 60_000);
});
