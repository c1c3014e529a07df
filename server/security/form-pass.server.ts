import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { networkPrefix } from "#domain/network-prefix";

/*
 * The pass a form carries (docs/decisions/032-flood-without-lockout.md): a token the server signs
 * into the page it renders, for this site and the visitor's network, with the time it was made.
 * A browser sends it back with the form without the buyer noticing, with or without JavaScript; a
 * script that posts without loading the page has none. While a site is flooded (past its soft
 * limit) a request without a valid pass is refused, and each pass is spent once (the rate
 * limiter keeps the spent ones). It proves that the page was fetched from the same network
 * within the hour, nothing more: a script that loads the page first still gets through, and meets
 * the per-network limits and the site's hard cap.
 */
export const PASS_TTL_MINUTES = 60;
/** A pass made by another instance whose clock is a little ahead is still good. */
const CLOCK_SKEW_SECONDS = 60;
const MAX_PASS_LENGTH = 64;

/** What a write whose form carries a pass brought: a valid pass (its id, to spend it once) or none. */
export type PassCheck = { valid: true; id: string } | { valid: false };

const mac = (secretKey: string, siteId: number, ip: string, issued: string, nonce: string) =>
  createHmac("sha256", secretKey)
    .update(`form-pass:${siteId}:${networkPrefix(ip)}:${issued}:${nonce}`)
    .digest("base64url")
    .slice(0, 22);

/** A new pass for a form rendered for this visitor of this site. */
export function issueFormPass(secretKey: string, siteId: number, ip: string, now = new Date()): string {
  const issued = Math.floor(+now / 1000).toString(36);
  const nonce = randomBytes(9).toString("base64url");
  return `${issued}.${nonce}.${mac(secretKey, siteId, ip, issued, nonce)}`;
}

/** Whether a posted pass was made by this server for this site and network, within its hour. */
export function checkFormPass(
  secretKey: string,
  siteId: number,
  ip: string,
  value: unknown,
  now = new Date(),
): PassCheck {
  if (typeof value !== "string" || value.length > MAX_PASS_LENGTH) return { valid: false };
  const [issued, nonce, signature, ...rest] = value.split(".");
  if (!issued || !nonce || !signature || rest.length) return { valid: false };
  const age = Math.floor(+now / 1000) - parseInt(issued, 36);
  if (!Number.isSafeInteger(age) || age < -CLOCK_SKEW_SECONDS || age > PASS_TTL_MINUTES * 60)
    return { valid: false };
  const expected = Buffer.from(mac(secretKey, siteId, ip, issued, nonce));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { valid: false };
  return { valid: true, id: `${issued}.${nonce}` };
}
