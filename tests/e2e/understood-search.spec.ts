import type { Page } from "@playwright/test";
import { expect, nonEmpty, siteUrl, test, untilHydrated } from "./fixtures";

/*
 * What buyers type, in a browser [issue 32]: each row of the table (a query that found
 * nothing, or the wrong cars, and what the site holds for it), and a search that finds nothing
 * answered with its closest results, with and without JavaScript.
 */
const results = (page: Page) => page.getByRole("region", { name: "Search results" });
const cardNames = async (page: Page) =>
  nonEmpty(await results(page).getByRole("heading", { level: 3 }).allTextContents(), "cards");
const found = (page: Page) => page.getByRole("status").filter({ hasText: "found" });
const foundCount = async (page: Page) => {
  await expect(found(page)).toHaveText(/^[\d,]+ vehicles? found/);
  return Number((await found(page).textContent())!.split(" ")[0]!.replaceAll(",", ""));
};

/** The cards' pictures' words, badge and all ("... 2025 Jayco Journey Outback 21ft Off-Road Ensuite"). */
const cardTitles = async (page: Page) =>
  nonEmpty(
    await results(page)
      .getByRole("listitem")
      .getByRole("img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? ""))
      .then((alts) => alts.filter((alt) => /\b(19|20)\d\d\b/.test(alt))),
    "card pictures",
  );

/** How many cars the site holds of a search, asked of its own search API from the page. */
async function holds(page: Page, params: string) {
  return page.evaluate(async (query) => {
    const response = await fetch(`/api/search?hitsPerPage=1&${query}`);
    return ((await response.json()) as { count: number }).count;
  }, params);
}

async function searchFor(page: Page, site: string, query: string) {
  await page.goto(siteUrl(site, "/search/new-used-and-demo-cars"));
  await untilHydrated(page);
  await page.locator("#search-query").fill(query);
  await page.locator("#search-query").press("Enter");
}

test.describe("the issue's table, each row as a buyer types it", () => {
  for (const [query, seats] of [
    ["7 seater", "7"],
    ["8 seater", "8"],
  ] as const) {
    test(`'${query}' on the group's site is its ${seats}-seat cars`, async ({ page }) => {
      await searchFor(page, "southern-cross", query);
      await expect(page).toHaveURL(new RegExp(`\\?seats=${seats}$`));
      await expect(
        page.getByRole("link", { name: new RegExp(`^Remove filter Seats: ${seats}`) }),
      ).toBeVisible();
      expect(await foundCount(page)).toBe(await holds(page, `seats=${seats}`));
    });
  }

  test("'low kms' on the used-car site is its cars tagged Low Kms", async ({ page }) => {
    await searchFor(page, "redline-used", "low kms");
    await expect(page).toHaveURL(/\?tag=Low\+Kms$/);
    const count = await foundCount(page);
    expect(count).toBeGreaterThan(0);
    expect(count).toBe(await holds(page, "tag=Low+Kms"));
  });

  test("'ev' is the electric cars, not Everests or Evolves", async ({ page }) => {
    await searchFor(page, "southern-cross", "ev");
    await expect(page).toHaveURL(/\?fuel=Electric$/);
    expect(await foundCount(page)).toBe(await holds(page, "fuel=Electric"));
    for (const name of await cardNames(page)) expect(name).not.toMatch(/Everest|Evolve/);
  });

  test("'jayco off road' finds the Journey Outback Off-Road vans", async ({ page }) => {
    await searchFor(page, "outback-rv", "jayco off road");
    await expect(page).toHaveURL(/query=jayco&filtered_features=Off-road$/);
    await expect(page.getByRole("link", { name: /^Remove filter Features: Off-road/ })).toBeVisible();
    const names = await cardTitles(page);
    for (const name of names) expect(name).toMatch(/Jayco/);
    expect(names.some((name) => /Journey Outback .*Off-Road/.test(name))).toBe(true);
    // The words alone find them too: "off road" is the "Off-Road" of their names.
    await page.goto(
      siteUrl("outback-rv", "/search/new-used-and-demo-cars?query=jayco+journey+outback+off+road"),
    );
    for (const name of await cardTitles(page)) expect(name).toMatch(/Jayco Journey Outback .*Off-Road/);
  });

  test("'jayco off road ensuite' finds off-road Jaycos with an ensuite", async ({ page }) => {
    await searchFor(page, "outback-rv", "jayco off road ensuite");
    // Both features read: ticked features narrow, so these are vans with both.
    await expect(page).toHaveURL(/\?query=jayco&filtered_features=Ensuite&filtered_features=Off-road$/);
    expect(await foundCount(page)).toBeGreaterThan(0);
    for (const name of await cardTitles(page)) expect(name).toMatch(/Jayco .*Off-Road/);
  });

  test("'ranger in geelong' is Rangers at the Geelong location, the place a chip", async ({ page }) => {
    await searchFor(page, "southern-cross", "ranger in geelong");
    await expect(page).toHaveURL(/\/search\/geelong\?query=ranger$/);
    await expect(
      page.getByRole("link", { name: /^Remove filter Location: Southern Cross Geelong/ }),
    ).toBeVisible();
    for (const name of await cardNames(page)) expect(name).toMatch(/Ranger/);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a search that finds nothing, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });
    test("says which part found nothing and shows the closest results without it", async ({ page }) => {
      await page.goto(siteUrl("southern-cross", "/"));
      if (javaScriptEnabled) await untilHydrated(page);
      await page.locator("#home-search").fill("mach-e under 30k");
      await page.locator("#home-search").press("Enter");
      await expect(page).toHaveURL(/query=mach-e&price=-30000$/);
      await expect(found(page)).toHaveText(/^0 vehicles found/);
      // The price asked is below every car's: the filter says what was asked, not "$45,000 – $30,000".
      await expect(page.getByText("Up to $30,000", { exact: true })).toBeVisible();
      await expect(page.getByText(/^\$[\d,]+ – \$30,000$/)).toHaveCount(0);
      // The spec's card stays; the closest results follow it.
      await expect(page.getByRole("heading", { name: "No Results Available" })).toBeVisible();
      const closest = page.getByRole("region", { name: "Closest matches" });
      await expect(closest).toContainText(
        /Nothing matched Price: Up to \$30,000 with the rest of your search\./,
      );
      await expect(closest).toContainText(/\d+ cars without it, from \$[\d,]+\./);
      const names = nonEmpty(
        await closest.getByRole("heading", { level: 3 }).allTextContents(),
        "closest cards",
      );
      for (const name of names) expect(name).toMatch(/Mach-E/);
      // Cheapest first: the nearest to what was asked.
      await closest.getByRole("link", { name: /^See all \d+ cars$/ }).click();
      await expect(page).toHaveURL(/\?query=mach-e&sortBy=price_asc$/);
      expect(await foundCount(page)).toBeGreaterThan(0);
    });
  });
}

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("what was read shows as chips, each taken away with one tap", async ({ page }) => {
    await searchFor(page, "southern-cross", "suv near parramatta under 40k");
    await expect(page).toHaveURL(/\/search\/parramatta-kia\?body=SUV&price=-40000$/);
    const chips = page.getByRole("list", { name: "Selected filters" });
    for (const name of [/^Remove filter Body type: SUV/, /^Remove filter Price/, /^Remove filter Location/]) {
      const chip = chips.getByRole("link", { name });
      await expect(chip).toBeVisible();
      const box = (await chip.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    await chips.getByRole("link", { name: /^Remove filter Location/ }).click();
    await expect(page).toHaveURL(/\/search\/suv\?price=-40000$/);
  });
});

test("ticked features narrow: a van with every one, the counts beside them agreeing", async ({ page }) => {
  await page.goto(siteUrl("outback-rv", "/search/caravan?filtered_features=Ensuite"));
  await untilHydrated(page);
  const ensuite = await foundCount(page);
  const filters = page.getByRole("search", { name: "Filter stock" });
  const solar = filters.getByRole("checkbox", { name: /^Solar panels/ });
  // The count beside a feature is how many of these results also have it.
  const label = filters.locator("label", { has: page.locator('input[value="Solar panels"]') });
  const beside = Number((await label.locator("small").textContent())!.replace(/\D/g, ""));
  await solar.check();
  await expect(page).toHaveURL(/\?filtered_features=Ensuite&filtered_features=Solar\+panels$/);
  const both = await foundCount(page);
  expect(both).toBeLessThanOrEqual(ensuite);
  expect(both).toBeGreaterThan(0);
  expect(both).toBe(
    await holds(page, "body=Caravan&filtered_features=Ensuite&filtered_features=Solar+panels"),
  );
  expect(both).toBe(beside);
});
