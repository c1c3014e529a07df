import { cn } from "~/lib/utils";
import { isIllustration } from "#domain/illustration";
import { Suspense, useState } from "react";
import { Link, LinkScope } from "~/components/ui/link";
import { formatRates } from "#domain/finance-disclosure";
import { getPriceDisplay, getSubscriptionPerWeek } from "#domain/price-display";
import { conditionLabel } from "#domain/search-title";
import { financeEnquiryHref, getVehicleActions, type VehicleActions } from "#domain/vehicle-actions";
import { canFavourite, isEligibleForControls } from "#domain/card-controls";
import { getVehicleTag } from "#domain/vehicle-tag";
import { hasOdometer } from "#domain/vehicle-words";
import { CompareToggle } from "~/components/search/compare";
import { FavouriteButton, favouriteCar } from "~/components/search/favourite-button";
import { Icon } from "~/components/ui/icon";
import type { CardEnquiry as CardEnquiryKind } from "~/components/vehicle/card-enquiry-dialog";
import { WatchlistButton } from "~/components/search/watchlist-button";
import { formatKm, formatMoney, formatViews, imageSrcSet, imageUrl } from "~/lib/format";
import { PreloadImage } from "~/components/ui/preload-image";
import { VehicleBadges } from "~/components/ui/badge";
import type { CardSettings, ResultCar } from "#server/search/result-cards.server";
import { buttonVariants } from "~/components/ui/button";
import { lazyWithRetry } from "~/lib/lazy-with-retry";
import { carPath } from "#domain/car-url";

export type { CardSettings, ResultCar };

/** A card's buttons: sized, and laid out two to a row or one, by `.result-card-actions` (app.css). */
const CARD_BUTTON = {
  brand: buttonVariants({ size: null }),
  outline: buttonVariants({ variant: "outline", size: null }),
  accent: buttonVariants({ variant: "accent", size: null }),
};

const CARD_IMAGE_SIZES = "(min-width:992px) 30vw,(min-width:768px) 45vw,100vw";

// Pure: a page that imports this module but draws no card (the vehicle page) leaves it out.
const CardEnquiryDialog = /* @__PURE__ */ lazyWithRetry(
  () => import("~/components/vehicle/card-enquiry-dialog"),
);

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
        to={`${carPath(car.slug)}?request=${kind}#enquire`}
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
  const href = carPath(car.slug);
  // A caravan has no odometer: its card shows no kilometres.
  const km = hasOdometer(car.vehicle_kind) ? formatKm(car.km) : null;
  const attributes = [km, car.simple_transmission, car.simple_body, car.simple_fuel].filter(
    (value): value is string => !!value,
  );

  return (
    // Every link of the card goes to a page of the site: the card carries the one mark for them.
    <article className="result-card" aria-labelledby={`car-${car.id}`} data-nav="">
      <LinkScope value={true}>
        <CardPhoto
          car={car}
          settings={settings}
          available={actions.available}
          eager={eager}
          priority={priority}
        />

        <div className="card-body">
          <h3 id={`car-${car.id}`}>
            <Link to={href}>{`${car.year} ${car.make} ${car.model}`}</Link>
          </h3>
          {(car.badge || car.series) && (
            <p className="card-sub">{[car.badge, car.series].filter(Boolean).join(" ")}</p>
          )}
          <ul className="chips" aria-label="Key details">
            {attributes.map((attribute) => (
              <li key={attribute} className={attribute === km ? "i-gauge" : undefined}>
                {attribute}
              </li>
            ))}
          </ul>
          <CardControls car={car} settings={settings} />

          <CardPrice car={car} settings={settings} finance={actions.finance} />

          <CardActions car={car} settings={settings} actions={actions} href={href} />
          {collapsedSold > 0 && (
            <p className="text-center text-xs text-ink/70">
              and {collapsedSold} more recently sold{" "}
              {(collapsedSold === 1 ? settings.words.one : settings.words.many).toLowerCase()}
            </p>
          )}
        </div>
      </LinkScope>
    </article>
  );
}

type CardPart = { car: ResultCar; settings: CardSettings };

/** The photo with its badges, the heart, and the place or the Illustration label over it. */
function CardPhoto({
  car,
  settings,
  available,
  eager,
  priority,
}: CardPart & { available: boolean; eager: boolean; priority: boolean }) {
  const tag = getVehicleTag(car, {
    electricTag: settings.electricTag,
    certifiedLogo: settings.certifiedLogo,
    reservedTag: settings.labels.reserved_tag,
    newArrivalTag: settings.labels.new_arrival_tag,
    soldTag: settings.labels.sold_tag,
    now: settings.now,
  });
  const image = car.image ?? "draw/not-found";
  return (
    <div className="card-photo">
      {/* The photo opens the listing too, as on every car site: the title's link reaches over
          it (app.css), so keyboards and screen readers meet one link, not two. */}
      {priority && <PreloadImage src={image} widths={[320, 480, 640]} sizes={CARD_IMAGE_SIZES} />}
      <img
        src={imageUrl(image, { w: 480 })}
        srcSet={imageSrcSet(image, [320, 480, 640])}
        sizes={CARD_IMAGE_SIZES}
        alt={car.image ? (isIllustration(car.image) ? `Illustration of the ${car.name}` : car.name) : ""}
        width={480}
        height={320}
        loading={eager ? undefined : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        className={available ? undefined : "opacity-70 grayscale"}
      />
      <div className="card-badges">
        <VehicleBadges condition={conditionLabel(car.car_type, settings.labels.used)} tag={tag} />
      </div>
      {canFavourite(car, settings.favourites) && (
        <FavouriteButton siteSlug={settings.siteSlug} car={favouriteCar(car, car.image)} />
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
        // Beside the Illustration label the place gives way, cut short, never under it.
        <span
          className={cn("card-place i-map-pin", isIllustration(car.image) && "max-w-[calc(100%-6.5rem)]")}
        >
          <span className="min-w-0 truncate">{car.location_name}</span>
        </span>
      )}
      {car.image && isIllustration(car.image) && <span className="card-illustration">Illustration</span>}
    </div>
  );
}

/** Compare and watch, on the cars the site lets the buyer keep. */
function CardControls({ car, settings }: CardPart) {
  if (
    !isEligibleForControls(car, settings.favourites.eligibility) ||
    !(settings.favourites.compare_enabled || settings.favourites.watchlist_enabled)
  )
    return null;
  return (
    <div className="card-controls">
      {settings.favourites.compare_enabled && (
        <CompareToggle
          siteSlug={settings.siteSlug}
          car={{ id: car.id, slug: car.slug, name: car.name }}
          words={settings.words}
        />
      )}
      {settings.favourites.watchlist_enabled && (
        <WatchlistButton
          siteSlug={settings.siteSlug}
          car={{ id: car.id, name: car.name, status: car.status }}
        />
      )}
    </div>
  );
}

/** The price (and the one it was), the subscription, the weekly repayment and the views. */
function CardPrice({ car, settings, finance }: CardPart & { finance: boolean }) {
  const price = getPriceDisplay(car, settings.labels);
  const subscription = getSubscriptionPerWeek(car);
  return (
    <div className="card-price">
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
      {finance && car.weekly_payment !== null && (
        <p className="card-weekly">
          <b>{formatMoney(car.weekly_payment)}</b>
          {" per week "}
          <span>(est.)</span>
          {car.interest_rate !== null && car.comparison_rate !== null && (
            <small>{`${formatRates(car.interest_rate, car.comparison_rate)}*`}</small>
          )}
        </p>
      )}
      {settings.showViewCount && car.views > 0 && (
        <p className="card-views i-eye">{formatViews(car.views)}</p>
      )}
    </div>
  );
}

/** The buttons of a car for sale, or of a sold one: 'Find Me Something Similar'. */
function CardActions({ car, settings, actions, href }: CardPart & { actions: VehicleActions; href: string }) {
  const financeHref = financeEnquiryHref(
    settings.financeLink,
    car,
    settings.dealershipSlugs[car.dealership_id],
  );
  return (
    <div className="card-actions">
      {actions.available ? (
        <>
          <Link to={href} className={CARD_BUTTON.brand}>
            View Details
          </Link>
          <Link to={`${href}#enquire`} className={CARD_BUTTON.outline}>
            {settings.labels.enquire_button}
          </Link>
          {actions.finance ? (
            <Link to={financeHref} className={CARD_BUTTON.outline}>
              Get Finance
            </Link>
          ) : (
            actions.testDrive && (
              <Link to={`${href}#test-drive`} className={CARD_BUTTON.outline}>
                Book a Test Drive
              </Link>
            )
          )}
          {actions.reserve && (
            <Link to={`${href}/${settings.reserve.path}`} className={CARD_BUTTON.accent}>
              {settings.reserve.label}
            </Link>
          )}
        </>
      ) : (
        <CardEnquiry kind="similar" car={car} settings={settings} className={CARD_BUTTON.brand}>
          Find Me Something Similar
        </CardEnquiry>
      )}
    </div>
  );
}
