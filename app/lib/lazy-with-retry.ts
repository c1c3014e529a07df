import { lazy, type LazyExoticComponent } from "react";

/*
 * A page's code loaded later (a widget near the screen, a dialog on its first opening) can meet a
 * moment when its file cannot be fetched: the CDN or the servers briefly unreachable, a deploy under
 * way. A failed dynamic import would reach the route's error boundary and take the page, and what
 * the buyer was typing in it, away. So it is tried again, waiting longer each time up to half a
 * minute, for as long as the page is open (the browser fetches a failed module again on the next
 * import). Meanwhile what the server drew stays on the page and works as plain HTML.
 */
export const RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 15_000, 30_000];

export async function importWithRetry<T>(load: () => Promise<T>, delays = RETRY_DELAYS_MS): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch {
      const delay = delays[Math.min(attempt, delays.length - 1)]!;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

type LazyArgument = Parameters<typeof lazy>[0];
type Component = LazyArgument extends () => Promise<{ default: infer C }> ? C : never;

/** React's `lazy`, its import tried again while it fails. */
export function lazyWithRetry<C extends Component>(
  load: () => Promise<{ default: C }>,
): LazyExoticComponent<C> {
  return lazy(() => importWithRetry(load));
}
