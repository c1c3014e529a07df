import http from "node:http";
import type { AddressInfo } from "node:net";
import { FEED_FORMATS, type FeedFormat } from "#domain/stock-feeds";
import type { FeedRecord } from "#server/stock/export";
import { writeFeedText } from "#server/stock/feed-formats";
import { Random } from "./random";

/*
 * The local stock feed server: a dealer's management system as far as the scheduler can tell, for
 * development and tests. It publishes each site's stock at /<slug>/stock.<csv|json|xml> over real
 * HTTP with an ETag and Last-Modified (answering 304 to a conditional request for what has not
 * changed), and its stock moves: every `changeEveryMs` a car sells (leaves the feed) and another
 * arrives on each site. Tests and operators steer it at /control/<slug>/<action> (POST): sell a car,
 * bring arrivals, cut the file short, stop answering and resume. It listens on 127.0.0.1 only.
 */
export type FeedServerOptions = {
  /** Each site's stock at the start, as feed rows, by site slug. */
  stock: ReadonlyMap<string, readonly FeedRecord[]>;
  /** How often each site's stock moves by itself (0 or absent: only when asked). */
  changeEveryMs?: number;
  seed?: number;
  port?: number;
};

type SiteFeed = {
  rows: FeedRecord[];
  version: number;
  changedAt: Date;
  /** Rows left out of the published file (a truncated export), or null. */
  keepOnly: number | null;
  down: boolean;
};

export type FeedServer = Awaited<ReturnType<typeof startFeedServer>>;

export async function startFeedServer(options: FeedServerOptions) {
  const feeds = new Map<string, SiteFeed>();
  for (const [slug, rows] of options.stock)
    feeds.set(slug, { rows: [...rows], version: 1, changedAt: new Date(), keepOnly: null, down: false });
  const control = feedControls(feeds, new Random(`${options.seed ?? 1}:feed-server`));

  const server = http.createServer((req, res) => {
    try {
      if (req.method === "POST") return answerControl(control, req, res);
      answerFeed(feeds, req, res);
    } catch (error) {
      res.writeHead(400, { "content-type": "text/plain" }).end((error as Error).message);
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const timer =
    options.changeEveryMs && options.changeEveryMs > 0
      ? setInterval(() => {
          for (const slug of feeds.keys()) {
            control.sell(slug);
            control.arrive(slug);
          }
        }, options.changeEveryMs)
      : null;
  timer?.unref();
  const port = (server.address() as AddressInfo).port;
  return {
    ...control,
    port,
    /** The address of a site's feed in a format. */
    url: (slug: string, format: FeedFormat = "csv") => `http://127.0.0.1:${port}/${slug}/stock.${format}`,
    async close() {
      if (timer) clearInterval(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

type FeedControls = ReturnType<typeof feedControls>;

/** What tests and operators can make the sites' feeds do. */
function feedControls(feeds: ReadonlyMap<string, SiteFeed>, random: Random) {
  let arrivals = 0;
  // Last-Modified has whole seconds: each change is at least a second after the one before.
  const stamp = (feed: SiteFeed) => {
    feed.version++;
    feed.changedAt = new Date(Math.max(Date.now(), +feed.changedAt + 1000));
  };
  function need(slug: string): SiteFeed {
    const feed = feeds.get(slug);
    if (!feed) throw new Error(`the feed server has no site ${slug}`);
    return feed;
  }
  function pick<T>(from: readonly T[], count: number): T[] {
    const left = [...from];
    const picked: T[] = [];
    while (picked.length < count && left.length)
      picked.push(left.splice(random.int(0, left.length - 1), 1)[0]!);
    return picked;
  }

  return {
    /** Takes cars out of the site's feed (sold at the dealer); answers the stock numbers taken. */
    sell(slug: string, stocknums?: readonly string[], count = 1): string[] {
      const feed = need(slug);
      const gone =
        stocknums ??
        pick(
          feed.rows.filter((row) => row.status !== "sold"),
          count,
        ).map((r) => String(r.stocknum));
      feed.rows = feed.rows.filter((row) => !gone.includes(String(row.stocknum)));
      stamp(feed);
      return [...gone];
    },
    /** Adds cars like those in stock under new stock numbers; answers their stock numbers. */
    arrive(slug: string, count = 1): string[] {
      const feed = need(slug);
      const added = pick(feed.rows, count).map((like) => ({
        ...like,
        stocknum: `NEW${++arrivals}`,
        status: "in_stock",
        vin: undefined,
        price: Math.max(1000, Math.round((Number(like.price) * (0.9 + random.next() * 0.2)) / 10) * 10),
      }));
      feed.rows.push(...added);
      stamp(feed);
      return added.map((row) => row.stocknum);
    },
    /** Publishes only the first `keep` rows (an export cut short), until `whole`. */
    truncate(slug: string, keep: number) {
      need(slug).keepOnly = keep;
      stamp(need(slug));
    },
    whole(slug: string) {
      need(slug).keepOnly = null;
      stamp(need(slug));
    },
    /** Stops answering for the site (503), as a dealer's system that is down. */
    stop(slug: string) {
      need(slug).down = true;
    },
    resume(slug: string) {
      need(slug).down = false;
    },
    rows: (slug: string): readonly FeedRecord[] => need(slug).rows,
  };
}

function answerFeed(
  feeds: ReadonlyMap<string, SiteFeed>,
  req: http.IncomingMessage,
  res: http.ServerResponse,
) {
  const match = /^\/([a-z0-9-]+)\/stock\.([a-z]+)$/.exec(req.url ?? "");
  const feed = match ? feeds.get(match[1]!) : undefined;
  const format = match?.[2] as FeedFormat | undefined;
  if (!feed || !format || !FEED_FORMATS.includes(format)) return res.writeHead(404).end();
  if (feed.down) return res.writeHead(503, { "retry-after": "60" }).end("down for maintenance");
  const etag = `"${feed.version}-${format}"`;
  const lastModified = feed.changedAt.toUTCString();
  const since = Date.parse(req.headers["if-modified-since"] ?? "");
  const unchanged =
    req.headers["if-none-match"] === etag ||
    (!req.headers["if-none-match"] && since >= Math.floor(+feed.changedAt / 1000) * 1000);
  if (unchanged) return res.writeHead(304, { etag, "last-modified": lastModified }).end();
  const rows = feed.keepOnly === null ? feed.rows : feed.rows.slice(0, feed.keepOnly);
  const body = writeFeedText(rows, format);
  res
    .writeHead(200, {
      "content-type": format === "csv" ? "text/csv" : `application/${format}`,
      "content-length": Buffer.byteLength(body),
      etag,
      "last-modified": lastModified,
    })
    .end(body);
}

function answerControl(control: FeedControls, req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? "/", "http://feeds.localhost");
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
  res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer() ?? null));
}
