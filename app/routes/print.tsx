import { formatRates } from "#domain/finance-disclosure";
import { data } from "react-router";
import { getVehiclePageData } from "#server/pages/vehicle-page.server";
import { getVehicle } from "#server/data/vehicles.server";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { formatDate } from "#domain/dates";
import { Icon } from "~/components/ui/icon";
import { formatMoney, imageUrl } from "~/lib/format";
import type { Route } from "./+types/print";
import { buttonVariants } from "~/components/ui/button";
import { originContext } from "#server/sites/origin.server";
import { carPath } from "#domain/car-url";

/*
 * /print?car_id={slug} [VSD §2 Routes "Print page, opens in a new tab"]: the car on one printable
 * page. The site's header and footer, and the Print button, are hidden when printing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const slug = new URL(request.url).searchParams.get("car_id");
  const { database } = await getRuntime();
  const car = slug ? await getVehicle(database.db, site, slug) : null;
  if (!car) throw data(null, { status: 404 });
  const now = new Date();
  const page = await getVehiclePageData(database.db, site, car, now);
  return {
    ...page,
    siteName: site.name,
    printed: formatDate(now, site.time_zone),
    origin: context.get(originContext),
  };
}

export function meta({ data: page }: Route.MetaArgs) {
  return page
    ? [{ title: `${page.car.name} | ${page.siteName}` }, { name: "robots", content: "noindex" }]
    : [{ title: "Vehicle not found" }];
}

export default function PrintPage({ loaderData: page }: Route.ComponentProps) {
  const { car } = page;
  const price = page.price.kind === "text" ? page.price.text : formatMoney(page.price.amount);
  return (
    <article className="mx-auto max-w-3xl px-4 py-6 print:max-w-none print:p-0 print:text-sm">
      <div className="mb-4 flex justify-end print:hidden">
        <button type="button" onClick={() => window.print()} className={buttonVariants()}>
          <Icon name="printer" className="size-4" /> Print
        </button>
      </div>
      <p className="text-sm text-ink/75">
        {page.siteName} · {page.location.name}, {page.location.city} {page.location.state} ·{" "}
        {page.location.phone}
      </p>
      <h1 className="mt-1 text-3xl font-extrabold">{car.name}</h1>
      <p className="text-sm">
        Stock number {car.stocknum}
        {!car.available && " · SOLD"}
      </p>
      {page.images[0] && (
        <img
          src={imageUrl(page.images[0].src, { w: 1200 })}
          alt={page.images[0].alt}
          width={1200}
          height={800}
          className="mt-4 w-full rounded-brand print:break-inside-avoid"
        />
      )}
      <p className="mt-4 text-3xl font-extrabold">
        {price}
        {page.price.kind === "price" && car.price_type && (
          <span className="ml-2 text-base">{car.price_type}</span>
        )}
      </p>
      {page.finance?.weekly && (
        <p>
          Estimated {formatMoney(page.finance.weekly)} per week
          {page.finance.interestRate !== null &&
            page.finance.comparisonRate !== null &&
            ` at ${formatRates(page.finance.interestRate, page.finance.comparisonRate)}`}
        </p>
      )}
      {[
        ["Key Information", page.specs.featured],
        ["Specifications", [...page.specs.trailer, ...page.specs.summary, ...page.specs.specifications]],
      ].map(([title, items]) =>
        (items as { label: string; value: string }[]).length > 0 ? (
          <section key={title as string} className="mt-6 print:break-inside-avoid">
            <h2 className="text-xl font-extrabold">{title as string}</h2>
            <dl className="mt-2 grid grid-cols-2 gap-x-8">
              {(items as { label: string; value: string }[]).map((item) => (
                <div key={item.label} className="flex justify-between border-b border-black/10 py-1">
                  <dt className="text-ink/75">{item.label}</dt>
                  <dd className="font-semibold">{item.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null,
      )}
      <section className="mt-6">
        <h2 className="text-xl font-extrabold">Dealer Comments</h2>
        {page.comments.html ? (
          <div className="mt-2 space-y-2" dangerouslySetInnerHTML={{ __html: page.comments.html }} />
        ) : (
          <p className="mt-2">{"pending" in page.comments ? page.comments.pending : null}</p>
        )}
      </section>
      {car.standard_equipment.length > 0 && (
        <section className="mt-6">
          <h2 className="text-xl font-extrabold">Features</h2>
          <ul className="mt-2 grid grid-cols-2 gap-x-8 text-sm">
            {car.standard_equipment.map((feature) => (
              <li key={feature}>• {feature}</li>
            ))}
          </ul>
        </section>
      )}
      <p className="mt-8 text-xs text-ink/75">
        {page.origin}
        {carPath(car.slug)} · Printed {page.printed}; price and availability can change.
        {page.finance?.disclaimer && <span className="mt-1 block">{page.finance.disclaimer}</span>}
      </p>
    </article>
  );
}
