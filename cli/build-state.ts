import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/*
 * The production build and whether build/ matches the sources: a hash of every file the build
 * reads. `npm start` builds only when it differs, so a second start takes seconds.
 *
 * Run by Node itself (cli/launch.ts, cli/build.ts: Node 24 strips the types), so it imports
 * nothing but Node's own modules and packages, and uses no TypeScript-only syntax.
 */
const INPUTS = [
  "app",
  "server",
  "domain",
  "cli",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];
const STAMP = path.join("build", ".source-hash");
/** The compiled server: what `npm start` runs (cli/start.ts and what it imports, bundled). */
export const SERVER_ENTRY = path.join("build", "start.js");

function walk(entry: string, out: string[]) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) walk(path.join(entry, name), out);
  } else out.push(entry);
}

export function sourceHash() {
  const files: string[] = [];
  for (const input of INPUTS) walk(input, files);
  const hash = createHash("sha256");
  for (const file of files) {
    if (file.endsWith(".test.ts") || file.endsWith(".test.tsx")) continue;
    hash.update(file).update(readFileSync(file));
  }
  return hash.digest("hex");
}

export function isBuildCurrent() {
  return (
    existsSync(path.join("build", "server", "index.js")) &&
    existsSync(SERVER_ENTRY) &&
    existsSync(STAMP) &&
    readFileSync(STAMP, "utf8") === sourceHash()
  );
}

/**
 * Builds the app (React Router: build/client and build/server) and the server that serves it
 * (esbuild: cli/start.ts into build/start.js, packages left to node_modules), then stamps build/.
 */
export async function buildAll() {
  const hash = sourceHash();
  const app = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
    stdio: "inherit",
  });
  if (app.status !== 0) throw new Error(`the app's build failed (exit ${app.status})`);
  const esbuild = await import("esbuild");
  await esbuild.build({
    entryPoints: ["cli/start.ts"],
    outfile: SERVER_ENTRY,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    packages: "external",
    tsconfig: "tsconfig.json",
    sourcemap: true,
    logLevel: "warning",
  });
  writeFileSync(STAMP, hash);
}
