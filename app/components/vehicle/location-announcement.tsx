import { useState } from "react";
import { Icon } from "~/components/ui/icon";

/** [VSD §2] "Announcement bar for location, dismissible with X" (once JavaScript runs). */
export function LocationAnnouncement({ text, dismissible }: { text: string; dismissible: boolean }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div
      className="relative mb-3 rounded-brand bg-accent px-4 py-2 pr-12 text-sm text-accent-foreground"
      role="note"
    >
      <Icon name="map-pin" className="mr-1.5 inline size-4 align-[-3px]" />
      {text}
      {dismissible && (
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="absolute top-1/2 right-2 grid size-8 -translate-y-1/2 place-items-center rounded-full hover:bg-black/15"
          aria-label="Dismiss"
        >
          <Icon name="x" className="size-4" />
        </button>
      )}
    </div>
  );
}
