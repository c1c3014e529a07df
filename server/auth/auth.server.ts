import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, lt } from "drizzle-orm";
import { createCookie } from "react-router";
import type { Database } from "#server/db/client";
import { sessions, users, verificationCodes } from "#server/db/schema";
import type { SmsService } from "#server/integrations/sms";
import type { Site } from "#server/sites/registry";

/*
 * Buyers sign in with their phone [VSD §6 "signed-in user identified by phone number"]: a 6-digit
 * code goes by text message, and the right code starts a session (a random token in an http-only
 * cookie; the database keeps only its hash). Accounts, codes and sessions belong to one site: a
 * session of one dealer's site means nothing on another's [ARCHITECTURE rule 4]. The spec shows no
 * rules for codes; these are designed in docs/decisions/004-watchlist-sign-in.md.
 */
export const CODE_DIGITS = 6;
export const CODE_TTL_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;
export const MAX_CODES_PER_HOUR = 5;
export const SESSION_DAYS = 30;

export const SIGN_IN_MESSAGES = {
  tooManyCodes: "Too many codes were sent to this number. Please wait an hour and try again.",
  expired: "This code has expired. Please ask for a new one.",
  wrong: "That code is not right. Please check the text message and try again.",
} as const;

export type SignedInUser = { id: number; phone: string };

const sessionCookie = createCookie("fc_session", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: SESSION_DAYS * 86_400,
});

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const codeHash = (site: Site, phone: string, code: string) => sha256(`${site.id}:${phone}:${code}`);

export async function sendSignInCode(
  db: Database,
  site: Site,
  sms: SmsService,
  phone: string,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; error: string }> {
  const hourAgo = new Date(+now - 3_600_000);
  const recent = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.site_id, site.id),
        eq(verificationCodes.phone, phone),
        gt(verificationCodes.created_at, hourAgo),
      ),
    );
  if (recent.length >= MAX_CODES_PER_HOUR) return { ok: false, error: SIGN_IN_MESSAGES.tooManyCodes };

  const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, "0");
  await db.insert(verificationCodes).values({
    site_id: site.id,
    phone,
    code_hash: codeHash(site, phone, code),
    expires_at: new Date(+now + CODE_TTL_MINUTES * 60_000),
    created_at: now,
  });
  await sms.send(
    phone,
    `${code} is your ${site.name} sign-in code. It expires in ${CODE_TTL_MINUTES} minutes.`,
  );
  return { ok: true };
}

/** Checks the newest code sent to the phone; the right one makes (or finds) the user and a session. */
export async function verifySignInCode(
  db: Database,
  site: Site,
  phone: string,
  code: string,
  now = new Date(),
): Promise<{ ok: true; token: string; user: SignedInUser } | { ok: false; error: string }> {
  const [latest] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.site_id, site.id), eq(verificationCodes.phone, phone)))
    .orderBy(desc(verificationCodes.created_at), desc(verificationCodes.id))
    .limit(1);
  if (!latest || latest.expires_at <= now || latest.attempts >= MAX_CODE_ATTEMPTS)
    return { ok: false, error: SIGN_IN_MESSAGES.expired };

  const expected = Buffer.from(latest.code_hash, "hex");
  const given = Buffer.from(codeHash(site, phone, code), "hex");
  if (!timingSafeEqual(expected, given)) {
    await db
      .update(verificationCodes)
      .set({ attempts: latest.attempts + 1 })
      .where(eq(verificationCodes.id, latest.id));
    return {
      ok: false,
      error: latest.attempts + 1 >= MAX_CODE_ATTEMPTS ? SIGN_IN_MESSAGES.expired : SIGN_IN_MESSAGES.wrong,
    };
  }

  return db.transaction(async (tx) => {
    // A used code is spent, and so is every older one for the number.
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
