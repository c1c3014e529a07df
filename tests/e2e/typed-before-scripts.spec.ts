import type { APIRequestContext, Page } from "@playwright/test";
import { expect, holdScripts, siteUrl, test, untilHydrated } from "./fixtures";

/*
 * "Nothing typed is undone" [issue 31; app/lib/typed-before-scripts.tsx]: on a phone the page's
 * script takes over a second or two after the page shows, and a buyer types and ticks meanwhile.
 * Each test holds the page's scripts back, does what a buyer does, then lets them run: what was
 * typed is still there, and the page acts on it as it would have with the script running.
 */

/** Opens `path` with its scripts held; resolves once `ready` is on screen, with the release. */
async function openHolding(page: Page, site: string, path: string, ready: string) {
  const release = await holdScripts(page);
  // The fixtures' goto waits for the script to take over: left running until the release.
  const opened = page.goto(siteUrl(site, path));
  await page.locator(ready).first().waitFor();
  return async () => {
    await release();
    await opened;
    await untilHydrated(page);
  };
}

async function aCarWithFuelFigures(request: APIRequestContext) {
  const response = await request.get("http://localhost:3100/api/search?query=hilux&hitsPerPage=1", {
    headers: { Host: "southern-cross.localhost:3100" },
  });
  const [hit] = ((await response.json()) as { hits: { slug: string }[] }).hits;
  expect(hit).toBeDefined();
  return hit!.slug;
}

test("the fuel calculator figures the kilometres typed before the script ran, and the enquiry keeps its words", async ({
  page,
  request,
}) => {
  const slug = await aCarWithFuelFigures(request);
  const takeOver = await openHolding(page, "southern-cross", `/cars/${slug}`, "#fuel-cost");
  const fuel = page.locator("#fuel-cost");
  const figure = fuel.locator("[aria-live]");
  const servers = await figure.textContent();
  const week = (await figure.locator("span").textContent())!;
  await fuel.getByLabel("Kilometres a week").fill("500");
  await page.locator("#enquire").getByLabel("Name").fill("Early Typist");
  await takeOver();

  // The widget's code loads as it nears the screen; then it takes over with 500 km.
  await fuel.scrollIntoViewIfNeeded();
  await expect(figure).not.toHaveText(servers!);
  const dollars = (text: string) => Number(text.replace(/[^0-9]/g, ""));
  await expect
    .poll(async () => dollars((await figure.locator("span").textContent())!))
    .toBeGreaterThan(dollars(week) * 1.8);
  await expect(fuel.getByLabel("Kilometres a week")).toHaveValue("500");
  await expect(page.locator("#enquire").getByLabel("Name")).toHaveValue("Early Typist");
});

for (const site of ["southern-cross", "redline-used"]) {
  test(`${site}'s home page keeps and uses the budget typed before the script ran`, async ({ page }) => {
    const takeOver = await openHolding(page, site, "/", "input[name=repayment]");
    const budget = page.getByText(/^Your budget over/);
    const servers = await budget.textContent();
    await page.locator("input[name=repayment]").fill("450");
    await page.locator("input[name=deposit]").fill("5,000");
    await takeOver();

    await expect(page.locator("input[name=repayment]")).toHaveValue("450");
    await expect(page.locator("input[name=deposit]")).toHaveValue("5,000");
    await expect(budget).not.toHaveText(servers!);
    // 450 a month over 5 years, and the deposit.
    await expect(budget).toContainText("$32,000");
  });
}

test("the home page's price search keeps the range typed before the script ran", async ({ page }) => {
  const takeOver = await openHolding(page, "southern-cross", "/", "input[name=price_min]");
  await page.locator("input[name=price_min]").fill("20,000");
  await page.locator("input[name=price_max]").fill("40,000");
  await takeOver();

  await expect(page.locator("input[name=price_min]")).toHaveValue("20,000");
  await expect(page.locator("input[name=price_max]")).toHaveValue("40,000");
  await expect(page.getByRole("slider", { name: "Minimum price" })).toHaveValue("20000");
  await expect(page.getByRole("slider", { name: "Maximum price" })).toHaveValue("40000");
  await page.getByRole("button", { name: "Search" }).last().click();
  await expect(page).toHaveURL(/price=20000-40000/);
});

test("the search page runs the words and the filter a buyer gave before the script ran", async ({ page }) => {
  const takeOver = await openHolding(
    page,
    "southern-cross",
    "/search/new-used-and-demo-cars",
    "#search-query",
  );
  await page.locator("#search-query").fill("hilux");
  await page.locator('input[name=make][value="Toyota"]').check({ force: true });
  await takeOver();

  await expect(page).toHaveURL(/\/search\/toyota\?query=hilux/);
  await expect(page.locator("#search-query")).toHaveValue("hilux");
  // The next change builds on both.
  await page.locator('input[name=car_type][value="new"]').check({ force: true });
  await expect(page).toHaveURL(/car_type=new/);
  await expect(page).toHaveURL(/query=hilux/);
  await expect(page).toHaveURL(/\/search\/toyota/);
});

test("the finance calculator figures the price and frequency chosen before the script ran", async ({
  page,
}) => {
  const takeOver = await openHolding(page, "southern-cross", "/finance", "input[name=calc_price]");
  const repayment = page.getByTestId("calculator-repayment");
  const servers = await repayment.textContent();
  await page.locator("input[name=calc_price]").fill("60,000");
  await page.locator('input[name=calc_frequency][value="monthly"]').check({ force: true });
  await takeOver();

  await expect(page.locator("input[name=calc_price]")).toHaveValue("60,000");
  await expect(page.locator('input[name=calc_frequency][value="monthly"]')).toBeChecked();
  await expect(repayment).not.toHaveText(servers!);
  // Twice the price, and a month's repayment instead of a week's: more than eight times the figure.
  const dollars = (text: string) => Number(text.replace(/[^0-9.]/g, ""));
  expect(dollars((await repayment.textContent())!)).toBeGreaterThan(8 * dollars(servers!));
});
