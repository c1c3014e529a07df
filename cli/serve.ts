import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express from "express";
import type { Server, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import path from "node:path";
import type zlib from "node:zlib";
import { pathToFileURL } from "node:url";
import { getEnv } from "#server/env.server";
import { ALLOWED_METHODS } from "#server/security/http.server";

/*
 * The HTTP host: compression, long-lived caching for hashed assets, graceful
 * shutdown. In production it serves the built app (build/server/index.js); with `--dev` it runs
 * Vite in middleware mode over server/app.ts, so both share the same Express app.
 */

type ServerModule = {
  app: express.Express;
  opsApp: express.Express;
  startDraining: () => void;
  startFeeds: () => Promise<void>;
  getRuntime: () => Promise<unknown>;
  closeRuntime: () => Promise<void>;
};

export async function startServer(options: { port: number; host: string; dev?: boolean; quiet?: boolean }) {
  const host = express();
  host.disable("x-powered-by");
  // Security headers, caps and the cross-site check live in the app (server/app.ts), so they hold in
  // development too; the host only adds what static files need.
  host.set("trust proxy", getEnv().TRUST_PROXY);
  // Streamed pages are written in many small pieces. With the compressor's default 16 KB buffer a
  // piece often meets backpressure, and `compression` then leaves one "drain" listener per piece on
  // the stream (MaxListenersExceededWarning). A buffer larger than any page avoids the churn.
  // (zlib passes its options on to the stream, so highWaterMark reaches it; the types omit that.)
  const buffer = { highWaterMark: 1 << 20 } as zlib.ZlibOptions & zlib.BrotliOptions;
  host.use(compression({ ...buffer, brotli: buffer }));

  let serverModule: ServerModule;
  if (options.dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    host.use(viteServer.middlewares);
    host.use(async (req, res, next) => {
      try {
        const mod = (await viteServer.ssrLoadModule("./server/app.ts")) as ServerModule;
        return mod.app(req, res, next);
      } catch (error) {
        if (error instanceof Error) viteServer.ssrFixStacktrace(error);
        next(error);
      }
    });
    serverModule = (await viteServer.ssrLoadModule("./server/app.ts")) as ServerModule;
  } else {
    const buildDir = path.resolve("build");
    // Hashed assets never change: cache them for a year.
    const setHeaders = (res: ServerResponse) => void res.setHeader("X-Content-Type-Options", "nosniff");
    // Compressed at build time (vite.config.ts): Brotli where the browser takes it, else gzip; the
    // on-the-fly compressor leaves an answer that is already encoded alone.
    host.use(
      "/assets",
      expressStaticGzip(path.join(buildDir, "client/assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gz"],
        index: false,
        serveStatic: { immutable: true, maxAge: "1y", index: false, setHeaders },
      }),
    );
    // build/client holds nothing but assets/: no other address is looked for on disk (a page request
    // that first failed a file lookup paid for the error it made).
    serverModule = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerModule;
    host.use(serverModule.app);
  }

  // Boot the runtime before listening, so a bad site file or database stops start-up with its message.
  await serverModule.getRuntime();

  const server: Server = await new Promise((resolve) => {
    const s = host.listen(options.port, options.host, () => resolve(s));
  });
  server.keepAliveTimeout = 65_000;
  await serverModule.startFeeds();
  // The operator's endpoints on a port of their own, for the balancer and Prometheus.
  const opsPort = getEnv().OPS_PORT;
  const opsServer: Server | null = opsPort
    ? await new Promise((resolve) => {
        const s = serverModule.opsApp.listen(opsPort, options.host, () => resolve(s));
      })
    : null;
  /*
   * What never reaches Express gets an answer too: a CONNECT (which Node hands to a "connect"
   * listener, and without one drops) is a 405, and a request Node cannot parse (a lower-case
   * method, a space in the address) a 400 that arrives: Node's own is written just before it
   * destroys the socket, and is lost when the rest of the request is still unread.
   */
  server.on("connect", (_req, socket: Duplex) =>
    answerAndClose(socket, "405 Method Not Allowed", `Allow: ${ALLOWED_METHODS.join(", ")}\r\n`),
  );
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable) return socket.destroy();
    answerAndClose(
      socket,
      error.code === "HPE_HEADER_OVERFLOW"
        ? "431 Request Header Fields Too Large"
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? "408 Request Timeout"
          : "400 Bad Request",
    );
  });

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    if (!options.quiet) console.log(`${signal}: finishing open requests, then stopping`);
    // /readyz fails from now on: a balancer sends this instance nothing new.
    serverModule.startDraining();
    const force = setTimeout(() => {
      console.error("Requests still open after 10 s; stopping anyway");
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(async () => {
      opsServer?.close();
      await serverModule.closeRuntime();
      process.exit(0);
    });
    server.closeIdleConnections();
  }
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
  return server;
}

/** Answers on a bare socket and closes it, reading and dropping what the client still sends. */
function answerAndClose(socket: Duplex, status: string, headers = "") {
  socket.on("error", () => undefined);
  socket.end(`HTTP/1.1 ${status}\r\n${headers}Content-Length: 0\r\nConnection: close\r\n\r\n`);
  // Closed with unread data, a socket is reset and the answer lost; one that keeps sending is cut off.
  socket.resume();
  setTimeout(() => socket.destroy(), 5000).unref();
}
