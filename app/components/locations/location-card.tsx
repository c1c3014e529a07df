import { Link } from "~/components/ui/link";
import type { LocationCardView } from "#server/data/locations.server";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { imageUrl, telHref } from "~/lib/format";
import { cn } from "~/lib/utils";
import { HoursSummary, OpenNow } from "./hours";
import { Stars } from "./stars";

export function Address({ location }: { location: LocationCardView }) {
  return (
    <p className="flex gap-2 text-sm">
      <Icon name="map-pin" className="mt-0.5 size-4 shrink-0" />
      <span>
        {location.street}, {location.city} {location.state} {location.postcode}
      </span>
    </p>
  );
}

export function PhoneLink({ phone }: { phone: string }) {
  return (
    <p className="flex gap-2 text-sm">
      <Icon name="phone" className="mt-0.5 size-4 shrink-0" />
      <a href={telHref(phone)} className="underline-offset-4 hover:underline">
        {phone}
      </a>
    </p>
  );
}

/** Directions to a location, in a new tab (the maps service). */
function DirectionsLink({ location, variant }: { location: LocationCardView; variant: "outline" | "quiet" }) {
  return (
    <a
      href={location.directions}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonVariants({ variant, size: "sm" })}
    >
      Directions<span className="sr-only"> to {location.name} (opens in a new tab)</span>
    </a>
  );
}

/** Contact and directions buttons [SW §2 Location section]. */
export function LocationButtons({
  location,
  contactHref,
  contactLabel = "Contact",
}: {
  location: LocationCardView;
  contactHref: string;
  contactLabel?: string;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={contactHref} className={buttonVariants({ size: "sm" })}>
        {contactLabel}
      </Link>
      <DirectionsLink location={location} variant="outline" />
    </div>
  );
}

/** One location in the card grid and the carousel: picture, details, hours, buttons. */
export function LocationCard({
  location,
  headingLevel = 3,
  className,
}: {
  location: LocationCardView;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={cn(
        "flex h-full flex-col overflow-hidden rounded-brand bg-surface ring-1 ring-black/10",
        className,
      )}
    >
      {location.image && (
        <img
          src={imageUrl(location.image, { w: 480 })}
          alt=""
          width={480}
          height={320}
          loading="lazy"
          className="aspect-[3/2] w-full bg-muted object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        {location.typeLabel && (
          <p className="text-xs font-bold tracking-wide uppercase">{location.typeLabel}</p>
        )}
        <Heading className="text-lg font-bold">
          <Link to={location.href} className="underline-offset-4 hover:underline">
            {location.name}
          </Link>
        </Heading>
        {location.rating && <Stars rating={location.rating.average} />}
        <Address location={location} />
        <PhoneLink phone={location.phone} />
        <OpenNow now={location.now} />
        <HoursSummary location={location} />
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Link to={location.href} className={buttonVariants({ variant: "outline", size: "sm" })}>
            View Location<span className="sr-only">: {location.name}</span>
          </Link>
          <DirectionsLink location={location} variant="quiet" />
        </div>
      </div>
    </article>
  );
}
