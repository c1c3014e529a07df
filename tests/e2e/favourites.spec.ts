import type { APIRequestContext } from "@playwright/test";
import { expect, siteUrl, test } from "./fixtures";

/*
 * Favourites [issue 14 item 4]: the cars a buyer hearts, reachable from the header, with each car's
 * price and status as they are now, and compare from there.
 */
type Hit = { slug: string; name: string; status: string; price: number };

async function hits(request: APIRequestContext, site: string, query: string) {
  const response = await request.get(`http://localhost:3100/api/search?hitsPerPage=20&${query}`, {
    headers: { Host: `${site}.localhost:3100` },
  });
  return ((await response.json()) as { hits: Hit[] }).hits;
}

test("a buyer hearts cars, finds them from the header with their status today, compares and removes one", async ({
  page,
  request,
}) => {
  const [first, second] = await hits(request, "southern-cross", "status=in_stock&car_type=used");
  const [sold] = await hits(request, "southern-cross", "status=sold");
  expect(first && second && sold, "two cars in stock and a sold one").toBeTruthy();

  await page.goto(siteUrl("southern-cross", `/cars/${first!.slug}`));
  await page
    .getByRole("button", { name: `Add ${first!.name} to favourites` })
    .first()
    .click();
  await page.goto(siteUrl("southern-cross", `/cars/${second!.slug}`));
  await page
    .getByRole("button", { name: `Add ${second!.name} to favourites` })
    .first()
    .click();
  // [VSD §7] "39 favourite", told to the site's tag manager.
  expect(
    await page.evaluate(() =>
      (window as unknown as { dataLayer?: { event_id: number }[] }).dataLayer?.filter(
        (e) => e.event_id === 39,
      ),
    ),
  ).toHaveLength(1);
  // A car hearted while it was for sale, sold since.
  await page.evaluate((car) => {
    const key = "forecourt:southern-cross:favourites";
    const list = JSON.parse(localStorage.getItem(key) ?? "[]") as unknown[];
    localStorage.setItem(key, JSON.stringify([...list, { id: 0, name: car.name, slug: car.slug }]));
  }, sold!);

  await page.getByRole("banner").getByRole("link", { name: "Favourites" }).click();
  await expect(page).toHaveURL(/\/favourites\?cars=/);
  const list = page.getByRole("list", { name: "Favourite cars" });
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await expect(list.getByRole("listitem").filter({ hasText: first!.name })).toContainText("Available");
  await expect(list.getByRole("listitem").filter({ hasText: sold!.name })).toContainText("Sold");

  await list.getByRole("checkbox", { name: `Compare ${first!.name}` }).check();
  await list.getByRole("checkbox", { name: `Compare ${second!.name}` }).check();
  await page.getByRole("link", { name: "Compare 2 cars" }).click();
  await expect(page).toHaveURL(/\/compare\?cars=/);
  await expect(page.getByText(first!.name).first()).toBeVisible();

  await page.goBack();
  await list.getByRole("button", { name: `Remove ${sold!.name}` }).click();
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole("list", { name: "Favourite cars" }).getByRole("listitem")).toHaveCount(2);
});

test("with no favourites the page says how to add one", async ({ page }) => {
  await page.goto(siteUrl("redline-used", "/favourites"));
  await expect(page.getByText("No favourites yet")).toBeVisible();
});
