/*
 * npm run bench:throughput — how many pages a second one instance serves, against the same HTML
 * served as a static file by a bare Node server in the same run [issue 15]. Starts the built app
 * (npm run build first) on a fresh embedded database with the demo stock, then loads home, search,
 * vehicle and special-offers pages with autocannon:
 *   - cached: answered from the page cache (docs/decisions/021-page-cache.md);
 *   - uncached: the same page rendered for each request, by a second instance of the app with the
 *     page cache off (PAGE_CACHE_MB=0) on a database of its own with the same demo stock; its
 *     shared parts (cards, header, footer, filter options) come from its fragment cache
 *     (docs/decisions/028-fragment-cache.md);
 *   - many: as uncached, over many addresses in turn (each page of the search, 24 cars), the way a
 *     crawler or the first visitors after a stock change ask for pages no cache holds yet;
 *   - no parts: as uncached, by a third instance with the fragment cache off too
 *     (FRAGMENT_CACHE_MB=0): every part of the page rendered for each request;
 *   - static: the bytes of that page, read from a file on disk for each request;
 *   - baseline (with BENCH_BASELINE=<git revision>): as uncached, by that revision of Forecourt,
 *     checked out beside this one, built and started the same way: how many times faster the
 *     pages are than before, on the same machine in the same minutes. (d42fae0 is main as it was
 *     when issue 15 measured 64 and 62 pages a second.) It builds with this checkout's packages.
 * Each page's modes run in turn, round after round (BENCH_ROUNDS runs of BENCH_SECONDS each), and
 * each figure is the median of its rounds: a machine that slows for a minute slows every mode of
 * the page alike instead of the one that happened to be running. Prints req/s, p50 and p99 latency
 * and the ratio to static. A benchmark, not a test: the numbers depend on the machine.
 *
 *   BENCH_ROUNDS=3 BENCH_SECONDS=5 BENCH_CONNECTIONS=10 [BENCH_BASELINE=d42fae0] npm run bench:throughput
 */
import { execFileSync, spawn } from "node:child_process";
import { createReadStream, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARM_SECONDS = 3;
const PORT = Number(process.env.BENCH_PORT ?? 3700);
const ACCEPT = "text/html,application/xhtml+xml";

const RENDER_PORT = PORT + 1;
const WHOLE_PORT = PORT + 2;
const BASELINE_PORT = PORT + 3;
const BASELINE = process.env.BENCH_BASELINE;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "forecourt-bench-"));
const baselineDir = path.join(dataDir, "baseline-checkout");
const startApp = (port: number, dir: string, env: Record<string, string> = {}, cwd = process.cwd()) =>
  // With the young generation `npm start` gives the server (package.json).
  spawn(process.execPath, ["--max-semi-space-size=32", "--import", "tsx", "cli/e2e-server.ts"], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dir,
      LOG_LEVEL: "error",
      LEAD_DELIVERY: "off",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
// The demo stock is made from a fixed seed: both databases hold the same cars under the same slugs.
const apps = [
  startApp(PORT, path.join(dataDir, "cached")),
  startApp(RENDER_PORT, path.join(dataDir, "rendered"), { PAGE_CACHE_MB: "0" }),
  startApp(WHOLE_PORT, path.join(dataDir, "whole"), { PAGE_CACHE_MB: "0", FRAGMENT_CACHE_MB: "0" }),
];
let stopped = false;
const stop = () => {
  if (stopped) return;
  stopped = true;
  for (const app of apps) app.kill("SIGTERM");
  if (BASELINE) {
    try {
      execFileSync("git", ["worktree", "remove", "--force", baselineDir], { stdio: "ignore" });
    } catch {
      // Never checked out (an unknown revision): nothing to remove.
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
};
process.on("exit", stop);
process.on("SIGINT", () => process.exit(130));

if (BASELINE) {
  console.log(`Building ${BASELINE} to compare with ...`);
  execFileSync("git", ["worktree", "add", "--detach", baselineDir, BASELINE], { stdio: "ignore" });
  symlinkSync(path.resolve("node_modules"), path.join(baselineDir, "node_modules"), "dir");
  execFileSync("npx", ["react-router", "build"], { cwd: baselineDir, stdio: "ignore" });
  apps.push(startApp(BASELINE_PORT, path.join(dataDir, "baseline"), { PAGE_CACHE_MB: "0" }, baselineDir));
}

async function get(host: string, pathname: string, headers: Record<string, string> = {}, port = PORT) {
  return new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
    http
      .get(
        { host: "127.0.0.1", port, path: pathname, headers: { host, accept: ACCEPT, ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        },
      )
      .on("error", reject);
  });
}

const deadline = Date.now() + 180_000;
for (const port of [PORT, RENDER_PORT, WHOLE_PORT, ...(BASELINE ? [BASELINE_PORT] : [])]) {
  for (;;) {
    try {
      if ((await get("localhost", "/readyz", {}, port)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the app did not start");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const host = (slug: string) => `${slug}.localhost:${PORT}`;
const search = JSON.parse(
  (
    await get(host("southern-cross"), "/api/search?hitsPerPage=24&status=in_stock", {
      accept: "application/json",
    })
  ).body.toString(),
) as { hits: { slug: string }[] };
const searchPages = Array.from({ length: 12 }, (_, i) => `/search/used-cars${i ? `?page=${i + 1}` : ""}`);
const pages: { name: string; site: string; path: string; many?: string[] }[] = [
  { name: "home", site: "southern-cross", path: "/" },
  { name: "search", site: "southern-cross", path: "/search/used-cars", many: searchPages },
  {
    name: "vehicle",
    site: "southern-cross",
    path: `/cars/${search.hits[0]!.slug}`,
    many: search.hits.map((hit) => `/cars/${hit.slug}`),
  },
  { name: "special offers", site: "harbourside-toyota", path: "/special-offers" },
];

type Run = { reqs: number; p50: number; p99: number; errors: number };
async function load(
  port: number,
  paths: string[],
  headers: Record<string, string>,
  seconds: number,
): Promise<Run> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${paths[0]}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    // Each connection asks for the addresses in turn.
    requests: paths.map((pathname) => ({ method: "GET", path: pathname })),
  });
  return {
    reqs: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The page's bytes as a file on disk, served by a bare Node server reading it for each request. */
async function staticServer(body: Buffer) {
  const file = path.join(dataDir, "page.html");
  writeFileSync(file, body);
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html", "Content-Length": body.length });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const fmt = (n: number, digits = 0) => n.toFixed(digits).padStart(8);
console.log(
  `Throughput, ${CONNECTIONS} connections; median of ${ROUNDS} runs of ${SECONDS} s per mode, the modes of a page in turn, after ${WARM_SECONDS} s of warm-up (req/s; latency ms)\n`,
);
console.log(
  `${"page".padEnd(16)}${"mode".padEnd(10)}${"req/s".padStart(8)}${"p50".padStart(8)}${"p99".padStart(8)}  ratio to static`,
);
for (const page of pages) {
  const headers = { host: host(page.site), accept: ACCEPT };
  const html = await get(host(page.site), page.path);
  if (html.status !== 200) throw new Error(`${page.name}: ${page.path} answered ${html.status}`);
  const rendered = await get(host(page.site), page.path, {}, RENDER_PORT);
  if (rendered.status !== 200)
    throw new Error(`${page.name}: ${page.path} answered ${rendered.status} uncached`);
  const peer = await staticServer(html.body);
  console.log(`${page.name.padEnd(16)}${(html.body.length / 1024).toFixed(0)} KB of HTML`);
  // The addresses that are pages (a search has as many pages as its stock fills).
  const many: string[] = [];
  for (const pathname of page.many ?? [])
    if ((await get(host(page.site), pathname, {}, RENDER_PORT)).status === 200) many.push(pathname);
  type Mode = [name: string, port: number, headers: Record<string, string>, paths: string[]];
  const runs: Mode[] = [
    ["static", peer.port, { accept: ACCEPT }, [page.path]],
    ["cached", PORT, headers, [page.path]],
    ["uncached", RENDER_PORT, headers, [page.path]],
    ...(many.length > 1 ? [[`many (${many.length})`, RENDER_PORT, headers, many] as Mode] : []),
    ["no parts", WHOLE_PORT, headers, [page.path]],
  ];
  if (BASELINE) {
    const before = await get(host(page.site), page.path, {}, BASELINE_PORT);
    if (before.status === 200) runs.push(["baseline", BASELINE_PORT, headers, [page.path]]);
    else console.log(`${page.name.padEnd(16)}${BASELINE} answered ${before.status}: not compared`);
  }
  for (const [, port, runHeaders, paths] of runs) await load(port, paths, runHeaders, WARM_SECONDS);
  const results: Run[][] = runs.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, [, port, runHeaders, paths]] of runs.entries())
      results[i]!.push(await load(port, paths, runHeaders, SECONDS));
  }
  const medians = results.map((list) => ({
    reqs: median(list.map((run) => run.reqs)),
    p50: median(list.map((run) => run.p50)),
    p99: median(list.map((run) => run.p99)),
    errors: list.reduce((sum, run) => sum + run.errors, 0),
  }));
  const staticReqs = medians[0]!.reqs;
  for (const [i, [mode]] of runs.entries()) {
    const run = medians[i]!;
    console.log(
      `${page.name.padEnd(16)}${mode.padEnd(10)}${fmt(run.reqs)}${fmt(run.p50)}${fmt(run.p99)}  ${mode === "static" ? "" : (run.reqs / staticReqs).toFixed(3)}${run.errors ? `  (${run.errors} errors)` : ""}`,
    );
  }
  const baseline = runs.findIndex(([mode]) => mode === "baseline");
  if (baseline >= 0)
    console.log(
      `${page.name.padEnd(16)}uncached is ${(medians[2]!.reqs / medians[baseline]!.reqs).toFixed(2)} times ${BASELINE}'s req/s`,
    );
  peer.server.close();
}
stop();
process.exit(0);
