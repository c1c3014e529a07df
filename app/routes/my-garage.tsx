import { useState } from "react";
import { data, Form, redirect, useActionData } from "react-router";
import { Link } from "~/components/ui/link";
import { toFieldErrors } from "#domain/lead-forms";
import { SavedDetailsSchema } from "#domain/lead-form-schemas";
import { endSession } from "#server/auth/auth.server";
import { passGate } from "#server/auth/gate.server";
import { getMyGarage } from "#server/models/my-garage.server";
import { cancelReservation } from "#server/models/reservations.server";
import { deleteAccount, saveUserDetails } from "#server/models/user-details.server";
import { requestContext, siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { readFormFields } from "#server/security/form.server";
import { retryAfterHeaders } from "#server/security/rate-limit.server";
import { StatusButton } from "~/components/ui/button";
import { ErrorBanner, TextField } from "~/components/ui/form-field";
import { buttonVariants } from "~/components/ui/button";
import { CarRow, KmAndStatus } from "~/components/account/car-row";
import { formatKm } from "~/lib/format";
import { formatMobile } from "~/lib/sign-in";
import type { Route } from "./+types/my-garage";

/*
 * /my-garage [SW §2 Sign-in gated routes "always gated"]: on sites with the garage, the signed-in
 * buyer's saved cars with their status today and the enquiries they have sent. A signed-out visitor
 * is sent to sign in (type my-garage) and comes back here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  if (!site.garage_enabled) throw data(null, { status: 404 });
  const { database } = await getRuntime();
  const user = await passGate(database.db, site, request);
  if (!user) throw data(null, { status: 404 });
  return { siteName: site.name, ...(await getMyGarage(database.db, site, user)) };
}

/*
 * Posts: cancel a reservation (its deposit refunded), save the buyer's details, delete the account.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  if (!site.garage_enabled) throw data(null, { status: 404 });
  const { database, rateLimiter, services } = await getRuntime();
  const user = await passGate(database.db, site, request);
  if (!user) throw data(null, { status: 404 });
  const fields = await readFormFields(request);
  const policy = fields.intent === "cancel" ? "reserve" : "account";
  const allowed = await rateLimiter.consume(site, policy, {
    ip: context.get(requestContext).ip,
    phone: user.phone,
  });
  if (!allowed.ok)
    return data(
      { intent: fields.intent ?? "", errors: { form: allowed.message }, values: fields, saved: false },
      { status: 429, headers: retryAfterHeaders(allowed) },
    );
  switch (fields.intent) {
    case "cancel":
      await cancelReservation(database.db, site, services.payments, user, fields.reservation ?? "");
      throw redirect("/my-garage", 303);
    case "details": {
      const parsed = SavedDetailsSchema.safeParse(fields);
      if (!parsed.success)
        return data(
          { intent: "details", errors: toFieldErrors(parsed.error), values: fields, saved: false },
          { status: 400 },
        );
      await saveUserDetails(database.db, site, user, parsed.data);
      return { intent: "details", errors: {}, values: {}, saved: true };
    }
    case "delete": {
      if (fields.confirm !== "on")
        return data(
          {
            intent: "delete",
            errors: { confirm: "Tick the box to confirm that you want your account deleted." },
            values: {},
            saved: false,
          },
          { status: 400 },
        );
      await deleteAccount(database.db, site, services.payments, user);
      throw redirect("/sign-in?type=my-garage&redirect=%2Fmy-garage&deleted=1", {
        status: 303,
        headers: { "Set-Cookie": await endSession(database.db, site, request) },
      });
    }
    default:
      return data(
        { intent: "unknown", errors: { form: "Unknown request." }, values: {}, saved: false },
        { status: 400 },
      );
  }
}

export function meta({ data: page }: Route.MetaArgs) {
  return [{ title: `My Garage | ${page?.siteName ?? ""}` }, { name: "robots", content: "noindex" }];
}

export default function MyGarage({ loaderData: page }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">My Garage</h1>
          <p className="mt-1 text-sm">Signed in as {formatMobile(page.phone)}</p>
        </div>
        <Form method="post" action="/sign-out" reloadDocument>
          <button
            type="submit"
            className="rounded-brand px-3 py-2 text-sm font-semibold ring-1 ring-black/20"
          >
            Sign Out
          </button>
        </Form>
      </div>

      {page.reservations.length > 0 && (
        <section aria-labelledby="garage-reservations" className="mt-8">
          <h2 id="garage-reservations" className="text-xl font-bold">
            Reservations
          </h2>
          <ul className="mt-3 grid gap-3">
            {page.reservations.map((r) => (
              <CarRow
                key={r.id}
                car={r.car}
                actions={
                  r.active && (
                    <Form method="post">
                      <input type="hidden" name="reservation" value={r.id} />
                      <StatusButton intent="cancel" busyText="Cancelling…" variant="outline">
                        Cancel reservation<span className="sr-only"> of {r.car.name}</span>
                      </StatusButton>
                    </Form>
                  )
                }
              >
                <p className={r.held ? "font-semibold text-green-800" : "font-semibold"}>{r.statusText}</p>
                <p className="text-sm">
                  {r.deposit} deposit
                  {r.held && ` · held until ${r.until} (${r.timeLeft})`}
                  {r.testMode && " · test mode"}
                </p>
              </CarRow>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="garage-saved" className="mt-8">
        <h2 id="garage-saved" className="text-xl font-bold">
          Saved cars
        </h2>
        {page.cars.length === 0 ? (
          <p className="mt-3">
            No saved cars yet. Save a car from its page or the search results and it shows here with its
            status.{" "}
            <Link to="/search" className="font-semibold underline">
              Browse stock
            </Link>
          </p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {page.cars.map((car) => (
              <CarRow key={car.slug} car={car}>
                <p className="font-extrabold">{car.price}</p>
                <KmAndStatus
                  km={car.km === null ? null : formatKm(car.km)}
                  status={car.status}
                  buyable={car.available}
                />
              </CarRow>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="garage-enquiries" className="mt-10">
        <h2 id="garage-enquiries" className="text-xl font-bold">
          Enquiries sent
        </h2>
        {page.enquiries.length === 0 ? (
          <p className="mt-3">
            You have not sent an enquiry from this mobile number yet.{" "}
            <Link to="/contact" className="font-semibold underline">
              Contact us
            </Link>
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-black/10 rounded-brand bg-surface ring-1 ring-black/10">
            {page.enquiries.map((enquiry) => (
              <li key={enquiry.id} className="flex flex-wrap items-baseline justify-between gap-2 p-3">
                <span className="font-semibold">
                  {enquiry.category}
                  {enquiry.car && (
                    <>
                      {" "}
                      ·{" "}
                      <Link to={`/cars/${enquiry.car.slug}`} className="font-normal underline">
                        {enquiry.car.name}
                      </Link>
                    </>
                  )}
                </span>
                <span className="text-sm text-ink/75">{enquiry.date}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Link to="/favourites" className={`${buttonVariants({ variant: "outline" })} mt-10`}>
        Favourites in this browser
      </Link>

      <YourDetails details={page.details} answer={answer} />

      <section aria-labelledby="garage-delete" className="mt-10 rounded-brand p-4 ring-1 ring-red-700/40">
        <h2 id="garage-delete" className="text-xl font-bold">
          Delete my account
        </h2>
        <p className="mt-2 text-sm">
          This cancels any reservation (its deposit is refunded in full), removes your saved cars and details,
          and removes your name, e-mail, phone number and messages from the enquiries you have sent us. It
          cannot be undone.
        </p>
        <Form method="post" className="mt-3 space-y-3">
          {answer?.intent === "delete" && (
            <ErrorBanner errors={answer.errors} labels={{ confirm: "Confirm" }} />
          )}
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="confirm" className="mt-1 size-4" />
            <span>I want my account and personal details deleted.</span>
          </label>
          <StatusButton intent="delete" busyText="Deleting…" variant="outline">
            Delete my account
          </StatusButton>
        </Form>
      </section>
    </div>
  );
}

type Answer = {
  intent: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  saved: boolean;
};

function YourDetails({
  details,
  answer,
}: {
  details: { name: string; email: string; postcode: string };
  answer: Answer | undefined;
}) {
  const mine = answer?.intent === "details" ? answer : undefined;
  // "Saved" speaks of what was sent; once the buyer edits again it no longer holds.
  const [editedSince, setEditedSince] = useState<Answer | undefined>(undefined);
  const errors = mine?.errors ?? {};
  const value = (name: "name" | "email" | "postcode") => mine?.values[name] ?? details[name];
  return (
    <section aria-labelledby="garage-details" className="mt-10">
      <h2 id="garage-details" className="text-xl font-bold">
        Your details
      </h2>
      <p className="mt-1 text-sm">Filled in for you when you reserve a car.</p>
      <Form
        method="post"
        className="mt-3 grid max-w-xl gap-3 sm:grid-cols-2"
        onInput={() => setEditedSince(mine)}
      >
        <div className="sm:col-span-2">
          <ErrorBanner errors={errors} labels={{ name: "Name", email: "Email", postcode: "Postcode" }} />
          {mine?.saved && editedSince !== mine && (
            <p role="status" className="font-semibold text-green-800">
              Your details are saved.
            </p>
          )}
        </div>
        <TextField
          id="details-name"
          name="name"
          label="Name"
          error={errors.name}
          defaultValue={value("name")}
          autoComplete="name"
        />
        <TextField
          id="details-email"
          name="email"
          label="Email"
          error={errors.email}
          type="email"
          defaultValue={value("email")}
          autoComplete="email"
        />
        <TextField
          id="details-postcode"
          name="postcode"
          label="Postcode"
          error={errors.postcode}
          inputMode="numeric"
          maxLength={4}
          defaultValue={value("postcode")}
          autoComplete="postal-code"
        />
        <div className="self-end">
          <StatusButton intent="details" busyText="Saving…" variant="brand">
            Save details
          </StatusButton>
        </div>
      </Form>
    </section>
  );
}
