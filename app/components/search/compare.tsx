import { GitCompareArrows, X } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { readSiteList, subscribeSiteStorage, writeSiteList } from "~/lib/site-storage";
import { cn } from "~/lib/utils";
import { buttonVariants } from "~/components/ui/button";

/*
 * Compare [VSD §1 "compare or favourite cars", §2 card "favourite/compare/save control"]: buyers
 * pick up to 3 cars on result cards (kept per site in local storage) and open them side by side at
 * /compare. The control needs JavaScript, so the server renders nothing and it appears once the
 * page is interactive; the compare page itself is server-rendered from its address.
 */
export const COMPARE_MAX = 3;
const KEY = "compare";

export type CompareCar = { id: number; slug: string; name: string };

const read = (siteSlug: string) => readSiteList<CompareCar>(siteSlug, KEY).slice(0, COMPARE_MAX);

/** The compare page's address for some cars (their slugs), spelt as the page spells it. */
export function compareHref(slugs: readonly string[]) {
  return slugs.length ? `/compare?${new URLSearchParams({ cars: slugs.join(",") })}` : "/compare";
}

function useCompareList(siteSlug: string): CompareCar[] | null {
  const raw = useSyncExternalStore(
    subscribeSiteStorage,
    () => JSON.stringify(read(siteSlug)),
    () => null,
  );
  return raw === null ? null : (JSON.parse(raw) as CompareCar[]);
}

export function CompareToggle({ siteSlug, car }: { siteSlug: string; car: CompareCar }) {
  const list = useCompareList(siteSlug);
  if (list === null) return null;
  const chosen = list.some((c) => c.id === car.id);
  const full = !chosen && list.length >= COMPARE_MAX;
  return (
    <button
      type="button"
      aria-pressed={chosen}
      disabled={full}
      title={full ? `Compare up to ${COMPARE_MAX} cars` : undefined}
      onClick={() =>
        writeSiteList(siteSlug, KEY, chosen ? list.filter((c) => c.id !== car.id) : [...list, car])
      }
      className={cn(
        "inline-flex items-center gap-1.5 rounded-brand px-2 py-1 text-xs font-semibold ring-1 ring-inset disabled:opacity-50",
        chosen ? "bg-brand text-brand-foreground ring-brand" : "ring-black/20 hover:bg-muted",
      )}
    >
      <GitCompareArrows aria-hidden="true" className="size-3.5" />
      {chosen ? "Comparing" : "Compare"}
      <span className="sr-only"> {car.name}</span>
    </button>
  );
}

/** The tray under the results: the cars picked, and the way to compare them. */
export function CompareTray({ siteSlug }: { siteSlug: string }) {
  const list = useCompareList(siteSlug);
  if (!list || list.length === 0) return null;
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 border-t border-black/10 bg-surface/98 p-3 shadow-[0_-2px_8px_rgb(0_0_0/0.08)]"
      role="region"
      aria-label="Cars to compare"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2">
        <ul className="flex min-w-0 flex-1 flex-wrap gap-2 text-sm">
          {list.map((car) => (
            <li key={car.id} className="inline-flex items-center gap-1 rounded-brand bg-muted py-1 pr-1 pl-2">
              <span className="max-w-48 truncate">{car.name}</span>
              <button
                type="button"
                onClick={() =>
                  writeSiteList(
                    siteSlug,
                    KEY,
                    list.filter((c) => c.id !== car.id),
                  )
                }
                className="grid size-6 place-items-center rounded-full hover:bg-black/10"
                aria-label={`Stop comparing ${car.name}`}
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => writeSiteList(siteSlug, KEY, [])}
          className="rounded-brand px-3 py-2 text-sm font-semibold ring-1 ring-black/20 hover:bg-muted"
        >
          Clear
        </button>
        <Link to={compareHref(list.map((car) => car.slug))} className={buttonVariants({ size: "sm" })}>
          Compare ({list.length})
        </Link>
      </div>
    </div>
  );
}
