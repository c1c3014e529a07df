/*
 * npm run bench:sign-in-flood — what a flood of sign-in code requests costs a site, in texts sent,
 * and what it costs its real buyers, in refusals [issue 28; docs/decisions/032-flood-without-
 * lockout.md]. Starts the built app (npm run build first) on a fresh embedded database, then for
 * each flood, on a site of its own:
 *   1. sends 300 code requests, each for another number, from 300 addresses (a script: it posts
 *      the form without loading the page first), 20 at a time;
 *   2. then lets 10 real buyers, each from an address and network of their own, open the sign-in
 *      page and ask for a code as a browser does (with whatever the page's form carries).
 * Floods: the 300 addresses in 30 /24 networks, in 300 /24 networks, and in 300 networks by a
 * script that loads the page before each request (it carries the form's pass as a browser does).
 * Prints, per flood: the texts the flood got (read from the local SMS outbox, as a gateway would
 * bill them), its answers by status, the real buyers refused, and the operator warnings logged.
 * Not a test: tests/security/flood.http.test.ts checks the first two floods' figures.
 *
 *   npm run bench:sign-in-flood
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

const PORT = Number(process.env.BENCH_PORT ?? 3720);
const FLOOD = 300;
const BUYERS = 10;
const CONCURRENCY = 20;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "forecourt-flood-"));
let log = "";
const app = spawn(process.execPath, ["--import", "tsx", "cli/e2e-server.ts"], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    TRUST_PROXY: "loopback",
    LOG_LEVEL: "warn",
    LEAD_DELIVERY: "off",
  },
  stdio: ["ignore", "pipe", "inherit"],
});
app.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
const stop = () => {
  app.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
};
process.once("SIGINT", () => (stop(), process.exit(130)));

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
type Answer = { status: number; body: string };
function send(
  site: string,
  pathname: string,
  visitor: string,
  form?: Record<string, string>,
): Promise<Answer> {
  const host = `${site}.localhost:${PORT}`;
  const body = form ? new URLSearchParams(form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        path: pathname,
        method: form ? "POST" : "GET",
        agent,
        headers: {
          host,
          "x-forwarded-for": visitor,
          ...(body !== undefined && {
            "content-type": "application/x-www-form-urlencoded",
            "content-length": String(Buffer.byteLength(body)),
            origin: `http://${host}`,
          }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function untilUp() {
  for (let i = 0; i < 720; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the server did not start");
}

const SIGN_IN = "/sign-in?type=watchlist&redirect=%2F";
/** The pass the sign-in page's form carries, if it carries one. */
const passOf = (html: string) => /name="pass" value="([^"]*)"/.exec(html)?.[1];

/** Asks for a code as a browser does: the page, then its form. */
async function askAsBrowser(site: string, visitor: string, phone: string) {
  const page = await send(site, SIGN_IN, visitor);
  const pass = passOf(page.body);
  return send(site, SIGN_IN, visitor, { intent: "send-code", phone, ...(pass && { pass }) });
}

function textsTo(phones: Set<string>) {
  let text = "";
  try {
    text = readFileSync(path.join(dataDir, "sms", "outbox.jsonl"), "utf8");
  } catch {
    return 0;
  }
  return text
    .split("\n")
    .filter(Boolean)
    .filter((line) => phones.has((JSON.parse(line) as { to: string }).to)).length;
}

type Flood = { name: string; site: string; address: (i: number) => string; loadsPage: boolean };
const FLOODS: Flood[] = [
  {
    name: "300 addresses in 30 /24 networks",
    site: "outback-rv",
    address: (i) => `45.10.${i % 30}.${1 + Math.floor(i / 30)}`,
    loadsPage: false,
  },
  {
    name: "300 addresses in 300 /24 networks",
    site: "redline-used",
    address: (i) => `45.${20 + (i >> 8)}.${i & 255}.7`,
    loadsPage: false,
  },
  {
    name: "300 networks, loading the page first",
    site: "harbourside-toyota",
    address: (i) => `45.${30 + (i >> 8)}.${i & 255}.7`,
    loadsPage: true,
  },
];

/** What a refused buyer was told. */
const reason = (html: string) => /(?:This site|Too many|Many codes)[^<]*/.exec(html)?.[0] ?? "no message";

async function run(flood: Flood, n: number) {
  const phones = Array.from({ length: FLOOD }, (_, i) => `041${n}${String(i).padStart(6, "0")}`);
  const statuses = new Map<number, number>();
  const warningsBefore = log.split("\n").filter((line) => /"level":"warn"/.test(line)).length;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < FLOOD) {
        const i = next++;
        const answer = flood.loadsPage
          ? await askAsBrowser(flood.site, flood.address(i), phones[i]!)
          : await send(flood.site, SIGN_IN, flood.address(i), { intent: "send-code", phone: phones[i]! });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const texts = textsTo(new Set(phones));
  const buyerPhones = Array.from({ length: BUYERS }, (_, i) => `041${n}9999${String(i).padStart(2, "0")}`);
  const answers = await Promise.all(
    buyerPhones.map((phone, i) => askAsBrowser(flood.site, `61.${n}.${i}.20`, phone)),
  );
  const refused = answers.filter((a) => !(a.status === 200 && a.body.includes("We sent a code to")));
  const warnings = log.split("\n").filter((line) => /"level":"warn"/.test(line)).length - warningsBefore;
  console.log(
    [
      `${flood.name} (${flood.site}), ${FLOOD} requests in ${seconds.toFixed(1)} s:`,
      `  texts sent to the flood: ${texts}`,
      `  flood answers: ${JSON.stringify(Object.fromEntries(statuses))}`,
      `  real buyers refused: ${refused.length} of ${BUYERS}` +
        (refused.length ? ` (${refused[0]!.status}: ${reason(refused[0]!.body)})` : ""),
      `  texts to real buyers: ${textsTo(new Set(buyerPhones))}`,
      `  warnings logged: ${warnings}`,
    ].join("\n"),
  );
}

try {
  await untilUp();
  for (const [i, flood] of FLOODS.entries()) await run(flood, i + 1);
} finally {
  stop();
}
