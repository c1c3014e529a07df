import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getHistoryReportUrl, readHistoryReport } from "./history-reports.server";

describe("history reports [VSD §5 'history report only if the vehicle has a file']", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "forecourt-history-"));
  mkdirSync(path.join(dataDir, "media", "redline-used", "history"), { recursive: true });
  writeFileSync(path.join(dataDir, "media", "redline-used", "history", "RU10001.pdf"), "%PDF-1.4 report");

  it("links a report only when its file is there", async () => {
    expect(await getHistoryReportUrl(dataDir, "redline-used", "media/history/RU10001.pdf")).toBe(
      "/media/history/RU10001.pdf",
    );
    expect(await getHistoryReportUrl(dataDir, "redline-used", "media/history/RU10002.pdf")).toBeNull();
    expect(await getHistoryReportUrl(dataDir, "redline-used", null)).toBeNull();
  });

  it("serves a site's reports to that site only", async () => {
    expect((await readHistoryReport(dataDir, "redline-used", "RU10001.pdf"))?.toString()).toBe(
      "%PDF-1.4 report",
    );
    expect(await readHistoryReport(dataDir, "southern-cross", "RU10001.pdf")).toBeNull();
    expect(await getHistoryReportUrl(dataDir, "southern-cross", "media/history/RU10001.pdf")).toBeNull();
  });

  it("serves only PDF files of the history folder", async () => {
    expect(await readHistoryReport(dataDir, "redline-used", "../../etc/passwd")).toBeNull();
    expect(await getHistoryReportUrl(dataDir, "redline-used", "media/history/../../secret.pdf")).toBeNull();
    expect(await readHistoryReport(dataDir, "redline-used", "RU10001.txt")).toBeNull();
    expect(await readHistoryReport(dataDir, "redline-used", "..pdf")).toBeNull();
  });
});
