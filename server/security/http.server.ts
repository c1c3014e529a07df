import { randomBytes, randomUUID } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import { getLogger, runInLogScope, type LogScope } from "#server/log.server";

/*
 * What every request meets before a route sees it (server/app.ts) [docs/architecture.md rule 11;
 * docs/decisions/005-hardening.md]:
 * - forwarded headers (X-Forwarded-For, -Host, -Proto) count only from a proxy named in TRUST_PROXY;
 *   from anyone else they are dropped, so no visitor can choose the host a page's links are built on;
 * - a request id and the log scope; one log line per request, without its query string;
 * - caps: an address over 4 KB is a 414, a body over 64 KB a 413, a body of unstated length a 411;
 *   an address holding an encoded NUL is a 400; a request without a readable Host (none, empty, or
 *   not a host name with an optional port) is a 400, and a method no page takes (TRACE, PROPFIND,
 *   PUT ...) a 405 with Allow;
 * - every write (any method but GET, HEAD, OPTIONS) whose Origin, or else Referer, is another site is
 *   a 403; a request with neither comes from no browser, so no buyer's cookies ride on it;
 * - the security headers, with a Content-Security-Policy whose scripts need this response's nonce.
 */
export const MAX_BODY_BYTES = 64 * 1024;
export const MAX_URL_LENGTH = 4096;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Every method a page or API of the platform takes; every public write is a POST. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"];
const ALLOWED = new Set(ALLOWED_METHODS);
const FORWARDED_HEADERS = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "forwarded"];

export type Locals = { requestId: string; nonce: string; log: LogScope };

export function locals(res: Response): Locals {
  return res.locals as Locals;
}

function wantsJson(req: Request) {
  return req.path.startsWith("/api/") || (req.headers.accept ?? "").includes("application/json");
}

/** A refusal the visitor can read: JSON for API calls, a line of text otherwise. */
export function refuse(req: Request, res: Response, status: number, message: string) {
  res.status(status).set("Cache-Control", "no-store");
  // A body may still be arriving; it is not read, so this connection is not reused.
  if (!SAFE_METHODS.has(req.method)) res.set("Connection", "close");
  if (wantsJson(req)) res.json({ success: false, message });
  else res.type("text/plain; charset=utf-8").send(message);
}

export function requestScope(): RequestHandler {
  return (req, res, next) => {
    const trusted = (req.app.get("trust proxy fn") as (address: string, hop: number) => boolean)(
      req.socket.remoteAddress ?? "",
      0,
    );
    if (!trusted) for (const header of FORWARDED_HEADERS) delete req.headers[header];
    const requestId = randomUUID();
    const scope: LogScope = { request_id: requestId };
    Object.assign(res.locals, { requestId, nonce: randomBytes(16).toString("base64"), log: scope });
    res.setHeader("X-Request-Id", requestId);
    const started = performance.now();
    res.on("finish", () => {
      getLogger().info(
        {
          ...scope,
          method: req.method,
          path: req.path.slice(0, 200),
          status: res.statusCode,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        "request",
      );
    });
    runInLogScope(scope, next);
  };
}

/*
 * A host name (letters, digits, "-", "_" and dots, or an IPv6 address in brackets) and an optional
 * port up to 65535: what a URL can be built on. Anything else (a space, "%00", "user@host", a port
 * of 99999) made the request's URL throw inside the router: a 500.
 */
const HOST = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;
export function isReadableHost(value: string | undefined): boolean {
  if (!value || value.length > 255) return false;
  const match = HOST.exec(value);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535);
}

export function requestLimits(): RequestHandler {
  return (req, res, next) => {
    // Express reads the host from X-Forwarded-Host when a trusted proxy sent one, else from Host.
    // (The router takes the port from Host even then, so a Host that is there must be readable too.)
    if (!isReadableHost(req.host) || (req.headers.host !== undefined && !isReadableHost(req.headers.host)))
      return refuse(req, res, 400, "This request does not name a site.");
    if (!ALLOWED.has(req.method)) {
      res.set("Allow", ALLOWED_METHODS.join(", "));
      return refuse(req, res, 405, "This method is not allowed.");
    }
    if (req.originalUrl.length > MAX_URL_LENGTH) return refuse(req, res, 414, "This address is too long.");
    // No page has a NUL in its address, and PostgreSQL refuses one in text: refused at the door.
    if (/%00/i.test(req.originalUrl)) return refuse(req, res, 400, "This address is not valid.");
    if (SAFE_METHODS.has(req.method)) return next();
    const length = req.headers["content-length"];
    if (length === undefined) {
      if (req.headers["transfer-encoding"] !== undefined)
        return refuse(req, res, 411, "Please send the length of the request.");
      return next();
    }
    if (!/^\d{1,12}$/.test(length) || Number(length) > MAX_BODY_BYTES)
      return refuse(req, res, 413, "This request is too large to accept.");
    next();
  };
}

function originOf(value: string | undefined): string | null | undefined {
  if (value === undefined || value === "") return undefined;
  if (value === "null") return null;
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return null;
  }
}

export function refuseCrossSiteWrites(): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fromOrigin = originOf(req.headers.origin);
    const origin = fromOrigin === undefined ? originOf(req.headers.referer) : fromOrigin;
    // Neither header: not a browser, so no buyer's session can be carried by it.
    if (origin === undefined) return next();
    if (origin !== null && origin === req.host.toLowerCase()) return next();
    getLogger().warn({ ...locals(res).log, method: req.method, path: req.path }, "cross-site write refused");
    refuse(req, res, 403, "This request came from another site, so it was not accepted.");
  };
}

/** Stands for the response's nonce in the policy, which is made once (see securityHeaders). */
const NONCE_SLOT = "forecourtnonceslot";

export function securityHeaders(options: { dev: boolean; stripe?: boolean }): RequestHandler {
  // Stripe's Payment Element, where payments go through Stripe: its script, its frames (the card
  // form and 3-D Secure) and its API [docs/decisions/020-reserve-online.md].
  const stripe = options.stripe
    ? {
        script: ["https://js.stripe.com"],
        frame: ["https://js.stripe.com", "https://hooks.stripe.com"],
        connect: ["https://api.stripe.com"],
      }
    : { script: [], frame: [], connect: [] };
  const headers = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Helmet's "no-referrer" makes browsers send "Origin: null" with a form post, which the cross-site
    // check refuses: plain forms (no JavaScript) would never reach their action.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    hsts: options.dev ? false : { maxAge: 15552000, includeSubDomains: false },
  });
  /*
   * The policy is written by Helmet once, with a slot where each response's nonce goes: Helmet
   * writing it afresh for every response cost about 4% of a page's time.
   */
  const policy = writtenOnce(
    helmet.contentSecurityPolicy({
      useDefaults: true,
      directives: {
        // Every script React Router and React write into the page carries the nonce (entry.server.tsx).
        "script-src": ["'self'", `'nonce-${NONCE_SLOT}'`, ...stripe.script],
        "img-src": ["'self'", "data:", "blob:", "https:"],
        "media-src": ["'self'", "https:"],
        "frame-src": [
          "'self'",
          "https://www.youtube.com",
          "https://www.youtube-nocookie.com",
          ...stripe.frame,
        ],
        // Vite's development server reloads modules over a WebSocket.
        "connect-src": [...(options.dev ? ["'self'", "ws:"] : ["'self'"]), ...stripe.connect],
        "upgrade-insecure-requests": null,
      },
    }),
  );
  const [beforeNonce, afterNonce] = policy.split(NONCE_SLOT) as [string, string];
  return (req, res, next) => {
    res.setHeader("Content-Security-Policy", beforeNonce + locals(res).nonce + afterNonce);
    headers(req, res, next);
  };
}

/** The header a Helmet middleware sets, when nothing in it depends on the request. */
function writtenOnce(middleware: (req: never, res: never, next: () => void) => void): string {
  let value = "";
  const res = { setHeader: (_name: string, header: string) => void (value = header) };
  middleware({} as never, res as never, () => undefined);
  if (value.split(NONCE_SLOT).length !== 2) throw new Error("the policy has no place for the nonce");
  return value;
}
