import { isRouteErrorResponse } from "react-router";
import { formValuesToKeep, type FieldErrors } from "#domain/lead-forms";

/*
 * "A failed submit keeps the form" [SW §8 Form submit failure; VSD §8 Enquiry submit failure]. A
 * route's clientAction sends the post through this: a network error, a 5xx or an answer the browser
 * cannot read becomes action data (the form's message and what was typed), so the form stays on
 * screen with everything in it and the route's error boundary is never reached. The server's own
 * answers (field errors with 400, a 429 with its message, the redirect to /success) pass through.
 */
export type FormFailure = { intent: string; errors: FieldErrors; values: Record<string, string> };

export async function keepFormOnFailure<T>(
  request: Request,
  serverAction: () => Promise<T>,
  message: string,
): Promise<T | FormFailure> {
  // Read before sending: the post's body can be read only once.
  const form = Object.fromEntries(await request.clone().formData());
  try {
    return await serverAction();
  } catch (error) {
    // A redirect (to /success) is how a stored lead answers: let it happen.
    if (error instanceof Response) throw error;
    console.warn("form submit failed", isRouteErrorResponse(error) ? error.status : (error as Error)?.name);
    // The server's message where it sent one a buyer can read (not a crash's), else the spec's.
    const own =
      isRouteErrorResponse(error) &&
      error.status < 500 &&
      typeof error.data === "string" &&
      error.data.length < 200
        ? error.data
        : null;
    return {
      intent: typeof form.intent === "string" ? form.intent : "",
      errors: { form: own ?? message },
      values: formValuesToKeep(form),
    };
  }
}
