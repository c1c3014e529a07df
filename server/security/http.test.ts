import type { AddressInfo } from "node:net";
import http from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseCrossSiteWrites, requestLimits, requestScope, securityHeaders } from "./http.server";

/*
 * The guards every request meets (server/app.ts), on a bare app: forwarded headers count only from
 * a proxy named in TRUST_PROXY, and the cross-site check reads Origin, then Referer.
 */
function appWith(trustProxy: boolean | string[]) {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(requestScope(), requestLimits(), refuseCrossSiteWrites());
  app.all("/{*path}", (req, res) => {
    res.json({
      host: req.host,
      ip: req.ip,
      protocol: req.protocol,
      forwardedHost: req.headers["x-forwarded-host"] ?? null,
    });
  });
  return app;
}

const servers: http.Server[] = [];
async function listen(app: express.Express) {
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return (server.address() as AddressInfo).port;
}

function send(port: number, headers: Record<string, string>, method = "GET", body?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: "/x", method, headers }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

let untrusted = 0;
let trusted = 0;
beforeAll(async () => {
  untrusted = await listen(appWith(false));
  trusted = await listen(appWith(["loopback"]));
});
afterAll(() => servers.forEach((server) => server.close()));

describe("forwarded headers", () => {
  const forwarded = {
    host: "southern-cross.localhost",
    "x-forwarded-host": "evil.example",
    "x-forwarded-for": "203.0.113.9",
    "x-forwarded-proto": "https",
  };

  it("are dropped from a peer no one said to trust", async () => {
    const seen = JSON.parse((await send(untrusted, forwarded)).body) as Record<string, string | null>;
    expect(seen).toEqual({
      host: "southern-cross.localhost",
      ip: "127.0.0.1",
      protocol: "http",
      forwardedHost: null,
    });
  });

  it("are read from a proxy named in TRUST_PROXY", async () => {
    const seen = JSON.parse((await send(trusted, forwarded)).body) as Record<string, string | null>;
    expect(seen).toMatchObject({ host: "evil.example", ip: "203.0.113.9", protocol: "https" });
  });
});

describe("writes from another site", () => {
  const host = { host: "southern-cross.localhost" };
  it("are refused by Origin, by Referer when there is no Origin, and when Origin is null", async () => {
    const attempts: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { referer: "https://evil.example/page" },
      { origin: "null" },
      { origin: "http://redline-used.localhost" },
    ];
    for (const headers of attempts) {
      expect((await send(untrusted, { ...host, ...headers }, "POST", "")).status).toBe(403);
    }
  });

  it("pass from the same site, or with neither header (no browser, no cookies to misuse)", async () => {
    expect(
      (await send(untrusted, { ...host, origin: "http://southern-cross.localhost" }, "POST", "")).status,
    ).toBe(200);
    expect(
      (await send(untrusted, { ...host, referer: "http://southern-cross.localhost/cars/x" }, "POST", ""))
        .status,
    ).toBe(200);
    expect((await send(untrusted, host, "POST", "")).status).toBe(200);
    expect((await send(untrusted, { ...host, origin: "https://evil.example" }, "GET")).status).toBe(200);
  });
});

describe("request caps", () => {
  it("refuse a body over 64 KB, whatever it holds", async () => {
    const answer = await send(
      untrusted,
      { host: "a.localhost", "content-type": "text/plain" },
      "POST",
      "x".repeat(65 * 1024),
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toBe("This request is too large to accept.");
  });
});

describe("requests no page can answer (issue 28: each was a 500)", () => {
  it("refuse a method no page takes with 405 and the methods that are", async () => {
    // (Node itself answers a method it does not know, such as TRACK, with 400.)
    for (const method of ["TRACE", "PROPFIND", "PUT", "DELETE", "PATCH"]) {
      const answer = await send(untrusted, { host: "a.localhost" }, method);
      expect(answer.status, method).toBe(405);
    }
    const allowed = await new Promise<string | undefined>((resolve, reject) => {
      const req = http.request(
        { host: "127.0.0.1", port: untrusted, path: "/x", method: "TRACE", headers: { host: "a.localhost" } },
        (res) => (res.resume(), resolve(res.headers.allow)),
      );
      req.on("error", reject);
      req.end();
    });
    expect(allowed).toBe("GET, HEAD, POST, OPTIONS");
    expect((await send(untrusted, { host: "a.localhost" }, "OPTIONS")).status).toBe(200);
  });

  // (Node's client fills in an empty Host; the fuzz sends one on a bare socket.)
  it.each([" ", "a b", "%00", "user@a.localhost", "a.localhost:99999", "a.localhost:x", "é.localhost"])(
    "refuse the Host %j with 400",
    async (host) => {
      expect((await send(untrusted, { host })).status).toBe(400);
    },
  );

  it("refuse a trusted proxy's unreadable X-Forwarded-Host, and take readable hosts with a port", async () => {
    expect((await send(trusted, { host: "a.localhost", "x-forwarded-host": "a b" })).status).toBe(400);
    for (const host of ["a.localhost:3000", "a.localhost.", "127.0.0.1:80", "[::1]:3000", "A.LOCALHOST"])
      expect((await send(untrusted, { host })).status, host).toBe(200);
  });
});

describe("security headers", () => {
  async function policies(options: Parameters<typeof securityHeaders>[0]) {
    const app = express();
    app.use(requestScope(), securityHeaders(options));
    app.get("/x", (_req, res) => void res.json(res.locals.nonce));
    const port = await listen(app);
    return Promise.all(
      [1, 2].map(async () => {
        const answer = await fetch(`http://127.0.0.1:${port}/x`);
        const nonce = (await answer.json()) as string;
        return { nonce, policy: answer.headers.get("content-security-policy")! };
      }),
    );
  }

  it("name each response's own nonce in a policy written once", async () => {
    const [first, second] = await policies({ dev: false });
    expect(first!.nonce).not.toBe(second!.nonce);
    for (const { nonce, policy } of [first!, second!])
      expect(policy).toBe(
        "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
          "frame-ancestors 'self';img-src 'self' data: blob: https:;object-src 'none';" +
          `script-src 'self' 'nonce-${nonce}';script-src-attr 'none';style-src 'self' https: 'unsafe-inline';` +
          "media-src 'self' https:;frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com;" +
          "connect-src 'self'",
      );
  });

  it("let Stripe's script, frames and API in where payments go through Stripe", async () => {
    const [{ nonce, policy }] = (await policies({ dev: false, stripe: true })) as [
      { nonce: string; policy: string },
    ];
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' https://js.stripe.com;`);
    expect(policy).toContain("https://js.stripe.com https://hooks.stripe.com;");
    expect(policy).toContain("connect-src 'self' https://api.stripe.com");
  });
});
