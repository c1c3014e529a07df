import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { hostname } from "node:os";
import { leadDeliveryAttempts as attemptsCounted } from "#server/ops/metrics.server";
import type { Database } from "#server/db/client";
import { leadDeliveryAttempts, leadOutbox } from "#server/db/schema";
import { log } from "#server/log.server";
import type { Site } from "#server/sites/registry";
import { getLeadRecord } from "./lead-record.server";
import type { Mailer } from "./mailer.server";
import { buyerEmail, dealerEmail, webhookPayload } from "./messages.server";
import { onLeadQueued } from "./queue.server";
import { postWebhook } from "./webhook.server";

/*
 * The delivery worker: runs in every server process and sends what the outbox owes, at least once
 * [docs/decisions/014-lead-delivery.md].
 * - Claiming: one UPDATE takes up to `batch` due rows chosen with FOR UPDATE SKIP LOCKED and moves
 *   their next_attempt_at ahead by the lease, so no other instance takes them while they are sent
 *   (and a process that dies mid-send leaves them to be taken again once the lease ends).
 * - After an attempt the row is marked delivered, or due again after an exponential backoff, or
 *   dead after the last attempt; each write checks the attempt number it claimed, so a row whose
 *   lease ran out and was taken by another instance is left to that instance.
 * - Every attempt is recorded in lead_delivery_attempts for `forecourt leads show`.
 * Times come from the database's clock, so instances with skewed clocks still agree.
 */
export type DeliverySettings = {
  maxAttempts: number;
  /** The wait after the first failure; it doubles with each further failure (up to 6 hours). */
  retryBaseMs: number;
  leaseSeconds: number;
  batch: number;
};

export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  maxAttempts: 10,
  retryBaseMs: 30_000,
  leaseSeconds: 120,
  batch: 10,
};

export type DeliveryDeps = {
  db: Database;
  sitesById: ReadonlyMap<number, Site>;
  mailer: Mailer;
  settings: DeliverySettings;
  /** Reads a webhook's signing secret by its variable name (process.env unless a test says). */
  secrets?: (name: string) => string | undefined;
  worker?: string;
};

const WORKER_ID = `${hostname()}:${process.pid}`;

/** The wait before attempt `attempt + 1`, with ±20% jitter so retries of many rows spread out. */
export function retryDelayMs(attempt: number, baseMs: number, random = Math.random): number {
  const exact = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 6 * 60 * 60 * 1000);
  return Math.round(exact * (0.8 + 0.4 * random()));
}

type Claimed = {
  id: number;
  lead_id: string;
  channel: string;
  target: string;
  secret_env: string | null;
  attempts: number;
};

async function claimDue(db: Database, settings: DeliverySettings): Promise<Claimed[]> {
  const due = db
    .select({ id: leadOutbox.id })
    .from(leadOutbox)
    .where(and(eq(leadOutbox.status, "pending"), lte(leadOutbox.next_attempt_at, sql`now()`)))
    .orderBy(leadOutbox.next_attempt_at, leadOutbox.id)
    .limit(settings.batch)
    .for("update", { skipLocked: true });
  return db
    .update(leadOutbox)
    .set({
      attempts: sql`${leadOutbox.attempts} + 1`,
      next_attempt_at: sql`now() + make_interval(secs => ${settings.leaseSeconds})`,
    })
    .where(inArray(leadOutbox.id, due))
    .returning({
      id: leadOutbox.id,
      lead_id: leadOutbox.lead_id,
      channel: leadOutbox.channel,
      target: leadOutbox.target,
      secret_env: leadOutbox.secret_env,
      attempts: leadOutbox.attempts,
    });
}

async function send(deps: DeliveryDeps, row: Claimed) {
  const lead = await getLeadRecord(deps.db, deps.sitesById, row.lead_id);
  if (!lead) throw new Error("the lead no longer exists");
  switch (row.channel) {
    case "dealer-email":
      if (!row.target) throw new Error("no recipient address");
      return deps.mailer.send(dealerEmail(lead, row.target));
    case "buyer-email":
      return deps.mailer.send(buyerEmail(lead, row.target));
    case "dealer-webhook": {
      const secret = row.secret_env
        ? (deps.secrets ?? ((name) => process.env[name]))(row.secret_env)
        : undefined;
      if (!secret) throw new Error(`the signing secret ${row.secret_env ?? "(none)"} is not set`);
      return postWebhook({ url: row.target, secret, id: lead.id, body: webhookPayload(lead) });
    }
    default:
      throw new Error(`unknown delivery channel ${row.channel}`);
  }
}

async function attempt(deps: DeliveryDeps, row: Claimed): Promise<boolean> {
  const started = new Date();
  const context = { outbox_id: row.id, lead_id: row.lead_id, channel: row.channel, attempt: row.attempts };
  let failure: string | null = null;
  try {
    await send(deps, row);
  } catch (error) {
    // The full reason (it may name the recipient) stays in the database, for the operator; the log
    // gets it masked.
    failure = (error instanceof Error && error.message) || "delivery failed";
  }
  const mine = and(eq(leadOutbox.id, row.id), eq(leadOutbox.attempts, row.attempts));
  const dead = failure !== null && row.attempts >= deps.settings.maxAttempts;
  await deps.db.transaction(async (tx) => {
    if (failure === null) {
      await tx
        .update(leadOutbox)
        .set({ status: "delivered", delivered_at: sql`now()`, last_error: null })
        .where(mine);
    } else {
      const waitMs = retryDelayMs(row.attempts, deps.settings.retryBaseMs);
      await tx
        .update(leadOutbox)
        .set({
          status: dead ? "dead" : "pending",
          last_error: failure.slice(0, 1000),
          next_attempt_at: sql`now() + make_interval(secs => ${waitMs / 1000})`,
        })
        .where(mine);
    }
    await tx.insert(leadDeliveryAttempts).values({
      outbox_id: row.id,
      attempt: row.attempts,
      worker: deps.worker ?? WORKER_ID,
      started_at: started,
      ok: failure === null,
      error: failure?.slice(0, 1000) ?? null,
    });
  });
  attemptsCounted.inc({
    channel: row.channel,
    outcome: failure === null ? "delivered" : dead ? "dead" : "failed",
  });
  if (failure === null) log.info("lead delivered", context);
  else
    log.warn(dead ? "lead delivery dead-lettered" : "lead delivery failed; will retry", {
      ...context,
      err: new Error(failure),
    });
  return failure === null;
}

/** Sends one batch of due deliveries; answers how many rows it claimed. */
export async function deliverDue(deps: DeliveryDeps): Promise<number> {
  const claimed = await claimDue(deps.db, deps.settings);
  await Promise.all(claimed.map((row) => attempt(deps, row)));
  return claimed.length;
}

export type DeliveryWorker = { stop(): Promise<void>; wake(): void };

/** Polls for due deliveries (and starts at once when this process stores a lead) until stopped. */
export function startDeliveryWorker(deps: DeliveryDeps & { pollMs: number }): DeliveryWorker {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(wake, deps.pollMs);
    timer.unref();
  };
  async function run() {
    try {
      do {
        again = false;
        // A full batch suggests more are due: go again without waiting.
        if ((await deliverDue(deps)) === deps.settings.batch) again = true;
      } while (again && !stopped);
    } catch (error) {
      log.warn("lead delivery worker: claiming failed", { err: error });
    }
  }
  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = null;
      schedule();
    });
  }
  const unsubscribe = onLeadQueued(wake);
  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      await running;
    },
  };
}
