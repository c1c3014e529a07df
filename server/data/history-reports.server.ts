import { access, readFile } from "node:fs/promises";
import path from "node:path";
import { siteMediaDir } from "#server/images/service";

/*
 * Vehicle history reports [VSD §5 "history report only if the vehicle has a file"]: PDF files an
 * operator places in the site's own folder, DATA_DIR/media/{site slug}/history/, named in the
 * car's `history_file` ("media/history/{file}.pdf"). The page links one only when the file is
 * really there, and a site's host serves only its own [docs/architecture.md rule 4].
 */
const FILE = /^media\/history\/([A-Za-z0-9._-]+\.pdf)$/;

function resolve(dataDir: string, siteSlug: string, historyFile: string): string | null {
  const match = FILE.exec(historyFile);
  if (!match || match[1]!.startsWith(".")) return null;
  return path.join(siteMediaDir(dataDir, siteSlug), "history", match[1]!);
}

/** The public address of the car's history report, or null when it has none on disk. */
export async function getHistoryReportUrl(
  dataDir: string,
  siteSlug: string,
  historyFile: string | null,
): Promise<string | null> {
  if (!historyFile) return null;
  const file = resolve(dataDir, siteSlug, historyFile);
  if (!file) return null;
  try {
    await access(file);
    return `/${historyFile}`;
  } catch {
    return null;
  }
}

export async function readHistoryReport(
  dataDir: string,
  siteSlug: string,
  name: string,
): Promise<Buffer | null> {
  const file = resolve(dataDir, siteSlug, `media/history/${name}`);
  if (!file) return null;
  return readFile(file).catch(() => null);
}
