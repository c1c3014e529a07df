import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, nonEmpty, siteUrl, test, untilHydrated } from "./fixtures";

/*
 * What buyers hit on the search page and result cards [issue 10]: "Lowest price" opening on
 * "Enquire for price", a photo that was not a link, subscription prices never "per week", a card
 * and its page disagreeing on views, bare numbers in the filter chips, "Year 0 – 100000" with no
 * results, seats ordered by count, a dealership's stock titled with another town, keyboard sliders
 * that stick, and a car's tag coloured one way on its page and another on its card.
 */
const SITES = ["southern-cross", "harbourside-toyota", "redline-used", "outback-rv"];
const results = (page: Page) => page.getByRole("region", { name: "Search results" });
const cards = (page: Page) => results(page).getByRole("article");
const settled = async (page: Page) => {
  await expect(results(page)).toHaveAttribute("aria-busy", "false");
  const url = new URL(page.url());
  await expect(results(page)).toHaveAttribute("data-search", `${url.pathname}${url.search}`);
};

async function api(page: Page, site: string, query: string) {
  await page.goto(siteUrl(site, "/"));
  return page.evaluate(async (query) => {
    const response = await fetch(`/api/search?${query}`);
    return (await response.json()) as {
      hits: {
        id: number;
        slug: string;
        name: string;
        stocknum: string;
        make: string;
        views: number;
        price: number;
        subscription_price: number;
      }[];
    };
  }, query);
}

test.use({ viewport: { width: 1366, height: 900 } });

for (const site of SITES) {
  test(`${site}: "Lowest price" opens on cars with a price`, async ({ page }) => {
    await page.goto(siteUrl(site, "/search?sortBy=price_asc"));
    await expect(page).toHaveURL(/sortBy=price_asc/);
    const shown = nonEmpty(await cards(page).all(), "cards");
    for (const card of shown) {
      await expect(card).not.toContainText(/Enquire for price|Pre-order now/);
      await expect(card.locator("data[value]")).toHaveCount(1);
    }
  });
}

test("a card's photo opens the car, as on every car site, without a page load", async ({ page }) => {
  await page.goto(siteUrl("southern-cross", "/search/used-cars"));
  await untilHydrated(page);
  await page.evaluate(() => {
    (window as unknown as { stayed?: boolean }).stayed = true;
  });
  const first = cards(page).first();
  const title = first.getByRole("heading", { level: 3 }).getByRole("link");
  const name = (await title.textContent())!.trim();
  const href = (await title.getAttribute("href"))!;
  // The title's link reaches over the photo: no second link to the car hidden behind it.
  await expect(first.locator(`a[href="${href}"]`)).toHaveCount(2); // the title and View Details
  // Where a buyer clicks: on the photo, which the title's link covers.
  const box = (await first.locator("img").first().boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height - 40);
  await expect(page).toHaveURL(siteUrl("southern-cross", href));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("a subscription price reads per week, on the card and on the page [VSD §9]", async ({ page }) => {
  const { hits } = await api(page, "southern-cross", "subscription_price=1-&hitsPerPage=1");
  const car = nonEmpty(hits, "cars with a subscription price")[0]!;
  const weekly = `$${car.subscription_price.toLocaleString("en-AU")}`;
  await page.goto(siteUrl("southern-cross", `/search?query=${car.stocknum}`));
  await expect(cards(page).first()).toContainText(`Subscription ${weekly} per week`);
  await page.goto(siteUrl("southern-cross", `/cars/${car.slug}`));
  await expect(page.getByRole("main")).toContainText(`Subscription ${weekly} per week`);
});

test("a card and its car's page say the same number of views", async ({ page }) => {
  const { hits } = await api(page, "southern-cross", "hitsPerPage=20&sortBy=latest&status=in_stock");
  // A car other stories are unlikely to open meanwhile (they take the first of a list).
  const car = nonEmpty(
    hits.filter((hit) => hit.views > 0),
    "cars with views",
  ).at(-1)!;
  const views = (text: string | null) => Number(/([\d,]+) views?/.exec(text ?? "")?.[1]?.replace(/,/g, ""));
  await page.goto(siteUrl("southern-cross", `/search?query=${car.stocknum}`));
  const onCard = views(
    await cards(page)
      .first()
      .getByText(/\d views?$/)
      .textContent(),
  );
  expect(onCard).toBeGreaterThan(0);
  // The page's own visit is counted once, after it loads.
  const counted = page.waitForResponse(
    (r) => r.url().endsWith("/view.json") && r.request().method() === "POST",
  );
  await page.goto(siteUrl("southern-cross", `/cars/${car.slug}`));
  const onPage = views(
    await page
      .getByRole("main")
      .getByText(/\d views?$/)
      .first()
      .textContent(),
  );
  expect(onPage).toBe(onCard);
  // The card now says one more, like the page, once the search is rendered again (a page served
  // from the page cache shows the count as of its rendering: docs/decisions/021-page-cache.md):
  // here addresses no one has asked for yet, showing the same car.
  await counted;
  await page.goto(siteUrl("southern-cross", `/search?query=${car.stocknum}&sortBy=latest`));
  expect(
    views(
      await cards(page)
        .first()
        .getByText(/\d views?$/)
        .textContent(),
    ),
  ).toBe(onCard + 1);
  await page.goto(siteUrl("southern-cross", `/cars/${car.slug}?specs=all`));
  expect(
    views(
      await page
        .getByRole("main")
        .getByText(/\d views?$/)
        .first()
        .textContent(),
    ),
  ).toBe(onCard + 1);
});

test("the filter chips read as money, kilometres and years", async ({ page }) => {
  await page.goto(siteUrl("southern-cross", "/search/used-cars?price=10000-50000&km=-60000&year=2018-"));
  await expect(page.getByRole("link", { name: "Remove filter Price: $10,000 – $50,000" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Remove filter Kilometres: Up to 60,000 km" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Remove filter Year: From 2018" })).toBeVisible();
});

test("with no results the ranges show no made-up figures", async ({ page }) => {
  await page.goto(siteUrl("southern-cross", "/search/used-cars?query=zzqqxx"));
  await expect(page.getByRole("heading", { name: "No Results Available" })).toBeVisible();
  await expect(page.getByText(/0 – 100000|\$0 – \$100,000/)).toHaveCount(0);
  await expect(page.getByRole("slider")).toHaveCount(0);
});

test("seats are listed in number order", async ({ page }) => {
  await page.goto(siteUrl("southern-cross", "/search"));
  const filters = page.getByRole("search", { name: "Filter stock" });
  await filters
    .locator("summary")
    .filter({ hasText: /^Seats$/ })
    .click();
  const seats = filters.getByRole("group", { name: "Seats", exact: true }).getByRole("checkbox");
  const values = nonEmpty(
    await seats.evaluateAll((boxes) => boxes.map((box) => Number((box as HTMLInputElement).value))),
    "seat counts",
  );
  expect(values.length).toBeGreaterThan(1);
  expect(values).toEqual([...values].sort((a, b) => a - b));
});

test("'See more from this dealer' is titled with the dealership's own town", async ({ page }) => {
  // southern-cross's dealerships and the towns of their sales yards (sites/southern-cross.json).
  const site = JSON.parse(readFileSync("sites/southern-cross.json", "utf8")) as {
    dealerships: { id: number; slug: string }[];
    locations: { dealership_id: number; location_type: string; address: { city: string; state: string } }[];
  };
  const town = (slug: string) => {
    const dealership = site.dealerships.find((d) => d.slug === slug)!;
    const yard = site.locations.find(
      (l) => l.dealership_id === dealership.id && l.location_type === "sales",
    )!;
    return `in ${yard.address.city} ${yard.address.state}`;
  };
  const { hits } = await api(page, "southern-cross", "make=Mazda&car_type=new&status=in_stock&hitsPerPage=1");
  await page.goto(siteUrl("southern-cross", `/cars/${nonEmpty(hits, "Mazdas")[0]!.slug}`));
  await page.getByRole("link", { name: "See more from this dealer" }).click();
  await expect(page).toHaveURL(/\/search\/southern-cross-[a-z]+$/);
  const dealership = new URL(page.url()).pathname.split("/").at(-1)!;
  expect(town(dealership)).not.toBe(town("southern-cross-toyota"));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(town(dealership));
});

test("each arrow key moves the kilometre slider on", async ({ page }) => {
  await page.goto(siteUrl("southern-cross", "/search/used-cars"));
  const min = page.getByRole("slider", { name: "Minimum kilometres" });
  await min.focus();
  await min.press("ArrowRight");
  await expect(page).toHaveURL(/km=\d+-/);
  const first = Number(/km=(\d+)-/.exec(page.url())![1]);
  expect(first).toBeGreaterThan(0);
  await settled(page);
  await min.press("ArrowRight");
  await expect.poll(() => Number(/km=(\d+)-/.exec(page.url())?.[1] ?? 0)).toBeGreaterThan(first);
});

test("a car's tag looks the same on its card and on its page", async ({ page }) => {
  const { hits } = await api(page, "southern-cross", "fuel=Electric&status=in_stock&hitsPerPage=1");
  const car = nonEmpty(hits, "electric cars")[0]!;
  const background = async (scope: ReturnType<Page["getByRole"]>) =>
    scope
      .getByText("Electric", { exact: true })
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.goto(siteUrl("southern-cross", `/search?query=${car.stocknum}`));
  const onCard = await background(cards(page).first());
  await page.goto(siteUrl("southern-cross", `/cars/${car.slug}`));
  expect(await background(page.getByRole("main"))).toBe(onCard);
});

test("a card's Get Finance link names the car's dealership and VIN, as its page's does", async ({ page }) => {
  const { hits } = await api(page, "southern-cross", "hitsPerPage=50&status=in_stock&car_type=used");
  const car = nonEmpty(
    hits.filter((hit) => hit.price > 10),
    "priced used cars",
  )[0]!;
  await page.goto(siteUrl("southern-cross", `/search?query=${car.stocknum}`));
  const onCard = await cards(page).first().getByRole("link", { name: "Get Finance" }).getAttribute("href");
  await page.goto(siteUrl("southern-cross", `/cars/${car.slug}`));
  const onPage = await page
    .getByRole("complementary", { name: "Price and actions" })
    .getByRole("link", { name: /^Get Finance/ })
    .first()
    .getAttribute("href");
  expect(onCard).toBe(onPage);
  const query = new URL(onCard!, "http://localhost").searchParams;
  expect(query.get("preferredDealership")).toBeTruthy();
  expect(query.get("car_id")).toBe(String(car.id));
});

test("a drawn picture says it is an illustration, on the card and on the car's page", async ({ page }) => {
  await page.goto(siteUrl("southern-cross", "/search/new-used-and-demo-cars"));
  const card = cards(page)
    .filter({ has: page.locator('img[src*="draw"]') })
    .first();
  await expect(card.getByText("Illustration", { exact: true })).toBeVisible();
  await expect(card.locator("img").first()).toHaveAttribute("alt", /^Illustration of the \d{4} /);
  await card.getByRole("link", { name: "View Details" }).click();
  await expect(page).toHaveURL(/\/cars\//);
  await expect(page.getByText("Illustration", { exact: true }).first()).toBeVisible();
});
