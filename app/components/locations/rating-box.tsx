import { Stars } from "./stars";

/** The rating box: the average, its stars and how many reviews [SW §2 "a Google rating box"]. */
export function RatingBox({
  rating,
  reviewsHref,
}: {
  rating: { average: number; count: number };
  reviewsHref?: string;
}) {
  return (
    <section aria-label="Customer rating" className="rounded-brand bg-muted p-4">
      <p className="text-3xl font-extrabold">{rating.average.toFixed(1)}</p>
      <Stars rating={rating.average} className="size-5" showLabel={false} />
      <p className="mt-1 text-sm">
        {reviewsHref ? (
          <a href={reviewsHref} className="underline underline-offset-4">
            {rating.count} {rating.count === 1 ? "review" : "reviews"}
          </a>
        ) : (
          <>
            {rating.count} {rating.count === 1 ? "review" : "reviews"}
          </>
        )}
      </p>
    </section>
  );
}
