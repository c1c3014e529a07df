/*
 * How current the site's stock is (docs/stock-feed.md): "Stock updated 12 minutes ago" beside what a
 * page shows of it, and while the site cannot vouch for its stock, a notice that availability must
 * be confirmed (and that reserving online is paused). Both come worded by the site, made by the server.
 */
export type FreshnessText = { updatedText: string | null; staleText: string | null };

export function StockUpdated({
  freshness,
  className = "",
}: {
  freshness: FreshnessText;
  className?: string;
}) {
  if (!freshness.updatedText) return null;
  return <p className={`text-xs text-ink/70 ${className}`}>{freshness.updatedText}</p>;
}

export function StaleStockNotice({
  freshness,
  className = "",
}: {
  freshness: FreshnessText;
  className?: string;
}) {
  if (!freshness.staleText) return null;
  return (
    <p className={`rounded-brand bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300 ${className}`}>
      {freshness.staleText}
    </p>
  );
}
