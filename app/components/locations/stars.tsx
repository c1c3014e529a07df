import { starDisplay } from "#domain/reviews";
import { Icon } from "~/components/ui/icon";

/** Five stars filled to the rating, with the rating to one decimal [SW §9 Star display]. */
export function Stars({
  rating,
  className = "size-4",
  showLabel = true,
}: {
  rating: number;
  className?: string;
  showLabel?: boolean;
}) {
  const { fills, label } = starDisplay(rating);
  return (
    <span className="inline-flex items-center gap-1">
      <span role="img" aria-label={`Rated ${label} out of 5`} className="inline-flex">
        {fills.map((fill, i) => (
          <span key={i} className="relative inline-block">
            <Icon name="star" className={`${className} text-black/25`} />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Icon name="star" filled className={`${className} text-amber-500`} />
            </span>
          </span>
        ))}
      </span>
      {showLabel && (
        <span aria-hidden="true" className="text-sm font-bold">
          {label}
        </span>
      )}
    </span>
  );
}
