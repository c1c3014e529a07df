import { and, asc, count, eq, gt, inArray, sql } from "drizzle-orm";
import express, { type Request, type RequestHandler } from "express";
import { pingDatabase } from "#server/db/client";
import { migrationsApplied } from "#server/db/migrate";
import { leadOutbox, reservations } from "#server/db/schema";
import { getRuntime, type Runtime } from "#server/runtime.server";
import {
  databasePool,
  databaseUp,
  leadDeliveries,
  leadOldestPending,
  registry,
  reservationHolds,
  stockFeedNotFresh,
  stockFeeds,
} from "./metrics.server";
import { FEED_STATES } from "#domain/stock-feeds";
import { feedHealth } from "#server/stock/feed-health.server";

/*
 * The operator's endpoints (docs/decisions/044-health-and-metrics.md):
 * - GET /healthz: the process answers (200 whenever it can answer at all);
 * - GET /readyz: this instance should be sent requests: its runtime is up, the database answers and
 *   has every migration the code needs, and it is not draining (503 with the reason otherwise);
 * - GET /metrics: Prometheus's text format (server/ops/metrics.server.ts).
 *
 * They answer on OPS_PORT for any host (a listener of their own, for balancers and Prometheus on a
 * private network), and on the public port only to a request made on this machine directly: from
 * a loopback address, to a loopback host name, with no proxy's forwarding header. Through a CDN or
 * a balancer, even one on this machine, a request carries a forwarding header, so no dealer's host
 * name (nor a forged "Host: localhost") reaches them; it gets the site's own 404.
 */

let draining = false;

/** From now on /readyz fails, so balancers stop sending this instance new requests. */
export function startDraining() {
  draining = true;
}

const LOOPBACK_ADDRESSES = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;
const FORWARDING = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "forwarded", "via"];

/** A request made on this machine straight to this process, not through any proxy. */
export function isDirectLocal(req: Request): boolean {
  return (
    LOOPBACK_ADDRESSES.has(req.socket.remoteAddress ?? "") &&
    LOOPBACK_HOST.test(req.headers.host ?? "") &&
    FORWARDING.every((header) => req.headers[header] === undefined)
  );
}

type Readiness = { ready: boolean; body: Record<string, unknown> };

export async function readiness(): Promise<Readiness> {
  if (draining) return { ready: false, body: { status: "draining" } };
  let runtime: Runtime;
  try {
    runtime = await getRuntime();
  } catch (error) {
    return { ready: false, body: { status: "starting failed", error: (error as Error).name } };
  }
  const { database, registry: sites } = runtime;
  try {
    const latency = await pingDatabase(database.db);
    const migrated = await migrationsApplied(database.db);
    return {
      ready: migrated,
      body: {
        status: migrated ? "ok" : "migrations pending",
        database: { kind: database.kind, status: "up", latency_ms: Math.round(latency * 10) / 10 },
        sites: sites.sites.length,
      },
    };
  } catch (error) {
    return {
      ready: false,
      body: {
        status: "degraded",
        database: { kind: database.kind, status: "down", error: (error as Error).name },
        sites: sites.sites.length,
      },
    };
  }
}

/** What the database holds for every instance alike, read as Prometheus asks. */
async function readSharedGauges(runtime: Runtime) {
  const { db } = runtime.database;
  leadDeliveries.reset();
  reservationHolds.reset();
  leadOldestPending.reset();
  try {
    // Pending and dead only: both are few and found by index; delivered rows grow for ever, and
    // their rate is forecourt_lead_delivery_attempts_total{outcome="delivered"}.
    const states = await db
      .select({ state: leadOutbox.status, n: count() })
      .from(leadOutbox)
      .where(inArray(leadOutbox.status, ["pending", "dead"]))
      .groupBy(leadOutbox.status);
    leadDeliveries.set({ state: "pending" }, 0);
    leadDeliveries.set({ state: "dead" }, 0);
    for (const row of states) leadDeliveries.set({ state: row.state }, Number(row.n));
    const [oldest] = await db
      .select({ at: leadOutbox.created_at })
      .from(leadOutbox)
      .where(eq(leadOutbox.status, "pending"))
      .orderBy(asc(leadOutbox.created_at))
      .limit(1);
    leadOldestPending.set(oldest ? Math.max(0, (Date.now() - +oldest.at) / 1000) : 0);
    const [holds] = await db
      .select({ n: count() })
      .from(reservations)
      .where(and(eq(reservations.status, "held"), gt(reservations.expires_at, sql`now()`)));
    reservationHolds.set(Number(holds?.n ?? 0));
    await readFeedGauges(runtime);
    databaseUp.set(1);
  } catch {
    databaseUp.set(0);
  }
  databasePool.reset();
  const pool = runtime.database.pool?.();
  if (pool) for (const [state, n] of Object.entries(pool)) databasePool.set({ state }, n);
}

/** Each feed's state, and the feeds that need an operator by name. */
async function readFeedGauges(runtime: Runtime) {
  const health = await feedHealth(runtime.database.db, runtime.registry.sites);
  stockFeeds.reset();
  stockFeedNotFresh.reset();
  for (const state of [...FEED_STATES, "stale"]) stockFeeds.set({ state }, 0);
  for (const feed of health) {
    stockFeeds.inc({ state: feed.state });
    if (feed.stale) stockFeeds.inc({ state: "stale" });
    if (feed.state !== "fresh")
      stockFeedNotFresh.set({ site: feed.site, feed: feed.feed, state: feed.state }, 1);
  }
}

/**
 * The three endpoints. `anyHost` for the ops port's own listener; otherwise only a direct local
 * request is answered and every other passes on (to the site's 404).
 */
export function opsEndpoints(options: { anyHost: boolean }): RequestHandler {
  const router = express.Router();
  const allowed: RequestHandler = (req, res, next) => {
    res.set("Cache-Control", "no-store");
    if (options.anyHost || isDirectLocal(req)) return next();
    next("router");
  };
  router.get("/healthz", allowed, (_req, res) => {
    res.json({ status: "ok", uptime_s: Math.round(process.uptime()), node: process.version });
  });
  router.get("/readyz", allowed, async (_req, res) => {
    const { ready, body } = await readiness();
    res.status(ready ? 200 : 503).json(body);
  });
  router.get("/metrics", allowed, async (_req, res, next) => {
    try {
      await readSharedGauges(await getRuntime());
      res.type(registry.contentType).send(await registry.metrics());
    } catch (error) {
      next(error);
    }
  });
  return router;
}
