import { expect, siteUrl, test } from "./fixtures";

const SITES = [
  {
    slug: "southern-cross",
    name: "Southern Cross Motor Group",
    logo: "Southern Cross",
    nav: "Search Vehicles",
  },
  { slug: "harbourside-toyota", name: "Harbourside Toyota", logo: "Harbourside Toyota", nav: "New Toyotas" },
  { slug: "redline-used", name: "Redline Pre-Owned", logo: "Redline", nav: "Pre-Owned Cars" },
  { slug: "outback-rv", name: "Outback RV & Truck Centre", logo: "Outback RV", nav: "Caravans" },
];

for (const site of SITES) {
  for (const viewport of [
    { label: "phone", width: 390, height: 844 },
    { label: "desktop", width: 1366, height: 900 },
  ]) {
    test(`a buyer opens ${site.slug}'s home page on a ${viewport.label}`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto(siteUrl(site.slug));
      await expect(page).toHaveTitle(new RegExp(site.name.replace(/[&]/g, "\\$&")));
      await expect(page.getByRole("link", { name: `${site.logo} home` })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(site.name);
      await expect(page.getByRole("heading", { name: "Just arrived" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("heading", { name: "Our Locations" })).toBeVisible();
      if (viewport.label === "desktop") {
        await expect(
          page
            .getByRole("navigation", { name: "Main" })
            .getByRole("link", { name: site.nav, exact: true })
            .first(),
        ).toBeVisible();
      } else {
        await page.getByText("Menu", { exact: true }).click();
        await expect(
          page
            .getByRole("navigation", { name: "Main" })
            .getByRole("link", { name: site.nav, exact: true })
            .first(),
        ).toBeVisible();
      }
      await testInfo.attach(`${site.slug}-${viewport.label}`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: "image/png",
      });
    });
  }
}

test("each site wears its own colours", async ({ page }) => {
  const colours = new Set<string>();
  for (const site of SITES) {
    await page.goto(siteUrl(site.slug));
    colours.add(
      await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue("--fc-primary").trim(),
      ),
    );
  }
  expect(colours.size).toBe(SITES.length);
});

test("the home page search box is a GET form to the stock the site sells", async ({ page }) => {
  await page.goto(siteUrl("redline-used"));
  const form = page.getByRole("search");
  await expect(form).toHaveAttribute("method", "get");
  await expect(form).toHaveAttribute("action", "/search/used-cars");
  await expect(form.getByRole("searchbox", { name: "Search by make, model or keyword" })).toHaveAttribute(
    "name",
    "query",
  );
  await page.goto(siteUrl("southern-cross"));
  await expect(page.getByRole("search")).toHaveAttribute("action", "/search/new-used-and-demo-cars");
});

test("an unknown page is a 404 in the site's look", async ({ page }) => {
  const response = await page.goto(siteUrl("outback-rv", "/no-such-page"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Outback RV home" })).toBeVisible();
});

test("an unknown host gets a 404 that names no site", async ({ request }) => {
  const response = await request.get("/", { headers: { host: "unknown.example.com" } });
  expect(response.status()).toBe(404);
  const body = await response.text();
  for (const site of SITES) expect(body).not.toContain(site.name);
  // No site's theme: the page wears the stylesheet's own colours.
  expect(body).not.toMatch(/<html[^>]*style="[^"]*--fc-primary:/);
});

test("readiness reports the database to the operator on this machine, and to no one through a proxy", async ({
  request,
  baseURL,
}) => {
  // Straight to the process, as the operator's curl: no forwarding header.
  const direct = await fetch(`${baseURL!.replace("localhost", "127.0.0.1")}/readyz`);
  expect(direct.status).toBe(200);
  expect(await direct.json()).toMatchObject({
    status: "ok",
    database: { kind: "pglite", status: "up" },
    sites: 4,
  });
  // The suite's requests name a visitor in X-Forwarded-For, as a proxy does: the site's 404.
  expect((await request.get("/readyz")).status()).toBe(404);
});

test("images are resized, cached for a year, and fall back when missing", async ({ request }) => {
  const image = await request.get("/img/draw/car/suv/0b2545/side?w=320");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/webp");
  expect(image.headers()["cache-control"]).toContain("immutable");
  const missing = await request.get("/img/media/nothing-here.jpg");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["content-type"]).toBe("image/webp");
  const bad = await request.get("/img/draw/logo/toyota?w=abc");
  expect(bad.status()).toBe(400);
});

test("hashed assets are cached for a year and pages are compressed", async ({ request }) => {
  const response = await request.get("/", { headers: { "accept-encoding": "gzip" } });
  expect(response.headers()["content-encoding"]).toBe("gzip");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  // The page as served names its scripts, to be fetched once it has painted (scripts-after-paint.tsx).
  const href = /<link rel="forecourt-modulepreload" href="([^"]+)"/.exec(await response.text())?.[1];
  expect(href, "a modulepreload link").toBeTruthy();
  const assetResponse = await request.get(href!);
  expect(assetResponse.status()).toBe(200);
  expect(assetResponse.headers()["cache-control"]).toContain("immutable");
});
