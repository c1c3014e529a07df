import { createHash } from "node:crypto";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { rateLimitRefusals } from "#server/ops/metrics.server";
import { networkPrefix } from "#domain/network-prefix";
import type { Database } from "#server/db/client";
import { rateLimits } from "#server/db/schema";
import { getLogger } from "#server/log.server";
import { PASS_TTL_MINUTES, type PassCheck } from "#server/security/form-pass.server";
import type { Site } from "#server/sites/registry";
import type { RateLimitPolicy } from "#server/sites/schema";

/*
 * The one rate limiter every public write goes through [docs/architecture.md rule 11]. Each policy (lead,
 * sign_in_code, ...) has limits per visitor IP, per visitor network, per phone number and per
 * site, set in the site's `rate_limits` with defaults in server/sites/schema.ts. Counters live in
 * the database and are counted by one atomic upsert (rate-limiter-flexible's RateLimiterDrizzle),
 * so a burst cannot slip between a check and an insert and several instances on one PostgreSQL
 * count together; the embedded database works the same way. A key over its limit is also refused
 * from memory until its window ends, so a flood costs no database work. See
 * docs/decisions/007-rate-limiter.md and, for the site as a whole, 032-flood-without-lockout.md.
 */
export type LimitScope = "ip" | "prefix" | "phone" | "site" | "pass";
export type RateLimitResult =
  { ok: true } | { ok: false; retryAfterSeconds: number; message: string; scope: LimitScope };

/**
 * Who is writing: the visitor's address, the phone number the write carries, if any, and, for a
 * write whose form carries a pass (form-pass.server.ts), whether it brought a valid one.
 */
export type Writer = { ip: string; phone?: string | null; pass?: PassCheck };

/** Said when a visitor is over a limit; the spec shows no server error messages [SW §8]. */
export function tooManyRequestsMessage(retryAfterSeconds: number, scope: LimitScope) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes === 1 ? "a minute" : minutes >= 60 ? "an hour" : `${minutes} minutes`;
  if (scope === "phone") return `Too many requests for this phone number. Please wait ${wait} and try again.`;
  if (scope === "site") return `This site is very busy just now. Please wait ${wait} and try again.`;
  if (scope === "prefix") return `Too many requests from your network. Please wait ${wait} and try again.`;
  if (scope === "pass") return "This site is very busy just now. Please send the form again.";
  return `Too many requests from your connection. Please wait ${wait} and try again.`;
}

// Keys hold hashes, not addresses or phone numbers: the counters table keeps no personal data.
const hash = (value: string) => createHash("sha256").update(value).digest("base64url").slice(0, 22);

/*
 * A number's sign-in codes and code checks are counted across every site: the texts go to one
 * phone, whichever site asked (one number was sent 15 codes by three sites). A lead's or a
 * reservation's number is the buyer's contact, and a buyer writes to several dealers of a group.
 */
const PHONE_ACROSS_SITES: ReadonlySet<RateLimitPolicy> = new Set(["sign_in_code", "sign_in_verify"]);

type Limit = { limit: number; window_minutes: number };
type Count = { over: boolean; consumed: number; msBeforeNext: number };

export type RateLimiter = {
  consume(site: Site, policy: RateLimitPolicy, writer: Writer): Promise<RateLimitResult>;
};

export function createRateLimiter(db: Database): RateLimiter {
  // One store-backed limiter per distinct limit; all share the table, told apart by key.
  const limiters = new Map<string, RateLimiterDrizzle>();
  /*
   * `shared` names a count every site adds to, each comparing it with its own limit: its rows are
   * told apart by window only, so sites with different limits still count one number together.
   */
  function limiterFor(limit: Limit, shared = false) {
    const prefix = shared ? `s${limit.window_minutes}` : `l${limit.limit}/${limit.window_minutes}`;
    const id = `${prefix}:${limit.limit}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        points: limit.limit,
        duration: limit.window_minutes * 60,
        keyPrefix: prefix,
        inMemoryBlockOnConsumed: limit.limit + 1,
      });
      limiters.set(id, limiter);
    }
    return limiter;
  }

  /** Counts one request against a limit: whether it is over, and how far the count has got. */
  async function count(limit: Limit, key: string, shared = false): Promise<Count> {
    try {
      const res = await limiterFor(limit, shared).consume(key);
      return { over: false, consumed: res.consumedPoints, msBeforeNext: res.msBeforeNext };
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return { over: true, consumed: refusal.consumedPoints, msBeforeNext: refusal.msBeforeNext };
    }
  }

  const refusal = (policy: RateLimitPolicy, scope: LimitScope, msBeforeNext: number): RateLimitResult => {
    rateLimitRefusals.inc({ policy, scope });
    const retryAfterSeconds = scope === "pass" ? 1 : Math.max(1, Math.ceil(msBeforeNext / 1000));
    return { ok: false, retryAfterSeconds, scope, message: tooManyRequestsMessage(retryAfterSeconds, scope) };
  };

  /** The operator hears once a window that a site passed a limit: the count that crosses it is unique. */
  function warnOnce(
    site: Site,
    policy: RateLimitPolicy,
    which: "soft" | "hard",
    limit: Limit,
    counted: Count,
  ) {
    if (counted.consumed !== limit.limit + 1) return;
    getLogger().warn(
      { site: site.slug, policy, limit: limit.limit, window_minutes: limit.window_minutes },
      which === "soft"
        ? "site past its soft limit: requests without a valid form pass are refused where the form carries one"
        : "site at its hard limit: requests are refused until the window ends",
    );
  }

  return {
    async consume(site, policy, writer) {
      const limits = site.rate_limits[policy];
      const phoneAcrossSites = PHONE_ACROSS_SITES.has(policy);
      // Each visitor: their address, their number, their network.
      const visitorChecks: { scope: LimitScope; key: string; limit: Limit | null; shared?: boolean }[] = [
        { scope: "ip", key: `${policy}:${site.id}:ip:${hash(writer.ip)}`, limit: limits.per_ip },
        ...(writer.phone
          ? [
              {
                scope: "phone" as const,
                key: `${policy}:${phoneAcrossSites ? "all-sites" : site.id}:phone:${hash(writer.phone)}`,
                limit: limits.per_phone,
                shared: phoneAcrossSites,
              },
            ]
          : []),
        {
          scope: "prefix",
          key: `${policy}:${site.id}:net:${hash(networkPrefix(writer.ip))}`,
          limit: limits.per_prefix,
        },
      ];
      for (const check of visitorChecks) {
        if (!check.limit) continue;
        const counted = await count(check.limit, check.key, check.shared);
        if (counted.over) return refusal(policy, check.scope, counted.msBeforeNext);
      }

      /*
       * The site as a whole. Past the soft limit the operator is warned, and where the form carries
       * a pass a request without a valid one is refused at once, and each pass is good once: a
       * script that posts without loading the page gets at most the soft limit's worth. A request
       * with a valid pass counts against the hard cap, whose window is short, so a buyer it refuses
       * waits minutes, not an hour; where the form carries no pass every request counts there.
       */
      const checksPass = writer.pass !== undefined;
      let proven = writer.pass?.valid === true;
      if (limits.per_site_soft) {
        const soft = await count(limits.per_site_soft, `${policy}:${site.id}:site-soft:all`);
        warnOnce(site, policy, "soft", limits.per_site_soft, soft);
        if (soft.over && writer.pass?.valid) {
          const spent = await count(
            { limit: 1, window_minutes: PASS_TTL_MINUTES + 2 },
            `${policy}:${site.id}:pass:${writer.pass.id}`,
          );
          proven = !spent.over;
        }
        if (soft.over && checksPass && !proven) return refusal(policy, "pass", 0);
      }
      if (limits.per_site && (!checksPass || proven)) {
        const hard = await count(limits.per_site, `${policy}:${site.id}:site:all`);
        warnOnce(site, policy, "hard", limits.per_site, hard);
        if (hard.over) return refusal(policy, "site", hard.msBeforeNext);
      }
      return { ok: true };
    },
  };
}

/** The headers of a 429 answer. */
export function retryAfterHeaders(result: { retryAfterSeconds: number }) {
  return { "Retry-After": String(result.retryAfterSeconds), "Cache-Control": "no-store" };
}
