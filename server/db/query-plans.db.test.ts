import type { PGlite } from "@electric-sql/pglite";
import { sql, TransactionRollbackError } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client";
import * as schema from "#server/db/schema";
import { sendSignInCode, verifySignInCode } from "#server/auth/auth.server";
import { readStockVersion } from "#server/cache/site-memo.server";
import { createLocalAppointments } from "#server/integrations/appointments";
import { createLocalMarketPrice } from "#server/integrations/market-price";
import { createLocalRegoLookup } from "#server/integrations/rego-lookup";
import { createLocalValuation } from "#server/integrations/valuation";
import { deliverDue, DEFAULT_DELIVERY_SETTINGS } from "#server/leads/delivery/worker.server";
import type { Mailer } from "#server/leads/delivery/mailer.server";
import { getFeaturedCars } from "#server/data/cars.server";
import { getMyGarage } from "#server/pages/my-garage.server";
import {
  countVehicleView,
  readViews,
  getVehicle,
  getVehicleById,
  getVehicleViews,
} from "#server/data/vehicles.server";
import { findSiteCar } from "#server/data/watchlist.server";
import { loadSearchDocs } from "#server/search/store.server";
import { createRateLimiter } from "#server/security/rate-limit.server";
import { syncSites } from "#server/sites/sync";
import { importStock } from "#server/stock/import";
import { pruneStockChanges, readStockChanges } from "#server/stock/stock-changes.server";
import { createTestDatabase } from "../../tests/setup/test-database";
import { demoRegistry } from "../../tests/setup/sites";

/*
 * Every query on a page's path and on an import's path uses an index on the large tables, at a
 * size where the planner's choice matters (issue 29 point 3; docs/decisions/037-postgresql-at-scale.md).
 * 150,000 cars over 50 sites, with leads, deliveries, rate-limit counters, views and sessions in
 * proportion, are made inside the database; then the app's own functions run against a Drizzle
 * instance that records each statement, and each statement is explained with its parameters. A
 * sequential scan of a large table fails the test, naming the statement. Plans, never timings.
 *
 * The data takes long to make, so it is made once for the file, and its tests never write: each
 * runs inside a transaction that is rolled back when it ends, taking with it whatever the app's code
 * wrote (a view counted, a code sent, a feed imported), so every test finds the data as it was made.
 */
const CARS = 150_000;
const EXTRA_SITES = 46;
const LARGE_TABLES = [
  "cars",
  "leads",
  "lead_outbox",
  "rate_limits",
  "car_views",
  "sessions",
  "users",
  "stock_changes",
];

const registry = demoRegistry();
const site = registry.bySlug.get("southern-cross")!;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
type Statement = { sql: string; params: unknown[] };
type Client = { query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }> };
let recorded: Statement[] = [];
/** Drizzle on the file's database, recording each statement: it opens each test's transaction. */
let recorder: Database;
/** The running test's transaction (recording too) and the one connection it runs on. */
let recording: Database;
let client: Client;
let endTest = () => {};
let testEnded: Promise<void> = Promise.resolve();

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await syncSites(db, registry);
  await db.execute(sql`
    insert into sites (id, slug, name, config_hash)
    select 5000 + g, 'bulk-' || g, 'Bulk dealer ' || g, 'x' from generate_series(1, ${EXTRA_SITES}) g`);
  await db.execute(sql`select setseed(0.29)`);
  // Makes and models of uneven popularity, years mostly recent, most of the history sold.
  await db.execute(sql`
    with site_ids as (select array_agg(id order by id) as ids from sites),
    names as (
      select array['Toyota','Mazda','Hyundai','Ford','Kia','Mitsubishi','Nissan','Volkswagen','Subaru',
        'Holden','Honda','Isuzu','BMW','Mercedes-Benz','Audi','Tesla','MG','Suzuki','Jeep','Lexus',
        'Volvo','Land Rover','Skoda','Renault','Peugeot','GWM','BYD','LDV','Porsche','Jaguar'] as makes,
        array['Alpha','Bravo','Corsa','Delta','Echo','Fiesta','Golf','Hilux','Ion','Jazz','Kona',
        'Lancer'] as models
    ),
    rows as (
      select g,
        ids[1 + (g % array_length(ids, 1))] as site_id,
        makes[1 + floor(power(random(), 2) * 30)::int] as make,
        models[1 + floor(power(random(), 1.5) * 12)::int] as model,
        2026 - floor(power(random(), 2) * 20)::int as year,
        floor(random() * 220000)::int as km,
        random() as r
      from generate_series(1, ${CARS}) g, site_ids, names
    )
    insert into cars (site_id, slug, stocknum, name, year, make, make_slug, model, model_slug, price,
      km, status, sold_at, car_type, regplate, rego_state, photos_count, dealership_id, location_id,
      created_at, updated_at)
    select site_id, 'car-' || g, 'S' || g, year || ' ' || make || ' ' || model, year, make,
      lower(replace(make, ' ', '-')), model, lower(model), 5000 + floor(random() * 90000)::int, km,
      (case when r < 0.6 then 'sold' when r < 0.95 then 'in_stock' else 'coming_soon' end)::car_status,
      case when r < 0.6 then now() - make_interval(days => floor(random() * 900)::int) end,
      (case when g / 50 % 10 = 0 then 'new' when g / 50 % 10 = 1 then 'demo' else 'used' end)::car_type,
      case when g / 50 % 10 = 0 then null else 'R' || lpad(to_hex(g), 6, '0') end,
      (array['NSW','VIC','QLD','WA','SA','TAS','ACT','NT'])[1 + g / 50 % 8],
      1 + g % 20, 101, 1, now() - make_interval(days => floor(random() * 1200)::int), now()
    from rows`);
  await db.execute(sql`
    insert into car_views (car_id, site_id, views)
    select id, site_id, 1 + floor(random() * 400)::int from cars where id % 3 <> 0`);
  await db.execute(sql`
    insert into users (site_id, phone)
    select id, '04' || lpad(n::text, 8, '0') from sites, generate_series(1, 400) n`);
  await db.execute(sql`
    insert into sessions (id, site_id, user_id, expires_at, created_at)
    select md5(g::text || u.id), u.site_id, u.id, now() + make_interval(days => g * 10 - 40), now()
    from users u, generate_series(1, 3) g`);
  await db.execute(sql`
    with site_ids as (select array_agg(id order by id) as ids from sites)
    insert into leads (site_id, category, car_id, location_id, phone, payload, created_at)
    select ids[1 + (g % array_length(ids, 1))],
      (array['Vehicle Enquiry','Test Drive','Trade In','Finance','Service'])[1 + floor(power(random(), 1.5) * 5)::int],
      1 + (g * 7) % ${CARS}, 1 + g % 3, '04' || lpad((1 + g % 20000)::text, 8, '0'),
      jsonb_build_object('preferred_date', (current_date + (g % 40) - 20)::text, 'preferred_time', '10:00'),
      now() - make_interval(mins => g)
    from generate_series(1, 120000) g, site_ids`);
  // Most deliveries done; the rest waiting for a retry later, none due now.
  await db.execute(sql`
    insert into lead_outbox (lead_id, channel, target, status, attempts, next_attempt_at)
    select id, c, 'dealer@example.com',
      case when random() < 0.97 then 'delivered' else 'pending' end, 1, now() + interval '1 hour'
    from leads, unnest(array['dealer-email','buyer-email']) c`);
  await db.execute(sql`
    insert into rate_limits (key, points, expire)
    select 'l5/60:5:' || md5(g::text), 1 + g % 5, now() + make_interval(mins => g % 120 - 30)
    from generate_series(1, 100000) g`);
  await db.execute(sql`analyze`);

  const connection = (db as unknown as { $client: Client }).$client;
  const logger = {
    logQuery: (query: string, params: unknown[]) => void recorded.push({ sql: query, params }),
  };
  recorder = (database.kind === "pglite"
    ? drizzlePglite(connection as unknown as PGlite, { schema, logger })
    : drizzleNodePg(connection as unknown as pg.Pool, { schema, logger })) as unknown as Database;
});
afterAll(async () => {
  await database?.destroy();
});

/*
 * Each test's transaction: opened before it, rolled back after it. The app's own transactions become
 * savepoints in it, and the statements are explained on its connection, where what the test wrote
 * is visible. (While it is open, the embedded database answers nothing else: a test reads through
 * `recording` only.)
 */
beforeEach(async () => {
  let testBegan = () => {};
  const began = new Promise<void>((resolve) => (testBegan = resolve));
  testEnded = recorder
    .transaction(async (tx) => {
      recording = tx as unknown as Database;
      client = (tx as unknown as { session: { client: Client } }).session.client;
      testBegan();
      await new Promise<void>((resolve) => (endTest = resolve));
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  await Promise.race([began, testEnded]);
});
afterEach(async () => {
  endTest();
  await testEnded;
});

/**
 * Runs the app's code and explains each statement it sent: the large tables read by a sequential
 * scan, as "statement ⇒ table", and the names of the indexes the plans use.
 */
async function plansOf(run: () => Promise<unknown>): Promise<{ seqScans: string[]; indexes: Set<string> }> {
  recorded = [];
  await run();
  const statements = recorded.filter((s) => /^\s*(select|insert|update|delete|with)\b/i.test(s.sql));
  expect(statements.length).toBeGreaterThan(0);
  const seqScans: string[] = [];
  const indexes = new Set<string>();
  for (const statement of statements) {
    const { rows } = await client.query(`explain (format json) ${statement.sql}`, statement.params);
    const cell = Object.values(rows[0] as Record<string, unknown>)[0];
    const plan = (typeof cell === "string" ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
    for (const node of walk(plan[0]!.Plan)) {
      if (node["Index Name"]) indexes.add(node["Index Name"]);
      if (node["Node Type"] === "Seq Scan" && LARGE_TABLES.includes(node["Relation Name"] ?? ""))
        seqScans.push(`${statement.sql.slice(0, 160)} ⇒ ${node["Relation Name"]}`);
    }
  }
  return { seqScans, indexes };
}

const seqScans = async (run: () => Promise<unknown>) => (await plansOf(run)).seqScans;

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: PlanNode[] };
function* walk(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* walk(child);
}

async function aCar() {
  const [car] = await recording
    .select()
    .from(schema.cars)
    .where(sql`${schema.cars.site_id} = ${site.id} and ${schema.cars.regplate} is not null`)
    .limit(1);
  return car!;
}

describe("query plans at 150,000 cars", () => {
  it("the vehicle page, its views and its similar cars read the site's cars by index", async () => {
    const car = await aCar();
    expect(
      await seqScans(async () => {
        await getVehicle(recording, site, car.slug);
        await getVehicleById(recording, site, car.id);
        await getVehicleViews(recording, site, car.slug);
        await countVehicleView(recording, site, car.slug);
        await findSiteCar(recording, site, car.id);
        await readStockVersion(recording, site.id);
      }),
    ).toEqual([]);
  });

  it("the search index, the home page's cars and the views of a page's cars read by index", async () => {
    const car = await aCar();
    expect(
      await seqScans(async () => {
        await loadSearchDocs(recording, site, new Date());
        await getFeaturedCars(recording, site);
        await readViews(recording, site, [car.id]);
      }),
    ).toEqual([]);
  });

  it("an index taking a change, a kept page asking what changed and the log's pruning read the change log by index", async () => {
    const version = await readStockVersion(recording, site.id);
    const car = await aCar();
    await recording.execute(sql`update cars set km = km + 1 where id = ${car.id}`);
    expect(
      await seqScans(async () => {
        const changes = await readStockChanges(recording, site.id, version);
        expect([...changes.changed.keys()]).toEqual([car.id]);
        await loadSearchDocs(recording, site, new Date(), [...changes.changed.keys()]);
        await pruneStockChanges(recording);
      }),
    ).toEqual([]);
  });

  it("the price gauge, the trade-in valuation and the rego lookup find comparables by index", async () => {
    const car = await aCar();
    expect(
      await seqScans(async () => {
        await createLocalMarketPrice(recording).compare(car);
        await createLocalValuation(recording).estimate(
          site,
          { make: car.make.toUpperCase(), model: car.model.toLowerCase(), year: 2024, km: 30_000 },
          {},
        );
        await createLocalRegoLookup(recording).lookup(car.regplate!.toLowerCase(), car.rego_state!);
      }),
    ).toEqual([]);
  });

  it("sign-in, My garage and the test-drive slots read a buyer's rows by index", async () => {
    let code = "";
    const services = {
      secretKey: "k".repeat(32),
      rateLimiter: createRateLimiter(recording),
      sms: {
        send: async (_phone: string, text: string) => {
          code = text.slice(0, 6);
        },
      },
    };
    const phone = "0400000123";
    const user = { id: 0, phone };
    expect(
      await seqScans(async () => {
        const sent = await sendSignInCode(recording, site, services as never, { phone, ip: "203.0.113.9" });
        expect(sent.ok).toBe(true);
        const signedIn = await verifySignInCode(recording, site, services.secretKey, phone, code);
        expect(signedIn.ok).toBe(true);
        if (signedIn.ok) user.id = signedIn.user.id;
      }),
    ).toEqual([]);
    // A buyer's enquiries and a location's test drives: read by their own index, not by walking
    // all the site's leads newest first until enough match.
    const garage = await plansOf(() => getMyGarage(recording, site, user));
    expect(garage.seqScans).toEqual([]);
    expect(garage.indexes).toContain("leads_site_phone_created");
    const slots = await plansOf(() =>
      createLocalAppointments(recording).availability(site, site.locations[0]!.id),
    );
    expect(slots.seqScans).toEqual([]);
    expect(slots.indexes).toContain("leads_site_location_category");
  });

  it("the delivery worker finds due deliveries by index", async () => {
    expect(
      await seqScans(() =>
        deliverDue({
          db: recording,
          sitesById: new Map(registry.sites.map((s) => [s.id, s])),
          mailer: {} as Mailer,
          settings: DEFAULT_DELIVERY_SETTINGS,
        }),
      ),
    ).toEqual([]);
  });

  it("a full feed import upserts by stock number and marks the missing cars sold by index", async () => {
    const feed = Array.from({ length: 300 }, (_, i) => ({
      stocknum: `FEED${i}`,
      car_type: "used",
      year: String(2016 + (i % 9)),
      make: "Toyota",
      model: i % 2 ? "Corolla" : "HiLux",
      price: String(20_000 + i * 10),
      km: String(i * 100),
      body: i % 2 ? "Hatchback" : "Ute",
      transmission: "Automatic",
      fuel: "Petrol",
    }));
    expect(
      await seqScans(async () => {
        const report = await importStock(recording, site, feed, { file: "feed.csv", full: true });
        expect(report.stored).toBe(300);
        expect(report.markedSold).toBeGreaterThan(0);
      }),
    ).toEqual([]);
  });
});
