import { chmodSync, rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import type { Database } from "#server/db/client";
import { listLeads, retryLeads, showLead, LEAD_STATES, type LeadState } from "#server/leads/operator.server";
import { log } from "#server/log.server";
import { RESERVATION_STATUSES, type ReservationStatus } from "#domain/reservations";
import {
  completeReservation,
  listReservations,
  releaseDueReservations,
} from "#server/workflows/reservations.server";
import type { PaymentService } from "#server/payments/payment-service";
import { writeBackup } from "#server/db/backup.server";
import type { Site } from "#server/sites/registry";
import { feedHealth } from "#server/stock/feed-health.server";
import { approveHeldFeed, FeedsUsageError } from "#server/stock/feed-runs.server";

/*
 * The operator's way into a running server on the embedded database [docs/decisions/015-operator-commands.md].
 * PGlite lives inside the server process, so `forecourt leads` cannot open it while the server runs;
 * instead the server listens on a Unix socket in DATA_DIR, readable by its own user alone (mode
 * 0600: the file system is the authentication), and the command asks it. Nothing listens on the
 * network for this. On PostgreSQL the command opens the database itself.
 */
export const OPS_SOCKET = "ops.sock";
const MAX_BODY = 16 * 1024;

export type OpsRequest =
  | { command: "leads.list"; site?: string; status?: LeadState; limit?: number; buyer?: string }
  | { command: "leads.show"; id: string }
  | { command: "leads.retry"; id?: string; dead?: boolean; site?: string }
  /** Runs the reservation job now; `at` runs it as if it were that time (a test clock). */
  | { command: "reservations.release"; at?: string }
  | { command: "reservations.list"; site?: string; status?: ReservationStatus; limit?: number }
  | { command: "reservations.complete"; id: string }
  /** Writes a backup of the embedded database to `file` (an absolute path). */
  | { command: "backup"; file: string }
  | { command: "feeds.list"; site?: string }
  /** Applies a feed's held run. */
  | { command: "feeds.approve"; site: string; feed: string };

export type OpsDeps = {
  db: Database;
  payments: PaymentService;
  sites: readonly Site[];
  dump?: () => Promise<Blob>;
};

/** One operator request, answered the same way in the server and in the command. */
export async function answerOpsRequest(deps: OpsDeps, request: OpsRequest): Promise<unknown> {
  const { db } = deps;
  switch (request.command) {
    case "leads.list":
      if (request.status && !LEAD_STATES.includes(request.status))
        throw new Error(`unknown status ${request.status}`);
      return listLeads(db, request);
    case "leads.show":
      return showLead(db, request.id);
    case "leads.retry":
      return request.id
        ? retryLeads(db, { id: request.id })
        : retryLeads(db, { dead: true, site: request.site });
    case "reservations.release": {
      const at = request.at === undefined ? undefined : new Date(request.at);
      if (at && Number.isNaN(at.getTime())) throw new Error(`not a time: ${request.at}`);
      return releaseDueReservations(db, deps.payments, at);
    }
    case "reservations.list":
      if (request.status && !RESERVATION_STATUSES.includes(request.status))
        throw new Error(`unknown status ${request.status}`);
      return listReservations(db, request);
    case "reservations.complete":
      return completeReservation(db, request.id);
    case "backup":
      if (typeof request.file !== "string" || !path.isAbsolute(request.file))
        throw new Error("a backup needs the absolute path of its file");
      return writeBackup(deps.dump, request.file);
    case "feeds.list":
      return feedHealth(
        db,
        deps.sites.filter((site) => request.site === undefined || site.slug === request.site),
      );
    case "feeds.approve": {
      const site = deps.sites.find((s) => s.slug === request.site);
      if (!site) throw new FeedsUsageError(`no site "${request.site}"`);
      return approveHeldFeed(db, site, request.feed);
    }
    default:
      throw new Error("unknown command");
  }
}

export function socketPath(dataDir: string) {
  return path.resolve(dataDir, OPS_SOCKET);
}

export async function startOpsSocket(deps: OpsDeps, dataDir: string): Promise<() => Promise<void>> {
  const file = socketPath(dataDir);
  // A socket path is limited to about 100 bytes; a longer DATA_DIR goes without (the command says so).
  if (Buffer.byteLength(file) > 100) {
    log.warn("ops socket not started: DATA_DIR path too long for a Unix socket", {});
    return async () => {};
  }
  // A socket left by a process that died: the database lock has already proved no server holds it.
  rmSync(file, { force: true });
  const server = http.createServer((req, res) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) req.destroy();
      else chunks.push(chunk);
    });
    req.on("end", async () => {
      try {
        const request = JSON.parse(Buffer.concat(chunks).toString("utf8")) as OpsRequest;
        const answer = await answerOpsRequest(deps, request);
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ok: true, answer }));
      } catch (error) {
        log.warn("ops request failed", { err: error });
        res
          .writeHead(400, { "content-type": "application/json" })
          .end(JSON.stringify({ ok: false, error: (error as Error).message }));
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(file, () => resolve());
  });
  chmodSync(file, 0o600);
  server.unref();
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
      rmSync(file, { force: true });
    });
}

/** The command's side: asks a running server, or answers null when none is listening. */
export function askRunningServer(dataDir: string, request: OpsRequest): Promise<{ answer: unknown } | null> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        socketPath: socketPath(dataDir),
        method: "POST",
        path: "/",
        headers: { "content-type": "application/json" },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
            ok: boolean;
            answer?: unknown;
            error?: string;
          };
          if (body.ok) resolve({ answer: body.answer });
          else reject(new Error(body.error ?? "the server refused the request"));
        });
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") resolve(null);
      else reject(error);
    });
    req.end(JSON.stringify(request));
  });
}
