import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/utils";

/** A modal dialog on Radix, themed through the site's CSS variables (shadcn style). */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  className,
  children,
  title,
  description,
  wide = false,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  title: ReactNode;
  description?: ReactNode;
  wide?: boolean;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-brand bg-surface p-5 text-ink shadow-xl focus:outline-none sm:p-6",
          wide ? "max-w-5xl" : "max-w-lg",
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
        {...props}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <DialogPrimitive.Title className="text-xl font-extrabold">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close
            className="-m-1 grid size-9 shrink-0 place-items-center rounded-full hover:bg-muted"
            aria-label="Close"
          >
            <Icon name="x" className="size-5" />
          </DialogPrimitive.Close>
        </div>
        {description && (
          <DialogPrimitive.Description className="-mt-2 mb-4 text-sm text-ink/80">
            {description}
          </DialogPrimitive.Description>
        )}
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
