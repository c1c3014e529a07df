import { lazy, memo, Suspense, useEffect, type ComponentType } from "react";
import { importWithRetry } from "./lazy-with-retry";
import { hydratesLater, replayTypingIn } from "./typed-before-scripts";

const INTERACTIONS = ["pointerdown", "keydown"] as const;

/**
 * Resolves once the element with this id is within `margin` of the screen, or at the buyer's first
 * touch, click or key press anywhere on the page (at once when there is no such element). The
 * interaction matters: an update that changes a context above a boundary still waiting to hydrate
 * (a form sent, a fetcher's answer) must hydrate it first, and React holds that update until the
 * code is here, so the code must be on its way as soon as the buyer does anything.
 */
function near(id: string, margin = "600px"): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === "undefined") return resolve();
    const done = () => {
      observer.disconnect();
      clearInterval(watch);
      for (const type of INTERACTIONS) document.removeEventListener(type, done, true);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: margin,
    });
    observer.observe(element);
    for (const type of INTERACTIONS) document.addEventListener(type, done, { capture: true, passive: true });
    // Should React replace the server's HTML after all, the element watched is gone: load now.
    const watch = setInterval(() => !element.isConnected && done(), 1000);
  });
}

/**
 * A below-the-fold widget whose code loads when it nears the screen, to keep a page's first
 * script within budget. The server renders it in full, so the page arrives complete and its forms
 * work as plain HTML; in the browser its Suspense boundary keeps that server HTML, untouched, until
 * the code has loaded and it hydrates. `id` is the widget's root element id. `server` is the same
 * component imported statically, passed as `import.meta.env.SSR ? Component : null` so that the
 * client build drops it (and the widget's code stays out of the page's first script).
 */
export function lazyWhenNear<P extends object, M>(
  id: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  server: ComponentType<P> | null,
): ComponentType<P> {
  if (server) {
    const Component = server;
    return function ServerRendered(props: P) {
      return (
        <Suspense>
          <Component {...props} />
        </Suspense>
      );
    };
  }
  hydratesLater(id);
  const Lazy = lazy(async () => {
    await near(id);
    const Component = await importWithRetry(load, pick);
    // Once it has taken over its part, what the buyer typed there before is acted on.
    function TakenOver(props: P) {
      useEffect(() => replayTypingIn(id), []);
      return <Component {...props} />;
    }
    return { default: TakenOver };
  });
  // Memoised: new props reaching a boundary still waiting to hydrate would make React drop the
  // server's HTML for the fallback, so the widget takes plain data, equal from render to render.
  return memo(function WhenNear(props: P) {
    // Reached by a client-side navigation there is no server HTML: hold the space with the same id.
    return (
      <Suspense fallback={<section id={id} className="min-h-96" />}>
        <Lazy {...props} />
      </Suspense>
    );
  }) as unknown as ComponentType<P>;
}
