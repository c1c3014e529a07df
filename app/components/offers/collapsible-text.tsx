/**
 * Text shown shortened until the buyer expands it [SW §4]; a <details>, so it also works without
 * JavaScript. `short` is null when the text is short enough to show whole.
 */
export function CollapsibleText({
  text,
  short,
  className,
}: {
  text: string;
  short: string | null;
  className?: string;
}) {
  if (short === null) return <p className={className}>{text}</p>;
  return (
    <details className={`group/text ${className ?? ""}`}>
      <summary className="cursor-pointer list-none [&::-webkit-details-marker]:hidden">
        <span className="group-open/text:hidden">{short}</span>
        <span className="hidden group-open/text:inline">{text}</span>{" "}
        <span className="font-semibold underline">
          <span className="group-open/text:hidden">Show More</span>
          <span className="hidden group-open/text:inline">Show Less</span>
        </span>
      </summary>
    </details>
  );
}
