import { lazy, type LazyExoticComponent } from "react";

/*
 * A page's code loaded later (a widget near the screen, a dialog on its first opening) can meet a
 * moment when its file cannot be fetched: the CDN or the servers briefly unreachable, a deploy under
 * way. A failed dynamic import would reach the route's error boundary and take the page, and what
 * the buyer was typing in it, away. So it is tried again, waiting longer each time up to half a
 * minute, for as long as the page is open. Meanwhile what the server drew stays on the page and
 * works as plain HTML. A browser keeps a module that failed to load as failed (Chromium does): the
 * same import would fail again without asking, so the file named by the failure is asked for again
 * at an address of its own (`?retry=2`), and what the caller wanted is picked from that module.
 */
export const RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 15_000, 30_000];

/** The file a failed import names ("Failed to fetch dynamically imported module: https://.../x.js"). */
function failedFile(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const address = /https?:\/\/[^\s"'()]+/.exec(message)?.[0].replace(/\.$/, "");
  // Only the site's own code: the failure names the file the page itself asked for.
  return address?.endsWith(".js") && address.startsWith(`${window.location.origin}/`) ? address : null;
}

export async function importWithRetry<M, T>(
  load: () => Promise<M>,
  pick: (module: M) => T,
  delays = RETRY_DELAYS_MS,
): Promise<T> {
  let file: string | null = null;
  for (let attempt = 1; ; attempt++) {
    try {
      return pick(file ? ((await import(/* @vite-ignore */ `${file}?retry=${attempt}`)) as M) : await load());
    } catch (error) {
      file ??= failedFile(error);
      const delay = delays[Math.min(attempt - 1, delays.length - 1)]!;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

type LazyArgument = Parameters<typeof lazy>[0];
type Component = LazyArgument extends () => Promise<{ default: infer C }> ? C : never;

/** React's `lazy`, its import tried again while it fails; `pick` names an export other than the default. */
export function lazyWithRetry<C extends Component>(
  load: () => Promise<{ default: C }>,
): LazyExoticComponent<C>;
export function lazyWithRetry<M, C extends Component>(
  load: () => Promise<M>,
  pick: (module: M) => C,
): LazyExoticComponent<C>;
export function lazyWithRetry(
  load: () => Promise<unknown>,
  pick = (module: unknown) => (module as { default: Component }).default,
) {
  return lazy(async () => ({ default: await importWithRetry(load, pick) }));
}
