import { data } from "react-router";
import { formValuesToKeep, type FieldErrors } from "#domain/lead-forms";
import { retryAfterHeaders } from "#server/security/rate-limit.server";
import { log } from "#server/log.server";

/*
 * A lead post that failed inside the server (the database gone away, a bug) answers with the form
 * again: the spec's message and what the buyer typed, with a 500, instead of the route's error page
 * [SW §8 Form submit failure]. This is what a buyer without JavaScript sees; with JavaScript the
 * route's clientAction does the same for failures on the way (app/lib/keep-form-on-failure.ts).
 * Deliberate answers (a redirect, a 404, a 413) are thrown on unchanged.
 */
export type FailedSubmit = {
  kind: "rejected";
  status: 500;
  intent: string;
  errors: FieldErrors;
  values: Record<string, string>;
};

export function failedSubmit(error: unknown, fields: Record<string, string>, message: string): FailedSubmit {
  if (error instanceof Response) throw error;
  if (error && typeof error === "object" && (error as { type?: unknown }).type === "DataWithResponseInit")
    throw error;
  log.error("lead submit failed", { err: error, intent: fields.intent });
  return {
    kind: "rejected",
    status: 500,
    intent: fields.intent ?? "",
    errors: { form: message },
    values: formValuesToKeep(fields),
  };
}

/** A form post refused with its reasons: field errors (400) or a limit (429), and what was typed. */
export type FormRejection = {
  kind: "rejected";
  status: 400 | 429;
  intent: string;
  errors: FieldErrors;
  values: Record<string, string>;
  retryAfterSeconds?: number;
};

/** A refused form post as its route answers it: the errors and what was typed, with the status (and Retry-After over a limit). */
export function answerRejected(outcome: {
  intent: string;
  errors: FieldErrors;
  values: Record<string, string>;
  status: number;
  retryAfterSeconds?: number;
}) {
  return data(
    { intent: outcome.intent, errors: outcome.errors, values: outcome.values },
    {
      status: outcome.status,
      ...(outcome.retryAfterSeconds !== undefined && {
        headers: retryAfterHeaders({ retryAfterSeconds: outcome.retryAfterSeconds }),
      }),
    },
  );
}
