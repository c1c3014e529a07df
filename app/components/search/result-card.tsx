import { lazy, Suspense, useState } from "react";
import { Link } from "~/components/ui/link";
import { formatRates } from "#domain/finance-disclosure";
import { getPriceDisplay, getSubscriptionPerWeek } from "#domain/price-display";
import { conditionLabel } from "#domain/search-title";
import { getVehicleActions } from "#domain/vehicle-actions";
import { canFavourite, isEligibleForControls } from "#domain/card-controls";
import { getVehicleTag } from "#domain/vehicle-tag";
import { CompareToggle } from "~/components/search/compare";
import { FavouriteButton } from "~/components/search/favourite-button";
import { Icon } from "~/components/ui/icon";
import type { CardEnquiry as CardEnquiryKind } from "~/components/vehicle/card-enquiry-dialog";
import { WatchlistButton } from "~/components/search/watchlist-button";
import { formatKm, formatMoney, formatViews, imageSrcSet, imageUrl } from "~/lib/format";
import { PreloadImage } from "~/components/ui/preload-image";
import { cn } from "~/lib/utils";
import { VehicleBadges } from "~/components/ui/badge";
import type { CardSettings, ResultCar } from "#server/search/result-cards.server";
import { buttonVariants } from "~/components/ui/button";

export type { CardSettings, ResultCar };

const CARD_IMAGE_SIZES = "(min-width: 992px) 30vw, (min-width: 768px) 45vw, 100vw";

// Pure: a page that imports this module but draws no card (the vehicle page) leaves it out.
const CardEnquiryDialog = /* @__PURE__ */ lazy(() => import("~/components/vehicle/card-enquiry-dialog"));

/**
 * An enquiry about the car from its card: a link to the car page's enquiry form (which presets the
 * same subcategory and message), or with JavaScript a dialog on this page.
 */
function CardEnquiry({
  kind,
  car,
  settings,
  className,
  children,
}: {
  kind: CardEnquiryKind;
  car: ResultCar;
  settings: CardSettings;
  className: string;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link
        to={`/cars/${car.slug}?request=${kind}#enquire`}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className={className}
      >
        {children}
      </Link>
      {open && (
        <Suspense fallback={null}>
          <CardEnquiryDialog
            kind={kind}
            open={open}
            onOpenChange={setOpen}
            carName={car.name}
            settings={{ carSlug: car.slug, siteSlug: settings.siteSlug, ...settings.leadForm }}
          />
        </Suspense>
      )}
    </>
  );
}

export function ResultCard({
  car,
  settings,
  collapsedSold = 0,
  eager = false,
  priority = false,
}: {
  car: ResultCar;
  settings: CardSettings;
  collapsedSold?: number;
  eager?: boolean;
  /** The one image the page's first paint is likeliest to wait for. */
  priority?: boolean;
}) {
  const actions = getVehicleActions(car, {
    testDriveOnlyReplacesFinance: settings.testDriveOnlyReplacesFinance,
    comingSoonHidesTestDrive: settings.comingSoonHidesTestDrive,
    reserveEnabled: settings.reserve.enabled,
  });
  const available = actions.available;
  const tag = getVehicleTag(car, {
    electricTag: settings.electricTag,
    certifiedLogo: settings.certifiedLogo,
    reservedTag: settings.labels.reserved_tag,
    newArrivalTag: settings.labels.new_arrival_tag,
    soldTag: settings.labels.sold_tag,
    now: settings.now,
  });
  const price = getPriceDisplay(car, settings.labels);
  const subscription = getSubscriptionPerWeek(car);
  const href = `/cars/${car.slug}`;
  const financeHref = `${settings.financeLink}?${new URLSearchParams({
    vehiclePriceBudget: String(car.price),
    car_id: String(car.id),
    car_type: car.car_type,
  })}#finance-form`;
  const image = car.image ?? "draw/not-found";
  const attributes = [formatKm(car.km), car.simple_transmission, car.simple_body, car.simple_fuel].filter(
    (value): value is string => !!value,
  );

  return (
    <article className="result-card" aria-labelledby={`car-${car.id}`}>
      <div className="result-card-photo">
        {/* The photo opens the listing too, as on every car site; the title is the link for
            keyboards and screen readers, so this one stays out of their way. */}
        <Link to={href} tabIndex={-1} aria-hidden="true">
          {priority && <PreloadImage src={image} widths={[320, 480, 640]} sizes={CARD_IMAGE_SIZES} />}
          <img
            src={imageUrl(image, { w: 480 })}
            srcSet={imageSrcSet(image, [320, 480, 640])}
            sizes={CARD_IMAGE_SIZES}
            alt={car.image ? car.name : ""}
            width={480}
            height={320}
            loading={eager ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
            className={available ? undefined : "opacity-70 grayscale"}
          />
        </Link>
        <div className="result-card-badges">
          <VehicleBadges condition={conditionLabel(car.car_type, settings.labels.used)} tag={tag} />
        </div>
        {canFavourite(car, settings.favourites) && (
          <FavouriteButton
            siteSlug={settings.siteSlug}
            car={{
              id: car.id,
              name: car.name,
              slug: car.slug,
              make: car.make,
              model: car.model,
              primary_image_url: car.image,
            }}
          />
        )}
        {!car.image && (
          <CardEnquiry
            kind="photos"
            car={car}
            settings={settings}
            className="absolute inset-x-0 bottom-0 z-10 flex items-center justify-center gap-2 bg-gray-900/80 py-2 text-sm font-semibold text-white hover:bg-gray-900"
          >
            <Icon name="camera" className="size-4" /> Request photos
          </CardEnquiry>
        )}
        {car.image && settings.showLocation && car.city && (
          <span className="result-card-place icon-before i-map-pin">{car.location_name}</span>
        )}
      </div>

      <div className="result-card-body">
        <h3 id={`car-${car.id}`}>
          <Link to={href}>{`${car.year} ${car.make} ${car.model}`}</Link>
        </h3>
        {(car.badge || car.series) && (
          <p className="result-card-sub">{[car.badge, car.series].filter(Boolean).join(" ")}</p>
        )}
        <ul className="chips" aria-label="Key details">
          {attributes.map((attribute, i) => (
            <li key={attribute} className={i === 0 ? "icon-before i-gauge" : undefined}>
              {attribute}
            </li>
          ))}
        </ul>
        {isEligibleForControls(car, settings.favourites.eligibility) &&
          (settings.favourites.compare_enabled || settings.favourites.watchlist_enabled) && (
            <div className="result-card-controls">
              {settings.favourites.compare_enabled && (
                <CompareToggle
                  siteSlug={settings.siteSlug}
                  car={{ id: car.id, slug: car.slug, name: car.name }}
                />
              )}
              {settings.favourites.watchlist_enabled && (
                <WatchlistButton
                  siteSlug={settings.siteSlug}
                  car={{ id: car.id, name: car.name, status: car.status }}
                />
              )}
            </div>
          )}

        <div className="result-card-price">
          {price.kind === "price" && price.was && (
            <p className="text-sm text-ink/70">
              <span className="sr-only">Was </span>
              <s>{formatMoney(price.was)}</s>
            </p>
          )}
          <p className="price">
            {price.kind === "text" ? (
              <span className="text-lg">{price.text}</span>
            ) : (
              <data value={price.amount}>{formatMoney(price.amount)}</data>
            )}
            {price.kind === "price" && car.price_type && <small>{car.price_type}</small>}
          </p>
          {subscription !== null && (
            <p className="text-sm">
              Subscription <span className="font-semibold">{formatMoney(subscription)}</span> per week
            </p>
          )}
          {actions.finance && car.weekly_payment !== null && (
            <p className="text-sm">
              <span className="font-semibold">{formatMoney(car.weekly_payment)}</span>
              {" per week "}
              <span className="text-ink/70">(est.)</span>
              {car.interest_rate !== null && car.comparison_rate !== null && (
                <span className="block text-xs text-ink/75">
                  {`${formatRates(car.interest_rate, car.comparison_rate)}*`}
                </span>
              )}
            </p>
          )}
          {settings.showViewCount && car.views > 0 && (
            <p className="result-card-views icon-before i-eye">{formatViews(car.views)}</p>
          )}
        </div>

        <div className="result-card-actions">
          {available ? (
            <>
              <Link to={href} className={cn(buttonVariants({ size: "compact" }), "col-span-2")}>
                View Details
              </Link>
              <Link
                to={`${href}#enquire`}
                className={buttonVariants({ variant: "outline", size: "compact" })}
              >
                {settings.labels.enquire_button}
              </Link>
              {actions.finance ? (
                <Link to={financeHref} className={buttonVariants({ variant: "outline", size: "compact" })}>
                  Get Finance
                </Link>
              ) : (
                actions.testDrive && (
                  <Link
                    to={`${href}#test-drive`}
                    className={buttonVariants({ variant: "outline", size: "compact" })}
                  >
                    Book a Test Drive
                  </Link>
                )
              )}
              {actions.reserve && (
                <Link
                  to={`${href}/${settings.reserve.path}`}
                  className={cn(buttonVariants({ variant: "accent", size: "compact" }), "col-span-2")}
                >
                  {settings.reserve.label}
                </Link>
              )}
            </>
          ) : (
            <CardEnquiry
              kind="similar"
              car={car}
              settings={settings}
              className={cn(buttonVariants({ size: "compact" }), "col-span-2")}
            >
              Find Me Something Similar
            </CardEnquiry>
          )}
        </div>
        {collapsedSold > 0 && (
          <p className="text-center text-xs text-ink/70">
            and {collapsedSold} more recently sold {collapsedSold === 1 ? "car" : "cars"}
          </p>
        )}
      </div>
    </article>
  );
}
