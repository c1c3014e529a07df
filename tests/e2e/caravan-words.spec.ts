import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, nonEmpty, siteUrl, test } from "./fixtures";

/*
 * Issue 31, "The caravan site speaks caravans", and "on a phone": outback-rv (caravans, motorhomes
 * and trucks) names what it sells in its own words on every compare control, tray and page; its
 * trade-in asks about the buyer's vehicle (a van, or the car that towed it); a car site keeps the
 * spec's words. On a 390 px phone the vehicle page's sticky bar of calls to action never covers the
 * price; on a large screen there is no such bar.
 */
const SITE = "outback-rv";

type Hit = {
  id: number;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  status: string;
  car_type: string;
  before_price: number | null;
};

async function findHits(request: APIRequestContext, slug: string, query = ""): Promise<Hit[]> {
  const response = await request.get(`http://localhost:3100/api/search?hitsPerPage=100${query}`, {
    headers: { Host: `${slug}.localhost:3100` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { hits: Hit[] }).hits;
}

const caravans = async (request: APIRequestContext) =>
  nonEmpty(await findHits(request, SITE, "&status=in_stock&body=Caravan"), "caravans for sale");

/** Where the page says "car" or "cars": its text, its labels, titles and placeholders, its title and description. */
async function carWords(page: Page, allowed: readonly string[] = []) {
  let text = await page.evaluate(() =>
    [
      document.body.innerText,
      // The answers of closed FAQ entries, which innerText leaves out.
      ...[...document.querySelectorAll("main details")].map((details) => details.textContent ?? ""),
      ...[...document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")].flatMap((element) =>
        ["aria-label", "title", "placeholder", "alt"].map((name) => element.getAttribute(name) ?? ""),
      ),
      document.title,
      document.querySelector<HTMLMetaElement>("meta[name=description]")?.content ?? "",
    ].join("\n"),
  );
  for (const phrase of allowed) text = text.replaceAll(phrase, "");
  return [...new Set(text.match(/[^\n.]{0,40}\bcars?\b[^\n.]{0,30}/gi) ?? [])];
}

/** The compare list as the site keeps it in the browser, filled before any of the site's pages runs. */
async function pickToCompare(page: Page, cars: Hit[]) {
  await page.addInitScript(
    ({ key, list }) => {
      if (location.hostname.startsWith("outback-rv.")) localStorage.setItem(key, JSON.stringify(list));
    },
    {
      key: `forecourt:${SITE}:compare`,
      list: cars.map((car) => ({ id: car.id, slug: car.slug, name: car.name })),
    },
  );
}

test.describe("compare on the caravan site", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("the compare controls, the tray and the compare page name vehicles, never cars", async ({ page }) => {
    await page.goto(siteUrl(SITE, "/search/new-used-and-demo-cars?body=Caravan"));
    const results = page.getByRole("main");
    const compare = results.getByRole("button", { name: /^Compare / });
    // The controls need the page's script: they come once it runs.
    await expect(compare.first()).toBeVisible();
    for (const i of [0, 1, 2]) await compare.nth(i).click();

    const tray = page.getByRole("region", { name: "Vehicles to compare" });
    await expect(tray.getByRole("listitem")).toHaveCount(3);
    await expect(page.getByRole("region", { name: /cars to compare/i })).toHaveCount(0);
    // A fourth cannot be picked, and says why in the site's words.
    const full = results.locator("button[aria-pressed=false]:disabled").first();
    await expect(full).toHaveAttribute("title", "Compare up to 3 vehicles");
    expect(await carWords(page, TRADE_IN_PROMO)).toEqual([]);

    await tray.getByRole("link", { name: "Compare (3)" }).click();
    await expect(page).toHaveURL(/\/compare\?cars=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compare Vehicles");
    await expect(page).toHaveTitle(/^Compare Vehicles \|/);
    expect(await carWords(page)).toEqual([]);
  });

  test("a caravan's page offers its similar vans to compare in the site's words", async ({
    page,
    request,
  }) => {
    const [first, second, third, ...rest] = await caravans(request);
    await pickToCompare(page, [first!, second!, third!]);
    await page.goto(siteUrl(SITE, `/cars/${rest[0]!.slug}`));
    const similar = page.locator("#similar-cars");
    await similar.scrollIntoViewIfNeeded();
    const controls = similar.getByRole("button", { name: /^Compare / });
    await expect(controls.first()).toBeVisible();
    for (const control of nonEmpty(await controls.all(), "similar vehicles' compare controls"))
      if (await control.isDisabled())
        await expect(control).toHaveAttribute("title", "Compare up to 3 vehicles");
    await expect(similar.locator("button[title]")).not.toHaveCount(0);
    expect(await carWords(page)).toEqual([]);
  });

  test("favourites compare vehicles", async ({ page }) => {
    await page.goto(siteUrl(SITE, "/search/new-used-and-demo-cars?body=Caravan"));
    const hearts = page.getByRole("main").getByRole("button", { name: /^Add .* to favourites$/ });
    await expect(hearts.first()).toBeVisible();
    await hearts.nth(0).click();
    await hearts.nth(1).click();
    // From the header, as a buyer goes: the page's address then names the vans it lists.
    await page.getByRole("banner").getByRole("link", { name: "Favourites" }).click();
    await expect(page).toHaveURL(/\/favourites\?cars=/);
    const list = page.getByRole("list", { name: "Favourite vehicles" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    for (const box of await list.getByRole("checkbox", { name: /^Compare / }).all()) await box.check();
    await expect(page.getByRole("link", { name: "Compare 2 vehicles" })).toBeVisible();
    expect(await carWords(page)).toEqual([]);
  });

  test("a car site keeps the spec's words", async ({ page }) => {
    await page.goto(siteUrl("southern-cross", "/search/used-cars"));
    const compare = page.getByRole("main").getByRole("button", { name: /^Compare / });
    await expect(compare.first()).toBeVisible();
    for (const i of [0, 1, 2]) await compare.nth(i).click();
    await expect(page.getByRole("region", { name: "Cars to compare" })).toBeVisible();
    await expect(
      page.getByRole("main").locator("button[aria-pressed=false]:disabled").first(),
    ).toHaveAttribute("title", "Compare up to 3 cars");
  });
});

/*
 * What may still say "car" on the caravan site: its trade-in card and offer ("We Want Your Car", the
 * site's configured title; a buyer's own car is a fair trade at a caravan dealer) and the trade-in's
 * list of what can be traded, which ends with the car that towed the van.
 */
const TRADE_IN_PROMO = [
  "We Want Your Car",
  "Get a fair offer on your car today, with no obligation",
  "Value my car",
  "Trade in your car today",
];
const ALLOWED = [...TRADE_IN_PROMO, "caravan, motorhome, truck or car"];

test("no page of the caravan site speaks of cars", async ({ page, request }) => {
  test.setTimeout(180_000);
  const vans = await caravans(request);
  await pickToCompare(page, vans.slice(0, 3));
  const van = vans[3]!;
  const paths = [
    "/",
    "/search/new-used-and-demo-cars",
    "/search/new-used-and-demo-cars?body=Caravan",
    `/cars/${van.slug}`,
    `/compare?cars=${vans[0]!.slug},${vans[1]!.slug}`,
    "/favourites",
    "/finance",
    "/trade-in",
    `/cars/trade-in?car_id=${van.id}`,
    "/contact",
    "/special-offers",
    "/success?category=General%20Enquiry",
    "/book-test-drive",
    "/service",
    "/privacy-policy",
    "/terms-and-conditions",
    "/parts/search",
    "/pages/unsubscribe",
  ];
  const found: string[] = [];
  for (const path of paths) {
    const response = await page.goto(siteUrl(SITE, path));
    expect(response?.status(), path).toBe(200);
    if (path.startsWith("/cars/") && !path.includes("trade-in")) {
      // The similar vans, and their compare controls, come as they near the screen.
      await page.locator("#similar-cars").scrollIntoViewIfNeeded();
      await expect(
        page
          .locator("#similar-cars")
          .getByRole("button", { name: /^Compare / })
          .first(),
      ).toBeVisible();
    }
    found.push(...(await carWords(page, ALLOWED)).map((words) => `${path}: ${words}`));
  }
  expect(found).toEqual([]);
});

test.describe("the caravan dealer's trade-in", () => {
  test("asks about the buyer's vehicle, a van or the car that towed it, with the spec's fields", async ({
    page,
    request,
  }) => {
    await page.goto(siteUrl(SITE, "/trade-in"));
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trade In or Sell Your Vehicle");
    await expect(main).toContainText(
      "Tell us about your caravan, motorhome, truck or car for an indicative online valuation.",
    );
    await expect(main.getByText("Step 1 of 2: Your vehicle")).toBeVisible();
    await expect(main.getByRole("button", { name: "Find My Vehicle" })).toBeVisible();
    for (const label of [/^Rego( \(optional\))?$/, "Rego state", "Make", "Model", "Year"])
      await expect(main.getByLabel(label)).toBeVisible();
    // A caravan has no odometer: the field is the same, and says what to put for one.
    await expect(main.getByLabel("Odometer (0 for a caravan)")).toBeVisible();
    for (const question of [
      "Can I get an online estimate for any vehicle?",
      "How is my estimate worked out?",
      "Do I have to buy a vehicle from you?",
    ])
      await expect(main.getByText(question, { exact: true })).toBeVisible();
    expect(await carWords(page, ALLOWED)).toEqual([]);

    // From a caravan's page, its Trade-In Valuation.
    const van = (await caravans(request))[0]!;
    await page.goto(siteUrl(SITE, `/cars/${van.slug}`));
    await page
      .getByRole("complementary", { name: "Price and actions" })
      .getByRole("link", { name: "Trade-In Valuation" })
      .click();
    await expect(page).toHaveURL(new RegExp(`/cars/trade-in\\?car_id=${van.id}$`));
    await expect(page.getByRole("main")).toContainText(`Trade in your vehicle on the ${van.name}.`);
    expect(await carWords(page, ALLOWED)).toEqual([]);
  });

  test("a car site's trade-in keeps the spec's words", async ({ page }) => {
    await page.goto(siteUrl("southern-cross", "/trade-in"));
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trade In or Sell Your Car");
    await expect(main.getByText("Step 1 of 2: Your car")).toBeVisible();
    await expect(main.getByRole("button", { name: "Find My Car" })).toBeVisible();
    await expect(main.getByLabel("Odometer", { exact: true })).toBeVisible();
    await expect(main.getByText("Do I have to buy a car from you?", { exact: true })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the valuation speaks of the vehicle traded", async ({ page, request }) => {
      const vans = await caravans(request);
      const van = vans.find((hit) => hit.car_type === "used") ?? vans[0]!;
      await page.goto(siteUrl(SITE, `/cars/trade-in?car_id=${van.id}`));
      const main = page.getByRole("main");
      await main.getByLabel("Make").fill(van.make);
      await main.getByLabel("Model").fill(van.model);
      await main.getByLabel("Year", { exact: true }).fill(String(van.year));
      await main.getByLabel("Odometer (0 for a caravan)").fill("0");
      await main.getByLabel("First Name").fill("Casey");
      await main.getByLabel("Postcode").fill("4814");
      await main.getByLabel("Mobile").fill("0412 345 678");
      await main.getByLabel("Email").fill("casey@example.com");
      await main.getByRole("button", { name: "Get My Valuation" }).click();

      const valuation = page.getByRole("form", { name: `Your ${van.year} ${van.make} ${van.model}` });
      await expect(valuation).toBeVisible();
      await expect(valuation).toContainText(/vehicles like yours|value your vehicle in person/);
      if ((await valuation.getByTestId("offer-price").count()) > 0) {
        await expect(valuation).toContainText("subject to an inspection of your vehicle");
        await expect(
          valuation.getByRole("group", { name: "Has the vehicle had accident damage?" }),
        ).toBeVisible();
        await expect(
          valuation.getByRole("group", { name: "Is there finance owing on the vehicle?" }),
        ).toBeVisible();
      }
      expect(await carWords(page, ALLOWED)).toEqual([]);
    });
  });
});

test.describe("the sticky bar on a phone", () => {
  const PHONE = { width: 390, height: 844 };
  test.use({ viewport: PHONE });

  const priceOf = (page: Page) =>
    page.getByRole("complementary", { name: "Price and actions" }).locator("p.text-3xl");
  const stickyFooter = (page: Page) => page.getByTestId("sticky-footer");

  /**
   * The points of the price (its left, at its top, middle and bottom) that something else covers:
   * what the browser finds there, or any fixed bar drawn over it (even one that takes no clicks).
   */
  const coveredPoints = (price: Locator) =>
    price.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const x = box.left + 16;
      const bars = [...document.querySelectorAll<HTMLElement>("body *")].filter((other) => {
        const style = getComputedStyle(other);
        return (
          style.position === "fixed" &&
          style.display !== "none" &&
          style.visibility !== "hidden" &&
          !other.contains(element)
        );
      });
      return [box.top + 2, box.top + box.height / 2, box.bottom - 2]
        .filter((y) => y >= 0 && y < window.innerHeight)
        .filter((y) => {
          const hit = document.elementFromPoint(x, y);
          if (!hit || !element.contains(hit)) return true;
          return bars.some((bar) => {
            const r = bar.getBoundingClientRect();
            return r.width > 0 && r.height > 0 && x >= r.left && x < r.right && y >= r.top && y < r.bottom;
          });
        })
        .map((y) => Math.round(y));
    });

  /** Scrolls the window so that the price's bottom is at `y` from the top of the screen. */
  async function putPriceAt(page: Page, y: number) {
    const price = priceOf(page);
    await price.evaluate((element, y) => {
      window.scrollBy({ top: element.getBoundingClientRect().bottom - y, behavior: "instant" });
    }, y);
  }

  async function expectPriceInSight(page: Page, where: string) {
    await expect
      .poll(() => coveredPoints(priceOf(page)), { message: `the price is covered ${where}` })
      .toEqual([]);
  }

  /** A caravan whose price sits low on a 390 px phone's first screen (a long name, a was-price). */
  async function vanWithLowPrice(page: Page, request: APIRequestContext) {
    const vans = (await caravans(request)).sort(
      (a, b) =>
        Number(b.before_price !== null) - Number(a.before_price !== null) ||
        `${b.year} ${b.make} ${b.model}`.length - `${a.year} ${a.make} ${a.model}`.length ||
        b.name.length - a.name.length,
    );
    let lowest = { slug: "", bottom: 0 };
    for (const van of vans.slice(0, 10)) {
      await page.goto(siteUrl(SITE, `/cars/${van.slug}`));
      const box = await priceOf(page).boundingBox();
      if (box && box.y + box.height > lowest.bottom) lowest = { slug: van.slug, bottom: box.y + box.height };
      // Where a bar of calls to action at the foot of the screen would be.
      if (lowest.bottom > PHONE.height - 60) break;
    }
    expect(lowest.bottom, "a caravan with its price at the foot of the first screen").toBeGreaterThan(
      PHONE.height - 60,
    );
    return lowest.slug;
  }

  test("a caravan's price is never under the bar; the bar comes up once the page's own buttons have gone", async ({
    page,
    request,
  }) => {
    const slug = await vanWithLowPrice(page, request);
    await page.goto(siteUrl(SITE, `/cars/${slug}`));
    const price = priceOf(page);
    await expect(price).toBeInViewport();
    await expectPriceInSight(page, "on the first screen");

    // Down the page while the price is on the screen, below the sticky header.
    for (let step = 0; step < 20; step++) {
      const top = (await price.boundingBox())!.y;
      await expectPriceInSight(page, `with the price at ${Math.round(top)} px`);
      if (top < 160) break;
      await page.evaluate(() => window.scrollBy({ top: 80, behavior: "instant" }));
    }

    // Past the box of price and buttons, the bar offers them.
    await page.getByRole("heading", { name: "Similar Vehicles" }).scrollIntoViewIfNeeded();
    await expect(stickyFooter(page).getByRole("link", { name: "Enquire Now" })).toBeInViewport();

    // Back up: the price is clear again.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expectPriceInSight(page, "back at the top");
  });

  test("on a smaller phone the price comes up from the foot of the screen clear of the bar", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    const pages: [string, string][] = [
      [SITE, (await caravans(request))[0]!.slug],
      ["southern-cross", (await findHits(request, "southern-cross", "&status=in_stock"))[0]!.slug],
    ];
    for (const [site, slug] of pages) {
      await page.goto(siteUrl(site, `/cars/${slug}`));
      for (const fromFoot of [4, 30, 60, 90]) {
        await putPriceAt(page, 667 - fromFoot);
        await expectPriceInSight(page, `on ${site} ${fromFoot} px from the foot of the screen`);
      }
    }
  });

  test("a car site's page keeps its price clear too, and the bar's calls once scrolled", async ({
    page,
    request,
  }) => {
    const car = (await findHits(request, "southern-cross", "&status=in_stock"))[0]!;
    await page.goto(siteUrl("southern-cross", `/cars/${car.slug}`));
    await expectPriceInSight(page, "on southern-cross's first screen");
    await page.getByRole("heading", { name: "Similar Vehicles" }).scrollIntoViewIfNeeded();
    await expect(stickyFooter(page).getByRole("link", { name: "Enquire Now" })).toBeInViewport();
  });

  test("on a large screen there is no bar, and the price is where it was", async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const van = (await caravans(request))[0]!;
    await page.goto(siteUrl(SITE, `/cars/${van.slug}`));
    await expect(priceOf(page)).toBeInViewport();
    await expectPriceInSight(page, "on a large screen");
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: "instant" }));
    await expect(stickyFooter(page)).toBeHidden();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the bar's links are there from the start", async ({ page, request }) => {
      const van = (await caravans(request))[0]!;
      await page.goto(siteUrl(SITE, `/cars/${van.slug}`));
      await expect(stickyFooter(page).getByRole("link", { name: "Enquire Now" })).toBeInViewport();
    });
  });
});
