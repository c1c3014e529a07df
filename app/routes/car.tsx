import { Suspense, useState } from "react";
import { data, redirect, useActionData, type ShouldRevalidateFunctionArgs } from "react-router";
import { conditionLabel } from "#domain/search-title";
import { formValuesToKeep, VEHICLE_FORM_FAILURE_MESSAGE } from "#domain/lead-forms";
import { financeEnquiryHref } from "#domain/vehicle-actions";
import { answerRefused, isRefused, settleForm } from "#server/forms/form-outcome.server";
import { submitVehicleLead } from "#server/leads/vehicle-leads.server";
import { getVehiclePage } from "#server/pages/vehicle-page.server";
import { getVehicle } from "#server/data/vehicles.server";
import { requestContext, siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { readFormFields } from "#server/security/form.server";
import { retryAfterHeaders } from "#server/security/rate-limit.server";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import type { LeadDialog, OpenDialog } from "~/components/vehicle/lead-dialogs-types";
import type { LeadFormSettings } from "~/components/vehicle/lead-forms";
import { FinanceCalculator as FinanceCalculatorNow } from "~/components/finance/finance-calculator";
import { CollapsibleText } from "~/components/offers/collapsible-text";
import { LeadSections } from "~/components/vehicle/lead-sections";
import { LocationAnnouncement } from "~/components/vehicle/location-announcement";
import { SimilarCars as SimilarCarsNow } from "~/components/vehicle/similar-cars";
import { StickyHeader, useScrolledPast } from "~/components/vehicle/sticky-bars";
import { VehicleFooterActions } from "~/components/vehicle/vehicle-footer-actions";
import { VehicleMedia } from "~/components/vehicle/vehicle-media";
import { VehicleOverview } from "~/components/vehicle/vehicle-overview";
import { VehicleLocation } from "~/components/vehicle/vehicle-location";
import { VehicleSidebar } from "~/components/vehicle/vehicle-sidebar";
import { useHydrated, useLoadedOnce } from "~/hooks/use-hydrated";
import { useCountView, useRememberViewed, useVehicleViewEvent } from "~/hooks/use-vehicle-visit";
import { formatMoney } from "~/lib/format";
import { answerEvenOnFailure, keepFormOnFailure } from "~/lib/keep-form-on-failure";
import { lazyWhenNear } from "~/lib/lazy-when-near";
import { vehicleMeta } from "~/lib/seo";
import type { Route } from "./+types/car";
import { originContext } from "#server/sites/origin.server";
import { lazyWithRetry } from "~/lib/lazy-with-retry";
import { carPath, carTradeInPath } from "#domain/car-url";

/*
 * /cars/{slug}: the vehicle detail page [VSD §2 Vehicle detail page]. The loader makes one call:
 * critical data is awaited (a car of another site, or none, is a 404); similar cars, the view
 * count and the price comparison stream in after and never break the page [docs/architecture.md rule 5].
 * Lead forms post here (intent: enquire, test-drive, reveal) and are stored with their deliveries
 * before the buyer sees "success" [rule 6].
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { database, services, env } = await getRuntime();
  const page = await getVehiclePage(database.db, site, params.slug, {
    url: new URL(request.url),
    origin: context.get(originContext),
    services: {
      marketPrice: services.marketPrice,
      financeQuote: services.financeQuote,
      delivery: services.delivery,
      dataDir: env.DATA_DIR,
    },
  });
  if (!page) throw data(null, { status: 404 });
  // A car sold before the site's sold window is gone for search engines; buyers see it sold, with
  // similar cars.
  return page.gone ? data(page, { status: 410 }) : page;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const { database, rateLimiter, services } = await getRuntime();
  const car = await getVehicle(database.db, site, params.slug);
  if (!car) throw data(null, { status: 404 });
  const fields = await readFormFields(request);
  const outcome = await settleForm(
    () =>
      submitVehicleLead(database.db, site, car, fields, {
        ip: context.get(requestContext).ip,
        userAgent: request.headers.get("user-agent"),
        rateLimiter,
        isSlotFree: (locationId, date, time) =>
          services.appointments.isAvailable(site, locationId, date, time),
      }),
    VEHICLE_FORM_FAILURE_MESSAGE,
  );
  if (isRefused(outcome))
    return answerRefused(outcome, { intent: fields.intent ?? "", values: formValuesToKeep(fields) });
  if (outcome.kind === "sent") throw redirect(outcome.successUrl);
  // The number is shown whether or not the reveal could be counted; over the limit it is not stored.
  return data(
    { revealed: true as const },
    outcome.retryAfterSeconds === undefined
      ? {}
      : { status: 429, headers: retryAfterHeaders({ retryAfterSeconds: outcome.retryAfterSeconds }) },
  );
}

/**
 * With JavaScript, a post that fails on the way (network, 5xx) keeps the form and what was typed;
 * a failed phone reveal is logged only and the number shows [VSD §8].
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  if ((await request.clone().formData()).get("intent") !== "reveal")
    return keepFormOnFailure(request, () => serverAction(), VEHICLE_FORM_FAILURE_MESSAGE);
  // The number shows all the same; nothing is asked of the server again (keep-form-on-failure.ts).
  return answerEvenOnFailure(() => serverAction(), { revealed: true as const });
}

/** A phone reveal changes nothing else on the page: no reload of the car (nor a second view). */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "reveal") return false;
  return defaultShouldRevalidate;
}

/** A refused post's Retry-After reaches the browser: React Router passes on only what a route names. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export function meta({ data: page }: Route.MetaArgs) {
  return page ? vehicleMeta(page) : [{ title: "Vehicle not found" }];
}

const LeadDialogs = lazyWithRetry(() => import("~/components/vehicle/lead-dialogs"));
// Below the fold, with the result cards' code: it loads as the buyer scrolls towards it.
const SimilarCars = lazyWhenNear(
  "similar-cars",
  () => import("~/components/vehicle/similar-cars"),
  (m) => m.SimilarCars,
  import.meta.env.SSR ? SimilarCarsNow : null,
);
const FinanceCalculator = lazyWhenNear(
  "finance-calculator",
  () => import("~/components/finance/finance-calculator"),
  (m) => m.FinanceCalculator,
  import.meta.env.SSR ? FinanceCalculatorNow : null,
);

export default function CarPage({ loaderData: page }: Route.ComponentProps) {
  const { car, settings } = page;
  const actionData = useActionData<typeof clientAction>();
  const result = actionData && "errors" in actionData ? actionData : null;
  const [dialog, setDialog] = useState<LeadDialog>(null);
  // The dialogs' code loads the first time a buyer opens one.
  const dialogLoaded = useLoadedOnce(dialog !== null);
  const hydrated = useHydrated();
  const scrolled = useScrolledPast(settings.stickyOffset);
  useRememberViewed(page.siteSlug, car);
  useCountView(page.siteSlug, car.id, car.slug);
  useVehicleViewEvent(car);

  const formSettings: LeadFormSettings = {
    carSlug: car.slug,
    siteSlug: page.siteSlug,
    formKey: page.formKey,
    messageRequired: settings.messageRequired,
    optInText: settings.labels.opt_in_text,
    termsNotice: settings.termsNotice,
    tradeInQuestion: settings.tradeInQuestion,
    today: page.today,
    locationSlug: page.location.slug,
  };
  const financeHref = financeEnquiryHref(settings.financeLink, car, page.dealership.slug);
  const openDialog: OpenDialog = (which) => (event) => {
    event.preventDefault();
    setDialog(which);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-24 lg:pb-10">
      <StickyHeader
        visible={scrolled}
        image={page.images[0]?.src ?? null}
        name={car.name}
        details={[car.simple_body, car.simple_transmission].filter(Boolean).join(" · ")}
        price={page.price.kind === "text" ? page.price.text : formatMoney(page.price.amount)}
        priceType={page.price.kind === "price" ? car.price_type : null}
        weekly={page.actions.finance ? (page.finance?.weekly ?? null) : null}
        rate={page.finance?.interestRate ?? settings.exampleRate}
        comparisonRate={page.finance?.comparisonRate ?? settings.exampleComparisonRate}
        financeHref={page.actions.finance ? financeHref : null}
        tradeInHref={page.actions.tradeIn ? carTradeInPath(car.id) : null}
      />
      <LocationAnnouncement
        key={car.id}
        text={`This vehicle is at ${page.location.name}, ${page.location.city} ${page.location.state}.`}
        dismissible={hydrated}
      />
      <Breadcrumbs crumbs={page.crumbs} />

      <div className="mt-4 grid gap-6 lg:grid-cols-12">
        <div className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-20 lg:col-span-7 lg:self-start">
          <VehicleMedia
            page={page}
            condition={conditionLabel(car.car_type, settings.usedLabel)}
            openDialog={openDialog}
          />
        </div>
        <VehicleSidebar
          page={page}
          financeHref={financeHref}
          openDialog={openDialog}
          revealed={!!actionData && "revealed" in actionData && actionData.revealed === true}
        />
      </div>

      {/* Below the fold: the browser lays it out when it nears the screen, not before first paint. */}
      <div className="mt-8 grid gap-6 [contain-intrinsic-size:auto_2000px] [content-visibility:auto] lg:grid-cols-12">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-7">
          <VehicleOverview page={page} />
          <VehicleLocation page={page} />
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-5">
          {page.calculator && (
            <FinanceCalculator {...page.calculator} action={carPath(car.slug)} quoteHref={financeHref} />
          )}
          <LeadSections page={page} formSettings={formSettings} result={dialog ? null : result} />
        </div>
      </div>

      <SimilarCars cars={page.similar} settings={page.cardSettings} />

      {page.finance && (
        <section aria-labelledby="disclaimer-heading" className="mt-8 text-xs text-ink/75">
          <h2 id="disclaimer-heading" className="font-semibold">
            Disclaimer
          </h2>
          {/* [VSD §9] "finance disclaimer truncated at 197", with Show More. */}
          <CollapsibleText
            text={`* ${page.finance.disclaimer}`}
            short={page.finance.shortDisclaimer && `* ${page.finance.shortDisclaimer}`}
            className="mt-1"
          />
        </section>
      )}

      <VehicleFooterActions page={page} financeHref={financeHref} openDialog={openDialog} />

      {dialogLoaded && (
        <Suspense fallback={null}>
          <LeadDialogs
            dialog={dialog}
            onClose={() => setDialog(null)}
            carName={car.name}
            image={page.images[0]?.src ?? null}
            formSettings={formSettings}
            result={result}
          />
        </Suspense>
      )}
    </div>
  );
}
