import { createHash } from "node:crypto";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import type { Database } from "#server/db/client";
import { rateLimits } from "#server/db/schema";
import type { Site } from "#server/sites/registry";
import type { RateLimitPolicy } from "#server/sites/schema";

/*
 * The one rate limiter every public write goes through [ARCHITECTURE rule 11]. Each policy (lead,
 * sign_in_code, ...) has limits per visitor IP, per site and per phone number, set in the site's
 * `rate_limits` with defaults in server/sites/schema.ts. Counters live in the database and are
 * counted by one atomic upsert (rate-limiter-flexible's RateLimiterDrizzle), so a burst cannot slip
 * between a check and an insert and several instances on one PostgreSQL count together; the
 * embedded database works the same way. A key over its limit is also refused from memory until its
 * window ends, so a flood costs no database work. See docs/decisions/007-rate-limiter.md.
 */
export type RateLimitResult =
  { ok: true } | { ok: false; retryAfterSeconds: number; message: string; scope: "ip" | "site" | "phone" };

/** Who is writing: the visitor's address, and the phone number the write carries, if any. */
export type Writer = { ip: string; phone?: string | null };

/** Said when a visitor is over a limit; the spec shows no server error messages [SW §8]. */
export function tooManyRequestsMessage(retryAfterSeconds: number, scope: "ip" | "site" | "phone") {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes === 1 ? "a minute" : minutes >= 60 ? "an hour" : `${minutes} minutes`;
  if (scope === "phone") return `Too many requests for this phone number. Please wait ${wait} and try again.`;
  if (scope === "site") return `This site is very busy just now. Please wait ${wait} and try again.`;
  return `Too many requests from your connection. Please wait ${wait} and try again.`;
}

// Keys hold hashes, not addresses or phone numbers: the counters table keeps no personal data.
const hash = (value: string) => createHash("sha256").update(value).digest("base64url").slice(0, 22);

export type RateLimiter = {
  consume(site: Site, policy: RateLimitPolicy, writer: Writer): Promise<RateLimitResult>;
};

export function createRateLimiter(db: Database): RateLimiter {
  // One store-backed limiter per distinct limit; all share the table, told apart by key.
  const limiters = new Map<string, RateLimiterDrizzle>();
  function limiterFor(limit: { limit: number; window_minutes: number }) {
    const id = `${limit.limit}/${limit.window_minutes}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        points: limit.limit,
        duration: limit.window_minutes * 60,
        keyPrefix: `l${id}`,
        inMemoryBlockOnConsumed: limit.limit + 1,
      });
      limiters.set(id, limiter);
    }
    return limiter;
  }

  return {
    async consume(site, policy, writer) {
      const limits = site.rate_limits[policy];
      const checks: { scope: "ip" | "site" | "phone"; key: string; limit: typeof limits.per_ip }[] = [
        { scope: "ip", key: hash(writer.ip), limit: limits.per_ip },
        ...(limits.per_phone && writer.phone
          ? [{ scope: "phone" as const, key: hash(writer.phone), limit: limits.per_phone }]
          : []),
        ...(limits.per_site ? [{ scope: "site" as const, key: "all", limit: limits.per_site }] : []),
      ];
      for (const check of checks) {
        try {
          await limiterFor(check.limit).consume(`${policy}:${site.id}:${check.scope}:${check.key}`);
        } catch (refusal) {
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          const retryAfterSeconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
          return {
            ok: false,
            retryAfterSeconds,
            scope: check.scope,
            message: tooManyRequestsMessage(retryAfterSeconds, check.scope),
          };
        }
      }
      return { ok: true };
    },
  };
}

/** The headers of a 429 answer. */
export function retryAfterHeaders(result: { retryAfterSeconds: number }) {
  return { "Retry-After": String(result.retryAfterSeconds), "Cache-Control": "no-store" };
}
