import { Suspense, useSyncExternalStore } from "react";
import type { VehicleWords } from "#domain/vehicle-words";
import { Icon } from "~/components/ui/icon";
import { readSiteList, subscribeSiteStorage, writeSiteList } from "~/lib/site-storage";
import { lazyWithRetry } from "~/lib/lazy-with-retry";
import { COMPARE_KEY, COMPARE_MAX, type CompareCar } from "./compare-list";

/*
 * Compare [VSD §1 "compare or favourite cars", §2 card "favourite/compare/save control"]: buyers
 * pick up to 3 cars on result cards (kept per site in local storage) and open them side by side at
 * /compare. The control needs JavaScript, so the server renders nothing and it appears once the
 * page is interactive; the compare page itself is server-rendered from its address. The control and
 * the tray name what they hold in the site's words ("Compare up to 3 cars", "Vehicles to compare").
 */

const read = (siteSlug: string) => readSiteList<CompareCar>(siteSlug, COMPARE_KEY).slice(0, COMPARE_MAX);

export function useCompareList(siteSlug: string): CompareCar[] | null {
  const raw = useSyncExternalStore(
    subscribeSiteStorage,
    () => JSON.stringify(read(siteSlug)),
    () => null,
  );
  return raw === null ? null : (JSON.parse(raw) as CompareCar[]);
}

export function CompareToggle({
  siteSlug,
  car,
  words,
}: {
  siteSlug: string;
  car: CompareCar;
  words: VehicleWords;
}) {
  const list = useCompareList(siteSlug);
  if (list === null) return null;
  const chosen = list.some((c) => c.id === car.id);
  const full = !chosen && list.length >= COMPARE_MAX;
  return (
    <button
      type="button"
      aria-pressed={chosen}
      disabled={full}
      title={full ? `Compare up to ${COMPARE_MAX} ${words.many.toLowerCase()}` : undefined}
      onClick={() =>
        writeSiteList(siteSlug, COMPARE_KEY, chosen ? list.filter((c) => c.id !== car.id) : [...list, car])
      }
      className={chosen ? "chip-btn chip-btn-on" : "chip-btn"}
    >
      <Icon name="git-compare-arrows" />
      {chosen ? "Comparing" : "Compare"}
      <span className="sr-only"> {car.name}</span>
    </button>
  );
}

const LazyTray = /* @__PURE__ */ lazyWithRetry(() => import("./compare-tray"));

/** The tray under the results: the cars picked, and the way to compare them. */
export function CompareTray({ siteSlug, words }: { siteSlug: string; words: VehicleWords }) {
  const list = useCompareList(siteSlug);
  if (!list || list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LazyTray siteSlug={siteSlug} list={list} words={words} />
    </Suspense>
  );
}
