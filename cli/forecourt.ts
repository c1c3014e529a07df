import { Presets, SingleBar } from "cli-progress";
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { loadSiteRegistry, SiteConfigError } from "#server/sites/registry";
import { getEnv } from "#server/env.server";
import { importStock, readFeed } from "#server/stock/import";
import { FeedFormatError, firstRowNumberOf, formatOfFile } from "#server/stock/feed-formats";
import { LEADS_HELP, LeadsUsageError, leadsCommand } from "./leads";
import { RESERVATIONS_HELP, reservationsCommand } from "./reservations";
import { FEEDS_HELP, feedsCommand } from "./feeds";
import { openForCommand } from "./open";
import { BACKUP_HELP, backupCommand, restoreCommand } from "./backup";
import { BackupError } from "#server/db/backup.server";
import { DemoDataRefused } from "#server/demo/seed";
import { DatabaseInUseError } from "#server/db/client";
import { say } from "./terminal";
import { FeedsUsageError } from "#server/stock/feed-runs.server";

const HELP = `Forecourt command line

  npm run forecourt -- <command> [options]

Commands
  sites                              Validate every site file and list the sites
  seed [--cars N] [--seed S] [--replace-stock]
                                     (Re)load the demo data; --cars sets the total across all sites;
                                     over stock the demo did not load only with --replace-stock
  import --site <slug> <file> [--full]
                                     Import stock from a CSV, JSON or XML feed (docs/stock-feed.md);
                                     --full marks the site's cars missing from the feed as sold
  docs                               Regenerate docs/site-config.md and sites/site.schema.json
  icons                              Regenerate the icons' CSS from app/components/ui/icon-names.ts
  screenshot <url> [<url>...]        Phone and desktop screenshots into test-results/screenshots
${LEADS_HELP}
${FEEDS_HELP}
${RESERVATIONS_HELP}
${BACKUP_HELP}
`;

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  switch (command) {
    case "sites": {
      const registry = loadSiteRegistry(getEnv().SITES_DIR);
      for (const site of registry.sites) {
        console.log(
          `${site.slug.padEnd(24)} ${site.template.padEnd(10)} ${site.name}${site === registry.defaultSite ? "  (default)" : ""}`,
        );
      }
      return 0;
    }
    case "seed": {
      const { values } = parseArgs({
        args: rest,
        options: { cars: { type: "string" }, seed: { type: "string" }, "replace-stock": { type: "boolean" } },
      });
      const cars = values.cars ? Number(values.cars) : undefined;
      if (cars !== undefined && (!Number.isInteger(cars) || cars < 1))
        throw new UsageError("--cars takes a whole number above 0");
      // Commands load what only they need (a browser, the demo generator): an import starts fast.
      const { prepareDemo } = await import("./prepare");
      await prepareDemo({
        cars,
        seed: values.seed ? Number(values.seed) : undefined,
        force: true,
        replaceStock: values["replace-stock"],
      });
      return 0;
    }
    case "import": {
      const { values, positionals } = parseArgs({
        args: rest,
        allowPositionals: true,
        options: { site: { type: "string" }, full: { type: "boolean", default: false } },
      });
      if (!values.site || positionals.length !== 1)
        throw new UsageError("usage: import --site <slug> <file> [--full]");
      const { registry, handle } = await openForCommand();
      try {
        const site = registry.bySlug.get(values.site);
        if (!site)
          throw new UsageError(
            `no site "${values.site}"; sites are: ${registry.sites.map((s) => s.slug).join(", ")}`,
          );
        const file = positionals[0]!;
        const raw = await readFeed(file);
        const bar = new SingleBar({ format: "Importing {bar} {value}/{total} rows" }, Presets.shades_classic);
        const showBar = process.stdout.isTTY && raw.length > 500;
        if (showBar) bar.start(raw.length, 0);
        const report = await importStock(handle.db, site, raw, {
          file,
          full: values.full,
          firstRowNumber: firstRowNumberOf(formatOfFile(file)!),
          onProgress: (done) => showBar && bar.update(done),
        });
        if (showBar) bar.stop();
        console.log(
          `${report.total} rows: ${report.added} added, ${report.updated} updated, ${report.unchanged} unchanged, ${report.rejected.length} rejected` +
            (values.full ? `, ${report.markedSold} missing from the feed marked sold` : ""),
        );
        for (const problem of report.rejected)
          say(`  row ${problem.row}: ${problem.field}: ${problem.reason}`);
        return report.rejected.length ? 2 : 0;
      } finally {
        await handle.close();
      }
    }
    case "docs": {
      const { siteConfigMarkdown, siteJsonSchema } = await import("./site-docs");
      writeFileSync("docs/site-config.md", siteConfigMarkdown());
      writeFileSync("sites/site.schema.json", JSON.stringify(siteJsonSchema(), null, 2) + "\n");
      console.log("Wrote docs/site-config.md and sites/site.schema.json");
      return 0;
    }
    case "icons": {
      const { ICON_CSS_FILE, iconCss } = await import("./icon-css");
      writeFileSync(ICON_CSS_FILE, await iconCss());
      console.log(`Wrote ${ICON_CSS_FILE}`);
      return 0;
    }
    case "leads":
      return leadsCommand(rest);
    case "reservations":
      return reservationsCommand(rest);
    case "feeds":
      return feedsCommand(rest);
    case "backup":
      return backupCommand(rest);
    case "restore":
      return restoreCommand(rest);
    case "screenshot": {
      if (rest.length === 0) throw new UsageError("usage: screenshot <url> [<url>...]");
      const { screenshot } = await import("./screenshot");
      for (const file of await screenshot(rest)) console.log(file);
      return 0;
    }
    default:
      console.log(HELP);
      return command && command !== "help" ? 1 : 0;
  }
}

class UsageError extends Error {}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error) => {
    if (
      error instanceof UsageError ||
      error instanceof LeadsUsageError ||
      error instanceof SiteConfigError ||
      error instanceof FeedFormatError ||
      error instanceof FeedsUsageError ||
      error instanceof BackupError ||
      error instanceof DemoDataRefused ||
      error instanceof DatabaseInUseError
    ) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  });
