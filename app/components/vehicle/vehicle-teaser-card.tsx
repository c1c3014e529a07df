import { Link } from "~/components/ui/link";
import { getPriceDisplay } from "#domain/price-display";
import { conditionLabel } from "#domain/search-title";
import { hasOdometer } from "#domain/vehicle-words";
import { formatKm, formatMoney, imageSrcSet, imageUrl } from "~/lib/format";
import { carPath } from "#domain/car-url";

export type VehicleTeaser = {
  slug: string;
  name: string;
  price: number;
  before_price: number | null;
  preorder: boolean;
  km: number;
  /** A caravan has no odometer: no kilometres are shown. */
  vehicle_kind: string;
  car_type: "new" | "used" | "demo";
  simple_body: string | null;
  simple_transmission: string | null;
  price_type: string | null;
  image: string | null;
};

/** A compact vehicle card for showcases (the search result card is richer). */
export function VehicleTeaserCard({
  car,
  labels,
  usedLabel,
}: {
  car: VehicleTeaser;
  labels: { no_price_text: string; preorder_text: string };
  usedLabel: string;
}) {
  const price = getPriceDisplay(car, labels);
  const image = car.image ?? "draw/not-found";
  const condition = conditionLabel(car.car_type, usedLabel);
  return (
    <article className="group flex flex-col overflow-hidden rounded-brand bg-surface shadow-sm ring-1 ring-black/10 transition hover:shadow-md">
      <div className="relative aspect-[3/2] bg-muted">
        <img
          src={imageUrl(image, { w: 480 })}
          srcSet={imageSrcSet(image, [320, 480, 640])}
          sizes="(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw"
          alt={car.name}
          width={480}
          height={320}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
        <span className="absolute top-2 left-2 rounded-brand bg-surface/95 px-2 py-0.5 text-xs font-semibold text-ink">
          {condition}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-bold leading-snug">
          <Link to={carPath(car.slug)} className="after:absolute after:inset-0 hover:underline">
            {car.name}
          </Link>
        </h3>
        <p className="text-sm">
          {[hasOdometer(car.vehicle_kind) && formatKm(car.km), car.simple_transmission, car.simple_body]
            .filter(Boolean)
            .join(" · ")}
        </p>
        <p className="mt-auto text-xl font-extrabold">
          {price.kind === "text" ? price.text : formatMoney(price.amount)}
          {price.kind === "price" && car.price_type && (
            <span className="ml-1 text-xs font-medium">{car.price_type}</span>
          )}
        </p>
      </div>
    </article>
  );
}
