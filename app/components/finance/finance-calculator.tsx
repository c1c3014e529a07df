import { useId, useRef, useState } from "react";
import { Form } from "react-router";
import { Link } from "~/components/ui/link";
import {
  CALCULATOR_FIELDS,
  calculateFinance,
  comparisonRate,
  ENQUIRE_FOR_FINANCE,
  FREQUENCIES,
  frequencyNoun,
  RATE_STEP,
  readCalculatorInput,
  TERM_YEARS,
  type CalculatorInput,
  type CalculatorResult,
  type CalculatorSettings,
  quoteRequestHref,
} from "#domain/finance-calculator";
import { COMPARISON_RATE_NOTE, formatRate, getShortFinanceDisclaimer } from "#domain/finance-disclosure";
import { EVENT } from "#domain/lead-events";
import { CollapsibleText } from "~/components/offers/collapsible-text";
import { buttonVariants } from "~/components/ui/button";
import { inputClass } from "~/components/ui/form-field";
import { formatMoneyText, MoneyInput } from "~/components/ui/money-input";
import { useHydrated } from "~/hooks/use-hydrated";
import { pushAnalyticsEvent } from "~/lib/analytics";
import { formatMoney } from "~/lib/format";
import { cn } from "~/lib/utils";

export type CalculatorProps = {
  settings: CalculatorSettings;
  defaults: CalculatorInput;
  input: CalculatorInput;
  result: CalculatorResult;
  /** Where the no-JavaScript form goes back to (the page it is on). */
  action: string;
  /** "Request a Quote": the finance enquiry form's address; the figures entered go with it. */
  quoteHref: string;
};

type Texts = Record<keyof CalculatorInput, string>;

const FIELD_IDS = {
  price: "price",
  deposit: "deposit",
  balloon: "balloon",
  termYears: "term",
  rate: "rate",
} as const;

/** The values in the server-rendered fields at hydration (in the browser; nothing on the server). */
function typedBeforeHydration(id: string): Partial<Texts> {
  if (typeof document === "undefined") return {};
  const typed: Partial<Texts> = {};
  for (const [key, suffix] of Object.entries(FIELD_IDS)) {
    const field = document.getElementById(`${id}-${suffix}`);
    if (field instanceof HTMLInputElement) typed[key as keyof typeof FIELD_IDS] = field.value;
  }
  const frequency = document.querySelector<HTMLInputElement>(
    `#${CSS.escape(`${id}-form`)} input[name="${CALCULATOR_FIELDS.frequency}"]:checked`,
  );
  if (frequency) typed.frequency = frequency.value;
  return typed;
}

const toTexts = (input: CalculatorInput): Texts => ({
  price: formatMoneyText(input.price),
  deposit: formatMoneyText(input.deposit),
  balloon: formatMoneyText(input.balloon),
  termYears: String(input.termYears),
  rate: String(input.rate),
  frequency: input.frequency,
});

/** What the buyer has typed, the figures it gives, and the handlers that keep them (analytics event 26 once). */
function useCalculator(
  id: string,
  settings: CalculatorSettings,
  defaults: CalculatorInput,
  input: CalculatorInput,
  serverResult: CalculatorResult,
) {
  const hydrated = useHydrated();
  // What the buyer typed into the server's HTML before the code arrived is kept, not reset.
  const [texts, setTexts] = useState<Texts>(() => ({ ...toTexts(input), ...typedBeforeHydration(id) }));
  const interacted = useRef(false);
  const current = hydrated ? readCalculatorInput(texts, settings, defaults) : input;
  const result = hydrated ? calculateFinance(current, settings) : serverResult;

  const change: Change = (key) => (text) => {
    if (!interacted.current) {
      interacted.current = true;
      pushAnalyticsEvent(EVENT.financeCalculator);
    }
    setTexts((previous) => ({ ...previous, [key]: text }));
  };
  // Leaving a field shows the value the figures use (a term of 9 reads 7).
  const settle: Settle = (key) => () =>
    setTexts((previous) => ({ ...previous, [key]: String(current[key]) }));
  return { hydrated, texts, current, result, change, settle };
}

type Change = (key: keyof CalculatorInput) => (text: string) => void;
type Settle = (key: "termYears" | "rate") => () => void;

/** The estimate's small print, from the figures the buyer entered. */
function estimateDisclaimer(current: CalculatorInput, settings: CalculatorSettings): string {
  return (
    `This calculator gives an estimate only, from the figures entered: a ${current.termYears} year term at ` +
    `${formatRate(current.rate)} p.a.` +
    ` (comparison rate ${formatRate(comparisonRate(current.rate, settings.fees))} p.a.)` +
    `, with any fees the lender or dealer charges added to the amount financed. It is not an offer of finance; ` +
    `approval, rates and fees depend on the lender's assessment. ${COMPARISON_RATE_NOTE}`
  );
}

/**
 * The repayment calculator [SW §4 Finance calculator, §5 Finance calculator inputs; VSD §2 "finance
 * calculator ('Request a Quote')"]. Without JavaScript it is a GET form the page answers; with
 * JavaScript the figures follow every keystroke, out-of-range terms and rates are clamped when the
 * buyer leaves the field, and the first interaction fires analytics event 26 once.
 */
export function FinanceCalculator({
  settings,
  defaults,
  input,
  result: serverResult,
  action,
  quoteHref,
}: CalculatorProps) {
  const id = useId();
  const { hydrated, texts, current, result, change, settle } = useCalculator(
    id,
    settings,
    defaults,
    input,
    serverResult,
  );
  const priceError = result.kind === "invalid" ? result.message : undefined;
  const disclaimer = estimateDisclaimer(current, settings);

  return (
    <section
      id="finance-calculator"
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-brand bg-surface p-4 ring-1 ring-black/10 sm:p-5"
    >
      <h2 id={`${id}-title`} className="text-lg font-extrabold">
        Finance Calculator
      </h2>
      <p className="mt-1 text-sm text-ink/80">Work out your repayments, then request a quote.</p>
      <Form
        method="get"
        action={`${action}#finance-calculator`}
        preventScrollReset
        onSubmit={(event) => {
          if (hydrated) event.preventDefault();
        }}
        id={`${id}-form`}
        className="mt-3 grid gap-3 sm:grid-cols-2"
      >
        <AmountFields id={id} texts={texts} change={change} priceError={priceError} />
        <TermAndRateFields id={id} texts={texts} settings={settings} change={change} settle={settle} />
        {settings.showFrequency && <FrequencyChoice frequency={current.frequency} change={change} />}
        {!hydrated && (
          <button type="submit" className={cn(buttonVariants({ variant: "outline" }), "sm:col-span-2")}>
            Calculate
          </button>
        )}
      </Form>

      <CalculatorFigures result={result} current={current} />
      <Link
        to={quoteRequestHref(quoteHref, current)}
        className={cn(buttonVariants({ size: "lg" }), "mt-4 w-full")}
      >
        Request a Quote
      </Link>
      <CollapsibleText
        text={`* ${disclaimer}`}
        short={(() => {
          const short = getShortFinanceDisclaimer(disclaimer);
          return short === null ? null : `* ${short}`;
        })()}
        className="mt-3 text-xs text-ink/75"
      />
    </section>
  );
}

/** The purchase price (with its error), the deposit or trade-in, and the balloon. */
function AmountFields({
  id,
  texts,
  change,
  priceError,
}: {
  id: string;
  texts: Texts;
  change: Change;
  priceError: string | undefined;
}) {
  return (
    <>
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor={`${id}-price`} className="text-sm font-semibold">
          Purchase price
        </label>
        <MoneyInput
          id={`${id}-price`}
          name={CALCULATOR_FIELDS.price}
          value={texts.price}
          onValueChange={change("price")}
          aria-invalid={priceError ? true : undefined}
          aria-describedby={priceError ? `${id}-price-error` : undefined}
        />
        {priceError && (
          <p id={`${id}-price-error`} className="text-sm font-medium text-red-700">
            {priceError}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-deposit`} className="text-sm font-semibold">
          Deposit or trade-in
        </label>
        <MoneyInput
          id={`${id}-deposit`}
          name={CALCULATOR_FIELDS.deposit}
          value={texts.deposit}
          onValueChange={change("deposit")}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-balloon`} className="text-sm font-semibold">
          Residual (balloon) payment
        </label>
        <MoneyInput
          id={`${id}-balloon`}
          name={CALCULATOR_FIELDS.balloon}
          value={texts.balloon}
          onValueChange={change("balloon")}
        />
      </div>
    </>
  );
}

/** The loan term and the interest rate: numbers the figures clamp, settled when the buyer leaves them. */
function TermAndRateFields({
  id,
  texts,
  settings,
  change,
  settle,
}: {
  id: string;
  texts: Texts;
  settings: CalculatorSettings;
  change: Change;
  settle: Settle;
}) {
  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-term`} className="text-sm font-semibold">
          Loan term (years)
        </label>
        <input
          id={`${id}-term`}
          name={CALCULATOR_FIELDS.termYears}
          type="number"
          inputMode="decimal"
          min={TERM_YEARS.min}
          max={TERM_YEARS.max}
          step={TERM_YEARS.step}
          value={texts.termYears}
          onChange={(event) => change("termYears")(event.target.value)}
          onBlur={settle("termYears")}
          className={inputClass}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-rate`} className="text-sm font-semibold">
          Interest rate (% p.a.)
        </label>
        <input
          id={`${id}-rate`}
          name={CALCULATOR_FIELDS.rate}
          type="number"
          inputMode="decimal"
          min={settings.rateMin}
          max={settings.rateMax}
          step={RATE_STEP}
          value={texts.rate}
          onChange={(event) => change("rate")(event.target.value)}
          onBlur={settle("rate")}
          className={inputClass}
        />
      </div>
    </>
  );
}

function FrequencyChoice({
  frequency: chosen,
  change,
}: {
  frequency: CalculatorInput["frequency"];
  change: Change;
}) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-semibold">Repayment frequency</legend>
      <div className="mt-1 grid grid-cols-3 gap-2">
        {FREQUENCIES.map((frequency) => (
          <label
            key={frequency.value}
            className="flex cursor-pointer items-center justify-center gap-2 rounded-brand border border-black/25 px-2 py-2 text-sm font-semibold has-checked:border-brand has-checked:bg-brand has-checked:text-brand-foreground has-focus-visible:ring-4 has-focus-visible:ring-brand/30"
          >
            <input
              type="radio"
              name={CALCULATOR_FIELDS.frequency}
              value={frequency.value}
              checked={chosen === frequency.value}
              onChange={() => change("frequency")(frequency.value)}
              className="sr-only"
            />
            {frequency.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The repayment, the total and the rates, announced as they change. */
function CalculatorFigures({ result, current }: { result: CalculatorResult; current: CalculatorInput }) {
  return (
    <dl aria-live="polite" className="mt-4 grid grid-cols-2 gap-3 rounded-brand bg-muted p-3">
      <div>
        <dt className="text-sm text-ink/80">Repayments</dt>
        <dd className="text-xl font-extrabold sm:text-2xl" data-testid="calculator-repayment">
          {result.kind === "repayment" ? (
            <>
              {formatMoney(result.repayment)}{" "}
              <span className="text-sm font-semibold whitespace-nowrap">
                per {frequencyNoun(current.frequency)}
              </span>
            </>
          ) : result.kind === "enquire" ? (
            <span className="text-lg">{ENQUIRE_FOR_FINANCE}</span>
          ) : (
            "–"
          )}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-ink/80">Total repayments</dt>
        <dd className="text-xl font-extrabold sm:text-2xl" data-testid="calculator-total">
          {result.kind === "repayment" ? formatMoney(result.total) : ""}
        </dd>
      </div>
      {result.kind === "repayment" && (
        <div className="col-span-2 text-sm">
          <dt className="sr-only">Rate</dt>
          <dd data-testid="calculator-rates">
            {formatRate(current.rate)} p.a. (comparison rate {formatRate(result.comparisonRate)} p.a.)*
            {result.upfrontFees > 0 && <> · {formatMoney(result.upfrontFees)} fees included</>}
          </dd>
        </div>
      )}
    </dl>
  );
}
