import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLogger, getLogger, setLogger } from "#server/log.server";
import { keepDataDirPrivate } from "./private-data-dir.server";

/*
 * Issue 28: 968 of 1,157 files under data/pglite were 0666 and every lead e-mail 0644. A DATA_DIR
 * an earlier version left open is closed at start: nothing in it stays readable or writable by
 * the group or by others, and no link leads the check out of it.
 */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const info = lstatSync(entry);
    if (info.isSymbolicLink()) return;
    if (info.mode & 0o077) found.push(`${(info.mode & 0o777).toString(8)} ${path.relative(root, entry)}`);
    if (info.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return found;
}

let scratch: string;
let umask: number;
const logger = getLogger();
beforeEach(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), "forecourt-private-"));
  umask = process.umask(0o022);
});
afterEach(() => {
  process.umask(umask);
  setLogger(logger);
  rmSync(scratch, { recursive: true, force: true });
});

describe("the start-up check of DATA_DIR", () => {
  it("makes every folder and file of an open DATA_DIR private, follows no link, and logs only a count", () => {
    const dataDir = path.join(scratch, "data");
    const file = (name: string, mode: number) => {
      mkdirSync(path.dirname(path.join(dataDir, name)), { recursive: true });
      writeFileSync(path.join(dataDir, name), "Pat Buyer 0412 345 678");
      chmodSync(path.join(dataDir, name), mode);
    };
    file("pglite/pg_hba.conf", 0o666);
    file("pglite/base/5/1259", 0o666);
    file("pglite/pg_wal/000000010000000000000001", 0o666);
    file("mail/2026-11-26-pat-buyer.eml", 0o644);
    file("sms/outbox.jsonl", 0o640);
    file("media/southern-cross/u1/1.jpg", 0o604);
    file("cache/images/ab/ab12.webp", 0o600);
    for (const folder of ["pglite/base/5", "pglite/base", "pglite", "mail", "media/southern-cross", "media"])
      chmodSync(path.join(dataDir, folder), 0o777);
    chmodSync(dataDir, 0o755);
    // A link to something outside DATA_DIR: neither it nor what it points at is changed.
    const outside = path.join(scratch, "elsewhere.txt");
    writeFileSync(outside, "not ours");
    chmodSync(outside, 0o644);
    symlinkSync(outside, path.join(dataDir, "media", "link.txt"));
    chmodSync(scratch, 0o755);
    symlinkSync(scratch, path.join(dataDir, "media", "link-folder"));
    const open = openToOthers(dataDir).length;
    expect(open).toBeGreaterThan(10);

    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    setLogger(createLogger({ level: "info", destination }));
    keepDataDirPrivate(dataDir);

    expect(openToOthers(dataDir)).toEqual([]);
    expect(lstatSync(path.join(dataDir, "mail/2026-11-26-pat-buyer.eml")).mode & 0o777).toBe(0o600);
    expect(lstatSync(path.join(dataDir, "pglite")).mode & 0o777).toBe(0o700);
    expect(lstatSync(outside).mode & 0o777).toBe(0o644);
    expect(lstatSync(scratch).mode & 0o777).toBe(0o755);
    expect(lines).toEqual([expect.objectContaining({ level: "warn", fixed: open })]);
    expect(JSON.stringify(lines)).not.toMatch(/pat-buyer|pglite|mail/);
    // What the process writes from now on is private too, however it is written.
    writeFileSync(path.join(dataDir, "later.txt"), "");
    expect(lstatSync(path.join(dataDir, "later.txt")).mode & 0o777).toBe(0o600);
  });
});
