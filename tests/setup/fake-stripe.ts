import http from "node:http";
import type { AddressInfo } from "node:net";
import { createStripePayments } from "#server/payments/stripe.server";

/*
 * A local stand-in for the three Stripe API endpoints the adapter uses, answering the way Stripe
 * does (idempotency keys included), for tests of the adapter and of reserving through it.
 */
type Recorded = { method: string; path: string; idempotencyKey: string | null; form: Record<string, string> };
export type Json = Record<string, unknown>;

export function fakeStripe() {
  const requests: Recorded[] = [];
  const intents = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  // Stripe keeps the first answer to a key and replays it; different parameters under it are an error.
  const byKey = new Map<string, { body: string; status: number; json: Json }>();
  let serial = 0;

  function answer(method: string, path: string, form: Record<string, string>): [number, Json] {
    if (method === "POST" && path === "/v1/payment_intents") {
      const id = `pi_fake_${++serial}`;
      const metadata: Record<string, string> = {};
      for (const [name, value] of Object.entries(form)) {
        const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
        if (key) metadata[key] = value;
      }
      const intent = {
        id,
        object: "payment_intent",
        amount: Number(form.amount),
        currency: form.currency,
        description: form.description ?? null,
        metadata,
        status: "requires_payment_method",
        client_secret: `${id}_secret_fake`,
        last_payment_error: null,
        livemode: false,
      };
      intents.set(id, intent);
      return [200, intent];
    }
    const intentId = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)?.[1];
    if (method === "GET" && intentId) {
      const intent = intents.get(intentId);
      return intent ? [200, intent] : notFound(intentId);
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = intents.get(form.payment_intent ?? "");
      if (!intent) return notFound(form.payment_intent ?? "");
      const refund = {
        id: `re_fake_${++serial}`,
        object: "refund",
        amount: intent.amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: "succeeded",
      };
      refunds.set(refund.id, refund);
      return [200, refund];
    }
    return [
      404,
      { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` } },
    ];
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const method = req.method ?? "GET";
      const path = new URL(req.url ?? "/", "http://fake").pathname;
      const idempotencyKey = (req.headers["idempotency-key"] as string | undefined) ?? null;
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({ method, path, idempotencyKey, form });

      const send = (status: number, json: Json, replayed = false) => {
        res.writeHead(status, {
          "Content-Type": "application/json",
          "Request-Id": `req_fake_${requests.length}`,
          ...(idempotencyKey && { "Idempotency-Key": idempotencyKey }),
          ...(replayed && { "Idempotent-Replayed": "true" }),
        });
        res.end(JSON.stringify(json));
      };
      const scoped = idempotencyKey && method === "POST" ? `${path} ${idempotencyKey}` : null;
      const earlier = scoped ? byKey.get(scoped) : undefined;
      if (earlier) {
        if (earlier.body !== body)
          return send(400, {
            error: {
              type: "idempotency_error",
              message:
                "Keys for idempotent requests can only be used with the same parameters they were first used with.",
            },
          });
        return send(earlier.status, earlier.json, true);
      }
      const [status, json] = answer(method, path, form);
      if (scoped) byKey.set(scoped, { body, status, json });
      send(status, json);
    });
  });

  return {
    server,
    requests,
    intents,
    refunds,
    reset() {
      requests.length = 0;
      intents.clear();
      refunds.clear();
      byKey.clear();
    },
  };
}

function notFound(id: string): [number, Json] {
  return [
    404,
    {
      error: { type: "invalid_request_error", code: "resource_missing", message: `No such object: '${id}'` },
    },
  ];
}

/**
 * The stand-in listening on a free local port, and the Stripe adapter pointed at it: for a test
 * file's beforeAll; `stop` for its afterAll.
 */
export async function startFakeStripe(webhookSecret: string) {
  const fake = fakeStripe();
  await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
  const { port } = fake.server.address() as AddressInfo;
  const payments = createStripePayments({
    secretKey: "sk_test_forecourt",
    publishableKey: "pk_test_forecourt",
    webhookSecret,
    apiBase: `http://127.0.0.1:${port}`,
  });
  return {
    fake,
    payments,
    async stop() {
      // The SDK keeps its connections alive; close them or the server never stops.
      fake.server.closeAllConnections();
      await new Promise<void>((resolve) => fake.server.close(() => resolve()));
    },
  };
}
