/**
 * Text shown shortened until the buyer expands it [SW §4]; a <details>, so it also works without
 * JavaScript. `short` is null when the text is short enough to show whole. The labels differ by
 * use: "View more" / "View less" for an offer's description, "View full disclaimer" / "less
 * disclaimer" for its disclaimer [SW §2 Offer card].
 */
export function CollapsibleText({
  text,
  short,
  className,
  more = "Show More",
  less = "Show Less",
}: {
  text: string;
  short: string | null;
  className?: string;
  more?: string;
  less?: string;
}) {
  if (short === null) return <p className={className}>{text}</p>;
  return (
    <details className={`group/text ${className ?? ""}`}>
      <summary className="cursor-pointer list-none [&::-webkit-details-marker]:hidden">
        <span className="group-open/text:hidden">{short}</span>
        <span className="hidden group-open/text:inline">{text}</span>{" "}
        <span className="font-semibold underline">
          <span className="group-open/text:hidden">{more}</span>
          <span className="hidden group-open/text:inline">{less}</span>
        </span>
      </summary>
    </details>
  );
}
