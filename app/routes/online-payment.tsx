import { Suspense } from "react";
import { data, redirect, useActionData } from "react-router";
import type { FieldErrors } from "#domain/lead-forms";
import { formatCents, ONLINE_PAYMENT_MESSAGES, PAYMENT_PURPOSES } from "#domain/online-payments";
import { paymentFieldsToKeep, SUCCESS_TEST_CARD } from "#domain/test-card";
import { passGate } from "#server/auth/gate.server";
import { answerRefused, settleForm } from "#server/forms/form-outcome.server";
import {
  getUserOnlinePayments,
  settleReturningOnlinePayment,
} from "#server/workflows/online-payments.server";
import { getUserDetails } from "#server/data/user-details.server";
import { requestContext, siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { readFormFields } from "#server/security/form.server";
import type { Site } from "#server/sites/registry";
import { payOnlinePost } from "#server/workflows/signed-in-forms.server";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { PaymentForm } from "~/components/checkout/payment-form";
import { formatMobile } from "#domain/sign-in";
import { keepFormOnFailure } from "~/lib/keep-form-on-failure";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/online-payment";
import { pageUrl } from "#server/sites/origin.server";
import { lazyWithRetry } from "~/lib/lazy-with-retry";
import { PRIVATE_PAGE } from "#domain/page-policy";

/** The visitor's own page: never kept by the page cache or a CDN. */
export const handle = PRIVATE_PAGE;

const StripePayment = lazyWithRetry(
  () => import("~/components/checkout/stripe-payment"),
  (m) => m.StripePayment,
);

/*
 * Pay online [SW §2 "Sign-in gated routes: ... /online-payment", type online-payment; docs/
 * decisions/024-online-payment-and-spin-to-win.md]: where the site takes payments online, a
 * signed-in buyer pays an invoice, an order or a deposit by the reference the dealer gave them.
 * Always behind sign-in (the payment and its receipt belong to a verified mobile). Test mode or
 * Stripe, as the reservation deposit; a failure on the way keeps the form [keep-form-on-failure.ts].
 */
async function requirePayer(request: Request, context: Route.LoaderArgs["context"]) {
  const site = context.get(siteContext);
  if (!site.online_payment.enabled) throw data(null, { status: 404 });
  const { database, services } = await getRuntime();
  const user = await passGate(database.db, site, request);
  if (!user) throw data(null, { status: 404 });
  return { site, user, db: database.db, payments: services.payments };
}

/** Who a payment can go to: the site's visible locations (none to choose when there is one). */
function payees(site: Site) {
  const visible = site.locations.filter((l) => l.visible);
  return visible.length > 1 ? visible.map((l) => ({ value: l.slug, label: l.name })) : [];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, user, db, payments } = await requirePayer(request, context);
  const url = new URL(request.url);
  // Back from the provider's payment form: its webhook may not have arrived yet.
  const returning = url.searchParams.get("payment");
  if (returning) await settleReturningOnlinePayment(db, site, payments, user, returning);
  const [details, paid] = await Promise.all([
    getUserDetails(db, user),
    getUserOnlinePayments(db, site, user),
  ]);
  return {
    siteName: site.name,
    paid,
    justPaid: returning ? (paid.find((p) => p.id === returning) ?? null) : null,
    purposes: PAYMENT_PURPOSES,
    payees: payees(site),
    maxAmount: formatCents(site.online_payment.max_amount * 100),
    details: { name: details.name, email: details.email, phone: formatMobile(user.phone) },
    payments: payments.browser,
    testCard: payments.provider === "test" ? SUCCESS_TEST_CARD : null,
    formKey: crypto.randomUUID(),
    canonical: pageUrl(context, "/online-payment"),
  };
}

type Answer =
  | { errors: FieldErrors; values: Record<string, string>; formKey?: string }
  | { clientSecret: string; paymentId: string; amount: string; errors?: undefined };

export async function action({ request, context }: Route.ActionArgs) {
  const { site, user, db, payments } = await requirePayer(request, context);
  const { rateLimiter: limiter } = await getRuntime();
  const fields = await readFormFields(request);
  const post = { db, site, payments, limiter, user, ip: context.get(requestContext).ip, fields };
  const to = payees(site).map((p) => p.value);
  const outcome = await settleForm(() => payOnlinePost(post, to), ONLINE_PAYMENT_MESSAGES.failure);
  if (outcome.kind === "done") {
    if (outcome.next === "paid") throw redirect(`/online-payment?payment=${outcome.paymentId}`);
    const { clientSecret, paymentId, amountCents } = outcome;
    return { clientSecret, paymentId, amount: formatCents(amountCents) };
  }
  return answerRefused(outcome, {
    values: paymentFieldsToKeep(fields),
    // A declined card is an attempt that is over: the next one is a new payment.
    ...(outcome.kind === "conflict" && { formKey: crypto.randomUUID() }),
  });
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return keepFormOnFailure(request, () => serverAction(), ONLINE_PAYMENT_MESSAGES.failure);
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [{ title: "Page not found" }];
  return buildMeta({
    title: `Pay Online | ${page.siteName}`,
    description: `Pay ${page.siteName} online: an invoice, an order or a deposit, with a receipt by e-mail.`,
    canonical: page.canonical,
    robots: "noindex",
  });
}

export default function OnlinePayment({ loaderData: page }: Route.ComponentProps) {
  const answer = useActionData<typeof clientAction>() as Answer | undefined;
  const errors = answer?.errors ?? {};
  const values: Record<string, string> = (answer && "values" in answer && answer.values) || {};
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <Breadcrumbs
        crumbs={[
          { label: "Home", href: "/" },
          { label: "Pay Online", href: "" },
        ]}
      />
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight">Pay Online</h1>
      <p className="mt-2 text-ink/80">
        Pay an invoice, an order or a deposit with the number we gave you. Your receipt comes by e-mail.
      </p>

      {page.justPaid && (
        <section
          role="status"
          aria-labelledby="paid-heading"
          className="mt-6 rounded-brand bg-green-50 p-4 ring-1 ring-green-800/30"
        >
          <h2 id="paid-heading" className="text-xl font-bold text-green-900">
            Thank you: {page.justPaid.amount} paid
          </h2>
          <p className="mt-1">
            {page.justPaid.purpose} {page.justPaid.reference}. We have sent your receipt by e-mail.
          </p>
          {page.justPaid.paymentReference && (
            <p className="mt-1 text-sm">
              Payment reference {page.justPaid.paymentReference}
              {page.justPaid.testMode && " (test mode: no money was taken)"}
            </p>
          )}
        </section>
      )}

      <div className="mt-6 rounded-brand bg-surface p-4 ring-1 ring-black/10 sm:p-6">
        {answer && "clientSecret" in answer && page.payments.provider === "stripe" ? (
          <Suspense fallback={<p>Loading the secure payment form…</p>}>
            <StripePayment
              publishableKey={page.payments.publishableKey}
              clientSecret={answer.clientSecret}
              returnUrl={`${window.location.origin}/online-payment?payment=${answer.paymentId}`}
              amountLabel={answer.amount}
            />
          </Suspense>
        ) : (
          <PaymentForm
            // A new payment (after one went through) starts from an empty form.
            key={page.formKey}
            page={page}
            errors={errors}
            values={values}
            formKey={(answer && "formKey" in answer && answer.formKey) || page.formKey}
          />
        )}
      </div>

      {page.paid.length > 0 && (
        <section aria-labelledby="receipts-heading" className="mt-8">
          <h2 id="receipts-heading" className="text-xl font-bold">
            Your payments
          </h2>
          <ul className="mt-3 divide-y divide-black/10 rounded-brand ring-1 ring-black/10">
            {page.paid.map((p) => (
              <li key={p.id} className="flex flex-wrap justify-between gap-2 p-3 text-sm">
                <span>
                  <span className="font-semibold">{p.purpose}</span> {p.reference}
                  {p.paidAt && <span className="text-ink/80"> · {p.paidAt}</span>}
                </span>
                <span className="font-bold">{p.amount}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
