import { Suspense, useState } from "react";
import { Await } from "react-router";
import {
  getDealLabel,
  getFillBand,
  isBelowMarket,
  isComparisonShown,
  type PriceComparison,
} from "#domain/price-gauge";
import { formatKm, formatMoney } from "~/lib/format";
import { cn } from "~/lib/utils";

/*
 * The price comparison gauge [VSD §2, §4 Price comparison]: a loading skeleton, then the gauge only
 * when the data is complete, confident (above 0.2) and its range reaches the price; otherwise
 * nothing. "How does this work?" says which comparable cars the market range comes from.
 */
export type ComparisonData = PriceComparison & {
  comparables: {
    count: number;
    year_from: number;
    year_to: number;
    km_from: number;
    km_to: number;
    average_market_price: number;
  };
};

const BAND_COLOUR = { low: "bg-amber-500", medium: "bg-lime-600", high: "bg-green-700" } as const;

export function PriceComparisonWidget({
  comparison,
  make,
  model,
}: {
  /** Ready with the page, or on its way (app/routes/car.tsx: deferred parts). */
  comparison: ComparisonData | null | Promise<ComparisonData | null>;
  make: string;
  model: string;
}) {
  if (!comparison) return null;
  return (
    <Suspense fallback={<GaugeSkeleton />}>
      <Await resolve={comparison} errorElement={null}>
        {(data) => (isComparisonShown(data) ? <Gauge data={data} make={make} model={model} /> : null)}
      </Await>
    </Suspense>
  );
}

function GaugeSkeleton() {
  return (
    <div
      className="rounded-brand bg-surface p-4 ring-1 ring-black/10"
      aria-busy="true"
      aria-label="Loading price comparison"
    >
      <div className="h-5 w-40 animate-pulse rounded bg-muted" />
      <div className="mt-3 h-3 w-full animate-pulse rounded-full bg-muted" />
      <div className="mt-3 h-4 w-56 animate-pulse rounded bg-muted" />
    </div>
  );
}

function Gauge({ data, make, model }: { data: ComparisonData; make: string; model: string }) {
  const [explained, setExplained] = useState(false);
  const band = getFillBand(data.fill);
  const below = isBelowMarket(data.listing_price, data.comparables.average_market_price);
  const percent = Math.round(data.fill * 100);
  return (
    <section aria-labelledby="price-comparison" className="rounded-brand bg-surface p-4 ring-1 ring-black/10">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="price-comparison" className="text-lg font-extrabold">
          Price Comparison
        </h2>
        {below && (
          <span className="rounded-brand bg-green-700 px-2 py-0.5 text-xs font-bold text-white">
            Below market price
          </span>
        )}
      </div>
      <p className="mt-1 text-xl font-extrabold" data-band={band}>
        {getDealLabel(data)}
      </p>
      <div
        className="mt-2 h-3 w-full overflow-hidden rounded-full bg-muted"
        role="meter"
        aria-label="Deal rating"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${getDealLabel(data)}: ${percent} out of 100`}
      >
        <div className={cn("h-full rounded-full", BAND_COLOUR[band])} style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm">
        Market range <span className="font-semibold">{formatMoney(data.market_range_min)}</span> to{" "}
        <span className="font-semibold">{formatMoney(data.market_range_max)}</span>; this car is{" "}
        <span className="font-semibold">{formatMoney(data.listing_price)}</span>.
      </p>
      <button
        type="button"
        onClick={() => setExplained(!explained)}
        aria-expanded={explained}
        className="mt-2 text-sm font-semibold text-brand underline underline-offset-4"
      >
        How does this work?
      </button>
      {explained && (
        <p className="mt-2 text-sm text-ink/85">
          We compared this car&apos;s price with {data.comparables.count} other {make} {model}{" "}
          {data.comparables.count === 1 ? "car" : "cars"} from {data.comparables.year_from} to{" "}
          {data.comparables.year_to} with {formatKm(data.comparables.km_from)} to{" "}
          {formatKm(data.comparables.km_to)} on the clock, for sale or recently sold across our dealer
          network. The market range runs from the 10th to the 90th percentile of their prices (average{" "}
          {formatMoney(data.comparables.average_market_price)}); the fuller the gauge, the lower this car sits
          in that range.
        </p>
      )}
    </section>
  );
}
