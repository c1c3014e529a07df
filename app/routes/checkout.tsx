import { Suspense } from "react";
import { data, Form, redirect, useActionData } from "react-router";
import { Link } from "~/components/ui/link";
import { toFieldErrors, type FieldErrors } from "#domain/lead-forms";
import { createReserveSchema } from "#domain/lead-form-schemas";
import { RESERVE_MESSAGES } from "#domain/reservations";
import { paymentFieldsToKeep } from "#domain/test-card";
import { passGate } from "#server/auth/gate.server";
import { failedSubmit } from "#server/leads/failed-submit.server";
import { getCheckoutPage } from "#server/models/checkout.server";
import { cancelReservation, reserveCar, settleReturningPayment } from "#server/models/reservations.server";
import { saveUserDetails } from "#server/models/user-details.server";
import { getVehicle } from "#server/models/vehicles.server";
import { requestContext, siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { readFormFields } from "#server/security/form.server";
import { retryAfterHeaders } from "#server/security/rate-limit.server";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { buttonVariants, StatusButton } from "~/components/ui/button";
import { CARD_LABELS, TestCardFields } from "~/components/checkout/test-card-fields";
import { ErrorBanner, TextField } from "~/components/ui/form-field";
import { imageUrl } from "~/lib/format";
import { keepFormOnFailure } from "~/lib/keep-form-on-failure";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/checkout";
import { pageUrl } from "#server/sites/origin.server";
import { lazyWithRetry } from "~/lib/lazy-with-retry";

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
    throw redirect(`/cars/${car.slug}/${current.commerce.reserve_path}`, 301);
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
    canonical: pageUrl(context, `/cars/${car.slug}/${site.commerce.reserve_path}`),
    returnPath: journey
      ? `/checkout-journey?car_id=${car.slug}&reservation=`
      : `/cars/${car.slug}/${site.commerce.reserve_path}?reservation=`,
  };
}

type Answer =
  | { intent: string; errors: FieldErrors; values: Record<string, string>; formKey?: string }
  | { intent: "pay"; clientSecret: string; reservationId: string; errors?: undefined };

/**
 * The key the reserve form goes on with after an answer that holds no car: the key it sent when
 * no attempt was made, or one failed on the way (trying again must not pay twice); a new one after
 * a declined card, which ended that attempt. Without it the page's first key came back, perhaps
 * one a declined card had ended, and the next card was refused with it.
 */
function keyKept(fields: Record<string, string>) {
  return fields.idempotency_key || crypto.randomUUID();
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { site, car, user, db, payments } = await requireCheckoutCar(request, params, context);
  const { rateLimiter } = await getRuntime();
  const fields = await readFormFields(request);
  const here = new URL(request.url);
  const back = `${here.pathname}${here.search}`;
  try {
    const allowed = await rateLimiter.consume(site, "reserve", {
      ip: context.get(requestContext).ip,
      phone: user.phone,
    });
    if (!allowed.ok)
      return data(
        {
          intent: fields.intent ?? "",
          errors: { form: allowed.message },
          values: paymentFieldsToKeep(fields),
          formKey: keyKept(fields),
        },
        { status: 429, headers: retryAfterHeaders(allowed) },
      );
    if (fields.intent === "cancel") {
      if (await cancelReservation(db, site, payments, user, fields.reservation ?? ""))
        throw redirect(withParam(back, "cancelled", "1"));
      return data(
        { intent: "cancel", errors: { form: RESERVE_MESSAGES.nothingToCancel }, values: {} },
        { status: 409 },
      );
    }
    if (fields.intent !== "reserve")
      return data({ intent: "unknown", errors: { form: "Unknown request." }, values: {} }, { status: 400 });
    const parsed = createReserveSchema({ testCard: payments.provider === "test" }).safeParse(fields);
    if (!parsed.success) {
      const errors = toFieldErrors(parsed.error);
      return data(
        {
          intent: "reserve",
          errors,
          values: paymentFieldsToKeep(fields),
          formKey: errors.idempotency_key ? crypto.randomUUID() : keyKept(fields),
        },
        { status: 400 },
      );
    }
    const { name, email, phone, idempotency_key } = parsed.data;
    await saveUserDetails(db, site, user, { name, email });
    const outcome = await reserveCar(db, site, payments, {
      car,
      user,
      details: { name, email, phone },
      idempotencyKey: idempotency_key,
      card:
        payments.provider === "test"
          ? { number: fields.card_number ?? "", expiry: fields.card_expiry ?? "", cvc: fields.card_cvc ?? "" }
          : undefined,
    });
    if (outcome.kind === "held") throw redirect(back);
    if (outcome.kind === "pay")
      return {
        intent: "pay" as const,
        clientSecret: outcome.clientSecret,
        reservationId: outcome.reservationId,
      };
    return data(
      {
        intent: "reserve",
        errors: outcome.field ? { [outcome.field]: outcome.message } : { form: outcome.message },
        values: paymentFieldsToKeep(fields),
        // A declined card ends that attempt: trying another card is a new reservation.
        formKey: crypto.randomUUID(),
      },
      { status: outcome.message === RESERVE_MESSAGES.declined ? 402 : 409 },
    );
  } catch (error) {
    const failed = failedSubmit(error, fields, FAILURE);
    return data(
      {
        intent: failed.intent,
        errors: failed.errors,
        values: paymentFieldsToKeep(fields),
        formKey: keyKept(fields),
      },
      { status: 500 },
    );
  }
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

const LABELS = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  ...CARD_LABELS,
  agree: "Terms",
};

export default function Checkout({ loaderData: page }: Route.ComponentProps) {
  const answer = useActionData<typeof clientAction>() as Answer | undefined;
  const errors = answer?.errors ?? {};
  const values: Record<string, string> = (answer && "values" in answer && answer.values) || {};
  const value = (name: "name" | "email" | "phone") => values[name] ?? page.details[name];
  const carHref = `/cars/${page.car.slug}`;

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
        <aside aria-label="The car" className="self-start rounded-brand bg-surface p-4 ring-1 ring-black/10">
          <img
            src={imageUrl(page.car.image ?? "draw/not-found", { w: 640 })}
            alt=""
            width={640}
            height={427}
            fetchPriority="high"
            className="aspect-[3/2] w-full rounded-brand object-cover"
          />
          <h2 className="mt-3 text-lg font-bold">
            <Link to={carHref} className="hover:underline">
              {page.car.name}
            </Link>
          </h2>
          {page.car.price && <p className="text-xl font-extrabold">{page.car.price}</p>}
          <p className="text-sm text-ink/80">
            Stock number {page.car.stocknum}
            {page.car.location && ` · ${page.car.location}`}
          </p>
          {page.stage !== "unavailable" && <p className="mt-3 text-sm">{page.depositCopy}</p>}
          {page.returnTerms && page.stage !== "unavailable" && (
            <div className="mt-3 rounded-brand bg-muted p-3 text-sm">
              <p className="font-semibold">{page.returnTerms.title}</p>
              <p className="mt-1">{page.returnTerms.intro}</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {page.returnTerms.conditions.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            </div>
          )}
        </aside>

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

type Page = Route.ComponentProps["loaderData"];

function HeldPanel({
  page,
  reservation,
  errors,
}: {
  page: Page;
  reservation: NonNullable<Page["reservation"]>;
  errors: FieldErrors;
}) {
  return (
    <section
      aria-labelledby="held-heading"
      className="rounded-brand bg-green-50 p-4 ring-1 ring-green-800/30"
    >
      <h2 id="held-heading" className="text-xl font-bold text-green-900">
        {reservation.statusText}
      </h2>
      <p className="mt-2">
        Your {reservation.deposit} deposit holds this car for you until {reservation.until} (
        {reservation.timeLeft}). It is 100% refundable. We have sent your receipt by e-mail, and the team will
        call you to arrange the rest.
      </p>
      {reservation.paymentReference && (
        <p className="mt-1 text-sm">
          Payment reference {reservation.paymentReference}
          {reservation.testMode && " (test mode: no money was taken)"}
        </p>
      )}
      <ErrorBanner errors={errors} labels={{}} />
      <div className="mt-4 flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="reservation" value={reservation.id} />
          <StatusButton intent="cancel" busyText="Cancelling…" variant="outline">
            Cancel reservation
          </StatusButton>
        </Form>
        {page.garage && (
          <Link to="/my-garage" className={buttonVariants({ variant: "brand" })}>
            My Garage
          </Link>
        )}
      </div>
    </section>
  );
}

function ReserveForm({
  page,
  errors,
  values,
  value,
  formKey,
}: {
  page: Page;
  errors: FieldErrors;
  values: Record<string, string>;
  value: (name: "name" | "email" | "phone") => string;
  formKey: string;
}) {
  return (
    // noValidate: the site's own messages, beside each field and in the banner, not the browser's.
    <Form method="post" noValidate className="space-y-4" aria-labelledby="reserve-heading">
      <h2 id="reserve-heading" className="text-xl font-bold">
        Reserve it with a {page.deposit} deposit
      </h2>
      <ErrorBanner errors={errors} labels={LABELS} />
      <input type="hidden" name="idempotency_key" value={formKey} />
      <TextField
        id="reserve-name"
        name="name"
        label="Name"
        error={errors.name}
        defaultValue={value("name")}
        autoComplete="name"
      />
      <TextField
        id="reserve-email"
        name="email"
        label="Email"
        error={errors.email}
        type="email"
        defaultValue={value("email")}
        autoComplete="email"
      />
      <TextField
        id="reserve-phone"
        name="phone"
        label="Phone"
        error={errors.phone}
        type="tel"
        defaultValue={value("phone")}
        autoComplete="tel"
      />

      {page.testCard && <TestCardFields testCard={page.testCard} errors={errors} values={values} />}

      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="agree"
            defaultChecked={values.agree === "on"}
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={errors.agree ? "agree-error" : undefined}
            className="mt-1 size-4"
          />
          <span>
            I understand my {page.deposit} deposit holds this car for {page.holdHours} hours and is 100%
            refundable: I can cancel at any time before then.
          </span>
        </label>
        {errors.agree && (
          <p id="agree-error" className="text-sm font-medium text-red-700">
            {errors.agree}
          </p>
        )}
      </div>
      <StatusButton intent="reserve" busyText="Reserving…" variant="accent" className="w-full sm:w-auto">
        {page.payments.provider === "stripe"
          ? "Continue to payment"
          : `Pay ${page.deposit} deposit and reserve`}
      </StatusButton>
    </Form>
  );
}
