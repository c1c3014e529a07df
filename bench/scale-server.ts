export {};

/*
 * One app instance for npm run bench:scale: the built app (build/server/index.js), served the way
 * `npm start` serves it but without building or loading demo data. DATABASE_URL, SITES_DIR, PORT
 * and the rest come from the environment bench/scale.ts gives it.
 */
process.env.NODE_ENV = "production";

const { startServer } = await import("../cli/serve");
await startServer({ port: Number(process.env.PORT), host: "127.0.0.1", quiet: true });
