import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Data flows one way: server/ never imports app/; what both need lives in domain/.
const NO_APP = { group: ["~/*"], message: "server/ never imports app/: move what both need to domain/." };

export default tseslint.config(
  { ignores: ["build/", "data/", ".react-router/", "node_modules/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Playwright fixtures take a `use` callback, and database tests call useTestDatabase (a
    // file's database, clean for each test): neither is a React hook.
    files: ["tests/e2e/**", "**/*.db.test.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // Client code never reaches into the server tree (docs/architecture.md: server/ is server-only); it may
    // name the types of the view data the server makes, which vanish from the build.
    files: ["app/components/**", "app/lib/**", "app/hooks/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["\\#server/*"], message: "server/ is server-only.", allowTypeImports: true }],
        },
      ],
    },
  },
  {
    // Data flows one way: server/ never imports app/; what both need lives in domain/.
    files: ["server/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [NO_APP],
        },
      ],
    },
  },
  {
    // server/ by kind (docs/architecture.md): data access reads and writes entities and knows no page
    // or workflow; workflows (leads, reservations, payments, the signed-in forms) use data access
    // and know no page; page view-models may use both.
    files: ["server/data/**"],
    // A test may make what it reads (a lead, a reservation) the way the platform does.
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            NO_APP,
            {
              group: ["\\#server/pages/*", "\\#server/workflows/*", "\\#server/leads/*"],
              message: "data access knows no page view-model or workflow.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/workflows/**", "server/leads/**"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            NO_APP,
            { group: ["\\#server/pages/*"], message: "a workflow knows no page view-model." },
          ],
        },
      ],
    },
  },
  {
    // domain/ is the spec's rules as pure functions: no I/O, no React, no database.
    files: ["domain/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["~/*", "\\#server/*"], message: "domain/ imports only domain/." }],
          paths: [
            { name: "react", message: "domain/ has no React." },
            { name: "drizzle-orm", message: "domain/ has no database." },
          ],
        },
      ],
    },
  },
);
