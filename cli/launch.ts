import { pathToFileURL } from "node:url";
import { buildAll, isBuildCurrent, SERVER_ENTRY } from "./build-state.ts";

/*
 * `npm start`: builds what is out of date (the first start, or after the sources changed), then
 * runs the compiled server, build/start.js (cli/start.ts bundled). Node runs this file as it is
 * (it strips the types); nothing here needs more.
 */
process.env.NODE_ENV ??= "production";
if (!isBuildCurrent()) {
  console.log("Building the app (first start, or the sources changed)…");
  await buildAll();
}
await import(pathToFileURL(SERVER_ENTRY).href);
