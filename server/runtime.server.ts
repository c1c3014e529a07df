import { openDatabase, pingDatabase, type DatabaseHandle } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { getEnv, type Env } from "./env.server";
import { createImageService, type ImageService } from "./images/service";
import { createLocalDelivery, type DeliveryService } from "./integrations/delivery";
import { createLocalMarketPrice, type MarketPriceService } from "./integrations/market-price";
import { createLocalSms, type SmsService } from "./integrations/sms";
import { loadSiteRegistry, type SiteRegistry } from "./sites/registry";
import { syncSites } from "./sites/sync";
import { getServerSecret } from "./security/secrets.server";
import { createRateLimiter, type RateLimiter } from "./security/rate-limit.server";

/*
 * The server's long-lived parts, made once per process: environment, site registry, database and
 * the image service. Nothing here holds request state, so several instances can run side by side
 * on one PostgreSQL (ARCHITECTURE.md rule 9).
 */
export type Runtime = {
  env: Env;
  registry: SiteRegistry;
  database: DatabaseHandle;
  images: ImageService;
  /** Outside services, each the working local implementation until an adapter is configured [rule 7]. */
  services: { marketPrice: MarketPriceService; delivery: DeliveryService; sms: SmsService };
  /** The one rate limiter of every public write [rule 11]. */
  rateLimiter: RateLimiter;
  /** Keys sign-in code hashes (SECRET_KEY, or one kept in the database). */
  secretKey: string;
};

let runtime: Promise<Runtime> | undefined;

async function boot(): Promise<Runtime> {
  const env = getEnv();
  const registry = loadSiteRegistry(env.SITES_DIR);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  let secretKey: string;
  try {
    await migrateDatabase(database);
    await syncSites(database.db, registry);
    secretKey = env.SECRET_KEY ?? (await getServerSecret(database.db, "sign-in-codes"));
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    env,
    registry,
    database,
    images: createImageService({ dataDir: env.DATA_DIR }),
    services: {
      marketPrice: createLocalMarketPrice(database.db),
      delivery: createLocalDelivery(),
      sms: createLocalSms({ dataDir: env.DATA_DIR }),
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
  await current?.database.close();
}

export async function getHealth() {
  const { database, registry } = await getRuntime();
  try {
    const latency = await pingDatabase(database.db);
    return {
      ok: true,
      body: {
        status: "ok",
        database: { kind: database.kind, status: "up", latency_ms: Math.round(latency * 10) / 10 },
        sites: registry.sites.length,
      },
    };
  } catch (error) {
    return {
      ok: false,
      body: {
        status: "degraded",
        database: { kind: database.kind, status: "down", error: (error as Error).name },
        sites: registry.sites.length,
      },
    };
  }
}
