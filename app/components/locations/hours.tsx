import type { LocationView } from "#server/data/locations.server";
import { cn } from "~/lib/utils";

/** "Open now" in green or "Closed now", with when that changes today. */
export function OpenNow({ now }: { now: LocationView["now"] }) {
  return (
    <p className="text-sm">
      <span className={cn("font-bold", now.open ? "text-green-800" : "text-red-800")}>{now.label}</span>
      {now.until && <span> · {now.until}</span>}
      {now.holiday && <span> · {now.holiday}</span>}
    </p>
  );
}

/** The week's hours, Monday first, today marked. */
export function HoursTable({ location, today }: { location: LocationView; today: number }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Opening hours of {location.name}</caption>
      <tbody>
        {location.hours.map((row) => (
          <tr
            key={row.weekday}
            className={cn("border-b border-black/10", row.weekday === today && "font-bold")}
            aria-current={row.weekday === today ? "date" : undefined}
          >
            <th scope="row" className="py-2 pr-4 text-left font-semibold">
              {row.day}
            </th>
            <td className="py-2 text-right">{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The short form: "Mon – Fri 8:30am – 5:30pm". */
export function HoursSummary({ location }: { location: Pick<LocationView, "summary"> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
      {location.summary.map((line) => (
        <div key={line.days} className="contents">
          <dt className="font-semibold">{line.days}</dt>
          <dd>{line.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
