import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream, type Logger } from "pino";

/*
 * The one logger [docs/architecture.md rule 11]: JSON lines on standard output, each carrying the request
 * id and the site slug of the request it was written in. A buyer's personal data never reaches it
 * (docs/decisions/008-logging.md):
 * - fields that hold personal data are redacted by name, at any depth the code logs them;
 * - free text (messages, error messages) has e-mail addresses and Australian phone numbers masked;
 * - database errors are logged by their code, constraint and query text, never the parameter
 *   values (which hold names, e-mails, phones and messages) nor the server's "detail" line.
 */
export type LogScope = { request_id: string; site?: string };

const scope = new AsyncLocalStorage<LogScope>();

/** Runs `fn` (and everything it starts) with the request's id; the site joins once resolved. */
export function runInLogScope<T>(value: LogScope, fn: () => T): T {
  return scope.run(value, fn);
}

export function setLogSite(slug: string) {
  const current = scope.getStore();
  if (current) current.site = slug;
}

export function getRequestId(): string | undefined {
  return scope.getStore()?.request_id;
}

const PERSONAL_FIELDS = [
  "name",
  "first_name",
  "last_name",
  "email",
  "phone",
  "phone_number",
  "mobile",
  "message",
  "comments",
  "code",
  "postcode",
  "to",
  "body",
  "token",
  "cookie",
  "authorization",
  "params",
  "detail",
];

/** Redaction paths: each personal field at the top and up to two levels down. */
const REDACT_PATHS = PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);

// Linear, as every pattern must be (tests/house-rules.test.ts checks with recheck).
const AU_PHONE = /(?:\+?61|\b0)[2-578](?:[ .-]?\d){8}\b/g;

const isEmailChar = (code: number) =>
  (code >= 48 && code <= 57) || // 0-9
  (code >= 65 && code <= 90) || // A-Z
  (code >= 97 && code <= 122) || // a-z
  code === 46 ||
  code === 45 ||
  code === 95 ||
  code === 43; // . - _ +

/**
 * Masks e-mail addresses: each "@" with address characters on both sides and a dot after it. A
 * pattern would rescan long runs of letters from every start (quadratic); this walk reads each
 * character at most twice, because no scan crosses the "@" before it.
 */
function maskEmails(text: string): string {
  let out = "";
  let copied = 0;
  let previousAt = -1;
  for (let at = text.indexOf("@"); at !== -1; at = text.indexOf("@", at + 1)) {
    let start = at;
    while (start > Math.max(copied, previousAt + 1) && isEmailChar(text.charCodeAt(start - 1))) start--;
    let end = at + 1;
    while (end < text.length && isEmailChar(text.charCodeAt(end))) end++;
    previousAt = at;
    if (start === at || !text.slice(at + 1, end).includes(".")) continue;
    out += `${text.slice(copied, start)}[email]`;
    copied = end;
  }
  return out + text.slice(copied);
}

/** Masks e-mail addresses and Australian phone numbers in free text. */
export function maskPersonalText(text: string): string {
  return maskEmails(text).replace(AU_PHONE, "[phone]");
}

/** "0412345678" as "04•• ••• 678": enough for whoever runs the site to tell messages apart. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 6) return "•••";
  return `${digits.slice(0, 2)}•• ••• ${digits.slice(-3)}`;
}

// Keys differ from the personal fields above, so redaction never hides an error's own reason.
type LoggableError = {
  type: string;
  reason: string;
  status?: number;
  error_code?: string;
  constraint?: string;
  table?: string;
  query?: string;
  stack?: string;
  cause?: LoggableError;
};

/**
 * An error as it may be logged. Drizzle wraps a failed query as "Failed query: {sql}\nparams:
 * {values}": only the SQL is kept. The driver's error keeps its code, constraint and table, and
 * drops `detail` ("Key (phone)=(0412…) already exists") and `where`.
 */
export function serializeError(error: unknown, depth = 0): LoggableError {
  if (typeof error !== "object" || error === null)
    return { type: typeof error, reason: maskPersonalText(String(error)) };
  if (!(error instanceof Error)) {
    // Thrown but not an Error: React Router's ErrorResponse, a Response, any object. Its other
    // fields (an ErrorResponse's data, say) can hold what a buyer sent, so only its kind, status,
    // message and inner error are kept.
    const fields = error as { status?: unknown; statusText?: unknown; message?: unknown; error?: unknown };
    const text = [fields.message, fields.statusText].find((v) => typeof v === "string" && v !== "");
    return {
      type: (error.constructor as { name?: string } | undefined)?.name || "Object",
      reason: typeof text === "string" ? maskPersonalText(text) : "(not an Error, no message)",
      ...(typeof fields.status === "number" && { status: fields.status }),
      ...(fields.error !== undefined && depth < 3 && { cause: serializeError(fields.error, depth + 1) }),
    };
  }
  const fields = error as Error & { query?: unknown; code?: unknown; constraint?: unknown; table?: unknown };
  const isQueryError = typeof fields.query === "string" && error.message.startsWith("Failed query:");
  // A database server's message can quote the value it refused ('invalid input syntax for type
  // uuid: "…"'); quoted parts are dropped (the constraint, when there is one, is logged apart).
  const fromDatabase = "severity" in error;
  const reason = isQueryError
    ? "Failed query"
    : maskPersonalText(fromDatabase ? error.message.replace(/"[^"]*"/g, '"…"') : error.message);
  const stackLines = (error.stack ?? "").split("\n").filter((line) => line.trimStart().startsWith("at "));
  return {
    type: error.name,
    reason,
    ...(typeof fields.code === "string" && { error_code: fields.code }),
    ...(typeof fields.constraint === "string" && { constraint: fields.constraint }),
    ...(typeof fields.table === "string" && { table: fields.table }),
    ...(isQueryError && { query: (fields.query as string).slice(0, 2000) }),
    ...(stackLines.length > 0 && { stack: stackLines.slice(0, 12).join("\n") }),
    ...(error.cause !== undefined && depth < 3 && { cause: serializeError(error.cause, depth + 1) }),
  };
}

/**
 * The status of a request refused on purpose, or null for a failure. A refusal is React Router's
 * ErrorResponse (no route for the address, a method the route does not take, a `data()` a loader
 * threw), a thrown Response, or an HTTP error that is meant to be shown (`expose`, as Express's
 * parsers make them), with a 4xx status. An upstream service's 404 inside our code is a failure.
 */
export function refusalStatus(error: unknown): number | null {
  if (typeof error !== "object" || error === null) return null;
  const fields = error as { status?: unknown; statusText?: unknown; internal?: unknown; expose?: unknown };
  const status = typeof fields.status === "number" ? fields.status : NaN;
  if (!(status >= 400 && status < 500)) return null;
  // What react-router's isRouteErrorResponse checks (its module is not loaded for the command line).
  const isErrorResponse =
    typeof fields.statusText === "string" && typeof fields.internal === "boolean" && "data" in error;
  const isShownHttpError = error instanceof Error && fields.expose === true;
  return isErrorResponse || error instanceof Response || isShownHttpError ? status : null;
}

/**
 * How a request that did not end well is logged: a refusal (a 404 for an unknown page, a 405 for
 * a method the route does not take) is the server doing its work, so it is an info line with its
 * status and path; anything else is an error, with the error serialised as above.
 */
export function logRequestError(error: unknown, fields: Record<string, unknown>, failure: string) {
  const status = refusalStatus(error);
  if (status !== null) current.info({ ...fields, status }, "request refused");
  else current.error({ ...fields, err: error }, failure);
}

export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? process.env.LOG_LEVEL ?? "info",
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      messageKey: "msg",
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => ({ ...scope.getStore() }),
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      serializers: { err: (error: unknown) => serializeError(error), error: serializeError },
      hooks: {
        // Free-text messages and their format arguments are masked before they are written.
        logMethod(args, method) {
          const masked = args.map((arg) => (typeof arg === "string" ? maskPersonalText(arg) : arg));
          return method.apply(this, masked as Parameters<typeof method>);
        },
      },
    },
    options.destination,
  );
}

let current = createLogger();

/** The process's logger. */
export function getLogger(): Logger {
  return current;
}

/** Tests point the logger elsewhere (and back). */
export function setLogger(logger: Logger) {
  current = logger;
}

export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => current.debug(fields ?? {}, message),
  info: (message: string, fields?: Record<string, unknown>) => current.info(fields ?? {}, message),
  warn: (message: string, fields?: Record<string, unknown>) => current.warn(fields ?? {}, message),
  error: (message: string, fields?: Record<string, unknown>) => current.error(fields ?? {}, message),
};
