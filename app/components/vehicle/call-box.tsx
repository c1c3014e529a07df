import { EVENT } from "#domain/lead-events";
import { Icon } from "~/components/ui/icon";
import { pushAnalyticsEvent } from "~/lib/analytics";
import { useFetcher } from "react-router";
import { maskPhone } from "#domain/call-box";
import { telHref } from "~/lib/format";
import { buttonVariants } from "~/components/ui/button";
import { carPath } from "#domain/car-url";

/*
 * "Call the dealer" [VSD §4 Other]: the number is masked after its first 5 characters until the
 * buyer asks for it; the reveal records a lead-tracking call (car, dealership, website). Some dealers
 * show the number directly. The reveal is a form post, so it works without JavaScript too.
 */
export function CallBox({
  carSlug,
  phone,
  locationName,
  direct,
  revealed: revealedByPost,
  callText,
}: {
  carSlug: string;
  phone: string;
  locationName: string;
  direct: boolean;
  revealed: boolean;
  callText: string;
}) {
  const fetcher = useFetcher<{ revealed?: boolean }>();
  const revealed = direct || revealedByPost || fetcher.data?.revealed === true;
  return (
    <section className="rounded-brand bg-muted p-4" aria-labelledby="call-box-title">
      <h2 id="call-box-title" className="text-sm font-semibold">
        {callText}
      </h2>
      <p className="text-xs text-ink/80">{locationName}</p>
      {revealed ? (
        <a
          href={telHref(phone)}
          className="mt-2 inline-flex items-center gap-2 text-xl font-extrabold text-brand underline-offset-4 hover:underline"
        >
          <Icon name="phone" className="size-5" /> {phone}
        </a>
      ) : (
        <fetcher.Form
          method="post"
          action={carPath(carSlug)}
          className="mt-2 flex items-center gap-3"
          // [VSD §7] "25 on phone click" (stored by the reveal's lead-tracking call).
          onSubmit={() => pushAnalyticsEvent(EVENT.phoneClick)}
        >
          <input type="hidden" name="intent" value="reveal" />
          <span className="text-xl font-extrabold tracking-wide" aria-label="Phone number hidden">
            {maskPhone(phone)}
          </span>
          <button
            type="submit"
            disabled={fetcher.state !== "idle"}
            className={buttonVariants({ size: "sm" })}
          >
            Reveal Number
          </button>
        </fetcher.Form>
      )}
    </section>
  );
}
