import { availableParallelism } from "node:os";
import { aliasesFromTsconfig } from "./aliases.config";
import { defineConfig } from "vitest/config";

const alias = aliasesFromTsconfig();

// Four projects: "unit" is pure (domain rules, schemas, helpers); "db" touches a real
// database: PGlite in a temporary directory by default, PostgreSQL when DATABASE_URL is set;
// "http" sends requests to the built server (on either database), so it runs after the build;
// "cluster" brings up the reference deployment and breaks it (CI only: it installs packages).
export default defineConfig({
  resolve: { alias },
  test: {
    setupFiles: ["./tests/setup/fail-on-console-error.ts"],
    // The server's log lines are not test output; tests that read the log make their own logger.
    env: { LOG_LEVEL: "warn" },
    // Files run side by side, two at least, where Vitest's default (one less than the cores) would
    // run one at a time on a 2-core machine. Each database file has a database of its own
    // (tests/setup/test-database.ts); the HTTP and cluster files share one server and run in turn.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "domain/**/*.test.ts",
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "cli/**/*.test.ts",
            "tests/*.test.ts",
            "tests/security/*.test.ts",
          ],
          exclude: ["**/*.db.test.ts", "**/*.http.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: ["**/*.db.test.ts"],
          exclude: ["node_modules/**"],
          // One migrated database, which each file's database is copied from.
          globalSetup: ["./tests/setup/database-template.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Requests to the built server, as visitors and as attackers would send them.
          name: "http",
          include: ["tests/security/**/*.http.test.ts"],
          globalSetup: ["./tests/security/global-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // Faults on the reference deployment (npm run cluster): CI runs it, as root, after the rest.
          name: "cluster",
          include: ["tests/cluster/**/*.cluster.test.ts"],
          testTimeout: 300_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
