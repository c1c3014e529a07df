/*
 * Reviews [SW §5 Reviews]: "Shown only if the text is present and does not contain Translated, the
 * customer name is not on a hidden list, and one review id is excluded. Reviews appear only when the
 * average rating exceeds a configured minimum (minimum review rating 4) and reviews are not hidden."
 * [SW §9] "minimum rating 4; Google reviews full quantity 12; list default 10. Star display shows up
 * to 4 full stars plus a partial star with one decimal."
 */
export const REVIEW_LIST_SIZE = 10;
export const GOOGLE_REVIEWS_FULL_QUANTITY = 12;

export type ReviewSettings = {
  hidden: boolean;
  min_rating: number;
  hidden_customer_names: string[];
  excluded_review_ids: number[];
};

export type ReviewLike = { id: number; customer_name: string; text: string | null };

/** A review the site may show: with text, not machine-translated, not a hidden name or the excluded id. */
export function isReviewShown(review: ReviewLike, settings: ReviewSettings) {
  const text = review.text?.trim() ?? "";
  return (
    text.length > 0 &&
    !text.includes("Translated") &&
    !settings.hidden_customer_names.includes(review.customer_name) &&
    !settings.excluded_review_ids.includes(review.id)
  );
}

/** Whether reviews (and the rating box) show at all for an average rating. */
export function areReviewsShown(averageRating: number | null, settings: ReviewSettings) {
  return !settings.hidden && averageRating !== null && averageRating > settings.min_rating;
}

/**
 * The five stars of a rating, each a fill from 0 to 1, and the rating to one decimal: up to four
 * full stars, then the fifth filled by what remains (4.6 is four full stars and 0.6 of one).
 */
export function starDisplay(rating: number) {
  const rounded = Math.round(Math.min(5, Math.max(0, rating)) * 10) / 10;
  const fills = [0, 1, 2, 3, 4].map((i) =>
    i < 4 ? Math.min(1, Math.max(0, rounded - i)) : Math.max(0, Math.min(1, rounded - 4)),
  );
  return { fills, label: rounded.toFixed(1) };
}
