import type { APIRequestContext } from "@playwright/test";
import { expect, siteUrl, test } from "./fixtures";

/*
 * The 360° spin [issue 10; VSD §2 "Spin viewer with tabs Spin / Images / Interior, and hotspots",
 * §4 Spin viewer]: full screen that fills the screen and answers the arrow keys and Escape; the
 * photos, with no control that does nothing, when the browser runs no JavaScript; nothing on top
 * of anything else on a phone.
 */
async function spinCar(request: APIRequestContext, site: string) {
  const response = await request.get(`http://localhost:3100/api/search?hitsPerPage=100&status=in_stock`, {
    headers: { Host: `${site}.localhost:3100` },
  });
  for (const hit of ((await response.json()) as { hits: { slug: string }[] }).hits) {
    const html = await (
      await request.get(`http://localhost:3100/cars/${hit.slug}`, {
        headers: { Host: `${site}.localhost:3100`, "User-Agent": "Googlebot" },
      })
    ).text();
    if (html.includes('data-testid="spin-viewer"')) return hit.slug;
  }
  throw new Error("no demo car with a spin");
}

test("full screen fills the window, the arrow keys turn the car and Escape closes it", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(siteUrl("southern-cross", `/cars/${await spinCar(request, "southern-cross")}`));
  const spin = page.getByTestId("spin-viewer");
  await spin.getByRole("button", { name: "Full screen" }).click();
  await expect(spin).toHaveAttribute("data-full-screen", "true");
  const box = (await spin.boundingBox())!;
  expect(box).toEqual({ x: 0, y: 0, width: 1366, height: 900 });

  const before = Number(await spin.getAttribute("data-frame"));
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(spin).toHaveAttribute("data-frame", String((before + 2) % 36));
  await page.keyboard.press("ArrowLeft");
  await expect(spin).toHaveAttribute("data-frame", String((before + 1) % 36));

  await page.keyboard.press("Escape");
  await expect(spin).toHaveAttribute("data-full-screen", "false");
  expect((await spin.boundingBox())!.width).toBeLessThan(1366);
  await expect(spin.getByRole("button", { name: "Full screen" })).toBeFocused();
});

test("without JavaScript a spin car opens on its photos, with no control that does nothing", async ({
  browser,
  request,
}) => {
  const slug = await spinCar(request, "southern-cross");
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1366, height: 900 },
  });
  const page = await context.newPage();
  await page.goto(siteUrl("southern-cross", `/cars/${slug}`));
  await expect(page.getByRole("region", { name: /^Photos of the/ })).toBeVisible();
  await expect(page.getByTestId("spin-viewer")).toBeHidden();
  await expect(page.getByRole("button", { name: "Full screen" })).toHaveCount(0);
  await expect(page.getByText(/Loading 360° view/)).toHaveCount(0);
  // The Spin tab is a link: the first angle, still with nothing to press that needs JavaScript.
  await page.getByRole("link", { name: "Spin", exact: true }).click();
  await expect(page).toHaveURL(/view=spin/);
  await expect(page.getByTestId("spin-viewer")).toBeVisible();
  await expect(page.getByRole("button", { name: "Full screen" })).toHaveCount(0);
  await context.close();
});

test("on a phone the spin's hint and buttons do not cover each other", async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(siteUrl("southern-cross", `/cars/${await spinCar(request, "southern-cross")}`));
  const spin = page.getByTestId("spin-viewer");
  const hint = (await spin.getByText("Drag to spin").boundingBox())!;
  const button = (await spin.getByRole("button", { name: "Full screen" }).boundingBox())!;
  const overlap =
    hint.x < button.x + button.width &&
    button.x < hint.x + hint.width &&
    hint.y < button.y + button.height &&
    button.y < hint.y + hint.height;
  expect(overlap).toBe(false);
});
