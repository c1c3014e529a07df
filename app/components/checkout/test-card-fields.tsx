import type { FieldErrors } from "#domain/lead-forms";
import { TextField } from "~/components/ui/form-field";

export const CARD_LABELS = {
  card_number: "Card number",
  card_expiry: "Expiry (MM/YY)",
  card_cvc: "Security code",
} as const;

/**
 * The card fields of the local payment test mode [server/payments/test-mode.server.ts], clearly
 * labelled: no money is taken, and the card that goes through is named.
 */
export function TestCardFields({
  testCard,
  errors,
  values,
}: {
  testCard: string;
  errors: FieldErrors;
  values: Record<string, string>;
}) {
  return (
    <fieldset className="space-y-3 rounded-brand border-2 border-dashed border-amber-600 p-4">
      <legend className="px-1 font-bold">Payment (test mode)</legend>
      <p className="text-sm">
        Test mode: no money is taken. Use card {testCard} with any future expiry date and any 3 digits.
      </p>
      <TextField
        id="card-number"
        name="card_number"
        label={CARD_LABELS.card_number}
        error={errors.card_number}
        inputMode="numeric"
        autoComplete="cc-number"
        defaultValue={values.card_number}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="card-expiry"
          name="card_expiry"
          label={CARD_LABELS.card_expiry}
          error={errors.card_expiry}
          autoComplete="cc-exp"
          placeholder="MM/YY"
          defaultValue={values.card_expiry}
        />
        <TextField
          id="card-cvc"
          name="card_cvc"
          label={CARD_LABELS.card_cvc}
          error={errors.card_cvc}
          inputMode="numeric"
          autoComplete="cc-csc"
        />
      </div>
    </fieldset>
  );
}
