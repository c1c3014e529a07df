import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "#domain": fileURLToPath(new URL("./domain", import.meta.url)),
  "#server": fileURLToPath(new URL("./server", import.meta.url)),
};

// Two projects: "unit" is pure (domain rules, schemas, helpers); "db" touches a real
// database: PGlite in a temporary directory by default, PostgreSQL when DATABASE_URL is set.
export default defineConfig({
  resolve: { alias },
  test: {
    setupFiles: ["./tests/setup/fail-on-console-error.ts"],
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
          ],
          exclude: ["**/*.db.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: ["**/*.db.test.ts"],
          exclude: ["node_modules/**"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
