import { Writable } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { ResultCard, type CardSettings, type ResultCar } from "~/components/search/result-card";
import { partKey, PartRendererContext, ServerCached, type PartRenderer } from "./server-cached";

/*
 * A shared part rendered apart and kept (docs/decisions/028-fragment-cache.md) must be the very
 * HTML the page would have written for it: the browser hydrates it as the component.
 */

/** The page as the server streams it, as text. */
function stream(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        html += chunk.toString();
        callback();
      },
      final(callback) {
        resolve(html);
        callback();
      },
    });
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

function keptRenderer(): PartRenderer & { renders: number } {
  const kept = new Map<string, string>();
  const renderer = Object.assign(
    (key: string, element: React.ReactElement) => {
      let html = kept.get(key);
      if (html === undefined) {
        renderer.renders++;
        html = renderToString(element);
        kept.set(key, html);
      }
      return html;
    },
    { renders: 0 },
  );
  return renderer;
}

const settings: CardSettings = {
  labels: {
    used: "Used",
    no_price_text: "Enquire for price",
    preorder_text: "Pre-order now",
    enquire_button: "Enquire Now",
    reserved_tag: "RESERVED",
    new_arrival_tag: "New Arrival",
    sold_tag: "JUST SOLD",
  },
  electricTag: true,
  certifiedLogo: true,
  testDriveOnlyReplacesFinance: false,
  comingSoonHidesTestDrive: true,
  showViewCount: true,
  showLocation: true,
  favourites: { enabled: true, compare_enabled: true, watchlist_enabled: true, eligibility: "all" },
  reserve: { enabled: true, path: "checkout", label: "Reserve Now" },
  financeLink: "/finance",
  dealershipSlugs: { 1: "southern-cross-toyota" },
  siteSlug: "southern-cross",
  words: { one: "Car", many: "Cars" },
  now: Date.UTC(2026, 10, 26),
  leadForm: { messageRequired: true, optInText: "Yes, please.", termsNotice: false, today: "2026-11-26" },
};

const car: ResultCar = {
  id: 3187,
  slug: "2021-volkswagen-t-roc-style-sc10636",
  name: "2021 Volkswagen T-Roc Style",
  year: 2021,
  make: "Volkswagen",
  model: "T-Roc",
  badge: "Style",
  series: null,
  price: 19890,
  before_price: 21990,
  price_type: "Excl. Govt. Charges",
  preorder: false,
  km: 101733,
  status: "in_stock",
  car_type: "used",
  tag: null,
  reserved: true,
  certified: false,
  created_at: Date.UTC(2026, 10, 20),
  views: 27,
  photos_count: 12,
  image: "draw/car/suv/8a6a44/front-quarter",
  simple_body: "SUV",
  simple_fuel: "Petrol",
  simple_transmission: "Automatic",
  location_name: "Southern Cross Mazda Newstead Sales",
  city: "Newstead",
  weekly_payment: 103,
  interest_rate: 9.05,
  comparison_rate: 11.43,
  subscription_price: null,
  vehicle_kind: "car",
  vin: "JTMW43FV10D123456",
  dealership_id: 1,
};

// Cards that take the card's other paths: no photo (request photos), sold, no price, electric.
const cars: ResultCar[] = [
  car,
  { ...car, id: 1, slug: "a", image: null, reserved: false, weekly_payment: null },
  { ...car, id: 2, slug: "b", status: "sold", views: 0, before_price: null },
  { ...car, id: 3, slug: "c", price: 0, price_type: null, simple_fuel: "Electric", badge: null },
  { ...car, id: 4, slug: "d", status: "coming_soon", car_type: "new", interest_rate: null },
];

function Cards({ collapsed = 0 }: { collapsed?: number }) {
  return (
    <ul>
      {cars.map((each) => (
        <ServerCached
          key={each.id}
          as="li"
          className="card"
          component={ResultCard}
          props={{ car: each, settings, collapsedSold: collapsed }}
        />
      ))}
    </ul>
  );
}

describe("a shared part", () => {
  it("is written as the page would write it, the first time and from the cache", async () => {
    const live = await stream(<Cards />);
    const renderer = keptRenderer();
    const first = await stream(
      <PartRendererContext value={renderer}>
        <Cards />
      </PartRendererContext>,
    );
    const again = await stream(
      <PartRendererContext value={renderer}>
        <Cards />
      </PartRendererContext>,
    );
    expect(live).toContain("Request photos");
    expect(live).toContain('<li class="card"><article class="result-card"');
    expect(first).toBe(live);
    expect(again).toBe(live);
    // The second page drew every card from the first page's rendering.
    expect(renderer.renders).toBe(cars.length);
  });

  it("is kept under everything it is drawn from", () => {
    const key = partKey(ResultCard, { car, settings });
    expect(partKey(ResultCard, { car: { ...car }, settings: { ...settings } })).toBe(key);
    expect(partKey(ResultCard, { car: { ...car, views: 28 }, settings })).not.toBe(key);
    expect(
      partKey(ResultCard, {
        car,
        settings: { ...settings, labels: { ...settings.labels, used: "Pre-owned" } },
      }),
    ).not.toBe(key);
    expect(partKey(ResultCard, { car, settings, collapsedSold: 2 })).not.toBe(key);
    expect(partKey(() => null, { car, settings })).not.toBe(key);
    // The same props under other names, and a plain value where there was another, are other parts.
    expect(partKey(ResultCard, { settings, car })).not.toBe(key);
    expect(partKey(ResultCard, { car, settings, collapsedSold: 3 })).not.toBe(
      partKey(ResultCard, { car, settings, collapsedSold: 2 }),
    );
  });

  it("gives the same objects the same key, and equal data in new objects the same key too", () => {
    const fresh = { ...car, id: 4242, slug: "fresh-car" };
    const key = partKey(ResultCard, { car: fresh, settings });
    expect(partKey(ResultCard, { car: fresh, settings })).toBe(key);
    expect(partKey(ResultCard, { car: structuredClone(fresh), settings: structuredClone(settings) })).toBe(
      key,
    );
    expect(key).toContain('"slug":"fresh-car"');
  });

  it("sees nothing of the page around it: a part that asks the router fails instead of guessing", async () => {
    function WhereAmI() {
      return <p>{useLocation().pathname}</p>;
    }
    const page = (
      <MemoryRouter initialEntries={["/cars/a"]}>
        <ServerCached as="div" component={WhereAmI} props={{}} />
      </MemoryRouter>
    );
    expect(await stream(page)).toContain("<div><p>/cars/a</p></div>");
    await expect(
      stream(<PartRendererContext value={keptRenderer()}>{page}</PartRendererContext>),
    ).rejects.toThrow(/useLocation\(\) may be used only in the context of a <Router>/);
  });
});
