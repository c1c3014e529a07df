import { useState } from "react";
import { Form, redirect } from "react-router";
import { Link } from "~/components/ui/link";
import * as z from "zod/mini";
import { ownValue } from "#domain/own-key";
import { SIGN_IN_WORDING } from "#domain/gated-routes";
import { safeRedirectPath } from "#domain/safe-redirect";
import { getSignedInUser, startSessionCookie } from "#server/auth/auth.server";
import { answerRefused, isRefused, settleForm } from "#server/forms/form-outcome.server";
import { findSiteCar } from "#server/data/watchlist.server";
import { requestContext, siteContext } from "#server/request-context.server";
import { readFormFields } from "#server/security/form.server";
import { issueFormPass } from "#server/security/form-pass.server";
import { signInPost } from "#server/workflows/sign-in-form.server";
import { getRuntime } from "#server/runtime.server";
import { ConfirmSave } from "~/components/account/confirm-save";
import { StatusButton } from "~/components/ui/button";
import { ErrorBanner, Field, inputClass } from "~/components/ui/form-field";
import { FORM_FAILURE_MESSAGE, toFieldErrors, type FieldErrors } from "#domain/lead-forms";
import { Icon } from "~/components/ui/icon";
import { CodeStepSchema, formatMobile, PhoneStepSchema } from "#domain/sign-in";
import type { Route } from "./+types/sign-in";
import { PRIVATE_PAGE } from "#domain/page-policy";

/** The visitor's own page: never kept by the page cache or a CDN. */
export const handle = PRIVATE_PAGE;

/*
 * /sign-in?type={type}&redirect={path}&back={path} [VSD §2 Routes; SW §2 Sign-in gated routes]:
 * buyers sign in with their mobile and a texted code, then go on to `redirect`; `back` is where
 * "Back" leads. With type=watchlist and a car_id the car the buyer tried to save is saved once they
 * are in (the code step is a POST). A buyer already signed in is asked to confirm the save with a
 * button: nothing changes on a GET, so another site cannot save cars by linking here. Both steps
 * are plain POST forms, so signing in works without JavaScript. Each form carries a pass, made for
 * this visitor's network, which a request for a code needs while the site is flooded
 * (docs/decisions/032-flood-without-lockout.md); every answer carries a fresh one.
 */

function readTarget(url: URL) {
  const carId = Number(url.searchParams.get("car_id"));
  const redirect = safeRedirectPath(url.searchParams.get("redirect"), "/");
  return {
    type: url.searchParams.get("type") ?? "",
    redirect,
    back: safeRedirectPath(url.searchParams.get("back"), redirect),
    carId: Number.isSafeInteger(carId) && carId > 0 ? carId : null,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const target = readTarget(new URL(request.url));
  const { database, secretKey } = await getRuntime();
  const user = await getSignedInUser(database.db, site, request);
  if (user) {
    const car =
      target.type === "watchlist" && target.carId ? await findSiteCar(database.db, site, target.carId) : null;
    if (!car) throw redirect(target.redirect);
    return {
      siteName: site.name,
      heading: "Save this car to your watchlist?",
      back: target.back,
      confirm: { carId: car.id, carName: car.name, redirect: target.redirect, phone: user.phone },
    };
  }
  return {
    siteName: site.name,
    heading: ownValue(SIGN_IN_WORDING, target.type)?.heading ?? "Sign in",
    intro: ownValue(SIGN_IN_WORDING, target.type)?.intro ?? null,
    back: target.back,
    confirm: null,
    pass: issueFormPass(secretKey, site.id, context.get(requestContext).ip),
    // Where My Garage sends a buyer who has just deleted their account.
    deleted: new URL(request.url).searchParams.get("deleted") === "1",
  };
}

type ActionResult = {
  step: "phone" | "code";
  phone: string;
  errors: FieldErrors;
  sent?: boolean;
  /** A fresh pass: the one sent may be spent, and React Router reloads no loader after a refusal. */
  pass: string;
};

/** What the buyer typed, as it goes back into the form: never longer than a phone number can be. */
const typedPhone = (value: string | undefined) => (value ?? "").slice(0, 20);

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const { ip } = context.get(requestContext);
  const target = readTarget(new URL(request.url));
  const fields = await readFormFields(request);
  const { database, services, rateLimiter: limiter, secretKey } = await getRuntime();
  const savingCarId = target.type === "watchlist" ? target.carId : null;
  const post = { db: database.db, site, sms: services.sms, limiter, secretKey, ip, fields, savingCarId };
  const outcome = await settleForm(() => signInPost(post), FORM_FAILURE_MESSAGE);
  const pass = issueFormPass(secretKey, site.id, ip);
  if (isRefused(outcome)) {
    const step = fields.intent === "verify" ? "code" : "phone";
    return answerRefused(outcome, { step, phone: typedPhone(fields.phone), pass } as const);
  }
  if (outcome.next === "code-sent")
    return { step: "code", phone: outcome.phone, errors: {}, sent: true, pass } satisfies ActionResult;
  throw redirect(target.redirect, {
    status: 303,
    headers: { "Set-Cookie": await startSessionCookie(outcome.token, request) },
  });
}

/** A refused post's Retry-After reaches the browser: React Router passes on only what a route names. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Sign In | ${data?.siteName ?? ""}` }, { name: "robots", content: "noindex" }];
}

const LABELS = { phone: "Mobile number", code: "Code" };

/** Checks a step in the browser with the server's schema before it is sent [docs/architecture.md rule 6]. */
function checkBeforeSending(
  schema: typeof PhoneStepSchema | typeof CodeStepSchema,
  setErrors: (errors: FieldErrors | null) => void,
) {
  return (event: React.FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === "send-code" && schema === CodeStepSchema) return;
    const parsed = z.safeParse(schema, Object.fromEntries(new FormData(event.currentTarget)));
    if (parsed.success) return setErrors(null);
    event.preventDefault();
    setErrors(toFieldErrors(parsed.error));
  };
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  const step = result?.step ?? "phone";
  const [browserErrors, setBrowserErrors] = useState<FieldErrors | null>(null);
  // A new answer from the server replaces what the browser found.
  const [seen, setSeen] = useState(result);
  if (seen !== result) {
    setSeen(result);
    setBrowserErrors(null);
  }
  const errors = browserErrors ?? result?.errors ?? {};
  const pass = result?.pass ?? ("pass" in loaderData ? loaderData.pass : "");
  if (loaderData.confirm)
    return <ConfirmSave {...loaderData.confirm} heading={loaderData.heading} back={loaderData.back} />;
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <Icon name="smartphone" className="size-10 text-brand" />
      {"deleted" in loaderData && loaderData.deleted && (
        <p role="status" className="mt-4 rounded-brand bg-green-50 p-3 font-semibold text-green-900">
          Your account is deleted, with your saved cars and personal details.
        </p>
      )}
      <h1 className="mt-3 text-2xl font-bold tracking-tight">{loaderData.heading}</h1>
      {"intro" in loaderData && loaderData.intro && <p className="mt-2 text-ink/80">{loaderData.intro}</p>}
      {step === "phone" ? (
        <Form
          method="post"
          className="mt-6 flex flex-col gap-4"
          noValidate
          onSubmit={checkBeforeSending(PhoneStepSchema, setBrowserErrors)}
        >
          <p>Enter your mobile number and we will text you a 6-digit code.</p>
          <ErrorBanner errors={errors} labels={LABELS} />
          <input type="hidden" name="pass" value={pass} />
          <Field id="sign-in-phone" name="phone" label={LABELS.phone} error={errors.phone}>
            {(props) => (
              <input
                {...props}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                defaultValue={result?.phone ?? ""}
                className={inputClass}
              />
            )}
          </Field>
          <StatusButton intent="send-code" busyText="Sending..." size="lg" block>
            Send Code
          </StatusButton>
        </Form>
      ) : (
        // The last step loads the next page in full, so everything on it starts signed in.
        <Form
          method="post"
          reloadDocument
          className="mt-6 flex flex-col gap-4"
          noValidate
          onSubmit={checkBeforeSending(CodeStepSchema, setBrowserErrors)}
        >
          <p role="status">
            {result?.sent ? "We sent a code to " : "Enter the code we sent to "}
            <strong>{formatMobile(result!.phone)}</strong>. It expires in 10 minutes.
          </p>
          <ErrorBanner errors={errors} labels={LABELS} />
          <input type="hidden" name="phone" value={result!.phone} />
          <input type="hidden" name="pass" value={pass} />
          <Field id="sign-in-code" name="code" label={LABELS.code} error={errors.code}>
            {(props) => (
              <input
                {...props}
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                autoFocus
                className={`${inputClass} tracking-[0.3em]`}
              />
            )}
          </Field>
          <StatusButton intent="verify" busyText="Checking..." size="lg" block>
            Sign In
          </StatusButton>
          <button type="submit" name="intent" value="send-code" className="text-sm font-semibold underline">
            Send a new code
          </button>
        </Form>
      )}
      <p className="mt-8 text-sm">
        <Link to={loaderData.back} className="font-semibold underline">
          Back
        </Link>
      </p>
    </section>
  );
}
