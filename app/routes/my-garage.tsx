import { data, Form, redirect, useActionData } from "react-router";
import { Link } from "~/components/ui/link";
import { FORM_FAILURE_MESSAGE } from "#domain/lead-forms";
import { endSession } from "#server/auth/auth.server";
import { passGate } from "#server/auth/gate.server";
import { answerRefused, settleForm } from "#server/forms/form-outcome.server";
import { getMyGarage } from "#server/pages/my-garage.server";
import { requestContext, siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { readFormFields } from "#server/security/form.server";
import { garagePost } from "#server/workflows/signed-in-forms.server";
import { StatusButton } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button";
import { CarRow, KmAndStatus } from "~/components/account/car-row";
import { DeleteAccount, YourDetails } from "~/components/account/garage-forms";
import { formatKm } from "~/lib/format";
import { formatMobile } from "#domain/sign-in";
import type { Route } from "./+types/my-garage";
import { carPath } from "#domain/car-url";
import { PRIVATE_PAGE } from "#domain/page-policy";

/** The visitor's own page: never kept by the page cache or a CDN. */
export const handle = PRIVATE_PAGE;

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
  const { database, rateLimiter: limiter, services } = await getRuntime();
  const user = await passGate(database.db, site, request);
  if (!user) throw data(null, { status: 404 });
  const fields = await readFormFields(request);
  const post = { db: database.db, site, payments: services.payments, limiter, user, fields };
  const outcome = await settleForm(
    () => garagePost({ ...post, ip: context.get(requestContext).ip }),
    FORM_FAILURE_MESSAGE,
  );
  if (outcome.kind !== "done")
    return answerRefused(outcome, {
      intent: fields.intent ?? "",
      values: fields.intent === "delete" ? {} : fields,
      saved: false,
    });
  if (outcome.next === "saved") return { intent: "details", errors: {}, values: {}, saved: true };
  if (outcome.next === "cancelled") throw redirect("/my-garage", 303);
  throw redirect("/sign-in?type=my-garage&redirect=%2Fmy-garage&deleted=1", {
    status: 303,
    headers: { "Set-Cookie": await endSession(database.db, site, request) },
  });
}

export function meta({ data: page }: Route.MetaArgs) {
  return [{ title: `My Garage | ${page?.siteName ?? ""}` }, { name: "robots", content: "noindex" }];
}

type Page = Route.ComponentProps["loaderData"];

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

      {page.reservations.length > 0 && <Reservations reservations={page.reservations} />}

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

      <Enquiries enquiries={page.enquiries} />
      <Link to="/favourites" className={`${buttonVariants({ variant: "outline" })} mt-10`}>
        Favourites in this browser
      </Link>

      <YourDetails details={page.details} answer={answer} />

      <DeleteAccount answer={answer} />
    </div>
  );
}

/** The buyer's reservations: what each holds, and a cancel button while it is active. */
function Reservations({ reservations }: { reservations: Page["reservations"] }) {
  return (
    <section aria-labelledby="garage-reservations" className="mt-8">
      <h2 id="garage-reservations" className="text-xl font-bold">
        Reservations
      </h2>
      <ul className="mt-3 grid gap-3">
        {reservations.map((r) => (
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
  );
}

/** The enquiries sent from the buyer's mobile number, each with its car when it was about one. */
function Enquiries({ enquiries }: { enquiries: Page["enquiries"] }) {
  return (
    <section aria-labelledby="garage-enquiries" className="mt-10">
      <h2 id="garage-enquiries" className="text-xl font-bold">
        Enquiries sent
      </h2>
      {enquiries.length === 0 ? (
        <p className="mt-3">
          You have not sent an enquiry from this mobile number yet.{" "}
          <Link to="/contact" className="font-semibold underline">
            Contact us
          </Link>
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-black/10 rounded-brand bg-surface ring-1 ring-black/10">
          {enquiries.map((enquiry) => (
            <li key={enquiry.id} className="flex flex-wrap items-baseline justify-between gap-2 p-3">
              <span className="font-semibold">
                {enquiry.category}
                {enquiry.car && (
                  <>
                    {" "}
                    ·{" "}
                    <Link to={carPath(enquiry.car.slug)} className="font-normal underline">
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
  );
}
