import { data, Form, Link } from "react-router";
import { passGate } from "#server/auth/gate.server";
import { getMyGarage } from "#server/models/my-garage.server";
import { siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { buttonVariants } from "~/components/ui/button";
import { formatKm, imageUrl } from "~/lib/format";
import { formatMobile } from "~/lib/sign-in";
import type { Route } from "./+types/my-garage";

/*
 * /my-garage [SW §2 Sign-in gated routes "always gated"]: on sites with the garage, the signed-in
 * buyer's saved cars with their status today and the enquiries they have sent. A signed-out visitor
 * is sent to sign in (type my-garage) and comes back here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  if (!site.garage_enabled) throw data(null, { status: 404 });
  const { database } = await getRuntime();
  const user = await passGate(database.db, site, request);
  if (!user) throw data(null, { status: 404 });
  return { siteName: site.name, ...(await getMyGarage(database.db, site, user)) };
}

export function meta({ data: page }: Route.MetaArgs) {
  return [{ title: `My Garage | ${page?.siteName ?? ""}` }, { name: "robots", content: "noindex" }];
}

export default function MyGarage({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">My Garage</h1>
          <p className="mt-1 text-sm">Signed in as {formatMobile(page.phone)}</p>
        </div>
        <Form method="post" action="/sign-out" reloadDocument>
          <button
            type="submit"
            className="rounded-brand px-3 py-2 text-sm font-semibold ring-1 ring-black/20"
          >
            Sign Out
          </button>
        </Form>
      </div>

      <section aria-labelledby="garage-saved" className="mt-8">
        <h2 id="garage-saved" className="text-xl font-bold">
          Saved cars
        </h2>
        {page.cars.length === 0 ? (
          <p className="mt-3">
            No saved cars yet. Save a car from its page or the search results and it shows here with its
            status.{" "}
            <Link to="/search" className="font-semibold underline">
              Browse stock
            </Link>
          </p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {page.cars.map((car) => (
              <li key={car.slug} className="flex gap-3 rounded-brand bg-surface p-3 ring-1 ring-black/10">
                <img
                  src={imageUrl(car.image ?? "draw/not-found", { w: 320 })}
                  alt=""
                  width={112}
                  height={75}
                  loading="lazy"
                  className="h-[75px] w-28 shrink-0 rounded-brand object-cover"
                />
                <div className="min-w-0">
                  <Link to={`/cars/${car.slug}`} className="font-bold hover:underline">
                    {car.name}
                  </Link>
                  <p className="font-extrabold">{car.price}</p>
                  <p className="text-sm text-ink/80">
                    {formatKm(car.km)} ·{" "}
                    <span className={car.available ? "text-green-800" : "text-red-700"}>{car.status}</span>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="garage-enquiries" className="mt-10">
        <h2 id="garage-enquiries" className="text-xl font-bold">
          Enquiries sent
        </h2>
        {page.enquiries.length === 0 ? (
          <p className="mt-3">
            You have not sent an enquiry from this mobile number yet.{" "}
            <Link to="/contact" className="font-semibold underline">
              Contact us
            </Link>
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-black/10 rounded-brand bg-surface ring-1 ring-black/10">
            {page.enquiries.map((enquiry) => (
              <li key={enquiry.id} className="flex flex-wrap items-baseline justify-between gap-2 p-3">
                <span className="font-semibold">
                  {enquiry.category}
                  {enquiry.car && (
                    <>
                      {" "}
                      ·{" "}
                      <Link to={`/cars/${enquiry.car.slug}`} className="font-normal underline">
                        {enquiry.car.name}
                      </Link>
                    </>
                  )}
                </span>
                <span className="text-sm text-ink/75">{enquiry.date}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Link to="/favourites" className={`${buttonVariants({ variant: "outline" })} mt-10`}>
        Favourites in this browser
      </Link>
    </div>
  );
}
