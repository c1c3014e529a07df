import { useRef, useState } from "react";
import { Link } from "~/components/ui/link";
import { FEATURES_PREVIEW, SPECS_PREVIEW, type SpecItem } from "#domain/spec-lists";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/utils";
import { buttonVariants } from "~/components/ui/button";
import { returnTerms } from "#domain/return-terms";

/*
 * The vehicle page body [VSD §2]: the key information panel, the full specifications ("Show All
 * Specs" / "Hide Specs", 4 shown), dealer comments (collapsed at 400 characters, more / less), and
 * the tabs. Every toggle is a link that also works without JavaScript (?specs=all, ?comments=all,
 * ?features=all, ?tab=...); with JavaScript it toggles in place and keeps the address in step.
 */

function useToggle(initial: boolean, param: string) {
  const [open, setOpen] = useState(initial);
  const toggle = (event: React.MouseEvent) => {
    event.preventDefault();
    const next = !open;
    setOpen(next);
    const url = new URL(window.location.href);
    if (next) url.searchParams.set(param, "all");
    else url.searchParams.delete(param);
    window.history.replaceState(window.history.state, "", url);
  };
  return [open, toggle] as const;
}

function toggleHref(param: string, open: boolean, hash: string) {
  return open ? `?#${hash}` : `?${param}=all#${hash}`;
}

function SpecList({ items, className }: { items: SpecItem[]; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-1 gap-x-6 sm:grid-cols-2", className)}>
      {items.map((item) => (
        <div key={item.label} className="flex justify-between gap-4 border-b border-black/10 py-2 text-sm">
          <dt className="text-ink/75">{item.label}</dt>
          <dd className="text-right font-semibold">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function KeyInformation({ items }: { items: SpecItem[] }) {
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="key-information"
      className="rounded-brand bg-surface p-4 ring-1 ring-black/10 sm:p-5"
    >
      <h2 id="key-information" className="text-lg font-extrabold">
        Key Information
      </h2>
      <SpecList items={items} className="mt-2" />
    </section>
  );
}

export function FullSpecifications({
  specifications,
  summary,
  trailer,
  expanded,
}: {
  specifications: SpecItem[];
  summary: SpecItem[];
  trailer: SpecItem[];
  expanded: boolean;
}) {
  const [open, toggle] = useToggle(expanded, "specs");
  const all = [...trailer, ...summary, ...specifications];
  if (all.length === 0) return null;
  const shown = open ? all : all.slice(0, SPECS_PREVIEW);
  return (
    <section
      id="specs"
      aria-labelledby="specs-heading"
      className="rounded-brand bg-surface p-4 ring-1 ring-black/10 sm:p-5"
    >
      <h2 id="specs-heading" className="text-lg font-extrabold">
        Full Specifications
      </h2>
      <SpecList items={shown} className="mt-2" />
      {all.length > SPECS_PREVIEW && (
        <a
          href={toggleHref("specs", open, "specs")}
          onClick={toggle}
          role="button"
          aria-expanded={open}
          className="mt-3 inline-block font-semibold text-brand underline underline-offset-4"
        >
          {open ? "Hide Specs" : "Show All Specs"}
        </a>
      )}
    </section>
  );
}

export function DealerComments({
  html,
  collapsed,
  pending,
  expanded,
}: {
  html: string | null;
  collapsed: string | null;
  pending?: string;
  expanded: boolean;
}) {
  const [open, toggle] = useToggle(expanded, "comments");
  if (!html) return <p className="text-ink/80">{pending}</p>;
  return (
    <div id="dealer-comments">
      {collapsed && !open ? (
        <p className="leading-relaxed">{collapsed}</p>
      ) : (
        <div
          className="space-y-3 leading-relaxed [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
      {collapsed && (
        <a
          href={toggleHref("comments", open, "dealer-comments")}
          onClick={toggle}
          role="button"
          aria-expanded={open}
          className="mt-2 inline-block font-semibold text-brand underline underline-offset-4"
        >
          {open ? "less" : "more"}
          {/* The spec's word, and for a screen reader (and a search engine) what it opens. */}
          <span className="sr-only"> of the dealer comments</span>
        </a>
      )}
    </div>
  );
}

export function FeatureList({ features, expanded }: { features: string[]; expanded: boolean }) {
  const [open, toggle] = useToggle(expanded, "features");
  const shown = open ? features : features.slice(0, FEATURES_PREVIEW);
  return (
    <div id="features">
      <ul className="grid grid-cols-1 gap-x-6 gap-y-1.5 sm:grid-cols-2">
        {shown.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-sm">
            <Icon name="check" className="mt-0.5 size-4 shrink-0 text-green-700" />
            {feature}
          </li>
        ))}
      </ul>
      {features.length > FEATURES_PREVIEW && (
        <a
          href={toggleHref("features", open, "features")}
          onClick={toggle}
          role="button"
          aria-expanded={open}
          className="mt-3 inline-block font-semibold text-brand underline underline-offset-4"
        >
          {open ? "Show Less" : "Show All"}
        </a>
      )}
    </div>
  );
}

export type VehicleTab = { id: string; label: string; content: React.ReactNode };

/**
 * Tabs as links (?tab=...) so each works without JavaScript; with it, the tab changes in place,
 * with the arrow keys moving between tabs as the ARIA tabs pattern has it.
 */
export function VehicleTabs({ tabs, initial }: { tabs: VehicleTab[]; initial: string | null }) {
  const [active, setActive] = useState(tabs.some((t) => t.id === initial) ? initial! : tabs[0]!.id);
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const select = (id: string) => {
    setActive(id);
    const url = new URL(window.location.href);
    if (id === tabs[0]!.id) url.searchParams.delete("tab");
    else url.searchParams.set("tab", id);
    window.history.replaceState(window.history.state, "", url);
  };
  return (
    <section
      id="vehicle-tabs"
      aria-label="About this vehicle"
      className="rounded-brand bg-surface ring-1 ring-black/10"
    >
      <div role="tablist" className="flex overflow-x-auto border-b border-black/10 [scrollbar-width:thin]">
        {tabs.map((tab, i) => (
          <a
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={`tab-${tab.id}`}
            role="tab"
            href={i === 0 ? "?#vehicle-tabs" : `?tab=${tab.id}#vehicle-tabs`}
            aria-selected={active === tab.id}
            aria-controls={`panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            onClick={(event) => {
              event.preventDefault();
              select(tab.id);
            }}
            onKeyDown={(event) => {
              const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
              if (!step) return;
              event.preventDefault();
              const next = (i + step + tabs.length) % tabs.length;
              select(tabs[next]!.id);
              refs.current[next]?.focus();
            }}
            className={cn(
              "shrink-0 border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap",
              active === tab.id ? "border-brand text-ink" : "border-transparent text-ink/75 hover:text-ink",
            )}
          >
            {tab.label}
          </a>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`tab-${tab.id}`}
          hidden={active !== tab.id}
          tabIndex={0}
          className="p-4 sm:p-5"
        >
          {tab.content}
        </div>
      ))}
    </section>
  );
}

export function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Icon name="check" className="mt-0.5 size-4 shrink-0 text-green-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}

export function ReserveOnline({
  deposit,
  holdHours,
  reserveHref,
  reserveLabel,
  canReserve,
  moneyBack,
}: {
  deposit: string;
  holdHours: number;
  reserveHref: string;
  reserveLabel: string;
  canReserve: boolean;
  moneyBack: { days: number; max_km: number } | null;
}) {
  // The same return terms the checkout shows [SW §5 Return terms].
  const terms = moneyBack && returnTerms(moneyBack.days, moneyBack.max_km);
  return (
    <div className="space-y-3">
      <p>
        {`Reserve this vehicle online with a ${deposit} deposit, 100% refundable. We hold it for you for ${holdHours} hours while you arrange finance, a trade-in or a time to see it.`}
      </p>
      {terms && (
        <div className="rounded-brand bg-muted p-3 text-sm">
          <p className="font-semibold">{terms.title}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {terms.conditions.map((condition) => (
              <li key={condition}>{condition}</li>
            ))}
          </ul>
        </div>
      )}
      {canReserve && (
        <Link to={reserveHref} className={buttonVariants({ variant: "accent" })}>
          {reserveLabel}
        </Link>
      )}
    </div>
  );
}
