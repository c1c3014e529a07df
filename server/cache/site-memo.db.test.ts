import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seedDemoData } from "#server/demo/seed";
import { createTestDatabase, useTestDatabase } from "../../tests/setup/test-database";
import { demoRegistry } from "../../tests/setup/sites";
import { sellAnyCar } from "../../tests/setup/stock";
import {
  createSiteMemo,
  currentStockVersion,
  readStockVersion,
  runWithRequestVersions,
  trackStockVersions,
} from "./site-memo.server";

const registry = demoRegistry();
const site = registry.sites.find((s) => s.slug === "southern-cross")!;
const other = registry.sites.find((s) => s.slug === "harbourside-toyota")!;
const database = useTestDatabase((db) => seedDemoData(db, registry, { seed: 5, cars: 200, now: new Date() }));

describe("the site memo", () => {
  it("reads once per stock version, and afresh once the site's cars change", async () => {
    let clock = 0;
    const memo = createSiteMemo({ windowMs: 60_000, now: () => clock });
    let reads = 0;
    const load = async () => ++reads;
    expect(await memo.get(database.db, site.id, "thing", load)).toBe(1);
    expect(await memo.get(database.db, site.id, "thing", load)).toBe(1);
    // Another site, another name: their own reads.
    expect(await memo.get(database.db, other.id, "thing", load)).toBe(2);
    expect(await memo.get(database.db, site.id, "other thing", load)).toBe(3);

    // A status change moves the version: the next read is fresh, here and on every instance.
    await sellAnyCar(database.db, site.id);
    expect(await memo.get(database.db, site.id, "thing", load)).toBe(4);
    // The other site's stock did not change.
    expect(await memo.get(database.db, other.id, "thing", load)).toBe(2);

    // The window passes: read again.
    clock += 60_000;
    expect(await memo.get(database.db, site.id, "thing", load)).toBe(5);
  });

  it("forgets a failed read, so the next request tries again", async () => {
    const memo = createSiteMemo({ windowMs: 60_000 });
    await expect(
      memo.get(database.db, site.id, "flaky", () => Promise.reject(new Error("down"))),
    ).rejects.toThrow("down");
    expect(await memo.get(database.db, site.id, "flaky", async () => "up")).toBe("up");
  });

  it("is bounded in bytes, the least recently used answer going first", async () => {
    const memo = createSiteMemo({ windowMs: 60_000, maxBytes: 100_000 });
    let reads = 0;
    const big = async () => ({ reads: ++reads, text: "x".repeat(20_000) }); // about 40 KB each
    await memo.get(database.db, site.id, "a", big);
    await memo.get(database.db, site.id, "b", big);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(memo.bytes).toBeGreaterThan(80_000);
    await memo.get(database.db, site.id, "a", big); // "a" used again: "b" is now the oldest
    await memo.get(database.db, site.id, "c", big);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(memo.bytes).toBeLessThanOrEqual(100_000);
    expect((await memo.get(database.db, site.id, "a", big)).reads).toBe(1);
    expect((await memo.get(database.db, site.id, "b", big)).reads).toBe(4);
  });

  it("keeps one database's data apart from another's", async () => {
    const second = await createTestDatabase();
    try {
      const memo = createSiteMemo({ windowMs: 60_000 });
      expect(await memo.get(database.db, site.id, "which", async () => "first")).toBe("first");
      expect(await memo.get(second.db, site.id, "which", async () => "second")).toBe("second");
    } finally {
      await second.destroy();
    }
  });

  it("reads the version once in a page request, on every call outside one", async () => {
    const before = await readStockVersion(database.db, site.id);
    await runWithRequestVersions(async () => {
      expect(await currentStockVersion(database.db, site.id)).toBe(before);
      await sellAnyCar(database.db, site.id);
      // The request goes on with the version it started with: one page, one stock.
      expect(await currentStockVersion(database.db, site.id)).toBe(before);
    });
    // The next request, and any write, sees the change.
    expect(await currentStockVersion(database.db, site.id)).toBeGreaterThan(before);
    await runWithRequestVersions(async () => {
      expect(await currentStockVersion(database.db, site.id)).toBeGreaterThan(before);
    });
  });
});

/** The version a new page request sees. */
const inRequest = (siteId: number) => runWithRequestVersions(() => currentStockVersion(database.db, siteId));

/** Moves the version without a change to a car: nothing is announced. */
async function bumpSilently(siteId: number) {
  await database.db.execute(sql`update stock_versions set version = version + 1 where site_id = ${siteId}`);
}

/** Polls until `check` holds (an announcement on PostgreSQL arrives a moment after the commit). */
async function until(check: () => Promise<boolean>) {
  for (let tries = 0; tries < 200; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("the condition never held");
}

describe("the stock versions kept in memory while the database announces changes", () => {
  it("keeps a site's version until a change to its cars is announced", async () => {
    await trackStockVersions(database.db, database.handle.listen);
    const before = await inRequest(site.id);
    await bumpSilently(site.id);
    // Kept: the version row moved without an announcement.
    expect(await inRequest(site.id)).toBe(before);
    const others = await inRequest(other.id);
    await sellAnyCar(database.db, site.id);
    const now = await readStockVersion(database.db, site.id);
    expect(now).toBe(before + 2);
    await until(async () => (await inRequest(site.id)) === now);
    // Only the changed site's version is forgotten.
    await bumpSilently(other.id);
    expect(await inRequest(other.id)).toBe(others);
  });

  it("keeps what a write read, so its own change shows in the next page before the announcement", async () => {
    await trackStockVersions(database.db, database.handle.listen);
    const before = await inRequest(site.id);
    // The write's change, its announcement not come yet.
    await bumpSilently(site.id);
    // A write reads afresh...
    const written = await currentStockVersion(database.db, site.id);
    expect(written).toBe(before + 1);
    // ...and the next page request starts from it.
    expect(await inRequest(site.id)).toBe(written);
  });

  it("forgets a version whose read was under way when the change came", async () => {
    await trackStockVersions(database.db, database.handle.listen);
    const reading = inRequest(site.id);
    await sellAnyCar(database.db, site.id);
    await reading;
    const now = await readStockVersion(database.db, site.id);
    await until(async () => (await inRequest(site.id)) === now);
  });
});

describe.skipIf(!!process.env.DATABASE_URL)("the stock versions on the embedded database", () => {
  it("knows a change by the time the write that made it returns", async () => {
    await trackStockVersions(database.db, database.handle.listen);
    const before = await inRequest(site.id);
    await sellAnyCar(database.db, site.id);
    expect(await inRequest(site.id)).toBe(before + 1);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("the stock versions on PostgreSQL", () => {
  const listeners = () =>
    database.db.execute(
      sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
    ) as unknown as Promise<{ rows: { pid: number }[] }>;

  it("reads the version on every request while the listening connection is cut, and keeps it again once back", async () => {
    await trackStockVersions(database.db, database.handle.listen);
    await until(async () => (await listeners()).rows.length > 0);
    const cut = (await listeners()).rows.map((row) => row.pid);
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
    );
    // Not kept while the connection is down: each silent move is seen by the next request.
    const seesEachMove = async () => {
      for (let move = 0; move < 3; move++) {
        await bumpSilently(site.id);
        if ((await inRequest(site.id)) !== (await readStockVersion(database.db, site.id))) return false;
      }
      return true;
    };
    await until(seesEachMove);
    // Listening again on a new connection: kept again.
    await until(async () => (await listeners()).rows.some((row) => !cut.includes(row.pid)));
    await until(async () => {
      const before = await inRequest(site.id);
      await bumpSilently(site.id);
      return (await inRequest(site.id)) === before;
    });
  });
});
