import type { Locator, Page } from "@playwright/test";
import { codeSentTo, expect, siteUrl, test } from "./fixtures";

/*
 * A buyer keeps a watchlist [VSD §4 Watchlist toggle, §5, §7, §8]: saving while signed out leads to
 * sign-in with the phone (the code arrives by text message: here, the local SMS outbox), the car is
 * saved once they are in, later saves confirm with a toast whose 'View List' opens the watchlist.
 */
const results = (page: Page) => page.getByRole("region", { name: "Search results" });
const toasts = (page: Page) => page.getByRole("region", { name: /^Notifications/ });
const saveButtons = (page: Page) =>
  results(page).getByRole("button", { name: /^Save .* to your watchlist$/ });
/** The car a Save button names ("Save 2015 Ford Falcon G6E to your watchlist"). */
const carToSave = async (button: Locator) =>
  (await button.getAttribute("aria-label"))!.replace(/^Save\s+/, "").replace(/ to your watchlist$/, "");

async function signIn(page: Page, mobile: string, digits: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to save cars to your watchlist");
  await page.getByLabel("Mobile number").fill("12");
  await page.getByRole("button", { name: "Send Code" }).click();
  await expect(page.getByRole("alert")).toContainText("Please enter a valid Australian mobile number.");
  await page.getByLabel("Mobile number").fill(mobile);
  await page.getByRole("button", { name: "Send Code" }).click();
  await expect(page.getByRole("status")).toContainText("We sent a code to");
  const code = await codeSentTo(digits);
  await page.getByLabel("Code").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toContainText("That code is not right.");
  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("a buyer saves cars to a watchlist, signing in with their phone on the way", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(siteUrl("southern-cross", "/search/used-cars"));
  const first = saveButtons(page).first();
  const firstName = await carToSave(first);
  await first.click();

  await expect(page).toHaveURL(/\/sign-in\?type=watchlist&redirect=%2Fsearch%2Fused-cars&back=/);
  await signIn(page, "0412 555 010", "0412555010");

  // Back on the search, with the car saved.
  await expect(page).toHaveURL(siteUrl("southern-cross", "/search/used-cars"));
  const saved = results(page).getByRole("button", { name: `Saved ${firstName}, in your watchlist` });
  await expect(saved).toHaveAttribute("aria-pressed", "true");

  // The next save is instant and confirmed by a toast.
  const second = saveButtons(page).first();
  const secondName = await carToSave(second);
  await second.click();
  await expect(toasts(page)).toContainText("Car Saved In Watchlist");
  await expect(toasts(page)).toContainText(`${secondName} is now available in your watchlist`);
  await toasts(page).getByRole("link", { name: "View List" }).click();

  await expect(page).toHaveURL(siteUrl("southern-cross", "/watchlist"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Watchlist");
  const list = page.getByRole("list", { name: "Saved cars" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("link", { name: firstName, exact: true })).toBeVisible();
  await list.getByRole("button", { name: `Remove ${secondName}` }).click();
  await expect(list.getByRole("listitem")).toHaveCount(1);

  // Removing from a card says so too.
  await page.goto(siteUrl("southern-cross", "/search/used-cars"));
  await results(page)
    .getByRole("button", { name: `Saved ${firstName}, in your watchlist` })
    .click();
  await expect(toasts(page)).toContainText("Car Removed");
  await expect(toasts(page)).toContainText(`${firstName} is no longer in your watchlist`);
  await expect(
    results(page).getByRole("button", { name: `Save ${firstName} to your watchlist` }),
  ).toHaveAttribute("aria-pressed", "false");

  await page.goto(siteUrl("southern-cross", "/watchlist"));
  await expect(page.getByText("Your watchlist is empty.")).toBeVisible();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.goto(siteUrl("southern-cross", "/watchlist"));
  await expect(page).toHaveURL(/\/sign-in\?type=watchlist&redirect=%2Fwatchlist/);
});

test("saving works without JavaScript too", async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(siteUrl("southern-cross", "/search/used-cars"));
  const first = saveButtons(page).first();
  const name = await carToSave(first);
  await first.click();
  await signIn(page, "0412 555 020", "0412555020");
  await expect(page).toHaveURL(siteUrl("southern-cross", "/search/used-cars"));
  await page.goto(siteUrl("southern-cross", "/watchlist"));
  await expect(
    page.getByRole("list", { name: "Saved cars" }).getByRole("link", { name, exact: true }),
  ).toBeVisible();

  // Signed in, a save says it is done (the cached page cannot), and leads back.
  await page.goto(siteUrl("southern-cross", "/search/used-cars"));
  const second = saveButtons(page).nth(1);
  const other = await carToSave(second);
  await second.click();
  await expect(page).toHaveURL(/\/watchlist\?notice=saved&/);
  await expect(page.getByRole("status")).toContainText(`${other} is now available in your watchlist`);
  await expect(
    page.getByRole("list", { name: "Saved cars" }).getByRole("link", { name: other, exact: true }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Back to where you were" }).click();
  await expect(page).toHaveURL(siteUrl("southern-cross", "/search/used-cars"));
  await context.close();
});

test("the watchlist API wants a signed-in buyer and a well-formed body", async ({ request }) => {
  const host = { Host: "southern-cross.localhost:3100" };
  const signedOut = await request.post("http://localhost:3100/api/watchlist/save-car", {
    headers: host,
    data: { phone_number: "0412555030", car_id: 1 },
  });
  expect(signedOut.status()).toBe(401);
  expect(await signedOut.json()).toMatchObject({ success: false });
  const bad = await request.post("http://localhost:3100/api/watchlist/save-car", {
    headers: host,
    data: { car_id: "x" },
  });
  expect(bad.status()).toBe(400);
  const body = (await bad.json()) as { errors: { field: string }[] };
  expect(body.errors.map((e) => e.field).sort()).toEqual(["car_id", "phone_number"]);
  const unknown = await request.post("http://localhost:3100/api/watchlist/keep-car", {
    headers: host,
    data: {},
  });
  expect(unknown.status()).toBe(404);
  // Opened in the address bar: nothing changes, and the answer says what the address takes.
  const opened = await request.get("http://localhost:3100/api/watchlist/save-car?car_id=1", {
    headers: host,
  });
  expect(opened.status()).toBe(405);
  expect(opened.headers()["allow"]).toBe("POST");
  expect(await opened.json()).toEqual({ success: false, message: "Send a POST with car_id." });
  expect(
    (await request.get("http://localhost:3100/api/watchlist/keep-car", { headers: host })).status(),
  ).toBe(404);
});

test("a site with the watchlist switched off shows no save control and no watchlist", async ({
  page,
  request,
}) => {
  await page.goto(siteUrl("outback-rv", "/search"));
  await expect(
    results(page)
      .getByRole("button", { name: /^Compare / })
      .first(),
  ).toBeVisible();
  await expect(saveButtons(page)).toHaveCount(0);
  const response = await request.get("http://localhost:3100/watchlist", {
    headers: { Host: "outback-rv.localhost:3100" },
  });
  expect(response.status()).toBe(404);
});
