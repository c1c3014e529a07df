import { access, readFile } from "node:fs/promises";
import path from "node:path";

/*
 * Vehicle history reports [VSD §5 "history report only if the vehicle has a file"]: PDF files an
 * operator places in DATA_DIR/media/history/, named in the car's `history_file`
 * ("media/history/{file}.pdf"). The page links one only when the file is really there.
 */
const FILE = /^media\/history\/([A-Za-z0-9._-]+\.pdf)$/;

function resolve(dataDir: string, historyFile: string): string | null {
  const match = FILE.exec(historyFile);
  return match ? path.join(path.resolve(dataDir, "media", "history"), match[1]!) : null;
}

/** The public address of the car's history report, or null when it has none on disk. */
export async function getHistoryReportUrl(
  dataDir: string,
  historyFile: string | null,
): Promise<string | null> {
  if (!historyFile) return null;
  const file = resolve(dataDir, historyFile);
  if (!file) return null;
  try {
    await access(file);
    return `/${historyFile}`;
  } catch {
    return null;
  }
}

export async function readHistoryReport(dataDir: string, name: string): Promise<Buffer | null> {
  const file = resolve(dataDir, `media/history/${name}`);
  if (!file) return null;
  return readFile(file).catch(() => null);
}
