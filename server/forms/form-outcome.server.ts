import { data } from "react-router";
import type { FieldErrors } from "#domain/lead-forms";
import { log } from "#server/log.server";
import { retryAfterHeaders, type RateLimitResult } from "#server/security/rate-limit.server";

/*
 * One shape for every form post (docs/architecture.md rules 5 and 6;
 * docs/decisions/078-one-shape-for-every-form-post.md). A workflow behind a form returns an
 * outcome; the route acts on its own kinds of done (a redirect, a payment form) and hands every
 * refusal to answerRefused, which answers the form again with its messages, what the buyer typed,
 * and the status that says why:
 *
 * - invalid: a field is wrong (400), each message beside its field;
 * - limited: the shared rate limiter said no (429, with Retry-After);
 * - conflict: the request was sound but the world said no: the car is taken, the card declined
 *   (402), nothing to cancel (409);
 * - failed: something broke inside the server (500): the specification's failure message, the form
 *   kept, nothing lost [SW §8 Form submit failure].
 */
export type FormRefused =
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "limited"; errors: FieldErrors; retryAfterSeconds: number }
  | { kind: "conflict"; errors: FieldErrors; status: 402 | 409 }
  | { kind: "failed"; errors: FieldErrors };

/** A workflow's outcome: its own kinds of done ("sent", "held" ...), or a refusal. */
export type FormOutcome<Done extends { kind: string }> = Done | FormRefused;

/**
 * A refusal from a workflow that knows its form's fields: the intent and what was typed to show
 * again, each field cut to what it may hold.
 */
export type KeptRefusal = FormRefused & { intent: string; values: Record<string, string> };

const REFUSALS = new Set<string>(["invalid", "limited", "conflict", "failed"]);
export function isRefused<T extends { kind: string }>(outcome: T | FormRefused): outcome is FormRefused {
  return REFUSALS.has(outcome.kind);
}

export const refuse = {
  invalid: (errors: FieldErrors): FormRefused => ({ kind: "invalid", errors }),
  conflict: (message: string, options: { field?: string; status?: 402 | 409 } = {}): FormRefused => ({
    kind: "conflict",
    errors: { [options.field ?? "form"]: message },
    status: options.status ?? 409,
  }),
  failed: (message: string): FormRefused => ({ kind: "failed", errors: { form: message } }),
};

/** The limiter's refusal as a form's outcome (its message on the form, or on a field), or null. */
export function limitedBy(result: RateLimitResult, field = "form"): FormRefused | null {
  return result.ok
    ? null
    : { kind: "limited", errors: { [field]: result.message }, retryAfterSeconds: result.retryAfterSeconds };
}

/**
 * Runs a form's work. What it throws on purpose (a redirect, a 404: a Response or React Router's
 * data()) goes on to the router; anything else is a fault, logged, and the post's outcome is
 * "failed" with the message the buyer reads.
 */
export async function settleForm<Done extends { kind: string }>(
  work: () => Promise<FormOutcome<Done>>,
  failure: string,
): Promise<FormOutcome<Done>> {
  try {
    return await work();
  } catch (error) {
    if (isRouterAnswer(error)) throw error;
    log.error("form post failed", { err: error });
    return refuse.failed(failure);
  }
}

/*
 * React Router exports data() but not the class of what it returns: the class is taken from one it
 * made, so an answer thrown with data() is known by what it is (a test keeps this true).
 */
const RouterData = Object.getPrototypeOf(data(null)).constructor as abstract new (
  ...args: never[]
) => unknown;

export function isRouterAnswer(error: unknown): boolean {
  return error instanceof Response || error instanceof RouterData;
}

const STATUS = { invalid: 400, limited: 429, failed: 500 } as const;

/**
 * A refused post as its route answers it: the messages and whatever the form keeps (what was typed,
 * its intent, the key of its next attempt; a workflow's own intent and values first), with the
 * status of the refusal.
 */
export function answerRefused<Keep extends Record<string, unknown>>(
  outcome: FormRefused | KeptRefusal,
  keep: Keep,
) {
  const kept = "values" in outcome ? { intent: outcome.intent, values: outcome.values } : {};
  return data(
    { ...keep, ...kept, errors: outcome.errors },
    {
      status: outcome.kind === "conflict" ? outcome.status : STATUS[outcome.kind],
      ...(outcome.kind === "limited" && { headers: retryAfterHeaders(outcome) }),
    },
  );
}
