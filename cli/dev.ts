import { getEnv } from "#server/env.server";
import { prepareDemo } from "./prepare";
import { startServer } from "./serve";

// `npm run dev`: the same Express host over Vite in middleware mode, with hot reload.
process.env.NODE_ENV ??= "development";
const env = getEnv();
await prepareDemo();
await startServer({ port: env.PORT, host: env.HOST, dev: true });
console.log(`Forecourt (development) on http://localhost:${env.PORT}`);
