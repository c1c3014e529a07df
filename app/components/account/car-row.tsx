import { Link } from "~/components/ui/link";
import { imageUrl } from "~/lib/format";
import { carPath } from "#domain/car-url";

/*
 * One car in a buyer's lists (watchlist, favourites, My Garage's saved cars and reservations): its
 * picture, its name linking to its page, what the list says about it, and the list's own actions.
 */
export function CarRow({
  car,
  listed = true,
  children,
  actions,
}: {
  car: { slug: string; name: string; image: string | null };
  /** False for a car no longer listed: its name alone, no link to a page that has gone. */
  listed?: boolean;
  /** The lines under the name: price, kilometres, status ... */
  children: React.ReactNode;
  /** Buttons at the end of the row (remove, compare, cancel). */
  actions?: React.ReactNode;
}) {
  return (
    <li className="flex flex-wrap gap-3 rounded-brand bg-surface p-3 ring-1 ring-black/10 sm:flex-nowrap">
      <img
        src={imageUrl(car.image ?? "draw/not-found", { w: 320 })}
        alt=""
        width={128}
        height={85}
        loading="lazy"
        className="aspect-[3/2] w-28 shrink-0 self-start rounded-brand object-cover sm:w-32"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        {listed ? (
          <Link to={carPath(car.slug)} className="font-bold hover:underline">
            {car.name}
          </Link>
        ) : (
          <p className="font-bold">{car.name}</p>
        )}
        {children}
      </div>
      {actions && <div className="flex shrink-0 flex-col items-end gap-2 self-center text-sm">{actions}</div>}
    </li>
  );
}

/**
 * "45,000 km · In stock", the status coloured by whether the car can still be bought; just the
 * status for a car without an odometer (a caravan: km null).
 */
export function KmAndStatus({
  km,
  status,
  buyable,
}: {
  km: string | null;
  status: string;
  buyable: boolean;
}) {
  return (
    <p className="text-sm text-ink/80">
      {km && `${km} · `}
      <span className={buyable ? "text-green-800" : "text-red-700"}>{status}</span>
    </p>
  );
}
