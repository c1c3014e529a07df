import { useEffect, useId, useState } from "react";
import { Form, useNavigate } from "react-router";
import {
  BUDGET_PRICE_FLOOR,
  budgetOutcome,
  calculateBudget,
  orderPriceRange,
  PRICE_SLIDER,
  readBudgetAmount,
  type BudgetFrequency,
  type BudgetOutcome,
} from "#domain/budget-finder";
import { formatWhole } from "#domain/money";
import type { BudgetFinderView } from "#server/pages/budget-finder.server";
import { buttonVariants } from "~/components/ui/button";
import { formatMoneyText, MoneyInput } from "~/components/ui/money-input";
import { Slider } from "~/components/ui/slider";
import { useHydrated } from "~/hooks/use-hydrated";
import { formatMoney } from "~/lib/format";
import { cn } from "~/lib/utils";

const chip =
  "flex cursor-pointer items-center justify-center rounded-brand border border-black/25 px-3 py-2 text-sm font-semibold has-checked:border-brand has-checked:bg-brand has-checked:text-brand-foreground has-focus-visible:ring-4 has-focus-visible:ring-brand/30";

/**
 * How many cars the budget reaches, asked of the search as the buyer types: null until the answer
 * for what is on screen now has come (an answer for earlier inputs is never shown).
 */
function useBudgetCount(budget: number, body: string, enabled: boolean, initial: number | null) {
  const key = `${budget}|${body}`;
  const [answer, setAnswer] = useState<{ key: string; count: number } | null>(
    initial === null ? null : { key, count: initial },
  );
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const params = new URLSearchParams({ hitsPerPage: "1", price: `${BUDGET_PRICE_FLOOR + 1}-${budget}` });
      if (body) params.set("body", body);
      fetch(`/api/search?${params}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ count: number }>) : null))
        .then((result) => result && setAnswer({ key: `${budget}|${body}`, count: result.count }))
        .catch(() => undefined);
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [budget, body, enabled]);
  return answer?.key === key ? answer.count : null;
}

export const BUDGET_SEARCH_FAILURE = "We couldn't reach the search just now. Please try again.";

/**
 * With JavaScript the forms ask /budget-finder for the search's address and go there; a failure on
 * the way (offline, a 5xx, a 429) shows beside the form with everything typed kept [never again: a
 * failed submit keeps the form]. Without JavaScript the form goes to /budget-finder itself.
 */
function useBudgetSubmit() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [failed, setFailed] = useState(false);
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    setFailed(false);
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) params.append(key, String(value));
    fetch(`/budget-finder?${params}`, { headers: { Accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`status ${response.status}`);
        const { href } = (await response.json()) as { href: string };
        await navigate(href);
      })
      .catch((error: unknown) => {
        console.warn("budget search failed", error);
        setFailed(true);
      });
  };
  return { onSubmit, failed };
}

function SearchFailure({ failed }: { failed: boolean }) {
  return failed ? (
    <p role="alert" className="text-sm font-medium text-red-700">
      {BUDGET_SEARCH_FAILURE}
    </p>
  ) : null;
}

/**
 * "Find cars for your budget" [SW §4, §5 Budget finder, §9]: an optional body, a repayment a month
 * or a week and a deposit give a budget (repayment x 12 or 52 x 5 years + deposit); below the
 * cheapest matching car the button is disabled and says so. A GET form to /budget-finder, which
 * sends the buyer to the search with the price ceiling, so it works without JavaScript.
 */
export function BudgetFinder({ finder }: { finder: BudgetFinderView }) {
  const id = useId();
  const hydrated = useHydrated();
  const [body, setBody] = useState("");
  const [frequency, setFrequency] = useState<BudgetFrequency>("monthly");
  const [repayment, setRepayment] = useState(formatMoneyText(finder.defaults.monthly));
  const [deposit, setDeposit] = useState(formatMoneyText(finder.defaults.deposit));
  const budget = calculateBudget(readBudgetAmount(repayment), readBudgetAmount(deposit), frequency);
  const outcome = budgetOutcome(budget, finder.cheapest[body] ?? null, finder.noun);
  const untouched =
    body === "" &&
    frequency === "monthly" &&
    budget === calculateBudget(finder.defaults.monthly, finder.defaults.deposit, "monthly");
  const submit = useBudgetSubmit();
  const count = useBudgetCount(
    budget,
    body,
    hydrated && outcome.kind === "found",
    untouched ? finder.initialCount : null,
  );

  const changeFrequency = (next: BudgetFrequency) => {
    // The default repayment follows the frequency until the buyer types one of their own.
    if (readBudgetAmount(repayment) === finder.defaults[frequency])
      setRepayment(formatMoneyText(finder.defaults[next]));
    setFrequency(next);
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-brand bg-surface p-4 ring-1 ring-black/10 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-2xl font-extrabold tracking-tight">
        Find {finder.noun.toLowerCase()} for your budget
      </h2>
      <Form
        method="get"
        action="/budget-finder"
        onSubmit={submit.onSubmit}
        className="mt-4 flex flex-col gap-4"
      >
        {finder.bodies.length > 0 && <BodyChoice bodies={finder.bodies} body={body} onChange={setBody} />}
        <FrequencyChoice frequency={frequency} onChange={changeFrequency} />
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-repayment`} className="text-sm font-semibold">
              Repayment {frequency === "monthly" ? "a month" : "a week"}
            </label>
            <MoneyInput
              id={`${id}-repayment`}
              name="repayment"
              value={repayment}
              onValueChange={setRepayment}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-deposit`} className="text-sm font-semibold">
              Deposit
            </label>
            <MoneyInput id={`${id}-deposit`} name="deposit" value={deposit} onValueChange={setDeposit} />
          </div>
        </div>
        <p aria-live="polite" className="text-sm">
          Your budget over 5 years: <span className="text-lg font-extrabold">{formatMoney(budget)}</span>
        </p>
        <BudgetButton outcome={outcome} count={count} noun={finder.noun} />
        <SearchFailure failed={submit.failed} />
      </Form>
    </section>
  );
}

/** The optional body types, "Any" first. */
function BodyChoice({
  bodies,
  body,
  onChange,
}: {
  bodies: BudgetFinderView["bodies"];
  body: string;
  onChange: (body: string) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold">Body type (optional)</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {[{ key: "", label: "Any" }, ...bodies].map((option) => (
          <label key={option.key || "any"} className={chip}>
            <input
              type="radio"
              name="body"
              value={option.key ? option.label : ""}
              checked={body === (option.key ? option.label : "")}
              onChange={() => onChange(option.key ? option.label : "")}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** "I can repay": monthly or weekly. */
function FrequencyChoice({
  frequency,
  onChange,
}: {
  frequency: BudgetFrequency;
  onChange: (frequency: BudgetFrequency) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold">I can repay</legend>
      <div className="mt-1 grid grid-cols-2 gap-2">
        {(["monthly", "weekly"] as const).map((value) => (
          <label key={value} className={chip}>
            <input
              type="radio"
              name="frequency"
              value={value}
              checked={frequency === value}
              onChange={() => onChange(value)}
              className="sr-only"
            />
            {value === "monthly" ? "Monthly" : "Weekly"}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The search button: how many cars the budget reaches once the search has said, or disabled below
 * the cheapest matching car, with the reason beneath it.
 */
function BudgetButton({
  outcome,
  count,
  noun,
}: {
  outcome: BudgetOutcome;
  count: number | null;
  noun: string;
}) {
  return (
    <>
      <button
        type="submit"
        disabled={outcome.kind === "none"}
        className={cn(buttonVariants({ size: "lg" }), "disabled:cursor-not-allowed disabled:opacity-60")}
      >
        {outcome.kind === "none"
          ? outcome.label
          : count !== null
            ? `${formatWhole(count)} ${noun} Found`
            : `Show ${noun}`}
      </button>
      {outcome.kind === "none" && (
        <p role="status" className="text-sm font-medium text-red-700">
          {outcome.message}
        </p>
      )}
    </>
  );
}

/**
 * The price-range search [SW §4 "Price-range slider with a search button"; §5 Inputs "step 500; the
 * min thumb cannot reach or pass the max thumb (kept at least 1 apart)"; money inputs with quick
 * picks]. The two amounts are plain fields (the quick picks a datalist), so it works without
 * JavaScript; the slider moves them together.
 */
export function PriceRangeSearch({ finder }: { finder: BudgetFinderView }) {
  const id = useId();
  const bounds = finder.priceRange;
  const initial = orderPriceRange(PRICE_SLIDER.min, PRICE_SLIDER.max, bounds);
  const [min, setMin] = useState(formatMoneyText(initial.min));
  const [max, setMax] = useState(formatMoneyText(initial.max));
  const range = orderPriceRange(readBudgetAmount(min), readBudgetAmount(max) || bounds.max, bounds);
  const submit = useBudgetSubmit();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-brand bg-surface p-4 ring-1 ring-black/10 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-2xl font-extrabold tracking-tight">
        Search by price
      </h2>
      <Form
        method="get"
        action="/budget-finder"
        onSubmit={submit.onSubmit}
        className="mt-4 flex flex-col gap-4"
      >
        <Slider
          min={bounds.min}
          max={bounds.max}
          step={PRICE_SLIDER.step}
          value={[range.min, range.max]}
          onValueChange={([low = bounds.min, high = bounds.max]) => {
            const next = orderPriceRange(low, high, bounds);
            setMin(formatMoneyText(next.min));
            setMax(formatMoneyText(next.max));
          }}
          thumbLabels={["Minimum price", "Maximum price"]}
        />
        <div className="grid grid-cols-2 gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-min`} className="text-sm font-semibold">
              Minimum price
            </label>
            <MoneyInput
              id={`${id}-min`}
              name="price_min"
              value={min}
              onValueChange={setMin}
              list={`${id}-picks`}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-max`} className="text-sm font-semibold">
              Maximum price
            </label>
            <MoneyInput
              id={`${id}-max`}
              name="price_max"
              value={max}
              onValueChange={setMax}
              list={`${id}-picks`}
            />
          </div>
        </div>
        <datalist id={`${id}-picks`}>
          {finder.quickPicks.map((pick) => (
            <option key={pick} value={formatMoneyText(pick)}>
              {formatMoney(pick)}
            </option>
          ))}
        </datalist>
        <button type="submit" className={buttonVariants({ size: "lg" })}>
          Search
        </button>
        <SearchFailure failed={submit.failed} />
      </Form>
    </section>
  );
}
