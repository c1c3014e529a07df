import { vehicleWords } from "#domain/vehicle-words";
import { and, eq, inArray } from "drizzle-orm";
import { redirect } from "react-router";
import { Link } from "~/components/ui/link";
import { isAvailable } from "#domain/availability";
import { getPriceDisplay } from "#domain/price-display";
import { readSlugList } from "#domain/slug";
import { calendarDate } from "#domain/dates";
import { conditionLabel } from "#domain/search-title";
import { getCompareSpecs } from "#domain/spec-lists";
import { cars } from "#server/db/schema";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { COMPARE_MAX, compareHref } from "~/components/search/compare-list";
import { formatMoney, imageUrl } from "~/lib/format";
import type { Route } from "./+types/compare";
import { carPath } from "#domain/car-url";

/*
 * /compare?cars={slug},{slug},{slug}: up to 3 of the site's cars side by side [VSD §1 "compare or
 * favourite cars"]. The address is the state: a car that is gone or belongs to another site is
 * dropped by a redirect to the cleaned address.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const url = new URL(request.url);
  const requested = readSlugList(url.searchParams.get("cars"), COMPARE_MAX);
  const { database } = await getRuntime();
  const rows = requested.length
    ? await database.db
        .select()
        .from(cars)
        .where(and(eq(cars.site_id, site.id), inArray(cars.slug, requested)))
    : [];
  const found = requested.filter((slug) => rows.some((row) => row.slug === slug));
  const canonical = compareHref(found);
  const current = `${url.pathname}${url.searchParams.size ? `?${url.searchParams}` : ""}`;
  if (current !== canonical) throw redirect(canonical);

  const today = calendarDate(new Date(), site.time_zone);
  const columns = found.map((slug) => {
    const car = rows.find((row) => row.slug === slug)!;
    const price = getPriceDisplay(car, site.labels);
    const specs = getCompareSpecs(car, { today, pastRegoLabel: site.vehicle.past_rego_label });
    return {
      slug: car.slug,
      name: car.name,
      image: car.images[0]?.src ?? null,
      price: price.kind === "text" ? price.text : formatMoney(price.amount),
      priceType: price.kind === "price" ? car.price_type : null,
      available: isAvailable(car.status),
      condition: conditionLabel(car.car_type, site.labels.used),
      location: site.locations.find((l) => l.id === car.location_id)?.name ?? "",
      specs: Object.fromEntries(specs.map((item) => [item.label, item.value])),
      without: found.filter((other) => other !== slug),
    };
  });
  // Rows in the spec lists' order, each label once.
  const labels = [...new Set(columns.flatMap((column) => Object.keys(column.specs)))];
  return { columns, labels, siteName: site.name, words: vehicleWords(site.search.vehicle_kinds) };
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: `Compare ${data?.words.many ?? "Cars"} | ${data?.siteName ?? ""}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { columns, labels, words } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-extrabold sm:text-3xl">Compare {words.many}</h1>
      {columns.length === 0 ? (
        <p className="mt-4">
          Pick up to {COMPARE_MAX} {words.many.toLowerCase()} with &ldquo;Compare&rdquo; on the search results
          to see them side by side.{" "}
          <Link to="/search" className="font-semibold text-brand underline">
            Search stock
          </Link>
        </p>
      ) : (
        // relative: the table scrolls sideways in here, and so does what it positions absolutely
        // (each Remove link's screen-reader text), which would otherwise widen the page.
        <div className="relative mt-4 overflow-x-auto">
          <table className="w-full min-w-[36rem] table-fixed border-collapse text-sm">
            <caption className="sr-only">The {words.many.toLowerCase()} you picked, side by side</caption>
            <thead>
              <tr>
                <td className="w-36" />
                {columns.map((column) => (
                  <th key={column.slug} scope="col" className="p-2 text-left align-top font-normal">
                    {column.image && (
                      <img
                        src={imageUrl(column.image, { w: 480 })}
                        alt=""
                        width={480}
                        height={320}
                        className="aspect-[3/2] w-full rounded-brand object-cover"
                      />
                    )}
                    <Link
                      to={carPath(column.slug)}
                      className="mt-2 block font-bold underline-offset-2 hover:underline"
                    >
                      {column.name}
                    </Link>
                    <p className="mt-1 text-lg font-extrabold">
                      {column.price}{" "}
                      {column.priceType && <span className="text-xs font-semibold">{column.priceType}</span>}
                    </p>
                    {!column.available && <p className="font-bold">SOLD</p>}
                    <Link
                      to={compareHref(column.without)}
                      className="mt-1 inline-block text-xs font-semibold text-brand underline"
                    >
                      Remove<span className="sr-only"> {column.name}</span>
                    </Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[
                ["Condition", (c: (typeof columns)[number]) => c.condition],
                ["Location", (c: (typeof columns)[number]) => c.location],
              ].map(([label, value]) => (
                <tr key={label as string} className="border-t border-black/10">
                  <th scope="row" className="p-2 text-left font-normal text-ink/75">
                    {label as string}
                  </th>
                  {columns.map((column) => (
                    <td key={column.slug} className="p-2 font-semibold">
                      {(value as (c: (typeof columns)[number]) => string)(column)}
                    </td>
                  ))}
                </tr>
              ))}
              {labels.map((label) => (
                <tr key={label} className="border-t border-black/10">
                  <th scope="row" className="p-2 text-left font-normal text-ink/75">
                    {label}
                  </th>
                  {columns.map((column) => (
                    <td key={column.slug} className="p-2 font-semibold">
                      {column.specs[label] ?? "–"}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
