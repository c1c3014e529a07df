import { FinanceNote } from "~/components/finance/finance-note";
import { Suspense } from "react";
import { Await } from "react-router";
import type { VehiclePage } from "#server/pages/vehicle-page.server";
import { ResultCard } from "~/components/search/result-card";
import { ServerCached } from "~/components/ui/server-cached";
import { unpackRows } from "#domain/packed-rows";

/* Similar cars [VSD §2, §9 "up to 6 shown"]: in the page when ready with it, else streamed in after it. */
export function SimilarCars({
  cars,
  settings,
}: {
  cars: VehiclePage["similar"];
  settings: VehiclePage["cardSettings"];
}) {
  return (
    <div id="similar-cars">
      <Suspense fallback={<SimilarSkeleton />}>
        <Await resolve={cars} errorElement={null}>
          {(packed) => {
            const list = unpackRows(packed);
            return list.length > 0 ? (
              <section
                aria-labelledby="similar-heading"
                className="mt-10 [contain-intrinsic-size:auto_1500px] [content-visibility:auto]"
              >
                <h2 id="similar-heading" className="text-xl font-extrabold">
                  Similar Vehicles
                </h2>
                <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {list.map((similar) => (
                    <ServerCached
                      key={similar.id}
                      as="li"
                      component={ResultCard}
                      props={{ car: similar, settings }}
                    />
                  ))}
                </ul>
                {list.some((car) => car.comparison_rate !== null) && <FinanceNote />}
              </section>
            ) : null;
          }}
        </Await>
      </Suspense>
    </div>
  );
}

function SimilarSkeleton() {
  return (
    <div className="mt-10" aria-hidden="true">
      <div className="h-7 w-48 rounded bg-muted" />
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-96 animate-pulse rounded-brand bg-muted" />
        ))}
      </div>
    </div>
  );
}
