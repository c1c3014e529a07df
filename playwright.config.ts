import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./tests/browser";

const PORT = 3100;
// The e2e server's data folder, made once by the runner; its workers inherit it, so a test can read
// what the local services wrote there (the text messages with sign-in codes).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "forecourt-e2e-"));

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two browsers at work on two cores, and a third worker for the stock feeds' tests, which spend
  // minutes waiting for the next scheduled pull: beside the two, not in place of one of them.
  workers: 3,
  projects: [
    { name: "browser", testIgnore: /stock-feeds\.spec\.ts$/, workers: 2 },
    { name: "feed-waits", testMatch: /stock-feeds\.spec\.ts$/, workers: 1 },
  ],
  retries: 0,
  // The limit catches a test that hangs; it measures nothing. A buyer's whole journey (signing in,
  // saving, axe on two widths) takes 20-30 s on a busy 2-core machine, past the default 30.
  timeout: 60_000,
  // Likewise each expectation's wait: 5 s (the default) was once too short for a search page's
  // results to settle while a neighbouring test ran axe on a 2-core machine under CI.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: "chromium",
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
  },
  webServer: {
    command: "npx tsx cli/e2e-server.ts",
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    // The Toyota site's feed goes stale after 2 minutes, not a day (tests/e2e/stock-feeds.spec.ts).
    env: { PORT: String(PORT), DATA_DIR: process.env.E2E_DATA_DIR, E2E_QUICKLY_STALE: "harbourside-toyota" },
  },
});
