import { StaleStockNotice, StockUpdated } from "~/components/stock/stock-freshness";
import { formatRates } from "#domain/finance-disclosure";
import { Suspense } from "react";
import { Await } from "react-router";
import { Link } from "~/components/ui/link";
import { EVENT } from "#domain/lead-events";
import { Icon } from "~/components/ui/icon";
import { pushAnalyticsEvent } from "~/lib/analytics";
import { isEligibleForControls } from "#domain/card-controls";
import { hasOdometer } from "#domain/vehicle-words";
import type { VehiclePage } from "#server/pages/vehicle-page.server";
import { WatchlistButton } from "~/components/search/watchlist-button";
import { buttonVariants } from "~/components/ui/button";
import { CallBox } from "~/components/vehicle/call-box";
import type { OpenDialog } from "~/components/vehicle/lead-dialogs-types";
import { PriceComparisonWidget } from "~/components/vehicle/price-comparison";
import { ShareBar } from "~/components/vehicle/share-bar";
import { formatKm, formatMoney, formatViews } from "~/lib/format";
import { cn } from "~/lib/utils";
import { carTradeInPath } from "#domain/car-url";

/*
 * The vehicle page's sidebar [VSD §2 "Sidebar: title, price block, location, finance box, buttons,
 * icons for km, transmission and body; call-the-dealer box"]: what the car costs and what a buyer
 * can do next, or the SOLD panel for a car that has gone; then the price comparison, the call box,
 * the dealer's other stock, the history report and sharing.
 */
/** The box of title, price and buttons: the phone's sticky footer repeats its buttons while it is away. */
export const PRICE_AND_ACTIONS_ID = "price-and-actions";

export function VehicleSidebar({
  page,
  financeHref,
  openDialog,
  revealed,
}: {
  page: VehiclePage;
  financeHref: string;
  openDialog: OpenDialog;
  revealed: boolean;
}) {
  const { car, settings } = page;
  return (
    <aside className="flex min-w-0 flex-col gap-4 lg:col-span-5" aria-label="Price and actions">
      <div id={PRICE_AND_ACTIONS_ID} className="rounded-brand bg-surface p-4 ring-1 ring-black/10 sm:p-5">
        <TitleAndDetails page={page} />
        <PriceBlock page={page} />

        <p className="mt-3 inline-flex items-center gap-1.5 text-sm">
          <Icon name="map-pin" className="size-4" />
          <span>
            {page.location.name}, {page.location.city} {page.location.state}
          </span>
        </p>
        <StockUpdated freshness={page.freshness} className="mt-1" />
        <StaleStockNotice freshness={page.freshness} className="mt-3" />

        {car.available ? (
          <>
            {page.finance && page.actions.finance && (
              <FinanceBox finance={page.finance} financeHref={financeHref} />
            )}
            <ActionButtons page={page} financeHref={financeHref} openDialog={openDialog} />
          </>
        ) : (
          <SoldPanel openDialog={openDialog} />
        )}
      </div>

      <PriceComparisonWidget comparison={page.comparison} make={car.make} model={car.model} />
      <CallBox
        carSlug={car.slug}
        phone={page.location.phone}
        locationName={page.location.name}
        direct={settings.phoneDirect}
        revealed={revealed}
        callText={settings.labels.call_text}
      />
      <Link
        to={`/search/${page.dealership.slug}`}
        className="text-sm font-semibold text-brand underline underline-offset-4"
      >
        See more from this dealer
      </Link>
      {page.historyReport && (
        <a
          href={page.historyReport}
          onClick={() => pushAnalyticsEvent(EVENT.historyReport, {}, { record: { car_slug: car.slug } })}
          target="_blank"
          rel="noopener"
          className="text-sm font-semibold text-brand underline underline-offset-4"
        >
          View History Report<span className="sr-only"> (PDF, opens a new tab)</span>
        </a>
      )}
      <ShareBar url={page.canonical} name={car.name} slug={car.slug} />
    </aside>
  );
}

/** The car's name, its key details (km, transmission, body) and the watchlist button where it is offered. */
function TitleAndDetails({ page }: { page: VehiclePage }) {
  const { car, settings } = page;
  return (
    <>
      <h1 className="text-2xl leading-tight font-extrabold sm:text-3xl">
        {`${car.year} ${car.make} ${car.model}`}
        {car.badge && (
          <span className="block text-lg font-semibold text-ink/80">
            {[car.badge, car.series].filter(Boolean).join(" ")}
          </span>
        )}
      </h1>
      <ul className="mt-3 flex flex-wrap gap-2 text-sm" aria-label="Key details">
        {hasOdometer(car.vehicle_kind) && (
          <li className="inline-flex items-center gap-1.5 rounded-brand bg-muted px-2.5 py-1">
            <Icon name="gauge" className="size-4" />
            {formatKm(car.km)}
          </li>
        )}
        {car.simple_transmission && (
          <li className="inline-flex items-center gap-1.5 rounded-brand bg-muted px-2.5 py-1">
            <Icon name="settings-2" className="size-4" />
            {car.simple_transmission}
          </li>
        )}
        {car.simple_body && (
          <li className="inline-flex items-center gap-1.5 rounded-brand bg-muted px-2.5 py-1">
            <Icon name="car" className="size-4" />
            {car.simple_body}
          </li>
        )}
      </ul>
      {settings.favourites.watchlist_enabled &&
        isEligibleForControls(
          { car_type: car.car_type, price: car.price, photos_count: page.images.length },
          settings.favourites.eligibility,
        ) && (
          <div className="mt-3">
            <WatchlistButton
              siteSlug={page.siteSlug}
              car={{ id: car.id, name: car.name, status: car.status }}
            />
          </div>
        )}
    </>
  );
}

/** The price (with what it was), the subscription a week and, where the site shows it, the view count. */
function PriceBlock({ page }: { page: VehiclePage }) {
  const { car, settings } = page;
  return (
    <div className="mt-4">
      {page.price.kind === "price" && page.price.was && (
        <p className="text-sm text-ink/70">
          <span className="sr-only">Was </span>
          <s>{formatMoney(page.price.was)}</s>
        </p>
      )}
      <p className="text-3xl font-extrabold">
        {page.price.kind === "text" ? (
          <span className="text-xl">{page.price.text}</span>
        ) : (
          formatMoney(page.price.amount)
        )}
        {page.price.kind === "price" && car.price_type && (
          <span className="ml-2 text-sm font-semibold">{car.price_type}</span>
        )}
      </p>
      {page.subscription !== null && (
        <p className="mt-1">
          Subscription <span className="font-semibold">{formatMoney(page.subscription)}</span> per week
        </p>
      )}
      {settings.showViewCount && (
        <Suspense fallback={<p className="mt-1 h-5" aria-hidden="true" />}>
          <Await resolve={page.views} errorElement={<p className="mt-1 h-5" aria-hidden="true" />}>
            {(views) => (
              <p className="mt-1 inline-flex h-5 items-center gap-1 text-sm text-ink/70">
                {views !== null && views > 0 && (
                  <>
                    <Icon name="eye" className="size-4" />
                    {formatViews(views)}
                  </>
                )}
              </p>
            )}
          </Await>
        </Suspense>
      )}
    </div>
  );
}

/** "Finance Available For This Vehicle!": the lender's weekly estimate and its rates, and the way to apply. */
function FinanceBox({
  finance,
  financeHref,
}: {
  finance: NonNullable<VehiclePage["finance"]>;
  financeHref: string;
}) {
  return (
    <div className="mt-4 rounded-brand bg-muted p-3">
      <p className="font-semibold">Finance Available For This Vehicle!</p>
      {finance.weekly !== null && (
        <p className="mt-1 text-sm">
          {"Estimated"} <span className="text-lg font-extrabold">{formatMoney(finance.weekly)}</span> per week
          {finance.interestRate !== null && finance.comparisonRate !== null && (
            <> at {formatRates(finance.interestRate, finance.comparisonRate)}*</>
          )}
        </p>
      )}
      <Link
        to={financeHref}
        className="mt-2 inline-block font-semibold text-brand underline underline-offset-4"
      >
        Get Finance Now
      </Link>
    </div>
  );
}

/** What a buyer can do next with a car in stock: enquire, and each action the site and car allow. */
function ActionButtons({
  page,
  financeHref,
  openDialog,
}: {
  page: VehiclePage;
  financeHref: string;
  openDialog: OpenDialog;
}) {
  const { car, settings } = page;
  return (
    <div className="mt-4 grid grid-cols-2 gap-2 font-semibold">
      <a
        href="#enquire"
        onClick={openDialog("enquire")}
        className={cn(buttonVariants({ size: "lg" }), "col-span-2")}
      >
        {settings.labels.enquire_button}
      </a>
      {page.actions.testDrive && (
        <a
          href="#test-drive"
          onClick={openDialog("test-drive")}
          className={buttonVariants({ variant: "outline" })}
        >
          Book a Test Drive
        </a>
      )}
      {page.actions.finance && (
        <Link to={financeHref} className={buttonVariants({ variant: "outline" })}>
          Get Finance
        </Link>
      )}
      {page.actions.tradeIn && (
        <Link to={carTradeInPath(car.id)} className={buttonVariants({ variant: "outline" })}>
          Trade-In Valuation
        </Link>
      )}
      {page.actions.reserve && (
        <Link
          to={settings.reserve.href}
          className={cn(buttonVariants({ variant: "accent", size: "lg" }), "col-span-2")}
        >
          {settings.reserve.label}
        </Link>
      )}
      {page.actions.reserve && settings.reserve.journeyHref && (
        <Link
          to={settings.reserve.journeyHref}
          className={cn(buttonVariants({ variant: "outline" }), "col-span-2")}
        >
          Online Purchase
        </Link>
      )}
    </div>
  );
}

/** The SOLD panel in place of the buttons, offering to find something similar. */
function SoldPanel({ openDialog }: { openDialog: OpenDialog }) {
  return (
    <div className="mt-4 rounded-brand border-2 border-gray-900 p-4" role="status">
      <p className="text-2xl font-extrabold tracking-wide">SOLD</p>
      <p className="mt-1">This vehicle has recently sold. Let us find you something similar.</p>
      <a
        href="?request=similar#enquire"
        onClick={openDialog("similar")}
        className={cn(buttonVariants({ size: "lg", block: true }), "mt-3")}
      >
        Find Me Something Similar
      </a>
    </div>
  );
}
