import { formatDate } from "#domain/dates";
import type { ReviewView } from "#server/data/locations.server";
import { Stars } from "./stars";

/** Reviews, newest first, each with its stars, date and the dealer's reply. */
export function ReviewList({ reviews, timeZone }: { reviews: ReviewView[]; timeZone: string }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {reviews.map((review) => (
        <li key={review.id} className="rounded-brand p-4 ring-1 ring-black/10">
          <article aria-label={`Review by ${review.name}`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-bold">{review.name}</p>
              <Stars rating={review.rating} />
            </div>
            <p className="mt-1 text-xs">{formatDate(review.date, timeZone)}</p>
            <p className="mt-2 text-sm">{review.text}</p>
            {review.reply && (
              <p className="mt-3 border-l-2 border-brand pl-3 text-sm">
                <span className="font-semibold">Reply from the dealer: </span>
                {review.reply}
              </p>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
