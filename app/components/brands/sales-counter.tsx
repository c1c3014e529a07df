import { useEffect, useState } from "react";
import { salesCount, type SalesCounterSettings } from "#domain/sales-counter";
import { formatWhole } from "#domain/money";

/*
 * The sales counter [SW §9]: vehicles sold this month, 192 a day for each elapsed day plus one per
 * 450 s in Brisbane time, worked out again every 150,000 ms in the browser (no request needed).
 */
export function SalesCounter({
  settings,
  count: initial,
}: {
  settings: SalesCounterSettings & { refresh_ms: number };
  count: number;
}) {
  const [count, setCount] = useState(initial);
  useEffect(() => {
    const refresh = () => setCount(salesCount(new Date(), settings));
    refresh();
    const timer = setInterval(refresh, settings.refresh_ms);
    return () => clearInterval(timer);
  }, [settings]);
  return (
    <section aria-label="Sales this month" className="bg-brand text-brand-foreground">
      <p className="mx-auto max-w-7xl px-4 py-6 text-center text-lg">
        <span className="text-3xl font-extrabold tabular-nums sm:text-4xl">{formatWhole(count)}</span>{" "}
        vehicles sold this month across our dealerships
      </p>
    </section>
  );
}
