import { data } from "react-router";
import { Link } from "~/components/ui/link";
import { depositCopy, returnTerms } from "#domain/return-terms";
import { defaultSearchPath } from "#domain/search-url";
import { getContentPage } from "#server/content/content.server";
import { siteContext } from "#server/request-context.server";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { PaymentLogos } from "~/components/layout/payment-logos";
import { buttonVariants } from "~/components/ui/button";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/content";
import { pageUrl } from "#server/sites/origin.server";

/*
 * Content pages [SW §2]: /privacy-policy, /terms-and-conditions, /about-us, /warranty, /buying, the
 * dealer-group extras and /pages/{name}, each from the site's Markdown file or the shared one. /buying
 * adds what the site's configuration says: the reserve deposit [SW §1] where the site reserves online
 * and the return terms [SW §5] where it offers them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const url = new URL(request.url);
  const pagePath = url.pathname.replace(/^\//, "").replace(/\/$/, "");
  const page = getContentPage(site, pagePath);
  if (!page) throw data(null, { status: 404 });
  const buying = pagePath === "buying";
  const guarantee = site.commerce.money_back_guarantee;
  return {
    siteName: site.name,
    page,
    path: `/${pagePath}`,
    deposit:
      buying && site.commerce.reserve_enabled
        ? depositCopy(site.commerce.deposit, site.commerce.hold_hours)
        : null,
    returns: buying && guarantee ? returnTerms(guarantee.days, guarantee.max_km) : null,
    searchPath: buying ? defaultSearchPath(site.search.car_types) : null,
    payments: buying ? site.commerce.payment_methods : [],
    canonical: pageUrl(context, `/${pagePath}`),
  };
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [{ title: "Page not found" }];
  return buildMeta({
    title: `${page.page.title} | ${page.siteName}`,
    description: page.page.description || undefined,
    canonical: page.canonical,
  });
}

export default function ContentPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <Breadcrumbs
        crumbs={[
          { label: "Home", href: "/" },
          { label: page.page.title, href: page.path },
        ]}
      />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{page.page.title}</h1>
      {page.deposit && (
        <p className="mt-6 rounded-brand bg-muted p-4 text-lg font-semibold">{page.deposit}</p>
      )}
      <div className="prose mt-6" dangerouslySetInnerHTML={{ __html: page.page.html }} />
      {page.returns && (
        <section aria-labelledby="returns" className="mt-8 rounded-brand p-5 ring-1 ring-black/10">
          <h2 id="returns" className="text-2xl font-bold">
            {page.returns.title}
          </h2>
          <p className="mt-2">{page.returns.intro}</p>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            {page.returns.conditions.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </section>
      )}
      {page.payments.length > 0 && (
        <div className="mt-8">
          <PaymentLogos methods={page.payments} />
        </div>
      )}
      {page.searchPath && (
        <Link to={page.searchPath} className={buttonVariants({ className: "mt-8" })}>
          View Stock
        </Link>
      )}
    </div>
  );
}
