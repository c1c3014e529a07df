import { Webhook } from "standardwebhooks";

/*
 * Lead webhooks in the Standard Webhooks style (standardwebhooks.com): a JSON body with
 * `webhook-id` (the lead's id, the same on every retry, so the receiver can drop repeats),
 * `webhook-timestamp` and `webhook-signature` (HMAC-SHA256 under the secret named in the site file).
 * Any 2xx answer is a delivery; anything else, or no answer in 10 s, is a failed attempt.
 */
export class WebhookError extends Error {}

export async function postWebhook(options: {
  url: string;
  secret: string;
  id: string;
  body: unknown;
  now?: Date;
  timeoutMs?: number;
}): Promise<void> {
  const payload = JSON.stringify(options.body);
  const timestamp = options.now ?? new Date();
  const signature = new Webhook(options.secret).sign(options.id, timestamp, payload);
  let response: Response;
  try {
    response = await fetch(options.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "Forecourt-Webhooks/1.0",
        "webhook-id": options.id,
        "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
        "webhook-signature": signature,
      },
      body: payload,
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch (error) {
    const reason = (error as Error).name === "TimeoutError" ? "no answer in time" : (error as Error).message;
    throw new WebhookError(`webhook unreachable: ${reason}`);
  }
  // The answer's body is not needed; reading it frees the connection.
  await response.arrayBuffer().catch(() => undefined);
  if (response.status < 200 || response.status > 299)
    throw new WebhookError(`webhook answered ${response.status}`);
}
