import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";

/*
 * Debian's Chromium drives the browser tests (Playwright cannot download its own browser here).
 * CHROMIUM_PATH overrides the `chromium` found on PATH.
 */
export function findChromium(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured))
      throw new Error(`CHROMIUM_PATH is set to ${configured}, but no file is there.`);
    return configured;
  }
  for (const name of ["chromium", "chromium-browser", "google-chrome"]) {
    try {
      const found = execFileSync("which", [name], { encoding: "utf8" }).trim();
      if (found) return found;
    } catch {
      // try the next name
    }
  }
  throw new Error(
    "No Chromium found. Install it (Debian: `apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary.",
  );
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];
