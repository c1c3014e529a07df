import { passGate } from "#server/auth/gate.server";
import { useEffect, useState } from "react";
import { redirect, useActionData } from "react-router";
import { FORM_FAILURE_MESSAGE, formValuesToKeep } from "#domain/lead-forms";
import { MAX_ONLINE_ESTIMATE_AGE_YEARS, MAX_ONLINE_ESTIMATE_KM } from "#domain/trade-in";
import { formatWhole } from "#domain/money";
import { tradeInWords, vehicleWords, type TradeInWords, type VehicleWords } from "#domain/vehicle-words";
import { answerRefused, isRefused, settleForm } from "#server/forms/form-outcome.server";
import { submitTradeIn, type TradeInStage } from "#server/leads/trade-in.server";
import { getSiteFormPage } from "#server/pages/site-form-page.server";
import { getVehicleById } from "#server/data/vehicles.server";
import { requestContext, siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { readFormFields } from "#server/security/form.server";
import { SiteLeadForm } from "~/components/leads/site-lead-form";
import { TradeInValuation } from "~/components/leads/trade-in-valuation";
import { keepFormOnFailure } from "~/lib/keep-form-on-failure";
import { saveValuation } from "~/lib/valuation-save";
import { formPageMeta } from "~/lib/meta";
import type { Route } from "./+types/trade-in";
import { originContext } from "#server/sites/origin.server";

/*
 * Trade in or sell your car: /trade-in, the site's /sell-your-car, and /cars/trade-in?car_id= from a
 * vehicle page [SW §2; §4 Trade-in lead steps; §5 Trade-in form; VSD §4]. The buyer describes the
 * car and themselves, gets an indicative valuation, refines it with the adjustment answers and
 * accepts the offer, each step one post of one lead (server/leads/trade-in.server.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { database } = await getRuntime();
  await passGate(database.db, site, request);
  const page = await getSiteFormPage(database.db, site, "trade-in", new URL(request.url), {
    origin: context.get(originContext),
  });
  // What the site sells, and what a buyer trades in (a caravan dealer's buyer: a van or a car).
  const kinds = site.search.vehicle_kinds;
  return { ...page, words: { sold: vehicleWords(kinds), traded: tradeInWords(kinds) } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const { database, rateLimiter, services } = await getRuntime();
  await passGate(database.db, site, request);
  const fields = await readFormFields(request);
  const outcome = await settleForm(async () => {
    const car = await getVehicleById(database.db, site, fields.car_id);
    return submitTradeIn(database.db, site, fields, {
      ip: context.get(requestContext).ip,
      userAgent: request.headers.get("user-agent"),
      rateLimiter,
      path: new URL(request.url).pathname,
      car,
      geocode: services.geocode,
      valuation: services.valuation,
      regoLookup: services.regoLookup,
    });
  }, FORM_FAILURE_MESSAGE);
  if (isRefused(outcome))
    return answerRefused(outcome, { intent: fields.intent ?? "", values: formValuesToKeep(fields) });
  if (outcome.kind === "sent") throw redirect(outcome.successUrl);
  if (outcome.kind === "valued") return outcome;
  if (outcome.kind === "looked-up")
    return {
      intent: outcome.intent,
      errors: outcome.errors,
      values: outcome.values,
      lookedUp: true as const,
    };
  return outcome;
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return keepFormOnFailure(request, () => serverAction(), FORM_FAILURE_MESSAGE);
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export function meta({ data: page }: Route.MetaArgs) {
  return formPageMeta(page);
}

/**
 * [SW §5 Trade-in form] the FAQ: "no online estimate for cars over 7 years or 100,000 km; an
 * estimate ... is indicative, subject to inspection." A site of cars reads it as written; a caravan
 * dealer's speaks of the vehicle traded (`traded`) and the one bought (`sold`).
 */
function faq({ sold, traded }: { sold: VehicleWords; traded: TradeInWords }) {
  const [one, many, next] = [traded.one.toLowerCase(), traded.many.toLowerCase(), sold.one.toLowerCase()];
  return [
    {
      q: `Can I get an online estimate for any ${one}?`,
      a: `Online estimates are for ${many} up to ${MAX_ONLINE_ESTIMATE_AGE_YEARS} years old with up to ${formatWhole(MAX_ONLINE_ESTIMATE_KM)} km. For an older ${one} or one with more kilometres, send us your details and we will value it in person.`,
    },
    {
      q: "How is my estimate worked out?",
      a: `A valuation tool compares your ${one} with similar ${many} for sale. The estimate is indicative only and subject to an inspection of your ${one}.`,
    },
    {
      q: `Do I have to buy a ${next} from you?`,
      a: `No. We buy ${many} outright, or take yours as a trade-in on your next ${next}.`,
    },
    {
      q: "What happens after I accept the offer?",
      a: `Our team calls you to arrange a time to inspect the ${one} and confirm the price, usually within one business day.`,
    },
  ];
}

export default function TradeInPage({ loaderData: page }: Route.ComponentProps) {
  const answer = useActionData<typeof clientAction>();
  // A failed later step keeps the valuation on screen with its message [SW §8].
  const valued = (value: typeof answer) =>
    value && "kind" in value && value.kind === "valued" ? (value as TradeInStage) : null;
  const [stage, setStage] = useState<TradeInStage | null>(valued(answer));
  const [lastAnswer, setLastAnswer] = useState(answer);
  if (answer !== lastAnswer) {
    setLastAnswer(answer);
    if (valued(answer)) setStage(valued(answer));
  }
  // [VSD §7 Valuation save] where the site says, the valuation shown is saved to /api/miscellaneous.
  useEffect(() => {
    if (!page.saveValuation || stage?.result.kind !== "estimate") return;
    saveValuation(stage.lead, { offer_price: stage.result.offer_price, adjustmentAnswers: stage.answers });
  }, [page.saveValuation, stage]);
  const failure = answer && "errors" in answer ? answer : null;
  // A rego lookup answers with the form's values filled in: the form is drawn afresh with them.
  const [lookups, setLookups] = useState(0);
  const [lastLookup, setLastLookup] = useState(answer);
  if (answer !== lastLookup) {
    setLastLookup(answer);
    if (answer && "lookedUp" in answer) setLookups(lookups + 1);
  }
  const laterStep = failure && ["adjust", "accept", "finish"].includes(failure.intent);
  const shown = stage && (!failure || laterStep) ? stage : null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{page.spec.heading}</h1>
      <p className="mt-2 max-w-2xl text-lg text-ink/80">
        {page.car ? `Trade in your ${page.words.traded.one.toLowerCase()} on the ${page.car.name}. ` : ""}
        {page.spec.intro}
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-12">
        <section
          aria-label="Your valuation"
          className="rounded-brand bg-surface p-4 ring-1 ring-black/10 sm:p-6 lg:col-span-7"
        >
          {shown ? (
            <TradeInValuation
              words={page.words.traded}
              stage={shown}
              error={laterStep ? (failure.errors.form ?? FORM_FAILURE_MESSAGE) : null}
            />
          ) : (
            <SiteLeadForm
              key={lookups}
              spec={page.spec}
              siteSlug={page.siteSlug}
              formKey={page.formKey}
              today={page.today}
              result={failure && !laterStep ? failure : null}
              defaults={page.defaults}
              hidden={page.hidden}
            />
          )}
        </section>
        <section aria-labelledby="faq-heading" className="lg:col-span-5">
          <h2 id="faq-heading" className="text-xl font-bold">
            Frequently asked questions
          </h2>
          <div className="mt-3 flex flex-col gap-2">
            {faq(page.words).map((item) => (
              <details key={item.q} className="faq rounded-brand bg-muted px-4 py-3">
                <summary className="cursor-pointer font-semibold">{item.q}</summary>
                <p className="pt-2 text-sm">{item.a}</p>
              </details>
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}
