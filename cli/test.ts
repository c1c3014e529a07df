import { spawnSync } from "node:child_process";
import { buildAll, isBuildCurrent } from "./build-state.ts";

/*
 * `npm test`: the whole suite, in order, stopping at the first failure: typecheck, lint, unit,
 * database (PGlite, or PostgreSQL when DATABASE_URL is set), build, the HTTP security suite against
 * the built server (on the same database), end-to-end in Chromium.
 */
const bin = (name: string) => `node_modules/.bin/${name}`;
const steps: [string, string, string[]][] = [
  ["typecheck", bin("react-router"), ["typegen"]],
  ["typecheck", bin("tsc"), ["--noEmit"]],
  ["lint", bin("eslint"), [".", "--max-warnings", "0"]],
  ["unit", bin("vitest"), ["run", "--project", "unit"]],
  ["database", bin("vitest"), ["run", "--project", "db"]],
];

function run(label: string, command: string, args: string[]) {
  console.log(`\n▶ ${label}: ${[command.replace("node_modules/.bin/", ""), ...args].join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

for (const [label, command, args] of steps) run(label, command, args);
if (!isBuildCurrent()) {
  console.log("\n▶ build: the app and its compiled server");
  await buildAll();
}
run("security", bin("vitest"), ["run", "--project", "http"]);
// The end-to-end server always runs on its own embedded database, whatever DATABASE_URL says.
const { DATABASE_URL: _ignored, ...e2eEnv } = process.env;
console.log("\n▶ end-to-end: playwright test");
const e2e = spawnSync(bin("playwright"), ["test"], { stdio: "inherit", env: e2eEnv });
if (e2e.status !== 0) {
  console.error("\n✖ end-to-end failed");
  process.exit(e2e.status ?? 1);
}
console.log("\n✔ all checks passed");
