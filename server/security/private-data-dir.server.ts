import { chmodSync, lstatSync, mkdirSync, readdirSync, realpathSync } from "node:fs";
import path from "node:path";
import { log } from "#server/log.server";

/*
 * DATA_DIR holds the embedded database (leads, sign-in code hashes, its write-ahead log), lead
 * e-mails, the SMS outbox with sign-in codes, the image cache and the operator's socket: it is the
 * server's user's alone, folders 0700 and files 0600 (docs/decisions/033-private-data-dir.md).
 * Whatever the process creates is private through its umask; what an earlier version or another
 * program left open is closed at start.
 */
export const PRIVATE_UMASK = 0o077;
const GROUP_AND_OTHER = 0o077;

/**
 * Takes group and other permissions off `root` and everything under it; the owner's stay as they
 * are. Symbolic links are neither changed nor followed. Each folder is made private before what is
 * in it is read, so once a folder is closed nobody else can swap its entries for links.
 */
export function makePrivate(root: string): { fixed: number; failed: number } {
  let fixed = 0;
  let failed = 0;
  const pending = [root];
  while (pending.length > 0) {
    const entry = pending.pop()!;
    let info;
    try {
      info = lstatSync(entry);
    } catch {
      continue; // removed since its folder was read
    }
    if (info.isSymbolicLink()) continue;
    if (info.mode & GROUP_AND_OTHER) {
      try {
        chmodSync(entry, info.mode & 0o7777 & ~GROUP_AND_OTHER);
        fixed++;
      } catch {
        failed++; // another user's file: the owner must fix it
        continue;
      }
    }
    if (!info.isDirectory()) continue;
    try {
      for (const name of readdirSync(entry)) pending.push(path.join(entry, name));
    } catch {
      failed++;
    }
  }
  return { fixed, failed };
}

const checked = new Set<string>();

/**
 * What every process that writes DATA_DIR does first: sets the umask, so each file and folder it
 * makes is private however it is written, creates the folder private, and closes whatever in it
 * is open to others, once per process, saying how many (a count: paths can hold buyers' data).
 */
export function keepDataDirPrivate(dataDir: string) {
  process.umask(PRIVATE_UMASK);
  const folder = path.resolve(dataDir);
  if (checked.has(folder)) return;
  checked.add(folder);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  // DATA_DIR itself may be a link the operator made (to another disk): that one is followed.
  const { fixed, failed } = makePrivate(realpathSync(folder));
  if (fixed > 0)
    log.warn("DATA_DIR had files or folders other users could read or write; they are private now", {
      fixed,
    });
  if (failed > 0)
    log.warn("DATA_DIR has files or folders this user cannot make private (another user's?)", { failed });
}
