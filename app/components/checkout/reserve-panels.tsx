import { Form } from "react-router";
import type { FieldErrors } from "#domain/lead-forms";
import type { getCheckoutPage } from "#server/pages/checkout.server";
import { CARD_LABELS, TestCardFields } from "~/components/checkout/test-card-fields";
import { buttonVariants, StatusButton } from "~/components/ui/button";
import { ErrorBanner, TextField } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import { imageUrl } from "~/lib/format";
import { carPath } from "#domain/car-url";

/* The reserve-online page's parts (app/routes/checkout.tsx): the car, the buyer's hold, the form. */
type Page = Awaited<ReturnType<typeof getCheckoutPage>>;

const LABELS = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  ...CARD_LABELS,
  agree: "Terms",
};

/** The car being reserved, its deposit and the terms of its return. */
export function CheckoutCar({ page }: { page: Page }) {
  const carHref = carPath(page.car.slug);
  return (
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
  );
}

export function HeldPanel({
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

export function ReserveForm({
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
