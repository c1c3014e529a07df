import http from "node:http";
import { describe, expect, it } from "vitest";
import { newVisitor, opsMetrics, request, sample, server } from "./client";

/*
 * Issue 30, point 2: the operator's endpoints. /healthz, /readyz and /metrics answer on OPS_PORT for
 * any host, and on the public port only to a request made on this machine straight to the process;
 * a dealer's host name, a forged "Host: localhost" through a proxy, get the site's 404.
 */
function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers["content-type"] ?? ""),
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      })
      .on("error", reject);
  });
}

describe("the operator's endpoints", () => {
  it("say the process is alive and ready, with the database and its migrations", async () => {
    const live = await get(server().opsPort, "/healthz", { host: "10.1.2.3:9464" });
    expect(live.status).toBe(200);
    expect(JSON.parse(live.body)).toMatchObject({ status: "ok", node: expect.stringMatching(/^v\d+\./) });
    const ready = await get(server().opsPort, "/readyz", { host: "forecourt-1.internal" });
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toMatchObject({ status: "ok", database: { status: "up" }, sites: 4 });
    const local = await get(server().port, "/readyz");
    expect(local.status).toBe(200);
  });

  it("are not on a dealer's host name, nor through a proxy, on the public port", async () => {
    for (const path of ["/healthz", "/readyz", "/metrics"]) {
      const dealer = await request("southern-cross", path, { visitor: newVisitor() });
      expect(dealer.status).toBe(404);
      expect(dealer.body).not.toContain("forecourt_");
      const forged = await get(server().port, path, { host: "localhost", "x-forwarded-for": "203.0.113.9" });
      expect(forged.status).toBe(404);
      expect(forged.body).not.toContain("forecourt_");
    }
    // The ops port answers nothing else.
    expect((await get(server().opsPort, "/", { host: "southern-cross.localhost" })).status).toBe(404);
  });

  it("count requests by kind and status, page cache hits, searches and refusals", async () => {
    const before = await opsMetrics();
    const site = "redline-used";
    const visitor = newVisitor();
    await request(site, "/api/search?make=Toyota&hitsPerPage=3", { visitor });
    await request(site, "/api/search?nonsense=1", { visitor });
    const page = { visitor, headers: { accept: "text/html" } };
    await request(site, "/about-us", page);
    expect((await request(site, "/about-us", page)).headers["x-page-cache"]).toBe("hit");
    const metrics = await get(server().opsPort, "/metrics");
    expect(metrics.status).toBe(200);
    expect(metrics.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const after = metrics.body;
    const delta = (series: string) => sample(after, series) - sample(before, series);
    expect(delta('forecourt_http_requests_total{kind="api_search",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(delta('forecourt_http_requests_total{kind="api_search",status="400"}')).toBeGreaterThanOrEqual(1);
    expect(delta('forecourt_http_request_duration_seconds_count{kind="api_search"}')).toBeGreaterThanOrEqual(
      2,
    );
    expect(delta('forecourt_page_cache_requests_total{result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(delta("forecourt_search_duration_seconds_count")).toBeGreaterThanOrEqual(1);
    // The scrape is neither counted nor logged as a request.
    expect(after).not.toContain('kind="ops",status="200"');
    // What every instance reports alike, read from the database.
    expect(after).toMatch(/^forecourt_lead_deliveries\{state="pending"\} \d+$/m);
    expect(after).toMatch(/^forecourt_lead_deliveries\{state="dead"\} \d+$/m);
    expect(after).toMatch(/^forecourt_reservation_holds \d+$/m);
    for (const state of ["fresh", "late", "failing", "stale"])
      expect(after).toMatch(new RegExp(`^forecourt_stock_feeds\\{state="${state}"\\} \\d+$`, "m"));
    expect(after).toMatch(/^forecourt_database_up 1$/m);
    expect(after).toMatch(/^forecourt_search_index_builds_total\{kind="whole"\} [1-9]/m);
    // The event loop's delay and the process, from the client library's defaults.
    expect(after).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    expect(after).toMatch(/^process_resident_memory_bytes /m);
  });

  it("keep the series fixed whatever is asked for", async () => {
    const visitor = newVisitor();
    for (let i = 0; i < 20; i++) await request("southern-cross", `/no-such-page-${i}`, { visitor });
    const after = await opsMetrics();
    expect(after).not.toContain("no-such-page");
    expect(after).toMatch(/^forecourt_http_requests_total\{kind="page",status="404"\} \d+$/m);
  });
});
