import { EVENT } from "#domain/lead-events";
import { Icon } from "~/components/ui/icon";
import { pushAnalyticsEvent } from "~/lib/analytics";
import { useEffect, useState } from "react";
import { carPath } from "#domain/car-url";

/*
 * Share, copy, print and PDF [VSD §2, §4 "Copy link shows 'Copied' for 1.5 seconds", §9 "share window
 * 550 by 400", §8 "PDF download failure: Browser alert with the error message"]. Every control is a
 * plain link first: without JavaScript sharing opens the network's page, print opens the print page
 * and the PDF downloads.
 */
export const COPIED_MS = 1500;
const SHARE_WINDOW = "width=550,height=400";

export function ShareBar({ url, name, slug }: { url: string; name: string; slug: string }) {
  const [copied, setCopied] = useState(false);
  const [preparing, setPreparing] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const encoded = encodeURIComponent(url);
  const shares = [
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${encoded}` },
    { label: "X", href: `https://x.com/intent/post?url=${encoded}&text=${encodeURIComponent(name)}` },
    { label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}` },
  ];
  const pdfHref = carPath(slug, "pdf");

  const downloadPdf = async (event: React.MouseEvent) => {
    event.preventDefault();
    setPreparing(true);
    try {
      // The POST also records the print event; a plain link (no JavaScript) only downloads.
      const response = await fetch(pdfHref, { method: "POST" });
      if (!response.ok) throw new Error(`The PDF could not be made (${response.status}). Please try again.`);
      // [VSD §7] "61 print" (stored by the POST).
      pushAnalyticsEvent(EVENT.print);
      const blob = await response.blob();
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = `${slug}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch (error) {
      window.alert((error as Error).message);
    } finally {
      setPreparing(false);
    }
  };

  const control =
    "inline-flex items-center gap-1.5 rounded-brand px-2.5 py-1.5 text-sm font-semibold ring-1 ring-black/15 hover:bg-muted";
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Share and print" role="group">
      <Icon name="share-2" className="size-4 text-ink/70" />
      {shares.map((share) => (
        <a
          key={share.label}
          href={share.href}
          target="_blank"
          rel="noopener noreferrer"
          className={control}
          onClick={(event) => {
            if (window.open(share.href, "share", SHARE_WINDOW)) event.preventDefault();
          }}
        >
          {share.label}
          <span className="sr-only"> (opens a new window)</span>
        </a>
      ))}
      <a href={`mailto:?subject=${encodeURIComponent(name)}&body=${encoded}`} className={control}>
        <Icon name="mail" className="size-4" /> Email
      </a>
      <button
        type="button"
        className={control}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(url);
            setCopied(true);
          } catch {
            window.prompt("Copy this link:", url);
          }
        }}
      >
        {copied ? <Icon name="check" className="size-4" /> : <Icon name="link-2" className="size-4" />}
        <span aria-live="polite">{copied ? "Copied" : "Copy link"}</span>
      </button>
      <a href={`/print?car_id=${slug}`} target="_blank" rel="noopener" className={control}>
        <Icon name="printer" className="size-4" /> Print
        <span className="sr-only"> (opens a new tab)</span>
      </a>
      <a
        href={pdfHref}
        download={`${slug}.pdf`}
        onClick={downloadPdf}
        className={control}
        aria-disabled={preparing}
      >
        <Icon name="download" className="size-4" /> {preparing ? "Preparing..." : "Download PDF"}
      </a>
    </div>
  );
}
