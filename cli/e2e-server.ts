import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/*
 * The server the end-to-end tests run against: the built app on a fresh embedded database in a
 * temporary folder, with a smaller demo stock so the suite starts quickly.
 */
process.env.NODE_ENV = "production";
process.env.DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "forecourt-e2e-"));
process.env.PORT ??= "3100";
// The tests name each visitor's address in X-Forwarded-For (tests/e2e/fixtures.ts).
process.env.TRUST_PROXY ??= "loopback";
process.env.LOG_LEVEL ??= "warn";
delete process.env.DATABASE_URL;

const { prepareDemo } = await import("./prepare");
const { startServer } = await import("./serve");
await prepareDemo({ cars: 1200 });
await startServer({ port: Number(process.env.PORT), host: "127.0.0.1", quiet: true });
console.log(`e2e server ready on ${process.env.PORT}`);
