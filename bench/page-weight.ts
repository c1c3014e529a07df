/*
 * npm run bench:pages — the JavaScript a buyer's phone downloads to open each kind of page, gzip
 * sizes as served, against the budget of 150 KB ("initial JavaScript at most 150 KB gzip"). Opens
 * each page in Chromium on a running server (npm start), counts every script until the network is
 * idle, and lists the biggest files. A benchmark, not a test.
 *
 *   BASE_URL=http://localhost:3000 npm run bench:pages
 */
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../tests/browser";

const BUDGET_KB = 150;
// How many of each page's biggest files to list (PAGE_FILES=50 for all of them).
const SHOWN_FILES = Number(process.env.PAGE_FILES ?? 5);
const base = new URL(process.env.BASE_URL ?? "http://localhost:3000");
const site = (slug: string, path: string) => `${base.protocol}//${slug}.${base.host}${path}`;

async function firstCar(slug: string): Promise<string> {
  const response = await fetch(new URL("/api/search?hitsPerPage=1&status=in_stock", base), {
    headers: { Host: `${slug}.${base.host}` },
  });
  if (!response.ok) throw new Error(`Is the server running at ${base.origin}? (npm start)`);
  const { hits } = (await response.json()) as { hits: { slug: string }[] };
  return `/cars/${hits[0]!.slug}`;
}

const pages = [
  { name: "home", url: site("southern-cross", "/") },
  { name: "search", url: site("southern-cross", "/search/new-used-and-demo-cars") },
  { name: "vehicle", url: site("southern-cross", await firstCar("southern-cross")) },
  { name: "special offers", url: site("harbourside-toyota", "/special-offers") },
];

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
console.log(`Initial JavaScript per page, gzip (budget ${BUDGET_KB} KB)\n`);
let over = 0;
for (const { name, url } of pages) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const files: { name: string; bytes: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response
        .body()
        .then(
          (body) =>
            void files.push({
              name: new URL(response.url()).pathname.split("/").pop()!,
              bytes: gzipSync(body).length,
            }),
        )
        .catch(() => {}),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await Promise.all(pending);
  const total = files.reduce((sum, file) => sum + file.bytes, 0) / 1024;
  if (total > BUDGET_KB) over++;
  console.log(
    `  ${name.padEnd(16)} ${total.toFixed(1).padStart(7)} KB  ${total > BUDGET_KB ? "OVER BUDGET" : "ok"}`,
  );
  for (const file of files.sort((a, b) => b.bytes - a.bytes).slice(0, SHOWN_FILES)) {
    console.log(`      ${(file.bytes / 1024).toFixed(1).padStart(6)} KB  ${file.name}`);
  }
  await page.close();
}
await browser.close();
console.log(
  over ? `\n${over} page(s) over the ${BUDGET_KB} KB budget.` : `\nEvery page is within ${BUDGET_KB} KB.`,
);
