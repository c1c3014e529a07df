import { useEffect } from "react";
import { EVENT } from "#domain/lead-events";
import { pushAnalyticsEvent } from "~/lib/analytics";
import { readSiteList, writeSiteList } from "~/lib/site-storage";
import { carPath } from "#domain/car-url";

/*
 * What a visit to a vehicle page leaves behind in the browser, per site [VSD §3 "Viewed car record
 * (local list): id, stocknum, make, model, body, simple_body"; §7 View count].
 */
const VIEWED_KEPT = 20;
const VIEW_COUNTED_KEPT = 50;
const DAY_MS = 86_400_000;

type ViewedCar = { id: number; stocknum: string; make: string; model: string; simple_body: string | null };

/** Keeps the last 20 cars viewed on the site, newest first. */
export function useRememberViewed(siteSlug: string, car: ViewedCar) {
  useEffect(() => {
    const entry = {
      id: car.id,
      stocknum: car.stocknum,
      make: car.make,
      model: car.model,
      body: car.simple_body,
      simple_body: car.simple_body,
    };
    const list = readSiteList<typeof entry>(siteSlug, "viewed").filter((v) => v.id !== car.id);
    writeSiteList(siteSlug, "viewed", [entry, ...list].slice(0, VIEWED_KEPT));
  }, [siteSlug, car.id, car.stocknum, car.make, car.model, car.simple_body]);
}

/**
 * Counts this browser's view of the car once a day: a POST to /cars/{slug}/view.json after the page
 * has loaded (a GET changes nothing). Reloads within the day count once.
 */
export function useCountView(siteSlug: string, carId: number, slug: string) {
  useEffect(() => {
    type Counted = { id: number; at: number };
    const dayAgo = Date.now() - DAY_MS;
    const counted = readSiteList<Counted>(siteSlug, "views-counted").filter((entry) => entry.at > dayAgo);
    if (counted.some((entry) => entry.id === carId)) return;
    writeSiteList(
      siteSlug,
      "views-counted",
      [{ id: carId, at: Date.now() }, ...counted].slice(0, VIEW_COUNTED_KEPT),
    );
    // The answer is read to its end, so the browser counts the request as finished.
    fetch(carPath(slug, "view.json"), { method: "POST" })
      .then((response) => response.text())
      .catch(() => {
        // A view that could not be counted is not worth telling the buyer about.
      });
  }, [siteSlug, carId, slug]);
}

/** [VSD §7] "4 used vehicle view": each time a buyer opens a used car's page. */
export function useVehicleViewEvent(car: { slug: string; car_type: string }) {
  useEffect(() => {
    if (car.car_type === "used")
      pushAnalyticsEvent(EVENT.usedVehicleView, {}, { record: { car_slug: car.slug } });
  }, [car.slug, car.car_type]);
}
