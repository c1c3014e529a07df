import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendSignInCode, SIGN_IN_MESSAGES } from "#server/auth/auth.server";
import { rateLimits } from "#server/db/schema";
import { createLocalSms, smsOutboxPath, type SmsMessage } from "#server/integrations/sms";
import { syncSites } from "#server/sites/sync";
import { createRateLimiter, tooManyRequestsMessage } from "#server/security/rate-limit.server";
import { demoRegistry } from "../setup/sites";
import { useTestDatabase } from "../setup/test-database";

/*
 * Issue 9: the one rate limiter counts atomically in the database, so a burst cannot slip between
 * a check and an insert (before: 200 sends at once texted one number 196 times), and two limiters
 * on one database (two app instances) count together.
 */
const registry = demoRegistry();
const site = registry.sites.find((s) => s.slug === "southern-cross")!;
const other = registry.sites.find((s) => s.slug === "redline-used")!;
const database = useTestDatabase((db) => syncSites(db, registry));
let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "forecourt-limits-"));
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const textsTo = (phone: string) => {
  try {
    return readFileSync(smsOutboxPath(dataDir), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as SmsMessage)
      .filter((m) => m.to === phone).length;
  } catch {
    return 0;
  }
};

describe("the shared rate limiter", () => {
  it("lets exactly the limit through a burst, across two instances on one database", async () => {
    const [first, second] = [createRateLimiter(database.db), createRateLimiter(database.db)];
    const limit = site.rate_limits.lead.per_ip.limit;
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        (i % 2 ? first : second).consume(site, "lead", { ip: "192.0.2.10" }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(limit);
    const refused = results.find((r) => !r.ok);
    expect(refused).toMatchObject({ ok: false, scope: "ip" });
    if (refused && !refused.ok) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(site.rate_limits.lead.per_ip.window_minutes * 60);
    }
  });

  it("counts each site, policy and address apart", async () => {
    const limiter = createRateLimiter(database.db);
    const limit = site.rate_limits.lead.per_ip.limit;
    for (let i = 0; i < limit; i++)
      expect((await limiter.consume(site, "lead", { ip: "192.0.2.20" })).ok).toBe(true);
    expect((await limiter.consume(site, "lead", { ip: "192.0.2.20" })).ok).toBe(false);
    expect((await limiter.consume(other, "lead", { ip: "192.0.2.20" })).ok).toBe(true);
    expect((await limiter.consume(site, "account", { ip: "192.0.2.20" })).ok).toBe(true);
    expect((await limiter.consume(site, "lead", { ip: "192.0.2.21" })).ok).toBe(true);
  });

  it("keeps no address or phone number in its table", async () => {
    const limiter = createRateLimiter(database.db);
    await limiter.consume(site, "sign_in_code", { ip: "192.0.2.30", phone: "0412345678" });
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits))
      .map((r) => r.key)
      .join(" ");
    expect(keys).not.toContain("192.0.2.30");
    expect(keys).not.toContain("0412345678");
  });

  it("says how long to wait", () => {
    expect(tooManyRequestsMessage(30, "ip")).toBe(
      "Too many requests from your connection. Please wait a minute and try again.",
    );
    expect(tooManyRequestsMessage(540, "ip")).toBe(
      "Too many requests from your connection. Please wait 9 minutes and try again.",
    );
  });
});

describe("sign-in codes, sent in bursts", () => {
  const services = () => ({
    sms: createLocalSms({ dataDir }),
    rateLimiter: createRateLimiter(database.db),
    secretKey: "a key for the burst test, long enough to use",
  });

  it("text one number at most five times an hour, however many ask at once from however many addresses", async () => {
    const phone = "0412800001";
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        sendSignInCode(database.db, site, services(), { phone, ip: `10.1.${i >> 8}.${i & 255}` }),
      ),
    );
    const perPhone = site.rate_limits.sign_in_code.per_phone!.limit;
    expect(results.filter((r) => r.ok)).toHaveLength(perPhone);
    expect(textsTo(phone)).toBe(perPhone);
    expect(results.find((r) => !r.ok)).toMatchObject({ error: SIGN_IN_MESSAGES.tooManyCodes });
  });

  it("text at most five numbers from one address in ten minutes", async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        sendSignInCode(database.db, site, services(), {
          phone: `04127${String(i).padStart(5, "0")}`,
          ip: "192.0.2.40",
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(site.rate_limits.sign_in_code.per_ip.limit);
  });
});
