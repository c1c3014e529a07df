/*
 * The toast store [SW §4 "Toast store: at most one toast is visible at a time. Actions: add, update,
 * dismiss, remove."; §9 "1 visible at a time"]. Tiny on purpose: it travels with every page, while
 * the toast's look (Radix Toast) loads the first time a toast is shown.
 */
export type ToastAction = { label: string; href: string };
export type ToastMessage = {
  id: number;
  title: string;
  description?: string;
  action?: ToastAction;
  open: boolean;
};

const TOAST_LIMIT = 1;
let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastMessage[]) {
  toasts = next.slice(0, TOAST_LIMIT);
  for (const listener of listeners) listener();
}

/** add: the new toast replaces whatever was showing. Returns its id for update and dismiss. */
export function addToast(toast: Omit<ToastMessage, "id" | "open">): number {
  const id = nextId++;
  emit([{ ...toast, id, open: true }, ...toasts]);
  return id;
}

export function updateToast(id: number, change: Partial<Omit<ToastMessage, "id">>) {
  emit(toasts.map((toast) => (toast.id === id ? { ...toast, ...change } : toast)));
}

/** dismiss closes the toast (it animates out); remove forgets it. */
export function dismissToast(id: number) {
  updateToast(id, { open: false });
}

export function removeToast(id: number) {
  emit(toasts.filter((toast) => toast.id !== id));
}

export function getToasts(): readonly ToastMessage[] {
  return toasts;
}

export function subscribeToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
