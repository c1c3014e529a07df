import { Suspense } from "react";
import { data, redirect, useActionData } from "react-router";
import { Link } from "~/components/ui/link";
import type { FieldErrors } from "#domain/lead-forms";
import { paymentFieldsToKeep } from "#domain/test-card";
import { passGate } from "#server/auth/gate.server";
import { answerRefused, settleForm, type FormRefused } from "#server/forms/form-outcome.server";
import { getCheckoutPage } from "#server/pages/checkout.server";
import { settleReturningPayment } from "#server/workflows/reservations.server";
import { getVehicle } from "#server/data/vehicles.server";
import { requestContext, siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { readFormFields } from "#server/security/form.server";
import { reservePost } from "#server/workflows/signed-in-forms.server";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { CheckoutCar, HeldPanel, ReserveForm } from "~/components/checkout/reserve-panels";
import { buttonVariants } from "~/components/ui/button";
import { keepFormOnFailure } from "~/lib/keep-form-on-failure";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/checkout";
import { pageUrl } from "#server/sites/origin.server";
import { lazyWithRetry } from "~/lib/lazy-with-retry";
import { carPath } from "#domain/car-url";
import { PRIVATE_PAGE } from "#domain/page-policy";

/** The visitor's own page: never kept by the page cache or a CDN. */
export const handle = PRIVATE_PAGE;

const StripePayment = lazyWithRetry(
  () => import("~/components/checkout/stripe-payment"),
  (m) => m.StripePayment,
);

/*
 * Reserve online [VSD §2 "/cars/{slug}/checkout (some sites /cars/{slug}/buy-online)", "/checkout-
 * journey?car_id={slug} Online Purchase"; VSD §9 and SW §9 the deposit; docs/decisions/020-reserve-
 * online.md]. Signed-in buyers only (the deposit and its refund belong to a verified mobile). The
 * page shows the car, the deposit and its terms, and the buyer's standing with the car: a form to
 * reserve it, their hold with its time left and a cancel button, or why it cannot be reserved.
 * Posts: intent "reserve" (the form; with Stripe it answers the Payment Element's secret) and
 * "cancel". A failure on the way keeps everything typed [keep-form-on-failure.ts].
 */
const FAILURE = "We couldn't complete your reservation just now and no money was taken. Please try again.";

async function requireCheckoutCar(
  request: Request,
  params: { slug?: string },
  context: Route.LoaderArgs["context"],
) {
  const current = context.get(siteContext);
  const url = new URL(request.url);
  const slug = params.slug ?? url.searchParams.get("car_id") ?? "";
  const journey = !params.slug;
  if (!current.commerce.reserve_enabled || (journey && !current.commerce.online_purchase_journey))
    throw data(null, { status: 404 });
  const { database, services } = await getRuntime();
  const car = slug ? await getVehicle(database.db, current, slug) : null;
  if (!car) throw data(null, { status: 404 });
  // One address per site: the other spelling goes to the site's own, named by the car's stored
  // slug (the address's, with a line break or a character past Latin-1, cannot be a header).
  if (!journey && !url.pathname.endsWith(`/${current.commerce.reserve_path}`))
    throw redirect(carPath(car.slug, current.commerce.reserve_path), 301);
  const user = await passGate(database.db, current, request);
  if (!user) throw data(null, { status: 404 });
  return { site: current, car, user, db: database.db, payments: services.payments, journey };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { site, car, user, db, payments, journey } = await requireCheckoutCar(request, params, context);
  const url = new URL(request.url);
  // Back from the provider's payment form: its webhook may not have arrived yet.
  const returning = url.searchParams.get("reservation");
  if (returning) await settleReturningPayment(db, site, payments, user, returning);
  const page = await getCheckoutPage(db, site, payments, car, user);
  return {
    ...page,
    journey,
    heading: journey
      ? "Online Purchase"
      : site.commerce.reserve_label === "Buy Online"
        ? "Buy Online"
        : "Reserve this Car",
    // Said only when this buyer's reservation of this car has just been cancelled.
    cancelled: url.searchParams.get("cancelled") === "1" && page.reservation?.status === "cancelled",
    formKey: crypto.randomUUID(),
    canonical: pageUrl(context, carPath(car.slug, site.commerce.reserve_path)),
    returnPath: journey
      ? `/checkout-journey?car_id=${car.slug}&reservation=`
      : `${carPath(car.slug, site.commerce.reserve_path)}?reservation=`,
  };
}

type Answer =
  | { intent: string; errors: FieldErrors; values: Record<string, string>; formKey?: string }
  | { intent: "pay"; clientSecret: string; reservationId: string; errors?: undefined };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { site, car, user, db, payments } = await requireCheckoutCar(request, params, context);
  const { rateLimiter: limiter } = await getRuntime();
  const fields = await readFormFields(request);
  const here = new URL(request.url);
  const back = `${here.pathname}${here.search}`;
  const post = { db, site, payments, limiter, user, ip: context.get(requestContext).ip, fields };
  const outcome = await settleForm(() => reservePost(post, car), FAILURE);
  if (outcome.kind === "done") {
    if (outcome.next === "pay")
      return {
        intent: "pay" as const,
        clientSecret: outcome.clientSecret,
        reservationId: outcome.reservationId,
      };
    throw redirect(outcome.next === "cancelled" ? withParam(back, "cancelled", "1") : back);
  }
  return answerRefused(outcome, {
    intent: fields.intent ?? "",
    values: outcome.kind === "conflict" && fields.intent === "cancel" ? {} : paymentFieldsToKeep(fields),
    formKey: nextKey(outcome, fields),
  });
}

/**
 * The key the reserve form goes on with after an answer that holds no car: the key it sent when
 * no attempt was made, or one failed on the way (trying again must not pay twice); a new one after
 * a declined card or a taken car, which ended that attempt, and for a key that was not one. Without
 * it the page's first key came back, perhaps one a declined card had ended, and the next card was
 * refused with it.
 */
function nextKey(outcome: FormRefused, fields: Record<string, string>) {
  const ended = outcome.kind === "conflict" || outcome.errors.idempotency_key !== undefined;
  return (!ended && fields.idempotency_key) || crypto.randomUUID();
}

function withParam(path: string, name: string, value: string) {
  const url = new URL(path, "http://x");
  url.searchParams.delete("reservation");
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return keepFormOnFailure(request, () => serverAction(), FAILURE);
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [{ title: "Page not found" }];
  return buildMeta({
    title: `${page.heading}: ${page.car.name} | ${page.siteName}`,
    description: page.depositCopy,
    canonical: page.canonical,
    robots: "noindex",
  });
}

export default function Checkout({ loaderData: page }: Route.ComponentProps) {
  const answer = useActionData<typeof clientAction>() as Answer | undefined;
  const errors = answer?.errors ?? {};
  const values: Record<string, string> = (answer && "values" in answer && answer.values) || {};
  const value = (name: "name" | "email" | "phone") => values[name] ?? page.details[name];
  const carHref = carPath(page.car.slug);

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <Breadcrumbs
        crumbs={[
          { label: "Home", href: "/" },
          { label: page.car.name, href: carHref },
          { label: page.heading, href: "" },
        ]}
      />
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight">{page.heading}</h1>

      <div className="mt-6 grid gap-6 md:grid-cols-[2fr_3fr]">
        <CheckoutCar page={page} />

        <div>
          {page.cancelled && (
            <p
              role="status"
              className="mb-4 rounded-brand bg-green-50 p-3 font-semibold text-green-900 ring-1 ring-green-800/30"
            >
              Your reservation is cancelled and your deposit is being refunded in full.
            </p>
          )}
          {page.stage === "held" && page.reservation ? (
            <HeldPanel page={page} reservation={page.reservation} errors={errors} />
          ) : page.stage === "unavailable" ? (
            <div className="rounded-brand bg-muted p-4">
              <p className="font-semibold">{page.unavailableMessage}</p>
              <Link to={carHref} className={`${buttonVariants({ variant: "outline" })} mt-3`}>
                Back to the car
              </Link>
            </div>
          ) : answer && "clientSecret" in answer && page.payments.provider === "stripe" ? (
            <Suspense fallback={<p>Loading the secure payment form…</p>}>
              <StripePayment
                publishableKey={page.payments.publishableKey}
                clientSecret={answer.clientSecret}
                returnUrl={`${window.location.origin}${page.returnPath}${answer.reservationId}`}
                amountLabel={page.deposit}
              />
            </Suspense>
          ) : (
            <ReserveForm
              page={page}
              errors={errors}
              values={values}
              value={value}
              formKey={(answer && "formKey" in answer && answer.formKey) || page.formKey}
            />
          )}
        </div>
      </div>
    </div>
  );
}
