import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../tests/browser";

/*
 * Screenshots of pages at phone and desktop widths, for looking at what we build:
 *   npm run forecourt -- screenshot http://southern-cross.localhost:3000/ [more URLs]
 */
export async function screenshot(urls: string[], outDir = "test-results/screenshots") {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const files: string[] = [];
  try {
    for (const url of urls) {
      for (const [label, viewport] of [
        ["phone", { width: 390, height: 844 }],
        ["desktop", { width: 1366, height: 900 }],
      ] as const) {
        const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
        await page.goto(url, { waitUntil: "networkidle" });
        // Scroll through the page so lazy images load before the full-page capture.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState("networkidle");
        const name =
          `${new URL(url).hostname.split(".")[0]}${new URL(url).pathname.replace(/\W+/g, "-")}-${label}.png`.replace(
            /-+/g,
            "-",
          );
        const file = `${outDir}/${name}`;
        await page.screenshot({ path: file, fullPage: true });
        files.push(file);
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  return files;
}
