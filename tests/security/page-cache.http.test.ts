import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { once } from "node:events";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { smsOutboxPath, type SmsMessage } from "#server/integrations/sms";
import { isReservable } from "#domain/vehicle-actions";
import { newVisitor, request, server } from "./client";

/*
 * Issue 15, HTTP caching [docs/architecture.md rule 10; docs/decisions/021-page-cache.md]: a public page is
 * answered from memory the second time, with one strong ETag and a 304 for it, and with headers a
 * CDN can use; private pages are never served a shared copy, and nothing rendered for a signed-in
 * buyer is ever kept (they are answered the copy made for everyone); and a status
 * change (here a buyer reserving the car) reaches the cached car page and search on the next
 * request: on the embedded database, and in CI on PostgreSQL through a second app instance.
 */
const SITE = "southern-cross";
const html = { accept: "text/html,application/xhtml+xml" };
const extra: ChildProcess[] = [];
const extraDirs: string[] = [];

// The second instance writes to its folder until it has stopped: the folder goes after it.
afterAll(async () => {
  await Promise.all(
    extra.map(async (child) => {
      if (child.exitCode !== null || child.signalCode) return;
      const stopped = once(child, "exit");
      child.kill("SIGTERM");
      const force = setTimeout(() => child.kill("SIGKILL"), 12_000);
      await stopped;
      clearTimeout(force);
    }),
  );
  for (const dir of extraDirs) rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
});

async function reservableCars() {
  const search = JSON.parse(
    (
      await request(SITE, "/api/search?hitsPerPage=60&status=in_stock&sortBy=price_desc", {
        visitor: newVisitor(),
      })
    ).body,
  ) as {
    hits: {
      id: number;
      slug: string;
      stocknum: string;
      price: number;
      status: string;
      reserved: boolean;
      tag: string | null;
      simple_fuel: string | null;
    }[];
  };
  // Reservable by the site's own rule, and not electric or hybrid: on this site that tag comes
  // before RESERVED [VSD §4 Vehicle tag].
  return search.hits.filter(
    (hit) => isReservable(hit) && hit.simple_fuel !== "Electric" && hit.simple_fuel !== "Hybrid",
  );
}

async function reservableCar() {
  return (await reservableCars()).at(-1)!;
}

/** Signs a buyer in (the code read from the local SMS outbox); answers their cookie. */
async function signIn(phone: string, visitor: string) {
  const { port, dataDir } = server();
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    visitor,
    body: new URLSearchParams(fields).toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: `http://${SITE}.localhost:${port}`,
    },
  });
  await request(SITE, "/sign-in", form({ intent: "send-code", phone }));
  const outbox = readFileSync(smsOutboxPath(dataDir), "utf8").trim().split("\n");
  const code = outbox
    .map((line) => JSON.parse(line) as SmsMessage)
    .findLast((m) => m.to === phone)!
    .body.slice(0, 6);
  const verified = await request(SITE, "/sign-in", form({ intent: "verify", phone, code }));
  const cookie = [verified.headers["set-cookie"] ?? []].flat().find((c) => c.startsWith("fc_session="));
  expect(cookie, "a session cookie").toBeTruthy();
  return cookie!.split(";")[0]!;
}

/** A signed-in buyer reserves the car (a real change to it, as the site makes one). */
async function reserve(slug: string, phone: string) {
  const { port } = server();
  const visitor = newVisitor();
  const cookie = await signIn(phone, visitor);
  return request(SITE, `/cars/${slug}/checkout`, {
    method: "POST",
    visitor,
    body: new URLSearchParams({
      intent: "reserve",
      name: "Casey Cache",
      email: "casey.cache@example.net",
      phone,
      agree: "on",
      idempotency_key: randomUUID(),
      card_number: "4242 4242 4242 4242",
      card_expiry: "12/40",
      card_cvc: "123",
    }).toString(),
    headers: {
      cookie,
      "content-type": "application/x-www-form-urlencoded",
      origin: `http://${SITE}.localhost:${port}`,
    },
  });
}

async function startSecondInstance(databaseUrl: string): Promise<number> {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "forecourt-second-"));
  extraDirs.push(dataDir);
  const child = spawn("node_modules/.bin/tsx", ["tests/security/serve.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DATA_DIR: dataDir,
      TRUST_PROXY: "loopback",
      LOG_LEVEL: "warn",
      PAGE_CACHE_WINDOW_S: "3600",
    },
    stdio: "ignore",
  });
  extra.push(child);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return port;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the second instance did not start");
}

describe("the page cache", () => {
  it("answers a repeated page from memory with one ETag, 304s it, and keeps private pages private", async () => {
    const visitor = newVisitor();
    const first = await request(SITE, "/search/used-cars?page=2", { visitor, headers: html });
    const second = await request(SITE, "/search/used-cars?page=2", { visitor, headers: html });
    expect(first.status).toBe(200);
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+/);
    // The copy keeps the nonce its CSP header names.
    const nonce = /'nonce-([^']+)'/.exec(String(second.headers["content-security-policy"]))![1]!;
    expect(second.body).toContain(`nonce="${nonce}"`);

    const again = await request(SITE, "/search/used-cars?page=2", {
      visitor,
      headers: { ...html, "if-none-match": String(first.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    // The browser keeps the body it has, with its nonce: a new policy would block its scripts.
    expect(again.headers["content-security-policy"]).toBeUndefined();

    // Every private page is the visitor's own.
    for (const privatePath of ["/sign-in", "/my-garage", "/watchlist"]) {
      const page = await request(SITE, privatePath, { visitor, headers: html });
      expect(page.headers["cache-control"], privatePath).toBe("private, no-store");
      expect(page.headers.etag, privatePath).toBeUndefined();
    }
  });

  it("answers a signed-in buyer the copy made for everyone, and never keeps what is rendered for them", async () => {
    const buyer = newVisitor();
    const cookie = await signIn("0413555778", buyer);
    const shared = await request(SITE, "/search/used-cars?page=2", {
      visitor: buyer,
      headers: { ...html, cookie },
    });
    expect(shared.headers["x-page-cache"]).toBe("hit");
    expect(shared.headers["cache-control"]).toMatch(/^public, /);

    // A page no one has asked for yet: rendered for the buyer, private, and not kept.
    const fresh = `/search/used-cars?query=${randomUUID().slice(0, 8)}`;
    const theirs = await request(SITE, fresh, { visitor: buyer, headers: { ...html, cookie } });
    expect(theirs.status).toBe(200);
    expect(theirs.headers["x-page-cache"]).toBeUndefined();
    expect(theirs.headers["cache-control"]).toBe("private, no-store");
    expect(theirs.headers.etag).toBeUndefined();
    const everyone = await request(SITE, fresh, { visitor: newVisitor(), headers: html });
    expect(everyone.headers["x-page-cache"]).toBe("miss");
    const copy = await request(SITE, fresh, { visitor: newVisitor(), headers: html });
    expect(copy.headers["x-page-cache"]).toBe("hit");
    for (const trace of ["0413555778", "0413 555 778", "413555778", cookie.split("=")[1]!])
      expect(copy.body).not.toContain(trace);
  });

  it("shows a reservation on the next request to the cached car page and search, on every instance", async () => {
    const car = await reservableCar();
    const { databaseUrl, port } = server();
    // On PostgreSQL a second instance serves the pages; on the embedded database the one instance.
    const pagesPort = databaseUrl ? await startSecondInstance(databaseUrl) : port;
    const page = async (pathname: string) => {
      const answer = await request(SITE, pathname, { port: pagesPort, visitor: newVisitor(), headers: html });
      return {
        body: answer.body,
        cache: answer.headers["x-page-cache"],
        etag: answer.headers.etag,
        keys: String(answer.headers["surrogate-key"] ?? "").split(" "),
      };
    };
    const carPath = `/cars/${car.slug}`;
    const searchPath = `/search/new-used-and-demo-cars?query=${car.stocknum}`;
    await page(carPath);
    const searchBefore = await page(searchPath);
    expect(searchBefore.body).toContain(car.stocknum);
    // The tag as the page shows it (the word alone is also in the site's settings, in every page).
    expect(searchBefore.body).not.toMatch(/>RESERVED</);
    const before = await page(carPath);
    expect(before.cache).toBe("hit");
    expect(before.body).toContain(`href="/cars/${car.slug}/checkout"`);
    // For a CDN: the car page names its site and its cars (the car, the similar cars), not the
    // stock as a whole; the search page the stock.
    const siteKey = before.keys[0]!;
    expect(siteKey).toMatch(/^s\d+$/);
    expect(before.keys).toContain(`c${car.id}`);
    expect(before.keys.length).toBeGreaterThan(2);
    expect(before.keys).not.toContain(`${siteKey}-stock`);
    expect(searchBefore.keys).toEqual([siteKey, `${siteKey}-stock`]);
    const { purgeLog } = server();
    const purgedBefore = readFileSync(purgeLog, "utf8").split("\n").length;

    const reserved = await reserve(car.slug, "0413555777");
    expect(reserved.status).toBe(302);
    // The CDN is told to drop every page of that car and of the stock, and nothing else.
    await expect
      .poll(() =>
        readFileSync(purgeLog, "utf8")
          .split("\n")
          .slice(purgedBefore - 1)
          .some((line) => line.split(" ").includes(`c${car.id}`)),
      )
      .toBe(true);
    const purge = readFileSync(purgeLog, "utf8")
      .split("\n")
      .slice(purgedBefore - 1)
      .find((line) => line.split(" ").includes(`c${car.id}`))!
      .split(" ");
    expect(purge).toContain(`${siteKey}-stock`);
    expect(purge).not.toContain(siteKey);

    const after = await page(carPath);
    expect(after.cache).toBe("miss");
    expect(after.etag).not.toBe(before.etag);
    expect(after.body).toMatch(/>RESERVED</);
    expect(after.body).not.toContain(`href="/cars/${car.slug}/checkout"`);
    const search = await page(searchPath);
    expect(search.cache).toBe("miss");
    expect(search.body).toMatch(/>RESERVED</);
  }, 180_000);

  it("keeps a car page across a change to a car it does not show, and makes it again when a car it shows changes", async () => {
    const { databaseUrl, port } = server();
    const pagesPort = databaseUrl ? await startSecondInstance(databaseUrl) : port;
    const page = async (pathname: string) => {
      const answer = await request(SITE, pathname, { port: pagesPort, visitor: newVisitor(), headers: html });
      return { body: answer.body, cache: answer.headers["x-page-cache"], etag: answer.headers.etag };
    };
    const shownCars = (body: string) =>
      new Set([...body.matchAll(/href="\/cars\/([a-z0-9-]+)"/g)].map((m) => m[1]!));
    // A car page whose similar cars include a car that can be reserved, and a car it does not show.
    const candidates = (await reservableCars()).slice(0, -1);
    let found: { car: string; similar: string; other: string } | null = null;
    for (const car of candidates) {
      const shown = shownCars((await page(`/cars/${car.slug}`)).body);
      const similar = candidates.find((c) => c.slug !== car.slug && shown.has(c.slug));
      const other = candidates.find((c) => c.slug !== car.slug && !shown.has(c.slug) && c !== similar);
      if (similar && other) {
        found = { car: car.slug, similar: similar.slug, other: other.slug };
        break;
      }
    }
    expect(found, "a car page showing a reservable similar car").not.toBeNull();
    const { car, similar, other } = found!;
    const searchPath = "/search/new-used-and-demo-cars";
    await page(searchPath);
    const before = await page(`/cars/${car}`);
    expect(before.cache).toBe("hit");
    expect((await page(searchPath)).cache).toBe("hit");

    // Another car changes: the search is made again, the car page is kept, with its ETag.
    expect((await reserve(other, "0413555778")).status).toBe(302);
    const kept = await page(`/cars/${car}`);
    expect(kept.cache).toBe("hit");
    expect(kept.etag).toBe(before.etag);
    expect((await page(searchPath)).cache).toBe("miss");
    // A browser holding that copy is told it still stands.
    const revalidated = await request(SITE, `/cars/${car}`, {
      port: pagesPort,
      visitor: newVisitor(),
      headers: { ...html, "if-none-match": before.etag! },
    });
    expect(revalidated.status).toBe(304);

    // A car the page shows changes: the page is made again.
    expect((await reserve(similar, "0413555779")).status).toBe(302);
    const after = await page(`/cars/${car}`);
    expect(after.cache).toBe("miss");
    expect(after.etag).not.toBe(before.etag);
  }, 180_000);
});

describe("a page's addresses come from the site's configuration, never from the request", () => {
  const links = (body: string) =>
    [...body.matchAll(/<link rel="canonical" href="([^"]+)"|<meta property="og:url" content="([^"]+)"/g)].map(
      (m) => m[1] ?? m[2] ?? "",
    );

  it("renders a page asked for on another port or alias with the site's own origin, and keeps each host's copy apart", async () => {
    const { port } = server();
    const own = `http://${SITE}.localhost:${port}`;
    const car = await reservableCar();
    for (const path of ["/", `/cars/${car.slug}`, "/search/used-cars", "/contact"]) {
      // First in its window: the request that would make the copy everyone else is served.
      const hostile = await request(SITE, path, {
        headers: { ...html, host: `${SITE}.localhost:6666` },
        visitor: newVisitor(),
      });
      expect(hostile.status, path).toBe(200);
      expect(hostile.body, path).not.toContain("localhost:6666");
      expect(links(hostile.body).length, path).toBeGreaterThan(0);
      for (const href of links(hostile.body))
        expect(href.startsWith(`${own}/`), `${path}: ${href}`).toBe(true);

      const plain = await request(SITE, path, { headers: html, visitor: newVisitor() });
      expect(plain.body, path).not.toContain("localhost:6666");
      // Not the same copy: each host its own.
      expect(plain.headers.etag, path).not.toBe(hostile.headers.etag);

      // The site's domain with a port: its https address, without the port.
      const domain = await request(SITE, path, {
        headers: { ...html, host: "southerncross.example.com.au:1337" },
        visitor: newVisitor(),
      });
      expect(domain.body, path).not.toContain("com.au:1337");
      for (const href of links(domain.body))
        expect(href.startsWith("https://southerncross.example.com.au/"), `${path}: ${href}`).toBe(true);
      // A proxy's X-Forwarded-Host (this server trusts loopback proxies) is no different.
      const forwarded = await request(SITE, path, {
        headers: { ...html, "x-forwarded-host": `${SITE}.localhost:7777` },
        visitor: newVisitor(),
      });
      expect(forwarded.body, path).not.toContain("localhost:7777");
    }
  });

  it("answers robots.txt, the sitemap and the vehicle feed with the site's own origin whatever the port", async () => {
    const { port } = server();
    for (const path of ["/robots.txt", "/sitemap.xml", "/feeds/vehicles.xml"]) {
      const answer = await request(SITE, path, { headers: { host: `${SITE}.localhost:6666` } });
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).not.toContain("localhost:6666");
      expect(answer.body, path).toContain(`http://${SITE}.localhost:${port}/`);
      const domain = await request(SITE, path, { headers: { host: "southerncross.example.com.au:1337" } });
      expect(domain.body, path).not.toContain("com.au:1337");
      expect(domain.body, path).toContain("https://southerncross.example.com.au/");
    }
  });
});
