import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents, cars } from "#server/db/schema";
import { seedDemoData } from "#server/demo/seed";
import { createLocalSms, smsOutboxPath, type SmsMessage } from "#server/integrations/sms";
import {
  getWatchlistCarIds,
  getWatchlistCars,
  removeFromWatchlist,
  saveToWatchlist,
} from "#server/models/watchlist.server";
import { createTestDatabase } from "../../tests/setup/test-database";
import { demoRegistry } from "../../tests/setup/sites";
import {
  endSession,
  getSignedInUser,
  MAX_CODE_ATTEMPTS,
  MAX_CODES_PER_HOUR,
  sendSignInCode,
  SIGN_IN_MESSAGES,
  startSessionCookie,
  verifySignInCode,
} from "./auth.server";

const registry = demoRegistry();
const site = registry.sites.find((s) => s.slug === "southern-cross")!;
const other = registry.sites.find((s) => s.slug === "harbourside-toyota")!;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
const sms = () => createLocalSms({ dataDir, log: () => {} });

function lastCode(phone: string): string {
  const lines = readFileSync(smsOutboxPath(dataDir), "utf8").trim().split("\n");
  const message = lines.map((line) => JSON.parse(line) as SmsMessage).findLast((m) => m.to === phone);
  return /^(\d{6}) is your /.exec(message!.body)![1]!;
}

async function requestWithSession(token: string) {
  const cookie = (await startSessionCookie(token, new Request("http://x/"))).split(";")[0]!;
  return new Request("http://x/", { headers: { cookie } });
}

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "forecourt-sms-"));
  await seedDemoData(database.db, registry, { seed: 5, cars: 200, now: new Date() });
});
afterAll(async () => {
  await database?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("phone sign-in", () => {
  it("texts a code that signs the buyer in on that site only, until they sign out", async () => {
    const phone = "0412000001";
    expect(await sendSignInCode(database.db, site, sms(), phone)).toEqual({ ok: true });
    const code = lastCode(phone);
    const body = readFileSync(smsOutboxPath(dataDir), "utf8");
    expect(body).toContain(`is your ${site.name} sign-in code`);

    const result = await verifySignInCode(database.db, site, phone, code);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const request = await requestWithSession(result.token);
    expect(await getSignedInUser(database.db, site, request)).toEqual({ id: result.user.id, phone });
    expect(await getSignedInUser(database.db, other, request)).toBeNull();

    // The code is spent.
    expect(await verifySignInCode(database.db, site, phone, code)).toEqual({
      ok: false,
      error: SIGN_IN_MESSAGES.expired,
    });
    expect(await endSession(database.db, site, request)).toMatch(/Max-Age=0/);
    expect(await getSignedInUser(database.db, site, request)).toBeNull();
  });

  it("refuses a wrong code, and every code after too many tries", async () => {
    const phone = "0412000002";
    await sendSignInCode(database.db, site, sms(), phone);
    const code = lastCode(phone);
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await verifySignInCode(database.db, site, phone, wrong)).toEqual({
      ok: false,
      error: SIGN_IN_MESSAGES.wrong,
    });
    for (let i = 1; i < MAX_CODE_ATTEMPTS; i++) await verifySignInCode(database.db, site, phone, wrong);
    expect(await verifySignInCode(database.db, site, phone, code)).toEqual({
      ok: false,
      error: SIGN_IN_MESSAGES.expired,
    });
  });

  it("refuses an expired code and limits codes per hour", async () => {
    const phone = "0412000003";
    const past = new Date(Date.now() - 11 * 60_000);
    await sendSignInCode(database.db, site, sms(), phone, past);
    expect((await verifySignInCode(database.db, site, phone, lastCode(phone))).ok).toBe(false);
    for (let i = 1; i < MAX_CODES_PER_HOUR; i++) await sendSignInCode(database.db, site, sms(), phone);
    expect(await sendSignInCode(database.db, site, sms(), phone)).toEqual({
      ok: false,
      error: SIGN_IN_MESSAGES.tooManyCodes,
    });
  });
});

describe("watchlist", () => {
  it("saves the site's own available cars, keeps sold ones already saved, and removes", async () => {
    const phone = "0412000004";
    await sendSignInCode(database.db, site, sms(), phone);
    const signedIn = await verifySignInCode(database.db, site, phone, lastCode(phone));
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
