import { expect, nonEmpty, siteUrl, test } from "./fixtures";

/* The offers list and the model directory, on the listing engine [issue 3, item 7]. */

test("a buyer narrows the special offers by type and by words", async ({ page }) => {
  await page.goto(siteUrl("southern-cross", "/special-offers"));
  await expect(page.getByRole("heading", { level: 1, name: "Special Offers" })).toBeVisible();
  const offers = page.getByRole("list", { name: "Offers" }).locator(":scope > li");
  const all = await offers.count();
  expect(all).toBeGreaterThan(1);

  await page
    .getByRole("navigation", { name: "Offer type" })
    .getByRole("link", { name: /^Finance offer/ })
    .click();
  await expect(page).toHaveURL(/category=Finance\+offer/);
  const finance = page.getByRole("list", { name: "Offers" }).getByRole("article");
  await expect(finance.first()).toBeVisible();
  for (const offer of nonEmpty(await finance.all(), "offers"))
    await expect(offer).toContainText("Finance offer");
  expect(await finance.count()).toBeLessThan(all);

  await page.getByRole("searchbox", { name: "Search offers" }).fill("zzqqxx");
  await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("heading", { name: "No offers match" })).toBeVisible();
});

test("a buyer browses a franchise's models and opens one's stock", async ({ page }) => {
  await page.goto(siteUrl("harbourside-toyota", "/models"));
  const models = page.getByRole("list", { name: "Models" });
  for (const name of nonEmpty(await models.getByRole("heading").allTextContents(), "models"))
    expect(name).toMatch(/^Toyota /);
  const inStock = models.getByRole("link", { name: /in stock/ }).first();
  const model = (await inStock.locator("xpath=ancestor::li").getByRole("heading").textContent())!;
  await inStock.click();
  await expect(page).toHaveURL(/\/search\/toyota\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(model.trim());
});

test("the model directory filters by body type without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(siteUrl("southern-cross", "/models"));
  await page.getByRole("navigation", { name: "Body type" }).getByRole("link", { name: /^SUV/ }).click();
  await expect(page).toHaveURL(/body=SUV/);
  const models = page.getByRole("list", { name: "Models" }).getByRole("listitem");
  for (const model of nonEmpty(await models.all(), "models")) await expect(model).toContainText("SUV");
  await context.close();
});
