export {};

/*
 * The server the HTTP security tests run against: the built app with a small demo stock, on the
 * embedded database in DATA_DIR or, when DATABASE_URL is set (CI's PostgreSQL run), on that
 * database. Started by tests/security/global-setup.ts, which reads its log.
 */
process.env.NODE_ENV = "production";

const { prepareDemo } = await import("../../cli/prepare");
const { startServer } = await import("../../cli/serve");
await prepareDemo({ cars: 400 });
await startServer({ port: Number(process.env.PORT), host: "127.0.0.1", quiet: true });
process.stdout.write(`security test server ready on ${process.env.PORT}\n`);
