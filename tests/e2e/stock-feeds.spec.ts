import { execFile } from "node:child_process";
import http from "node:http";
import { promisify } from "node:util";
import type { APIRequestContext } from "@playwright/test";
import { RESERVE_MESSAGES } from "#domain/reservations";
import { expect, signIn, siteUrl, test } from "./fixtures";

/*
 * Issue 34: the demo sites pull their stock every minute from their local feeds (what a dealer's
 * system publishes). A car the system sells leaves the site's stock at the next pull, and the pages
 * say how current the stock is.
 */
type Hit = { slug: string; status: string; reserved: boolean };
const SITE = "outback-rv";
/** Reached with plain fetch: a request made on this machine straight to the server (the fixtures' name a visitor). */
const LOCAL_FEEDS = "http://localhost:3100/local-feeds";

async function inStock(request: APIRequestContext, site = SITE): Promise<Hit[]> {
  const response = await request.get("http://localhost:3100/api/search?hitsPerPage=100&status=in_stock", {
    headers: { Host: `${site}.localhost:3100` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { hits: Hit[] }).hits;
}

test("a car the dealer's system sells shows as sold on its page and leaves the search at the next pull", async ({
  page,
  request,
}) => {
  // The feed is pulled each minute: the wait is one interval, the run, and the page made again.
  test.setTimeout(150_000);
  // A car far down the list, away from the cars other tests reserve and enquire about.
  const car = (await inStock(request)).filter((hit) => !hit.reserved).at(-1)!;
  const stocknum = car.slug.split("-").at(-1)!.toUpperCase();
  await page.goto(siteUrl(SITE, `/cars/${car.slug}`));
  const actions = page.getByRole("complementary", { name: "Price and actions" });
  await expect(actions.getByText(/^Stock updated (just now|\d+ minutes? ago)$/)).toBeVisible();
  await expect(actions.getByText("SOLD", { exact: true })).toHaveCount(0);

  const sold = await fetch(`${LOCAL_FEEDS}/control/${SITE}/sell?stocknum=${stocknum}`, { method: "POST" });
  expect(await sold.json()).toEqual([stocknum]);
  await expect(async () => {
    await page.goto(siteUrl(SITE, `/cars/${car.slug}`));
    await expect(actions.getByText("SOLD", { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 90_000, intervals: [2_000] });
  expect((await inStock(request)).map((hit) => hit.slug)).not.toContain(car.slug);

  // The search page says how current the stock is, as the car's page does.
  await page.goto(siteUrl(SITE, "/search"));
  await expect(page.getByText(/^Stock updated (just now|\d+ minutes? ago)$/)).toBeVisible();
});

/** The operator's `forecourt feeds --site`, answered by the running server over its ops socket. */
async function feedsReport(site: string): Promise<string> {
  const { DATABASE_URL: _embedded, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: process.env.E2E_DATA_DIR!, LOG_LEVEL: "warn" };
  const args = ["--import", "tsx", "cli/forecourt.ts", "feeds", "--site", site];
  try {
    return (await promisify(execFile)(process.execPath, args, { env })).stdout;
  } catch (error) {
    // Exit 3: a feed is not fresh; the report is the same.
    return (error as { stdout?: string }).stdout ?? String(error);
  }
}

test("a full feed cut short is held, not applied: the site keeps its stock until the file is whole again", async ({
  page,
}) => {
  // Another site than the test above, so the two may run side by side.
  const site = "redline-used";
  test.setTimeout(240_000);
  /** What the buyer's search says: "N vehicles found, M of them recently sold". */
  const found = async () => {
    await page.goto(siteUrl(site, "/search"));
    const status = page.getByRole("status").filter({ hasText: "found" });
    await expect(status).toHaveText(/^[\d,]+ vehicles found/);
    return status.textContent();
  };
  const before = await found();

  const cut = await fetch(`${LOCAL_FEEDS}/control/${site}/truncate?keep=5`, { method: "POST" });
  expect(cut.ok).toBe(true);
  try {
    // The next pull reads 5 cars where the site has many: it is held, nothing sold.
    await expect
      .poll(() => feedsReport(site), { timeout: 90_000, intervals: [3_000] })
      .toMatch(
        /\n {2}held {7}run #\d+: npm run forecourt -- feeds approve --site redline-used --feed stock\n/,
      );
    expect(await feedsReport(site)).toMatch(/FAILING/);
    expect(await found()).toBe(before);
  } finally {
    await fetch(`${LOCAL_FEEDS}/control/${site}/whole`, { method: "POST" });
  }
  // The whole file again at the next pull: the hold ends and the feed is fresh.
  await expect
    .poll(() => feedsReport(site), { timeout: 90_000, intervals: [3_000] })
    .toMatch(/^redline-used +stock +FRESH/m);
  expect(await feedsReport(site)).not.toContain("held ");
  expect(await found()).toBe(before);
});

test("a feed stopped past its limit makes its site stale: the notice shown, Buy Online withdrawn, enquiries taken; back when it resumes", async ({
  page,
  request,
}) => {
  // On the e2e server this site's feed goes stale after 2 minutes without a good run (a day in the
  // demo): up to a minute since the last pull, 2 minutes, and a minute for a kept page to be made again.
  const site = "harbourside-toyota";
  test.setTimeout(480_000);
  const car = (await inStock(request, site)).filter((hit) => !hit.reserved).at(-2)!;
  const actions = page.getByRole("complementary", { name: "Price and actions" });
  const staleNotice =
    /^Our stock list was last updated \d+ minutes? ago, so please confirm a vehicle is still available before you visit\. Reserving online is paused until it is current\.$/;

  // Signed in on the way to buying it online, while the stock is current.
  await page.goto(siteUrl(site, `/cars/${car.slug}`));
  await actions.getByRole("link", { name: "Buy Online", exact: true }).first().click();
  await signIn(page, "0412 555 341");
  await expect(page).toHaveURL(siteUrl(site, `/cars/${car.slug}/buy-online`));

  expect((await fetch(`${LOCAL_FEEDS}/control/${site}/stop`, { method: "POST" })).ok).toBe(true);
  try {
    await expect(async () => {
      await page.goto(siteUrl(site, `/cars/${car.slug}`));
      await expect(actions.getByText(staleNotice)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 240_000, intervals: [5_000] });
    await expect(actions.getByRole("link", { name: "Buy Online", exact: true })).toHaveCount(0);
    await expect(actions.getByText(/^Stock updated/)).toHaveCount(0);

    // The search says so too, and its cards offer no Buy Online.
    await page.goto(siteUrl(site, "/search"));
    await expect(page.getByText(staleNotice)).toBeVisible();
    await expect(page.getByRole("link", { name: "Buy Online", exact: true })).toHaveCount(0);

    // The buying page itself takes nothing, and says why.
    await page.goto(siteUrl(site, `/cars/${car.slug}/buy-online`));
    await expect(page.getByText(RESERVE_MESSAGES.stale)).toBeVisible();
    await expect(page.getByLabel("Card number")).toHaveCount(0);

    // An enquiry is taken as ever.
    await page.goto(siteUrl(site, `/cars/${car.slug}`));
    const form = page.locator("#enquire");
    await form.getByLabel("Name").fill("Sam Staleproof");
    await form.getByLabel("Email").fill("sam.staleproof@example.com");
    await form.getByLabel("Phone").fill("0412 555 342");
    await form.getByLabel("Comments").fill("Is it still here? Happy to come in on Saturday.");
    // This site asks buyers to agree to its terms.
    await form.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page).toHaveURL(/\/success\?/);
  } finally {
    await fetch(`${LOCAL_FEEDS}/control/${site}/resume`, { method: "POST" });
  }
  // The next good pull ends it.
  await expect(async () => {
    await page.goto(siteUrl(site, `/cars/${car.slug}`));
    await expect(actions.getByRole("link", { name: "Buy Online", exact: true }).first()).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 180_000, intervals: [5_000] });
  await expect(actions.getByText(/^Stock updated (just now|\d+ minutes? ago)$/)).toBeVisible();
  await expect(actions.getByText(staleNotice)).toHaveCount(0);
});

test("the local feeds answer this machine only", async ({ request }) => {
  // A visitor's request (through the proxy, or to a dealer's host name) may neither steer nor read them.
  const forwarded = await request.post(`${LOCAL_FEEDS}/control/${SITE}/stop`);
  expect(forwarded.ok()).toBe(false);
  // fetch keeps the address's host name; a dealer's host name needs a plain request.
  const dealerHost = await new Promise<number>((resolve, reject) =>
    http
      .get(`${LOCAL_FEEDS}/${SITE}/stock.csv`, { headers: { Host: `${SITE}.localhost:3100` } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on("error", reject),
  );
  expect(dealerHost).toBe(404);
  // The stop above did nothing: the feed still answers this machine.
  const file = await fetch(`${LOCAL_FEEDS}/${SITE}/stock.csv`);
  expect(file.status).toBe(200);
  expect((await file.text()).split("\n")[0]).toMatch(/^stocknum,car_type,status,year,make,model/);
});
