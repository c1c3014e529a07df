import { startStockChangesPruning } from "#server/stock/stock-changes.server";
import { startFeedScheduler } from "#server/stock/feed-health.server";
import { unsoldCarsAsFeedRows } from "#server/stock/export";
import { createLocalFeeds, type LocalFeeds } from "#server/demo/feed-server";
import { openDatabase, type Database, type DatabaseHandle } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { trackStockVersions } from "./cache/site-memo.server";
import { startPurging, xkeyPurger } from "./cache/surrogate-keys.server";
import { pagesInFlight } from "./cache/pages-in-flight.server";
import { getEnv, type Env } from "./env.server";
import { drawableFor } from "./images/drawable";
import { createImageService, type ImageService } from "./images/service";
import { createLocalDelivery, type DeliveryService } from "./integrations/delivery";
import { createLocalFinanceQuote, type FinanceQuoteService } from "./integrations/finance-quote";
import { createLocalMarketPrice, type MarketPriceService } from "./integrations/market-price";
import { createLocalSms, type SmsService } from "./integrations/sms";
import { createLocalAppointments, type AppointmentService } from "./integrations/appointments";
import { createLocalGeocode, type GeocodeService } from "./integrations/geocode";
import { createLocalRegoLookup, type RegoLookupService } from "./integrations/rego-lookup";
import { createLocalValuation, type ValuationService } from "./integrations/valuation";
import { loadSiteRegistry, type Site, type SiteRegistry } from "./sites/registry";
import { syncSites } from "./sites/sync";
import { getServerSecret } from "./security/secrets.server";
import { keepDataDirPrivate } from "./security/private-data-dir.server";
import { createRateLimiter, type RateLimiter } from "./security/rate-limit.server";
import { createMailer, type Mailer } from "./leads/delivery/mailer.server";
import {
  DEFAULT_DELIVERY_SETTINGS,
  startDeliveryWorker,
  type DeliveryWorker,
} from "./leads/delivery/worker.server";
import { startOpsSocket } from "./ops/ops-socket.server";
import { startReservationJob } from "#server/workflows/reservations.server";
import type { PaymentService } from "./payments/payment-service";
import { paymentServiceFor } from "./payments/choose.server";

/*
 * The server's long-lived parts, made once per process: environment, site registry, database and
 * the image service. Nothing here holds request state, so several instances can run side by side
 * on one PostgreSQL (docs/architecture.md rule 9).
 */
export type Runtime = {
  env: Env;
  registry: SiteRegistry;
  database: DatabaseHandle;
  images: ImageService;
  /** Outside services, each the working local implementation until an adapter is configured [rule 7]. */
  services: {
    marketPrice: MarketPriceService;
    delivery: DeliveryService;
    sms: SmsService;
    appointments: AppointmentService;
    geocode: GeocodeService;
    valuation: ValuationService;
    regoLookup: RegoLookupService;
    financeQuote: FinanceQuoteService;
    payments: PaymentService;
  };
  /** The one rate limiter of every public write [rule 11]. */
  rateLimiter: RateLimiter;
  /** Keys sign-in code hashes (SECRET_KEY, or one kept in the database). */
  secretKey: string;
  /** Lead e-mail: SMTP when SMTP_URL is set, .eml files in DATA_DIR/mail otherwise. */
  mailer: Mailer;
  /** Sends what the lead outbox owes (null when LEAD_DELIVERY=off). */
  deliveryWorker: DeliveryWorker | null;
  stopOpsSocket: () => Promise<void>;
  /** Ends reservation holds that are over and makes the refunds owed. */
  stopReservationJob: () => Promise<void>;
  stopStockChangesPruning: () => Promise<void>;
  /** Pulls the sites' stock feeds as they fall due, once the server listens (FEEDS=off: other instances do). */
  startFeeds: () => void;
  stopFeeds: () => Promise<void>;
  /** The dealers' systems of the sites whose feeds are local (LOCAL_FEEDS), or null. */
  localFeeds: LocalFeeds | null;
  /** Purges the CDN's copies of what stock changes make wrong (PURGE_URLS). */
  stopPurging: () => Promise<void>;
};

let runtime: Promise<Runtime> | undefined;

/** The local feeds of the sites whose feed addresses are /local-feeds/ paths (LOCAL_FEEDS=on). */
function startLocalFeeds(env: Env, db: Database, sites: readonly Site[]): LocalFeeds | null {
  const local = sites.filter((site) => site.feeds.some((feed) => feed.url?.startsWith("/local-feeds/")));
  if (env.LOCAL_FEEDS === "off" || local.length === 0) return null;
  return createLocalFeeds({
    slugs: local.map((site) => site.slug),
    stockOf: (slug) => unsoldCarsAsFeedRows(db, local.find((site) => site.slug === slug)!.id),
    changeEveryMs: env.LOCAL_FEEDS_CHANGE_MINUTES * 60_000,
  });
}

async function boot(): Promise<Runtime> {
  const env = getEnv();
  keepDataDirPrivate(env.DATA_DIR);
  const registry = loadSiteRegistry(env.SITES_DIR);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolMax: env.DATABASE_POOL_MAX,
  });
  let secretKey: string;
  try {
    await migrateDatabase(database);
    // Stock versions kept in memory while the database announces every change.
    await trackStockVersions(database.db, database.listen);
    await syncSites(database.db, registry);
    secretKey = env.SECRET_KEY ?? (await getServerSecret(database.db, "sign-in-codes"));
  } catch (error) {
    await database.close();
    throw error;
  }
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR });
  const deliveryWorker =
    env.LEAD_DELIVERY === "on"
      ? startDeliveryWorker({
          db: database.db,
          sitesById: new Map(registry.sites.map((site) => [site.id, site])),
          mailer,
          pollMs: env.LEAD_DELIVERY_POLL_MS,
          settings: {
            ...DEFAULT_DELIVERY_SETTINGS,
            maxAttempts: env.LEAD_DELIVERY_MAX_ATTEMPTS,
            retryBaseMs: env.LEAD_DELIVERY_RETRY_BASE_MS,
          },
        })
      : null;
  const payments = await paymentServiceFor(env, database.db);
  const stopReservationJob = startReservationJob(database.db, payments, env.RESERVATION_JOB_MS);
  const stopStockChangesPruning = startStockChangesPruning(database.db);
  const localFeeds = startLocalFeeds(env, database.db, registry.sites);
  // Started once the server listens (startFeeds): a site's local feed is this server itself.
  let stopScheduler: (() => Promise<void>) | null = null;
  const startFeeds = () => {
    if (env.FEEDS === "off" || stopScheduler) return;
    stopScheduler = startFeedScheduler({
      db: database.db,
      sites: registry.sites,
      pollMs: env.FEED_POLL_MS,
      // Past the longest a run may take: the fetch's own limit and the import after it.
      leaseSeconds: Math.ceil(env.FEED_TIMEOUT_MS / 1000) + 600,
      source: {
        dataDir: env.DATA_DIR,
        localOrigin: env.LOCAL_FEEDS_ORIGIN ?? `http://127.0.0.1:${env.PORT}`,
        maxBytes: env.FEED_MAX_BYTES,
        timeoutMs: env.FEED_TIMEOUT_MS,
        secrets: (name) => process.env[name],
      },
    });
  };
  const stopFeeds = async () => {
    await stopScheduler?.();
  };
  const stopPurging = env.PURGE_URLS.length
    ? await startPurging({
        db: database.db,
        listen: database.listen,
        purger: xkeyPurger(env.PURGE_URLS),
        siteIds: registry.sites.map((site) => site.id),
        outwait: (atMostMs) => pagesInFlight.ended(atMostMs),
      })
    : async () => {};
  // The embedded database lives in this process: operator commands reach it through the ops socket.
  const stopOpsSocket =
    database.kind === "pglite"
      ? await startOpsSocket(
          { db: database.db, payments, dump: database.dump, sites: registry.sites },
          env.DATA_DIR,
        )
      : async () => {};
  return {
    env,
    registry,
    database,
    mailer,
    deliveryWorker,
    stopOpsSocket,
    stopReservationJob,
    stopStockChangesPruning,
    startFeeds,
    stopFeeds,
    localFeeds,
    stopPurging,
    images: createImageService({ dataDir: env.DATA_DIR, drawable: drawableFor(registry.sites) }),
    services: {
      marketPrice: createLocalMarketPrice(database.db),
      delivery: createLocalDelivery(),
      sms: createLocalSms({ dataDir: env.DATA_DIR }),
      appointments: createLocalAppointments(database.db),
      geocode: createLocalGeocode(),
      valuation: createLocalValuation(database.db),
      regoLookup: createLocalRegoLookup(database.db),
      financeQuote: createLocalFinanceQuote(),
      payments,
    },
    rateLimiter: createRateLimiter(database.db),
    secretKey,
  };
}

export function getRuntime(): Promise<Runtime> {
  runtime ??= boot();
  return runtime;
}

export async function closeRuntime() {
  if (!runtime) return;
  const current = await runtime.catch(() => null);
  runtime = undefined;
  if (!current) return;
  await current.deliveryWorker?.stop();
  await current.stopReservationJob();
  await current.stopStockChangesPruning();
  await current.stopFeeds();
  current.localFeeds?.stopChanging();
  await current.stopPurging();
  await current.stopOpsSocket();
  current.mailer.close();
  await current.database.close();
}
