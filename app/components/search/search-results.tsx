import { FinanceNote } from "~/components/finance/finance-note";
import { unpackRows } from "#domain/packed-rows";
import { formatWhole } from "#domain/money";
import { Link } from "~/components/ui/link";
import { collapseSoldRuns, isAvailable } from "#domain/availability";
import { insertPromos } from "#domain/promo-tiles";
import { buildSearchUrl, type SearchVocabulary } from "#domain/search-url";
import type { SearchPage } from "#server/search/search-page.server";
import { ListingPagination } from "~/components/search/listing-pagination";
import { ResultCard } from "~/components/search/result-card";
import { ServerCached } from "~/components/ui/server-cached";
import { buttonVariants } from "~/components/ui/button";
import { Carousel, CarouselArrow, CarouselContent } from "~/components/ui/carousel";
import { imageSrcSet, imageUrl } from "~/lib/format";
import { cn } from "~/lib/utils";

/** The cards drawn with their images loading at once (the first row on the widest screens). */
const EAGER_CARDS = 3;

/*
 * The results [VSD §2 Vehicle search page]: the cards (3 / 2 / 1 per row, or a carousel), the "We
 * Want Your Car" card at its positions, runs of sold cars folded into one [VSD §4 Availability],
 * the empty state, and the pages.
 */
export function SearchResults({
  page: loaderData,
  vocabulary,
  loading,
}: {
  page: SearchPage;
  vocabulary: SearchVocabulary;
  loading: boolean;
}) {
  const { result, settings } = loaderData;
  const words = loaderData.filterOptions.words;
  const hits = unpackRows(result.hits);
  const entries = collapseSoldRuns(hits, (car) => !isAvailable(car.status));
  // The sold cars that end the results are one entry, the last, even where they fill later pages.
  if (result.foldedSold > 0 && entries.length > 0) entries.at(-1)!.collapsedSold += result.foldedSold;
  const items = insertPromos(entries, loaderData.promo?.positions ?? [], "promo" as const);
  const itemClass =
    loaderData.layout === "carousel" ? "w-[85%] shrink-0 snap-start sm:w-[45%] lg:w-[31%]" : undefined;
  return (
    <section
      aria-label="Search results"
      data-search={loaderData.path}
      aria-busy={loading}
      className={cn("min-w-0 transition-opacity", loading && "opacity-60")}
    >
      {/* The cards' headings (h3) sit under a heading of their own. */}
      <h2 className="sr-only">Results</h2>
      {hits.length === 0 ? (
        <>
          <div className="rounded-brand bg-muted p-8 text-center">
            <h2 className="text-xl font-bold">No Results Available</h2>
            <p className="mx-auto mt-2 max-w-md">
              No results found for your search at this time. Please try adjusting the filters for more
              results.
            </p>
            <Link to="/special-offers" className={cn(buttonVariants(), "mt-4")}>
              Clear Filters
            </Link>
          </div>
          {result.closest && <ClosestResults closest={result.closest} settings={settings} words={words} />}
        </>
      ) : (
        <ResultList carousel={loaderData.layout === "carousel"} many={words.many}>
          {items.map((item, i) =>
            // The first row is drawn live: its images load at once, preloaded from the head.
            item !== "promo" && i >= EAGER_CARDS ? (
              <ServerCached
                key={item.car.id}
                as="li"
                className={itemClass}
                component={ResultCard}
                props={{ car: item.car, settings, collapsedSold: item.collapsedSold }}
              />
            ) : (
              <li key={item === "promo" ? `promo-${i}` : item.car.id} className={itemClass}>
                {item === "promo" ? (
                  <PromoCard promo={loaderData.promo!} />
                ) : (
                  <ResultCard
                    car={item.car}
                    settings={settings}
                    collapsedSold={item.collapsedSold}
                    eager
                    priority={i === 0}
                  />
                )}
              </li>
            ),
          )}
        </ResultList>
      )}
      {items.some((item) => item !== "promo" && item.car.comparison_rate !== null) && <FinanceNote />}
      <ListingPagination
        page={result.page}
        pages={result.pages}
        hrefFor={(page) => buildSearchUrl({ ...loaderData.state, page }, vocabulary)}
      />
      {loaderData.tiles.length > 0 && <PromoTiles tiles={loaderData.tiles} />}
    </section>
  );
}

/**
 * Beside a search that found nothing [issue 32]: the part of it that found nothing, and the closest
 * results with that part let go, nearest first, with a link to all of them.
 */
function ClosestResults({
  closest,
  settings,
  words,
}: {
  closest: NonNullable<SearchPage["result"]["closest"]>;
  settings: SearchPage["settings"];
  words: SearchPage["filterOptions"]["words"];
}) {
  const cars = unpackRows(closest.hits);
  const noun = (closest.count === 1 ? words.one : words.many).toLowerCase();
  return (
    <section aria-labelledby="closest-heading" className="mt-8">
      <h2 id="closest-heading" className="text-xl font-bold">
        Closest matches
      </h2>
      <p className="mt-2">
        Nothing matched <strong>{closest.label}</strong> with the rest of your search.{" "}
        {formatWhole(closest.count)} {noun} without it{closest.note ? `, ${closest.note}` : ""}.
      </p>
      <div className="mt-4">
        <ResultList carousel={false} many={words.many}>
          {cars.map((car) => (
            <li key={car.id}>
              <ResultCard car={car} settings={settings} collapsedSold={0} />
            </li>
          ))}
        </ResultList>
      </div>
      <Link to={closest.path} className={cn(buttonVariants({ variant: "outline" }), "mt-4")}>
        See all {formatWhole(closest.count)} {noun}
      </Link>
    </section>
  );
}

/** The trade-in's card: the trade-in values the buyer's car, whatever the site sells. */
function PromoCard({ promo }: { promo: { title: string; href: string } }) {
  return (
    <aside
      aria-label={promo.title}
      className="flex h-full min-h-72 flex-col justify-between rounded-brand bg-brand p-6 text-brand-foreground"
    >
      <div>
        <p className="text-sm font-semibold tracking-wide uppercase opacity-90">Sell or trade in</p>
        <h2 className="mt-2 text-3xl font-extrabold">{promo.title}</h2>
        <p className="mt-3">Get a fair offer on your car today, with no obligation.</p>
      </div>
      <Link to={promo.href} className={cn(buttonVariants({ variant: "accent" }), "mt-6 self-start")}>
        Value my car
      </Link>
    </aside>
  );
}

/** The call-to-action tiles under the results [SW §2 "Search-results call-to-action tile list"]. */
function PromoTiles({ tiles }: { tiles: SearchPage["tiles"] }) {
  return (
    <ul aria-label="Promotions" className="mt-8 grid gap-4 md:grid-cols-2">
      {tiles.map((tile) => (
        <li key={tile.id}>
          <Link
            to={tile.href}
            className="block overflow-hidden rounded-brand ring-1 ring-black/10 hover:opacity-95"
          >
            <img
              src={imageUrl(tile.image, { w: 828 })}
              srcSet={imageSrcSet(tile.image, [480, 828, 1200])}
              sizes="(min-width: 768px) 45vw, 100vw"
              alt={tile.alt}
              width={1920}
              height={540}
              loading="lazy"
              className="aspect-[32/9] w-full bg-muted object-cover"
            />
            <span className="block px-3 py-2 text-sm font-semibold">{tile.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The grid (3 / 2 / 1 per row), or the carousel with previous and next arrows [VSD §2]. */
function ResultList({
  carousel,
  many,
  children,
}: {
  carousel: boolean;
  many: string;
  children: React.ReactNode;
}) {
  if (!carousel) {
    return (
      <ul aria-label={many} className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {children}
      </ul>
    );
  }
  // Without JavaScript the carousel still scrolls sideways.
  return (
    <Carousel label={`${many}, a row to scroll`} step="page">
      <CarouselContent label={many} className="gap-4 pb-4">
        {children}
      </CarouselContent>
      <div className="flex justify-end gap-2">
        <CarouselArrow
          direction="previous"
          label={`Previous ${many.toLowerCase()}`}
          className="p-2 ring-1 ring-black/20"
          iconClassName="size-5"
        />
        <CarouselArrow
          direction="next"
          label={`Next ${many.toLowerCase()}`}
          className="p-2 ring-1 ring-black/20"
          iconClassName="size-5"
        />
      </div>
    </Carousel>
  );
}
