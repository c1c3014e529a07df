import { Link } from "~/components/ui/link";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { writeSiteList } from "~/lib/site-storage";
import type { VehicleWords } from "#domain/vehicle-words";
import { COMPARE_KEY, compareHref, type CompareCar } from "./compare-list";

/*
 * The compare tray: loaded only once a buyer has picked a car to compare, so search pages do not
 * carry it for everyone.
 */
/** The tray under the results: the cars picked, and the way to compare them. */
export default function CompareTray({
  siteSlug,
  list,
  words,
}: {
  siteSlug: string;
  list: CompareCar[];
  words: VehicleWords;
}) {
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 border-t border-black/10 bg-surface/98 p-3 shadow-[0_-2px_8px_rgb(0_0_0/0.08)]"
      role="region"
      aria-label={`${words.many} to compare`}
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
                    COMPARE_KEY,
                    list.filter((c) => c.id !== car.id),
                  )
                }
                className="grid size-6 place-items-center rounded-full hover:bg-black/10"
                aria-label={`Stop comparing ${car.name}`}
              >
                <Icon name="x" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => writeSiteList(siteSlug, COMPARE_KEY, [])}
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
