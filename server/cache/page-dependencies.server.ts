import { AsyncLocalStorage } from "node:async_hooks";

/*
 * What a page being rendered shows of its site's stock, noted as it renders, so the page cache can
 * keep the page across a change to cars it does not show (docs/decisions/039-search-indexes-that-take-changes.md).
 * A page that names no cars is taken to show the whole stock (a search, a count, the home page):
 * any change makes it again. Only a page that names every car it shows (a vehicle page: its car
 * and the similar cars) is kept across changes to other cars.
 */
/**
 * The cars the page names, or null when it names none (it depends on the whole stock); and how
 * many lists of cars it will name once they are found (a part streamed after the page's head).
 */
export type PageDependencies = { cars: Set<number> | null; pending: number };

const current = new AsyncLocalStorage<PageDependencies>();

export function newPageDependencies(): PageDependencies {
  return { cars: null, pending: 0 };
}

/** Runs the rendering of a page, noting what it shows in `dependencies`. */
export function runWithPageDependencies<T>(dependencies: PageDependencies, fn: () => T): T {
  return current.run(dependencies, fn);
}

/** The page shows these cars, and no others. */
export function pageShowsCars(carIds: Iterable<number>) {
  const dependencies = current.getStore();
  if (!dependencies) return;
  dependencies.cars ??= new Set();
  for (const id of carIds) dependencies.cars.add(id);
}

/**
 * The page will show the cars `found` gives, and no others: until it settles, the page's head can
 * only say it depends on the whole stock (server/cache/surrogate-keys.server.ts).
 */
export function pageWillShowCars<T>(found: Promise<T>, ids: (value: T) => Iterable<number>): Promise<T> {
  const dependencies = current.getStore();
  if (!dependencies) return found;
  dependencies.pending++;
  return found.then(
    (value) => {
      dependencies.pending--;
      dependencies.cars ??= new Set();
      for (const id of ids(value)) dependencies.cars.add(id);
      return value;
    },
    (error: unknown) => {
      dependencies.pending--;
      throw error;
    },
  );
}
