import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { createCookie } from "react-router";
import type { Database } from "#server/db/client";
import { sessions, users, verificationCodes } from "#server/db/schema";
import type { SmsService } from "#server/integrations/sms";
import { getLogger, maskPhone } from "#server/log.server";
import type { PassCheck } from "#server/security/form-pass.server";
import type { RateLimiter } from "#server/security/rate-limit.server";
import type { Site } from "#server/sites/registry";

/*
 * Buyers sign in with their phone [VSD §6 "signed-in user identified by phone number"]: a 6-digit
 * code goes by text message, and the right code starts a session (a random token in an http-only
 * cookie; the database keeps only its hash). Accounts, codes and sessions belong to one site: a
 * session of one dealer's site means nothing on another's [docs/architecture.md rule 4]. The spec shows no
 * rules for codes; these are designed in docs/decisions/004-watchlist-sign-in.md.
 */
export const CODE_DIGITS = 6;
export const CODE_TTL_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;
export const SESSION_DAYS = 30;

export const SIGN_IN_MESSAGES = {
  tooManyCodes: "Too many codes were sent to this number. Please wait an hour and try again.",
  expired: "This code has expired. Please ask for a new one.",
  wrong: "That code is not right. Please check the text message and try again.",
  /** A request without the sign-in form's pass while the site is flooded: the page gives a fresh one. */
  sendAgain: "This site is very busy just now. Please press Send Code again.",
} as const;

export type SignedInUser = { id: number; phone: string };

/** The session cookie's name: pages asked for with it are never served from a shared copy. */
export const SESSION_COOKIE = "fc_session";
const sessionCookie = createCookie(SESSION_COOKIE, {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: SESSION_DAYS * 86_400,
});

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
/** Codes are kept only as an HMAC under the server's secret key: a copy of the table gives no code. */
const codeHash = (secretKey: string, site: Site, phone: string, code: string) =>
  createHmac("sha256", secretKey).update(`${site.id}:${phone}:${code}`).digest("hex");

export type SignInServices = { sms: SmsService; rateLimiter: RateLimiter; secretKey: string };

/**
 * Texts a new code. Sends count against the shared rate limiter's `sign_in_code` limits (per
 * visitor IP and network, per number across every site: five an hour by default, and per site),
 * one atomic count each, so no burst can send more than the limit [docs/decisions/005-hardening.md].
 * `pass` is what the sign-in form's pass came to: while the site is flooded a request needs a valid
 * one [docs/decisions/032-flood-without-lockout.md].
 */
export async function sendSignInCode(
  db: Database,
  site: Site,
  services: SignInServices,
  request: { phone: string; ip: string; pass?: PassCheck },
  now = new Date(),
): Promise<{ ok: true } | { ok: false; error: string; retryAfterSeconds: number }> {
  const { phone } = request;
  const allowed = await services.rateLimiter.consume(site, "sign_in_code", request);
  if (!allowed.ok) {
    const error =
      allowed.scope === "phone"
        ? SIGN_IN_MESSAGES.tooManyCodes
        : allowed.scope === "pass"
          ? SIGN_IN_MESSAGES.sendAgain
          : allowed.message;
    return { ok: false, error, retryAfterSeconds: allowed.retryAfterSeconds };
  }
  const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, "0");
  await db.insert(verificationCodes).values({
    site_id: site.id,
    phone,
    code_hash: codeHash(services.secretKey, site, phone, code),
    expires_at: new Date(+now + CODE_TTL_MINUTES * 60_000),
    created_at: now,
  });
  await services.sms.send(
    phone,
    `${code} is your ${site.name} sign-in code. It expires in ${CODE_TTL_MINUTES} minutes.`,
  );
  getLogger().info(`code sent to ${maskPhone(phone)}`);
  return { ok: true };
}

/**
 * Checks a code against the newest one sent to the phone; the right one makes (or finds) the user
 * and a session. Each check first counts itself against the code in one atomic UPDATE that only
 * succeeds while fewer than MAX_CODE_ATTEMPTS were made, so however many guesses arrive at once,
 * at most five are ever compared; and the right code is spent by a DELETE that only one request
 * can win.
 */
export async function verifySignInCode(
  db: Database,
  site: Site,
  secretKey: string,
  phone: string,
  code: string,
  now = new Date(),
): Promise<{ ok: true; token: string; user: SignedInUser } | { ok: false; error: string }> {
  const newest = db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.site_id, site.id), eq(verificationCodes.phone, phone)))
    .orderBy(desc(verificationCodes.created_at), desc(verificationCodes.id))
    .limit(1);
  const [counted] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        inArray(verificationCodes.id, newest),
        lt(verificationCodes.attempts, MAX_CODE_ATTEMPTS),
        gt(verificationCodes.expires_at, now),
      ),
    )
    .returning({
      id: verificationCodes.id,
      code_hash: verificationCodes.code_hash,
      attempts: verificationCodes.attempts,
    });
  if (!counted) return { ok: false, error: SIGN_IN_MESSAGES.expired };

  const expected = Buffer.from(counted.code_hash, "hex");
  const given = Buffer.from(codeHash(secretKey, site, phone, code), "hex");
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return {
      ok: false,
      error: counted.attempts >= MAX_CODE_ATTEMPTS ? SIGN_IN_MESSAGES.expired : SIGN_IN_MESSAGES.wrong,
    };
  }

  return db.transaction(async (tx) => {
    // Only one request spends the code; a second right guess at the same moment finds it gone.
    const [spent] = await tx
      .delete(verificationCodes)
      .where(eq(verificationCodes.id, counted.id))
      .returning({ id: verificationCodes.id });
    if (!spent) return { ok: false as const, error: SIGN_IN_MESSAGES.expired };
    // Every older code for the number goes with it.
    await tx
      .delete(verificationCodes)
      .where(and(eq(verificationCodes.site_id, site.id), eq(verificationCodes.phone, phone)));
    await tx.insert(users).values({ site_id: site.id, phone }).onConflictDoNothing();
    const [user] = await tx
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(and(eq(users.site_id, site.id), eq(users.phone, phone)));
    await tx.delete(sessions).where(and(eq(sessions.user_id, user!.id), lt(sessions.expires_at, now)));
    const token = randomBytes(32).toString("base64url");
    await tx.insert(sessions).values({
      id: sha256(token),
      site_id: site.id,
      user_id: user!.id,
      expires_at: new Date(+now + SESSION_DAYS * 86_400_000),
    });
    return { ok: true as const, token, user: user! };
  });
}

async function readToken(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie.parse(request.headers.get("cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

export async function getSignedInUser(
  db: Database,
  site: Site,
  request: Request,
  now = new Date(),
): Promise<SignedInUser | null> {
  const token = await readToken(request);
  if (!token) return null;
  const [row] = await db
    .select({ id: users.id, phone: users.phone })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.id, sha256(token)), eq(sessions.site_id, site.id), gt(sessions.expires_at, now)));
  return row ?? null;
}

const secureFor = (request: Request) => new URL(request.url).protocol === "https:";

export function startSessionCookie(token: string, request: Request): Promise<string> {
  return sessionCookie.serialize(token, { secure: secureFor(request) });
}

/** Ends the request's session, if any, and returns the header that forgets the cookie. */
export async function endSession(db: Database, site: Site, request: Request): Promise<string> {
  const token = await readToken(request);
  if (token)
    await db.delete(sessions).where(and(eq(sessions.id, sha256(token)), eq(sessions.site_id, site.id)));
  return sessionCookie.serialize("", { secure: secureFor(request), maxAge: 0 });
}
