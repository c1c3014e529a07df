import { formatDate } from "#domain/dates";
import type { LocationView } from "#server/data/locations.server";
import { buttonVariants } from "~/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "~/components/ui/dialog";
import { Icon } from "~/components/ui/icon";
import { useHydrated } from "~/hooks/use-hydrated";
import { cn } from "~/lib/utils";

/**
 * Holiday hours [SW §2 "holiday-hours dialog"]: a dialog once JavaScript runs; before that (and
 * without it) the same list opens in place.
 */
export function HolidayHours({ location, timeZone }: { location: LocationView; timeZone: string }) {
  const hydrated = useHydrated();
  if (location.holidays.length === 0) return null;
  const list = (
    <table className="w-full text-sm">
      <caption className="sr-only">Holiday hours</caption>
      <tbody>
        {location.holidays.map((h) => (
          <tr key={h.date} className="border-b border-black/10">
            <th scope="row" className="py-2 pr-4 text-left font-semibold">
              {h.label}
              <span className="block text-xs font-normal">{formatDate(h.date, timeZone)}</span>
            </th>
            <td className="py-2 text-right">{h.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  const trigger = (
    <>
      <Icon name="calendar-days" className="size-4" /> Holiday hours
    </>
  );
  if (!hydrated)
    return (
      <details className="text-sm">
        <summary className={cn(buttonVariants({ variant: "outline", size: "sm" }), "cursor-pointer")}>
          {trigger}
        </summary>
        <div className="mt-2">{list}</div>
      </details>
    );
  return (
    <Dialog>
      <DialogTrigger className={buttonVariants({ variant: "outline", size: "sm" })}>{trigger}</DialogTrigger>
      <DialogContent title={`Holiday hours: ${location.name}`}>{list}</DialogContent>
    </Dialog>
  );
}
