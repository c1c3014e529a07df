import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/*
 * A PostgreSQL server for a benchmark: DATABASE_URL when given, else a throwaway cluster from
 * Debian's server binaries (initdb and pg_ctl on PATH), run as the postgres user when we are root.
 */
export type BenchPostgres = { url: string; stop: () => void };

export function startBenchPostgres(port = 25433): BenchPostgres {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: () => {} };
  const dir = mkdtempSync(path.join(os.tmpdir(), "forecourt-bench-pg-"));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  const run = (command: string) =>
    asRoot
      ? execFileSync("su", ["postgres", "-c", command], { stdio: "pipe" })
      : execFileSync("sh", ["-c", command], { stdio: "pipe" });
  const bin = (name: string) => {
    const found = execFileSync("sh", ["-c", `readlink -f "$(command -v ${name})"`])
      .toString()
      .trim();
    if (!found)
      throw new Error(`${name} is not on PATH: install Debian's postgresql package or set DATABASE_URL`);
    return found;
  };
  const initdb = bin("initdb");
  const pgCtl = path.join(path.dirname(initdb), "pg_ctl");
  const data = path.join(dir, "data");
  run(`${initdb} -D ${data} -U postgres --auth=trust -E UTF8`);
  run(
    `${pgCtl} -D ${data} -o "-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c shared_buffers=512MB -c work_mem=64MB" -l ${dir}/server.log -w start`,
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run(`${pgCtl} -D ${data} -m fast stop`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
