import { AsyncLocalStorage } from "node:async_hooks";

/*
 * What a page being rendered shows of its site's stock, noted as it renders, so the page cache can
 * keep the page across a change to cars it does not show (docs/decisions/039-search-indexes-that-take-changes.md).
 * A page that notes nothing, or anything that depends on the whole stock (a search, a count), is
 * taken to show the whole stock: any change makes it again. Only a page that names every car it
 * shows (a vehicle page: its car and the similar cars) is kept across changes to other cars.
 */
export type PageDependencies = { cars: Set<number>; wholeStock: boolean; named: boolean };

const current = new AsyncLocalStorage<PageDependencies>();

export function newPageDependencies(): PageDependencies {
  return { cars: new Set(), wholeStock: false, named: false };
}

/** Runs the rendering of a page, noting what it shows in `dependencies`. */
export function runWithPageDependencies<T>(dependencies: PageDependencies, fn: () => T): T {
  return current.run(dependencies, fn);
}

/** The page shows these cars (and, unless it also shows the whole stock, no others). */
export function pageShowsCars(carIds: Iterable<number>) {
  const dependencies = current.getStore();
  if (!dependencies) return;
  dependencies.named = true;
  for (const id of carIds) dependencies.cars.add(id);
}

/** The page shows what any change to the site's stock can change (a list of results, a count). */
export function pageShowsWholeStock() {
  const dependencies = current.getStore();
  if (dependencies) dependencies.wholeStock = true;
}

/** The cars a finished page depends on, or null when it depends on the whole stock. */
export function carsShown(dependencies: PageDependencies): ReadonlySet<number> | null {
  return dependencies.named && !dependencies.wholeStock ? dependencies.cars : null;
}
