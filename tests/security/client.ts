import http from "node:http";
import { inject } from "vitest";

/*
 * Requests to the security test server as a visitor of one demo site: the Host header names the
 * site (<slug>.localhost) and X-Forwarded-For the visitor's address. Plain node:http, so every
 * header, method and body (even a hostile one) goes out exactly as written.
 */
export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

export function server() {
  return inject("securityServer");
}

let nextVisitor = 1;
/** A visitor address no other test uses, each in a /24 network of its own (limits count networks too). */
export function newVisitor() {
  const n = nextVisitor++;
  return `100.${64 + (process.pid % 60)}.${n & 255}.${1 + ((n >> 8) & 127)}`;
}

export function request(
  site: string,
  path: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    visitor?: string;
    chunked?: boolean;
    /** Another instance of the app than the test server (a second one on the same database). */
    port?: number;
  } = {},
): Promise<Answer> {
  const port = options.port ?? server().port;
  const host = `${site}.localhost:${port}`;
  const headers: Record<string, string> = {
    host,
    ...(options.visitor && { "x-forwarded-for": options.visitor }),
    ...options.headers,
  };
  if (options.body !== undefined && !options.chunked)
    headers["content-length"] = String(Buffer.byteLength(options.body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path, method: options.method ?? "GET", headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    // Written apart from end(), a body without a stated length goes out chunked.
    if (options.body !== undefined && options.chunked) req.write(options.body);
    req.end(options.chunked ? undefined : options.body);
  });
}

/** A same-site form post, as a browser sends it. */
export function postForm(
  site: string,
  path: string,
  fields: Record<string, string>,
  visitor: string,
  origin?: string,
) {
  const { port } = server();
  return request(site, path, {
    method: "POST",
    visitor,
    body: new URLSearchParams(fields).toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: origin ?? `http://${site}.localhost:${port}`,
    },
  });
}

/** The test server's metrics, from its ops port (Prometheus's text format). */
export async function opsMetrics(): Promise<string> {
  return (await fetch(`http://127.0.0.1:${server().opsPort}/metrics`)).text();
}

/** One series' value in Prometheus's text format (0 when it is not there yet). */
export function sample(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}
