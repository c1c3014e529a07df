import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, getLogger, setLogger } from "#server/log.server";
import { checkFormPass, issueFormPass } from "#server/security/form-pass.server";
import { createRateLimiter, type RateLimitResult } from "#server/security/rate-limit.server";
import type { RateLimitPolicy } from "#server/sites/schema";
import { syncSites } from "#server/sites/sync";
import { demoRegistry } from "../setup/sites";
import { useTestDatabase } from "../setup/test-database";

/*
 * Issue 28: a flood spread over many addresses must neither run past a site's budget nor lock its
 * real buyers out for long (docs/decisions/032-flood-without-lockout.md). Before: 320 code
 * requests from 320 addresses sent 300 texts, then every buyer of the site was refused for an
 * hour; one number got 15 codes from three sites; nothing counted a network's addresses together.
 */
const registry = demoRegistry();
const site = (slug: string) => registry.sites.find((s) => s.slug === slug)!;
const SECRET = "a key for the flood test, long enough to use";
const database = useTestDatabase((db) => syncSites(db, registry));

/** An address in a /24 network of its own: the n-th of a run (runs apart by their first octet). */
const ownNetwork = (run: number, n: number) => `${run}.${n >> 8}.${n & 255}.9`;
const oks = (results: RateLimitResult[]) => results.filter((r) => r.ok).length;

describe("a number's sign-in codes", () => {
  it("are counted across every site: a number gets its hourly codes once, not once per site", async () => {
    const limiter = createRateLimiter(database.db);
    const sites = ["southern-cross", "redline-used", "harbourside-toyota"].map(site);
    const perPhone = sites[0]!.rate_limits.sign_in_code.per_phone!.limit;
    const results: RateLimitResult[] = [];
    for (let i = 0; i < perPhone * 3; i++)
      results.push(
        await limiter.consume(sites[i % 3]!, "sign_in_code", { ip: ownNetwork(11, i), phone: "0412600001" }),
      );
    expect(oks(results)).toBe(perPhone);
    expect(results.find((r) => !r.ok)).toMatchObject({ scope: "phone" });
  });
});

describe("a network's visitors", () => {
  it.each([
    ["an IPv4 /24", (i: number) => `203.0.113.${i + 1}`, "198.51.100.1"],
    ["an IPv6 /48", (i: number) => `2001:db8:5:${i.toString(16)}::1`, "2001:db8:6::1"],
  ])("in %s are counted together, and the next network is not held up", async (_, address, elsewhere) => {
    const limiter = createRateLimiter(database.db);
    const target = site("southern-cross");
    const perPrefix = target.rate_limits.lead.per_prefix!.limit;
    const results = await Promise.all(
      Array.from({ length: perPrefix + 40 }, (_, i) => limiter.consume(target, "lead", { ip: address(i) })),
    );
    expect(oks(results)).toBe(perPrefix);
    const refused = results.find((r) => !r.ok);
    expect(refused).toMatchObject({ scope: "prefix" });
    expect(refused && !refused.ok && refused.message).toMatch(/^Too many requests from your network\./);
    expect((await limiter.consume(target, "lead", { ip: elsewhere })).ok).toBe(true);
  });
});

describe("a site past its soft limit for sign-in codes", () => {
  it("refuses a request without the form's pass, lets one with a pass through once, and warns the operator once", async () => {
    const lines: { level: string; msg: string; site?: string }[] = [];
    const previous = getLogger();
    setLogger(
      createLogger({
        level: "info",
        destination: new Writable({
          write(chunk: Buffer, _encoding, done) {
            for (const line of chunk.toString().trim().split("\n"))
              lines.push(JSON.parse(line) as (typeof lines)[number]);
            done();
          },
        }),
      }),
    );
    try {
      const limiter = createRateLimiter(database.db);
      const target = site("outback-rv");
      const soft = target.rate_limits.sign_in_code.per_site_soft!.limit;
      const phone = (i: number) => `04136${String(i).padStart(5, "0")}`;
      const noPass = { valid: false } as const;
      // A script that never loaded the page: the soft limit's worth goes through, then nothing.
      const flood = await Promise.all(
        Array.from({ length: soft + 50 }, (_, i) =>
          limiter.consume(target, "sign_in_code", { ip: ownNetwork(12, i), phone: phone(i), pass: noPass }),
        ),
      );
      expect(oks(flood)).toBe(soft);
      expect(flood.find((r) => !r.ok)).toMatchObject({ scope: "pass", retryAfterSeconds: 1 });

      // A buyer whose page carries a pass made for their network.
      const buyer = "192.0.2.77";
      const pass = checkFormPass(SECRET, target.id, buyer, issueFormPass(SECRET, target.id, buyer));
      expect(pass.valid).toBe(true);
      expect(await limiter.consume(target, "sign_in_code", { ip: buyer, phone: "0413700001", pass })).toEqual(
        {
          ok: true,
        },
      );
      // The same pass again, or one made for another network, is no pass.
      expect(
        await limiter.consume(target, "sign_in_code", { ip: buyer, phone: "0413700002", pass }),
      ).toMatchObject({ ok: false, scope: "pass" });
      const elsewhere = checkFormPass(
        SECRET,
        target.id,
        "192.0.3.1",
        issueFormPass(SECRET, target.id, buyer),
      );
      expect(elsewhere.valid).toBe(false);

      const warnings = lines.filter((l) => l.level === "warn" && /soft limit/.test(l.msg));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ site: "outback-rv", policy: "sign_in_code" });
      expect(JSON.stringify(lines)).not.toMatch(/0413\d{6}|192\.0\.2\.77/);
    } finally {
      setLogger(previous);
    }
  });
});

describe("a site's hard cap", () => {
  it.each<[RateLimitPolicy, number]>([
    ["sign_in_code", 21],
    ["lead", 22],
    ["reserve", 23],
  ])("on %s refuses a buyer for minutes, not an hour", async (policy, run) => {
    const limiter = createRateLimiter(database.db);
    // A site of its own (the limiter knows a site by its id), so no other test's counts are in it.
    const target = { ...site("redline-used"), id: 9000 + run };
    const hard = target.rate_limits[policy].per_site!;
    // Every request as a browser sends it, each from a network and number of its own.
    const writer = (i: number) => {
      const ip = ownNetwork(run, i);
      const pass = checkFormPass(SECRET, target.id, ip, issueFormPass(SECRET, target.id, ip));
      return {
        ip,
        phone: `0414${run}${String(i).padStart(4, "0")}`,
        ...(policy === "sign_in_code" && { pass }),
      };
    };
    const results = await Promise.all(
      Array.from({ length: hard.limit + 5 }, (_, i) => limiter.consume(target, policy, writer(i))),
    );
    expect(oks(results)).toBe(hard.limit);
    const refused = results.find((r) => !r.ok);
    expect(refused).toMatchObject({ ok: false, scope: "site" });
    if (refused && !refused.ok) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(5 * 60);
  });
});
