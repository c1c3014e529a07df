import { data } from "react-router";
import { Link } from "~/components/ui/link";
import { GOOGLE_REVIEWS_FULL_QUANTITY } from "#domain/reviews";
import { getLocationViews, getReviews } from "#server/data/locations.server";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { RatingBox } from "~/components/locations/rating-box";
import { ReviewList } from "~/components/locations/review-list";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/reviews";
import { pageUrl } from "#server/sites/origin.server";

/*
 * /pages/reviews [SW §2 Pages under /pages/{name}: reviews]: each rated location's rating box and
 * its newest reviews, the full quantity of 12 [SW §9]. Locations whose average does not exceed the
 * site's minimum show none [SW §5 Reviews]; a site hiding reviews has no such page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { database } = await getRuntime();
  const rated = (await getLocationViews(database.db, site)).filter((l) => l.rating);
  if (site.reviews.hidden || rated.length === 0) throw data(null, { status: 404 });
  const sections = await Promise.all(
    rated.map(async (l) => ({
      location: { name: l.name, slug: l.slug, href: l.href, rating: l.rating! },
      reviews: await getReviews(database.db, site, { locationId: l.id, limit: GOOGLE_REVIEWS_FULL_QUANTITY }),
    })),
  );
  return {
    siteName: site.name,
    timeZone: site.time_zone,
    sections: sections.filter((s) => s.reviews.length > 0),
    canonical: pageUrl(context, "/pages/reviews"),
  };
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [{ title: "Page not found" }];
  return buildMeta({
    title: `Customer Reviews | ${page.siteName}`,
    description: `What customers say about ${page.siteName}, location by location.`,
    canonical: page.canonical,
  });
}

export default function ReviewsPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <Breadcrumbs
        crumbs={[
          { label: "Home", href: "/" },
          { label: "Customer Reviews", href: "/pages/reviews" },
        ]}
      />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">Customer Reviews</h1>
      {page.sections.map((section) => (
        <section
          key={section.location.slug}
          aria-labelledby={`reviews-${section.location.slug}`}
          className="mt-10"
        >
          <div className="mb-4 flex flex-wrap items-center gap-4">
            <h2 id={`reviews-${section.location.slug}`} className="text-2xl font-bold">
              <Link to={section.location.href} className="underline-offset-4 hover:underline">
                {section.location.name}
              </Link>
            </h2>
            <RatingBox rating={section.location.rating} />
          </div>
          <ReviewList reviews={section.reviews} timeZone={page.timeZone} />
        </section>
      ))}
    </div>
  );
}
