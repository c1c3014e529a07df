import { useEffect, useRef } from "react";
import { Form } from "react-router";
import {
  askAbout,
  MAX_ONLINE_ESTIMATE_AGE_YEARS,
  MAX_ONLINE_ESTIMATE_KM,
  TRADE_IN_QUESTIONS,
} from "#domain/trade-in";
import type { TradeInWords } from "#domain/vehicle-words";
import type { TradeInStage } from "#server/leads/trade-in.server";
import { StatusButton } from "~/components/ui/button";
import { ErrorBanner } from "~/components/ui/form-field";
import { formatMoney } from "~/lib/format";
import { formatWhole } from "#domain/money";

/*
 * The trade-in's valuation step [SW §4 Trade-in lead steps]: the indicative value, the adjustment
 * questions that refine it, and the buyer's choice: accept the offer ('3. Offer Accepted') or talk to
 * the dealer first. A plain form of submit buttons, so it works without JavaScript. It speaks of
 * what the buyer trades in the site's words: a car, or on a caravan dealer's site a vehicle.
 */
export function TradeInValuation({
  stage,
  error,
  words,
}: {
  stage: TradeInStage;
  error: string | null;
  words: TradeInWords;
}) {
  const { result, vehicle } = stage;
  const one = words.one.toLowerCase();
  const many = words.many.toLowerCase();
  const car = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
  // An offer that changed under the buyer's Accept is shown, not only announced: the page moves to
  // it (without JavaScript the new page opens there anyway).
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!stage.notice) return;
    notice.current?.scrollIntoView({ block: "start" });
    notice.current?.focus();
  }, [stage]);
  return (
    <Form method="post" className="flex flex-col gap-5" aria-labelledby="valuation-heading">
      <input type="hidden" name="lead_id" value={stage.lead.id} />
      <input type="hidden" name="lead_key" value={stage.lead.key} />
      <h2 id="valuation-heading" className="text-2xl font-extrabold">
        Your {car}
      </h2>
      <ErrorBanner errors={error ? { form: error } : {}} labels={{}} />
      {stage.notice && !error && (
        <p
          ref={notice}
          tabIndex={-1}
          role="status"
          className="rounded-brand border-l-4 border-[var(--fc-primary)] bg-muted p-3 text-sm font-semibold"
        >
          {stage.notice}
        </p>
      )}
      {result.kind === "estimate" ? (
        <>
          <div className="rounded-brand bg-muted p-4" aria-live="polite">
            <p className="text-sm font-semibold">Our indicative offer</p>
            <p className="text-4xl font-extrabold" data-testid="offer-price">
              {formatMoney(result.offer_price)}
            </p>
            <p className="mt-1 text-sm text-ink/80">
              Usually between {formatMoney(result.range.low)} and {formatMoney(result.range.high)} for{" "}
              {many} like yours. Indicative only, subject to an inspection of your {one}.
            </p>
          </div>
          <fieldset className="flex flex-col gap-4">
            <legend className="mb-2 text-lg font-bold">Tell us more to refine your offer</legend>
            {TRADE_IN_QUESTIONS.map((question) => (
              <fieldset key={question.key} className="flex flex-col gap-1">
                <legend className="text-sm font-semibold">{askAbout(question.label, one)}</legend>
                <div className="flex flex-wrap gap-2">
                  {question.options.map((option) => (
                    <label
                      key={option.value}
                      className="flex items-center gap-2 rounded-brand px-3 py-2 ring-1 ring-black/20 has-checked:ring-2 has-checked:ring-[var(--fc-primary)]"
                    >
                      <input
                        type="radio"
                        name={question.key}
                        value={option.value}
                        defaultChecked={
                          ((stage.answers as Record<string, string | undefined>)[question.key] ??
                            question.neutral) === option.value
                        }
                        className="accent-[var(--fc-primary)]"
                      />
                      {option.value}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </fieldset>
          <div className="flex flex-col gap-2 sm:flex-row">
            <StatusButton intent="adjust" busyText="Updating..." variant="outline" className="flex-1">
              Update My Offer
            </StatusButton>
            <StatusButton intent="accept" busyText="Sending..." className="flex-1">
              Accept Offer
            </StatusButton>
          </div>
        </>
      ) : (
        <div className="rounded-brand bg-muted p-4" aria-live="polite">
          <p className="font-semibold">
            {result.kind === "no-online-estimate"
              ? `We can't give an online estimate for ${many} over ${MAX_ONLINE_ESTIMATE_AGE_YEARS} years old or with more than ${formatWhole(MAX_ONLINE_ESTIMATE_KM)} km.`
              : `We don't have enough ${many} like yours on the market to give an online estimate.`}
          </p>
          <p className="mt-1 text-sm">Send us your details and our team will value your {one} in person.</p>
        </div>
      )}
      <StatusButton
        intent="finish"
        busyText="Sending..."
        variant={result.kind === "estimate" ? "outline" : "brand"}
      >
        {result.kind === "estimate" ? "Talk To Us First" : "Send My Details"}
      </StatusButton>
    </Form>
  );
}
