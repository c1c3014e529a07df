import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { smsOutboxPath, type SmsMessage } from "#server/integrations/sms";
import { newVisitor, postForm, request, server } from "./client";

/*
 * Issue 9, tried over HTTP against the built server as an attacker would: each test here failed on
 * the code before the hardening (the notes say how), and must keep passing on PGlite and, in CI,
 * on PostgreSQL.
 */
const SITE = "southern-cross";
const OTHER = "redline-used";
const origin = (site: string) => `http://${site}.localhost:${server().port}`;

let carSlug = "";
beforeAll(async () => {
  const answer = await request(SITE, "/api/search?hitsPerPage=1", { visitor: newVisitor() });
  carSlug = (JSON.parse(answer.body) as { hits: { slug: string }[] }).hits[0]!.slug;
});

const texts = (phone: string) => {
  try {
    return readFileSync(smsOutboxPath(server().dataDir), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as SmsMessage)
      .filter((m) => m.to === phone);
  } catch {
    return [];
  }
};

const enquiry = (extra: Record<string, string> = {}) => ({
  intent: "enquire",
  name: "Pat Buyer",
  email: "pat.buyer@example.com",
  phone: "0412 555 101",
  message: "Is it still available?",
  opt_in: "on",
  ...extra,
});

/** Signs a visitor in by texted code; answers the session cookie. */
async function signIn(site: string, phone: string, visitor: string, redirect = "/") {
  const query = `?type=watchlist&redirect=${encodeURIComponent(redirect)}`;
  const sent = await postForm(site, `/sign-in${query}`, { intent: "send-code", phone }, visitor);
  expect(sent.status).toBe(200);
  const code = texts(phone).at(-1)!.body.slice(0, 6);
  const verified = await postForm(site, `/sign-in${query}`, { intent: "verify", phone, code }, visitor);
  return { verified, cookie: String(verified.headers["set-cookie"] ?? "").split(";")[0]! };
}

describe("a lead burst from one address", () => {
  it("stores at most the configured number and answers 429 with Retry-After after", async () => {
    const visitor = newVisitor();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        postForm(SITE, `/cars/${carSlug}`, enquiry({ phone: `04125${String(i).padStart(5, "0")}` }), visitor),
      ),
    );
    const stored = answers.filter(
      (a) => a.status === 302 && String(a.headers.location).startsWith("/success"),
    );
    const refused = answers.filter((a) => a.status === 429);
    // The default is 20 lead posts per address per 10 minutes (sites/*.json may lower it).
    expect(stored).toHaveLength(20);
    expect(refused).toHaveLength(80);
    expect(Number(refused[0]!.headers["retry-after"])).toBeGreaterThan(0);
    // The refusal is shown beside the form, with what the buyer typed still there.
    expect(refused[0]!.body).toContain("Too many requests from your connection");
    expect(refused[0]!.body).toContain("Is it still available?");
  });
});

describe("sign-in codes", () => {
  it("are texted at most five times to one number by a burst from 200 addresses", async () => {
    const phone = "0412 700 201";
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        postForm(SITE, "/sign-in", { intent: "send-code", phone }, newVisitor()),
      ),
    );
    expect(texts("0412700201")).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(195);
    expect(answers.find((a) => a.status === 429)!.body).toContain(
      "Too many codes were sent to this number. Please wait an hour and try again.",
    );
  });

  it("are texted to at most five numbers from one address", async () => {
    const visitor = newVisitor();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        postForm(
          SITE,
          "/sign-in",
          { intent: "send-code", phone: `04127${String(300 + i).padStart(5, "0")}` },
          visitor,
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(95);
  });

  it("cannot be guessed by 1,000 requests at once: none signs in", async () => {
    const phone = "0412700401";
    const visitor = newVisitor();
    await postForm(SITE, "/sign-in", { intent: "send-code", phone }, visitor);
    const code = texts(phone).at(-1)!.body.slice(0, 6);
    const guesses = Array.from({ length: 999 }, (_, i) =>
      String((Number(code) + 1 + i) % 1e6).padStart(6, "0"),
    );
    const answers = await Promise.all(
      [...guesses, code].map((guess, i) =>
        // Spread over many addresses, so only the per-code limit stands in the way.
        postForm(SITE, "/sign-in", { intent: "verify", phone, code: guess }, `100.99.${i >> 8}.${i & 255}`),
      ),
    );
    expect(answers.filter((a) => a.headers["set-cookie"])).toHaveLength(0);
    expect(answers.filter((a) => a.body.includes("That code is not right.")).length).toBeLessThanOrEqual(4);
    const again = await postForm(SITE, "/sign-in", { intent: "verify", phone, code }, newVisitor());
    expect(again.headers["set-cookie"]).toBeUndefined();
  });
});

describe("redirects after sign-in", () => {
  const hostile = [
    "/%09/evil.example",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example",
    "/%2F%2Fevil.example",
    "/a/../..//evil.example",
    "/\r\nSet-Cookie: a=b",
    "/\u0000",
    "/caf\u00e9",
    "javascript:alert(1)",
  ];

  it.each(hostile)("never leave the site, nor answer 500, for redirect=%j", async (value) => {
    const query = new URLSearchParams({ type: "watchlist", redirect: value, back: value }).toString();
    const page = await request(SITE, `/sign-in?${query}`, { visitor: newVisitor() });
    // An encoded NUL is refused at the door (400); everything else gets the sign-in page.
    if (value.includes("\u0000")) return expect(page.status).toBe(400);
    expect(page.status).toBe(200);
    const links = [...page.body.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => m[1]!);
    expect(links.filter((href) => href.includes("evil.example"))).toEqual([]);
    expect(links).toContain("/");
  });

  it("send the buyer home when the redirect is hostile", async () => {
    const { verified } = await signIn(SITE, "0412700501", newVisitor(), "/%09/evil.example");
    expect(verified.status).toBe(303);
    expect(verified.headers.location).toBe("/");
  });

  it("keep a plain path on the site", async () => {
    const { verified } = await signIn(SITE, "0412700502", newVisitor(), "/search/used-cars?make=Ford");
    expect(verified.headers.location).toBe("/search/used-cars?make=Ford");
  });
});

describe("another site's pages", () => {
  const evil = { origin: "https://evil.example" };
  const writes = () =>
    [
      ["/cars/{car}", "form", enquiry()],
      ["/sign-in", "form", { intent: "send-code", phone: "0412700601" }],
      ["/sign-out", "form", {}],
      ["/api/watchlist/save-car", "json", { phone_number: "0412700601", car_id: 1 }],
      ["/cars/{car}/view.json", "form", {}],
      ["/cars/{car}/pdf", "form", {}],
    ] as const;

  it("cannot post to any write: 403, whether Origin or only Referer names them", async () => {
    for (const [route, kind, fields] of writes()) {
      const pathname = route.replace("{car}", carSlug);
      const body =
        kind === "json"
          ? JSON.stringify(fields)
          : new URLSearchParams(fields as Record<string, string>).toString();
      const type = kind === "json" ? "application/json" : "application/x-www-form-urlencoded";
      for (const headers of [
        evil,
        { referer: "https://evil.example/page" },
        { origin: "null" },
        { origin: origin(OTHER) },
      ]) {
        const answer = await request(SITE, pathname, {
          method: "POST",
          visitor: newVisitor(),
          body,
          headers: { "content-type": type, ...headers },
        });
        expect(answer.status, `${pathname} with ${JSON.stringify(headers)}`).toBe(403);
      }
    }
  });

  it("cannot save to a signed-in buyer's watchlist, nor sign them out, with a link", async () => {
    const visitor = newVisitor();
    const { cookie } = await signIn(SITE, "0412700701", visitor);
    const list = async () =>
      JSON.parse((await request(SITE, "/api/watchlist", { visitor, headers: { cookie } })).body) as {
        signed_in: boolean;
        car_ids: number[];
      };
    const car = JSON.parse((await request(SITE, `/cars/${carSlug}/view.json`, { visitor })).body) as {
      car_fields: { id: number };
    };
    const page = await request(SITE, `/sign-in?type=watchlist&car_id=${car.car_fields.id}&redirect=/`, {
      visitor,
      headers: { cookie },
    });
    // The page asks: a button that posts the save.
    expect(page.status).toBe(200);
    expect(page.body).toContain("Save to Watchlist");
    expect((await list()).car_ids).toEqual([]);
    await request(SITE, "/sign-out", { visitor, headers: { cookie } });
    expect((await list()).signed_in).toBe(true);

    // The buyer's own press of the button saves it.
    const saved = await request(SITE, "/api/watchlist/save-car", {
      method: "POST",
      visitor,
      body: new URLSearchParams({ car_id: String(car.car_fields.id), redirect: "/" }).toString(),
      headers: { cookie, origin: origin(SITE), "content-type": "application/x-www-form-urlencoded" },
    });
    expect(saved.status).toBe(303);
    expect((await list()).car_ids).toEqual([car.car_fields.id]);
  });

  it("view counts change only with a POST", async () => {
    const visitor = newVisitor();
    const views = async () =>
      (JSON.parse((await request(SITE, `/cars/${carSlug}/view.json`, { visitor })).body) as { views: number })
        .views;
    const before = await views();
    await request(SITE, `/cars/${carSlug}`, { visitor });
    expect(await views()).toBe(before);
    const counted = await request(SITE, `/cars/${carSlug}/view.json`, {
      method: "POST",
      visitor,
      headers: { origin: origin(SITE) },
    });
    expect(counted.status).toBe(200);
    expect(await views()).toBe(before + 1);
  });
});

describe("request size", () => {
  it("refuses a body over 64 KB with 413 and one of unstated length with 411", async () => {
    const big = await request(SITE, `/cars/${carSlug}`, {
      method: "POST",
      visitor: newVisitor(),
      body: new URLSearchParams(enquiry({ message: "x".repeat(70_000) })).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: origin(SITE) },
    });
    expect(big.status).toBe(413);
    const chunked = await request(SITE, `/cars/${carSlug}`, {
      method: "POST",
      visitor: newVisitor(),
      chunked: true,
      body: new URLSearchParams(enquiry()).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: origin(SITE) },
    });
    expect(chunked.status).toBe(411);
  });

  it("refuses an address over 4 KB with 414", async () => {
    const answer = await request(SITE, `/search/used-cars?query=${"a".repeat(5000)}`, {
      visitor: newVisitor(),
    });
    expect(answer.status).toBe(414);
  });

  it("does not echo a field past its maximum", async () => {
    const answer = await postForm(
      SITE,
      `/cars/${carSlug}`,
      enquiry({ message: "m".repeat(60_000), email: "not-an-email" }),
      newVisitor(),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("m".repeat(2000));
    expect(answer.body).not.toContain("m".repeat(2001));
    expect(answer.body.length).toBeLessThan(200_000);
  });

  it("answers a hostile range at once, with the reasons", async () => {
    const started = performance.now();
    const answer = await request(SITE, `/api/search?price=${"%20".repeat(1300)}1-`, {
      visitor: newVisitor(),
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ error: "Invalid search parameters" });
    // Informational: the figure goes in the note, not into an assertion.
    console.info(`hostile range answered in ${(performance.now() - started).toFixed(1)} ms`);
  });

  it("answers the search API only for a site's host, and names each parameter it cannot take", async () => {
    const stranger = await request("nobody-here", "/api/search", { visitor: newVisitor() });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toBe("Not Found");
    const answer = await request(SITE, "/api/search?page=0&colour=White&sort=cheap", {
      visitor: newVisitor(),
    });
    expect(answer.status).toBe(400);
    expect(answer.headers["cache-control"]).toBe("no-store");
    const reasons = (JSON.parse(answer.body) as { reasons: { parameter: string }[] }).reasons;
    expect(reasons.map((r) => r.parameter).sort()).toEqual(["page", "sort"]);
    const found = await request(SITE, "/api/search?make=Ford&hitsPerPage=2", { visitor: newVisitor() });
    expect(found.status).toBe(200);
    expect(found.headers["content-type"]).toMatch(/^application\/json/);
    const body = JSON.parse(found.body) as { hits: { make: string; path: string }[]; count: number };
    expect(body.hits).toHaveLength(2);
    expect(body.hits.every((hit) => hit.make === "Ford" && hit.path.startsWith("/cars/"))).toBe(true);
  });
});

describe("files of one site", () => {
  beforeAll(async () => {
    const media = path.join(server().dataDir, "media", OTHER);
    mkdirSync(path.join(media, "stock", "u1"), { recursive: true });
    mkdirSync(path.join(media, "history"), { recursive: true });
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    writeFileSync(path.join(media, "stock", "u1", "1.jpg"), photo);
    writeFileSync(path.join(media, "history", "RU1.pdf"), "%PDF-1.4 report");
  });

  it("are served on that site's host only", async () => {
    const visitor = newVisitor();
    const own = await request(OTHER, "/img/media/stock/u1/1.jpg?w=320", { visitor });
    expect(own.status).toBe(200);
    expect(own.headers["content-type"]).toBe("image/webp");
    const foreign = await request(SITE, "/img/media/stock/u1/1.jpg?w=320", { visitor });
    expect(foreign.status).toBe(404);
    expect((await request(OTHER, "/media/history/RU1.pdf", { visitor })).status).toBe(200);
    expect((await request(SITE, "/media/history/RU1.pdf", { visitor })).status).toBe(404);
  });
});

describe("headers", () => {
  it("carry a Content-Security-Policy whose nonce every script of the page has, and no X-Powered-By", async () => {
    for (const pathname of ["/", "/search/used-cars", `/cars/${carSlug}`, "/sign-in"]) {
      const page = await request(SITE, pathname, { visitor: newVisitor() });
      const policy = String(page.headers["content-security-policy"]);
      const scriptSrc = /script-src ([^;]*)/.exec(policy)![1]!;
      expect(scriptSrc).not.toContain("unsafe-inline");
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1]!;
      expect(nonce.length).toBeGreaterThanOrEqual(16);
      const scripts = [...page.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length, pathname).toBeGreaterThan(0);
      for (const tag of scripts) {
        if (tag.includes('type="application/ld+json"')) continue;
        expect(tag, `${pathname}: ${tag}`).toContain(`nonce="${nonce}"`);
      }
      expect(page.headers["x-powered-by"]).toBeUndefined();
    }
  });

  it("give each response its own nonce", async () => {
    const nonces = await Promise.all(
      [1, 2].map(async () =>
        String((await request(SITE, "/", { visitor: newVisitor() })).headers["content-security-policy"]),
      ),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});
