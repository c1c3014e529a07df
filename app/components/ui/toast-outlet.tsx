import { Suspense, useSyncExternalStore } from "react";
import { getToasts, subscribeToasts } from "~/lib/toast-store";
import { lazyWithRetry } from "~/lib/lazy-with-retry";

const Toaster = lazyWithRetry(() => import("./toaster"));
const none = () => false;

/** Where toasts appear; the toast's code loads the first time there is one to show. */
export function ToastOutlet({ duration }: { duration?: number }) {
  const any = useSyncExternalStore(subscribeToasts, () => getToasts().length > 0, none);
  return any ? (
    <Suspense fallback={null}>
      <Toaster duration={duration} />
    </Suspense>
  ) : null;
}
