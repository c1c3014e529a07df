import { Toast } from "radix-ui";
import { useSyncExternalStore } from "react";
import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icon";
import { getToasts, removeToast, subscribeToasts, updateToast } from "~/lib/toast-store";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/**
 * The toast itself, on Radix Toast (announced politely, paused on hover and focus, swiped away,
 * F8 reaches it), for the site's duration [SW §9]. Loaded only once a toast is shown (see ToastOutlet).
 */
export default function Toaster({ duration = 5000 }: { duration?: number }) {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <Toast.Provider swipeDirection="right" duration={duration}>
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          open={toast.open}
          onOpenChange={(open) => (open ? updateToast(toast.id, { open }) : removeToast(toast.id))}
          className="grid grid-cols-[1fr_auto] items-start gap-x-3 gap-y-1 rounded-brand bg-surface p-4 text-ink shadow-xl ring-1 ring-black/10"
        >
          <Toast.Title className="font-bold">{toast.title}</Toast.Title>
          <Toast.Close aria-label="Close" className="row-span-2 rounded p-1 hover:bg-muted">
            <Icon name="x" className="size-4" />
          </Toast.Close>
          {toast.description && (
            <Toast.Description className="text-sm">{toast.description}</Toast.Description>
          )}
          {toast.action && (
            <Toast.Action altText={toast.action.label} asChild>
              <Link
                to={toast.action.href}
                className={cn(buttonVariants({ size: "sm" }), "col-span-2 mt-2 justify-self-start")}
              >
                {toast.action.label}
              </Link>
            </Toast.Action>
          )}
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[60] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
