import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icon";

/** Numbered pages as links, so paging works without JavaScript; page 1 has no page parameter. */
export function ListingPagination({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const numbers = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  const linkClass = "page-link";
  return (
    <nav
      aria-label="Pagination"
      className="mt-8 flex flex-wrap items-center justify-center gap-2 text-sm font-semibold"
    >
      {page > 1 && (
        <Link to={hrefFor(page - 1)} className={linkClass} rel="prev">
          <span className="sr-only">Previous page</span>
          <Icon name="chevron-left" className="size-4" />
        </Link>
      )}
      {numbers.map((n, i) => (
        <span key={n} className="flex items-center gap-2">
          {i > 0 && n - numbers[i - 1]! > 1 && <span aria-hidden="true">…</span>}
          {n === page ? (
            <span aria-current="page" className="page-link">
              <span className="sr-only">Page </span>
              {n}
            </span>
          ) : (
            <Link to={hrefFor(n)} className={linkClass}>
              <span className="sr-only">Page </span>
              {n}
            </Link>
          )}
        </span>
      ))}
      {page < pages && (
        <Link to={hrefFor(page + 1)} className={linkClass} rel="next">
          <span className="sr-only">Next page</span>
          <Icon name="chevron-right" className="size-4" />
        </Link>
      )}
    </nav>
  );
}
