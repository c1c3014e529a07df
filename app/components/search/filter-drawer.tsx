import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";

/**
 * The filters: a drawer on phones, opened by a checkbox so it works without JavaScript; a column on
 * large screens. `above` (the search's words) is outside the drawer: on a phone it shows above the
 * results without the drawer being opened, and on large screens it heads the filter column.
 */
export function FilterDrawer({
  count,
  above,
  children,
}: {
  count: number;
  above?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      {above}
      <input
        type="checkbox"
        id="filters-toggle"
        className="peer sr-only lg:hidden"
        aria-label="Show filters"
      />
      <label
        htmlFor="filters-toggle"
        className="mb-4 inline-flex cursor-pointer items-center gap-2 rounded-brand px-4 py-2 font-semibold ring-1 ring-black/20 peer-focus-visible:ring-2 peer-focus-visible:ring-brand lg:hidden"
      >
        <Icon name="sliders-horizontal" className="size-4" /> Filters
        {count > 0 && (
          <span className="rounded-full bg-brand px-2 text-xs text-brand-foreground">{count}</span>
        )}
      </label>
      <aside
        aria-label="Filters"
        className="fixed inset-0 z-40 hidden overflow-y-auto bg-surface p-4 peer-checked:block lg:static lg:z-auto lg:block lg:overflow-visible lg:p-0"
      >
        <div className="mb-2 flex items-center justify-between lg:hidden">
          <h2 className="text-lg font-bold">Filters</h2>
          <label htmlFor="filters-toggle" className="cursor-pointer p-2" aria-label="Close filters">
            <Icon name="x" className="size-5" />
          </label>
        </div>
        {children}
      </aside>
    </div>
  );
}
