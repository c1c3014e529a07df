import { getEnv } from "#server/env.server";
import { SiteConfigError } from "#server/sites/registry";
import { DatabaseInUseError } from "#server/db/client";
import { DemoDataRefused } from "#server/demo/seed";
import { prepareDemo } from "./prepare";
import { startServer } from "./serve";

/*
 * The server `npm start` runs, compiled into build/start.js (cli/launch.ts builds it when the
 * sources changed): create and migrate the database, load the demo data when it is missing or out
 * of date, then serve. Every step is skipped when already done.
 */
async function main() {
  process.env.NODE_ENV ??= "production";
  const env = getEnv();
  // The demo's stock on the embedded database; on PostgreSQL only when asked (DEMO_DATA=on).
  if ((env.DEMO_DATA ?? (env.DATABASE_URL ? "off" : "on")) === "on") await prepareDemo();
  await startServer({ port: env.PORT, host: env.HOST });
  // From the process's start, the build included when cli/launch.ts made one.
  const seconds = (performance.now() / 1000).toFixed(1);
  console.log(
    `Forecourt is serving on http://localhost:${env.PORT} (Node ${process.version}, ready in ${seconds} s)`,
  );
  console.log(`Each site is also at http://<slug>.localhost:${env.PORT}`);
}

main().catch((error) => {
  if (
    error instanceof SiteConfigError ||
    error instanceof DatabaseInUseError ||
    error instanceof DemoDataRefused
  ) {
    console.error(`\nCannot start: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
