import * as z from "zod/mini";
import { toFieldErrors } from "#domain/lead-forms";
import { CodeStepSchema, PhoneStepSchema } from "#domain/sign-in";
import { sendSignInCode, verifySignInCode } from "#server/auth/auth.server";
import type { Database } from "#server/db/client";
import { limitedBy, refuse, type FormOutcome } from "#server/forms/form-outcome.server";
import type { SmsService } from "#server/integrations/sms";
import { saveToWatchlist } from "#server/data/watchlist.server";
import { checkFormPass } from "#server/security/form-pass.server";
import type { RateLimiter } from "#server/security/rate-limit.server";
import type { Site } from "#server/sites/registry";

/*
 * /sign-in's two posts [VSD §2 Routes; SW §2 Sign-in gated routes; docs/decisions/004-watchlist-
 * sign-in.md]: "send-code" texts a 6-digit code to the mobile given (held to the site's budget by the
 * limiter, and needing the form's pass while the site is flooded: docs/decisions/032-flood-without-
 * lockout.md); "verify" checks it, saves the car the buyer was saving, and starts the session.
 */
export type SignInPost = {
  db: Database;
  site: Site;
  sms: SmsService;
  limiter: RateLimiter;
  secretKey: string;
  ip: string;
  fields: Record<string, string>;
  /** The car a signed-out buyer tried to save, saved once they are in. */
  savingCarId: number | null;
};

export type SignInDone =
  { kind: "done"; next: "code-sent"; phone: string } | { kind: "done"; next: "signed-in"; token: string };

export async function signInPost(post: SignInPost): Promise<FormOutcome<SignInDone>> {
  const { db, site, limiter, secretKey, ip, fields } = post;
  if (fields.intent === "verify") {
    const parsed = z.safeParse(CodeStepSchema, fields);
    if (!parsed.success) return refuse.invalid(toFieldErrors(parsed.error));
    const { phone, code } = parsed.data;
    const refused = limitedBy(await limiter.consume(site, "sign_in_verify", { ip, phone }), "code");
    if (refused) return refused;
    const result = await verifySignInCode(db, site, secretKey, phone, code);
    if (!result.ok) return refuse.invalid({ code: result.error });
    if (post.savingCarId) await saveToWatchlist(db, site, result.user, post.savingCarId);
    return { kind: "done", next: "signed-in", token: result.token };
  }
  const parsed = z.safeParse(PhoneStepSchema, fields);
  if (!parsed.success) return refuse.invalid(toFieldErrors(parsed.error));
  const { phone } = parsed.data;
  const sent = await sendSignInCode(
    db,
    site,
    { sms: post.sms, rateLimiter: limiter, secretKey },
    { phone, ip, pass: checkFormPass(secretKey, site.id, ip, fields.pass) },
  );
  if (!sent.ok)
    return { kind: "limited", errors: { phone: sent.error }, retryAfterSeconds: sent.retryAfterSeconds };
  return { kind: "done", next: "code-sent", phone };
}
