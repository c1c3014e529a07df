import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { FEED_FORMATS, type FeedFormat } from "#domain/stock-feeds";
import type { FeedRecord } from "#server/stock/export";
import { writeFeedText } from "#server/stock/feed-formats";
import { Random } from "./random";

/*
 * The local stock feeds: a dealer's management system as far as the scheduler can tell, for
 * development, the demo and tests. Each site's stock is published at <mount>/<slug>/stock.<csv|json|xml>
 * over real HTTP, with an ETag and Last-Modified (a conditional request for what has not changed
 * gets 304). The stock is the site's own as it stands (so what the site sells online, the "system"
 * knows), with the system's own moves on top: cars it sold, cars that arrived, a file cut short, a
 * system that stops answering. Every `changeEveryMs` a car sells and another arrives on each site;
 * tests steer it with POST <mount>/control/<slug>/<action>.
 */
export type LocalFeedsOptions = {
  /** The sites published, by slug. */
  slugs: readonly string[];
  /** A site's stock as it stands, as feed rows (read on each request). */
  stockOf: (slug: string) => Promise<readonly FeedRecord[]>;
  /** How often each site's stock moves by itself (0 or absent: only when asked). */
  changeEveryMs?: number;
  seed?: number;
};

type Published = { hash: string; changedAt: Date };
type SiteFeed = {
  sold: Set<string>;
  arrived: Map<string, FeedRecord>;
  /** Rows left out of the published file (an export cut short), or null. */
  keepOnly: number | null;
  down: boolean;
  published: Map<FeedFormat, Published>;
};

export type LocalFeeds = ReturnType<typeof createLocalFeeds>;

export function createLocalFeeds(options: LocalFeedsOptions) {
  const feeds = new Map<string, SiteFeed>(
    options.slugs.map((slug) => [
      slug,
      { sold: new Set(), arrived: new Map(), keepOnly: null, down: false, published: new Map() },
    ]),
  );
  const need = (slug: string): SiteFeed => {
    const feed = feeds.get(slug);
    if (!feed) throw new Error(`no local feed for a site "${slug}"`);
    return feed;
  };
  /** What the system holds for a site now: its stock, less what it sold, with what arrived. */
  async function rows(slug: string): Promise<FeedRecord[]> {
    const feed = need(slug);
    const byStocknum = new Map((await options.stockOf(slug)).map((row) => [String(row.stocknum), row]));
    for (const [stocknum, row] of feed.arrived) byStocknum.set(stocknum, row);
    return [...byStocknum.values()].filter((row) => !feed.sold.has(String(row.stocknum)));
  }
  const control = feedControls(need, rows, new Random(`${options.seed ?? 1}:local-feeds`));

  /** Answers a request under the mount (`path` from the mount: /<slug>/stock.csv, /control/...). */
  async function handle(method: string, path: string, req: http.IncomingMessage, res: http.ServerResponse) {
    try {
      if (method === "POST") return await answerControl(control, path, res);
      const match = /^\/([a-z0-9-]+)\/stock\.([a-z]+)$/.exec(path);
      const feed = match ? feeds.get(match[1]!) : undefined;
      const format = match?.[2] as FeedFormat | undefined;
      if (!feed || !format || !FEED_FORMATS.includes(format)) return res.writeHead(404).end();
      if (feed.down) return res.writeHead(503, { "retry-after": "60" }).end("down for maintenance");
      const all = await rows(match![1]!);
      const body = writeFeedText(feed.keepOnly === null ? all : all.slice(0, feed.keepOnly), format);
      answerFile(feed, format, body, req, res);
    } catch (error) {
      res.writeHead(400, { "content-type": "text/plain" }).end((error as Error).message);
    }
  }

  const timer =
    options.changeEveryMs && options.changeEveryMs > 0
      ? setInterval(async () => {
          for (const slug of feeds.keys()) {
            await control.sell(slug).catch(() => []);
            await control.arrive(slug).catch(() => []);
          }
        }, options.changeEveryMs)
      : null;
  timer?.unref();
  return { ...control, rows, handle, stopChanging: () => timer && clearInterval(timer) };
}

/** The file with its validators; 304 when the request's validators still hold. */
function answerFile(
  feed: SiteFeed,
  format: FeedFormat,
  body: string,
  req: http.IncomingMessage,
  res: http.ServerResponse,
) {
  const hash = createHash("sha256").update(body).digest("hex").slice(0, 20);
  let published = feed.published.get(format);
  if (published?.hash !== hash) {
    // Last-Modified has whole seconds: each change is at least a second after the one before.
    const after = published ? +published.changedAt + 1000 : 0;
    published = { hash, changedAt: new Date(Math.max(Date.now(), after)) };
    feed.published.set(format, published);
  }
  const etag = `"${hash}"`;
  const lastModified = published.changedAt.toUTCString();
  const since = Date.parse(req.headers["if-modified-since"] ?? "");
  const unchanged = req.headers["if-none-match"]
    ? req.headers["if-none-match"] === etag
    : since >= Math.floor(+published.changedAt / 1000) * 1000;
  if (unchanged) return res.writeHead(304, { etag, "last-modified": lastModified }).end();
  res
    .writeHead(200, {
      "content-type": format === "csv" ? "text/csv" : `application/${format}`,
      "content-length": Buffer.byteLength(body),
      "cache-control": "no-store",
      etag,
      "last-modified": lastModified,
    })
    .end(body);
}

type FeedControls = ReturnType<typeof feedControls>;

/** What tests and operators can make a site's system do. */
function feedControls(
  need: (slug: string) => SiteFeed,
  rows: (slug: string) => Promise<FeedRecord[]>,
  random: Random,
) {
  let arrivals = 0;
  function pick<T>(from: readonly T[], count: number): T[] {
    const left = [...from];
    const picked: T[] = [];
    while (picked.length < count && left.length)
      picked.push(left.splice(random.int(0, left.length - 1), 1)[0]!);
    return picked;
  }
  return {
    /** The system sells cars (they leave the feed); answers the stock numbers sold. */
    async sell(slug: string, stocknums?: readonly string[], count = 1): Promise<string[]> {
      const feed = need(slug);
      const current = await rows(slug);
      const gone = stocknums ?? pick(current, count).map((row) => String(row.stocknum));
      for (const stocknum of gone) feed.sold.add(stocknum);
      return [...gone];
    },
    /** Cars arrive, like some in stock, under new stock numbers; answers their stock numbers. */
    async arrive(slug: string, count = 1): Promise<string[]> {
      const feed = need(slug);
      const added = pick(await rows(slug), count).map((like) => {
        const row: FeedRecord = {
          ...like,
          stocknum: `NEW${Date.now() % 1_000_000}${++arrivals}`,
          status: "in_stock",
        };
        delete row.vin;
        row.price = Math.max(1000, Math.round((Number(like.price) * (0.9 + random.next() * 0.2)) / 10) * 10);
        return row;
      });
      for (const row of added) feed.arrived.set(String(row.stocknum), row);
      return added.map((row) => String(row.stocknum));
    },
    /** Publishes only the first `keep` rows (an export cut short), until `whole`. */
    truncate(slug: string, keep: number) {
      need(slug).keepOnly = keep;
    },
    whole(slug: string) {
      need(slug).keepOnly = null;
    },
    /** Stops answering for the site (503), as a system that is down; `resume` brings it back. */
    stop(slug: string) {
      need(slug).down = true;
    },
    resume(slug: string) {
      need(slug).down = false;
    },
  };
}

async function answerControl(control: FeedControls, path: string, res: http.ServerResponse) {
  const url = new URL(path, "http://feeds.localhost");
  const match = /^\/control\/([a-z0-9-]+)\/([a-z]+)$/.exec(url.pathname);
  if (!match) return res.writeHead(404).end();
  const [, slug, action] = match as unknown as [string, string, string];
  const count = Number(url.searchParams.get("count") ?? "1");
  const stocknums = url.searchParams.getAll("stocknum");
  const answers: Record<string, () => unknown> = {
    sell: () => control.sell(slug, stocknums.length ? stocknums : undefined, count),
    arrive: () => control.arrive(slug, count),
    truncate: () => control.truncate(slug, Number(url.searchParams.get("keep") ?? "0")),
    whole: () => control.whole(slug),
    stop: () => control.stop(slug),
    resume: () => control.resume(slug),
  };
  const answer = answers[action];
  if (!answer) return res.writeHead(404).end();
  const result = await answer();
  res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(result ?? null));
}

export type FeedServer = Awaited<ReturnType<typeof startFeedServer>>;

/** The local feeds on a port of their own (127.0.0.1 only), for tests of the scheduler. */
export async function startFeedServer(options: LocalFeedsOptions & { port?: number }) {
  const feeds = createLocalFeeds(options);
  const server = http.createServer(
    (req, res) => void feeds.handle(req.method ?? "GET", req.url ?? "/", req, res),
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    ...feeds,
    port,
    /** The address of a site's feed in a format. */
    url: (slug: string, format: FeedFormat = "csv") => `http://127.0.0.1:${port}/${slug}/stock.${format}`,
    async close() {
      feeds.stopChanging();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
