import { data, isRouteErrorResponse } from "react-router";
import { formValuesToKeep, type FieldErrors } from "#domain/lead-forms";

/*
 * "A failed submit keeps the form" [SW §8 Form submit failure; VSD §8 Enquiry submit failure]. A
 * route's clientAction sends the post through this: a network error, a 5xx or an answer the browser
 * cannot read becomes action data (the form's message and what was typed), so the form stays on
 * screen with everything in it and the route's error boundary is never reached. The server's own
 * answers (field errors with 400, a 429 with its message, the redirect to /success) pass through.
 *
 * The failure is answered with its status (503 when nothing answered): after a post that failed,
 * React Router does not ask the server for the page's data again. Nothing changed there, and while
 * the servers or their database are unreachable that request would fail too and take the page,
 * and what was typed in it, to the error boundary.
 */
export type FormFailure = { intent: string; errors: FieldErrors; values: Record<string, string> };

export async function keepFormOnFailure<T>(
  request: Request,
  serverAction: () => Promise<T>,
  message: string,
) {
  // Read before sending: the post's body can be read only once.
  const form = Object.fromEntries(await request.clone().formData());
  try {
    return await serverAction();
  } catch (error) {
    // A redirect (to /success) is how a stored lead answers: let it happen.
    if (error instanceof Response) throw error;
    const status = failureStatus(error);
    // The server's message where it sent one a buyer can read (not a crash's), else the spec's.
    const own =
      isRouteErrorResponse(error) &&
      error.status < 500 &&
      typeof error.data === "string" &&
      error.data.length < 200
        ? error.data
        : null;
    const failure: FormFailure = {
      intent: typeof form.intent === "string" ? form.intent : "",
      errors: { form: own ?? message },
      values: formValuesToKeep(form),
    };
    return data(failure, { status });
  }
}

/** A post whose failure the page shrugs off (a phone reveal): `shown` instead, with the failure's status. */
export async function answerEvenOnFailure<T, F>(serverAction: () => Promise<T>, shown: F) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return data(shown, { status: failureStatus(error) });
  }
}

/** The status a failed post is answered with (503 when nothing answered), logged in the console. */
function failureStatus(error: unknown): number {
  const status = isRouteErrorResponse(error) && error.status >= 400 ? error.status : 503;
  console.warn("form submit failed", status, isRouteErrorResponse(error) ? "" : (error as Error)?.name);
  return status;
}
