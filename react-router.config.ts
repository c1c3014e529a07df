import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Every route is known to the browser from the start (docs/decisions/029-smaller-pages.md).
  routeDiscovery: { mode: "initial" },
  future: { v8_middleware: true },
} satisfies Config;
