import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/*
 * Whether build/ matches the sources: a hash of every file the build reads. `npm start` rebuilds
 * only when it differs, so a second start takes seconds.
 */
const INPUTS = [
  "app",
  "server",
  "domain",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];
const STAMP = path.join("build", ".source-hash");

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
    existsSync(STAMP) &&
    readFileSync(STAMP, "utf8") === sourceHash()
  );
}

export function markBuildCurrent() {
  writeFileSync(STAMP, sourceHash());
}
