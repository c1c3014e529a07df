/*
 * npm run bench:lighthouse — Lighthouse's mobile performance, accessibility and SEO scores (its
 * default: a mid-range phone on a throttled 4G connection, simulated) for each kind of page on a
 * running server (npm start), against the target of 95 for performance. Three runs per page; the
 * median is reported, with the metrics behind it. A benchmark, not a test.
 *
 *   BASE_URL=http://localhost:3000 npm run bench:lighthouse
 *   LIGHTHOUSE_PAGES=vehicle LIGHTHOUSE_RUNS=5 npm run bench:lighthouse
 *   LIGHTHOUSE_SITE=redline-used LIGHTHOUSE_PAGES=home,search,vehicle,finance npm run bench:lighthouse
 */
import http from "node:http";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, findChromium } from "../tests/browser";

const TARGET = 95;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const base = new URL(process.env.BASE_URL ?? "http://localhost:3000");
const site = (slug: string, path: string) => `${base.protocol}//${slug}.${base.host}${path}`;

/** GET on the running server as a visitor of one site (fetch may not set Host; node:http may). */
function get(slug: string, path: string): Promise<{ status: number; location: string | null; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(
        { host: base.hostname, port: base.port, path, headers: { host: `${slug}.${base.host}` } },
        (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (body += chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null, body }),
          );
        },
      )
      .on("error", reject);
  });
}

async function firstCar(slug: string): Promise<string> {
  const response = await get(slug, "/api/search?hitsPerPage=1&status=in_stock").catch(() => null);
  if (!response || response.status !== 200)
    throw new Error(`Is the server running at ${base.origin}? (npm start)`);
  const { hits } = JSON.parse(response.body) as { hits: { slug: string }[] };
  return `/cars/${hits[0]!.slug}`;
}

/** The site's own search address (/search redirects to it). */
async function searchPath(slug: string): Promise<string> {
  const response = await get(slug, "/search");
  return new URL(response.location ?? "/search", base).pathname;
}

// The site whose home, search, vehicle and finance pages are measured (southern-cross unless named).
const main = process.env.LIGHTHOUSE_SITE ?? "southern-cross";
const pages = [
  { name: "home", url: site(main, "/") },
  { name: "search", url: site(main, await searchPath(main)) },
  { name: "vehicle", url: site(main, await firstCar(main)) },
  { name: "finance", url: site(main, "/finance") },
  { name: "special offers", url: site(main, "/special-offers") },
  { name: "location", url: site("southern-cross", "/contact-us/springwood-toyota") },
  { name: "offer", url: site("southern-cross", "/offers/toyota/1") },
];

const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

console.log(`Lighthouse mobile, median of ${RUNS} runs (performance target ${TARGET})\n`);
console.log(
  `  ${"page".padEnd(16)}${"perf".padStart(6)}${"a11y".padStart(6)}${"seo".padStart(6)}${"FCP".padStart(9)}${"LCP".padStart(9)}${"TBT".padStart(8)}${"CLS".padStart(7)}${"JS".padStart(8)}`,
);
let below = 0;
let failed = 0;
try {
  // LIGHTHOUSE_PAGES=vehicle,search measures only those pages.
  const only = process.env.LIGHTHOUSE_PAGES?.split(",");
  for (const { name, url } of pages.filter((page) => !only || only.includes(page.name))) {
    const runs: {
      perf: number;
      a11y: number;
      seo: number;
      fcp: number;
      lcp: number;
      tbt: number;
      cls: number;
      js: number;
    }[] = [];
    // A run Lighthouse could not finish is run again (at most RUNS more times): the median is of
    // RUNS finished runs.
    for (let i = 0; runs.length < RUNS && i < 2 * RUNS; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "seo"],
      });
      const lhr = result!.lhr;
      // A run Lighthouse could not finish scores 0: say why, and leave it out of the median.
      if (lhr.runtimeError) {
        console.log(`  ${name}: run ${i + 1} failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        failed++;
        continue;
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      runs.push({
        perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
        fcp: audit("first-contentful-paint"),
        lcp: audit("largest-contentful-paint"),
        tbt: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        // Script transferred, as Lighthouse counts it (the network requests of the run).
        js:
          (
            (
              lhr.audits["network-requests"]?.details as {
                items?: { resourceType?: string; transferSize?: number }[];
              }
            )?.items ?? []
          )
            .filter((item) => item.resourceType === "Script")
            .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
      });
    }
    if (runs.length === 0) {
      console.log(`  ${name.padEnd(16)}no run finished`);
      below++;
      continue;
    }
    const pick = (key: keyof (typeof runs)[number]) => median(runs.map((run) => run[key]));
    const perf = pick("perf");
    if (perf < TARGET) below++;
    console.log(
      `  ${name.padEnd(16)}${String(perf).padStart(6)}${String(pick("a11y")).padStart(6)}${String(pick("seo")).padStart(6)}` +
        `${`${(pick("fcp") / 1000).toFixed(2)} s`.padStart(9)}${`${(pick("lcp") / 1000).toFixed(2)} s`.padStart(9)}` +
        `${`${Math.round(pick("tbt"))} ms`.padStart(8)}${pick("cls").toFixed(3).padStart(7)}` +
        `${`${Math.round(pick("js"))} KB`.padStart(8)}` +
        `   (runs: ${runs.map((run) => run.perf).join(", ")})`,
    );
  }
} finally {
  await chrome.kill();
}
console.log(below ? `\n${below} page(s) under ${TARGET}.` : `\nEvery page scores ${TARGET} or more.`);
if (failed) console.log(`${failed} run(s) failed, were left out of the medians and run again.`);
