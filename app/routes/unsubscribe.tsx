import { useState } from "react";
import { Form, redirect, useActionData, useNavigation } from "react-router";
import { FORM_FAILURE_MESSAGE, formValuesToKeep, toFieldErrors, type FieldErrors } from "#domain/lead-forms";
import { unsubscribedMessage } from "#domain/lead-form-schemas";
import { answerRefused, isRefused, settleForm } from "#server/forms/form-outcome.server";
import { unsubscribeAddress } from "#server/leads/unsubscribe.server";
import { requestContext, siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { readFormFields } from "#server/security/form.server";
import { pageUrl } from "#server/sites/origin.server";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { checkBeforeSending, loadSchemas } from "~/components/leads/form-parts";
import { Button } from "~/components/ui/button";
import { ErrorBanner, TextField } from "~/components/ui/form-field";
import { keepFormOnFailure } from "~/lib/keep-form-on-failure";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/unsubscribe";

/*
 * /pages/unsubscribe [SW §2 Other paths]: stops the site's offers and product updates to an address
 * (docs/decisions/057-unsubscribe.md). Linked from every e-mail a buyer is sent; works without
 * JavaScript (a plain post, then this page again saying it is done).
 */
const PATH = "/pages/unsubscribe";

export function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const done = new URL(request.url).searchParams.get("done") === "1";
  return {
    siteName: site.name,
    done: done ? unsubscribedMessage(site.name) : null,
    canonical: pageUrl(context, PATH),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const { database, rateLimiter } = await getRuntime();
  const fields = await readFormFields(request);
  const outcome = await settleForm(
    () =>
      unsubscribeAddress(database.db, site, fields, {
        ip: context.get(requestContext).ip,
        userAgent: request.headers.get("user-agent"),
        rateLimiter,
      }),
    FORM_FAILURE_MESSAGE,
  );
  if (isRefused(outcome))
    return answerRefused(outcome, { intent: "unsubscribe", values: formValuesToKeep(fields) });
  throw redirect(`${PATH}?done=1`);
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return keepFormOnFailure(request, () => serverAction(), FORM_FAILURE_MESSAGE);
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export function meta({ data: page }: Route.MetaArgs) {
  return buildMeta({
    title: `Unsubscribe | ${page?.siteName ?? ""}`,
    description: `Stop offers and product updates from ${page?.siteName ?? "us"}.`,
    canonical: page?.canonical,
    robots: "noindex",
  });
}

export default function UnsubscribePage({ loaderData: page }: Route.ComponentProps) {
  const result = useActionData<typeof clientAction>() ?? null;
  const sending = useNavigation().state === "submitting";
  // Checked in the browser first, with the server's own rules; the server's answer replaces it.
  const [checked, setChecked] = useState<FieldErrors | null>(null);
  const errors = checked ?? result?.errors ?? {};
  return (
    <div className="mx-auto max-w-xl px-4 py-6 sm:py-10">
      <Breadcrumbs
        crumbs={[
          { label: "Home", href: "/" },
          { label: "Unsubscribe", href: PATH },
        ]}
      />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">Unsubscribe</h1>
      {page.done ? (
        <p role="status" className="mt-6 rounded-brand bg-muted p-4 text-lg">
          {page.done}
        </p>
      ) : (
        <>
          <p className="mt-4 text-lg">
            Enter your email address and {page.siteName} will stop sending you offers and product updates.
            Replies to your own enquiries, bookings and reservations still reach you.
          </p>
          <Form
            method="post"
            className="mt-6 space-y-4"
            noValidate
            onFocus={() => void loadSchemas()}
            onSubmit={(event) =>
              checkBeforeSending(event, (schemas, fields) => {
                const parsed = schemas.UnsubscribeSchema.safeParse(fields);
                setChecked(parsed.success ? null : toFieldErrors(parsed.error));
                return parsed.success;
              })
            }
          >
            <ErrorBanner errors={errors} labels={{ email: "Email" }} />
            <TextField
              id="unsubscribe-email"
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              required
              defaultValue={result?.values?.email ?? ""}
              error={errors.email}
            />
            <Button type="submit" disabled={sending}>
              {sending ? "Unsubscribing…" : "Unsubscribe"}
            </Button>
          </Form>
        </>
      )}
    </div>
  );
}
