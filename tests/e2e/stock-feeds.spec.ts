import { execFile } from "node:child_process";
import http from "node:http";
import { promisify } from "node:util";
import type { APIRequestContext } from "@playwright/test";
import { expect, siteUrl, test } from "./fixtures";

/*
 * Issue 34: the demo sites pull their stock every minute from their local feeds (what a dealer's
 * system publishes). A car the system sells leaves the site's stock at the next pull, and the pages
 * say how current the stock is.
 */
type Hit = { slug: string; status: string; reserved: boolean };
const SITE = "outback-rv";
/** Reached with plain fetch: a request made on this machine straight to the server (the fixtures' name a visitor). */
const LOCAL_FEEDS = "http://localhost:3100/local-feeds";

async function inStock(request: APIRequestContext): Promise<Hit[]> {
  const response = await request.get("http://localhost:3100/api/search?hitsPerPage=100&status=in_stock", {
    headers: { Host: `${SITE}.localhost:3100` },
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
