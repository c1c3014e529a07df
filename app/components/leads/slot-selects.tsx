import { useState } from "react";
import type { FieldErrors } from "#domain/lead-forms";
import { ownValue } from "#domain/own-key";
import { Field, inputClass } from "~/components/ui/form-field";

/*
 * The test-drive date and time, offered from the appointment service's free times [VSD §7
 * Appointment availability; SW §5 Test-drive form "booking date/time optional"]: the days of the
 * chosen location, and the times of the chosen day.
 */
export function SlotSelects({
  prefix,
  errors,
  values,
  slots,
  location,
}: {
  prefix: string;
  errors: FieldErrors;
  values: Record<string, string>;
  slots: Record<string, { date: string; times: string[] }[]>;
  location: string;
}) {
  // Without a chosen location, the days and times any location offers. The location is what the
  // buyer posted ("constructor" is no location, not Object's constructor).
  const days = ownValue(slots, location) ?? mergeSlots(Object.values(slots));
  const [date, setDate] = useState(values.date ?? "");
  const [time, setTime] = useState(values.time ?? "");
  const times = date
    ? (days.find((d) => d.date === date)?.times ?? [])
    : [...new Set(days.flatMap((d) => d.times))].sort();
  // A time the chosen day or location does not offer is let go; one it offers stays chosen.
  const shownTime = times.includes(time) ? time : "";
  return (
    <div className="grid grid-cols-2 gap-3">
      <Field id={`${prefix}-date`} name="date" label="Preferred date" error={errors.date} optional>
        {(props) => (
          <select {...props} className={inputClass} value={date} onChange={(e) => setDate(e.target.value)}>
            <option value="">Any day</option>
            {days.map((d) => (
              <option key={d.date} value={d.date}>
                {formatDay(d.date)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${prefix}-time`} name="time" label="Preferred time" error={errors.time} optional>
        {(props) => (
          <select
            {...props}
            className={inputClass}
            value={shownTime}
            onChange={(e) => setTime(e.target.value)}
          >
            <option value="">Any time</option>
            {times.map((t) => (
              <option key={t} value={t}>
                {formatTime(t)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}

function mergeSlots(lists: { date: string; times: string[] }[][]) {
  const byDate = new Map<string, Set<string>>();
  for (const list of lists)
    for (const day of list) {
      const set = byDate.get(day.date) ?? new Set<string>();
      for (const t of day.times) set.add(t);
      byDate.set(day.date, set);
    }
  return [...byDate]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, times]) => ({ date, times: [...times].sort() }));
}

const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
/** "Tue 24/11/2026" [SW §9 dates dd/MM/yyyy]. */
function formatDay(date: string) {
  const [y, m, d] = date.split("-").map(Number);
  const weekday = new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
  return `${DAY_NAMES[weekday]} ${String(d).padStart(2, "0")}/${String(m).padStart(2, "0")}/${y}`;
}
/** "9:30 am" [SW §9 "Hours show on a 12-hour clock with am/pm"]. */
function formatTime(time: string) {
  const [h, m] = time.split(":").map(Number);
  return `${h! % 12 || 12}:${String(m).padStart(2, "0")} ${h! < 12 ? "am" : "pm"}`;
}
