import { openState, type OpeningHour } from "#domain/opening-hours";
import { isOfferShown } from "#domain/offers";
import { generateOffers, generateSiteExtras } from "#server/demo/generate";
import { DEMO_SEED } from "../../cli/prepare";
import { demoRegistry } from "../setup/sites";
import { CHAT_SENT_MESSAGE } from "#domain/site-forms";
import { allowFailedLoads, expect, nonEmpty, siteUrl, test, untilHydrated } from "./fixtures";
import { waitForDealerMail } from "./lead-mail";

/*
 * The site-wide pages: locations and hours, reviews, offers, brands, promo tiles and
 * the map, as a buyer meets them in Chromium.
 */
const registry = await demoRegistry();
const site = (slug: string) => registry.sites.find((s) => s.slug === slug)!;

test.describe("links", () => {
  test("a click on a link of the site changes the page without loading it; a new-tab click leaves it to the browser", async ({
    page,
    context,
  }) => {
    await page.goto(siteUrl("southern-cross", "/search/used-cars"));
    await untilHydrated(page);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const card = page.getByRole("article").first();
    const title = (await card.getByRole("heading", { level: 3 }).textContent())!;
    const newTab = context.waitForEvent("page");
    await card.getByRole("link", { name: "View Details" }).click({ modifiers: ["ControlOrMeta"] });
    await (await newTab).close();
    await expect(page).toHaveURL(/\/search\/used-cars$/);

    await card.getByRole("link", { name: "View Details" }).click();
    await expect(page).toHaveURL(/\/cars\//);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\/used-cars$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});

test("the menu marks the section shown, and follows a client-side navigation", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(siteUrl("harbourside-toyota", "/special-offers"));
  await untilHydrated(page);
  const menu = page.locator("nav[aria-label=Main]:visible");
  await expect(menu.locator("[aria-current=page]")).toHaveText("Offers");
  await menu.getByRole("link", { name: "Finance" }).click();
  await expect(page).toHaveURL(/\/finance-enquiry$/);
  await expect(menu.locator("[aria-current=page]")).toHaveText("Finance");
});

test("the phone menu takes the buyer to a page and closes; the header is the server's, not redrawn", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl("harbourside-toyota", "/special-offers"));
  await untilHydrated(page);
  const header = page.locator("header[data-part=header]");
  const served = await header.evaluate((element) => element.innerHTML);
  await page.evaluate(() => {
    (window as unknown as { stayed?: boolean }).stayed = true;
  });
  const menu = header.locator("details", { has: page.getByText("Menu", { exact: true }) });
  await menu.locator("summary").click();
  await expect(menu).toHaveAttribute("open", "");
  await menu.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Finance" }).click();
  await expect(page).toHaveURL(/\/finance-enquiry$/);
  await expect(menu).not.toHaveAttribute("open", /.*/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // The desktop menu, hidden here, marks the new section; nothing else in the header changed.
  await expect(header.locator("[aria-current=page]")).toHaveText("Finance");
  const now = await header.evaluate((element) => element.innerHTML);
  const unmarked = (html: string) => html.replaceAll(' aria-current="page"', "");
  expect(unmarked(now)).toBe(unmarked(served));
});

test.describe("a location page", () => {
  test("shows the week's hours, Monday first, today marked, and open or closed now in the site's zone", async ({
    page,
  }) => {
    await page.goto(siteUrl("southern-cross", "/contact-us/springwood-toyota"));
    await expect(
      page.getByRole("heading", { level: 1, name: "Southern Cross Toyota Springwood Sales" }),
    ).toBeVisible();
    const table = page.getByRole("table", {
      name: "Opening hours of Southern Cross Toyota Springwood Sales",
    });
    const days = await table.getByRole("rowheader").allTextContents();
    expect(days).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
    await expect(table.getByRole("row", { name: /Monday/ })).toContainText("8:30am – 5:30pm");
    await expect(table.getByRole("row", { name: /Sunday/ })).toContainText("Closed");

    const config = site("southern-cross");
    const location = config.locations.find((l) => l.slug === "springwood-toyota")!;
    const expected = openState(
      location.opening_hours as OpeningHour[],
      [],
      location.id,
      new Date(),
      config.time_zone,
    );
    await expect(page.getByText(expected.label, { exact: true }).first()).toBeVisible();
    const today = new Intl.DateTimeFormat("en-AU", { timeZone: config.time_zone, weekday: "long" }).format(
      new Date(),
    );
    await expect(table.locator('tr[aria-current="date"] th')).toHaveText(today);
  });

  test("carries AutoDealer data with its opening hours, and the other spellings lead to it", async ({
    page,
  }) => {
    await page.goto(siteUrl("southern-cross", "/locations/springwood-toyota"));
    await expect(page).toHaveURL(siteUrl("southern-cross", "/contact-us/springwood-toyota"));
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent())!,
    );
    expect(data["@type"]).toBe("AutoDealer");
    expect(data.openingHoursSpecification).toHaveLength(6);
    expect(data.openingHoursSpecification[0]).toMatchObject({
      dayOfWeek: "https://schema.org/Monday",
      opens: "08:30",
    });
    // The dealership's slug and the name without "Service" reach the same kind of page.
    await page.goto(siteUrl("southern-cross", "/contact-us/southern-cross-toyota-springwood"));
    await expect(page).toHaveURL(siteUrl("southern-cross", "/contact-us/springwood-toyota"));
    await page.goto(siteUrl("southern-cross", "/teams/springwood-toyota"));
    await expect(page.getByRole("heading", { name: "Departments" })).toBeVisible();
  });

  test("opens the holiday hours in a dialog", async ({ page }) => {
    await page.goto(siteUrl("redline-used", "/contact-us/moorabbin"));
    await page.getByRole("button", { name: "Holiday hours" }).click();
    const dialog = page.getByRole("dialog", { name: "Holiday hours: Redline Moorabbin" });
    await expect(dialog.getByRole("row", { name: /Christmas Day/ })).toContainText("Closed");
    await expect(dialog.getByRole("row", { name: /New Year's Eve/ })).toContainText("8:30am – 2pm");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("switches between the Sales, Parts and Service hours", async ({ page }) => {
    await page.goto(siteUrl("southern-cross", "/contact-us/springwood-toyota"));
    await page.getByRole("tab", { name: "Service" }).click();
    await expect(
      page.getByRole("table", { name: "Opening hours of Southern Cross Springwood Service" }),
    ).toBeVisible();
  });

  test("without JavaScript, a department's tab opens its own page with its hours", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl("southern-cross", "/contact-us/springwood-toyota"));
    await page.getByRole("tab", { name: "Service" }).click();
    await expect(
      page.getByRole("table", { name: "Opening hours of Southern Cross Springwood Service" }),
    ).toBeVisible();
    await context.close();
  });

  test("keeps the picture and a directions link when map tiles cannot load", async ({ page }) => {
    // The fixture's tile server is unreachable, as it is on this machine.
    await page.goto(siteUrl("redline-used", "/contact-us/ringwood"));
    const map = page.locator("[data-map-state]").first();
    await expect(map).toHaveAttribute("data-map-state", "unavailable", { timeout: 15_000 });
    await expect(
      map.getByRole("link", { name: "Directions to Redline Ringwood (opens in a new tab)" }),
    ).toBeVisible();
    await expect(map.getByRole("region", { name: "Map of Redline Ringwood" })).toBeHidden();
  });

  test("shows the interactive map once tiles load", async ({ page }) => {
    // A tile server on this machine: every tile a plain PNG.
    const tile = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    await page.route(/tile\.openstreetmap\.org/, (route) =>
      route.fulfill({ contentType: "image/png", body: tile }),
    );
    await page.goto(siteUrl("redline-used", "/contact-us/ringwood"));
    const map = page.locator("[data-map-state]").first();
    await expect(map).toHaveAttribute("data-map-state", "ready", { timeout: 15_000 });
    await expect(map.getByRole("region", { name: "Map of Redline Ringwood" })).toBeVisible();
  });
});

test.describe("locations", () => {
  test("the Our Locations carousel lists the primary location first; its arrows stop at the ends", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl("southern-cross"));
    const carousel = page.getByRole("region", { name: "Our Locations" });
    await carousel.scrollIntoViewIfNeeded();
    const names = await carousel.getByRole("heading", { level: 3 }).allTextContents();
    expect(names[0]).toBe("Southern Cross Toyota Springwood Sales");
    const previous = carousel.getByRole("button", { name: "Previous location" });
    const next = carousel.getByRole("button", { name: "Next location" });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    const strip = carousel.getByRole("list", { name: "Locations" });
    const scrolled = () => strip.evaluate((el) => el.scrollLeft);
    for (let i = 0; i < names.length && (await next.isEnabled()); i++) {
      const before = await scrolled();
      await next.click();
      // Each press glides one card along; the next press waits until the strip has settled.
      await expect.poll(scrolled).toBeGreaterThan(before);
      let last = -1;
      await expect
        .poll(async () => (last === (last = await scrolled()) ? "settled" : "moving"))
        .toBe("settled");
    }
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
  });

  test("the dealer locator finds the nearest location by postcode, and says when a postcode is not one", async ({
    page,
  }) => {
    await page.goto(siteUrl("southern-cross", "/dealer-locator"));
    await page.getByLabel("Find your nearest location").fill("4350");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/postcode=4350/);
    await expect(page.getByRole("listitem").filter({ hasText: "km away" }).first()).toContainText(
      "Toowoomba",
    );
    await page.getByLabel("Find your nearest location").fill("0000");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("alert")).toContainText("Invalid postcode");
  });

  test("/service shows only service locations", async ({ page }) => {
    await page.goto(siteUrl("southern-cross", "/service"));
    const callUs = page
      .getByRole("complementary")
      .filter({ has: page.getByRole("heading", { name: "Prefer to call?" }) });
    const listed = nonEmpty(await callUs.getByRole("listitem").allTextContents(), "locations");
    for (const text of listed) expect(text).not.toMatch(/Sales/);
  });
});

test.describe("reviews", () => {
  test("show only with text, never translated or from a hidden name", async ({ page }) => {
    await page.goto(siteUrl("southern-cross", "/pages/reviews"));
    const reviews = nonEmpty(
      await page.getByRole("article", { name: /^Review by/ }).evaluateAll((articles) =>
        articles.map((a) => ({
          name: a.getAttribute("aria-label"),
          text: a.querySelectorAll("p")[2]?.textContent ?? "",
        })),
      ),
      "reviews",
    );
    for (const review of reviews) {
      expect(review.text).not.toContain("Translated");
      expect(review.text.trim().length).toBeGreaterThan(0);
      expect(review.name).not.toBe("Review by Test Customer");
    }
    await expect(page.getByRole("img", { name: /^Rated \d\.\d out of 5$/ }).first()).toBeVisible();
  });

  test("are hidden where the average does not exceed the site's minimum, and where the site hides them", async ({
    page,
  }) => {
    // A location whose average (to one decimal, as the site keeps it) does not exceed the minimum.
    const site = demoRegistry().sites.find((s) => s.slug === "harbourside-toyota")!;
    const { reviews } = generateSiteExtras(site, DEMO_SEED, { now: new Date() }, 1);
    const average = (locationId: number) => {
      const ratings = reviews.filter((r) => r.location_id === locationId).map((r) => r.rating!);
      return Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
    };
    const low = site.locations.find((l) => average(l.id) <= site.reviews.min_rating);
    expect(low, "a demo location rated at or under the site's minimum").toBeTruthy();
    await page.goto(siteUrl("harbourside-toyota", `/contact-us/${low!.slug}`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Customer rating" })).toHaveCount(0);
    await expect(page.getByRole("article", { name: /^Review by/ })).toHaveCount(0);

    await page.goto(siteUrl("outback-rv", "/contact-us/townsville"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Customer rating" })).toHaveCount(0);
    const response = await page.goto(siteUrl("outback-rv", "/pages/reviews"));
    expect(response?.status()).toBe(404);
  });
});

test.describe("offers", () => {
  test("the home page's offers slider starts at its second offer and loops both ways", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl("southern-cross"));
    await untilHydrated(page);
    const slider = page.getByRole("region", { name: "Current offers" });
    await slider.scrollIntoViewIfNeeded();
    const strip = slider.getByRole("list", { name: "Current offers" });
    const count = await strip.getByRole("listitem").count();
    expect(count).toBeGreaterThan(2);
    // The slide most in view (a phone shows one and the edge of the next).
    const inView = () =>
      strip.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const seen = (s: Element) => {
          const r = s.getBoundingClientRect();
          return Math.max(0, Math.min(r.right, box.right) - Math.max(r.left, box.left));
        };
        const slides = [...el.children].sort((a, b) => seen(b) - seen(a));
        return slides[0]?.getAttribute("aria-label")?.split(":")[0] ?? null;
      });
    await expect.poll(inView).toBe(`2 of ${count}`);
    await slider.getByRole("button", { name: "Previous offer" }).click();
    await expect.poll(inView).toBe(`1 of ${count}`);
    await slider.getByRole("button", { name: "Previous offer" }).click();
    await expect.poll(inView).toBe(`${count} of ${count}`);
    await slider.getByRole("button", { name: "Next offer" }).click();
    await expect.poll(inView).toBe(`1 of ${count}`);
  });

  test("an offer's description and disclaimer open and close", async ({ page }) => {
    await page.goto(siteUrl("southern-cross", "/special-offers?category=Finance+offer"));
    const card = page.getByRole("article").filter({ hasText: "finance offer" }).first();
    const description = card.locator("details").first();
    await expect(card.getByText("View more")).toBeVisible();
    await card.getByText("View more").click();
    await expect(description).toHaveAttribute("open", "");
    await expect(card.getByText("View less")).toBeVisible();
    await card.getByText("View less").click();
    await expect(description).not.toHaveAttribute("open", "");
    await card.getByText("View full disclaimer").click();
    await expect(card.getByText("less disclaimer")).toBeVisible();
    await expect(card.getByRole("link", { name: /^Explore / })).toBeVisible();
    await expect(card.getByRole("link", { name: "Book A Test Drive" })).toHaveAttribute(
      "href",
      "/book-test-drive",
    );
  });

  test("an offer's page is at /offers/{make}/{id} on a group and /offers/{id} on a one-make site", async ({
    page,
  }) => {
    await page.goto(siteUrl("southern-cross", "/offers/1"));
    await expect(page).toHaveURL(siteUrl("southern-cross", "/offers/toyota/1"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto(siteUrl("harbourside-toyota", "/offers/toyota/1"));
    await expect(page).toHaveURL(siteUrl("harbourside-toyota", "/offers/1"));
  });

  test("an offer excluded for a site is not shown there, and a used-only site shows none", async ({
    page,
  }) => {
    const now = new Date();
    const offers = generateOffers(registry.sites, DEMO_SEED, { now });
    const makes = (slug: string) => site(slug).dealerships.flatMap((d) => d.manufacturers);
    const excluded = offers
      .flatMap((offer) =>
        registry.sites
          .filter(
            (s) =>
              offer.excluded_website_ids.includes(s.id) && makes(s.slug).includes(offer.manufacturer_slug!),
          )
          .map((s) => ({ offer, site: s })),
      )
      .find(
        ({ offer, site: s }) => !isOfferShown(offer, { id: s.id, makes: makes(s.slug), exceptionIds: [] }),
      );
    expect(excluded, "the demo data excludes an offer somewhere").toBeDefined();
    const response = await page.goto(siteUrl(excluded!.site.slug, `/offers/${excluded!.offer.id}`));
    expect(response?.status()).toBe(404);
    await page.goto(siteUrl(excluded!.site.slug, "/special-offers"));
    await expect(page.getByRole("article", { name: excluded!.offer.name })).toHaveCount(0);

    await page.goto(siteUrl("redline-used", "/special-offers"));
    await expect(page.getByText("0 offers")).toBeVisible();
  });
});

test.describe("the chat widget", () => {
  test("an offer's Enquire Now opens the chat about the offer; a failed send keeps it; the dealer gets the chat", async ({
    page,
  }) => {
    await page.goto(siteUrl("southern-cross", "/special-offers"));
    const card = page.getByRole("article").first();
    const offerName = (await card.getByRole("heading").textContent())!.trim();
    await card.getByRole("link", { name: /^Enquire Now/ }).click();
    const chat = page.getByRole("dialog", { name: "Chat with us" });
    await expect(chat).toContainText(`About: ${offerName}`);
    await expect(chat.getByLabel("Message")).toHaveValue(
      `I'd like to know more about this offer: ${offerName}.`,
    );
    const name = `Chat Buyer ${Date.now()}`;
    await chat.getByLabel("Name").fill(name);
    await chat.getByLabel("Mobile").fill("(07) 5550 1200");
    await chat.getByRole("button", { name: "Send Message" }).click();
    await expect(chat.getByText("Please enter a valid Australian mobile number.").first()).toBeVisible();
    await chat.getByLabel("Mobile").fill("0412 345 678");

    allowFailedLoads(page, /\/chat\.data/);
    const down = (route: Parameters<Parameters<typeof page.route>[1]>[0]) =>
      route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue();
    await page.route(/\/chat\.data/, down);
    await chat.getByRole("button", { name: "Send Message" }).click();
    await expect(chat.getByText("An error occurred when submitting this form")).toBeVisible();
    await expect(chat.getByLabel("Name")).toHaveValue(name);
    await expect(chat.getByLabel("Mobile")).toHaveValue("0412 345 678");
    await page.unroute(/\/chat\.data/, down);

    await chat.getByRole("button", { name: "Send Message" }).click();
    await expect(chat.getByRole("status")).toHaveText(CHAT_SENT_MESSAGE);
    await expect(page).toHaveURL(siteUrl("southern-cross", "/special-offers"));
    const mail = await waitForDealerMail(name, "leads@southerncross.example.com.au");
    expect(mail.text).toContain("Enquiry type: Web Chat");
    expect(mail.text).toContain(`Offer: ${offerName}`);
    expect(mail.text).toContain("Preferred contact method: SMS");
  });

  test("works without JavaScript, and a site without the widget has none", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl("redline-used", "/"));
    await page.getByRole("link", { name: "Chat with us" }).click();
    await expect(page).toHaveURL(siteUrl("redline-used", "/chat"));
    await page.getByLabel("Message").fill("Is the blue one still there?");
    await page.getByLabel("Name").fill("Kim Nojs");
    await page.getByLabel("Mobile").fill("0412 345 678");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CHAT_SENT_MESSAGE);

    // redline-used's offers (none today) would go to the contact form: its chat is not for offers.
    await page.goto(siteUrl("harbourside-toyota", "/special-offers"));
    await expect(page.getByRole("link", { name: "Chat with us" })).toHaveCount(0);
    const enquire = page.getByRole("link", { name: /^Enquire Now/ }).first();
    await expect(enquire).toHaveAttribute("href", /^\/contact\?offer=\d+$/);
    await enquire.click();
    await expect(page.getByLabel("Comments")).toHaveValue(/^I'd like to know more about this offer: /);
    expect((await page.goto(siteUrl("harbourside-toyota", "/chat")))?.status()).toBe(404);
    await context.close();
  });
});

test.describe("brands", () => {
  test("the brand directory's tiles and links lead to real pages", async ({ page }) => {
    await page.goto(siteUrl("southern-cross", "/brands"));
    const directory = page.getByRole("region", { name: "Brand directory" });
    const tiles = nonEmpty(await directory.getByRole("link").all(), "brand tiles");
    for (const tile of tiles)
      expect(await tile.getAttribute("href")).toMatch(
        /^\/([a-z-]+\/overview|dealerships\/[a-z-]+\?filter=brand)$/,
      );
    await expect(page.getByRole("region", { name: "In numbers" })).toContainText("50+");
    const about = page.getByRole("navigation", { name: "About the group" });
    await expect(about.getByRole("link", { name: "Find a dealer" })).toHaveAttribute(
      "href",
      "/dealer-locator",
    );
    await expect(about.getByRole("link", { name: "About us" })).toHaveAttribute("href", "/about-us");
    await expect(about.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute(
      "href",
      "/terms-and-conditions",
    );
    await directory.getByRole("link", { name: "Southern Cross Toyota" }).click();
    await expect(page).toHaveURL(siteUrl("southern-cross", "/toyota/overview"));
    await expect(page.getByRole("heading", { level: 1, name: "Southern Cross Toyota" })).toBeVisible();
    await expect(page.getByRole("link", { name: /View Toyota stock/ })).toHaveAttribute(
      "href",
      "/search/toyota",
    );
  });
});

test.describe("promo tiles", () => {
  test("show under search results inside their window and for matching car types only", async ({ page }) => {
    await page.goto(siteUrl("southern-cross", "/search/used-cars"));
    const tiles = page.getByRole("list", { name: "Promotions" });
    await expect(tiles.getByRole("link", { name: /Trade in your car today/ })).toBeVisible();
    // Spring sale ended in 2025; the summer service special has not started; low-rate finance is new and demo only.
    await expect(tiles.getByText("Spring sale")).toHaveCount(0);
    await expect(tiles.getByText("Summer service special")).toHaveCount(0);
    await expect(tiles.getByText("Finance from 6.29% p.a.")).toHaveCount(0);
  });
});

test.describe("sites that sound like their dealer", () => {
  test("the caravan site speaks of caravans; a used-only site never says New", async ({ page }) => {
    await page.goto(siteUrl("outback-rv", "/search/new-used-and-demo-cars"));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Caravans, Motorhomes and Trucks");
    await expect(page.getByRole("searchbox").first()).toHaveAttribute(
      "placeholder",
      "e.g. Jayco Journey or Isuzu NPR",
    );
    await page.goto(siteUrl("redline-used"));
    await expect(page).toHaveTitle(/Pre-Owned Cars/);
    expect(await page.title()).not.toMatch(/New/);
  });
});

test("a caravan search offers berths, length and ATM, no odometer, and names caravans; its pages say caravan", async ({
  page,
}) => {
  await page.goto(siteUrl("outback-rv", "/"));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Caravans" }).click();
  await untilHydrated(page);
  const filters = page.getByRole("search", { name: "Filter stock" });
  await expect(filters.getByRole("button", { name: /^Show Me [\d,]+ Caravans$/ })).toBeVisible();
  for (const group of ["Sleeps", "Length", "ATM (loaded weight)"])
    await expect(filters.locator("summary").getByText(group, { exact: true })).toBeVisible();
  for (const group of ["Kilometres", "Fuel", "Transmission"])
    await expect(filters.locator("summary").getByText(group, { exact: true })).toHaveCount(0);
  await expect(
    page.getByRole("combobox", { name: "Sort by" }).getByRole("option", { name: "Lowest km" }),
  ).toHaveCount(0);

  // The site offers berths as a dropdown (its search.dropdown_facets).
  const sleeps = filters.getByRole("combobox", { name: "Sleeps" });
  const four = (await sleeps.locator("option").allTextContents()).find((text) =>
    text.startsWith("Sleeps 4"),
  )!;
  await sleeps.selectOption({ label: four });
  await expect(page).toHaveURL(/sleeps=4/);
  await expect(page.getByRole("link", { name: "Remove filter Sleeps: Sleeps 4" })).toBeVisible();
  const card = page.getByRole("list", { name: "Caravans" }).getByRole("listitem").first();
  await expect(card).not.toContainText(" km");
  await card.getByRole("link", { name: "View Details" }).click();
  await expect(page.getByRole("tab", { name: "Protect Your Caravan" })).toBeVisible();
  await expect(page.getByText(/\d km\b/)).toHaveCount(0);

  await page.goto(siteUrl("outback-rv", "/compare"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compare Vehicles");
});

test("a dealer trading in several states names each state's licence, as each location's page does", async ({
  page,
}) => {
  await page.goto(siteUrl("southern-cross", "/"));
  const stated = await page
    .locator("footer")
    .getByText(/^Dealer licence /)
    .textContent();
  const groups = new Map(
    stated!
      .replace("Dealer licence ", "")
      .split(" · ")
      .map((group) => [group.slice(0, 3), group.slice(4).split(", ").sort()]),
  );
  expect(groups).toEqual(
    new Map([
      ["QLD", ["3180234"]],
      ["NSW", ["MD 074219", "MD 081552"]],
      ["VIC", ["LMCT 11892", "LMCT 12407"]],
    ]),
  );
  // On a phone the line wraps between licences, never inside one ("LMCT" and its number apart).
  await page.setViewportSize({ width: 390, height: 844 });
  const licences = page.locator("footer").getByText(/^Dealer licence /);
  const broken = await licences.evaluate((p) => {
    const range = document.createRange();
    const split: string[] = [];
    for (const licence of (p.textContent ?? "").replace("Dealer licence ", "").split(/, | · /)) {
      const start = p.textContent!.indexOf(licence);
      const text = p.ownerDocument.createTreeWalker(p, NodeFilter.SHOW_TEXT);
      // Measure the licence's own characters: one line box when it does not wrap.
      let offset = 0;
      for (let node = text.nextNode(); node; node = text.nextNode()) {
        const length = node.textContent!.length;
        if (start >= offset && start + licence.length <= offset + length) {
          range.setStart(node, start - offset);
          range.setEnd(node, start - offset + licence.length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) split.push(licence);
        }
        offset += length;
      }
    }
    return split;
  });
  expect(broken).toEqual([]);
  // One state's licences are listed as they are.
  await page.goto(siteUrl("redline-used", "/"));
  await expect(page.locator("footer")).toContainText("Dealer licence LMCT 11223, LMCT 11224");
});

test("the success page's next search speaks the site's words, and leads to stock", async ({ page }) => {
  await page.goto(siteUrl("redline-used", "/success?category=Enquiry&car_type=used"));
  const next = page.getByRole("link", { name: "Browse pre-owned cars" });
  await expect(next).toBeVisible();
  await next.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Pre-Owned");
  // A condition the site does not sell is not offered.
  await page.goto(siteUrl("redline-used", "/success?category=Enquiry&car_type=new"));
  await expect(page.getByRole("link", { name: "Keep browsing" })).toBeVisible();
});

test("harbourside's Certified Pre-Owned menu opens certified Toyotas only, each with the seal as the site writes it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(siteUrl("harbourside-toyota", "/"));
  await page
    .locator("nav[aria-label=Main]:visible")
    .getByRole("link", { name: "Certified Pre-Owned" })
    .click();
  await expect(page).toHaveURL(siteUrl("harbourside-toyota", "/search/used-cars?certified=true"));
  const cards = page.getByRole("region", { name: "Search results" }).getByRole("article");
  await expect(cards.first()).toBeVisible();
  const names = nonEmpty(await cards.getByRole("heading", { level: 3 }).allTextContents(), "cards");
  // A maker certifies its own make at its own dealer: a Toyota dealer's certified cars are Toyotas.
  expect(names.filter((name) => !/\bToyota\b/.test(name))).toEqual([]);
  const seals = cards.locator(".badge-certified");
  expect(await seals.count()).toBe(await cards.count());
  // The seal: a tick and the programme's name, as written (not shouted in capitals).
  const seal = seals.first();
  await expect(seal).toHaveText("Certified Pre-Owned");
  await expect(seal.locator(".i-circle-check")).toHaveCount(1);
  expect(await seal.evaluate((el) => getComputedStyle(el).textTransform)).toBe("none");
});

test("the terms notice links the terms of use, opened beside the form so nothing typed is lost", async ({
  page,
  context,
}) => {
  await page.goto(siteUrl("harbourside-toyota", "/book-test-drive"));
  await untilHydrated(page);
  const form = page.getByRole("region", { name: "Book a Test Drive" });
  await form.getByLabel("Name", { exact: true }).fill("Mia Chen");
  const email = `mia-${Date.now()}@example.com`;
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Phone", { exact: true }).fill("0412 345 678");
  await form.getByRole("button", { name: "Next" }).click();
  // The notice is on the form's last step, beside the button that sends it.
  const comments = form.getByLabel("Comments");
  await comments.fill("Saturday morning if possible");
  const link = form.getByRole("link", { name: /terms of use/ });
  await expect(link).toHaveAttribute("href", "/terms-and-conditions");
  const [terms] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await terms.waitForLoadState();
  expect(new URL(terms.url()).pathname).toBe("/terms-and-conditions");
  await expect(terms.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(comments).toHaveValue("Saturday morning if possible");

  // It must be ticked to send: untouched, the form says so beside it and keeps what was typed.
  await form.getByRole("button", { name: "Book Test Drive" }).click();
  await expect(
    form.getByText("* You must agree to the terms of use before submitting the form."),
  ).toHaveClass(/text-red-700/);
  await expect(form.getByRole("alert")).toContainText(
    "You must agree to the terms of use before submitting the form.",
  );
  await expect(comments).toHaveValue("Saturday morning if possible");
  await form.getByRole("checkbox", { name: "I agree to the terms of use" }).check();
  await form.getByRole("button", { name: "Book Test Drive" }).click();
  await expect(page).toHaveURL(/\/success\?/);
  const mail = await waitForDealerMail(email, "sales@harbourside-toyota.example.com.au");
  expect(mail.text).toContain("Agreed to the terms of use: Yes");
});

test("/pages/unsubscribe stops the site's offers to an address and tells the dealer, with or without JavaScript", async ({
  page,
  browser,
}) => {
  const address = `unsub-${Date.now()}@example.net`;
  await page.goto(siteUrl("redline-used", "/pages/unsubscribe"));
  await untilHydrated(page);
  await page.getByLabel("Email").fill("kim@");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("alert")).toContainText("Please enter a valid email address.");
  await expect(page.getByLabel("Email")).toHaveValue("kim@");
  await page.getByLabel("Email").fill(address);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Done. Redline Pre-Owned will send no more offers or product updates to that address. Replies to your own enquiries, bookings and reservations still reach you.",
  );
  const mail = await waitForDealerMail(address, "enquiries@redline.example.com.au");
  expect(mail.text).toContain(`to stop sending offers and product updates to ${address}`);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto(siteUrl("outback-rv", "/pages/unsubscribe"));
  await noJs.getByLabel("Email").fill(`nojs-${address}`);
  await noJs.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(noJs.getByRole("status")).toContainText("will send no more offers or product updates");
  await context.close();
});

test("/parts/search finds a part for the buyer's vehicle and asks the parts team about it, or about what it did not find", async ({
  page,
}) => {
  await page.goto(siteUrl("harbourside-toyota", "/vehicle-parts-and-accessories"));
  await page.getByRole("link", { name: "Search our parts and accessories" }).click();
  await expect(page).toHaveURL(siteUrl("harbourside-toyota", "/parts/search"));
  await untilHydrated(page);
  await page.getByLabel("What are you looking for?").fill("towbar hilux");
  await page.getByRole("button", { name: "Search Parts" }).click();
  await expect(page.getByRole("status")).toHaveText(/^\d+ parts? found for a Toyota HiLux\.$/);
  const first = page.getByRole("listitem").filter({ hasText: "Fits Toyota HiLux" }).first();
  const name = await first.getByRole("heading", { level: 2 }).textContent();
  await first.getByRole("link", { name: /^Ask about / }).click();
  await expect(page).toHaveURL(/\/vehicle-parts-and-accessories\?part=TOY-/);
  await expect(page.getByLabel("Parts required")).toHaveValue(
    new RegExp(
      `^Please send me a price and availability for: ${name} \\(code TOY-[A-Z0-9-]+\\) for a Toyota HiLux`,
    ),
  );
  await expect(page.getByLabel("Make")).toHaveValue("Toyota");

  await page.goto(siteUrl("harbourside-toyota", "/parts/search?q=flux+capacitor"));
  await expect(page.getByRole("status")).toHaveText('No parts match "flux capacitor".');
  await page.getByRole("link", { name: "Ask our parts team" }).click();
  await expect(page.getByLabel("Parts required")).toHaveValue(
    "I'm looking for: flux capacitor. Can you help?",
  );

  // A site without a parts counter has no parts search.
  expect((await page.goto(siteUrl("redline-used", "/parts/search")))?.status()).toBe(404);
});
