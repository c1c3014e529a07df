import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/*
 * The server the end-to-end tests run against: the built app on a fresh embedded database in a
 * temporary folder, with a smaller demo stock so the suite starts quickly.
 */
process.env.NODE_ENV = "production";
process.env.DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "forecourt-e2e-"));
process.env.PORT ??= "3100";
// The tests name each visitor's address in X-Forwarded-For (tests/e2e/fixtures.ts).
process.env.TRUST_PROXY ??= "loopback";
process.env.LOG_LEVEL ??= "warn";
delete process.env.DATABASE_URL;

// The sites named in E2E_QUICKLY_STALE (playwright.config.ts) go stale after 2 minutes without a good
// feed run, not a day, so a test can stop a feed and see the stale policy take hold and let go.
const quicklyStale = (process.env.E2E_QUICKLY_STALE ?? "").split(",").filter(Boolean);
if (quicklyStale.length) {
  const sitesDir = mkdtempSync(path.join(os.tmpdir(), "forecourt-e2e-sites-"));
  cpSync(process.env.SITES_DIR ?? "sites", sitesDir, { recursive: true });
  for (const slug of quicklyStale) {
    const file = path.join(sitesDir, `${slug}.json`);
    const site = JSON.parse(readFileSync(file, "utf8")) as { feeds: { stale_after_hours?: number }[] };
    for (const feed of site.feeds) feed.stale_after_hours = 2 / 60;
    writeFileSync(file, JSON.stringify(site, null, 2));
  }
  process.env.SITES_DIR = sitesDir;
}

const { prepareDemo } = await import("./prepare");
const { startServer } = await import("./serve");
await prepareDemo({ cars: 1200 });
await startServer({ port: Number(process.env.PORT), host: "127.0.0.1", quiet: true });
console.log(`e2e server ready on ${process.env.PORT}`);
