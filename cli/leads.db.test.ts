import { execFile } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLead } from "#server/leads/leads.server";
import { syncSites } from "#server/sites/sync";
import { demoRegistry } from "../tests/setup/sites";
import { createTestDatabase, type TestDatabase } from "../tests/setup/test-database";

/*
 * `forecourt leads` prints what buyers wrote. A name that holds terminal escapes and a line break
 * must reach the operator's screen as visible escapes, on the lines the command means to print:
 * run here as the operator runs it, a separate process that opens the database itself.
 */
const registry = demoRegistry();
const site = registry.sites[0]!;
const HOSTILE_NAME = "\x1b]0;pwned\x07Bob\r\nStatus: delivered";
const HOSTILE_MESSAGE = "Call me\u202e\x9b2J\tsoon\n\nLead 1 (other-site)";
const RAW = ["\x1b", "\x07", "\r", "\x9b", "\u202e", "\t"];

let database: TestDatabase;
let closed = false;
let hostile: string;
let plain: string;

function commandEnv(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _unused, ...env } = process.env;
  return database.databaseUrl
    ? { ...env, DATABASE_URL: database.databaseUrl, LOG_LEVEL: "warn" }
    : { ...env, DATA_DIR: path.dirname(database.location), LOG_LEVEL: "warn" };
}

async function forecourt(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "cli/forecourt.ts", ...args],
    { env: commandEnv(), encoding: "utf8" },
  );
  return stdout;
}

/*
 * Each test has a database of its own holding the buyer's two leads. The embedded database belongs
 * to one process: the test lets go of it before the command opens it.
 */
beforeEach(async () => {
  database = await createTestDatabase();
  closed = false;
  await syncSites(database.db, registry);
  const lead = (name: string, message: string, subcategory: string) => ({
    category: "General Enquiry",
    subcategory,
    name,
    email: "bob@example.net",
    phone: "0412000003",
    message,
  });
  plain = (await createLead(database.db, site, lead("Bob Status delivered", "Call me soon", "Other"))).id;
  hostile = (await createLead(database.db, site, lead(HOSTILE_NAME, HOSTILE_MESSAGE, "Other\x1b[2K\r"))).id;
  if (!database.databaseUrl) {
    await database.close();
    closed = true;
  }
});
afterEach(async () => {
  if (closed) rmSync(path.dirname(database.location), { recursive: true, force: true });
  else await database?.destroy();
});

describe("forecourt leads", () => {
  it("shows a lead whose name and message hold escapes and line breaks as visible escapes, on the right lines", async () => {
    const shown = await forecourt("leads", "show", hostile);
    for (const raw of RAW) expect(shown, JSON.stringify(raw)).not.toContain(raw);
    expect(shown).toContain("  Name: \\x1b]0;pwned\\x07Bob\\r\\nStatus: delivered\n");
    expect(shown).toContain("  Message: Call me\\u202e\\x9b2J\\tsoon\\n\\nLead 1 (other-site)\n");
    // The same lead with a harmless name and message takes as many lines.
    const lines = (text: string) => text.split("\n").length;
    expect(lines(shown)).toBe(lines(await forecourt("leads", "show", plain)));
    expect(shown.split("\n").filter((line) => line.startsWith("Status:"))).toEqual([]);
  }, 120_000);

  it("lists leads with what the buyer chose shown as escapes, one line each", async () => {
    const listed = await forecourt("leads", "--site", site.slug);
    for (const raw of RAW) expect(listed, JSON.stringify(raw)).not.toContain(raw);
    const rows = listed.trimEnd().split("\n");
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.startsWith(hostile))).toContain("General Enquiry / Other\\x1b[2K\\r");
  }, 120_000);

  it("finds a buyer's leads by part of their name, their e-mail or their mobile", async () => {
    const found = async (buyer: string) =>
      (await forecourt("leads", "--buyer", buyer))
        .trimEnd()
        .split("\n")
        .map((row) => row.split(" ")[0])
        .sort();
    expect(await found("status DELIVERED")).toEqual([plain]);
    expect(await found("BOB@example.net")).toEqual([hostile, plain].sort());
    expect(await found("0412 000 003")).toEqual([hostile, plain].sort());
    expect(await found("Nobody")).toEqual(["No"]);
  }, 120_000);
});
