import { createHash } from "node:crypto";
import zlib from "node:zlib";
import type { RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import { log } from "#server/log.server";
import { pageSurrogateKeys } from "./surrogate-keys.server";
import { newPageDependencies, runWithPageDependencies } from "./page-dependencies.server";

/*
 * Public pages at the cost of a static file [docs/architecture.md rule 10; docs/decisions/021-page-cache.md].
 *
 * A page a signed-out visitor asks for as HTML depends only on its site, its stock, the build and
 * its address, so it gets a strong ETag made of those (plus the minute it was made in, for the few
 * bits that change with time: "Open now", sold cars dropping off), answers If-None-Match with a 304,
 * tells shared caches (a CDN) they may keep it, and is kept here, bounded in bytes, with its gzip
 * and brotli forms, so the next visitor is answered without rendering. An import or a status
 * change moves the site's stock version, and a kept page made before it is made afresh on the next
 * request, on every instance; unless the page named every car it shows (a vehicle page: its car and
 * the similar cars, server/cache/page-dependencies.server.ts) and none of those changed, which the
 * site's change log tells (`changedSince`): then it is kept, with its ETag, and stamped with the new
 * version. Every private page gets "private, no-store"; so does a page rendered for a visitor
 * with a session (never kept), though such a visitor is answered a kept public page as anyone is.
 *
 * The cached page keeps the nonce it was rendered with, and is sent with the CSP header that
 * names it: each rendering has its own, and a page's nonce is only known once that page exists.
 */
export type PageKey = {
  /** The site's id and a hash of its configuration. */
  site: string;
  siteId: number;
  stockVersion: number;
};

/** Whether a car changed after version `since` up to `to`, or null when that cannot be told. */
export type ChangedSince = (
  siteId: number,
  since: number,
  to: number,
) => Promise<((carId: number) => boolean) | null>;

export type PageCacheOptions = {
  buildId: string;
  maxBytes: number;
  /** How long a rendering stands for time-dependent bits (and the window of one ETag). */
  windowMs: number;
  /** The site and its stock version for a request's host name, or null when no site claims it. */
  keyFor: (hostname: string) => Promise<PageKey | null>;
  /** Paths never kept: every page that depends on who asks. */
  isPrivatePath: (path: string) => boolean;
  sessionCookie: string;
  /** The site's change log; without it any change makes every kept page of the site again. */
  changedSince?: ChangedSince;
  now?: () => number;
};

type Entry = {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
  /** The stock version the page is known to be current at. */
  version: number;
  /** The cars the page shows, or null when it shows the whole stock. */
  cars: ReadonlySet<number> | null;
  /** Made at the first hit that asks for them, once. */
  gzip?: Buffer;
  br?: Buffer;
};

/** What a shared cache may do with a public page: revalidate at once, serve a stale copy a while. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
export const PRIVATE_CACHE_CONTROL = "private, no-store";

const KEPT_HEADERS = ["content-type", "content-security-policy", "link", "content-language"];

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const cache = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    // Room for the compressed forms too (a page compresses to well under half).
    sizeCalculation: (entry) => entry.body.length * 2 + 1024,
    ttl: options.windowMs,
  });
  const stats = { hits: 0, misses: 0, notModified: 0, keptAcrossChanges: 0 };

  /** The kept copy under `id` if it is current at the key's version (stamped so when it is). */
  async function current(id: string, key: PageKey): Promise<Entry | undefined> {
    const entry = cache.get(id);
    if (!entry || entry.version >= key.stockVersion) return entry;
    const cars = entry.cars;
    const changed = cars && (await options.changedSince?.(key.siteId, entry.version, key.stockVersion));
    if (cars && changed && ![...cars].some(changed)) {
      entry.version = Math.max(entry.version, key.stockVersion);
      stats.keptAcrossChanges++;
      return entry;
    }
    if (cache.peek(id) === entry) cache.delete(id);
    return undefined;
  }

  const handler: RequestHandler = async (req, res, next) => {
    const publicPage =
      (req.method === "GET" || req.method === "HEAD") &&
      !options.isPrivatePath(req.path) &&
      acceptsHtml(req.headers.accept);
    if (!publicPage) {
      markPrivate(res);
      return next();
    }
    // A public page reads nothing of the visitor, so a signed-in buyer is answered the copy made
    // for everyone; but what is rendered for them is never kept: a copy only ever comes from a
    // visitor without a session.
    const signedOut = !hasCookie(req.headers.cookie, options.sessionCookie);
    let key: PageKey | null;
    try {
      // The host the app reads the site from (X-Forwarded-Host from a trusted proxy, else Host).
      key = await options.keyFor(req.hostname ?? "");
    } catch (error) {
      log.warn("page cache: no key; rendering", { err: error });
      markPrivate(res);
      return next();
    }
    if (!key) return next();
    const window = Math.floor(now() / options.windowMs);
    // A copy is only ever served for the host it was made for: every spelling of the host a
    // request carries is part of its key (pages take no address from the request, but a copy made
    // for one alias or port is still not another's) [docs/decisions/035-canonical-origin.md].
    const hosts =
      `${req.hostname}|${req.headers.host ?? ""}|${req.headers["x-forwarded-host"] ?? ""}`.toLowerCase();
    const id = `${key.site}|${hosts}|${options.buildId}|${window}|${req.originalUrl}`;
    let entry: Entry | undefined;
    try {
      entry = await current(id, key);
    } catch (error) {
      log.warn("page cache: change log unread; rendering", { err: error });
    }
    // A kept copy keeps the ETag it was made with; a new rendering's names its version.
    const etag =
      entry?.etag ??
      `"${createHash("sha256").update(`${id}|${key.stockVersion}`).digest("base64url").slice(0, 32)}"`;

    if (ifNoneMatch(req.headers["if-none-match"], etag)) {
      stats.notModified++;
      // The browser (or CDN) keeps the copy it has and updates its headers from this answer: a
      // policy with this response's new nonce would block the scripts of the copy it keeps.
      res.removeHeader("Content-Security-Policy");
      res.status(304).set({ ETag: etag, "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL }).end();
      return;
    }
    if (entry) {
      stats.hits++;
      res.setHeader("Surrogate-Key", pageSurrogateKeys(key.siteId, entry));
      send(req.method, req.headers["accept-encoding"], res, entry, etag);
      return;
    }
    stats.misses++;
    if (!signedOut) {
      markPrivate(res);
      return next();
    }
    const dependencies = newPageDependencies();
    runWithPageDependencies(dependencies, () => {
      capture(
        res,
        etag,
        () => pageSurrogateKeys(key.siteId, dependencies),
        (status, headers, body) => {
          if (status !== 200 || !headers["content-type"]?.startsWith("text/html") || body.length === 0)
            return;
          cache.set(id, {
            status,
            headers,
            body,
            etag,
            version: key.stockVersion,
            cars: dependencies.cars,
          });
        },
      );
      next();
    });
  };

  return { handler, stats, clear: () => cache.clear(), size: () => cache.calculatedSize };
}

function send(method: string, acceptEncoding: string | undefined, res: Response, entry: Entry, etag: string) {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  let encoding: "br" | "gzip" | null = null;
  let body = entry.body;
  if (/\bbr\b/.test(accepted)) {
    encoding = "br";
    body = entry.br ??= zlib.brotliCompressSync(entry.body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
    });
  } else if (/\bgzip\b/.test(accepted)) {
    encoding = "gzip";
    body = entry.gzip ??= zlib.gzipSync(entry.body);
  }
  res.status(entry.status);
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
  res.setHeader("ETag", etag);
  res.setHeader("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
  res.setHeader("Vary", "Accept-Encoding");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", String(body.length));
  res.setHeader("X-Page-Cache", "hit");
  if (method === "HEAD") res.end();
  else res.end(body);
}

/**
 * Lets the response stream as it renders, and hands over its status, kept headers and whole body
 * when it ends; a public page also gets its ETag and Cache-Control before its head goes out.
 */
function capture(
  res: Response,
  etag: string,
  surrogateKeys: () => string,
  done: (status: number, headers: Record<string, string>, body: Buffer) => void,
) {
  const chunks: Buffer[] = [];
  let storable = true;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;

  res.writeHead = ((...args: unknown[]) => {
    const status = typeof args[0] === "number" ? args[0] : res.statusCode;
    const cookie = res.getHeader("set-cookie");
    // A route that sets its own caching (an image, a feed) keeps its word, and is not kept here.
    const own = res.getHeader("cache-control");
    if (status === 200 && !cookie && own === undefined) {
      res.setHeader("ETag", etag);
      res.setHeader("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
      res.setHeader("Surrogate-Key", surrogateKeys());
      res.setHeader("X-Page-Cache", "miss");
    } else {
      storable = false;
      if (own === undefined) res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
    }
    return writeHead(...args);
  }) as Response["writeHead"];

  const keep = (chunk: unknown, encoding?: unknown) => {
    if (!storable || chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? Buffer.from(chunk)
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"),
    );
  };
  res.write = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return write(...args);
  }) as Response["write"];
  res.end = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    const result = end(...args);
    if (storable && res.statusCode === 200 && !res.getHeader("set-cookie")) {
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = res.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      done(res.statusCode, headers, Buffer.concat(chunks));
    }
    return result;
  }) as Response["end"];
}

/** "private, no-store" unless the route says otherwise (an API's or an image's own header). */
function markPrivate(res: Response) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    if (!res.getHeader("cache-control")) res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
    return writeHead(...args);
  }) as Response["writeHead"];
}

export function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name && part.slice(eq + 1).trim() !== "") return true;
  }
  return false;
}

/** A browser or crawler asking for a page (not a script's fetch of JSON). */
export function acceptsHtml(accept: string | undefined): boolean {
  return accept !== undefined && accept.toLowerCase().includes("text/html");
}

export function ifNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(",") : header;
  return value.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*");
}
