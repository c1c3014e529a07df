import { toFieldErrors } from "#domain/lead-forms";
import { createReserveSchema, SavedDetailsSchema } from "#domain/lead-form-schemas";
import { createOnlinePaymentSchema } from "#domain/online-payments";
import { RESERVE_MESSAGES } from "#domain/reservations";
import { SPIN_ENDED } from "#domain/spin-to-win";
import type { SignedInUser } from "#server/auth/auth.server";
import type { Database } from "#server/db/client";
import { limitedBy, refuse, type FormOutcome } from "#server/forms/form-outcome.server";
import { payOnline } from "#server/workflows/online-payments.server";
import { cancelReservation, reserveCar, type ReserveCar } from "#server/workflows/reservations.server";
import { spinToWin } from "#server/workflows/spin-to-win.server";
import { getUserDetails, saveUserDetails } from "#server/data/user-details.server";
import { deleteAccount } from "#server/workflows/account.server";
import type { PaymentService, TestCard } from "#server/payments/payment-service";
import type { RateLimiter } from "#server/security/rate-limit.server";
import type { Site } from "#server/sites/registry";

/*
 * The posts of a signed-in buyer's forms, each a workflow returning a form
 * outcome (server/forms/form-outcome.server.ts): reserving a car and cancelling the reservation,
 * paying online, My Garage's details, cancellation and account deletion, and a spin of the wheel. Each post is counted by
 * the shared rate limiter first [docs/architecture.md rule 11].
 */
export type SignedInPost = {
  db: Database;
  site: Site;
  payments: PaymentService;
  limiter: RateLimiter;
  user: SignedInUser;
  ip: string;
  fields: Record<string, string>;
};

/** The card typed into the test mode's own form; the provider's form takes it otherwise. */
function typedCard(post: SignedInPost): TestCard | undefined {
  if (post.payments.provider !== "test") return undefined;
  const { card_number = "", card_expiry = "", card_cvc = "" } = post.fields;
  return { number: card_number, expiry: card_expiry, cvc: card_cvc };
}

async function limited(post: SignedInPost, policy: "reserve" | "account") {
  return limitedBy(await post.limiter.consume(post.site, policy, { ip: post.ip, phone: post.user.phone }));
}

export type ReserveDone =
  | { kind: "done"; next: "held" }
  | { kind: "done"; next: "cancelled" }
  | { kind: "done"; next: "pay"; clientSecret: string; reservationId: string };

/** The checkout's posts: "reserve" (the form) and "cancel" (the buyer's hold). */
export async function reservePost(post: SignedInPost, car: ReserveCar): Promise<FormOutcome<ReserveDone>> {
  const { db, site, payments, user, fields } = post;
  const refused = await limited(post, "reserve");
  if (refused) return refused;
  if (fields.intent === "cancel")
    return (await cancelReservation(db, site, payments, user, fields.reservation ?? ""))
      ? { kind: "done", next: "cancelled" }
      : refuse.conflict(RESERVE_MESSAGES.nothingToCancel);
  if (fields.intent !== "reserve") return refuse.invalid({ form: "Unknown request." });
  const parsed = createReserveSchema({ testCard: payments.provider === "test" }).safeParse(fields);
  if (!parsed.success) return refuse.invalid(toFieldErrors(parsed.error));
  const { name, email, phone, idempotency_key } = parsed.data;
  await saveUserDetails(db, site, user, { name, email });
  const outcome = await reserveCar(db, site, payments, {
    car,
    user,
    details: { name, email, phone },
    idempotencyKey: idempotency_key,
    card: typedCard(post),
  });
  if (outcome.kind === "held") return { kind: "done", next: "held" };
  if (outcome.kind === "pay")
    return {
      kind: "done",
      next: "pay",
      clientSecret: outcome.clientSecret,
      reservationId: outcome.reservationId,
    };
  return refuse.conflict(outcome.message, outcome.field && { field: outcome.field, status: 402 });
}

export type PayOnlineDone =
  | { kind: "done"; next: "paid"; paymentId: string }
  | { kind: "done"; next: "pay"; paymentId: string; clientSecret: string; amountCents: number };

/** /online-payment's post: an invoice, an order or a deposit paid by its reference. */
export async function payOnlinePost(
  post: SignedInPost,
  payees: string[],
): Promise<FormOutcome<PayOnlineDone>> {
  const { db, site, payments, user, fields } = post;
  const refused = await limited(post, "reserve");
  if (refused) return refused;
  const parsed = createOnlinePaymentSchema({
    maxCents: site.online_payment.max_amount * 100,
    testCard: payments.provider === "test",
    locations: payees,
  }).safeParse(fields);
  if (!parsed.success) return refuse.invalid(toFieldErrors(parsed.error));
  const { purpose, reference, amount, location, name, email, idempotency_key } = parsed.data;
  await saveUserDetails(db, site, user, { name, email });
  const outcome = await payOnline(db, site, payments, {
    user,
    details: { purpose, reference, amountCents: amount, locationSlug: location, name, email },
    idempotencyKey: idempotency_key,
    card: typedCard(post),
  });
  if (outcome.kind === "paid") return { kind: "done", next: "paid", paymentId: outcome.paymentId };
  if (outcome.kind === "pay")
    return {
      kind: "done",
      next: "pay",
      paymentId: outcome.paymentId,
      clientSecret: outcome.clientSecret,
      amountCents: amount,
    };
  return refuse.conflict(outcome.message, outcome.field && { field: outcome.field, status: 402 });
}

export type GarageDone = { kind: "done"; next: "cancelled" | "saved" | "deleted" };

const DELETE_UNCONFIRMED = "Tick the box to confirm that you want your account deleted.";

/** My Garage's posts: cancel a reservation (its deposit refunded), save details, delete the account. */
export async function garagePost(post: SignedInPost): Promise<FormOutcome<GarageDone>> {
  const { db, site, payments, user, fields } = post;
  const refused = await limited(post, fields.intent === "cancel" ? "reserve" : "account");
  if (refused) return refused;
  switch (fields.intent) {
    case "cancel":
      await cancelReservation(db, site, payments, user, fields.reservation ?? "");
      return { kind: "done", next: "cancelled" };
    case "details": {
      const parsed = SavedDetailsSchema.safeParse(fields);
      if (!parsed.success) return refuse.invalid(toFieldErrors(parsed.error));
      await saveUserDetails(db, site, user, parsed.data);
      return { kind: "done", next: "saved" };
    }
    case "delete":
      if (fields.confirm !== "on") return refuse.invalid({ confirm: DELETE_UNCONFIRMED });
      await deleteAccount(db, site, payments, user);
      return { kind: "done", next: "deleted" };
    default:
      return refuse.invalid({ form: "Unknown request." });
  }
}

/** /spin-to-win's post: one spin per mobile number, the prize drawn here; none once the promotion ended. */
export async function spinPost(
  post: SignedInPost,
  secretKey: string,
): Promise<FormOutcome<{ kind: "done"; first: boolean }>> {
  const refused = await limited(post, "reserve");
  if (refused) return refused;
  const buyer = await getUserDetails(post.db, post.user);
  const spun = await spinToWin(post.db, post.site, post.user, secretKey, buyer);
  return spun ? { kind: "done", first: spun.first } : refuse.conflict(SPIN_ENDED);
}
