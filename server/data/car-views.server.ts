import { sql } from "drizzle-orm";
import { carViews, cars } from "#server/db/schema";

/**
 * A car's views [VSD §7 View count]: the count it was imported with plus the views counted here,
 * for a query of `cars` left-joined to `car_views`. The search index, the cards and the vehicle page
 * all read this one figure.
 */
export const carViewsTotal = sql<number>`(${cars.views} + coalesce(${carViews.views}, 0))::int`;
