import { passGate } from "#server/auth/gate.server";
import { data, redirect, useActionData } from "react-router";
import { FORM_FAILURE_MESSAGE, formValuesToKeep } from "#domain/lead-forms";
import { siteFormForPath, type SiteFormKind } from "#domain/site-forms";
import { answerRefused, isRefused, settleForm } from "#server/forms/form-outcome.server";
import { submitSiteForm } from "#server/leads/site-leads.server";
import { getCalculatorView } from "#server/pages/finance.server";
import { QUICK_PICKS } from "#domain/budget-finder";
import { getBudgetFinder } from "#server/pages/budget-finder.server";
import { getLocationViews } from "#server/data/locations.server";
import { BudgetFinder } from "~/components/finance/budget-finder";
import { getAskedOffer, getSiteFormPage } from "#server/pages/site-form-page.server";
import type { Site } from "#server/sites/registry";
import { ContactDetails } from "~/components/locations/contact-details";
import { FindUs } from "~/components/locations/find-us";
import { FinanceCalculator } from "~/components/finance/finance-calculator";
import { getVehicleById } from "#server/data/vehicles.server";
import { getPartsCatalogue } from "#server/content/parts.server";
import { Link } from "~/components/ui/link";
import { requestContext, siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { readFormFields } from "#server/security/form.server";
import { SiteLeadForm } from "~/components/leads/site-lead-form";
import { keepFormOnFailure } from "~/lib/keep-form-on-failure";
import { formPageMeta } from "~/lib/meta";
import { telHref } from "~/lib/format";
import type { Route } from "./+types/lead-form";
import { originContext } from "#server/sites/origin.server";

/*
 * The site-wide lead forms at the spec's paths [SW §2 Default navigation and links]: /contact and
 * /contact-us, /book-test-drive, /finance (and /finance-enquiry, /apply-for-finance,
 * /finance-pre-approval), /service and /vehicle-parts-and-accessories. One module: the path names
 * the form; the form's description, schema and lead are built in domain/ and server/.
 */
function formKind(request: Request, site: Site): Exclude<SiteFormKind, "trade-in"> {
  const kind = siteFormForPath(new URL(request.url).pathname);
  if (!kind || kind === "trade-in") throw data(null, { status: 404 });
  // /chat is the chat widget's page: only where the site has the widget.
  if (kind === "chat" && !site.chat.token) throw data(null, { status: 404 });
  return kind;
}

/** The chat widget posts here and shows its answer in place (a page post goes on to /success). */
const WIDGET_REPLY = "widget";

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { database, services } = await getRuntime();
  await passGate(database.db, site, request);
  const [page, views, budgetFinder] = await Promise.all([
    getSiteFormPage(database.db, site, formKind(request, site), new URL(request.url), {
      origin: context.get(originContext),
      slots: (locationId) => services.appointments.availability(site, locationId),
    }),
    getLocationViews(database.db, site),
    siteFormForPath(new URL(request.url).pathname) === "finance" ? getBudgetFinder(database.db, site) : null,
  ]);
  // The locations the form is for, in the site's order, and the dealerships they belong to.
  const slugs = new Set(page.locations.map((l) => l.slug));
  const findUs = views.filter((v) => slugs.has(v.slug));
  const dealerships = site.dealerships
    .map((d) => ({ name: d.name, locations: findUs.filter((l) => l.dealershipId === d.id) }))
    .filter((d) => d.locations.length > 0);
  const url = new URL(request.url);
  return {
    ...page,
    // /finance carries the repayment calculator beside its form [SW §4 Finance calculator].
    calculator:
      page.kind === "finance"
        ? getCalculatorView(site, url, Number(page.defaults.vehicle_price_budget ?? 0) || null)
        : null,
    path: url.pathname,
    // The parts form points to the parts search where the site has a catalogue.
    partsSearch: page.kind === "parts" && getPartsCatalogue(site) !== null,
    quickPicks: QUICK_PICKS[site.budget_finder.quick_picks],
    budgetFinder,
    phones: site.phones,
    findUs: {
      locations: findUs,
      dealerships,
      map: { zoom: site.locations_page.map_zoom, tiles: site.locations_page.map_tiles },
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const kind = formKind(request, site);
  const { database, rateLimiter, services } = await getRuntime();
  await passGate(database.db, site, request);
  const fields = await readFormFields(request);
  const outcome = await settleForm(async () => {
    const [car, offer] = await Promise.all([
      getVehicleById(database.db, site, fields.car_id),
      getAskedOffer(database.db, site, fields.offer_id),
    ]);
    return submitSiteForm(database.db, site, kind, fields, {
      ip: context.get(requestContext).ip,
      userAgent: request.headers.get("user-agent"),
      rateLimiter,
      path: new URL(request.url).pathname,
      car,
      offer,
      isSlotFree: (slug, date, time) => {
        const location = site.locations.find((l) => l.slug === slug);
        return location
          ? services.appointments.isAvailable(site, location.id, date, time)
          : Promise.resolve(false);
      },
    });
  }, FORM_FAILURE_MESSAGE);
  if (isRefused(outcome)) return answerRefused(outcome, { intent: kind, values: formValuesToKeep(fields) });
  if (fields.reply === WIDGET_REPLY) return { intent: kind, sent: true as const };
  throw redirect(outcome.successUrl);
}

/** A post that fails on the way keeps the form and what was typed [SW §8 Form submit failure]. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return keepFormOnFailure(request, () => serverAction(), FORM_FAILURE_MESSAGE);
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export function meta({ data: page }: Route.MetaArgs) {
  return formPageMeta(page);
}

export default function LeadFormPage({ loaderData: page }: Route.ComponentProps) {
  const result = useActionData<typeof clientAction>() ?? null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{page.spec.heading}</h1>
      <p className="mt-2 max-w-2xl text-lg text-ink/80">{page.spec.intro}</p>
      {page.partsSearch && (
        <p className="mt-2 text-lg">
          Know what you need?{" "}
          <Link to="/parts/search" className="font-semibold text-brand underline">
            Search our parts and accessories
          </Link>
        </p>
      )}
      <div className="mt-8 grid gap-8 lg:grid-cols-12">
        <section
          id={page.kind === "finance" ? "finance-form" : `${page.kind}-form`}
          aria-label={page.spec.heading}
          className="rounded-brand bg-surface p-4 ring-1 ring-black/10 sm:p-6 lg:col-span-7"
        >
          <SiteLeadForm
            spec={page.spec}
            siteSlug={page.siteSlug}
            formKey={page.formKey}
            today={page.today}
            result={result && "errors" in result ? result : null}
            defaults={page.defaults}
            hidden={page.hidden}
            slots={page.slots}
            quickPicks={page.quickPicks}
          />
        </section>
        <aside aria-labelledby="call-us" className="lg:col-span-5">
          {page.calculator && (
            <div className="mb-8">
              <FinanceCalculator
                {...page.calculator}
                action={page.path}
                quoteHref={`${page.path}#finance-form`}
              />
            </div>
          )}
          <h2 id="call-us" className="text-xl font-bold">
            Prefer to call?
          </h2>
          <ContactDetails phones={page.phones} />
          <ul className="mt-3 flex flex-col gap-4">
            {page.locations.map((location) => (
              <li key={location.name} className="rounded-brand bg-muted p-4">
                <p className="font-semibold">{location.name}</p>
                <p className="text-sm text-ink/80">{location.address}</p>
                <a
                  href={telHref(location.phone)}
                  className="mt-1 inline-block font-semibold text-brand underline"
                >
                  {location.phone}
                </a>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      {page.budgetFinder && (
        <div className="mt-10 max-w-3xl">
          <BudgetFinder finder={page.budgetFinder} />
        </div>
      )}
      <FindUs {...page.findUs} />
    </div>
  );
}
