import { parseArgs } from "node:util";
import { RESERVATION_STATUSES, type ReservationStatus } from "#domain/reservations";
import type { ReservationSummary } from "#server/workflows/reservations.server";
import { ask, LeadsUsageError } from "./leads";
import { say } from "./terminal";

/*
 * `forecourt reservations`: the operator's and the dealer's view of online reservations, usable
 * while the site runs (through the ops socket on the embedded database) [docs/decisions/020-reserve-online.md].
 */
export const RESERVATIONS_HELP = `  reservations [--site <slug>] [--status held|pending|...] [--limit N]
                                     List reservations, newest first
  reservations complete <id>         The dealer sold the car to the buyer who holds it: no refund
  reservations release [--at <time>] End holds that are over and make the refunds owed (every
                                     server does this each minute); --at runs it as of a time`;

export async function reservationsCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      site: { type: "string" },
      status: { type: "string" },
      limit: { type: "string" },
      at: { type: "string" },
    },
  });
  const [sub, id] = positionals;
  if (sub === "release") {
    const result = (await ask({ command: "reservations.release", at: values.at })) as {
      released: number;
      refunded: number;
    };
    console.log(`${result.released} reservation(s) ended, ${result.refunded} deposit(s) refunded.`);
    return 0;
  }
  if (sub === "complete") {
    if (!id) throw new LeadsUsageError("usage: reservations complete <id>");
    const done = (await ask({ command: "reservations.complete", id })) as boolean;
    console.log(
      done ? `Reservation ${id} completed: the deposit is part of the sale.` : `No held reservation ${id}.`,
    );
    return done ? 0 : 1;
  }
  if (sub !== undefined)
    throw new LeadsUsageError(`unknown reservations command "${sub}"\n${RESERVATIONS_HELP}`);
  const status = values.status as ReservationStatus | undefined;
  if (status && !RESERVATION_STATUSES.includes(status))
    throw new LeadsUsageError(`--status is one of ${RESERVATION_STATUSES.join(", ")}`);
  const limit = values.limit ? Number(values.limit) : undefined;
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1))
    throw new LeadsUsageError("--limit takes a whole number above 0");
  const rows = (await ask({
    command: "reservations.list",
    site: values.site,
    status,
    limit,
  })) as ReservationSummary[];
  if (rows.length === 0) console.log("No reservations.");
  for (const row of rows)
    say(
      `${row.id}  ${row.created_at.replace("T", " ").slice(0, 19)}  ${row.site.padEnd(20)} ${row.status.padEnd(9)} ${row.payment.padEnd(10)} $${row.amount}  until ${row.expires_at.replace("T", " ").slice(0, 16)}  ${row.car}`,
    );
  return 0;
}
