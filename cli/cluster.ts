import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildAll, isBuildCurrent, SERVER_ENTRY } from "./build-state.ts";

/*
 * `npm run cluster -- up|down|status`: the reference deployment on this machine (deploy/README.md).
 * PostgreSQL 15, three app instances (the compiled server), HAProxy in front of them, Varnish in
 * front of HAProxy as the CDN, and Prometheus scraping every instance, each a process of its own
 * with its state and log in CLUSTER_DIR (default /tmp/forecourt-cluster). The parts come from
 * Debian's packages; `up` installs those missing. Ports are fixed in deploy/'s files:
 *
 *   Varnish 8080 (open this) -> HAProxy 8081 (stats 8404) -> instances 3601-3603 (ops 9601-9603)
 *   PostgreSQL 25450 · Prometheus 9090
 */
const DIR = path.resolve(process.env.CLUSTER_DIR ?? "/tmp/forecourt-cluster");
const DEPLOY = path.resolve("deploy");
const PG_PORT = 25450;
const DATABASE_URL = `postgres://postgres@127.0.0.1:${PG_PORT}/forecourt`;
const INSTANCES = [1, 2, 3].map((n) => ({ name: `app${n}`, port: 3600 + n, opsPort: 9600 + n }));
const PUBLIC = 8080;
const BALANCER = 8081;
const PROMETHEUS = 9090;
/** The host the probes ask for: on this machine it is the default site's, whichever that is. */
const DEFAULT_SITE = `localhost:${PUBLIC}`;
const PACKAGES: [command: string, pkg: string][] = [
  ["haproxy", "haproxy"],
  ["varnishd", "varnish"],
  ["prometheus", "prometheus"],
  ["initdb", "postgresql"],
];
const XKEY = "/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so";

const pidFile = (name: string) => path.join(DIR, `${name}.pid`);
const logFile = (name: string) => path.join(DIR, `${name}.log`);
const pgData = path.join(DIR, "postgres");
const pgBin = () => {
  const initdb = spawnSync("sh", ["-c", 'readlink -f "$(command -v initdb)"'], {
    encoding: "utf8",
  }).stdout.trim();
  return path.dirname(initdb);
};

function has(command: string) {
  return spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
}

function run(command: string, args: string[], options: { quiet?: boolean } = {}) {
  const result = spawnSync(command, args, { stdio: options.quiet ? "pipe" : "inherit", encoding: "utf8" });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status})\n${result.stderr ?? ""}`);
  return result.stdout ?? "";
}

function asPostgres(command: string) {
  return run("su", ["postgres", "-c", command], { quiet: true });
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function pidOf(name: string): number | null {
  if (!existsSync(pidFile(name))) return null;
  const pid = Number(readFileSync(pidFile(name), "utf8").trim());
  return pid && alive(pid) ? pid : null;
}

/** Starts a long-lived process of the cluster, its output in its log, its pid in its pid file. */
function startProcess(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const out = openSync(logFile(name), "a");
  const child = spawn(command, args, {
    detached: true,
    stdio: ["ignore", out, out],
    env: { ...process.env, ...env },
  });
  child.unref();
  writeFileSync(pidFile(name), String(child.pid));
}

async function get(
  url: string,
  host?: string,
): Promise<{ status: number; headers: Headers; body: string } | null> {
  try {
    const response = await fetch(url, {
      // As a browser asks: only a request for HTML gets a page a cache may keep.
      headers: host ? { host, accept: "text/html" } : {},
      signal: AbortSignal.timeout(3000),
      redirect: "manual",
    });
    return { status: response.status, headers: response.headers, body: await response.text() };
  } catch {
    return null;
  }
}

async function waitFor(what: string, check: () => Promise<boolean>, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not come up within ${seconds} s (logs in ${DIR})`);
}

function install() {
  const missing = PACKAGES.filter(([command]) => !has(command)).map(([, pkg]) => pkg);
  if (!existsSync(XKEY)) missing.push("varnish-modules");
  if (missing.length === 0) return;
  console.log(`Installing from Debian: ${missing.join(", ")}`);
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", ...missing]);
}

async function up() {
  install();
  mkdirSync(DIR, { recursive: true });
  // PostgreSQL runs as its own user and must reach its data directory inside.
  chmodSync(DIR, 0o755);
  if (!isBuildCurrent()) {
    console.log("Building the app…");
    await buildAll();
  }

  // PostgreSQL, on a data directory of its own.
  const bin = pgBin();
  if (!existsSync(path.join(pgData, "PG_VERSION"))) {
    mkdirSync(pgData, { recursive: true });
    run("chown", ["postgres", pgData]);
    asPostgres(`${bin}/initdb -D ${pgData} -U postgres --auth=trust -E UTF8`);
  }
  if (spawnSync("su", ["postgres", "-c", `${bin}/pg_ctl -D ${pgData} status`]).status !== 0) {
    asPostgres(
      `${bin}/pg_ctl -D ${pgData} -o '-p ${PG_PORT} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=100' -l ${pgData}/server.log -w start`,
    );
    const exists = asPostgres(
      `${bin}/psql -h 127.0.0.1 -p ${PG_PORT} -U postgres -tAc "select 1 from pg_database where datname = 'forecourt'"`,
    );
    if (!exists.trim())
      asPostgres(`${bin}/psql -h 127.0.0.1 -p ${PG_PORT} -U postgres -c "create database forecourt"`);
  }

  // The demo sites' stock, once (the instances serve what the database holds).
  const shared = path.join(DIR, "data");
  mkdirSync(shared, { recursive: true, mode: 0o700 });
  Object.assign(process.env, { DATABASE_URL, DATA_DIR: shared, LOG_LEVEL: "warn" });
  const { prepareDemo } = await import("./prepare");
  await prepareDemo();

  for (const instance of INSTANCES) {
    if (pidOf(instance.name)) continue;
    startProcess(
      instance.name,
      process.execPath,
      ["--max-semi-space-size=32", "--enable-source-maps", SERVER_ENTRY],
      {
        NODE_ENV: "production",
        DATABASE_URL,
        DATA_DIR: shared,
        PORT: String(instance.port),
        OPS_PORT: String(instance.opsPort),
        HOST: "127.0.0.1",
        PUBLIC_PORT: String(PUBLIC),
        TRUST_PROXY: "loopback",
        DEMO_DATA: "off",
        // Stock changes purge Varnish's copies of the pages they make wrong, by surrogate key.
        PURGE_URLS: `http://127.0.0.1:${PUBLIC}/`,
        // One dealer's system for every instance: the demo sites' feeds as the first publishes them.
        LOCAL_FEEDS_ORIGIN: `http://127.0.0.1:${INSTANCES[0]!.port}`,
        LOG_LEVEL: "info",
      },
    );
  }
  for (const instance of INSTANCES)
    await waitFor(
      instance.name,
      async () => (await get(`http://127.0.0.1:${instance.opsPort}/readyz`))?.status === 200,
    );

  if (!pidOf("haproxy")) {
    run("haproxy", ["-c", "-q", "-f", path.join(DEPLOY, "haproxy.cfg")]);
    startProcess("haproxy", "haproxy", ["-db", "-f", path.join(DEPLOY, "haproxy.cfg")]);
  }
  if (!pidOf("varnish")) {
    const work = path.join(DIR, "varnish");
    mkdirSync(work, { recursive: true });
    startProcess("varnish", "varnishd", [
      "-F",
      "-j",
      "none",
      "-n",
      work,
      "-a",
      `127.0.0.1:${PUBLIC}`,
      "-f",
      path.join(DEPLOY, "varnish.vcl"),
      "-s",
      "malloc,256m",
      "-T",
      "127.0.0.1:6082",
    ]);
  }
  if (!pidOf("prometheus")) {
    startProcess("prometheus", "prometheus", [
      `--config.file=${path.join(DEPLOY, "prometheus.yml")}`,
      `--storage.tsdb.path=${path.join(DIR, "prometheus")}`,
      `--web.listen-address=127.0.0.1:${PROMETHEUS}`,
    ]);
  }
  const page = `http://127.0.0.1:${PUBLIC}/`;
  await waitFor("varnish", async () => (await get(page, DEFAULT_SITE))?.status === 200);
  await waitFor("prometheus", async () => (await scraped()) === INSTANCES.length);
  console.log(
    `\nThe cluster is up: open http://localhost:${PUBLIC} (each site at http://<slug>.localhost:${PUBLIC})`,
  );
  console.log(`HAProxy http://localhost:8404 · Prometheus http://localhost:${PROMETHEUS} · logs in ${DIR}`);
}

/** How many instances Prometheus scraped at its last try. */
async function scraped(): Promise<number> {
  const targets = await get(`http://127.0.0.1:${PROMETHEUS}/api/v1/targets`);
  if (targets?.status !== 200) return 0;
  const { data } = JSON.parse(targets.body) as { data: { activeTargets: { health: string }[] } };
  return data.activeTargets.filter((target) => target.health === "up").length;
}

async function status() {
  const rows: [string, string][] = [];
  const bin = pgBin();
  const pg = spawnSync("su", ["postgres", "-c", `${bin}/pg_ctl -D ${pgData} status`], { encoding: "utf8" });
  rows.push(["postgresql", pg.status === 0 ? `up on ${PG_PORT}` : "down"]);
  for (const instance of INSTANCES) {
    const pid = pidOf(instance.name);
    const ready = pid ? await get(`http://127.0.0.1:${instance.opsPort}/readyz`) : null;
    rows.push([
      instance.name,
      !pid
        ? "down"
        : ready
          ? `pid ${pid}, :${instance.port}, /readyz ${ready.status} ${ready.body}`
          : `pid ${pid}, not answering`,
    ]);
  }
  const site = DEFAULT_SITE;
  const balanced = pidOf("haproxy") ? await get(`http://127.0.0.1:${BALANCER}/`, site) : null;
  rows.push([
    "haproxy",
    pidOf("haproxy") ? `up on ${BALANCER}, a page answers ${balanced?.status ?? "nothing"}` : "down",
  ]);
  const cached = pidOf("varnish") ? await get(`http://127.0.0.1:${PUBLIC}/`, site) : null;
  rows.push([
    "varnish",
    pidOf("varnish")
      ? `up on ${PUBLIC}, a page answers ${cached?.status ?? "nothing"} (${cached?.headers.get("x-cache") ?? "-"})`
      : "down",
  ]);
  rows.push([
    "prometheus",
    pidOf("prometheus")
      ? `up on ${PROMETHEUS}, ${await scraped()} of ${INSTANCES.length} instances scraped`
      : "down",
  ]);
  for (const [name, state] of rows) console.log(`${name.padEnd(11)} ${state}`);
  return rows.every(([, state]) => !state.startsWith("down")) ? 0 : 3;
}

async function stop(name: string, signal: NodeJS.Signals = "SIGTERM") {
  const pid = pidOf(name);
  if (!pid) return;
  process.kill(pid, signal);
  const deadline = Date.now() + 15_000;
  while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (alive(pid)) process.kill(pid, "SIGKILL");
  rmSync(pidFile(name), { force: true });
}

async function down() {
  await stop("varnish");
  await stop("haproxy");
  await Promise.all(INSTANCES.map((instance) => stop(instance.name)));
  await stop("prometheus");
  if (existsSync(path.join(pgData, "PG_VERSION")))
    spawnSync("su", ["postgres", "-c", `${pgBin()}/pg_ctl -D ${pgData} -m fast stop`], { stdio: "ignore" });
  console.log(`The cluster is down (its data stays in ${DIR}; remove it to start afresh).`);
}

const command = process.argv[2];
const commands: Record<string, () => Promise<number | void>> = { up, down, status };
const chosen = command ? commands[command] : undefined;
if (!chosen) {
  console.log("usage: npm run cluster -- up|down|status");
  process.exit(command ? 1 : 0);
}
chosen()
  .then((code) => process.exit(code ?? 0))
  .catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
