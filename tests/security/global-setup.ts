import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, createWriteStream, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";

/*
 * Starts one built server for the HTTP security tests (tests/security/*.http.test.ts): on the
 * embedded database, or on a fresh database of the PostgreSQL server in DATABASE_URL. Its standard
 * output (the JSON log) goes to a file the log-redaction test reads. Requests from this machine may
 * name their visitor address in X-Forwarded-For (TRUST_PROXY=loopback), so each test is its own
 * visitor to the rate limiter.
 */
declare module "vitest" {
  export interface ProvidedContext {
    securityServer: {
      port: number;
      opsPort: number;
      dataDir: string;
      logFile: string;
      databaseUrl?: string;
      /** Every purge the server sent its CDN (PURGE_URLS): one line of keys per request. */
      purgeLog: string;
    };
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function waitForHealth(port: number, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The test server stopped (exit ${child.exitCode}); see ${logFile}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The test server did not start; see ${logFile}`);
}

export default async function setup(project: TestProject) {
  if (!existsSync("build/server/index.js"))
    throw new Error("The HTTP security tests run the built app: run `npm run build` first (npm test does).");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "forecourt-security-"));
  const logFile = path.join(dataDir, "server.log");
  const port = await freePort();
  const opsPort = await freePort();
  // A CDN's purge endpoint as Varnish's xkey module takes it: the keys of each PURGE, one line each.
  const purgeLog = path.join(mkdtempSync(path.join(os.tmpdir(), "forecourt-purges-")), "purges.log");
  writeFileSync(purgeLog, "");
  const purges = createHttpServer((req, res) => {
    if (req.method === "PURGE") appendFileSync(purgeLog, `${String(req.headers["xkey-purge"] ?? "")}\n`);
    res.end();
  });
  const purgePort = await new Promise<number>((resolve) =>
    purges.listen(0, "127.0.0.1", () => resolve((purges.address() as { port: number }).port)),
  );

  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (process.env.DATABASE_URL) {
    const name = `forecourt_security_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.href;
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  }

  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const log = createWriteStream(logFile);
  const child = spawn("node_modules/.bin/tsx", ["tests/security/serve.ts"], {
    env: {
      ...inherited,
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      PORT: String(port),
      OPS_PORT: String(opsPort),
      PURGE_URLS: `http://127.0.0.1:${purgePort}/`,
      DATA_DIR: dataDir,
      TRUST_PROXY: "loopback",
      LOG_LEVEL: "info",
      // Tests that read the page cache expect a copy made a moment before: a window of an hour
      // (not a minute) keeps its turn from falling between two requests of one test.
      PAGE_CACHE_WINDOW_S: "3600",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  await waitForHealth(port, child, logFile);
  project.provide("securityServer", { port, opsPort, dataDir, logFile, databaseUrl, purgeLog });

  return async () => {
    child.kill("SIGTERM");
    await new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(null);
      child.once("exit", resolve);
      setTimeout(() => child.kill("SIGKILL"), 12_000).unref();
    });
    await dropDatabase();
    purges.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(path.dirname(purgeLog), { recursive: true, force: true });
  };
}
