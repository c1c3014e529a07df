/*
 * npm run bench:feed-to-page — how long a car the dealer's system sells stays on sale on the site
 * [issue 34]: the demo sites on their 1-minute schedule, FEED_INSTANCES app instances (default 2,
 * the built app) sharing one PostgreSQL (a throwaway server, or DATABASE_URL), all pulling from one
 * dealer's system (the first instance's local feeds, LOCAL_FEEDS_ORIGIN). FEED_SAMPLES times
 * (default 20, spread over the sites and at random moments of FEED_SPREAD_S seconds), one car is
 * sold in its site's feed; each sample is the time until every instance's car page says SOLD and its
 * search no longer lists the car in stock. Beside it, in the same run:
 *  - pull to page: from the end of the run that sold the car to every instance showing it;
 *  - the peer: the same cars' neighbours sold by a direct write to the database (what a sale on the
 *    site itself does), timed the same way.
 * The bound of issue 34 is one feed interval plus 5 s. Prints a table and last one line:
 * `feed_to_page samples=… instances=… interval_s=… p50_s=… p95_s=… max_s=… bound_s=… p95_to_bound=… pull_to_page_p95_ms=… direct_p95_ms=…`.
 * A benchmark, not a test.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { buildAll, isBuildCurrent, SERVER_ENTRY } from "../cli/build-state";
import { Random } from "#server/demo/random";
import { startBenchPostgres } from "./postgres";

const INSTANCES = Number(process.env.FEED_INSTANCES ?? 2);
const SAMPLES = Number(process.env.FEED_SAMPLES ?? 20);
const SPREAD_MS = Number(process.env.FEED_SPREAD_S ?? 240) * 1000;
const PORT = 3700;
const INTERVAL_S = 60;
const POLL_MS = 250;
const GIVE_UP_MS = 3 * INTERVAL_S * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
const tmp = mkdtempSync(path.join(os.tmpdir(), "bench-feed-to-page-"));
const children: ChildProcess[] = [];

function get(
  port: number,
  host: string,
  pathname: string,
  method = "GET",
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path: pathname, method, agent, headers: { Host: host } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

function startInstance(i: number, databaseUrl: string) {
  const dataDir = path.join(tmp, `instance-${i}`);
  mkdirSync(dataDir, { mode: 0o700 });
  const child = spawn(process.execPath, ["--max-semi-space-size=32", SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(PORT + i),
      HOST: "127.0.0.1",
      DEMO_DATA: "off",
      LEAD_DELIVERY: "off",
      LOG_LEVEL: "error",
      // One dealer's system for every instance, as in production: the first instance's local feeds.
      LOCAL_FEEDS_ORIGIN: `http://127.0.0.1:${PORT}`,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  return PORT + i;
}

async function waitReady(port: number) {
  for (;;) {
    try {
      if ((await get(port, `127.0.0.1:${port}`, "/readyz")).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
}

type Car = { id: number; slug: string; stocknum: string; site: string; siteId: number };

/** Whether every instance shows the car sold: its page says so and its search lists it in stock no more. */
async function soldEverywhere(ports: number[], car: Car) {
  for (const port of ports) {
    const host = `${car.site}.localhost:${port}`;
    const page = await get(port, host, `/cars/${car.slug}`);
    if (page.status === 200 && !page.body.includes("schema.org/SoldOut")) return false;
    const search = await get(
      port,
      host,
      `/api/search?query=${encodeURIComponent(car.stocknum)}&hitsPerPage=20`,
    );
    const hits = (JSON.parse(search.body) as { hits: { id: number; status: string }[] }).hits;
    if (hits.find((hit) => hit.id === car.id)?.status === "in_stock") return false;
  }
  return true;
}

async function untilSoldEverywhere(ports: number[], car: Car, changedAt: number) {
  while (!(await soldEverywhere(ports, car))) {
    if (performance.now() - changedAt > GIVE_UP_MS) throw new Error(`car ${car.slug} never showed sold`);
    await sleep(POLL_MS);
  }
  return performance.now() - changedAt;
}

/**
 * Cars in stock, neither reserved nor asked about, from each site with a feed in turn: the odd
 * ones to sell in the feed, the even ones (their neighbours) to sell by a direct write.
 */
async function pickCars(pool: pg.Pool, count: number): Promise<{ viaFeed: Car[]; direct: Car[] }> {
  const { rows } = await pool.query<Car & { n: string }>(
    `select id, slug, stocknum, site_slug as site, site_id as "siteId", n from (
       select c.id, c.slug, c.stocknum, s.slug as site_slug, c.site_id,
              row_number() over (partition by c.site_id order by md5(c.id::text)) as n
       from cars c join sites s on s.id = c.site_id
       where c.status = 'in_stock' and not c.reserved
         and exists (select 1 from stock_feeds f where f.site_id = c.site_id)) t
     where n <= $1 order by n, site_id`,
    [count * 2],
  );
  return {
    viaFeed: rows.filter((row) => Number(row.n) % 2 === 1).slice(0, count),
    direct: rows.filter((row) => Number(row.n) % 2 === 0).slice(0, count),
  };
}

/** The end of the first run of the car's site's feed, after the change, that marked a car sold. */
async function pullFinishedAt(pool: pg.Pool, car: Car, changedAtEpochMs: number) {
  const { rows } = await pool.query<{ ms: number }>(
    `select extract(epoch from finished_at) * 1000 as ms from import_runs
     where site_id = $1 and feed is not null and marked_sold > 0 and finished_at > to_timestamp($2 / 1000.0)
     order by id limit 1`,
    [car.siteId, changedAtEpochMs],
  );
  return rows[0] ? Number(rows[0].ms) : NaN;
}

async function main() {
  if (!isBuildCurrent()) await buildAll();
  const postgres = startBenchPostgres(25434);
  const stop = () => {
    for (const child of children) child.kill("SIGTERM");
    postgres.stop();
    rmSync(tmp, { recursive: true, force: true });
  };
  try {
    process.env.DATABASE_URL = postgres.url;
    process.env.DATA_DIR = tmp;
    process.env.LOG_LEVEL = "warn";
    const { prepareDemo } = await import("../cli/prepare");
    await prepareDemo();
    const ports = Array.from({ length: INSTANCES }, (_, i) => startInstance(i, postgres.url));
    await Promise.all(ports.map(waitReady));
    const pool = new pg.Pool({ connectionString: postgres.url, max: 4 });
    // Every feed has had its first run: what follows is the schedule, not start-up.
    while (
      Number(
        (
          await pool.query(
            "select count(distinct (site_id, feed)) as n from import_runs where feed is not null",
          )
        ).rows[0].n,
      ) < 4
    )
      await sleep(500);
    console.log(
      `Feed to page: ${INSTANCES} instances, ${SAMPLES} sales at random moments of ${SPREAD_MS / 1000} s`,
    );

    const { viaFeed, direct } = await pickCars(pool, SAMPLES);

    // The peer: a direct write, one car at a time.
    const directMs: number[] = [];
    for (const car of direct) {
      const started = performance.now();
      await pool.query("update cars set status = 'sold', sold_at = now() where id = $1", [car.id]);
      directMs.push(await untilSoldEverywhere(ports, car, started));
    }

    const random = new Random("feed-to-page");
    const samples = await Promise.all(
      viaFeed.map(async (car) => {
        await sleep(random.next() * SPREAD_MS);
        const changedAtEpoch = Date.now();
        const started = performance.now();
        const sold = await get(
          PORT,
          `127.0.0.1:${PORT}`,
          `/local-feeds/control/${car.site}/sell?stocknum=${encodeURIComponent(car.stocknum)}`,
          "POST",
        );
        if (sold.status !== 200)
          throw new Error(`the feed did not sell ${car.stocknum}: ${sold.status} ${sold.body}`);
        const ms = await untilSoldEverywhere(ports, car, started);
        const pulled = await pullFinishedAt(pool, car, changedAtEpoch);
        const toPage = changedAtEpoch + ms - pulled;
        console.log(
          `  ${car.site} ${car.stocknum}: ${(ms / 1000).toFixed(1)} s (pull to page ${toPage.toFixed(0)} ms)`,
        );
        return { ms, toPage };
      }),
    );
    await pool.end();

    const feedMs = samples.map((s) => s.ms);
    const toPage = samples.map((s) => s.toPage).filter((ms) => Number.isFinite(ms));
    const bound = INTERVAL_S + 5;
    const row = (name: string, values: number[], unit: "s" | "ms") => {
      const f = (ms: number) => (unit === "s" ? (ms / 1000).toFixed(1) : ms.toFixed(0));
      console.log(
        `| ${name} | ${values.length} | ${f(percentile(values, 0.5))} | ${f(percentile(values, 0.95))} | ${f(Math.max(...values))} | ${unit} |`,
      );
    };
    console.log("\n| from | samples | p50 | p95 | max | unit |\n|---|---|---|---|---|---|");
    row("a sale in the dealer's feed, to every instance", feedMs, "s");
    row("the run that read it, to every instance", toPage, "ms");
    row("a direct write (the peer), to every instance", directMs, "ms");
    const p95 = percentile(feedMs, 0.95) / 1000;
    console.log(
      `\nfeed_to_page samples=${feedMs.length} instances=${INSTANCES} interval_s=${INTERVAL_S} ` +
        `p50_s=${(percentile(feedMs, 0.5) / 1000).toFixed(1)} p95_s=${p95.toFixed(1)} ` +
        `max_s=${(Math.max(...feedMs) / 1000).toFixed(1)} bound_s=${bound} p95_to_bound=${(p95 / bound).toFixed(2)} ` +
        `pull_to_page_p95_ms=${percentile(toPage, 0.95).toFixed(0)} direct_p95_ms=${percentile(directMs, 0.95).toFixed(0)}`,
    );
  } finally {
    stop();
  }
}

await main();
