import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import { getEnv } from "./env.server";
import { getLogger } from "./log.server";
import { requestContext } from "./request-context.server";
import { closeRuntime, getHealth, getRuntime } from "./runtime.server";
import {
  locals,
  refuseCrossSiteWrites,
  requestLimits,
  requestScope,
  securityHeaders,
} from "./security/http.server";

/*
 * The server build's entry (vite.config.ts): an Express app around the React Router handler. The
 * HTTP host (cli/serve.ts) adds compression, static files and shutdown; this module owns
 * everything that shares state with the routes, and the guards every request passes first
 * (server/security/http.server.ts).
 */
const env = getEnv();
export const app = express();
app.disable("x-powered-by");
app.set("trust proxy", env.TRUST_PROXY);

app.use(requestScope());
app.use(requestLimits());
app.use(securityHeaders({ dev: env.NODE_ENV === "development", stripe: env.PAYMENTS === "stripe" }));
app.use(refuseCrossSiteWrites());

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
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      const { requestId, nonce } = locals(res);
      context.set(requestContext, { ip: req.ip ?? req.socket.remoteAddress ?? "unknown", requestId, nonce });
      return context;
    },
  }),
);

// What the routes did not handle: logged without personal data, answered without details.
app.use(((error, req, res, next) => {
  getLogger().error({ ...locals(res).log, err: error, path: req.path }, "request failed");
  if (res.headersSent) return next(error);
  res.status(500).type("text/plain").send("Something went wrong.");
}) as express.ErrorRequestHandler);

export { closeRuntime, getRuntime };
