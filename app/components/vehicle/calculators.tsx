import { useId, useState } from "react";
import { Form, useSearchParams } from "react-router";
import { checkPostcode } from "#domain/delivery";
import { DEFAULT_CONSUMPTION, FUEL_FIELDS, getFuelCost, readFuelInputs } from "#domain/fuel-cost";
import { Icon } from "~/components/ui/icon";
import { formatMoney } from "~/lib/format";
import { buttonVariants } from "~/components/ui/button";
import { carPath } from "#domain/car-url";

const inputClass = "w-full rounded-brand border border-black/25 bg-surface px-3 py-2 text-base";

/**
 * Fuel cost [VSD §9]: distance / 100 x consumption x price, with the spec's defaults; the page hides
 * it for electric cars. Without JavaScript it is a GET form to the page itself (?fuel_km=&fuel_price=,
 * back at #fuel-cost) and the page figures what was sent; with it, each keystroke does.
 */
export function FuelCostCalculator({
  consumption,
  vehicle = "car",
}: {
  consumption: number | null;
  /** What the vehicle is ("car", "motorhome"), where its own figure is not known. */
  vehicle?: string;
}) {
  const id = useId();
  const [params] = useSearchParams();
  const sent = readFuelInputs(params);
  const [distance, setDistance] = useState(sent.distance);
  const [price, setPrice] = useState(sent.price);
  const litres = consumption && consumption > 0 ? consumption : DEFAULT_CONSUMPTION;
  const cost = getFuelCost({
    distance: Number(distance) || 0,
    consumption: litres,
    price: Number(price) || 0,
  });
  return (
    <section
      id="fuel-cost"
      aria-labelledby={`${id}-title`}
      className="rounded-brand bg-surface p-4 ring-1 ring-black/10 sm:p-5"
    >
      <h2 id={`${id}-title`} className="text-lg font-extrabold">
        Fuel Cost Calculator
      </h2>
      <form
        method="get"
        action="#fuel-cost"
        className="mt-3 grid grid-cols-2 gap-3"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-distance`} className="text-sm font-semibold">
            Kilometres a week
          </label>
          <input
            id={`${id}-distance`}
            name={FUEL_FIELDS.distance}
            type="number"
            inputMode="numeric"
            min={0}
            step={10}
            value={distance}
            onChange={(event) => setDistance(event.target.value)}
            className={inputClass}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-price`} className="text-sm font-semibold">
            Fuel price ($ a litre)
          </label>
          <input
            id={`${id}-price`}
            name={FUEL_FIELDS.price}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            className={inputClass}
          />
        </div>
        {/* Without JavaScript the page the form asks for works the figure out; with it the figure is
            live and the button (kept, so nothing moves when the script takes over) sends nothing. */}
        <button type="submit" className={`${buttonVariants({ variant: "outline", size: "sm" })} col-span-2`}>
          Calculate
        </button>
      </form>
      <p className="mt-3" aria-live="polite">
        About <span className="text-xl font-extrabold">{formatMoney(cost)}</span>
        {` a week in fuel, at ${litres} L/100km${consumption ? "" : ` (a typical figure: this ${vehicle}'s is not known)`}.`}
      </p>
    </section>
  );
}

export type DeliveryState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "result"; name: string; price: number; distance_km: number }
  | { status: "error"; message: string };

/**
 * Delivery calculator [VSD §4 "idle, loading, result or error", §5]: a GET form (the page answers it
 * without JavaScript); with JavaScript it asks the delivery endpoint in place.
 */
export function DeliveryCalculator({
  slug,
  initial,
  postcode: initialPostcode,
}: {
  slug: string;
  /** The answer to a postcode sent without JavaScript; idle when there is none. */
  initial: DeliveryState | null;
  postcode: string;
}) {
  const id = useId();
  const [state, setState] = useState<DeliveryState>(initial ?? { status: "idle" });
  const [postcode, setPostcode] = useState(initialPostcode);
  const errorId = `${id}-error`;
  return (
    <section
      id="delivery"
      aria-labelledby={`${id}-title`}
      className="rounded-brand bg-surface p-4 ring-1 ring-black/10 sm:p-5"
    >
      <h2 id={`${id}-title`} className="text-lg font-extrabold">
        Delivery Calculator
      </h2>
      <p className="mt-1 text-sm text-ink/80">Enter your postcode to estimate delivery to your door.</p>
      <Form
        method="get"
        action={`${carPath(slug)}#delivery`}
        preventScrollReset
        className="mt-3 flex items-start gap-2"
        onSubmit={async (event) => {
          event.preventDefault();
          const checked = checkPostcode(postcode);
          if ("error" in checked) {
            setState({ status: "error", message: checked.error });
            return;
          }
          setState({ status: "loading" });
          try {
            const response = await fetch(`${carPath(slug, "delivery")}?postcode=${checked.postcode}`);
            const body = (await response.json()) as
              { name: string; price: number; distance_km: number } | { error: string };
            setState(
              "error" in body ? { status: "error", message: body.error } : { status: "result", ...body },
            );
          } catch {
            setState({
              status: "error",
              message: "We couldn't reach the delivery calculator. Please try again.",
            });
          }
        }}
      >
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={`${id}-postcode`} className="sr-only">
            Postcode
          </label>
          <input
            id={`${id}-postcode`}
            name="postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            placeholder="Postcode"
            value={postcode}
            onChange={(event) => setPostcode(event.target.value)}
            aria-invalid={state.status === "error" ? true : undefined}
            aria-describedby={state.status === "error" ? errorId : undefined}
            className={inputClass}
          />
        </div>
        <button type="submit" disabled={state.status === "loading"} className={buttonVariants()}>
          {state.status === "loading" && <Icon name="loader-circle" className="size-4 animate-spin" />}
          Calculate
        </button>
      </Form>
      <div aria-live="polite" className="mt-3 min-h-6">
        {state.status === "result" && (
          <p>
            Delivery to <span className="font-semibold">{state.name}</span>:{" "}
            <span className="text-xl font-extrabold">
              {state.price === 0 ? "Free" : formatMoney(state.price)}
            </span>{" "}
            <span className="text-sm text-ink/75">(about {state.distance_km} km by road)</span>
          </p>
        )}
        {state.status === "error" && (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {state.message}
          </p>
        )}
      </div>
    </section>
  );
}
