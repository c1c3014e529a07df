import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { SiteConfigSchema, type Layout, type SiteConfig } from "./schema";
import { TEMPLATE_PRESETS } from "./templates";

export type Site = SiteConfig & { layout: Layout; sourceFile: string };

export class SiteConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SiteConfigError";
  }
}

function describeIssues(file: string, issues: z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => {
      const field = issue.path.length ? issue.path.join(".") : "(file)";
      return `${file}: ${field}: ${issue.message}`;
    })
    .join("\n");
}

/** Validates one site file's parsed JSON; throws a SiteConfigError naming the file and field. */
export function parseSiteConfig(raw: unknown, file: string): Site {
  const parsed = SiteConfigSchema.safeParse(raw);
  if (!parsed.success) throw new SiteConfigError(describeIssues(file, parsed.error.issues));
  const config = parsed.data;
  const slugFromFile = path.basename(file).replace(/\.json$/, "");
  if (slugFromFile !== config.slug) {
    throw new SiteConfigError(`${file}: slug: "${config.slug}" must match the file name "${slugFromFile}"`);
  }
  const dealershipIds = new Set(config.dealerships.map((d) => d.id));
  if (!dealershipIds.has(config.dealership_id)) {
    throw new SiteConfigError(
      `${file}: dealership_id: ${config.dealership_id} is not one of dealerships[].id`,
    );
  }
  config.locations.forEach((location, i) => {
    if (!dealershipIds.has(location.dealership_id)) {
      throw new SiteConfigError(
        `${file}: locations.${i}.dealership_id: ${location.dealership_id} is not one of dealerships[].id`,
      );
    }
  });
  return { ...config, layout: { ...TEMPLATE_PRESETS[config.template], ...config.layout }, sourceFile: file };
}

export type SiteRegistry = {
  sites: Site[];
  bySlug: Map<string, Site>;
  byDomain: Map<string, Site>;
  defaultSite: Site;
};

export function createSiteRegistry(sites: Site[]): SiteRegistry {
  if (sites.length === 0) throw new SiteConfigError("No site configuration files were found.");
  const bySlug = new Map<string, Site>();
  const byDomain = new Map<string, Site>();
  const ids = new Map<number, Site>();
  for (const site of sites) {
    if (bySlug.has(site.slug))
      throw new SiteConfigError(`${site.sourceFile}: slug: "${site.slug}" is used twice`);
    const sameId = ids.get(site.id);
    if (sameId)
      throw new SiteConfigError(`${site.sourceFile}: id: ${site.id} is also used by ${sameId.sourceFile}`);
    bySlug.set(site.slug, site);
    ids.set(site.id, site);
    for (const domain of site.domains) {
      const key = domain.toLowerCase();
      const other = byDomain.get(key);
      if (other)
        throw new SiteConfigError(
          `${site.sourceFile}: domains: "${domain}" is also claimed by ${other.sourceFile}`,
        );
      byDomain.set(key, site);
    }
  }
  const defaults = sites.filter((s) => s.default_site);
  if (defaults.length > 1) {
    throw new SiteConfigError(
      `default_site: more than one site says true (${defaults.map((s) => s.sourceFile).join(", ")})`,
    );
  }
  const sorted = [...sites].sort((a, b) => a.slug.localeCompare(b.slug));
  return { sites: sorted, bySlug, byDomain, defaultSite: defaults[0] ?? sorted[0]! };
}

/** Reads every *.json file in the folder (site.schema.json aside) into a registry. */
export function loadSiteRegistry(dir: string): SiteRegistry {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".json") && !f.endsWith(".schema.json"));
  } catch {
    throw new SiteConfigError(`The sites folder ${dir} cannot be read.`);
  }
  const sites = files.sort().map((file) => {
    const full = path.join(dir, file);
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(full, "utf8"));
    } catch (error) {
      throw new SiteConfigError(`${full}: (file): not valid JSON: ${(error as Error).message}`);
    }
    return parseSiteConfig(raw, full);
  });
  return createSiteRegistry(sites);
}

/** The host name a Host header names: lower case, without its port or a trailing dot. */
function hostName(hostHeader: string): string {
  return hostHeader.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** A host on this machine: <slug>.localhost, localhost or a loopback address (any port). */
export function isLocalHost(hostHeader: string): boolean {
  const host = hostName(hostHeader);
  return LOOPBACK.has(host) || host.endsWith(".localhost");
}

/**
 * Host header -> site. Configured domains first; then <slug>.localhost when enabled; plain
 * localhost (or an IP on this machine) gets the default site. Anything else is no site at all.
 */
export function resolveSiteForHost(
  registry: SiteRegistry,
  hostHeader: string | null,
  options: { localhostSubdomains: boolean },
): Site | null {
  if (!hostHeader) return null;
  const host = hostName(hostHeader);
  const claimed = registry.byDomain.get(host);
  if (claimed) return claimed;
  if (options.localhostSubdomains && host.endsWith(".localhost")) {
    return registry.bySlug.get(host.slice(0, -".localhost".length)) ?? null;
  }
  if (LOOPBACK.has(host)) return registry.defaultSite;
  return null;
}
