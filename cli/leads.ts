import { parseArgs } from "node:util";
import { getEnv } from "#server/env.server";
import type { LeadDetail, LeadState, LeadSummary } from "#server/leads/operator.server";
import { answerOpsRequest, askRunningServer, type OpsRequest } from "#server/ops/ops-socket.server";
import { paymentServiceFor } from "#server/payments/choose.server";
import { openForCommand } from "./open";
import { say } from "./terminal";

/*
 * `forecourt leads`: the operator's view of leads and their delivery, usable while the site runs.
 * On the embedded database the running server answers over its ops socket; on PostgreSQL (or with
 * no server running) the command opens the database itself [docs/decisions/015-operator-commands.md].
 */
export const LEADS_HELP = `  leads [--site <slug>] [--status pending|delivered|dead] [--buyer <text>] [--limit N]
                                     List leads, newest first, with their delivery state;
                                     --buyer finds a buyer's by part of the name, e-mail or mobile
  leads show <id>                    One lead with each delivery and every attempt
  leads retry <id> | --dead [--site <slug>]
                                     Re-queue dead deliveries (of one lead, or all)`;

export class LeadsUsageError extends Error {}

export async function ask(request: OpsRequest): Promise<unknown> {
  const env = getEnv();
  if (!env.DATABASE_URL) {
    const answered = await askRunningServer(env.DATA_DIR, request);
    if (answered) return answered.answer;
  }
  const { handle, registry } = await openForCommand();
  try {
    return await answerOpsRequest(
      {
        db: handle.db,
        payments: await paymentServiceFor(getEnv(), handle.db),
        dump: handle.dump,
        sites: registry.sites,
      },
      request,
    );
  } finally {
    await handle.close();
  }
}

function printList(rows: LeadSummary[]) {
  if (rows.length === 0) {
    console.log("No leads.");
    return;
  }
  for (const row of rows) {
    const when = row.created_at.replace("T", " ").slice(0, 19);
    const what = row.subcategory ? `${row.category} / ${row.subcategory}` : row.category;
    const sent = row.deliveries ? `${row.delivered}/${row.deliveries} sent` : "no delivery";
    say(
      `${row.id}  ${when}  ${row.site.padEnd(20)} ${row.state.padEnd(9)} ${sent.padEnd(10)} ${what}${row.car ? `  ${row.car}` : ""}`,
    );
  }
}

function printDetail(detail: LeadDetail) {
  const { lead } = detail;
  say(`Lead ${lead.id} (${lead.site}), ${lead.created_at}`);
  say(`  ${lead.category}${lead.subcategory ? ` / ${lead.subcategory}` : ""}`);
  for (const [label, value] of [
    ["Name", lead.name],
    ["Email", lead.email],
    ["Phone", lead.phone],
    ["Car id", lead.car_id],
    ["Location id", lead.location_id],
    ["Message", lead.message],
  ] as const)
    if (value !== null && value !== undefined && value !== "") say(`  ${label}: ${value}`);
  // The form's other answers and the lead's attributes (pages visited, the car's stock number ...).
  if (Object.keys(lead.payload).length > 0) say(`  Details: ${JSON.stringify(lead.payload)}`);
  if (detail.deliveries.length === 0) console.log("  No deliveries (a tracking-only lead).");
  for (const d of detail.deliveries) {
    say(`  ${d.channel} to ${d.target}: ${d.status}, ${d.attempts} attempt(s)`);
    if (d.status === "pending") say(`    next attempt ${d.next_attempt_at}`);
    if (d.delivered_at) say(`    delivered ${d.delivered_at}`);
    for (const h of d.history)
      say(`    #${h.attempt} ${h.started_at} ${h.worker} ${h.ok ? "ok" : `failed: ${h.error}`}`);
  }
}

export async function leadsCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      site: { type: "string" },
      status: { type: "string" },
      limit: { type: "string" },
      buyer: { type: "string" },
      dead: { type: "boolean", default: false },
    },
  });
  const [sub, id] = positionals;
  if (sub === "show") {
    if (!id) throw new LeadsUsageError("usage: leads show <id>");
    const detail = (await ask({ command: "leads.show", id })) as LeadDetail | null;
    if (!detail) {
      console.error(`No lead ${id}.`);
      return 1;
    }
    printDetail(detail);
    return 0;
  }
  if (sub === "retry") {
    if (!id && !values.dead) throw new LeadsUsageError("usage: leads retry <id> | --dead [--site <slug>]");
    const count = (await ask({ command: "leads.retry", id, dead: values.dead, site: values.site })) as number;
    console.log(`${count} deliver${count === 1 ? "y" : "ies"} re-queued.`);
    return 0;
  }
  if (sub !== undefined) throw new LeadsUsageError(`unknown leads command "${sub}"\n${LEADS_HELP}`);
  const status = values.status as LeadState | undefined;
  if (status && !["pending", "delivered", "dead"].includes(status))
    throw new LeadsUsageError("--status is one of pending, delivered, dead");
  const limit = values.limit ? Number(values.limit) : undefined;
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1))
    throw new LeadsUsageError("--limit takes a whole number above 0");
  const buyer = values.buyer;
  printList((await ask({ command: "leads.list", site: values.site, status, limit, buyer })) as LeadSummary[]);
  return 0;
}
