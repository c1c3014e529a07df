/*
 * Where a `redirect` or `back` value may send the buyer [SW §2 "The redirect goes to /sign-in with
 * query type, redirect and sometimes back"; VSD §2 "/sign-in?type=watchlist&redirect={path}&back={path}"].
 * The spec shows no rule; ours (docs/decisions/006-safe-redirects.md): only a path on this site.
 * Browsers read a Location header generously: they drop tabs and newlines, treat "\" as "/", and
 * "//host" or "/\host" as another host. So a value is refused, and the fallback used, when it holds a
 * character outside printable ASCII (controls, space, anything non-ASCII) or a backslash, when it
 * does not begin with exactly one "/", or when percent-decoding it (up to three layers) shows a
 * control character, a backslash or a leading "//", as does the path once its dot segments are
 * resolved. Each check is one pass over at most
 * MAX_REDIRECT_LENGTH characters, and nothing here throws: a strange value is never a 500.
 */
export const MAX_REDIRECT_LENGTH = 2048;
const MAX_DECODES = 3;
const PLACEHOLDER_ORIGIN = "http://site.invalid";

/** Printable ASCII other than space and backslash. */
function isPlainAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x20 || code >= 0x7f || code === 0x5c) return false;
  }
  return true;
}

/** A control character or backslash anywhere, or a second slash (or backslash) after the first. */
function looksOffSite(text: string): boolean {
  const second = text.charCodeAt(1);
  if (text.charCodeAt(0) !== 0x2f || second === 0x2f || second === 0x5c) return true;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/** Unwraps %XX escapes of ASCII characters; other bytes stay encoded, a stray "%" stays as it is. */
function decodeAsciiEscapes(text: string): string {
  return text.replace(/%([0-7][0-9A-Fa-f])/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The value when it is a plain path on this site (path, query and fragment), else the fallback. */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return fallback;
  if (!isPlainAscii(value) || looksOffSite(value)) return fallback;
  let layer = value;
  for (let i = 0; ; i++) {
    const decoded = decodeAsciiEscapes(layer);
    if (decoded === layer) break;
    if (i === MAX_DECODES || looksOffSite(decoded)) return fallback;
    layer = decoded;
  }
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  // Dot segments can fold into a leading "//" ("/a/../..//host"): check what the browser would get.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === PLACEHOLDER_ORIGIN && !looksOffSite(path) ? path : fallback;
}
