import { createRequestHandler } from "@react-router/express";
import express from "express";
import "react-router";
import { closeRuntime, getHealth, getRuntime } from "./runtime.server";

/*
 * The server build's entry (vite.config.ts): an Express app around the React Router handler. The
 * HTTP host (cli/serve.ts) adds compression, static files and shutdown; this module owns
 * everything that shares state with the routes.
 */
export const app = express();

app.get("/health", async (_req, res) => {
  const health = await getHealth();
  res
    .status(health.ok ? 200 : 503)
    .set("Cache-Control", "no-store")
    .json(health.body);
});

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
  }),
);

export { closeRuntime, getRuntime };
