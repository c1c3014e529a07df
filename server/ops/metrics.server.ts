import type { RequestHandler } from "express";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/*
 * The instance's metrics, in Prometheus's text format at /metrics (server/ops/endpoints.server.ts;
 * docs/decisions/044-health-and-metrics.md). Each metric is made once here; the module that sees the
 * event counts it. What the database holds for every instance alike (deliveries by state, holds in
 * force) is read when Prometheus asks, so every instance reports the same figure: sum the counters
 * over instances, take one instance's value (max) of those gauges.
 *
 * No label takes a value from the request beyond the route kind and the status code, so the number
 * of series stays fixed whatever anyone asks for.
 */
export const registry = new Registry();
// Process CPU and memory, heap, garbage collection and the event loop's delay (nodejs_eventloop_lag_*).
collectDefaultMetrics({ register: registry });

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: "forecourt_http_requests_total",
  help: "Requests answered, by route kind and status code.",
  labelNames: ["kind", "status"] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: "forecourt_http_request_duration_seconds",
  help: "Time from a request's arrival to the end of its answer, by route kind.",
  labelNames: ["kind"] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const pageCacheRequests = new Counter({
  name: "forecourt_page_cache_requests_total",
  help: "Public page requests the page cache answered (hit) or passed to the router (miss).",
  labelNames: ["result"] as const,
  registers: [registry],
});

export const searchDuration = new Histogram({
  name: "forecourt_search_duration_seconds",
  help: "Time the search engine took for one search (the page's or the API's), index ready.",
  buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1],
  registers: [registry],
});

export const searchIndexBuilds = new Counter({
  name: "forecourt_search_index_builds_total",
  help: "Search indexes made: whole (a site's first load or a full read) or from changed cars.",
  labelNames: ["kind"] as const,
  registers: [registry],
});

export const searchIndexBuildDuration = new Histogram({
  name: "forecourt_search_index_build_seconds",
  help: "Time from reading a site's cars to its new index answering, by kind.",
  labelNames: ["kind"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

export const leadDeliveryAttempts = new Counter({
  name: "forecourt_lead_delivery_attempts_total",
  help: "Attempts to deliver a lead, by channel and outcome (delivered, failed: to be tried again, dead).",
  labelNames: ["channel", "outcome"] as const,
  registers: [registry],
});

export const leadDeliveries = new Gauge({
  name: "forecourt_lead_deliveries",
  help: "Lead deliveries in the outbox waiting (pending) or given up (dead); the same on every instance.",
  labelNames: ["state"] as const,
  registers: [registry],
});

export const leadOldestPending = new Gauge({
  name: "forecourt_lead_oldest_pending_seconds",
  help: "Age of the oldest lead delivery still pending (0 when none is); the same on every instance.",
  registers: [registry],
});

export const reservationHolds = new Gauge({
  name: "forecourt_reservation_holds",
  help: "Cars held by a paid reservation now; the same on every instance.",
  registers: [registry],
});

export const stockFeeds = new Gauge({
  name: "forecourt_stock_feeds",
  help: "The sites' stock feeds by state: fresh, late (no good run within its limit), failing (last run failed or held), stale (past the site's stale limit); the same on every instance.",
  labelNames: ["state"] as const,
  registers: [registry],
});

export const stockFeedNotFresh = new Gauge({
  name: "forecourt_stock_feed_not_fresh",
  help: "1 for each stock feed that is late or failing, by site, feed and state; none while every feed is fresh.",
  labelNames: ["site", "feed", "state"] as const,
  registers: [registry],
});

export const rateLimitRefusals = new Counter({
  name: "forecourt_rate_limit_refusals_total",
  help: "Requests the shared rate limiter refused, by policy and by what was over (visitor, site, pass).",
  labelNames: ["policy", "scope"] as const,
  registers: [registry],
});

export const databasePool = new Gauge({
  name: "forecourt_database_pool_connections",
  help: "This instance's PostgreSQL connections: total open, idle, and requests waiting for one.",
  labelNames: ["state"] as const,
  registers: [registry],
});

export const databaseUp = new Gauge({
  name: "forecourt_database_up",
  help: "1 when the database answered this scrape's questions, 0 when it did not.",
  registers: [registry],
});

/*
 * Route kinds: a fixed set, so that a crawler asking for a million addresses adds no series. The
 * order matters: the first that matches names the request.
 */
const KINDS: [RegExp, string][] = [
  [/^\/api\/search$/, "api_search"],
  [/^\/api\//, "api"],
  [/^\/search(?:\/|$)/, "search"],
  [/^\/cars\/[^/]+\/(?:checkout|buy-online)$/, "checkout"],
  [/^\/cars\/[^/]+$/, "vehicle"],
  [/^\/img\//, "image"],
  [/^\/(?:sitemap\.xml|robots\.txt|feeds\/)/, "seo"],
  [/^\/(?:healthz|readyz|metrics)$/, "ops"],
  [/^\/$/, "home"],
];

/** The kind of a request's path for the request metrics: home, search, vehicle, api ... or page. */
export function routeKind(path: string): string {
  for (const [pattern, kind] of KINDS) if (pattern.test(path)) return kind;
  return "page";
}

/** Counts one answered request; `cache` is the page cache's X-Page-Cache header, if it set one. */
export function countRequest(path: string, status: number, seconds: number, cache: unknown) {
  const kind = routeKind(path);
  httpRequests.inc({ kind, status: String(status) });
  httpDuration.observe({ kind }, seconds);
  if (cache === "hit" || cache === "miss") pageCacheRequests.inc({ result: cache });
}

/** Counts every request the app answers, when its answer ends (or the visitor goes away). */
export function requestMetrics(): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.once("close", () =>
      countRequest(
        req.path,
        res.statusCode,
        (performance.now() - started) / 1000,
        res.getHeader("x-page-cache"),
      ),
    );
    next();
  };
}
