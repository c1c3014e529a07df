import { hasOdometer, vehicleWords } from "#domain/vehicle-words";
import { useEffect, useState, useSyncExternalStore, type Dispatch, type SetStateAction } from "react";
import { data, useNavigate } from "react-router";
import { Link } from "~/components/ui/link";
import { and, eq, inArray } from "drizzle-orm";
import { isAvailable, statusLabel } from "#domain/availability";
import { getPriceDisplay } from "#domain/price-display";
import { readSlugList } from "#domain/slug";
import { ownValue } from "#domain/own-key";
import { cars } from "#server/db/schema";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import type { FavouriteCar } from "~/components/search/favourite-button";
import { COMPARE_MAX, compareHref } from "~/components/search/compare-list";
import { buttonVariants } from "~/components/ui/button";
import { CarRow, KmAndStatus } from "~/components/account/car-row";
import { Icon } from "~/components/ui/icon";
import { formatKm, formatMoney } from "~/lib/format";
import { readSiteList, subscribeSiteStorage, writeSiteList } from "~/lib/site-storage";
import type { Route } from "./+types/favourites";

/*
 * /favourites: the cars a buyer has hearted [VSD §3 Favourite "kept in local storage per site"],
 * with each car's price and status as they are now, and compare from here (up to 3). The list
 * lives in the buyer's browser, so the page asks for it by address (?cars=slug,slug): the server
 * answers what each car is today, and a car no longer listed says so.
 */
const MAX_FAVOURITES = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  if (!site.favourites.enabled) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const requested = readSlugList(url.searchParams.get("cars"), MAX_FAVOURITES);
  const { database } = await getRuntime();
  const rows = requested.length
    ? await database.db
        .select()
        .from(cars)
        .where(and(eq(cars.site_id, site.id), inArray(cars.slug, requested)))
    : [];
  return {
    siteName: site.name,
    siteSlug: site.slug,
    words: vehicleWords(site.search.vehicle_kinds),
    compare: site.favourites.compare_enabled,
    requested,
    cars: Object.fromEntries(
      rows.map((car) => {
        const price = getPriceDisplay(car, site.labels);
        return [
          car.slug,
          {
            name: car.name,
            image: car.images[0]?.src ?? null,
            km: hasOdometer(car.vehicle_kind) ? car.km : null,
            available: isAvailable(car.status),
            reserved: car.reserved,
            statusLabel: statusLabel(car),
            price: price.kind === "price" ? formatMoney(price.amount) : price.text,
          },
        ];
      }),
    ),
  };
}

export function meta({ data: page }: Route.MetaArgs) {
  return [{ title: `Favourites | ${page?.siteName ?? ""}` }, { name: "robots", content: "noindex" }];
}

type Page = Route.ComponentProps["loaderData"];

export default function Favourites({ loaderData: page }: Route.ComponentProps) {
  const { saved, slugs } = useHeartedCars(page.siteSlug, page.requested);
  const [picked, setPicked] = useState<string[]>([]);

  const remove = (slug: string) => {
    writeSiteList(
      page.siteSlug,
      "favourites",
      readSiteList<FavouriteCar>(page.siteSlug, "favourites").filter((f) => f.slug !== slug),
    );
    setPicked((list) => list.filter((s) => s !== slug));
  };
  const shown = slugs ?? page.requested;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight">Favourites</h1>
      <p className="mt-2 text-ink/80">
        The {page.words.many.toLowerCase()} you have hearted, kept in this browser, with their price and
        status as they are now.
      </p>
      {slugs === null && page.requested.length === 0 ? (
        <p className="mt-8 rounded-brand bg-muted p-6">
          Your favourites are kept in your browser. Turn on JavaScript to see them, or browse our{" "}
          <Link to="/search" className="font-semibold underline">
            stock
          </Link>
          .
        </p>
      ) : shown.length === 0 ? (
        <div className="mt-8 rounded-brand bg-muted p-6 text-center">
          <Icon name="heart" className="mx-auto size-8 text-ink/60" />
          <p className="mt-2 font-semibold">No favourites yet</p>
          <p className="mt-1 text-sm">Tap the heart on any {page.words.one.toLowerCase()} to keep it here.</p>
          <Link to="/search" className={`${buttonVariants()} mt-4`}>
            Browse stock
          </Link>
        </div>
      ) : (
        <>
          {page.compare && (
            <div className="mt-6 flex flex-wrap items-center gap-3">
              <p className="text-sm">
                Pick up to {COMPARE_MAX} to compare ({picked.length} picked).
              </p>
              {picked.length >= 2 ? (
                <Link to={compareHref(picked)} className={buttonVariants({ size: "sm" })}>
                  Compare {picked.length} {page.words.many.toLowerCase()}
                </Link>
              ) : null}
            </div>
          )}
          <ul className="mt-4 flex flex-col gap-3" aria-label={`Favourite ${page.words.many.toLowerCase()}`}>
            {shown.map((slug) => (
              <FavouriteRow
                key={slug}
                slug={slug}
                car={ownValue(page.cars, slug)}
                savedName={saved?.find((f) => f.slug === slug)?.name ?? slug}
                editable={slugs !== null}
                compare={page.compare}
                picked={picked}
                setPicked={setPicked}
                onRemove={remove}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * The hearted cars this browser holds (null on the server and before the page is interactive), and
 * the server asked for them by address whenever the list changes.
 */
function useHeartedCars(siteSlug: string, requested: string[]) {
  const navigate = useNavigate();
  const stored = useSyncExternalStore(
    subscribeSiteStorage,
    () =>
      JSON.stringify(
        readSiteList<FavouriteCar>(siteSlug, "favourites").map((f) => ({ slug: f.slug, name: f.name })),
      ),
    () => null,
  );
  const saved = stored === null ? null : (JSON.parse(stored) as { slug: string; name: string }[]);
  const slugs = saved === null ? null : saved.map((f) => f.slug).slice(0, MAX_FAVOURITES);

  useEffect(() => {
    if (slugs === null || slugs.join(",") === requested.join(",")) return;
    void navigate(
      slugs.length ? `/favourites?${new URLSearchParams({ cars: slugs.join(",") })}` : "/favourites",
      {
        replace: true,
        preventScrollReset: true,
      },
    );
  }, [stored]); // eslint-disable-line react-hooks/exhaustive-deps

  return { saved, slugs };
}

/** One hearted car: as it is today, or "No longer listed"; remove and compare once the list is read. */
function FavouriteRow({
  slug,
  car,
  savedName,
  editable,
  compare,
  picked,
  setPicked,
  onRemove,
}: {
  slug: string;
  car: Page["cars"][string] | undefined;
  /** The name the browser kept, for a car the server no longer lists. */
  savedName: string;
  editable: boolean;
  compare: boolean;
  picked: string[];
  setPicked: Dispatch<SetStateAction<string[]>>;
  onRemove: (slug: string) => void;
}) {
  return (
    <CarRow
      car={car ? { ...car, slug } : { slug, name: savedName, image: null }}
      listed={!!car}
      actions={
        editable && (
          <>
            <button type="button" onClick={() => onRemove(slug)} className="font-semibold underline">
              Remove<span className="sr-only"> {car?.name ?? savedName}</span>
            </button>
            {compare && car && (
              <label className="inline-flex items-center gap-1.5">
                <input
                  type="checkbox"
                  checked={picked.includes(slug)}
                  disabled={!picked.includes(slug) && picked.length >= COMPARE_MAX}
                  onChange={(event) =>
                    setPicked((list) =>
                      event.target.checked ? [...list, slug] : list.filter((s) => s !== slug),
                    )
                  }
                />
                Compare<span className="sr-only"> {car.name}</span>
              </label>
            )}
          </>
        )
      }
    >
      {car ? (
        <>
          <p className="text-lg font-extrabold">{car.price}</p>
          <KmAndStatus
            km={car.km === null ? null : formatKm(car.km)}
            status={car.statusLabel}
            buyable={car.available && !car.reserved}
          />
        </>
      ) : (
        <p className="text-sm text-red-700">No longer listed</p>
      )}
    </CarRow>
  );
}
