import { data, Form, redirect, useActionData } from "react-router";
import { calendarDate } from "#domain/dates";
import { isSpinRunning, prizeChances, SPIN_ENDED, wheelStopDegrees } from "#domain/spin-to-win";
import { passGate } from "#server/auth/gate.server";
import { answerRefused, isRefused, settleForm } from "#server/forms/form-outcome.server";
import { getSpin } from "#server/workflows/spin-to-win.server";
import { requestContext, siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { spinPost } from "#server/workflows/signed-in-forms.server";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { StatusButton } from "~/components/ui/button";
import { ErrorBanner } from "~/components/ui/form-field";
import { keepFormOnFailure } from "~/lib/keep-form-on-failure";
import { buildMeta } from "~/lib/meta";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/spin-to-win";
import { pageUrl } from "#server/sites/origin.server";
import { PRIVATE_PAGE } from "#domain/page-policy";

/** The visitor's own page: never kept by the page cache or a CDN. */
export const handle = PRIVATE_PAGE;

/*
 * Spin to win [SW §2 "Sign-in gated routes: ... /spin-to-win"; docs/decisions/024-online-payment-
 * and-spin-to-win.md]: while the site runs a promotion, a signed-in buyer spins its wheel once and
 * wins one of its prizes, drawn by the server; the wheel turns to it (without JavaScript too: the
 * turn is CSS) and the voucher code shows beside it, for the dealer to honour.
 */
const FAILURE = "We couldn't spin the wheel just now. Please try again.";

async function requireSpinner(request: Request, context: Route.LoaderArgs["context"]) {
  const site = context.get(siteContext);
  if (!site.spin_to_win.promotion) throw data(null, { status: 404 });
  const runtime = await getRuntime();
  const user = await passGate(runtime.database.db, site, request);
  if (!user) throw data(null, { status: 404 });
  return { site, user, db: runtime.database.db, runtime };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, user, db, runtime } = await requireSpinner(request, context);
  const config = site.spin_to_win;
  const spin = await getSpin(db, site, user, runtime.secretKey);
  const chances = prizeChances(config.prizes);
  return {
    siteName: site.name,
    title: config.title,
    terms: config.terms,
    running: isSpinRunning(config, calendarDate(new Date(), site.time_zone)),
    prizes: config.prizes.map((p, i) => ({ label: p.label, chance: chances[i]! })),
    spin,
    justSpun: new URL(request.url).searchParams.get("spun") === "1",
    canonical: pageUrl(context, "/spin-to-win"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { site, user, db, runtime } = await requireSpinner(request, context);
  const { rateLimiter: limiter, services, secretKey } = runtime;
  const post = { db, site, payments: services.payments, limiter, user, ip: context.get(requestContext).ip };
  const outcome = await settleForm(() => spinPost({ ...post, fields: {} }, secretKey), FAILURE);
  if (isRefused(outcome)) return answerRefused(outcome, {});
  // A first spin turns the wheel; asking again shows the same prize, standing still.
  throw redirect(outcome.first ? "/spin-to-win?spun=1" : "/spin-to-win");
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return keepFormOnFailure(request, () => serverAction(), FAILURE);
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [{ title: "Page not found" }];
  return buildMeta({
    title: `${page.title} | ${page.siteName}`,
    description: `Spin the ${page.siteName} wheel once for a prize.`,
    canonical: page.canonical,
    robots: "noindex",
  });
}

/** Segment colours: the site's own two, alternating, with a third for an odd count's last one. */
const SEGMENT_COLOURS = ["var(--fc-primary)", "var(--fc-accent)", "var(--fc-muted)"];

export default function SpinToWin({ loaderData: page }: Route.ComponentProps) {
  const answer = useActionData<typeof clientAction>() as { errors: Record<string, string> } | undefined;
  const count = page.prizes.length;
  const segment = 360 / count;
  const colour = (i: number) => SEGMENT_COLOURS[count % 2 === 1 && i === count - 1 ? 2 : i % 2]!;
  const gradient = page.prizes
    .map((_, i) => `${colour(i)} ${i * segment}deg ${(i + 1) * segment}deg`)
    .join(", ");
  const stop = page.spin && page.spin.prizeIndex >= 0 ? wheelStopDegrees(page.spin.prizeIndex, count) : 0;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <Breadcrumbs
        crumbs={[
          { label: "Home", href: "/" },
          { label: page.title, href: "" },
        ]}
      />
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight">{page.title}</h1>
      <div className="mt-6 grid items-start gap-8 md:grid-cols-2">
        <div className="relative mx-auto aspect-square w-full max-w-sm" aria-hidden="true">
          {/* The pointer, at the top. */}
          <div className="absolute top-0 left-1/2 z-10 h-0 w-0 -translate-x-1/2 -translate-y-1 border-x-[14px] border-t-[24px] border-x-transparent border-t-ink" />
          <div
            className={cn(
              "size-full rounded-full shadow-lg ring-4 ring-ink",
              page.justSpun &&
                "animate-[fc-spin_4s_cubic-bezier(0.12,0.8,0.2,1)_both] motion-reduce:animate-none",
            )}
            style={
              {
                background: `conic-gradient(${gradient})`,
                transform: `rotate(${stop}deg)`,
                "--fc-spin-to": `${stop}deg`,
              } as React.CSSProperties
            }
          >
            {page.prizes.map((prize, i) => (
              <span
                key={prize.label}
                className="absolute top-1/2 left-1/2 grid size-9 place-items-center rounded-full bg-surface text-lg font-extrabold text-ink shadow"
                style={{
                  transform: `translate(-50%, -50%) rotate(${(i + 0.5) * segment}deg) translateY(-7.5rem) rotate(${-(i + 0.5) * segment}deg)`,
                }}
              >
                {i + 1}
              </span>
            ))}
          </div>
        </div>

        <div>
          {page.spin ? (
            <section
              role="status"
              aria-labelledby="won-heading"
              className="rounded-brand bg-green-50 p-4 ring-1 ring-green-800/30"
            >
              <h2 id="won-heading" className="text-xl font-bold text-green-900">
                You won: {page.spin.prize}
              </h2>
              <p className="mt-2">
                Your voucher code is{" "}
                <strong className="font-mono text-lg tracking-wider">{page.spin.voucher}</strong>. Show it to
                our team (we have it too). Spun {page.spin.at}.
              </p>
              <p className="mt-2 text-sm">One spin per person: this is your prize for this promotion.</p>
            </section>
          ) : page.running ? (
            <Form method="post" className="space-y-3">
              <p>Spin the wheel once to win one of these prizes.</p>
              <ErrorBanner errors={answer?.errors ?? {}} labels={{}} />
              <StatusButton intent="spin" busyText="Spinning…" variant="accent" className="w-full sm:w-auto">
                Spin the wheel
              </StatusButton>
            </Form>
          ) : (
            <p className="rounded-brand bg-muted p-4 font-semibold">{SPIN_ENDED}</p>
          )}

          <h2 className="mt-6 text-lg font-bold">Prizes</h2>
          <ol className="mt-2 space-y-1">
            {page.prizes.map((prize, i) => (
              <li key={prize.label} className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold text-ink ring-2 ring-ink"
                  style={{ background: colour(i) }}
                >
                  <span className="grid size-5 place-items-center rounded-full bg-surface">{i + 1}</span>
                </span>
                <span className="flex-1">{prize.label}</span>
                <span className="text-sm text-ink/80">{prize.chance} chance</span>
              </li>
            ))}
          </ol>
          {page.terms && <p className="mt-4 text-xs text-ink/80">{page.terms}</p>}
        </div>
      </div>
    </div>
  );
}
