/**
 * An API answer: JSON that no cache keeps (each one is about this visitor's post), with any extra
 * headers (Allow, Retry-After).
 */
export function apiJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}
