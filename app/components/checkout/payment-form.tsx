import { Form } from "react-router";
import type { FieldErrors } from "#domain/lead-forms";
import { CARD_LABELS, TestCardFields } from "~/components/checkout/test-card-fields";
import { StatusButton } from "~/components/ui/button";
import { ErrorBanner, Field, inputClass, TextField } from "~/components/ui/form-field";

/* /online-payment's form (app/routes/online-payment.tsx): what is paid, to whom, by whom, the card. */
export type PaymentFormPage = {
  purposes: readonly string[];
  payees: { value: string; label: string }[];
  maxAmount: string;
  details: { name: string; email: string; phone: string };
  testCard: string | null;
  payments: { provider: string };
};

const LABELS = {
  purpose: "Payment for",
  reference: "Invoice or order number",
  amount: "Amount",
  location: "Paying",
  name: "Name",
  email: "Email",
  ...CARD_LABELS,
};

export function PaymentForm({
  page,
  errors,
  values,
  formKey,
}: {
  page: PaymentFormPage;
  errors: FieldErrors;
  values: Record<string, string>;
  formKey: string;
}) {
  const value = (name: "name" | "email") => values[name] ?? page.details[name];
  return (
    <Form method="post" className="space-y-4" aria-label="Pay online">
      <ErrorBanner errors={errors} labels={LABELS} />
      <input type="hidden" name="idempotency_key" value={formKey} />
      <Field id="pay-purpose" name="purpose" label={LABELS.purpose} error={errors.purpose}>
        {(props) => (
          <select {...props} className={inputClass} defaultValue={values.purpose ?? ""}>
            <option value="">Select</option>
            {page.purposes.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        id="pay-reference"
        name="reference"
        label={LABELS.reference}
        error={errors.reference}
        defaultValue={values.reference}
        maxLength={30}
        autoComplete="off"
      />
      <Field id="pay-amount" name="amount" label={LABELS.amount} error={errors.amount}>
        {(props) => (
          <div className="relative">
            <input
              {...props}
              className={`${inputClass} pl-7`}
              inputMode="decimal"
              autoComplete="off"
              maxLength={13}
              defaultValue={values.amount}
              placeholder="0.00"
            />
            <span aria-hidden="true" className="absolute top-1/2 left-3 -translate-y-1/2 text-ink/70">
              $
            </span>
          </div>
        )}
      </Field>
      <p className="-mt-2 text-sm text-ink/80">Up to {page.maxAmount} online.</p>
      {page.payees.length > 0 && (
        <Field id="pay-location" name="location" label={LABELS.location} error={errors.location}>
          {(props) => (
            <select {...props} className={inputClass} defaultValue={values.location ?? ""}>
              <option value="">Select a location</option>
              {page.payees.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <TextField
        id="pay-name"
        name="name"
        label={LABELS.name}
        error={errors.name}
        defaultValue={value("name")}
        autoComplete="name"
      />
      <TextField
        id="pay-email"
        name="email"
        label={LABELS.email}
        type="email"
        error={errors.email}
        defaultValue={value("email")}
        autoComplete="email"
      />
      <p className="text-sm text-ink/80">Signed in as {page.details.phone}.</p>
      {page.testCard && <TestCardFields testCard={page.testCard} errors={errors} values={values} />}
      <StatusButton intent="pay" busyText="Paying…" variant="accent" className="w-full sm:w-auto">
        {page.payments.provider === "stripe" ? "Continue to payment" : "Pay now"}
      </StatusButton>
    </Form>
  );
}
