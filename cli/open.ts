import { openDatabase, type DatabaseHandle } from "#server/db/client";
import { migrateDatabase } from "#server/db/migrate";
import { getEnv } from "#server/env.server";
import { keepDataDirPrivate } from "#server/security/private-data-dir.server";
import { loadSiteRegistry } from "#server/sites/registry";
import { syncSites } from "#server/sites/sync";

/** Opens the configured database, migrates it and syncs the site files: what every command needs. */
export async function openForCommand() {
  const env = getEnv();
  keepDataDirPrivate(env.DATA_DIR);
  const registry = loadSiteRegistry(env.SITES_DIR);
  const handle: DatabaseHandle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolMax: env.DATABASE_POOL_MAX,
  });
  try {
    await migrateDatabase(handle);
    await syncSites(handle.db, registry);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return { env, registry, handle };
}
