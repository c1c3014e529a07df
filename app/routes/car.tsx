import { Camera, Eye, Gauge, MapPin, Settings2, Car as CarIcon, X } from "lucide-react";
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { Await, data, Link, redirect, useActionData, type ShouldRevalidateFunctionArgs } from "react-router";
import { EVENT, getLeadEventId } from "#domain/lead-events";
import { calendarDate } from "#domain/rego-expiry";
import { createLead } from "#server/leads/leads.server";
import { answerDelivery, getVehiclePageData } from "#server/models/vehicle-page.server";
import { getHistoryReportUrl } from "#server/models/history-reports.server";
import { isFuelCostShown } from "#domain/fuel-cost";
import { getSimilarCars, getVehicle, getVehicleViews } from "#server/models/vehicles.server";
import { getLogger, serializeError } from "#server/log.server";
import { requestContext, siteContext } from "#server/request-context.server";
import { readFormFields } from "#server/security/form.server";
import { retryAfterHeaders } from "#server/security/rate-limit.server";
import { getRuntime } from "#server/runtime.server";
import { getCardSettings, toResultCar } from "#server/search/result-cards.server";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { ResultCard } from "~/components/search/result-card";
import { CallBox } from "~/components/vehicle/call-box";
import { Gallery, THUMBNAILS_OVER } from "~/components/vehicle/gallery";
import { InteriorViewer, SpinViewer } from "~/components/vehicle/spin-viewer";
import { PriceComparisonWidget } from "~/components/vehicle/price-comparison";
import { DeliveryCalculator, FuelCostCalculator } from "~/components/vehicle/calculators";
import { ShareBar } from "~/components/vehicle/share-bar";
import { StickyFooter, StickyHeader, useScrolledPast } from "~/components/vehicle/sticky-bars";
import { FavouriteButton } from "~/components/search/favourite-button";
import { WatchlistButton } from "~/components/search/watchlist-button";
import { isEligibleForControls } from "#domain/card-controls";
import { canFavourite } from "~/components/search/result-card";
import { readSiteList, writeSiteList } from "~/lib/site-storage";
import { EnquiryForm, TestDriveForm, type LeadFormSettings } from "~/components/vehicle/lead-forms";
import {
  BulletList,
  DealerComments,
  FeatureList,
  FullSpecifications,
  KeyInformation,
  ReserveOnline,
  VehicleTabs,
  type VehicleTab,
} from "~/components/vehicle/vehicle-details";
import { formatKm, formatMoney, formatViews, imageUrl } from "~/lib/format";
import { createEnquirySchema, createTestDriveSchema } from "~/lib/lead-form-schemas";
import {
  FIND_SIMILAR_MESSAGE,
  HONEYPOT_FIELD,
  REQUEST_PHOTOS_MESSAGE,
  toFieldErrors,
  typedLeadValues,
} from "~/lib/lead-forms";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/car";

/*
 * /cars/{slug}: the vehicle detail page [VSD §2 Vehicle detail page]. Critical data is awaited (a
 * car of another site, or none, is a 404); similar cars and the view count stream in after and can
 * never break the page [ARCHITECTURE rule 5]. Lead forms post here (intent: enquire, test-drive,
 * reveal) and are stored with their deliveries before the buyer sees "success" [rule 6].
 */

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { database, services, env } = await getRuntime();
  const db = database.db;
  const car = await getVehicle(db, site, params.slug);
  if (!car) throw data(null, { status: 404 });
  const now = new Date();
  const url = new URL(request.url);
  const page = await getVehiclePageData(db, site, car, now);
  const origin = url.origin;
  const canonical = `${origin}/cars/${car.slug}`;
  const cardSettings = getCardSettings(site, now);

  const similar = getSimilarCars(db, site, car, now)
    .then((hits) => hits.map(toResultCar))
    .catch((error: unknown) => {
      getLogger().warn({ err: serializeError(error) }, "similar cars failed");
      return [];
    });
  // A page request only reads the count: the browser counts its view with a POST (useCountView),
  // so robots, prefetches and links from elsewhere change nothing [ARCHITECTURE rule 11].
  const views = getVehicleViews(db, site, car.slug).catch((error: unknown) => {
    getLogger().warn({ err: serializeError(error) }, "view count failed");
    return null;
  });

  // [VSD §8] "Price comparison fetch failure: logs 'Failed to fetch auto gauge data.' and shows
  // nothing"; "empty data: throws 'No data returned', caught; nothing shown".
  const comparison = page.autogauge
    ? services.marketPrice
        .compare(car)
        .then((result) => {
          if (!result) throw new Error("No data returned");
          return result;
        })
        .catch((error: unknown) => {
          if ((error as Error).message !== "No data returned")
            getLogger().warn({ err: serializeError(error) }, "Failed to fetch auto gauge data.");
          return null;
        })
    : null;

  const postcode = url.searchParams.get("postcode");
  const delivery =
    postcode !== null ? await answerDelivery(services.delivery, page.location.point, postcode) : null;

  const historyReport = page.actions.historyReport
    ? await getHistoryReportUrl(env.DATA_DIR, site.slug, car.history_file)
    : null;

  return {
    ...page,
    historyReport,
    comparison,
    delivery,
    postcode: postcode ?? "",
    fuelCost: isFuelCostShown(car),
    canonical,
    origin,
    siteName: site.name,
    siteSlug: site.slug,
    formKey: crypto.randomUUID(),
    today: calendarDate(now, site.time_zone),
    // A card's "Request photos" or "Find Me Something Similar" without JavaScript lands here.
    request:
      (["photos", "similar"] as const).find((kind) => kind === url.searchParams.get("request")) ?? null,
    expanded: {
      specs: url.searchParams.get("specs") === "all",
      comments: url.searchParams.get("comments") === "all",
      features: url.searchParams.get("features") === "all",
      tab: url.searchParams.get("tab"),
    },
    view: getInitialView(url.searchParams.get("view"), page.spin, site.vehicle.spin_default_view),
    settings: {
      labels: site.labels,
      usedLabel: site.labels.used,
      phoneDirect: site.vehicle.phone_display === "direct",
      thumbnails:
        page.images.length > THUMBNAILS_OVER &&
        (!site.vehicle.thumbnails_require_in_stock || car.status === "in_stock"),
      showViewCount: site.vehicle.show_view_count,
      messageRequired: site.forms.enquiry_message_required,
      termsNotice: site.forms.terms_notice,
      financeLink: site.finance.link,
      exampleRate: site.finance.example_rate,
      exampleComparisonRate: site.finance.example_comparison_rate,
      reserve: {
        href: `/cars/${car.slug}/${site.commerce.reserve_path}`,
        label: site.commerce.reserve_label,
        deposit: site.commerce.deposit,
        holdHours: site.commerce.hold_hours,
        moneyBack: car.car_type === "used" ? site.commerce.money_back_guarantee : null,
      },
      tabs: site.vehicle.tabs,
      stickyOffset: site.vehicle.sticky_header_offset,
      favourites: site.favourites,
    },
    cardSettings,
    similar,
    views,
  };
}

type MediaView = "spin" | "images" | "interior";

/** [VSD §4 Spin viewer] "Views: spinner (default), gallery (default for one dealer), interior." */
function getInitialView(
  requested: string | null,
  spin: { interior: string | null } | null,
  siteDefault: "spinner" | "gallery",
): MediaView {
  if (!spin) return "images";
  if (requested === "images" || requested === "spin") return requested;
  if (requested === "interior" && spin.interior) return "interior";
  return siteDefault === "gallery" ? "images" : "spin";
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const { ip } = context.get(requestContext);
  const { database, rateLimiter } = await getRuntime();
  const db = database.db;
  const car = await getVehicle(db, site, params.slug);
  if (!car) throw data(null, { status: 404 });
  const form = await readFormFields(request);
  const intent = form.intent;
  const successUrl = (category: string) =>
    `/success?${new URLSearchParams({ category, car_type: car.car_type, car: car.slug })}`;

  // A robot filled the field no person sees: answer as if all went well, store nothing.
  if (form[HONEYPOT_FIELD])
    throw redirect(successUrl(intent === "test-drive" ? "Test Drive" : "Vehicle Enquiry"));

  const vehicle = {
    car_id: car.id,
    dealership_id: car.dealership_id,
    location_id: car.location_id,
  };
  const leadAttributes = {
    dealership_slug: site.dealerships.find((d) => d.id === car.dealership_id)?.slug ?? null,
    stock_number: car.stocknum,
    "Vehicle Make": car.make,
    "Vehicle Model": car.model,
    car_type: car.car_type,
    vehicle_status: car.status,
    url: `/cars/${car.slug}`,
    user_agent: request.headers.get("user-agent"),
    source: "vehicle page",
  };

  if (intent === "reveal") {
    // [VSD §7] "Lead reveal on phone reveal: car_id, dealership_id, website_id" (and event 25).
    // [VSD §8] "Reveal-call failure: Logged only": over the limit the number still shows, unrecorded.
    const allowed = await rateLimiter.consume(site, "tracking", { ip });
    if (!allowed.ok) return data({ revealed: true }, { status: 429, headers: retryAfterHeaders(allowed) });
    await createLead(db, site, {
      category: "Phone Reveal",
      ...vehicle,
      payload: { ...leadAttributes, website_id: site.id },
      event_id: EVENT.phoneClick,
      channels: [],
    });
    return { revealed: true };
  }

  if (intent === "enquire" || intent === "test-drive") {
    const schema =
      intent === "enquire"
        ? createEnquirySchema({ messageRequired: site.forms.enquiry_message_required })
        : createTestDriveSchema({ today: calendarDate(new Date(), site.time_zone) });
    const parsed = schema.safeParse(form);
    // What the buyer typed goes back into the form, each field cut to the most it may hold.
    const values = typedLeadValues(form);
    if (!parsed.success)
      return data({ intent, errors: toFieldErrors(parsed.error), values }, { status: 400 });
    const fields = parsed.data as {
      name: string;
      email: string;
      phone: string;
      message: string;
      opt_in: boolean;
      idempotency_key?: string;
      subcategory?: string;
      date?: string;
      time?: string;
    };
    const allowed = await rateLimiter.consume(site, "lead", { ip, phone: fields.phone });
    if (!allowed.ok)
      return data(
        { intent, errors: { form: allowed.message }, values },
        { status: 429, headers: retryAfterHeaders(allowed) },
      );
    const category = intent === "enquire" ? "Vehicle Enquiry" : "Test Drive";
    await createLead(db, site, {
      category,
      subcategory: fields.subcategory ?? null,
      ...vehicle,
      name: fields.name,
      email: fields.email,
      phone: fields.phone,
      message: fields.message || null,
      opt_in: fields.opt_in,
      payload: {
        ...leadAttributes,
        ...(intent === "test-drive" && {
          preferred_date: fields.date || null,
          preferred_time: fields.time || null,
        }),
      },
      idempotency_key: fields.idempotency_key ? `${intent}:${fields.idempotency_key}` : null,
      event_id: getLeadEventId(intent === "enquire" ? "enquiry" : "test-drive", car),
    });
    throw redirect(successUrl(category));
  }

  return data({ intent: "unknown", errors: { form: "Unknown request." }, values: {} }, { status: 400 });
}

/** A phone reveal changes nothing else on the page: no reload of the car (nor a second view). */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "reveal") return false;
  return defaultShouldRevalidate;
}

/** A refused post's Retry-After reaches the browser: React Router passes on only what a route names. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [{ title: "Vehicle not found" }];
  const { car } = page;
  const title = `${car.name} for Sale | ${page.siteName}`;
  const priceText = page.price.kind === "text" ? page.price.text : formatMoney(page.price.amount);
  const description = [
    `${car.car_type === "used" ? page.settings.usedLabel : car.car_type === "new" ? "New" : "Demo"} ${car.name}`,
    priceText,
    formatKm(car.km),
    car.simple_transmission,
    car.colour,
    `at ${page.location.name}, ${page.location.city} ${page.location.state}.`,
  ]
    .filter(Boolean)
    .join(", ");
  const image = page.images[0]
    ? `${page.origin}${imageUrl(page.images[0].src, { w: 1200, fm: "jpeg" })}`
    : null;
  const tags: Route.MetaDescriptors = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: page.canonical },
    { property: "og:type", content: "product" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: page.canonical },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { "script:ld+json": vehicleJsonLd(page, image) },
  ];
  // Sold and hidden cars are not for search engines [issue 4].
  if (!car.available || car.hidden) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** schema.org Car with an Offer in AUD, mileage in km and availability. */
function vehicleJsonLd(page: Route.ComponentProps["loaderData"], image: string | null) {
  const { car } = page;
  return {
    "@context": "https://schema.org",
    "@type": "Car",
    name: car.name,
    url: page.canonical,
    ...(image && { image }),
    brand: { "@type": "Brand", name: car.make },
    manufacturer: car.make,
    model: car.model,
    vehicleModelDate: String(car.year),
    ...(car.vin && { vehicleIdentificationNumber: car.vin }),
    sku: car.stocknum,
    ...(car.colour && { color: car.colour }),
    ...(car.simple_body && { bodyType: car.simple_body }),
    ...(car.fuel && { fuelType: car.fuel }),
    ...(car.simple_transmission && { vehicleTransmission: car.simple_transmission }),
    itemCondition:
      car.car_type === "new" ? "https://schema.org/NewCondition" : "https://schema.org/UsedCondition",
    mileageFromOdometer: { "@type": "QuantitativeValue", value: car.km, unitCode: "KMT" },
    offers: {
      "@type": "Offer",
      priceCurrency: "AUD",
      ...(page.price.kind === "price" && { price: page.price.amount }),
      availability: car.available ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      url: page.canonical,
      seller: { "@type": "AutoDealer", name: page.dealership.name },
    },
  };
}

const LeadDialogs = lazy(() => import("~/components/vehicle/lead-dialogs"));

/** True from the first time `when` is true. */
function useLoadedOnce(when: boolean) {
  const [loaded, setLoaded] = useState(when);
  if (when && !loaded) setLoaded(true);
  return loaded;
}

const subscribeNothing = () => () => {};
function useHydrated() {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

export type LeadDialog = null | "enquire" | "test-drive" | "photos" | "similar";

export default function CarPage({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  const { car, settings } = page;
  const actionData = useActionData<typeof action>();
  const result = actionData && "errors" in actionData ? actionData : null;
  const [dialog, setDialog] = useState<LeadDialog>(null);
  // The dialogs' code loads the first time a buyer opens one.
  const dialogLoaded = useLoadedOnce(dialog !== null);
  const hydrated = useHydrated();
  const scrolled = useScrolledPast(settings.stickyOffset);
  useRememberViewed(page.siteSlug, car);
  useCountView(page.siteSlug, car.id, car.slug);
  const formSettings: LeadFormSettings = {
    carSlug: car.slug,
    formKey: page.formKey,
    messageRequired: settings.messageRequired,
    optInText: settings.labels.opt_in_text,
    termsNotice: settings.termsNotice,
    today: page.today,
  };
  const financeHref = `${settings.financeLink}?${new URLSearchParams({
    preferredDealership: page.dealership.slug,
    vehiclePriceBudget: String(car.price),
    car_id: String(car.id),
    car_type: car.car_type,
    ...(car.vin ? { vin: car.vin } : {}),
  })}#finance-form`;
  const condition = car.car_type === "used" ? settings.usedLabel : car.car_type === "new" ? "New" : "Demo";
  /** A link to a form on the page that opens it in a dialog once JavaScript runs. */
  const openDialog = (which: Exclude<LeadDialog, null>) => (event: React.MouseEvent) => {
    event.preventDefault();
    setDialog(which);
  };

  const tabs: VehicleTab[] = [
    {
      id: "comments",
      label: settings.labels.dealer_comments_title,
      content: (
        <DealerComments
          html={page.comments.html}
          collapsed={page.comments.collapsed}
          pending={"pending" in page.comments ? page.comments.pending : undefined}
          expanded={page.expanded.comments}
        />
      ),
    },
    {
      id: "included",
      label: "What's Included",
      content: <BulletList items={settings.tabs.whats_included} />,
    },
    { id: "why-buy", label: "Why Buy From Us?", content: <BulletList items={settings.tabs.why_buy} /> },
    {
      id: "reserve",
      label: "Reserve Online",
      content: (
        <ReserveOnline
          deposit={formatMoney(settings.reserve.deposit)}
          holdHours={settings.reserve.holdHours}
          reserveHref={settings.reserve.href}
          reserveLabel={settings.reserve.label}
          canReserve={page.actions.reserve}
          moneyBack={settings.reserve.moneyBack}
        />
      ),
    },
    {
      id: "protect",
      label: "Protect Your Car",
      content: (
        <div className="space-y-3">
          <p>Ask us about protecting your {car.make} from day one:</p>
          <BulletList items={settings.tabs.protect} />
        </div>
      ),
    },
    ...(car.standard_equipment.length > 0
      ? [
          {
            id: "features",
            label: "Features",
            content: <FeatureList features={car.standard_equipment} expanded={page.expanded.features} />,
          },
        ]
      : []),
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-24 lg:pb-10">
      <StickyHeader
        visible={scrolled}
        image={page.images[0]?.src ?? null}
        name={car.name}
        details={[car.simple_body, car.simple_transmission].filter(Boolean).join(" · ")}
        price={page.price.kind === "text" ? page.price.text : formatMoney(page.price.amount)}
        priceType={page.price.kind === "price" ? car.price_type : null}
        weekly={page.actions.finance ? (page.finance?.weekly ?? null) : null}
        rate={page.finance?.interestRate ?? settings.exampleRate}
        financeHref={page.actions.finance ? financeHref : null}
        tradeInHref={page.actions.tradeIn ? `/cars/trade-in?car_id=${car.id}` : null}
      />
      <LocationAnnouncement
        key={car.id}
        text={`This vehicle is at ${page.location.name}, ${page.location.city} ${page.location.state}.`}
        dismissible={hydrated}
      />
      <Breadcrumbs crumbs={page.crumbs} />

      <div className="mt-4 grid gap-6 lg:grid-cols-12">
        <div className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-20 lg:col-span-7 lg:self-start">
          <MediaViewer
            name={car.name}
            spin={page.spin}
            initial={page.view}
            gallery={
              <Gallery
                name={car.name}
                images={page.images}
                video={page.video}
                showThumbnails={settings.thumbnails}
                dimmed={!car.available}
              >
                <div className="pointer-events-none absolute top-2 left-2 flex flex-wrap gap-1.5">
                  <span className="rounded-brand bg-surface/95 px-2 py-0.5 text-xs font-semibold">
                    {condition}
                  </span>
                  {page.tag && (
                    <span
                      className={cn(
                        "rounded-brand px-2 py-0.5 text-xs font-bold uppercase",
                        page.tag.kind === "sold"
                          ? "bg-gray-900 text-white"
                          : page.tag.kind === "custom" && page.tag.tone === "green"
                            ? "bg-green-700 text-white"
                            : page.tag.kind === "custom"
                              ? "bg-red-700 text-white"
                              : page.tag.kind === "reserved"
                                ? "bg-amber-400 text-gray-900"
                                : "bg-accent text-accent-foreground",
                      )}
                    >
                      {page.tag.text}
                    </span>
                  )}
                </div>
                {canFavourite(
                  { car_type: car.car_type, price: car.price, photos_count: page.images.length },
                  settings.favourites,
                ) && (
                  <FavouriteButton
                    siteSlug={page.siteSlug}
                    car={{
                      id: car.id,
                      name: car.name,
                      slug: car.slug,
                      make: car.make,
                      model: car.model,
                      primary_image_url: page.images[0]?.src ?? null,
                    }}
                  />
                )}
                {page.images.length === 0 && (
                  <a
                    href="?request=photos#enquire"
                    onClick={openDialog("photos")}
                    className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-2 bg-gray-900/80 py-2.5 text-sm font-semibold text-white hover:bg-gray-900"
                  >
                    <Camera aria-hidden="true" className="size-4" /> Request photos
                  </a>
                )}
              </Gallery>
            }
          />
        </div>

        <aside className="flex min-w-0 flex-col gap-4 lg:col-span-5" aria-label="Price and actions">
          <div className="rounded-brand bg-surface p-4 ring-1 ring-black/10 sm:p-5">
            <h1 className="text-2xl leading-tight font-extrabold sm:text-3xl">
              {car.year} {car.make} {car.model}
              {car.badge && (
                <span className="block text-lg font-semibold text-ink/80">
                  {[car.badge, car.series].filter(Boolean).join(" ")}
                </span>
              )}
            </h1>
            <ul className="mt-3 flex flex-wrap gap-2 text-sm" aria-label="Key details">
              <li className="inline-flex items-center gap-1.5 rounded-brand bg-muted px-2.5 py-1">
                <Gauge aria-hidden="true" className="size-4" /> {formatKm(car.km)}
              </li>
              {car.simple_transmission && (
                <li className="inline-flex items-center gap-1.5 rounded-brand bg-muted px-2.5 py-1">
                  <Settings2 aria-hidden="true" className="size-4" /> {car.simple_transmission}
                </li>
              )}
              {car.simple_body && (
                <li className="inline-flex items-center gap-1.5 rounded-brand bg-muted px-2.5 py-1">
                  <CarIcon aria-hidden="true" className="size-4" /> {car.simple_body}
                </li>
              )}
            </ul>
            {settings.favourites.watchlist_enabled &&
              isEligibleForControls(
                { car_type: car.car_type, price: car.price, photos_count: page.images.length },
                settings.favourites.eligibility,
              ) && (
                <div className="mt-3">
                  <WatchlistButton
                    siteSlug={page.siteSlug}
                    car={{ id: car.id, name: car.name, status: car.status }}
                  />
                </div>
              )}

            <div className="mt-4">
              {page.price.kind === "price" && page.price.was && (
                <p className="text-sm text-ink/70">
                  <span className="sr-only">Was </span>
                  <s>{formatMoney(page.price.was)}</s>
                </p>
              )}
              <p className="text-3xl font-extrabold">
                {page.price.kind === "text" ? (
                  <span className="text-xl">{page.price.text}</span>
                ) : (
                  formatMoney(page.price.amount)
                )}
                {page.price.kind === "price" && car.price_type && (
                  <span className="ml-2 text-sm font-semibold">{car.price_type}</span>
                )}
              </p>
              {settings.showViewCount && (
                <Suspense fallback={<p className="mt-1 h-5" aria-hidden="true" />}>
                  <Await resolve={page.views} errorElement={<p className="mt-1 h-5" aria-hidden="true" />}>
                    {(views) => (
                      <p className="mt-1 inline-flex h-5 items-center gap-1 text-sm text-ink/70">
                        {views !== null && views > 0 && (
                          <>
                            <Eye aria-hidden="true" className="size-4" /> {formatViews(views)}
                          </>
                        )}
                      </p>
                    )}
                  </Await>
                </Suspense>
              )}
            </div>

            <p className="mt-3 inline-flex items-center gap-1.5 text-sm">
              <MapPin aria-hidden="true" className="size-4" />
              <span>
                {page.location.name}, {page.location.city} {page.location.state}
              </span>
            </p>

            {car.available ? (
              <>
                {page.finance && page.actions.finance && (
                  <div className="mt-4 rounded-brand bg-muted p-3">
                    <p className="font-semibold">Finance Available For This Vehicle!</p>
                    {page.finance.weekly !== null && (
                      <p className="mt-1 text-sm">
                        Estimated{" "}
                        <span className="text-lg font-extrabold">{formatMoney(page.finance.weekly)}</span> per
                        week
                        {page.finance.interestRate !== null && (
                          <>
                            {" "}
                            at {page.finance.interestRate}% p.a. (comparison rate{" "}
                            {page.finance.comparisonRate}% p.a.)
                          </>
                        )}
                      </p>
                    )}
                    <Link
                      to={financeHref}
                      className="mt-2 inline-block font-semibold text-brand underline underline-offset-4"
                    >
                      Get Finance Now
                    </Link>
                  </div>
                )}
                <div className="mt-4 grid grid-cols-2 gap-2 font-semibold">
                  <a
                    href="#enquire"
                    onClick={openDialog("enquire")}
                    className="col-span-2 rounded-brand bg-brand px-4 py-3 text-center text-brand-foreground hover:opacity-90"
                  >
                    {settings.labels.enquire_button}
                  </a>
                  {page.actions.testDrive && (
                    <a
                      href="#test-drive"
                      onClick={openDialog("test-drive")}
                      className="rounded-brand px-3 py-2.5 text-center ring-1 ring-brand/50 ring-inset hover:bg-muted"
                    >
                      Book a Test Drive
                    </a>
                  )}
                  {page.actions.finance && (
                    <Link
                      to={financeHref}
                      className="rounded-brand px-3 py-2.5 text-center ring-1 ring-brand/50 ring-inset hover:bg-muted"
                    >
                      Get Finance
                    </Link>
                  )}
                  {page.actions.tradeIn && (
                    <Link
                      to={`/cars/trade-in?car_id=${car.id}`}
                      className="rounded-brand px-3 py-2.5 text-center ring-1 ring-brand/50 ring-inset hover:bg-muted"
                    >
                      Trade-In Valuation
                    </Link>
                  )}
                  {page.actions.reserve && (
                    <Link
                      to={settings.reserve.href}
                      className="col-span-2 rounded-brand bg-accent px-4 py-3 text-center text-accent-foreground hover:opacity-90"
                    >
                      {settings.reserve.label}
                    </Link>
                  )}
                </div>
              </>
            ) : (
              <div className="mt-4 rounded-brand border-2 border-gray-900 p-4" role="status">
                <p className="text-2xl font-extrabold tracking-wide">SOLD</p>
                <p className="mt-1">This vehicle has recently sold. Let us find you something similar.</p>
                <a
                  href="?request=similar#enquire"
                  onClick={openDialog("similar")}
                  className="mt-3 block rounded-brand bg-brand px-4 py-3 text-center font-semibold text-brand-foreground hover:opacity-90"
                >
                  Find Me Something Similar
                </a>
              </div>
            )}
          </div>

          <PriceComparisonWidget comparison={page.comparison} make={car.make} model={car.model} />
          <CallBox
            carSlug={car.slug}
            phone={page.location.phone}
            locationName={page.location.name}
            direct={settings.phoneDirect}
            revealed={!!actionData && "revealed" in actionData && actionData.revealed === true}
            callText={settings.labels.call_text}
          />
          <Link
            to={`/search/${page.dealership.slug}`}
            className="text-sm font-semibold text-brand underline underline-offset-4"
          >
            See more from this dealer
          </Link>
          {page.historyReport && (
            <a
              href={page.historyReport}
              target="_blank"
              rel="noopener"
              className="text-sm font-semibold text-brand underline underline-offset-4"
            >
              View History Report<span className="sr-only"> (PDF, opens a new tab)</span>
            </a>
          )}
          <ShareBar url={page.canonical} name={car.name} slug={car.slug} />
        </aside>
      </div>

      {/* Below the fold: the browser lays it out when it nears the screen, not before first paint. */}
      <div className="mt-8 grid gap-6 [contain-intrinsic-size:auto_2000px] [content-visibility:auto] lg:grid-cols-12">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-7">
          <KeyInformation items={page.specs.featured} />
          <VehicleTabs tabs={tabs} initial={page.expanded.tab} />
          <FullSpecifications
            specifications={page.specs.specifications}
            summary={page.specs.summary}
            trailer={page.specs.trailer}
            expanded={page.expanded.specs}
          />
          {page.fuelCost && <FuelCostCalculator consumption={car.fuel_consumption} />}
          <DeliveryCalculator
            slug={car.slug}
            postcode={page.postcode}
            initial={page.delivery ?? { status: "idle" }}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-5">
          <section
            id="enquire"
            aria-labelledby="enquire-heading"
            className="rounded-brand bg-surface p-4 ring-1 ring-black/10 sm:p-5"
          >
            <h2 id="enquire-heading" className="mb-3 text-lg font-extrabold">
              {car.available ? settings.labels.enquire_button : "Find Me Something Similar"}
            </h2>
            <EnquiryForm
              settings={formSettings}
              result={dialog ? null : result}
              subcategory={
                !car.available || page.request === "similar"
                  ? "Find Me Something Similar"
                  : page.request === "photos"
                    ? "Request Photos"
                    : "Vehicle Enquiry"
              }
              defaultMessage={
                !car.available || page.request === "similar"
                  ? FIND_SIMILAR_MESSAGE
                  : page.request === "photos"
                    ? REQUEST_PHOTOS_MESSAGE
                    : ""
              }
            />
          </section>
          {page.actions.testDrive && (
            <section
              id="test-drive"
              aria-labelledby="test-drive-heading"
              className="rounded-brand bg-surface p-4 ring-1 ring-black/10 sm:p-5"
            >
              <h2 id="test-drive-heading" className="mb-3 text-lg font-extrabold">
                Book a Test Drive
              </h2>
              <TestDriveForm settings={formSettings} result={dialog ? null : result} />
            </section>
          )}
        </div>
      </div>

      <SimilarCars cars={page.similar} settings={page.cardSettings} />

      {page.finance?.disclaimer && (
        <section aria-labelledby="disclaimer-heading" className="mt-8 text-xs text-ink/75">
          <h2 id="disclaimer-heading" className="font-semibold">
            Disclaimer
          </h2>
          <p className="mt-1">{page.finance.disclaimer}</p>
        </section>
      )}

      <StickyFooter>
        {car.available ? (
          <>
            <a
              href="#enquire"
              onClick={openDialog("enquire")}
              className="rounded-brand bg-brand px-3 py-2.5 text-center text-brand-foreground"
            >
              {settings.labels.enquire_button}
            </a>
            {page.actions.testDrive && (
              <a
                href="#test-drive"
                onClick={openDialog("test-drive")}
                className="rounded-brand px-3 py-2.5 text-center ring-1 ring-brand/50"
              >
                Test Drive
              </a>
            )}
            {page.actions.finance && (
              <Link to={financeHref} className="rounded-brand px-3 py-2.5 text-center ring-1 ring-brand/50">
                Get Finance
              </Link>
            )}
          </>
        ) : (
          <a
            href="?request=similar#enquire"
            onClick={openDialog("similar")}
            className="rounded-brand bg-brand px-3 py-2.5 text-center text-brand-foreground"
          >
            Find Me Something Similar
          </a>
        )}
      </StickyFooter>

      {dialogLoaded && (
        <Suspense fallback={null}>
          <LeadDialogs
            dialog={dialog}
            onClose={() => setDialog(null)}
            carName={car.name}
            image={page.images[0]?.src ?? null}
            formSettings={formSettings}
            result={result}
          />
        </Suspense>
      )}
    </div>
  );
}

/** [VSD §3 "Viewed car record (local list): id, stocknum, make, model, body, simple_body"]: the last 20. */
const VIEWED_KEPT = 20;
function useRememberViewed(
  siteSlug: string,
  car: { id: number; stocknum: string; make: string; model: string; simple_body: string | null },
) {
  useEffect(() => {
    type Viewed = {
      id: number;
      stocknum: string;
      make: string;
      model: string;
      body: string | null;
      simple_body: string | null;
    };
    const entry: Viewed = {
      id: car.id,
      stocknum: car.stocknum,
      make: car.make,
      model: car.model,
      body: car.simple_body,
      simple_body: car.simple_body,
    };
    const list = readSiteList<Viewed>(siteSlug, "viewed").filter((v) => v.id !== car.id);
    writeSiteList(siteSlug, "viewed", [entry, ...list].slice(0, VIEWED_KEPT));
  }, [siteSlug, car.id, car.stocknum, car.make, car.model, car.simple_body]);
}

/**
 * Counts this browser's view of the car, once a day [VSD §7 View count]: a POST to
 * /cars/{slug}/view.json after the page has loaded. Reloads within the day count once.
 */
const VIEW_COUNTED_KEPT = 50;
function useCountView(siteSlug: string, carId: number, slug: string) {
  useEffect(() => {
    type Counted = { id: number; at: number };
    const dayAgo = Date.now() - 86_400_000;
    const counted = readSiteList<Counted>(siteSlug, "views-counted").filter((entry) => entry.at > dayAgo);
    if (counted.some((entry) => entry.id === carId)) return;
    writeSiteList(
      siteSlug,
      "views-counted",
      [{ id: carId, at: Date.now() }, ...counted].slice(0, VIEW_COUNTED_KEPT),
    );
    // The answer is read to its end, so the browser counts the request as finished.
    fetch(`/cars/${slug}/view.json`, { method: "POST" })
      .then((response) => response.text())
      .catch(() => {
        // A view that could not be counted is not worth telling the buyer about.
      });
  }, [siteSlug, carId, slug]);
}

function MediaViewer({
  name,
  spin,
  initial,
  gallery,
}: {
  name: string;
  spin: Route.ComponentProps["loaderData"]["spin"];
  initial: MediaView;
  gallery: React.ReactNode;
}) {
  const [view, setView] = useState<MediaView>(initial);
  if (!spin) return <>{gallery}</>;
  const views: [MediaView, string][] = [
    ["spin", "Spin"],
    ["images", "Images"],
    ...(spin.interior ? ([["interior", "Interior"]] as [MediaView, string][]) : []),
  ];
  return (
    <div id="media">
      <div className="mb-2 flex gap-1 rounded-brand bg-muted p-1" role="group" aria-label="View">
        {views.map(([id, label]) => (
          <a
            key={id}
            href={`?view=${id}#media`}
            aria-current={view === id ? "true" : undefined}
            onClick={(event) => {
              event.preventDefault();
              // Leaving the gallery unmounts it: back on Images it starts at the first photo.
              setView(id);
            }}
            className={cn(
              "flex-1 rounded-brand px-3 py-1.5 text-center text-sm font-semibold",
              view === id ? "bg-surface shadow-sm" : "text-ink/75 hover:text-ink",
            )}
          >
            {label}
          </a>
        ))}
      </div>
      {view === "spin" && <SpinViewer name={name} frames={spin.frames} hotspots={spin.hotspots} />}
      {view === "images" && gallery}
      {view === "interior" && spin.interior && <InteriorViewer name={name} src={spin.interior} />}
    </div>
  );
}

function LocationAnnouncement({ text, dismissible }: { text: string; dismissible: boolean }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div
      className="relative mb-3 rounded-brand bg-accent px-4 py-2 pr-12 text-sm text-accent-foreground"
      role="note"
    >
      <MapPin aria-hidden="true" className="mr-1.5 inline size-4 align-[-3px]" />
      {text}
      {dismissible && (
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="absolute top-1/2 right-2 grid size-8 -translate-y-1/2 place-items-center rounded-full hover:bg-black/15"
          aria-label="Dismiss"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}

function SimilarCars({
  cars,
  settings,
}: {
  cars: Route.ComponentProps["loaderData"]["similar"];
  settings: Route.ComponentProps["loaderData"]["cardSettings"];
}) {
  return (
    <Suspense fallback={<SimilarSkeleton />}>
      <Await resolve={cars} errorElement={null}>
        {(list) =>
          list.length > 0 ? (
            <section
              aria-labelledby="similar-heading"
              className="mt-10 [contain-intrinsic-size:auto_1500px] [content-visibility:auto]"
            >
              <h2 id="similar-heading" className="text-xl font-extrabold">
                Similar Vehicles
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((similar) => (
                  <li key={similar.id}>
                    <ResultCard car={similar} settings={settings} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null
        }
      </Await>
    </Suspense>
  );
}

function SimilarSkeleton() {
  return (
    <div className="mt-10" aria-hidden="true">
      <div className="h-7 w-48 rounded bg-muted" />
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-96 animate-pulse rounded-brand bg-muted" />
        ))}
      </div>
    </div>
  );
}
