import { data, Form } from "react-router";
import { formatMoney } from "#domain/money";
import { PARTS_QUERY_MAX, partsMakes, searchParts, type Part } from "#domain/parts-search";
import { getPartsCatalogue } from "#server/content/parts.server";
import { siteContext } from "#server/request-context.server";
import { pageUrl } from "#server/sites/origin.server";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { Button, buttonVariants } from "~/components/ui/button";
import { inputClass } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/parts-search";

/*
 * /parts/search [SW §2 "/parts/search, /search: parts search, search"]: the site's parts and
 * accessories catalogue searched by the buyer's words, each part leading to the parts enquiry with
 * its name and code in the message (docs/decisions/058-the-spec-s-last-pages.md). A plain GET form:
 * the same without JavaScript. Sites without a parts counter or catalogue answer 404.
 */
const PARTS_FORM = "/vehicle-parts-and-accessories";

export function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const catalogue = getPartsCatalogue(site);
  if (!catalogue) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, PARTS_QUERY_MAX);
  const make = url.searchParams.get("make") || null;
  const answer = searchParts(catalogue, { q, make });
  return {
    siteName: site.name,
    q,
    make: answer.vehicle?.make ?? "",
    makes: partsMakes(catalogue),
    answer,
    canonical: pageUrl(context, "/parts/search"),
  };
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [{ title: "Page not found" }];
  return buildMeta({
    title: `Parts Search | ${page.siteName}`,
    description: `Search the parts and accessories of ${page.siteName}, and ask our parts team for a price.`,
    canonical: page.canonical,
    ...((page.q || page.make) && { robots: "noindex, follow" as const }),
  });
}

/** What a part fits; a part for no one make (a caravan's) says so in its description. */
function fits(part: Part) {
  if (!part.make) return null;
  return part.models.length ? `Fits ${part.make} ${part.models.join(", ")}` : `Fits every ${part.make}`;
}

export default function PartsSearch({ loaderData: page }: Route.ComponentProps) {
  const { answer } = page;
  const searched = page.q.trim() !== "" || page.make !== "";
  const forVehicle = answer.vehicle
    ? ` for a ${answer.vehicle.make}${answer.vehicle.model ? ` ${answer.vehicle.model}` : ""}`
    : "";
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <Breadcrumbs
        crumbs={[
          { label: "Home", href: "/" },
          { label: "Parts & Accessories", href: PARTS_FORM },
          { label: "Parts Search", href: "/parts/search" },
        ]}
      />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">Parts Search</h1>
      <p className="mt-2 max-w-2xl text-lg text-ink/80">
        Search our parts and accessories, then ask our parts team for a price and availability.
      </p>
      <Form method="get" role="search" className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor="parts-q" className="text-sm font-semibold">
            What are you looking for?
          </label>
          <input
            id="parts-q"
            name="q"
            type="search"
            defaultValue={page.q}
            maxLength={PARTS_QUERY_MAX}
            placeholder={page.makes.length ? "e.g. towbar hilux, floor mats" : "e.g. awning, water pump"}
            className={inputClass}
          />
        </div>
        {page.makes.length > 1 && (
          <div className="flex flex-col gap-1">
            <label htmlFor="parts-make" className="text-sm font-semibold">
              Make
            </label>
            <select id="parts-make" name="make" defaultValue={page.make} className={inputClass}>
              <option value="">Any make</option>
              {page.makes.map((m) => (
                <option key={m}>{m}</option>
              ))}
            </select>
          </div>
        )}
        <Button type="submit">Search Parts</Button>
      </Form>
      <p role="status" className="mt-6 font-semibold">
        {answer.total === 0
          ? `No parts match "${page.q}"${forVehicle}.`
          : `${answer.total} ${answer.total === 1 ? "part" : "parts"}${searched ? " found" : " in our catalogue"}${forVehicle}${answer.total > answer.parts.length ? `, the first ${answer.parts.length} shown` : ""}.`}
      </p>
      {answer.total === 0 ? (
        <div className="mt-4 rounded-brand bg-muted p-4">
          <p>Our parts team can find what is not listed here.</p>
          <Link
            to={`${PARTS_FORM}?${new URLSearchParams({ looking_for: page.q || page.make })}`}
            className={buttonVariants({ className: "mt-3" })}
          >
            Ask our parts team
          </Link>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {answer.parts.map((part) => (
            <li key={part.code} className="flex flex-col rounded-brand bg-surface p-4 ring-1 ring-black/10">
              <h2 className="text-lg font-bold">{part.name}</h2>
              <p className="text-sm text-ink/75">
                Code {part.code} · {part.category}
              </p>
              {part.make && <p className="mt-1 text-sm">{fits(part)}</p>}
              {part.description && <p className="mt-2 text-sm">{part.description}</p>}
              <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-3">
                <p className="font-bold">
                  {part.price === null ? "Price on request" : `${formatMoney(part.price)} RRP`}
                </p>
                <Link
                  to={`${PARTS_FORM}?part=${encodeURIComponent(part.code)}`}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                  aria-label={`Ask about ${part.name}, code ${part.code}`}
                >
                  Ask about this part
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
