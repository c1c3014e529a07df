/*
 * npm run bench:scale — Forecourt as it is today at platform scale [issue 29: 200 dealer sites and
 * 1,000,000 cars], measured through HTTP against several instances of the built app sharing one
 * PostgreSQL (npx react-router build first). It:
 *   1. writes SCALE_SITES site files into a temporary SITES_DIR, each a copy of one of sites/*.json
 *      under a new slug, id, name and domain; sizes are drawn like real dealers: a few groups of
 *      50k–100k cars (large), the rest 500–5,000 (small; "medium" is anything between);
 *   2. loads SCALE_CARS cars made by the demo generator (server/demo/generate.ts) into PostgreSQL
 *      (a throwaway server from bench/postgres.ts, or DATABASE_URL), migrated first, by
 *      SCALE_LOADERS processes side by side (bench/scale-load.ts; one a core by default), in
 *      statements of 5,000 rows through json_populate_recordset, one transaction a site;
 *   3. starts SCALE_INSTANCES instances (bench/scale-server.ts, LOG_LEVEL=warn, no demo seeding) and
 *      times start to /readyz answering 200, then to every site answering a search (each site's
 *      search index is built on its first search);
 *   4. reads each instance's resident memory (VmRSS, and its peak VmHWM) with every site warm;
 *   5. searches GET /api/search on every site's host, spread over instances, size classes and
 *      sites: one at a time per class; then for SCALE_SECONDS at SCALE_RATE a second (arrivals at
 *      random, each timed from when it was due: the figures' p50/p95/p99 per class); then for
 *      SCALE_SECONDS with SCALE_CONNECTIONS in flight, each sent as the last is answered (the
 *      throughput, and the latency when the instances are saturated);
 *   6. asks for search pages and vehicle pages at addresses no page cache holds: p50/p95;
 *   7. marks one car sold in the database (UPDATE cars SET status = 'sold'), SCALE_CHANGES times
 *      over the size classes, and times until every instance's /api/search and vehicle page show
 *      it: p50/p95;
 *   8. imports a feed of SCALE_IMPORT_ROWS new cars into one small site with
 *      `forecourt import --site <slug> <file>` (docs/stock-feed.md) as a child process: rows a
 *      second, and search p50/p99 on that site and on the others while it runs (at SCALE_RATE);
 *   9. last (so it moves none of the figures above), the page cache's hit ratio at a realistic
 *      change rate: for SCALE_CHURN_SECONDS, CHURN_CONNECTIONS requests in flight ask the instances
 *      round-robin for HTML pages (vehicle pages 60%, search pages 25%, home pages 15%; sites by
 *      their size, cars by a Zipf-like popularity) at fixed addresses, while a changer updates cars
 *      at 1% of all cars an hour (a price, then a sale, in turn): hits by page kind and size class,
 *      and what each miss was for.
 * Prints a table, then one line `page_cache_hit_ratio=… vehicle=… search=… home=…` and, last, one
 * line `scale sites=… cars=… …` (na for a figure not measured).
 * Every process and temporary folder is removed at the end, also on an error or Ctrl-C. A
 * benchmark, not a test: the numbers depend on the machine.
 *
 *   SCALE_SITES=20 SCALE_CARS=100000 SCALE_INSTANCES=2 npm run bench:scale   (the quick size)
 *   SCALE_SITES=200 SCALE_CARS=1000000 SCALE_INSTANCES=3 npm run bench:scale (the defaults)
 *   SCALE_CHANGES=50 SCALE_SECONDS=20 SCALE_RATE=400 SCALE_CONNECTIONS=8 SCALE_IMPORT_ROWS=50000
 *     (the defaults; SCALE_CHANGES is 20 below 1,000,000 cars. SCALE_RATE is about twelve times the
 *     searches a second 200 dealer sites are expected to get at their busiest: docs/decisions/049)
 *   SCALE_PORT=3600 SCALE_PG_PORT=25600 (the first instance's port, the throwaway server's port)
 *   SCALE_LOADERS=2 (processes loading the cars side by side; default one a core)
 *   SCALE_CHURN_SECONDS=60 (the page cache phase's measured time; 0 leaves the phase out)
 *   SCALE_CHURN_RATE=50 (its requests a second at most; default as fast as its connections go.
 *     The ratio rises with the rate, a window's first requests and a change's being fixed costs:
 *     compare runs at one rate)
 *   SCALE_CPU_PROF_DIR=/tmp/profiles (a CPU profile of each instance, written as it stops, and
 *     the trace of its garbage collector, gc-N.log)
 *   DATABASE_URL=postgres://... npm run bench:scale   (an existing, empty database instead)
 */
import { spawn, type ChildProcess } from "node:child_process";
import { openSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "#server/db/client";
import { migrateDatabase } from "#server/db/migrate";
import { generateCars } from "#server/demo/generate";
import { Random } from "#server/demo/random";
import { seedCatalogue, seedSiteExtras } from "#server/demo/seed";
import { loadSiteRegistry, type Site, type SiteRegistry } from "#server/sites/registry";
import { syncSites } from "#server/sites/sync";
import { startBenchPostgres, type BenchPostgres } from "./postgres";

const SITES = Number(process.env.SCALE_SITES ?? 200);
const CARS = Number(process.env.SCALE_CARS ?? 1_000_000);
const INSTANCES = Number(process.env.SCALE_INSTANCES ?? 3);
const CHANGES = Number(process.env.SCALE_CHANGES ?? (CARS >= 1_000_000 ? 50 : 20));
const SECONDS = Number(process.env.SCALE_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.SCALE_CONNECTIONS ?? 8);
const RATE = Number(process.env.SCALE_RATE ?? 400);
const IMPORT_ROWS = Number(process.env.SCALE_IMPORT_ROWS ?? 50_000);
const PORT = Number(process.env.SCALE_PORT ?? 3600);
const PG_PORT = Number(process.env.SCALE_PG_PORT ?? 25600);
const SEED = 20261126;
const LOADERS = Number(process.env.SCALE_LOADERS ?? os.availableParallelism());
const PAGE_REQUESTS = 60;
const CHANGE_TIMEOUT_MS = 120_000;
const PAGE_CHURN_SECONDS = Number(process.env.SCALE_CHURN_SECONDS ?? 60);
const CHURN_CONNECTIONS = 4;
const CHURN_RATE = Number(process.env.SCALE_CHURN_RATE ?? 0);
const PROFILE_DIR = process.env.SCALE_CPU_PROF_DIR;
/** Changes to the stock an hour, as a share of all cars (a dealer group's feed, sales, repricing). */
const CHURN_CHANGES_PER_CAR_HOUR = 0.01;
/** The instances' page cache window (they take the same environment; 60 s unless it is set). */
const PAGE_CACHE_WINDOW_MS = Number(process.env.PAGE_CACHE_WINDOW_S ?? 60) * 1000;
const PAGE_CACHE_BYTES = Number(process.env.PAGE_CACHE_MB ?? 64) * 1024 * 1024;

type SizeClass = "large" | "medium" | "small";
const CLASSES: SizeClass[] = ["large", "medium", "small"];
const classOf = (cars: number): SizeClass => (cars >= 50_000 ? "large" : cars <= 5_000 ? "small" : "medium");

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const log = (message: string) => console.log(`[${elapsed()}] ${message}`);

// ---------------------------------------------------------------- clean-up, also on Ctrl-C

const tmp = mkdtempSync(path.join(os.tmpdir(), "forecourt-bench-scale-"));
const children = new Set<ChildProcess>();
let database: BenchPostgres | null = null;
let cleaned = false;
let stopping = false;
function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  try {
    database?.stop();
  } catch (error) {
    console.error("Stopping PostgreSQL:", (error as Error).message);
  }
  rmSync(tmp, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the instances and PostgreSQL`);
    report();
    cleanUp();
    process.exit(130);
  });
}
process.once("exit", cleanUp);

// ---------------------------------------------------------------- figures

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
  };
}
const fmt = (value: number | undefined, digits = 0) =>
  value === undefined || !Number.isFinite(value) ? "na" : value.toFixed(digits);

const rows: [string, string][] = [];
/** The figures of the last line; a figure not measured (the run stopped first) stays "na". */
const figures = {
  p95_ms_large: "na",
  p95_ms_small: "na",
  change_visible_p95_ms: "na",
  rss_mb_max: "na",
  ready_s: "na",
  import_rows_s: "na",
  import_p99_ms: "na",
};
/** The page cache phase's hit ratios (0..1), printed on the line before the last. */
const cacheFigures = { page_cache_hit_ratio: "na", vehicle: "na", search: "na", home: "na" };
let carsLoaded = "na";
let reported = false;
/** The table and the last line: at the end, and also when an error or Ctrl-C stops the run. */
function report() {
  if (reported) return;
  reported = true;
  console.log("");
  const width = Math.max(0, ...rows.map(([name]) => name.length));
  for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
  console.log("");
  console.log(
    Object.entries(cacheFigures)
      .map(([name, value]) => `${name}=${value}`)
      .join(" "),
  );
  const line = Object.entries(figures).map(([name, value]) => `${name}=${value}`);
  console.log(`scale sites=${SITES} cars=${carsLoaded} instances=${INSTANCES} ${line.join(" ")}`);
}
const row = (name: string, value: string) => {
  rows.push([name, value]);
  log(`${name}: ${value}`);
};

// ---------------------------------------------------------------- 1. sites and their sizes

/** Car counts: a few groups of 50k–100k (about one site in 25), the rest 500–5,000, summing to CARS. */
function siteSizes(rng: Random): number[] {
  const large = Math.max(1, Math.round(SITES / 25));
  // Small dealers: log-uniform between 500 and 5,000 (most of them near the bottom).
  const small = Array.from({ length: SITES - large }, () => Math.round(500 * 10 ** rng.next()));
  let smallTotal = small.reduce((a, b) => a + b, 0);
  if (smallTotal > CARS * 0.6) {
    const scale = (CARS * 0.6) / smallTotal;
    for (let i = 0; i < small.length; i++) small[i] = Math.max(1, Math.round(small[i]! * scale));
    smallTotal = small.reduce((a, b) => a + b, 0);
  }
  // The groups share the rest, unevenly (between 2:1 and 1:2 of each other).
  const weights = Array.from({ length: large }, () => 1 + rng.next());
  const weightTotal = weights.reduce((a, b) => a + b, 0);
  const rest = CARS - smallTotal;
  const groups = weights.map((w) => Math.floor((rest * w) / weightTotal));
  groups[0]! += rest - groups.reduce((a, b) => a + b, 0);
  return [...groups, ...small];
}

function writeSiteFiles(dir: string, sizes: number[]) {
  const templateFiles = readdirSync("sites")
    .filter((f) => f.endsWith(".json") && !f.endsWith(".schema.json"))
    .sort();
  const templates = templateFiles.map(
    (f) => JSON.parse(readFileSync(path.join("sites", f), "utf8")) as Record<string, unknown>,
  );
  // Groups are made from the group site (several dealerships and locations); the rest cycle.
  const group = templates.find((t) => (t.dealerships as unknown[]).length > 1) ?? templates[0]!;
  writeFileSync(path.join(dir, "site.schema.json"), readFileSync("sites/site.schema.json"));
  sizes.forEach((cars, i) => {
    const template = classOf(cars) === "large" ? group : templates[i % templates.length]!;
    const slug = `scale-${String(i + 1).padStart(3, "0")}`;
    const config: Record<string, unknown> = structuredClone(template);
    config.slug = slug;
    config.id = 5001 + i;
    config.name = `${String(template.name)} ${i + 1}`;
    config.domains = [`${slug}.scale.example.com.au`];
    if (i === 0) config.default_site = true;
    else delete config.default_site;
    writeFileSync(path.join(dir, `${slug}.json`), JSON.stringify(config, null, 2));
  });
}

// ---------------------------------------------------------------- 2. loading the cars

async function loadCars(url: string, registry: SiteRegistry, sizes: Map<number, number>) {
  const { sites } = registry;
  const handle = await openDatabase({ databaseUrl: url, dataDir: path.join(tmp, "loader") });
  const now = new Date();
  try {
    await migrateDatabase(handle);
    await syncSites(handle.db, registry);
    await seedCatalogue(handle.db);
    await seedSiteExtras(handle.db, sites, SEED, now);
  } finally {
    await handle.close();
  }

  // Several loaders side by side (bench/scale-load.ts): generating the cars takes more time than
  // storing them. Each takes whole sites, the largest first, to the loader with the fewest cars.
  const loaders = Array.from({ length: LOADERS }, () => ({ cars: 0, jobs: [] as [number, number][] }));
  for (const site of [...sites].sort((a, b) => sizes.get(b.id)! - sizes.get(a.id)!)) {
    const loader = loaders.reduce((a, b) => (b.cars < a.cars ? b : a));
    loader.jobs.push([site.id, sizes.get(site.id)!]);
    loader.cars += sizes.get(site.id)!;
  }
  const loadStarted = performance.now();
  let done = 0;
  let lastLog = performance.now();
  await Promise.all(
    loaders.map(
      (loader) =>
        new Promise<void>((resolve, reject) => {
          const child = spawn(process.execPath, ["--import", "tsx", "bench/scale-load.ts"], {
            env: {
              ...process.env,
              DATABASE_URL: url,
              SITES_DIR: path.dirname(sites[0]!.sourceFile),
              SCALE_LOAD_JOBS: JSON.stringify(loader.jobs),
              SCALE_LOAD_SEED: String(SEED),
              SCALE_LOAD_NOW: String(+now),
            },
            stdio: ["ignore", "pipe", "inherit"],
          });
          children.add(child);
          let rest = "";
          child.stdout!.on("data", (chunk: Buffer) => {
            const lines = (rest + chunk.toString("utf8")).split("\n");
            rest = lines.pop()!;
            for (const line of lines) done += Number(/^loaded (\d+)/.exec(line)?.[1] ?? 0);
            if (performance.now() - lastLog > 10_000) {
              lastLog = performance.now();
              log(`loaded ${done.toLocaleString("en")} of ${CARS.toLocaleString("en")} cars`);
            }
          });
          child.once("exit", (code) =>
            code === 0 ? resolve() : reject(new Error(`a loader ended with ${code}`)),
          );
        }),
    ),
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("ANALYZE cars");
    const [counted] = (await client.query<{ n: number }>("SELECT count(*)::int AS n FROM cars")).rows;
    return { cars: counted!.n, seconds: (performance.now() - loadStarted) / 1000 };
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------- HTTP

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

type Answer = { status: number; body: string; ms: number; location?: string; pageCache?: string };
function get(
  port: number,
  host: string,
  pathname: string,
  accept = "application/json",
  timeoutMs = 300_000,
): Promise<Answer> {
  const begun = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        agent,
        headers: { Host: `${host}:${port}`, Accept: accept },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - begun,
            location: res.headers.location,
            pageCache: res.headers["x-page-cache"] as string | undefined,
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`timed out: ${host}${pathname}`)));
  });
}
const siteHost = (site: Site) => `${site.slug}.localhost`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Instance = {
  port: number;
  child: ChildProcess;
  spawnedAt: number;
  readyMs?: number;
  warmMs?: number;
  rssMax: number;
  rssLast: number;
};

function startInstance(i: number, url: string, sitesDir: string): Instance {
  const port = PORT + i;
  const dataDir = path.join(tmp, `instance-${i}`);
  mkdirSync(dataDir);
  const child = spawn(
    process.execPath,
    [
      "--max-semi-space-size=32",
      // A CPU profile of each instance, written when it stops (open it in Chrome's DevTools), and
      // its garbage collector's trace.
      ...(PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${PROFILE_DIR}`, "--trace-gc"] : []),
      "--import",
      "tsx",
      "bench/scale-server.ts",
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: url,
        SITES_DIR: sitesDir,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        LEAD_DELIVERY: "off",
      },
      stdio: ["ignore", PROFILE_DIR ? openSync(`${PROFILE_DIR}/gc-${i}.log`, "w") : "ignore", "inherit"],
    },
  );
  children.add(child);
  const instance: Instance = { port, child, spawnedAt: performance.now(), rssMax: 0, rssLast: 0 };
  // Sampled twice a second, so an instance that runs out of memory leaves its last figure behind.
  const sampler = setInterval(() => {
    try {
      instance.rssLast = memory(child.pid!).rss;
      instance.rssMax = Math.max(instance.rssMax, instance.rssLast);
    } catch {
      // Gone.
    }
  }, 500);
  child.once("exit", (code, signal) => {
    clearInterval(sampler);
    if (!cleaned && !stopping)
      log(`instance on ${port} stopped (${signal ?? `exit ${code}`}), last RSS ${fmt(instance.rssLast)} MB`);
  });
  return instance;
}

async function waitReady(instance: Instance) {
  for (;;) {
    if (instance.child.exitCode !== null)
      throw new Error(`instance on ${instance.port} stopped (${instance.child.exitCode})`);
    try {
      const answer = await get(instance.port, "localhost", "/readyz");
      if (answer.status === 200) {
        instance.readyMs = performance.now() - instance.spawnedAt;
        return;
      }
    } catch {
      // Not listening yet.
    }
    await sleep(50);
  }
}

/** The resident and peak resident memory of a process, in MB. */
function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? NaN);
  return { rss: kb("VmRSS") / 1024, hwm: kb("VmHWM") / 1024 };
}

const SEARCHES = [
  "",
  "make=Toyota",
  "make=Ford&model=Ranger",
  "body=SUV&fuel=Diesel",
  "car_type=used&transmission=Automatic&sortBy=price_asc",
  "price=15000-45000&sortBy=km_asc",
  "query=white",
  "page=3&sortBy=latest",
  "make=Mazda&make=Kia&year=2018-2024",
  "colour=White&sortBy=year_desc&page=2",
];

/** Searches until `until()` says stop, CONNECTIONS at a time; latencies by the label `pick` gives. */
async function searchLoad(
  instances: Instance[],
  pick: (rng: Random) => { site: Site; label: string },
  until: () => boolean,
  connections = CONNECTIONS,
) {
  const latencies = new Map<string, number[]>();
  let errors = 0;
  const rng = new Random(`${SEED}:load:${performance.now()}`);
  await Promise.all(
    Array.from({ length: connections }, async (_, w) => {
      let n = w;
      while (!until()) {
        const { site, label } = pick(rng);
        const instance = instances[n++ % instances.length]!;
        const query = SEARCHES[rng.int(0, SEARCHES.length - 1)]!;
        try {
          const answer = await get(instance.port, siteHost(site), `/api/search?${query}`);
          if (answer.status !== 200) errors++;
          else (latencies.get(label) ?? latencies.set(label, []).get(label)!).push(answer.ms);
        } catch {
          errors++;
        }
      }
    }),
  );
  return { latencies, errors };
}

/**
 * Searches at RATE a second on average until `until()` says stop: arrivals drawn at random
 * (exponential gaps, so bursts come as they do from real buyers), each sent when it is due whatever
 * is still in flight, and timed from when it was due, so that a late client or a stalled instance
 * counts against the figure instead of hiding it. Latencies by the label `pick` gives.
 */
async function searchAtRate(
  instances: Instance[],
  pick: (rng: Random) => { site: Site; label: string },
  until: () => boolean,
  rate = RATE,
) {
  const latencies = new Map<string, number[]>();
  /** The same answers timed from when they were sent: the instances' part, without this process's delay. */
  const fromSent = new Map<string, number[]>();
  const pending = new Set<Promise<void>>();
  /** How late each request was sent (ms): this process's own delay, counted in its latency. */
  const lateBy: number[] = [];
  /** Every answer: when it was due (ms from the start), which instance, how long. */
  const answered: { at: number; instance: number; label: string; ms: number }[] = [];
  const started = performance.now();
  let errors = 0;
  let n = 0;
  const rng = new Random(`${SEED}:rate:${performance.now()}`);
  const gap = () => (-Math.log(1 - rng.next()) * 1000) / rate;
  let due = performance.now() + gap();
  while (!until()) {
    const now = performance.now();
    while (due <= now) {
      const { site, label } = pick(rng);
      const instanceNo = n++ % instances.length;
      const instance = instances[instanceNo]!;
      const query = SEARCHES[rng.int(0, SEARCHES.length - 1)]!;
      const scheduled = due;
      lateBy.push(now - scheduled);
      const request = get(instance.port, siteHost(site), `/api/search?${query}`).then(
        (answer) => {
          if (answer.status !== 200) errors++;
          else {
            const ms = performance.now() - scheduled;
            (latencies.get(label) ?? latencies.set(label, []).get(label)!).push(ms);
            (fromSent.get(label) ?? fromSent.set(label, []).get(label)!).push(answer.ms);
            answered.push({ at: scheduled - started, instance: instanceNo, label, ms });
          }
        },
        () => void errors++,
      );
      pending.add(request);
      void request.finally(() => pending.delete(request));
      due += gap();
    }
    await sleep(Math.max(0, Math.min(5, due - performance.now())));
  }
  await Promise.all(pending);
  const slowest = answered.sort((a, b) => b.ms - a.ms).slice(0, 8);
  return { latencies, fromSent, errors, sent: n, sentLate: stats(lateBy), slowest };
}

// ---------------------------------------------------------------- the run

type Sample = { id: number; siteId: number; slug: string; stocknum: string };

/** The platform as planned: the site files, each site's planned car count and size class. */
type Platform = {
  sitesDir: string;
  registry: SiteRegistry;
  sites: Site[];
  sizes: Map<number, number>;
  byClass: Map<SizeClass, Site[]>;
  /** The size classes that have sites. */
  classes: SizeClass[];
};

async function main() {
  log(`sites=${SITES} cars=${CARS} instances=${INSTANCES} changes=${CHANGES} (temporary files in ${tmp})`);
  const platform = planSites();
  const url = await loadStock(platform);
  const { pool, samples } = await sampleCars(url);
  const instances = await startAndWarmInstances(url, platform);
  await measureSearch(instances, platform);
  await measureUncachedPages(instances, platform.sites, samples);
  const used = await measureStatusChanges(instances, platform, samples, pool);
  const importSite = await measureImport(instances, platform, url);

  const final = instances.map((i) => memory(i.child.pid!));
  row("RSS at the end, MB", final.map((m) => fmt(m.rss)).join(" / "));
  row("peak RSS (VmHWM), MB", final.map((m) => fmt(m.hwm)).join(" / "));

  // ------------------------------------------------------------ 9. the page cache under a stream of changes
  if (PAGE_CHURN_SECONDS > 0) {
    const { sites, sizes } = platform;
    await pageCacheChurn({ instances, sites, sizes, samples, used, pool, importSite });
    const afterChurn = instances.map((i) => memory(i.child.pid!));
    row("RSS after the page cache phase, MB", afterChurn.map((m) => fmt(m.rss)).join(" / "));
  }
  stopping = true;
  await pool.end();
}

/** 1. The site files in a temporary SITES_DIR, with their sizes drawn like real dealers'. */
function planSites(): Platform {
  const sitesDir = path.join(tmp, "sites");
  mkdirSync(sitesDir);
  const sizeList = siteSizes(new Random(`${SEED}:sizes`));
  writeSiteFiles(sitesDir, sizeList);
  const registry = loadSiteRegistry(sitesDir);
  const sites = registry.sites;
  const sizes = new Map(sites.map((site) => [site.id, sizeList[site.id - 5001]!]));
  const byClass = new Map<SizeClass, Site[]>(
    CLASSES.map((c) => [c, sites.filter((s) => classOf(sizes.get(s.id)!) === c)]),
  );
  const classes = CLASSES.filter((c) => byClass.get(c)!.length > 0);
  row(
    "sites by class",
    classes
      .map((c) => {
        const n = byClass.get(c)!.map((s) => sizes.get(s.id)!);
        return `${c} ${n.length} (${Math.min(...n).toLocaleString("en")}–${Math.max(...n).toLocaleString("en")} cars)`;
      })
      .join(", "),
  );
  return { sitesDir, registry, sites, sizes, byClass, classes };
}

/** 2. PostgreSQL started and loaded with every site's cars; its address. */
async function loadStock({ registry, sizes }: Platform) {
  if (process.env.DATABASE_URL) log("DATABASE_URL is set: loading into that database (it should be empty)");
  database = startBenchPostgres(PG_PORT);
  const url = database.url;
  const loaded = await loadCars(url, registry, sizes);
  carsLoaded = String(loaded.cars);
  row(
    "load cars",
    `${loaded.cars.toLocaleString("en")} in ${loaded.seconds.toFixed(1)} s (${fmt(loaded.cars / loaded.seconds)} rows/s)`,
  );
  return url;
}

/** Cars to ask for and to change: about 40 a site, spread over its stock; and the pool that read them. */
async function sampleCars(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const sampled = await pool.query<{ id: number; site_id: number; slug: string; stocknum: string }>(
    `SELECT id, site_id, slug, stocknum FROM (
       SELECT id, site_id, slug, stocknum, row_number() OVER (PARTITION BY site_id ORDER BY id) AS n,
              count(*) OVER (PARTITION BY site_id) AS total
       FROM cars WHERE status = 'in_stock' AND show_on_dealer_website) c
     WHERE n % greatest(total / 40, 1) = 0`,
  );
  const samples = new Map<number, Sample[]>();
  for (const r of sampled.rows) {
    const list = samples.get(r.site_id) ?? samples.set(r.site_id, []).get(r.site_id)!;
    list.push({ id: r.id, siteId: r.site_id, slug: r.slug, stocknum: r.stocknum });
  }
  return { pool, samples };
}

/** 3 and 4. The instances started, timed to ready and to every site searched, and their memory then. */
async function startAndWarmInstances(url: string, { sitesDir, sites, sizes, classes }: Platform) {
  const instances = Array.from({ length: INSTANCES }, (_, i) => startInstance(i, url, sitesDir));
  await Promise.all(instances.map(waitReady));
  // What an instance takes before it holds any index: the app, its caches' start and the runtime.
  row("RSS at ready, before any search, MB", instances.map((i) => fmt(memory(i.child.pid!).rss)).join(" / "));
  const largest = [...sites].sort((a, b) => sizes.get(b.id)! - sizes.get(a.id)!)[0]!;
  const firstSearch = new Map<SizeClass, number[]>();
  await Promise.all(
    instances.map(async (instance) => {
      // Two searches at a time per instance, largest sites first.
      const queue = [...sites].sort((a, b) => sizes.get(b.id)! - sizes.get(a.id)!);
      await Promise.all(
        [0, 1].map(async () => {
          for (let site = queue.shift(); site; site = queue.shift()) {
            const answer = await get(instance.port, siteHost(site), "/api/search?hitsPerPage=1");
            if (answer.status !== 200) throw new Error(`${site.slug}: search answered ${answer.status}`);
            const c = classOf(sizes.get(site.id)!);
            (firstSearch.get(c) ?? firstSearch.set(c, []).get(c)!).push(answer.ms);
          }
        }),
      );
      instance.warmMs = performance.now() - instance.spawnedAt;
    }),
  );
  const ready = instances.map((i) => i.readyMs! / 1000);
  const warm = instances.map((i) => i.warmMs! / 1000);
  figures.ready_s = fmt(Math.max(...ready), 1);
  row("start to /readyz 200, s", ready.map((s) => s.toFixed(1)).join(" / "));
  row("start to every site searched, s", warm.map((s) => s.toFixed(1)).join(" / "));
  for (const c of classes) {
    const s = stats(firstSearch.get(c) ?? []);
    row(`first search (index build), ${c}, ms`, `p50 ${fmt(s.p50)}  max ${fmt(s.max)}  (${s.n})`);
  }
  log(`largest site: ${largest.slug}, ${sizes.get(largest.id)!.toLocaleString("en")} cars`);
  const memories = instances.map((i) => memory(i.child.pid!));
  figures.rss_mb_max = fmt(Math.max(...memories.map((m) => m.rss)));
  row("RSS with every site warm, MB", memories.map((m) => fmt(m.rss)).join(" / "));
  row("peak RSS so far (VmHWM), MB", memories.map((m) => fmt(m.hwm)).join(" / "));
  return instances;
}

/** 5. Search, one at a time per class, then at RATE a second, then with CONNECTIONS in flight. */
async function measureSearch(instances: Instance[], { byClass, classes }: Platform) {
  // One request at a time, per class: the engine and the HTTP round trip, without queueing.
  for (const c of classes) {
    const list = byClass.get(c)!;
    const aloneEnd = performance.now() + Math.max(2, SECONDS / 4) * 1000;
    const one = await searchLoad(
      instances,
      (rng) => ({ site: list[rng.int(0, list.length - 1)]!, label: c }),
      () => performance.now() > aloneEnd,
      1,
    );
    const s = stats(one.latencies.get(c) ?? []);
    row(
      `search ${c}, 1 in flight, ms`,
      `p50 ${fmt(s.p50, 1)}  p95 ${fmt(s.p95, 1)}  p99 ${fmt(s.p99, 1)}  (${s.n})`,
    );
  }
  const anyClass = (rng: Random) => {
    const c = classes[rng.int(0, classes.length - 1)]!;
    const list = byClass.get(c)!;
    return { site: list[rng.int(0, list.length - 1)]!, label: c };
  };
  await searchAtPlatformRate(instances, classes, anyClass);
  await searchSaturated(instances, classes, anyClass);
}

/** At RATE a second over every site: the latency a buyer sees on a busy platform (the figures). */
async function searchAtPlatformRate(
  instances: Instance[],
  classes: SizeClass[],
  anyClass: (rng: Random) => { site: Site; label: string },
) {
  const rateEnd = performance.now() + SECONDS * 1000;
  const paced = await searchAtRate(instances, anyClass, () => performance.now() > rateEnd);
  const searchStats = new Map<string, ReturnType<typeof stats>>();
  for (const c of classes) {
    const s = stats(paced.latencies.get(c) ?? []);
    searchStats.set(c, s);
    row(
      `search ${c}, ${RATE}/s, ms`,
      `p50 ${fmt(s.p50, 1)}  p95 ${fmt(s.p95, 1)}  p99 ${fmt(s.p99, 1)}  (${s.n})`,
    );
  }
  for (const c of classes) {
    const s = stats(paced.fromSent.get(c) ?? []);
    row(
      `  ${c}, timed from when sent, ms`,
      `p50 ${fmt(s.p50, 1)}  p95 ${fmt(s.p95, 1)}  p99 ${fmt(s.p99, 1)}`,
    );
  }
  figures.p95_ms_large = fmt(searchStats.get("large")?.p95, 1);
  figures.p95_ms_small = fmt(searchStats.get("small")?.p95, 1);
  row(
    "searches sent at the rate",
    `${paced.sent} in ${SECONDS} s, ${paced.errors} errors; sent late by p50 ${fmt(paced.sentLate.p50, 1)}  p95 ${fmt(paced.sentLate.p95, 1)}  p99 ${fmt(paced.sentLate.p99, 1)} ms`,
  );
}

/**
 * CONNECTIONS in flight, each sending its next as soon as its last is answered: how many the
 * instances answer a second, and what queueing does to the latency when they are saturated.
 */
async function searchSaturated(
  instances: Instance[],
  classes: SizeClass[],
  anyClass: (rng: Random) => { site: Site; label: string },
) {
  const loadEnd = performance.now() + SECONDS * 1000;
  const load = await searchLoad(instances, anyClass, () => performance.now() > loadEnd);
  let searches = 0;
  for (const c of classes) {
    const s = stats(load.latencies.get(c) ?? []);
    searches += s.n;
    row(
      `search ${c}, ${CONNECTIONS} in flight, ms`,
      `p50 ${fmt(s.p50, 1)}  p95 ${fmt(s.p95, 1)}  p99 ${fmt(s.p99, 1)}  (${s.n})`,
    );
  }
  row(
    "search throughput, req/s",
    `${fmt(searches / SECONDS)} over ${SECONDS} s, ${CONNECTIONS} in flight, ${load.errors} errors`,
  );
}

/** 6. Search pages and vehicle pages at addresses no page cache holds. */
async function measureUncachedPages(instances: Instance[], sites: Site[], samples: Map<number, Sample[]>) {
  const allSamples = [...samples.values()].flat();
  const pageRng = new Random(`${SEED}:pages`);
  const pageTimes = { search: [] as number[], vehicle: [] as number[] };
  let pageErrors = 0;
  let n = 0;
  const queue = Array.from({ length: PAGE_REQUESTS }, (_, i) => i);
  await Promise.all(
    Array.from({ length: Math.max(1, CONNECTIONS / 2) }, async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
        const site = sites[pageRng.int(0, sites.length - 1)]!;
        const instance = instances[n++ % instances.length]!;
        // A price range no one else asks for: an address the page cache has not seen.
        // Asked for at its canonical address (the app redirects others there): the render alone.
        let search = await get(
          instance.port,
          siteHost(site),
          `/search?price=0-${9_000_000 + i}`,
          "text/html",
        );
        const location = search.status >= 300 && search.status < 400 ? search.location : undefined;
        if (location) search = await get(instance.port, siteHost(site), location, "text/html");
        else if (search.status !== 200) console.error(`search page: ${search.status}`);
        if (search.status === 200) pageTimes.search.push(search.ms);
        else pageErrors++;
        const car = allSamples[pageRng.int(0, allSamples.length - 1)]!;
        const carSite = sites.find((s) => s.id === car.siteId)!;
        const vehicle = await get(instance.port, siteHost(carSite), `/cars/${car.slug}?v=${i}`, "text/html");
        if (vehicle.status === 200) pageTimes.vehicle.push(vehicle.ms);
        else pageErrors++;
      }
    }),
  );
  const searchPage = stats(pageTimes.search);
  const vehiclePage = stats(pageTimes.vehicle);
  row(
    "search page (uncached), ms",
    `p50 ${fmt(searchPage.p50)}  p95 ${fmt(searchPage.p95)}  (${searchPage.n})`,
  );
  row(
    "vehicle page (uncached), ms",
    `p50 ${fmt(vehiclePage.p50)}  p95 ${fmt(vehiclePage.p95)}  (${vehiclePage.n}, ${pageErrors} errors)`,
  );
}

/** The car's status in an instance's search for its stock number: "absent" when not found. */
async function searchStatus(instance: Instance, site: Site, car: Sample) {
  const answer = await get(
    instance.port,
    siteHost(site),
    `/api/search?query=${encodeURIComponent(car.stocknum)}&hitsPerPage=20`,
  );
  const hits = (JSON.parse(answer.body) as { hits: { id: number; status: string }[] }).hits;
  return hits.find((h) => h.id === car.id)?.status ?? "absent";
}

/** Milliseconds from the change until the instance's search no longer shows the car in stock (NaN: never). */
async function untilGoneFromSearch(instance: Instance, site: Site, car: Sample, changedAt: number) {
  while ((await searchStatus(instance, site, car)) === "in_stock") {
    if (performance.now() - changedAt > CHANGE_TIMEOUT_MS) return NaN;
    await sleep(20);
  }
  return performance.now() - changedAt;
}

/** Milliseconds from the change until the instance's vehicle page shows the car sold (NaN: never). */
async function untilPageShowsSold(instance: Instance, site: Site, car: Sample, changedAt: number) {
  for (;;) {
    const page = await get(instance.port, siteHost(site), `/cars/${car.slug}`, "text/html");
    if (page.status !== 200 || page.body.includes("schema.org/SoldOut")) return performance.now() - changedAt;
    if (performance.now() - changedAt > CHANGE_TIMEOUT_MS) return NaN;
    await sleep(20);
  }
}

/** 7. A car marked sold, CHANGES times, timed until every instance shows it; returns the cars sold. */
async function measureStatusChanges(
  instances: Instance[],
  { byClass, classes }: Platform,
  samples: Map<number, Sample[]>,
  pool: pg.Pool,
) {
  const changeTimes = { search: [] as number[], page: [] as number[] };
  const changeByClass = new Map<SizeClass, number[]>();
  const used = new Set<number>();
  let changeFailures = 0;
  let changeSkipped = 0;
  // Round the classes, and round the sites of each class; a car not found first is replaced.
  for (let c = 0, tried = 0; c < CHANGES && tried < CHANGES * 3; tried++) {
    const sizeClass = classes[c % classes.length]!;
    const list = byClass.get(sizeClass)!;
    const site = list[Math.floor(tried / classes.length) % list.length]!;
    const car = (samples.get(site.id) ?? []).find((s) => !used.has(s.id));
    if (!car) continue;
    c++;
    used.add(car.id);
    // Shown as in stock everywhere first (which also rebuilds the index after the last change).
    const before = await Promise.all(instances.map((i) => searchStatus(i, site, car)));
    if (before.some((status) => status !== "in_stock")) {
      changeSkipped++;
      c--;
      continue;
    }
    await pool.query("UPDATE cars SET status = 'sold', sold_at = now(), updated_at = now() WHERE id = $1", [
      car.id,
    ]);
    const changedAt = performance.now();
    const waits = await Promise.all(
      instances.flatMap((instance) => [
        untilGoneFromSearch(instance, site, car, changedAt).then((ms) => ["search", ms] as const),
        untilPageShowsSold(instance, site, car, changedAt).then((ms) => ["page", ms] as const),
      ]),
    );
    const search = Math.max(...waits.filter(([k]) => k === "search").map(([, ms]) => ms));
    const page = Math.max(...waits.filter(([k]) => k === "page").map(([, ms]) => ms));
    if (Number.isNaN(search) || Number.isNaN(page)) changeFailures++;
    else {
      changeTimes.search.push(search);
      changeTimes.page.push(page);
      (changeByClass.get(sizeClass) ?? changeByClass.set(sizeClass, []).get(sizeClass)!).push(search);
    }
  }
  const changeSearch = stats(changeTimes.search);
  const changePage = stats(changeTimes.page);
  figures.change_visible_p95_ms = fmt(changeSearch.p95);
  row(
    "sold car gone from every instance's search, ms",
    `p50 ${fmt(changeSearch.p50)}  p95 ${fmt(changeSearch.p95)}  (${changeSearch.n}; ${changeFailures} not seen in ${CHANGE_TIMEOUT_MS / 1000} s; ${changeSkipped} skipped: not found by stock number before)`,
  );
  for (const c of classes) {
    const s = stats(changeByClass.get(c) ?? []);
    row(`  of which ${c} sites, ms`, `p50 ${fmt(s.p50)}  p95 ${fmt(s.p95)}  (${s.n})`);
  }
  row(
    "sold car shown on every instance's vehicle page, ms",
    `p50 ${fmt(changePage.p50)}  p95 ${fmt(changePage.p95)}  (${changePage.n})`,
  );
  return used;
}

/** `forecourt import` of the feed into the site, as a child process: its exit code and its output. */
function spawnImport(site: Site, feed: string, url: string, sitesDir: string) {
  const importer = spawn(
    process.execPath,
    ["--import", "tsx", "cli/forecourt.ts", "import", "--site", site.slug, feed],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: url,
        SITES_DIR: sitesDir,
        DATA_DIR: path.join(tmp, "importer"),
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  children.add(importer);
  const output = { text: "" };
  importer.stdout!.on("data", (chunk: Buffer) => (output.text += chunk.toString("utf8")));
  const exit = new Promise<number>((resolve) => importer.once("exit", (code) => resolve(code ?? 1)));
  return { exit, output };
}

/** 8. A feed imported into one small site while searching at RATE; the import's site. */
async function measureImport(
  instances: Instance[],
  { sitesDir, sites, sizes, byClass }: Platform,
  url: string,
) {
  const importSite = byClass.get("small")?.[0] ?? sites.at(-1)!;
  const others = sites.filter((s) => s !== importSite);
  const feed = path.join(tmp, "feed.csv");
  writeFeed(feed, importSite, IMPORT_ROWS);
  log(
    `importing ${IMPORT_ROWS.toLocaleString("en")} rows into ${importSite.slug} (${sizes.get(importSite.id)} cars)`,
  );
  const importStarted = performance.now();
  const { exit: importExit, output } = spawnImport(importSite, feed, url, sitesDir);
  let importDone = false;
  void importExit.then(() => (importDone = true));
  const during = await searchAtRate(
    instances,
    (rng) =>
      rng.chance(0.5)
        ? { site: importSite, label: "import site" }
        : { site: others[rng.int(0, others.length - 1)]!, label: "other sites" },
    () => importDone,
  );
  const importCode = await importExit;
  const importSeconds = (performance.now() - importStarted) / 1000;
  const importOutput = output.text;
  const report = /(\d+) rows: (\d+) stored, (\d+) unchanged, (\d+) rejected/.exec(importOutput);
  const stored = report ? Number(report[2]) : NaN;
  if (importCode !== 0 || !report)
    console.error(`The import ended with ${importCode}:\n${importOutput.slice(-2000)}`);
  const importRate = importCode === 0 ? stored / importSeconds : NaN;
  row(
    "import",
    `${report ? `${report[1]} rows, ${report[2]} stored, ${report[4]} rejected` : "failed"} in ${importSeconds.toFixed(1)} s: ${fmt(importRate)} rows/s (process start included)`,
  );
  const duringImport = stats(during.latencies.get("import site") ?? []);
  const duringOthers = stats(during.latencies.get("other sites") ?? []);
  figures.import_rows_s = fmt(importRate);
  figures.import_p99_ms = fmt(duringImport.p99, 1);
  row(
    "search on the import site during import, ms",
    `p50 ${fmt(duringImport.p50, 1)}  p99 ${fmt(duringImport.p99, 1)}  max ${fmt(duringImport.max)}  (${duringImport.n})`,
  );
  row(
    "search on other sites during import, ms",
    `p50 ${fmt(duringOthers.p50, 1)}  p99 ${fmt(duringOthers.p99, 1)}  (${duringOthers.n}, ${during.errors} errors)`,
  );
  row(
    "  searches sent late by (this process's delay)",
    `p50 ${fmt(during.sentLate.p50, 1)}  p99 ${fmt(during.sentLate.p99, 1)}  max ${fmt(during.sentLate.max)}`,
  );
  // Whether the slowest bunch at one moment on one instance (a pause of that process) or not.
  row(
    "  slowest: due at s, instance, ms",
    during.slowest.map((a) => `${fmt(a.at / 1000, 1)} #${a.instance + 1} ${fmt(a.ms)}`).join(", "),
  );
  return importSite;
}

// ---------------------------------------------------------------- 9. the page cache under change

type PageKind = "vehicle" | "search" | "home";
const PAGE_KINDS: PageKind[] = ["vehicle", "search", "home"];
/** Each page kind's share of the requests (of a site that has pages of every kind). */
const KIND_SHARE: Record<PageKind, number> = { vehicle: 0.6, search: 0.25, home: 0.15 };
type Address = { site: Site; sizeClass: SizeClass; kind: PageKind; path: string; weight: number };
type Visit = {
  address: number;
  instance: number;
  start: number;
  end: number;
  status: number;
  /** X-Page-Cache: hit or miss; undefined when the answer was not a page the cache takes. */
  cache?: string;
};
type MissCause = "window" | "change" | "other";

/** Weights 1/rank, summing to 1: a few items take most of the traffic, as real popularity does. */
function zipf(n: number) {
  const weights = Array.from({ length: n }, (_, rank) => 1 / (rank + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}

/** A path and query from a redirect's Location, absolute or not. */
function pathOf(location: string) {
  const url = new URL(location, "http://localhost");
  return url.pathname + url.search;
}

const pct = (hits: number, total: number, digits = 1) =>
  total ? `${((100 * hits) / total).toFixed(digits)}%` : "na";
const ratio = (hits: number, total: number) => (total ? (hits / total).toFixed(3) : "na");

/*
 * The hit ratio of the page cache (server/cache/page-cache.server.ts) while the stock changes at a
 * realistic rate. Today any change to a site's cars moves its stock version, which is part of
 * every kept page's key, so every page of that site is rendered afresh; this phase is the figure
 * to compare when a change throws away only the pages that can show the changed car.
 *
 * The traffic is a fixed set of addresses, asked for again and again without cache-busting: per
 * site its home page, a handful of search pages (its default search, its two commonest makes, the
 * commonest model of the first, each at the canonical address the app redirects to) and the
 * vehicle pages of its sampled cars with a Zipf-like popularity; sites by their size.
 *
 * The cache's window (PAGE_CACHE_WINDOW_S, a minute in production, and left so here) is part of
 * every page's key: at each minute boundary every page of every site is a miss once per instance,
 * changes or not, so a minute's window caps the ratio. To keep that the same from run to run, the
 * phase starts on a window boundary, warms the likeliest addresses on every instance (for at most a
 * quarter of the window), then measures; every miss is put down to the window (the address's first
 * answer on that instance in that window), to a change (a change to its site since the copy was
 * made) or to anything else (evicted by the cache's bound in bytes, or asked for twice at once).
 */
async function pageCacheChurn(options: {
  instances: Instance[];
  sites: Site[];
  sizes: Map<number, number>;
  samples: Map<number, Sample[]>;
  /** Cars the change phase sold: never asked for here. */
  used: Set<number>;
  pool: pg.Pool;
  /** The import phase's site: its feed's cars are none of the platform's planned stock. */
  importSite: Site;
}) {
  const { instances, sites, sizes, samples, used, pool, importSite } = options;
  const rng = new Random(`${SEED}:churn`);
  const searchesOf = await commonestSearches(pool);
  const resolved = await canonicalSearches(instances, sites, searchesOf);
  const { addresses, askedCars } = churnAddresses(sites, sizes, samples, used, resolved, rng);
  const candidates = await plannedChanges(pool, importSite, askedCars, used);

  // Start on a window boundary, warm the likeliest addresses on every instance, then measure.
  const boundary = Math.ceil(Date.now() / PAGE_CACHE_WINDOW_MS) * PAGE_CACHE_WINDOW_MS + 250;
  log(
    `page cache phase: ${addresses.length.toLocaleString("en")} addresses, ${candidates.length} changes planned; waiting ${((boundary - Date.now()) / 1000).toFixed(0)} s for the cache window to start`,
  );
  await sleep(boundary - Date.now());
  const { warmed, failing } = await warmAddresses(instances, addresses, boundary);
  const draw = addressDrawer(addresses, failing, rng);

  const measureStart = Date.now();
  const measureEnd = measureStart + PAGE_CHURN_SECONDS * 1000;
  const changer = changeCars(pool, candidates, measureStart);
  const traffic = await requestPages(instances, addresses, draw, measureStart, measureEnd);
  const { changes, errors: changeErrors } = await changer;
  const seconds = (Date.now() - measureStart) / 1000;

  const misses = missCauses(traffic.visits, changes, addresses, warmed, boundary);
  printChurn({ ...traffic, ...misses, addresses, changes, changeErrors, seconds });
}

/** A site's search addresses: its default search, its two commonest makes, the first's commonest model. */
async function commonestSearches(pool: pg.Pool) {
  const counts = await pool.query<{ site_id: number; make: string; model: string; n: number }>(
    `SELECT site_id, make, model, count(*)::int AS n FROM cars
     WHERE status = 'in_stock' AND show_on_dealer_website GROUP BY site_id, make, model`,
  );
  const stock = new Map<number, Map<string, Map<string, number>>>();
  for (const r of counts.rows) {
    const makes = stock.get(r.site_id) ?? stock.set(r.site_id, new Map()).get(r.site_id)!;
    const models = makes.get(r.make) ?? makes.set(r.make, new Map()).get(r.make)!;
    models.set(r.model, r.n);
  }
  return (site: Site) => {
    const makes = [...(stock.get(site.id) ?? new Map<string, Map<string, number>>())]
      .map(([make, models]) => ({ make, models, n: [...models.values()].reduce((a, b) => a + b, 0) }))
      .sort((a, b) => b.n - a.n || a.make.localeCompare(b.make));
    const list = ["/search"];
    const [first, second] = makes;
    if (first) {
      list.push(`/search?make=${encodeURIComponent(first.make)}`);
      const model = [...first.models].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
      if (model)
        list.push(`/search?make=${encodeURIComponent(first.make)}&model=${encodeURIComponent(model)}`);
    }
    if (second) list.push(`/search?make=${encodeURIComponent(second.make)}`);
    return list;
  };
}

/** Canonical addresses: each asked for once (on the first instance), its redirect followed once. */
async function canonicalSearches(instances: Instance[], sites: Site[], searchesOf: (site: Site) => string[]) {
  const resolved = new Map<Site, string[]>();
  const resolveQueue = [...sites];
  await Promise.all(
    [0, 1].map(async () => {
      for (let site = resolveQueue.shift(); site; site = resolveQueue.shift()) {
        const finals: string[] = [];
        for (const address of searchesOf(site)) {
          const answer = await get(instances[0]!.port, siteHost(site), address, "text/html", 60_000);
          const final =
            answer.status >= 300 && answer.status < 400 && answer.location
              ? pathOf(answer.location)
              : answer.status === 200
                ? address
                : null;
          if (final) finals.push(final);
          else console.error(`page cache phase: ${site.slug}${address} answered ${answer.status}`);
        }
        resolved.set(site, finals);
      }
    }),
  );
  return resolved;
}

/** The addresses and their share of the traffic, likeliest first; and the cars whose pages are asked for. */
function churnAddresses(
  sites: Site[],
  sizes: Map<number, number>,
  samples: Map<number, Sample[]>,
  used: Set<number>,
  resolved: Map<Site, string[]>,
  rng: Random,
) {
  const totalPlanned = sites.reduce((sum, site) => sum + sizes.get(site.id)!, 0);
  const addresses: Address[] = [];
  const askedCars = new Set<number>();
  for (const site of sites) {
    const siteShare = sizes.get(site.id)! / totalPlanned;
    const sizeClass = classOf(sizes.get(site.id)!);
    const cars = rng.sample(
      (samples.get(site.id) ?? []).filter((car) => !used.has(car.id)),
      Number.MAX_SAFE_INTEGER,
    );
    // The same canonical address reached from two searches counts once, with both shares.
    const searchWeights = new Map<string, number>();
    const searchList = resolved.get(site) ?? [];
    zipf(searchList.length).forEach((w, i) =>
      searchWeights.set(searchList[i]!, (searchWeights.get(searchList[i]!) ?? 0) + w),
    );
    const kinds: [PageKind, [string, number][]][] = [
      ["vehicle", cars.map((car, i, all) => [`/cars/${car.slug}`, zipf(all.length)[i]!])],
      ["search", [...searchWeights]],
      ["home", [["/", 1]]],
    ];
    const present = kinds.filter(([, list]) => list.length > 0);
    const shareTotal = present.reduce((sum, [kind]) => sum + KIND_SHARE[kind], 0);
    for (const [kind, list] of present)
      for (const [address, weight] of list)
        addresses.push({
          site,
          sizeClass,
          kind,
          path: address,
          weight: (siteShare * KIND_SHARE[kind] * weight) / shareTotal,
        });
    for (const car of cars) askedCars.add(car.id);
  }
  addresses.sort((a, b) => b.weight - a.weight);
  return { addresses, askedCars };
}

/**
 * The changes: cars drawn uniformly from the planned in-stock stock, none of them a car whose page
 * is asked for (a sold car's page is another matter) nor one the change phase sold.
 */
async function plannedChanges(pool: pg.Pool, importSite: Site, askedCars: Set<number>, used: Set<number>) {
  const changeCount = Math.max(
    1,
    Math.round(((CARS * CHURN_CHANGES_PER_CAR_HOUR) / 3600) * PAGE_CHURN_SECONDS),
  );
  // A car asked for here is about one in a hundred: drawing twice as many and leaving those out
  // is enough, and spares the query a list of thousands of ids.
  const excluded = new Set([...askedCars, ...used]);
  return (
    await pool.query<{ id: number; site_id: number }>(
      `SELECT id, site_id FROM cars
       WHERE status = 'in_stock' AND NOT (site_id = $1 AND stocknum LIKE 'FEED%')
       ORDER BY random() LIMIT $2`,
      [importSite.id, changeCount * 2 + 20],
    )
  ).rows
    .filter((car) => !excluded.has(car.id))
    .slice(0, changeCount);
}

/**
 * The likeliest addresses asked for on every instance from the window's start: for at most a
 * quarter of the window, and at most 80% of the cache's bound (warming more would evict the first,
 * likeliest, pages it warmed). Which each instance holds, and which did not answer.
 */
async function warmAddresses(instances: Instance[], addresses: Address[], boundary: number) {
  const warmEnd = boundary + PAGE_CACHE_WINDOW_MS / 4;
  const warmed = instances.map(() => new Set<number>());
  const failing = new Set<number>();
  const keptBytes = instances.map(() => 0);
  await Promise.all(
    instances.map(async (instance, i) => {
      const queue = addresses.map((_, a) => a);
      await Promise.all(
        [0, 1].map(async () => {
          for (
            let a = queue.shift();
            a !== undefined && Date.now() < warmEnd && keptBytes[i]! < PAGE_CACHE_BYTES * 0.8;
            a = queue.shift()
          ) {
            const address = addresses[a]!;
            try {
              const answer = await get(
                instance.port,
                siteHost(address.site),
                address.path,
                "text/html",
                60_000,
              );
              if (answer.status !== 200) failing.add(a);
              else {
                warmed[i]!.add(a);
                // As the cache counts a page: its body, room for its compressed forms, and 1 KB.
                keptBytes[i]! += answer.body.length * 2 + 1024;
              }
            } catch {
              failing.add(a);
            }
          }
        }),
      );
    }),
  );
  const warmSeconds = (Date.now() - boundary) / 1000;
  for (const a of failing)
    console.error(`page cache phase: ${addresses[a]!.site.slug}${addresses[a]!.path} did not answer 200`);
  row(
    "page cache phase, warm-up",
    `${warmed.map((w) => w.size.toLocaleString("en")).join(" / ")} of ${addresses.length.toLocaleString("en")} addresses (the likeliest) on the ${instances.length} instances in ${warmSeconds.toFixed(1)} s, from the start of a ${PAGE_CACHE_WINDOW_MS / 1000} s cache window; ${keptBytes.map((b) => fmt(b / 1024 / 1024)).join(" / ")} MB as the cache counts them (bound ${fmt(PAGE_CACHE_BYTES / 1024 / 1024)} MB an instance)`,
  );
  return { warmed, failing };
}

/** Draws an address by its share, among the addresses that answer. */
function addressDrawer(addresses: Address[], failing: Set<number>, rng: Random) {
  const live = addresses.map((_, a) => a).filter((a) => !failing.has(a));
  const cumulative: number[] = [];
  let total = 0;
  for (const a of live) cumulative.push((total += addresses[a]!.weight));
  return () => {
    const roll = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > roll) hi = mid;
      else lo = mid + 1;
    }
    return live[lo]!;
  };
}

type Change = { siteId: number; issued: number; done: number };

/** The planned changes spread evenly over the measured time: a price, then a sale, in turn. */
async function changeCars(
  pool: pg.Pool,
  candidates: { id: number; site_id: number }[],
  measureStart: number,
) {
  const changes: Change[] = [];
  let errors = 0;
  for (let c = 0; c < candidates.length; c++) {
    const at = measureStart + ((c + 0.5) * PAGE_CHURN_SECONDS * 1000) / candidates.length;
    if (at > Date.now()) await sleep(at - Date.now());
    const car = candidates[c]!;
    const issued = Date.now();
    try {
      await pool.query(
        c % 2 === 0
          ? "UPDATE cars SET price = price + 1, updated_at = now() WHERE id = $1"
          : "UPDATE cars SET status = 'sold', sold_at = now(), updated_at = now() WHERE id = $1",
        [car.id],
      );
      changes.push({ siteId: car.site_id, issued, done: Date.now() });
    } catch (error) {
      errors++;
      console.error(`page cache phase: changing car ${car.id}:`, (error as Error).message);
    }
  }
  return { changes, errors };
}

/** CHURN_CONNECTIONS in flight ask the instances in turn for drawn addresses until the end. */
async function requestPages(
  instances: Instance[],
  addresses: Address[],
  draw: () => number,
  measureStart: number,
  measureEnd: number,
) {
  const visits: Visit[] = [];
  let errors = 0;
  let unanswered = 0;
  let turn = 0;
  let paced = 0;
  await Promise.all(
    Array.from({ length: CHURN_CONNECTIONS }, async () => {
      while (Date.now() < measureEnd) {
        if (CHURN_RATE > 0) {
          const slot = measureStart + (paced++ * 1000) / CHURN_RATE;
          if (slot >= measureEnd) break;
          if (slot > Date.now()) await sleep(slot - Date.now());
        }
        const a = draw();
        const i = turn++ % instances.length;
        const address = addresses[a]!;
        const start = Date.now();
        try {
          const answer = await get(
            instances[i]!.port,
            siteHost(address.site),
            address.path,
            "text/html",
            30_000,
          );
          visits.push({
            address: a,
            instance: i,
            start,
            end: Date.now(),
            status: answer.status,
            cache: answer.pageCache,
          });
          if (answer.status !== 200) errors++;
        } catch {
          errors++;
          unanswered++;
        }
      }
    }),
  );
  return { visits, errors, unanswered };
}

/** Hits and misses by page kind and size class, the time of each, and what each miss was for. */
function missCauses(
  visits: Visit[],
  changes: Change[],
  addresses: Address[],
  warmed: Set<number>[],
  boundary: number,
) {
  // The changes by site, and the visits by instance and address (each list sorted by start below).
  const bySiteChanges = new Map<number, { issued: number; done: number }[]>();
  for (const change of changes)
    (bySiteChanges.get(change.siteId) ?? bySiteChanges.set(change.siteId, []).get(change.siteId)!).push(
      change,
    );
  const groups = new Map<string, Visit[]>();
  for (const visit of visits) {
    const key = `${visit.instance}:${visit.address}`;
    (groups.get(key) ?? groups.set(key, []).get(key)!).push(visit);
  }
  const causes: Record<MissCause, number> = { window: 0, change: 0, other: 0 };
  const tally = new Map<string, { hits: number; total: number }>();
  const count = (label: string, hit: boolean) => {
    const t = tally.get(label) ?? tally.set(label, { hits: 0, total: 0 }).get(label)!;
    t.total++;
    if (hit) t.hits++;
  };
  const latency = { hit: [] as number[], miss: [] as number[] };
  for (const list of groups.values()) {
    list.sort((a, b) => a.start - b.start);
    list.forEach((visit, n) => {
      if (visit.cache !== "hit" && visit.cache !== "miss") return;
      const address = addresses[visit.address]!;
      const hit = visit.cache === "hit";
      for (const label of ["all", address.kind, address.sizeClass]) count(label, hit);
      latency[hit ? "hit" : "miss"].push(visit.end - visit.start);
      if (hit) return;
      const window = Math.floor(visit.start / PAGE_CACHE_WINDOW_MS);
      // The last answer in the same window that left a copy behind before this request went out.
      const earlier = list
        .slice(0, n)
        .filter(
          (v) =>
            v.cache !== undefined &&
            v.end <= visit.start &&
            Math.floor(v.start / PAGE_CACHE_WINDOW_MS) === window,
        )
        .at(-1);
      // Warmed in this window counts as a copy made at the window's start.
      const copyMade =
        earlier?.start ??
        (warmed[visit.instance]!.has(visit.address) && window === Math.floor(boundary / PAGE_CACHE_WINDOW_MS)
          ? boundary
          : undefined);
      if (copyMade === undefined) {
        const inFlight = list
          .slice(0, n)
          .some((v) => v.end > visit.start && Math.floor(v.start / PAGE_CACHE_WINDOW_MS) === window);
        causes[inFlight ? "other" : "window"]++;
      } else if (
        (bySiteChanges.get(address.site.id) ?? []).some((c) => c.done > copyMade && c.issued < visit.start)
      )
        causes.change++;
      else causes.other++;
    });
  }
  return { causes, tally, latency };
}

/** The page cache phase's figures and table rows. */
function printChurn(result: {
  addresses: Address[];
  changes: Change[];
  changeErrors: number;
  visits: Visit[];
  errors: number;
  unanswered: number;
  seconds: number;
  causes: Record<MissCause, number>;
  tally: Map<string, { hits: number; total: number }>;
  latency: { hit: number[]; miss: number[] };
}) {
  const { addresses, changes, changeErrors, visits, errors, unanswered, seconds, causes, tally, latency } =
    result;
  const all = tally.get("all") ?? { hits: 0, total: 0 };
  const of = (label: string) => tally.get(label) ?? { hits: 0, total: 0 };
  cacheFigures.page_cache_hit_ratio = ratio(all.hits, all.total);
  for (const kind of PAGE_KINDS) cacheFigures[kind] = ratio(of(kind).hits, of(kind).total);
  const requests = visits.length + unanswered;
  row(
    "page cache under change",
    `hits ${pct(all.hits, all.total)} (${PAGE_KINDS.map((k) => `${k} ${pct(of(k).hits, of(k).total, 0)}`).join(", ")}); ${requests.toLocaleString("en")} requests in ${seconds.toFixed(0)} s (${fmt(requests / seconds)}/s${CHURN_RATE > 0 ? ` of ${CHURN_RATE} asked` : ""}, ${CHURN_CONNECTIONS} in flight, ${errors} errors), ${changes.length} changes at 1% of cars an hour${changeErrors ? ` (${changeErrors} failed)` : ""}`,
  );
  row("  requests by page kind", PAGE_KINDS.map((k) => `${k} ${pct(of(k).total, all.total, 0)}`).join(", "));
  row(
    "  hits by site size",
    CLASSES.filter((c) => of(c).total > 0)
      .map((c) => `${c} ${pct(of(c).hits, of(c).total)} (${of(c).total.toLocaleString("en")} requests)`)
      .join(", "),
  );
  const misses = all.total - all.hits;
  const siteClass = new Map(addresses.map((a) => [a.site.id, a.sizeClass]));
  row(
    "  changes by site size",
    CLASSES.map((c) => [c, changes.filter((change) => siteClass.get(change.siteId) === c).length] as const)
      .filter(([, n]) => n > 0)
      .map(([c, n]) => `${c} ${n}`)
      .join(", "),
  );
  row(
    "  misses by cause",
    `${misses.toLocaleString("en")}: ${causes.window} first of the address in its cache window, ${causes.change} after a change to its site, ${causes.other} other (evicted, or asked for twice at once); hits not counting the window's first requests ${pct(all.hits, all.total - causes.window)}`,
  );
  const hitTimes = stats(latency.hit);
  const missTimes = stats(latency.miss);
  row(
    "  page time, hit / miss, ms",
    `p50 ${fmt(hitTimes.p50, 1)} / ${fmt(missTimes.p50)}  p95 ${fmt(hitTimes.p95, 1)} / ${fmt(missTimes.p95)}`,
  );
}

/** A CSV feed (docs/stock-feed.md) of `count` new cars for the site, made by the demo generator. */
function writeFeed(file: string, site: Site, count: number) {
  const columns = [
    "stocknum",
    "car_type",
    "year",
    "make",
    "model",
    "badge",
    "series",
    "colour",
    "price",
    "km",
    "body",
    "transmission",
    "fuel",
    "drive",
    "seats",
    "doors",
  ];
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? "" : String(value);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [columns.join(",")];
  let i = 0;
  for (const batch of generateCars(site, count, SEED + 1, { now: new Date() }, 5000)) {
    for (const car of batch) {
      const values: Record<string, unknown> = {
        ...car,
        stocknum: `FEED${String(++i).padStart(6, "0")}`,
        body: car.simple_body,
        transmission: car.simple_transmission,
      };
      lines.push(columns.map((c) => cell(values[c])).join(","));
    }
  }
  writeFileSync(file, lines.join("\n") + "\n");
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stopping = true;
  report();
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  await Promise.all(
    [...children].map((child) =>
      child.exitCode === null
        ? Promise.race([new Promise((r) => child.once("exit", r)), sleep(10_000)])
        : null,
    ),
  );
  agent.destroy();
  cleanUp();
}
