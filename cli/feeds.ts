import { parseArgs } from "node:util";
import type { ImportReport } from "#server/stock/import";
import type { FeedHealth } from "#server/stock/feed-health.server";
import { ask, LeadsUsageError } from "./leads";
import { say } from "./terminal";

/*
 * `forecourt feeds`: each site's scheduled stock feeds, their last runs and their state; and
 * `feeds approve`, which applies a full feed held because it would have sold too much of a site
 * (docs/stock-feed.md "Scheduled feeds"). Usable while the server runs, as the other commands are.
 */
export const FEEDS_HELP = `  feeds [--site <slug>]              Each site's stock feeds: state (fresh, late, failing), last
                                     good run, last run and what it did
  feeds approve --site <slug> [--feed <name>]
                                     Apply a full feed held for selling too much of the site`;

/** A time from the command's answer (a Date here, a string through the server's socket). */
const at = (value: Date | string | null) =>
  value === null ? "never" : new Date(value).toISOString().replace("T", " ").slice(0, 16);

function ago(value: Date | string | null, now: Date) {
  if (value === null) return "";
  const minutes = Math.round((+now - +new Date(value)) / 60_000);
  return minutes < 60 ? ` (${minutes} min ago)` : ` (${Math.round(minutes / 60)} h ago)`;
}

function printFeed(feed: FeedHealth, now: Date) {
  const kind = `${feed.format} ${feed.full ? "full" : "delta"}, every ${feed.everyMinutes} min`;
  say(
    `${feed.site.padEnd(22)} ${feed.feed.padEnd(10)} ${feed.state.toUpperCase().padEnd(8)}${feed.stale ? " STALE" : ""}  ${kind}`,
  );
  say(`  source     ${feed.source}`);
  say(
    `  last good  ${at(feed.lastGoodAt)}${ago(feed.lastGoodAt, now)}; late after ${feed.lateAfterMinutes} min`,
  );
  const run = feed.lastRun;
  if (!run) {
    say(`  last run   none yet; next ${at(feed.nextRunAt)}`);
    return;
  }
  const counts =
    run.outcome === "done"
      ? `: ${run.added} added, ${run.updated} updated, ${run.unchanged} unchanged, ${run.markedSold} marked sold, ${run.rejected} rejected${run.bytes === null ? "" : `, ${Math.round(run.bytes / 1024)} KB`}`
      : "";
  say(`  last run   #${run.id} ${at(run.finishedAt)} ${run.outcome}${counts}`);
  if (run.error) say(`             ${run.error}`);
  if (feed.heldRunId !== null)
    say(
      `  held       run #${feed.heldRunId}: npm run forecourt -- feeds approve --site ${feed.site} --feed ${feed.feed}`,
    );
}

export async function feedsCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { site: { type: "string" }, feed: { type: "string" } },
  });
  const [sub] = positionals;
  if (sub === "approve") {
    if (!values.site) throw new LeadsUsageError("usage: feeds approve --site <slug> [--feed <name>]");
    const report = (await ask({
      command: "feeds.approve",
      site: values.site,
      feed: values.feed ?? "stock",
    })) as ImportReport;
    console.log(
      `Applied: ${report.added} added, ${report.updated} updated, ${report.unchanged} unchanged, ${report.markedSold} marked sold, ${report.rejected.length} rejected.`,
    );
    return 0;
  }
  if (sub !== undefined) throw new LeadsUsageError(`unknown feeds command "${sub}"\n${FEEDS_HELP}`);
  const feeds = (await ask({ command: "feeds.list", site: values.site })) as FeedHealth[];
  if (feeds.length === 0) console.log(values.site ? `${values.site} has no feeds.` : "No site has a feed.");
  const now = new Date();
  for (const feed of feeds) printFeed(feed, now);
  return feeds.some((feed) => feed.state !== "fresh") ? 3 : 0;
}
