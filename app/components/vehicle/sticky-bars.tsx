import { formatRates } from "#domain/finance-disclosure";
import { useEffect, useState } from "react";
import { Link } from "~/components/ui/link";
import { formatMoney, imageUrl } from "~/lib/format";
import { cn } from "~/lib/utils";
import { buttonVariants } from "~/components/ui/button";

/*
 * [VSD §2] "Sticky header after scrolling 500 px: car image, name, body and transmission, price, price
 * type, estimated weekly finance with sample rate, 'Get Finance' and 'Trade-In Valuation' buttons.
 * Sticky footer with calls to action." The header is fixed (it takes no room in the page, so it
 * shifts nothing); the footer is for phones, where the page's own buttons scroll away: it comes up
 * once they have.
 */
export function useScrolledPast(offset: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [offset]);
  return past;
}

export function StickyHeader({
  visible,
  image,
  name,
  details,
  price,
  priceType,
  weekly,
  rate,
  comparisonRate,
  financeHref,
  tradeInHref,
}: {
  visible: boolean;
  image: string | null;
  name: string;
  details: string;
  price: string;
  priceType: string | null;
  weekly: number | null;
  rate: number;
  comparisonRate: number;
  financeHref: string | null;
  tradeInHref: string | null;
}) {
  return (
    <div
      className={cn(
        "fixed inset-x-0 top-0 z-40 border-b border-black/10 bg-surface/98 shadow-md transition-transform duration-200 motion-reduce:transition-none",
        visible ? "translate-y-0" : "-translate-y-full",
      )}
      aria-hidden={!visible}
      inert={!visible}
      data-testid="sticky-header"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2">
        {image && (
          <img
            src={imageUrl(image, { w: 160 })}
            alt=""
            width={72}
            height={48}
            className="hidden h-12 w-18 shrink-0 rounded-brand object-cover sm:block"
          />
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate font-bold">{name}</p>
          <p className="truncate text-xs text-ink/75">{details}</p>
        </div>
        <div className="shrink-0 text-right">
          <p className="font-extrabold">
            {price} {priceType && <span className="text-xs font-semibold">{priceType}</span>}
          </p>
          {weekly !== null && (
            <p className="hidden text-xs text-ink/75 md:block">
              {`est. ${formatMoney(weekly)} per week at ${formatRates(rate, comparisonRate)}*`}
            </p>
          )}
        </div>
        <div className="hidden shrink-0 gap-2 text-sm font-semibold md:flex">
          {financeHref && (
            <Link to={financeHref} className={buttonVariants({ size: "compact" })}>
              Get Finance
            </Link>
          )}
          {tradeInHref && (
            <Link to={tradeInHref} className={buttonVariants({ variant: "outline", size: "compact" })}>
              Trade-In Valuation
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * Whether the element with this id is off the screen: null until the page's script has looked (on
 * the server, and in the browser before it runs).
 */
function useOffScreen(id: string) {
  const [off, setOff] = useState<boolean | null>(null);
  useEffect(() => {
    const target = document.getElementById(id);
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) => setOff(!entry!.isIntersecting));
    observer.observe(target);
    return () => observer.disconnect();
  }, [id]);
  return off;
}

/**
 * The phone's bar of calls to action. It repeats the buttons of the box of price and actions
 * (`repeats`, that box's id), so it shows only while that box is off the screen: it never covers
 * the price (a caravan's long name put its price under the bar on a 390 px phone), and the buttons
 * are never on the screen twice. Without JavaScript it is always there, its links as they are; with
 * it, it waits for the script to say whether the box is in view.
 */
export function StickyFooter({ repeats, children }: { repeats: string; children: React.ReactNode }) {
  const off = useOffScreen(repeats);
  return (
    <div
      className={cn(
        "fixed inset-x-0 bottom-0 z-30 border-t border-black/10 bg-surface/98 p-2 shadow-[0_-2px_8px_rgb(0_0_0/0.08)] transition-transform duration-200 motion-reduce:transition-none lg:hidden",
        off === false && "translate-y-[calc(100%+0.75rem)]",
        off === null && "[@media(scripting:enabled)]:translate-y-[calc(100%+0.75rem)]",
      )}
      aria-hidden={off === false || undefined}
      inert={off === false}
      data-testid="sticky-footer"
    >
      <div className="mx-auto grid max-w-xl grid-flow-col auto-cols-fr gap-2 text-sm font-semibold">
        {children}
      </div>
    </div>
  );
}
