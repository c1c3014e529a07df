import { privatePagesOf } from "#server/cache/page-policy.server";
import { createStockChangeTracker } from "./stock/stock-changes.server";
import { createHash } from "node:crypto";
import { STATUS_CODES } from "node:http";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import { SESSION_COOKIE } from "./auth/auth.server";
import { createPageCache } from "./cache/page-cache.server";
import { pagesInFlight } from "./cache/pages-in-flight.server";
import { getEnv } from "./env.server";
import { logRequestError, refusalStatus } from "./log.server";
import { requestContext } from "./request-context.server";
import { closeRuntime, getRuntime } from "./runtime.server";
import { isDirectLocal, opsEndpoints, startDraining } from "./ops/endpoints.server";
import { requestMetrics } from "./ops/metrics.server";
import { currentStockVersion, runWithRequestVersions } from "./cache/site-memo.server";
import { resolveSiteForHost, type Site } from "./sites/registry";
import { searchApi } from "./search/api.server";
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

// The operator's endpoints first: a scrape or a balancer's check is neither logged nor counted.
app.use(opsEndpoints({ anyHost: false }));
// The local feeds (LOCAL_FEEDS): the sites' stock as a dealer's system publishes it, to this
// machine only; any other request passes on (to the site's 404).
app.use("/local-feeds", (req, res, next) => {
  if (!isDirectLocal(req)) return next();
  getRuntime().then(
    async (runtime) => {
      if (runtime.localFeeds) await runtime.localFeeds.handle(req.method, req.url, req, res);
      else next();
    },
    (error: unknown) => next(error),
  );
});
app.use(requestMetrics());
app.use(requestScope());
app.use(requestLimits());
app.use(securityHeaders({ dev: env.NODE_ENV === "development", stripe: env.PAYMENTS === "stripe" }));
app.use(refuseCrossSiteWrites());
// A page request reads each site's stock version once, whoever asks for it (page cache, shell, loaders),
// and is counted in flight until answered: a CDN purge outwaits the pages begun before a change.
app.use((req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  res.once("close", pagesInFlight.begin());
  runWithRequestVersions(next);
});

// The stock search as JSON, for the search page's script and the budget finder (not a page: no
// loader or layout has anything to add to it).
app.get("/api/search", searchApi());

/*
 * The build, imported once: handed over as a function, React Router would derive its routes and
 * handler again on every request.
 */
const serverBuild = await import("virtual:react-router/server-build");

// Public pages from memory, with ETags and CDN headers (docs/decisions/021-page-cache.md).
if (env.PAGE_CACHE_MB > 0) {
  const siteKeys = new WeakMap<Site, string>();
  const { registry } = await getRuntime();
  // Each route says whether its page is the visitor's own; a site's names for My Garage are too.
  const privatePage = privatePagesOf(serverBuild.routes);
  const garagePaths = new Set(registry.sites.flatMap((site) => site.garage_paths));
  let changes: ReturnType<typeof createStockChangeTracker> | undefined;
  const pageCache = createPageCache({
    buildId: serverBuild.assets.version,
    maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
    windowMs: env.PAGE_CACHE_WINDOW_S * 1000,
    sessionCookie: SESSION_COOKIE,
    isPrivatePath: (path) => privatePage(path) || garagePaths.has(path) || path.startsWith("/api/"),
    async keyFor(host) {
      const runtime = await getRuntime();
      const site = resolveSiteForHost(runtime.registry, host, {
        localhostSubdomains: runtime.env.LOCALHOST_SUBDOMAINS,
      });
      if (!site) return null;
      let siteKey = siteKeys.get(site);
      if (!siteKey) {
        siteKey = `${site.id}:${createHash("sha256").update(JSON.stringify(site)).digest("base64url").slice(0, 16)}`;
        siteKeys.set(site, siteKey);
      }
      return {
        site: siteKey,
        siteId: site.id,
        stockVersion: await currentStockVersion(runtime.database.db, site.id),
      };
    },
    async changedSince(siteId, since, to) {
      const runtime = await getRuntime();
      changes ??= createStockChangeTracker(runtime.database.db);
      return changes.changedSince(siteId, since, to);
    },
  });
  app.use(pageCache.handler);
}

app.use(
  createRequestHandler({
    build: serverBuild,
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      const { requestId, nonce } = locals(res);
      context.set(requestContext, { ip: req.ip ?? req.socket.remoteAddress ?? "unknown", requestId, nonce });
      return context;
    },
  }),
);

// What the routes did not handle: logged without personal data, answered without details. A
// refusal an Express part made on purpose (a 4xx HTTP error) keeps its status.
app.use(((error, req, res, next) => {
  logRequestError(error, { ...locals(res).log, method: req.method, path: req.path }, "request failed");
  if (res.headersSent) return next(error);
  const status = refusalStatus(error) ?? 500;
  res
    .status(status)
    .type("text/plain")
    .send(status === 500 ? "Something went wrong." : STATUS_CODES[status]);
}) as express.ErrorRequestHandler);

/** The ops port's app (OPS_PORT): the operator's endpoints on any host, nothing else. */
export const opsApp = express();
opsApp.disable("x-powered-by");
opsApp.use(opsEndpoints({ anyHost: true }));

export { closeRuntime, getRuntime, startDraining };

/** Starts what needs the server listening first: the stock feed scheduler (a local feed is this server). */
export async function startFeeds() {
  (await getRuntime()).startFeeds();
}
