import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents, cars } from "#server/db/schema";
import { seedDemoData } from "#server/demo/seed";
import { createLocalSms, smsOutboxPath, type SmsMessage } from "#server/integrations/sms";
import { createRateLimiter } from "#server/security/rate-limit.server";
import {
  getWatchlistCarIds,
  getWatchlistCars,
  removeFromWatchlist,
  saveToWatchlist,
} from "#server/data/watchlist.server";
import { useTestDatabase } from "../../tests/setup/test-database";
import { demoRegistry } from "../../tests/setup/sites";
import {
  endSession,
  getSignedInUser,
  MAX_CODE_ATTEMPTS,
  sendSignInCode,
  SIGN_IN_MESSAGES,
  startSessionCookie,
  verifySignInCode,
} from "./auth.server";

const registry = demoRegistry();
const site = registry.sites.find((s) => s.slug === "southern-cross")!;
const other = registry.sites.find((s) => s.slug === "harbourside-toyota")!;
const database = useTestDatabase((db) => seedDemoData(db, registry, { seed: 5, cars: 200, now: new Date() }));
let dataDir: string;
const SECRET = "a test key that is long enough to be a key";
const services = () => ({
  sms: createLocalSms({ dataDir }),
  rateLimiter: createRateLimiter(database.db),
  secretKey: SECRET,
});
// Each test's sends come from their own address, so one test's limits never reach another's.
let nextIp = 1;
const send = (phone: string, now?: Date) =>
  sendSignInCode(database.db, site, services(), { phone, ip: `203.0.113.${nextIp++}` }, now);
const verify = (phone: string, code: string) => verifySignInCode(database.db, site, SECRET, phone, code);

function lastCode(phone: string): string {
  const lines = readFileSync(smsOutboxPath(dataDir), "utf8").trim().split("\n");
  const message = lines.map((line) => JSON.parse(line) as SmsMessage).findLast((m) => m.to === phone);
  return /^(\d{6}) is your /.exec(message!.body)![1]!;
}

async function requestWithSession(token: string) {
  const cookie = (await startSessionCookie(token, new Request("http://x/"))).split(";")[0]!;
  return new Request("http://x/", { headers: { cookie } });
}

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "forecourt-sms-"));
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe("phone sign-in", () => {
  it("texts a code that signs the buyer in on that site only, until they sign out", async () => {
    const phone = "0412000001";
    expect(await send(phone)).toEqual({ ok: true });
    const code = lastCode(phone);
    const body = readFileSync(smsOutboxPath(dataDir), "utf8");
    expect(body).toContain(`is your ${site.name} sign-in code`);

    const result = await verify(phone, code);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const request = await requestWithSession(result.token);
    expect(await getSignedInUser(database.db, site, request)).toEqual({ id: result.user.id, phone });
    expect(await getSignedInUser(database.db, other, request)).toBeNull();

    // The code is spent.
    expect(await verify(phone, code)).toEqual({
      ok: false,
      error: SIGN_IN_MESSAGES.expired,
    });
    expect(await endSession(database.db, site, request)).toMatch(/Max-Age=0/);
    expect(await getSignedInUser(database.db, site, request)).toBeNull();
  });

  it("refuses a wrong code, and every code after too many tries", async () => {
    const phone = "0412000002";
    await send(phone);
    const code = lastCode(phone);
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await verify(phone, wrong)).toEqual({
      ok: false,
      error: SIGN_IN_MESSAGES.wrong,
    });
    for (let i = 1; i < MAX_CODE_ATTEMPTS; i++) await verify(phone, wrong);
    expect(await verify(phone, code)).toEqual({
      ok: false,
      error: SIGN_IN_MESSAGES.expired,
    });
  });

  it("refuses an expired code and limits codes per hour", async () => {
    const phone = "0412000003";
    const past = new Date(Date.now() - 11 * 60_000);
    await send(phone, past);
    expect((await verify(phone, lastCode(phone))).ok).toBe(false);
    const perHour = site.rate_limits.sign_in_code.per_phone!.limit;
    for (let i = 1; i < perHour; i++) expect(await send(phone)).toEqual({ ok: true });
    expect(await send(phone)).toMatchObject({ ok: false, error: SIGN_IN_MESSAGES.tooManyCodes });
  });
});

describe("watchlist", () => {
  it("saves the site's own available cars, keeps sold ones already saved, and removes", async () => {
    const phone = "0412000004";
    await send(phone);
    const signedIn = await verify(phone, lastCode(phone));
    if (!signedIn.ok) throw new Error("sign-in failed");
    const user = signedIn.user;
    const siteCars = await database.db.select().from(cars).where(eq(cars.site_id, site.id));
    const available = siteCars.find((c) => c.status === "in_stock" && c.show_on_dealer_website)!;
    const sold = siteCars.find((c) => c.status === "sold" && c.show_on_dealer_website)!;
    const [foreign] = await database.db.select().from(cars).where(eq(cars.site_id, other.id)).limit(1);

    expect(await saveToWatchlist(database.db, site, user, available.id)).toEqual({
      ok: true,
      car: { id: available.id, name: available.name },
    });
    // Saving twice keeps one entry and one analytics event 39 [VSD §7].
    await saveToWatchlist(database.db, site, user, available.id);
    expect(await getWatchlistCarIds(database.db, site, user)).toEqual([available.id]);
    const events = await database.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.event_id, 39), eq(analyticsEvents.car_id, available.id)));
    expect(events).toHaveLength(1);

    expect(await saveToWatchlist(database.db, site, user, sold.id)).toMatchObject({ ok: false, status: 409 });
    expect(await saveToWatchlist(database.db, site, user, foreign!.id)).toMatchObject({
      ok: false,
      status: 404,
    });

    // A car saved while available stays saved once sold [VSD §4].
    await database.db
      .update(cars)
      .set({ status: "sold", sold_at: new Date() })
      .where(eq(cars.id, available.id));
    expect((await saveToWatchlist(database.db, site, user, available.id)).ok).toBe(true);
    expect((await getWatchlistCars(database.db, site, user)).map((c) => [c.id, c.available])).toEqual([
      [available.id, false],
    ]);
    expect((await removeFromWatchlist(database.db, site, user, available.id)).ok).toBe(true);
    expect(await getWatchlistCarIds(database.db, site, user)).toEqual([]);
  });
});
