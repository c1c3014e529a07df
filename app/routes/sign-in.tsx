import { LoaderCircle, Smartphone } from "lucide-react";
import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import * as z from "zod/mini";
import { safeLocalPath } from "#domain/watchlist";
import {
  getSignedInUser,
  sendSignInCode,
  startSessionCookie,
  verifySignInCode,
} from "#server/auth/auth.server";
import { saveToWatchlist } from "#server/models/watchlist.server";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { ErrorBanner, Field, inputClass } from "~/components/ui/form-field";
import { toFieldErrors, type FieldErrors } from "~/lib/lead-forms";
import { CodeStepSchema, formatMobile, PhoneStepSchema } from "~/lib/sign-in";
import type { Route } from "./+types/sign-in";

/*
 * /sign-in?type={type}&redirect={path}&back={path} [VSD §2 Routes; SW §2 Sign-in gated routes]:
 * buyers sign in with their mobile and a texted code, then go on to `redirect`; `back` is where
 * "Back" leads. With type=watchlist and a car_id the car the buyer tried to save is saved once they
 * are in. Both steps are plain POST forms, so signing in works without JavaScript.
 */
const HEADINGS: Record<string, string> = {
  watchlist: "Sign in to save cars to your watchlist",
};

function readTarget(url: URL) {
  const carId = Number(url.searchParams.get("car_id"));
  return {
    type: url.searchParams.get("type") ?? "",
    redirect: safeLocalPath(url.searchParams.get("redirect"), "/"),
    back: safeLocalPath(url.searchParams.get("back") ?? url.searchParams.get("redirect"), "/"),
    carId: Number.isInteger(carId) && carId > 0 ? carId : null,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const target = readTarget(new URL(request.url));
  const { database } = await getRuntime();
  const user = await getSignedInUser(database.db, site, request);
  if (user) {
    if (target.type === "watchlist" && target.carId)
      await saveToWatchlist(database.db, site, user, target.carId);
    throw redirect(target.redirect);
  }
  return { siteName: site.name, heading: HEADINGS[target.type] ?? "Sign in", back: target.back };
}

type ActionResult = { step: "phone" | "code"; phone: string; errors: FieldErrors; sent?: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const target = readTarget(new URL(request.url));
  const form = Object.fromEntries(await request.formData());
  const { database, services } = await getRuntime();
  const typed = typeof form.phone === "string" ? form.phone : "";

  if (form.intent === "verify") {
    const parsed = z.safeParse(CodeStepSchema, form);
    if (!parsed.success)
      return data<ActionResult>({ step: "code", phone: typed, errors: toFieldErrors(parsed.error) }, 400);
    const result = await verifySignInCode(database.db, site, parsed.data.phone, parsed.data.code);
    if (!result.ok)
      return data<ActionResult>(
        { step: "code", phone: parsed.data.phone, errors: { code: result.error } },
        400,
      );
    if (target.type === "watchlist" && target.carId)
      await saveToWatchlist(database.db, site, result.user, target.carId);
    throw redirect(target.redirect, {
      status: 303,
      headers: { "Set-Cookie": await startSessionCookie(result.token, request) },
    });
  }

  const parsed = z.safeParse(PhoneStepSchema, form);
  if (!parsed.success)
    return data<ActionResult>({ step: "phone", phone: typed, errors: toFieldErrors(parsed.error) }, 400);
  const sent = await sendSignInCode(database.db, site, services.sms, parsed.data.phone);
  if (!sent.ok)
    return data<ActionResult>(
      { step: "phone", phone: parsed.data.phone, errors: { phone: sent.error } },
      429,
    );
  return { step: "code", phone: parsed.data.phone, errors: {}, sent: true } satisfies ActionResult;
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Sign In | ${data?.siteName ?? ""}` }, { name: "robots", content: "noindex" }];
}

function Submit({ intent, busyText, children }: { intent: string; busyText: string; children: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={busy}
      className="inline-flex w-full items-center justify-center gap-2 rounded-brand bg-brand px-4 py-3 font-semibold text-brand-foreground hover:opacity-90 disabled:opacity-70"
    >
      {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
      {busy ? busyText : children}
    </button>
  );
}

const LABELS = { phone: "Mobile number", code: "Code" };

/** Checks a step in the browser with the server's schema before it is sent [ARCHITECTURE rule 6]. */
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
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <Smartphone aria-hidden="true" className="size-10 text-brand" />
      <h1 className="mt-3 text-2xl font-bold tracking-tight">{loaderData.heading}</h1>
      {step === "phone" ? (
        <Form
          method="post"
          className="mt-6 flex flex-col gap-4"
          noValidate
          onSubmit={checkBeforeSending(PhoneStepSchema, setBrowserErrors)}
        >
          <p>Enter your mobile number and we will text you a 6-digit code.</p>
          <ErrorBanner errors={errors} labels={LABELS} />
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
          <Submit intent="send-code" busyText="Sending...">
            Send Code
          </Submit>
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
          <Submit intent="verify" busyText="Checking...">
            Sign In
          </Submit>
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
