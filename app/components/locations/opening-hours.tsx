import { Tabs } from "radix-ui";
import type { LocationView } from "#server/data/locations.server";
import { HolidayHours } from "~/components/locations/holiday-hours";
import { HoursTable } from "~/components/locations/hours";
import { PhoneLink } from "~/components/locations/location-card";

/** The location's hours and holiday hours; with more than one department, a tab for each. */
export function OpeningHours({
  location,
  departments,
  today,
  timeZone,
}: {
  location: LocationView;
  departments: LocationView[];
  today: number;
  timeZone: string;
}) {
  const tabs = departments.filter((d) => d.type !== "empty");
  return (
    <section aria-labelledby="hours-heading">
      <h2 id="hours-heading" className="mb-2 text-xl font-bold">
        Opening hours
      </h2>
      {tabs.length > 1 ? (
        <Tabs.Root defaultValue={location.slug}>
          <Tabs.List aria-label="Departments" className="mb-3 flex gap-1 border-b border-black/10">
            {/* Each tab is a link to its department's own page, which opens on its hours:
                without JavaScript a tab still shows them; with it the tab switches in place. */}
            {tabs.map((d) => (
              <Tabs.Trigger
                key={d.slug}
                value={d.slug}
                asChild
                className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-semibold data-[state=active]:border-brand"
              >
                <a href={d.href} onClick={(event) => event.preventDefault()}>
                  {d.typeLabel || d.name}
                </a>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((d) => (
            <Tabs.Content key={d.slug} value={d.slug} className="flex flex-col gap-3">
              {d.slug !== location.slug && <PhoneLink phone={d.phone} />}
              <HoursTable location={d} today={today} />
              <HolidayHours location={d} timeZone={d.timeZone} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : (
        <div className="flex flex-col gap-3">
          <HoursTable location={location} today={today} />
          <HolidayHours location={location} timeZone={timeZone} />
        </div>
      )}
    </section>
  );
}
