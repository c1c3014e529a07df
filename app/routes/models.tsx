import { Search } from "lucide-react";
import { Form, Link, redirect } from "react-router";
import { MAKE_MODEL_SEPARATOR } from "#domain/search-facets";
import { getModelDirectory } from "#server/models/listings.server";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { getStockSearch } from "#server/search/search.server";
import { ListingPagination } from "~/components/search/listing-pagination";
import { imageUrl } from "~/lib/format";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/models";

/*
 * /models: the manufacturer and model directory [VSD §3 "Manufacturer and model directory search:
 * manufacturer.name, model.name, model.body"; §7 "query, offset, 21 per page"; §9 "directory pages
 * 21 per page", "directory searches cache 10"]. The route is not in the spec (decision 002). Each
 * model shows how many the dealer has in stock and links to that search.
 */
const FILTERS = ["make", "body"] as const;
type Filter = (typeof FILTERS)[number];

function readParams(url: URL) {
  const query = (url.searchParams.get("query") ?? "").trim().slice(0, 100);
  const page = Number(url.searchParams.get("page") ?? "1");
  const refinements: Partial<Record<Filter, string[]>> = {};
  for (const filter of FILTERS) {
    const values = [
      ...new Set(
        url.searchParams
          .getAll(filter)
          .map((v) => v.trim())
          .filter(Boolean),
      ),
    ];
    if (values.length) refinements[filter] = values;
  }
  return { query, page: Number.isInteger(page) && page > 1 ? page : 1, refinements };
}

function modelsHref(params: ReturnType<typeof readParams>) {
  const search = new URLSearchParams();
  if (params.query) search.set("query", params.query);
  for (const filter of FILTERS)
    for (const value of params.refinements[filter] ?? []) search.append(filter, value);
  if (params.page > 1) search.set("page", String(params.page));
  const text = search.toString();
  return text ? `/models?${text}` : "/models";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { database } = await getRuntime();
  const url = new URL(request.url);
  const params = readParams(url);
  const [directory, stock] = await Promise.all([
    getModelDirectory(database.db, site),
    getStockSearch(database.db, site),
  ]);
  const result = directory.search({ ...params, hitsPerPage: 21 });
  const known = (filter: Filter, value: string) => result.facets[filter].some((item) => item.value === value);
  const clean = {
    ...params,
    page: Math.min(params.page, Math.max(result.pages, 1)),
    refinements: Object.fromEntries(
      FILTERS.map((f) => [f, (params.refinements[f] ?? []).filter((v) => known(f, v))]).filter(
        ([, v]) => v!.length > 0,
      ),
    ) as typeof params.refinements,
  };
  const canonical = modelsHref(clean);
  if (canonical !== `${url.pathname}${url.search}`) throw redirect(canonical, 302);

  // Cars in stock per model, from the stock search's make_model counts.
  const inStock = new Map(
    (
      stock.index.search(
        { facets: ["make_model"], hitsPerPage: 0 },
        {
          now: new Date(),
          includeSoldCarsDays: 0,
          priceAscendingExcludesZero: false,
          usedLabel: site.labels.used,
        },
      ).facets.make_model ?? []
    ).map((item) => [item.value, item.count]),
  );
  return {
    params,
    siteName: site.name,
    canonical: new URL(canonical, url.origin).href,
    result: {
      count: result.count,
      page: result.page,
      pages: result.pages,
      facets: result.facets,
      hits: result.hits.map((m) => ({
        ...m,
        stock: inStock.get(`${m.make}${MAKE_MODEL_SEPARATOR}${m.model}`) ?? 0,
      })),
    },
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const title = `Browse Models | ${data.siteName}`;
  return [
    { title },
    {
      name: "description",
      content: `Every model ${data.siteName} sells, by make and body type, with the stock on hand.`,
    },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
}

export default function Models({ loaderData }: Route.ComponentProps) {
  const { params, result } = loaderData;
  const toggle = (filter: Filter, value: string) => {
    const current = params.refinements[filter] ?? [];
    const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
    return modelsHref({ ...params, page: 1, refinements: { ...params.refinements, [filter]: next } });
  };
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-extrabold">Browse Models</h1>
      <p className="mt-1 text-sm" role="status">
        {result.count} {result.count === 1 ? "model" : "models"}
      </p>
      <Form method="get" action="/models" role="search" className="mt-4 flex max-w-lg gap-2">
        <label htmlFor="model-query" className="sr-only">
          Search models
        </label>
        <input
          id="model-query"
          type="search"
          name="query"
          defaultValue={params.query}
          placeholder="Search makes and models"
          className="min-w-0 flex-1 rounded-brand border border-black/20 bg-white px-3 py-2 text-gray-900"
        />
        {FILTERS.flatMap((f) =>
          (params.refinements[f] ?? []).map((v) => (
            <input key={`${f}:${v}`} type="hidden" name={f} value={v} />
          )),
        )}
        <button
          type="submit"
          className="inline-flex items-center gap-2 rounded-brand bg-brand px-4 py-2 font-semibold text-brand-foreground"
        >
          <Search aria-hidden="true" className="size-4" /> Search
        </button>
      </Form>
      <div className="mt-4 space-y-2">
        {FILTERS.filter((f) => result.facets[f].length > 1 || (params.refinements[f]?.length ?? 0) > 0).map(
          (filter) => (
            <nav
              key={filter}
              aria-label={filter === "make" ? "Make" : "Body type"}
              className="flex max-h-40 flex-wrap items-center gap-2 overflow-y-auto text-sm"
            >
              <span className="font-semibold">{filter === "make" ? "Make" : "Body type"}:</span>
              {result.facets[filter].map((item) => {
                const active = params.refinements[filter]?.includes(item.value) ?? false;
                return (
                  <Link
                    key={item.value}
                    to={toggle(filter, item.value)}
                    className={cn(
                      "rounded-full px-3 py-1 ring-1 ring-black/15",
                      active ? "bg-brand text-brand-foreground" : "hover:bg-muted",
                    )}
                  >
                    {item.value} ({item.count}){active && <span className="sr-only">, selected</span>}
                  </Link>
                );
              })}
            </nav>
          ),
        )}
      </div>
      {result.hits.length === 0 ? (
        <p className="mt-8 rounded-brand bg-muted p-8 text-center">
          No models match.{" "}
          <Link to="/models" className="font-semibold underline">
            See every model
          </Link>
        </p>
      ) : (
        <ul aria-label="Models" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {result.hits.map((m) => (
            <li
              key={`${m.make_slug}/${m.model_slug}`}
              className="flex items-center gap-4 rounded-brand p-4 ring-1 ring-black/10"
            >
              <img
                src={imageUrl(m.logo, { w: 96 })}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className="size-12 object-contain"
              />
              <div className="flex-1">
                <h2 className="font-bold">
                  {m.make} {m.model}
                </h2>
                <p className="text-sm">{m.body}</p>
              </div>
              {m.stock > 0 ? (
                <Link
                  to={`/search/${m.make_slug}/${m.model_slug}`}
                  className="text-sm font-semibold whitespace-nowrap underline"
                >
                  {m.stock} in stock
                </Link>
              ) : (
                <span className="text-sm text-ink/70">None in stock</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <ListingPagination
        page={result.page}
        pages={result.pages}
        hrefFor={(page) => modelsHref({ ...params, page })}
      />
    </div>
  );
}
