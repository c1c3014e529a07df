import { open, readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { FeedConfig } from "#server/sites/schema";

/*
 * Reading a feed from where the dealer's system publishes it: an address (a conditional GET, so a
 * feed that has not changed costs one short answer) or the newest file of its format in a drop
 * folder. Bodies are capped; credentials come from the environment, never from the site file.
 */

/** What the source said last time, for a conditional request. */
export type SourceMark = { etag: string | null; lastModified: string | null };

export type Fetched =
  | { unchanged: true; source: string }
  | { unchanged: false; source: string; text: string; bytes: number; mark: SourceMark };

export class FeedFetchError extends Error {}

export type SourceOptions = {
  dataDir: string;
  /** Where an address that is a path (the local feeds) is fetched from. */
  localOrigin?: string;
  maxBytes: number;
  timeoutMs: number;
  /** Reads a credential by its variable name. */
  secrets: (name: string) => string | undefined;
};

export function fetchFeed(feed: FeedConfig, last: SourceMark, options: SourceOptions): Promise<Fetched> {
  if (!feed.url) return readFolder(feed, last, options);
  return fetchAddress(
    feed,
    new URL(feed.url, options.localOrigin ?? "http://127.0.0.1").toString(),
    last,
    options,
  );
}

function authorization(feed: FeedConfig, secrets: SourceOptions["secrets"]): string | null {
  const need = (name: string) => {
    const value = secrets(name);
    if (!value) throw new FeedFetchError(`the credential ${name} is not set`);
    return value;
  };
  if (feed.token_env) return `Bearer ${need(feed.token_env)}`;
  if (feed.username_env && feed.password_env)
    return `Basic ${Buffer.from(`${need(feed.username_env)}:${need(feed.password_env)}`).toString("base64")}`;
  return null;
}

async function fetchAddress(feed: FeedConfig, url: string, last: SourceMark, options: SourceOptions) {
  const headers: Record<string, string> = { accept: "*/*", "user-agent": "Forecourt stock feed" };
  const auth = authorization(feed, options.secrets);
  if (auth) headers.authorization = auth;
  if (last.etag) headers["if-none-match"] = last.etag;
  if (last.lastModified) headers["if-modified-since"] = last.lastModified;
  // The address without any credentials written into it, for the run record and messages.
  const shown = new URL(url);
  shown.username = shown.password = "";
  const source = shown.toString();
  let response: Response;
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    response = await fetch(url, { headers, signal }).catch((error: unknown) => {
      // A kept-alive connection the other side has since closed: a GET may be asked again at once.
      if (!STALE_CONNECTION.has(causeOf(error))) throw error;
      return fetch(url, { headers, signal });
    });
  } catch (error) {
    const reason =
      (error as Error).name === "TimeoutError"
        ? `no answer in ${options.timeoutMs / 1000} s`
        : causeOf(error);
    throw new FeedFetchError(`${source}: ${reason}`);
  }
  if (response.status === 304) return { unchanged: true as const, source };
  if (!response.ok) {
    await response.body?.cancel();
    throw new FeedFetchError(`${source} answered ${response.status} ${response.statusText}`.trim());
  }
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > options.maxBytes) {
    await response.body?.cancel();
    throw new FeedFetchError(`${source} is ${declared} bytes, over the limit of ${options.maxBytes}`);
  }
  const body = await readCapped(response, options.maxBytes, source);
  return {
    unchanged: false as const,
    source,
    text: body.toString("utf8"),
    bytes: body.length,
    mark: { etag: response.headers.get("etag"), lastModified: response.headers.get("last-modified") },
  };
}

const STALE_CONNECTION = new Set(["UND_ERR_SOCKET", "ECONNRESET", "EPIPE"]);

function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

async function readCapped(response: Response, maxBytes: number, source: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  if (!response.body) return Buffer.alloc(0);
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      await response.body.cancel().catch(() => {});
      throw new FeedFetchError(`${source} is over the limit of ${maxBytes} bytes`);
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** The newest file of the feed's format in its folder; unchanged when it is the one read last time. */
async function readFolder(feed: FeedConfig, last: SourceMark, options: SourceOptions): Promise<Fetched> {
  const folder = path.resolve(options.dataDir, feed.folder!);
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    throw new FeedFetchError(`${folder} cannot be read: ${(error as NodeJS.ErrnoException).code}`);
  }
  const candidates = await Promise.all(
    names
      .filter((name) => name.toLowerCase().endsWith(`.${feed.format}`) && !name.startsWith("."))
      .map(async (name) => ({ name, stats: await stat(path.join(folder, name)).catch(() => null) })),
  );
  const newest = candidates
    .filter((c) => c.stats?.isFile())
    .sort((a, b) => b.stats!.mtimeMs - a.stats!.mtimeMs || a.name.localeCompare(b.name))[0];
  if (!newest) throw new FeedFetchError(`${folder} holds no .${feed.format} file`);
  const file = path.join(folder, newest.name);
  // The file's name, size and time stand in for an address's Last-Modified.
  const mark = `${newest.name} ${newest.stats!.size} ${newest.stats!.mtime.toISOString()}`;
  if (mark === last.lastModified) return { unchanged: true, source: file };
  if (newest.stats!.size > options.maxBytes)
    throw new FeedFetchError(`${file} is ${newest.stats!.size} bytes, over the limit of ${options.maxBytes}`);
  const handle = await open(file, "r");
  try {
    const body = await handle.readFile();
    return {
      unchanged: false,
      source: file,
      text: body.toString("utf8"),
      bytes: body.length,
      mark: { etag: null, lastModified: mark },
    };
  } finally {
    await handle.close();
  }
}
