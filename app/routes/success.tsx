import { CHAT_SENT_MESSAGE } from "#domain/site-forms";
import { useEffect } from "react";
import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icon";
import { pushAnalyticsEvent } from "~/lib/analytics";
import { ownValue } from "#domain/own-key";
import { conditionLabel, stockNoun } from "#domain/search-title";
import type { Site } from "#server/sites/registry";
import { getVehicle } from "#server/data/vehicles.server";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import type { Route } from "./+types/success";
import { buttonVariants } from "~/components/ui/button";
import { carPath } from "#domain/car-url";

/*
 * /success: shown after a lead is stored [VSD §2 Routes; SW §4 Form submit]. The address carries
 * the category and car type (for the success page's personalisation) and the car's slug, never the
 * buyer's details.
 */
const MESSAGES: Record<string, string> = {
  "Vehicle Enquiry": "Your enquiry has been sent.",
  "General Enquiry": "Your enquiry has been sent.",
  "Sales Enquiry": "Your enquiry has been sent.",
  "Service Enquiry": "Your enquiry has been sent.",
  "Parts Enquiry": "Your enquiry has been sent.",
  "Finance Enquiry": "Your enquiry has been sent.",
  "Test Drive": "Your test drive request has been sent.",
  Finance: "Your finance enquiry has been sent.",
  Service: "Your service booking request has been sent.",
  Parts: "Your parts enquiry has been sent.",
  "Trade In": "Your trade-in details have been sent.",
  "Web Chat": CHAT_SENT_MESSAGE,
};
/** What to look at next, by the car type the lead was about [SW §7 "personalised success-page call with category and car_type"]. */
const NEXT_SEARCH: Record<string, string> = {
  new: "/search/new-cars",
  demo: "/search/demo-cars",
  used: "/search/used-cars",
};

/** "Browse pre-owned cars", in the site's own words for the condition and its stock. */
function nextSearch(site: Site, carType: string) {
  const path = (site.search.car_types as readonly string[]).includes(carType)
    ? ownValue(NEXT_SEARCH, carType)
    : undefined;
  if (!path) return { path: "/search", label: "Keep browsing" };
  const condition = conditionLabel(carType, site.labels.used).toLowerCase();
  return { path, label: `Browse ${condition} ${stockNoun(site.search.vehicle_kinds).toLowerCase()}` };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const url = new URL(request.url);
  const category = url.searchParams.get("category") ?? "";
  const event = Number(url.searchParams.get("event"));
  const slug = url.searchParams.get("car");
  const { database } = await getRuntime();
  const car = slug ? await getVehicle(database.db, site, slug) : null;
  const location = car ? site.locations.find((l) => l.id === car.location_id) : null;
  return {
    heading: ownValue(MESSAGES, category) ?? "Thank you, we have your details.",
    car: car ? { name: car.name, slug: car.slug } : null,
    team: location?.name ?? site.name,
    phone: location?.phone ?? site.phones.sales,
    search: nextSearch(site, url.searchParams.get("car_type") ?? ""),
    category: ownValue(MESSAGES, category) ? category : null,
    event: Number.isInteger(event) && event > 0 && event < 100 ? event : null,
  };
}

export function meta() {
  return [{ title: "Thank you" }, { name: "robots", content: "noindex" }];
}

export default function Success({ loaderData }: Route.ComponentProps) {
  // [SW §7 Form submit] "A tracking event follows with event id": once, when the page is shown.
  useEffect(() => {
    if (loaderData.event) pushAnalyticsEvent(loaderData.event, { category: loaderData.category });
  }, [loaderData.event, loaderData.category]);
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <Icon name="circle-check" className="mx-auto size-14 text-green-700" />
      <h1 className="mt-4 text-3xl font-extrabold">{loaderData.heading}</h1>
      <p className="mt-3 text-lg">
        Thank you. The team at {loaderData.team} will be in touch shortly
        {loaderData.car ? ` about the ${loaderData.car.name}` : ""}. If it can't wait, call us on{" "}
        <a href={`tel:${loaderData.phone.replace(/\s/g, "")}`} className="font-semibold underline">
          {loaderData.phone}
        </a>
        .
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3 font-semibold">
        {loaderData.car && (
          <Link to={carPath(loaderData.car.slug)} className={buttonVariants({ variant: "outline" })}>
            Back to the {loaderData.car.name}
          </Link>
        )}
        <Link to={loaderData.search.path} className={buttonVariants()}>
          {loaderData.search.label}
        </Link>
      </div>
    </div>
  );
}
