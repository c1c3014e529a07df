import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FeedConfigSchema } from "#server/sites/schema";
import { FeedFetchError, fetchFeed, type SourceOptions } from "./feed-source.server";

/* Reading a feed from its address: credentials from the environment, conditional requests, limits. */
let server: http.Server;
let base: string;
const seen: http.IncomingHttpHeaders[] = [];
const BODY = "stocknum,car_type\nA1,used\n";

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.headers);
    if (req.url === "/slow") return; // never answers
    if (req.url === "/big")
      return res.writeHead(200, { "content-length": "999999" }).end("x".repeat(999_999));
    if (req.url === "/endless") {
      res.writeHead(200);
      const write = () => res.write("x".repeat(10_000), () => setImmediate(write));
      return write();
    }
    if (req.url === "/moved") return res.writeHead(301, { location: "/stock.csv" }).end();
    if (req.url === "/missing") return res.writeHead(404).end();
    if (req.headers["if-none-match"] === '"v1"') return res.writeHead(304).end();
    res.writeHead(200, { etag: '"v1"', "last-modified": "Sat, 28 Nov 2026 05:00:00 GMT" }).end(BODY);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const secrets: Record<string, string> = { FEED_USER: "dealer", FEED_PASS: "s3cret", FEED_TOKEN: "tok" };
const options: SourceOptions = {
  dataDir: "/tmp",
  maxBytes: 100_000,
  timeoutMs: 1_000,
  secrets: (name) => secrets[name],
};
const feed = (url: string, extra: Record<string, unknown> = {}) =>
  FeedConfigSchema.parse({ url, format: "csv", full: true, ...extra });
const none = { etag: null, lastModified: null };

describe("an address", () => {
  it("is read with basic credentials from the environment, and asked again conditionally", async () => {
    const first = await fetchFeed(
      feed(`${base}/stock.csv`, { username_env: "FEED_USER", password_env: "FEED_PASS" }),
      none,
      options,
    );
    expect(first).toMatchObject({
      unchanged: false,
      text: BODY,
      bytes: BODY.length,
      mark: { etag: '"v1"', lastModified: "Sat, 28 Nov 2026 05:00:00 GMT" },
    });
    expect(seen.at(-1)!.authorization).toBe(`Basic ${Buffer.from("dealer:s3cret").toString("base64")}`);
    const again = await fetchFeed(feed(`${base}/stock.csv`), (first as { mark: typeof none }).mark, options);
    expect(again).toEqual({ unchanged: true, source: `${base}/stock.csv` });
    expect(seen.at(-1)).toMatchObject({
      "if-none-match": '"v1"',
      "if-modified-since": "Sat, 28 Nov 2026 05:00:00 GMT",
    });
  });

  it("sends a bearer token; a credential not set is a clear failure", async () => {
    await fetchFeed(feed(`${base}/stock.csv`, { token_env: "FEED_TOKEN" }), none, options);
    expect(seen.at(-1)!.authorization).toBe("Bearer tok");
    await expect(
      fetchFeed(feed(`${base}/stock.csv`, { token_env: "NOT_SET" }), none, options),
    ).rejects.toThrow("the credential NOT_SET is not set");
  });

  it("follows a redirect; names a refusal, a silence and an oversized file", async () => {
    expect(await fetchFeed(feed(`${base}/moved`), none, options)).toMatchObject({ text: BODY });
    await expect(fetchFeed(feed(`${base}/missing`), none, options)).rejects.toThrow(
      `${base}/missing answered 404 Not Found`,
    );
    await expect(fetchFeed(feed(`${base}/slow`), none, options)).rejects.toThrow(
      `${base}/slow: no answer in 1 s`,
    );
    await expect(fetchFeed(feed(`${base}/big`), none, options)).rejects.toThrow(
      `${base}/big is 999999 bytes, over the limit of 100000`,
    );
    await expect(fetchFeed(feed(`${base}/endless`), none, options)).rejects.toThrow(FeedFetchError);
  });
});

it("a site file names a url or a folder, credentials only by their variables and in pairs", () => {
  expect(FeedConfigSchema.safeParse({ format: "csv", full: true }).success).toBe(false);
  expect(
    FeedConfigSchema.safeParse({ url: "https://x.test/a.csv", folder: "f", format: "csv", full: true })
      .success,
  ).toBe(false);
  expect(
    FeedConfigSchema.safeParse({ url: "https://x.test/a.csv", format: "csv", full: true, username_env: "A" })
      .success,
  ).toBe(false);
  expect(FeedConfigSchema.safeParse({ url: "ftp://x.test/a.csv", format: "csv", full: true }).success).toBe(
    false,
  );
  // Secrets never sit in site files.
  expect(
    FeedConfigSchema.safeParse({ url: "https://dealer:pw@x.test/a.csv", format: "csv", full: true }).error
      ?.issues[0]?.message,
  ).toBe("no user name or password in the address: name them with username_env and password_env");
  expect(FeedConfigSchema.parse({ folder: "drop", format: "xml", full: false })).toMatchObject({
    name: "stock",
    every_minutes: 60,
    stale_after_hours: 24,
    hold_above_share: 0.3,
  });
});
