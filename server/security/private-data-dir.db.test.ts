import { existsSync, lstatSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "#server/env.server";
import { createMailer } from "#server/leads/delivery/mailer.server";
import { createLead } from "#server/leads/leads.server";
import { closeRuntime, getRuntime } from "#server/runtime.server";

/*
 * Issue 28: a fresh start wrote the embedded database's files 0666 and each lead e-mail 0644, with
 * buyers' names, phones and messages, for any user of the machine to read. Started here as the
 * server starts (the runtime every entry boots), on a DATA_DIR that does not exist yet, from a
 * shell's usual umask (022).
 */
function modes(root: string) {
  const found: { entry: string; mode: number; kind: "file" | "folder" | "other" }[] = [];
  const visit = (entry: string) => {
    const info = lstatSync(entry);
    if (info.isSymbolicLink()) return;
    const kind = info.isDirectory() ? "folder" : info.isFile() ? "file" : "other";
    found.push({ entry: path.relative(root, entry), mode: info.mode & 0o777, kind });
    if (info.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return found;
}

const saved = { ...process.env };
let scratch: string;
let umask: number;
beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), "forecourt-fresh-"));
  umask = process.umask(0o022);
});
afterAll(async () => {
  await closeRuntime();
  process.env = saved;
  resetEnvForTests();
  process.umask(umask);
  rmSync(scratch, { recursive: true, force: true });
});

describe("a fresh start", () => {
  it("writes the database and a lead's e-mails for the server's user alone (folders 0700, files 0600)", async () => {
    const dataDir = path.join(scratch, "data");
    delete process.env.DATABASE_URL; // the embedded database's own files are the point
    Object.assign(process.env, { DATA_DIR: dataDir, LEAD_DELIVERY_POLL_MS: "50", SITES_DIR: "sites" });
    resetEnvForTests();
    const runtime = await getRuntime();
    const site = runtime.registry.sites[0]!;
    await createLead(runtime.database.db, site, {
      category: "General Enquiry",
      name: "Pat Buyer",
      email: "pat@example.net",
      phone: "0412345678",
      message: "Is it still for sale?",
    });
    const mail = path.join(dataDir, "mail");
    await vi.waitFor(
      () => expect(existsSync(mail) && readdirSync(mail).some((n) => n.endsWith(".eml"))).toBe(true),
      {
        timeout: 30_000,
        interval: 50,
      },
    );

    const written = modes(dataDir);
    expect(written.filter((w) => w.entry.startsWith("pglite/") && w.kind === "file").length).toBeGreaterThan(
      100,
    );
    expect(written.filter((w) => w.mode & 0o077)).toEqual([]);
    expect(written.filter((w) => w.kind === "folder").map((w) => w.mode)).toEqual(
      written.filter((w) => w.kind === "folder").map(() => 0o700),
    );
    expect(written.filter((w) => w.entry.endsWith(".eml")).map((w) => w.mode)).toContain(0o600);
  }, 120_000);

  it("has the file mailer write a message 0600 in a 0700 folder whatever the umask", async () => {
    process.umask(0o022);
    const dataDir = path.join(scratch, "mailer-only");
    const mailer = createMailer({ from: "Forecourt <leads@forecourt.test>", dataDir });
    await mailer.send({
      to: "dealer@example.net",
      fromName: "Southern Cross",
      subject: "New enquiry",
      text: "Pat Buyer, 0412 345 678",
      html: "<p>Pat Buyer, 0412 345 678</p>",
      messageId: "<test-1@forecourt.test>",
    });
    mailer.close();
    const written = modes(path.join(dataDir, "mail"));
    expect(written.map((w) => [w.kind, w.mode])).toEqual([
      ["folder", 0o700],
      ["file", 0o600],
    ]);
  });
});
