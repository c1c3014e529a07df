import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { demoRegistry } from "../../tests/setup/sites";
import { createSiteRegistry, parseSiteConfig, resolveSiteForHost, SiteConfigError } from "./registry";

const raw = (slug: string) => JSON.parse(readFileSync(`sites/${slug}.json`, "utf8"));
const opts = { localhostSubdomains: true };

describe("site registry", () => {
  const registry = demoRegistry();

  it("loads the four demo sites, with two templates", () => {
    expect(registry.sites.map((s) => s.slug)).toEqual([
      "harbourside-toyota",
      "outback-rv",
      "redline-used",
      "southern-cross",
    ]);
    expect(new Set(registry.sites.map((s) => s.template)).size).toBe(2);
  });

  // Claims about the dealer come from its data [issue 31]: opening days and hours are the
  // locations' (in the database), so no configured copy promises any.
  it("no site's copy promises days or hours its locations may not keep", () => {
    for (const site of registry.sites) {
      const tabs = Object.values(site.vehicle.tabs).flat();
      expect(tabs.filter((line) => /seven days|7 days|every day|24\/7|round the clock/i.test(line))).toEqual(
        [],
      );
    }
  });

  it("applies the template's layout preset and the site's overrides", () => {
    const redline = registry.bySlug.get("redline-used")!;
    expect(redline.layout).toEqual({ header: "mega", footer: "compact", hero: "full-bleed" });
  });

  it("resolves configured domains, <slug>.localhost and plain localhost", () => {
    expect(resolveSiteForHost(registry, "redline.example.com.au", opts)?.slug).toBe("redline-used");
    expect(resolveSiteForHost(registry, "outback-rv.localhost:3000", opts)?.slug).toBe("outback-rv");
    expect(resolveSiteForHost(registry, "localhost:3000", opts)?.slug).toBe(registry.defaultSite.slug);
    expect(resolveSiteForHost(registry, "127.0.0.1", opts)?.slug).toBe(registry.defaultSite.slug);
  });

  it("resolves no site for an unknown host", () => {
    expect(resolveSiteForHost(registry, "evil.example.com", opts)).toBeNull();
    expect(resolveSiteForHost(registry, "nobody.localhost", opts)).toBeNull();
    expect(resolveSiteForHost(registry, "outback-rv.localhost", { localhostSubdomains: false })).toBeNull();
    expect(resolveSiteForHost(registry, null, opts)).toBeNull();
  });

  it("names the file and the field of an invalid configuration", () => {
    const config = raw("outback-rv");
    config.theme.primary = "brown";
    expect(() => parseSiteConfig(config, "sites/outback-rv.json")).toThrow(
      new SiteConfigError("sites/outback-rv.json: theme.primary: a #rrggbb colour"),
    );
  });

  it("rejects unknown fields, so a typo in a switch is not silently ignored", () => {
    const config = { ...raw("outback-rv"), garage_enabeld: true };
    expect(() => parseSiteConfig(config, "sites/outback-rv.json")).toThrow(/garage_enabeld/);
  });

  it("rejects a location of a dealership the site does not list", () => {
    const config = raw("redline-used");
    config.locations[0].dealership_id = 999;
    expect(() => parseSiteConfig(config, "sites/redline-used.json")).toThrow(
      /locations\.0\.dealership_id: 999/,
    );
  });

  it("rejects two sites claiming one domain", () => {
    const a = parseSiteConfig(raw("outback-rv"), "sites/outback-rv.json");
    const b = parseSiteConfig(
      { ...raw("redline-used"), domains: ["outbackrv.example.com.au"] },
      "sites/redline-used.json",
    );
    expect(() => createSiteRegistry([a, b])).toThrow(/outbackrv.example.com.au/);
  });
});
