import { execFileSync } from "node:child_process";
import { getEnv } from "#server/env.server";
import { SiteConfigError } from "#server/sites/registry";
import { DatabaseInUseError } from "#server/db/client";
import { isBuildCurrent, markBuildCurrent } from "./build-state";
import { prepareDemo } from "./prepare";
import { startServer } from "./serve";

/*
 * `npm start`: build when the sources changed, create and migrate the database, load the demo
 * data when it is missing or out of date, then serve. Every step is skipped when already done.
 */
async function main() {
  const started = performance.now();
  process.env.NODE_ENV ??= "production";
  const env = getEnv();
  if (!isBuildCurrent()) {
    console.log("Building the app (first start, or the sources changed)…");
    execFileSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], { stdio: "inherit" });
    markBuildCurrent();
  }
  await prepareDemo();
  await startServer({ port: env.PORT, host: env.HOST });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Forecourt is serving on http://localhost:${env.PORT} (Node ${process.version}, ready in ${seconds} s)`,
  );
  console.log(`Each site is also at http://<slug>.localhost:${env.PORT}`);
}

main().catch((error) => {
  if (error instanceof SiteConfigError || error instanceof DatabaseInUseError) {
    console.error(`\nCannot start: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
