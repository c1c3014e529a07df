import type { APIRequestContext, Page } from "@playwright/test";
import { expect, siteUrl, test } from "./fixtures";
import { seriousAccessibilityProblems } from "./axe";

/*
 * A buyer on a vehicle page [issue 4]: the gallery, the spin, the specs and comments, the phone
 * reveal, enquiring and booking a test drive (with and without JavaScript), a sold car, another
 * site's car, accessibility and the schema.org data.
 */
type Hit = { slug: string; status: string; photos_count: number; price: number; car_type: string };

async function findCars(request: APIRequestContext, slug: string, query = ""): Promise<Hit[]> {
  const response = await request.get(`http://localhost:3100/api/search?hitsPerPage=100${query}`, {
    headers: { Host: `${slug}.localhost:3100` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { hits: Hit[] }).hits;
}

async function findCar(request: APIRequestContext, slug: string, test: (hit: Hit) => boolean, query = "") {
  const hit = (await findCars(request, slug, query)).find(test);
  expect(hit, "a demo car of that kind").toBeTruthy();
  return hit!;
}

/** A car of the site whose page has the 360° spin. */
async function findSpinCar(request: APIRequestContext, slug: string) {
  for (const hit of await findCars(request, slug, "&status=in_stock")) {
    const html = await (
      await request.get(`http://localhost:3100/cars/${hit.slug}?view=spin`, {
        headers: { Host: `${slug}.localhost:3100`, "User-Agent": "Googlebot" },
      })
    ).text();
    if (html.includes('data-testid="spin-viewer"')) return hit;
  }
  throw new Error("no demo car with a spin");
}

/** A car of the site whose dealer comments run past 400 characters (so they collapse). */
async function findLongCommentsCar(request: APIRequestContext, slug: string) {
  for (const hit of await findCars(request, slug, "&status=in_stock&car_type=used")) {
    const html = await (
      await request.get(`http://localhost:3100/cars/${hit.slug}`, {
        headers: { Host: `${slug}.localhost:3100`, "User-Agent": "Googlebot" },
      })
    ).text();
    if (/role="button"[^>]*>more</.test(html)) return hit;
  }
  throw new Error("no demo car with long dealer comments");
}

const carUrl = (site: string, slug: string, query = "") => siteUrl(site, `/cars/${slug}${query}`);

test.describe("with JavaScript", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("a buyer opens the photos full screen and moves with the arrow keys", async ({ page, request }) => {
    const car = await findCar(request, "redline-used", (h) => h.photos_count > 3 && h.status === "in_stock");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(carUrl("redline-used", car.slug));
    const photos = page.getByRole("region", { name: /^Photos of the/ });
    await expect(photos.getByRole("list", { name: "Thumbnails" })).toBeVisible();
    await photos.getByRole("button", { name: "Full screen" }).click();
    const viewer = page.getByRole("dialog");
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText(/^1 \/ \d+$/)).toBeVisible();
    // The whole photo shows, between the title bar and the hint, on a window wider than it is tall.
    const image = viewer.locator("li img").first();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const photo = (await image.boundingBox())!;
    const hint = (await viewer.getByText("Use the left and right arrow keys to move.").boundingBox())!;
    expect(photo.y).toBeGreaterThan(0);
    expect(photo.y + photo.height).toBeLessThanOrEqual(hint.y + 1);
    await page.keyboard.press("ArrowRight");
    await expect(viewer.getByText(/^2 \/ \d+$/)).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowLeft");
    await expect(viewer.getByText(/^2 \/ \d+$/)).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(viewer.getByText(new RegExp(`^${car.photos_count} / \\d+$`))).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
  });

  test("thumbnails show only for more than 3 photos, and in stock only where the site says so", async ({
    page,
    request,
  }) => {
    const few = await findCar(request, "southern-cross", (h) => h.photos_count > 0 && h.photos_count <= 3);
    await page.goto(carUrl("southern-cross", few.slug));
    await expect(page.getByRole("region", { name: /^Photos of the/ })).toBeVisible();
    await expect(page.getByRole("list", { name: "Thumbnails" })).toHaveCount(0);

    // harbourside-toyota shows thumbnails for in-stock cars only.
    const comingSoon = await findCar(
      request,
      "harbourside-toyota",
      (h) => h.photos_count > 3 && h.status === "coming_soon",
      "&status=coming_soon",
    );
    await page.goto(carUrl("harbourside-toyota", comingSoon.slug));
    await expect(page.getByRole("region", { name: /^Photos of the/ })).toBeVisible();
    await expect(page.getByRole("list", { name: "Thumbnails" })).toHaveCount(0);
    const inStock = await findCar(
      request,
      "harbourside-toyota",
      (h) => h.photos_count > 3 && h.status === "in_stock",
    );
    await page.goto(carUrl("harbourside-toyota", inStock.slug));
    await expect(page.getByRole("list", { name: "Thumbnails" })).toBeVisible();
  });

  test("the spin turns by itself once loaded, stops when the buyer drags, and follows the drag", async ({
    page,
    request,
  }) => {
    const car = await findSpinCar(request, "southern-cross");
    await page.goto(carUrl("southern-cross", car.slug));
    const spin = page.getByTestId("spin-viewer");
    await expect(spin).toHaveAttribute("data-rotating", "true", { timeout: 15_000 });
    const first = Number(await spin.getAttribute("data-frame"));
    await expect.poll(async () => Number(await spin.getAttribute("data-frame"))).not.toBe(first);
    await expect(spin.getByText("Drag to spin")).toBeVisible();

    const surface = spin.getByRole("slider");
    const box = (await surface.boundingBox())!;
    // Above the hotspots, which sit on the body of the car.
    const middle = { x: box.x + box.width / 2, y: box.y + box.height * 0.2 };
    await page.mouse.move(middle.x, middle.y);
    await page.mouse.down();
    await expect(spin).toHaveAttribute("data-rotating", "false");
    await expect(spin.getByText("Drag to spin")).toBeHidden();
    await page.mouse.up();
    const start = Number(await spin.getAttribute("data-frame"));
    // 100 px to the left: five frames on at 20 px a frame.
    await page.mouse.down();
    await page.mouse.move(middle.x - 100, middle.y, { steps: 5 });
    await page.mouse.up();
    await expect(spin).toHaveAttribute("data-frame", String((start + 5) % 36));
    // Once dragged, it stays where the buyer left it: it does not turn by itself again.
    await expect(spin).toHaveAttribute("data-rotating", "false");

    await page.getByRole("link", { name: "Images", exact: true }).click();
    await expect(page.getByRole("region", { name: /^Photos of the/ })).toBeVisible();
  });

  test("specs open and close in place", async ({ page, request }) => {
    const car = await findCar(
      request,
      "southern-cross",
      (h) => h.status === "in_stock" && h.car_type === "used",
    );
    await page.goto(carUrl("southern-cross", car.slug));
    const specs = page.getByRole("region", { name: "Full Specifications" });
    const rows = specs.locator("dt");
    await expect(rows).toHaveCount(4);
    await specs.getByRole("button", { name: "Show All Specs" }).click();
    await expect(specs.getByRole("button", { name: "Hide Specs" })).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(4);
    await expect(page).toHaveURL(/specs=all/);
    await specs.getByRole("button", { name: "Hide Specs" }).click();
    await expect(rows).toHaveCount(4);
  });

  test("long dealer comments collapse at 400 characters, with more and less", async ({ page, request }) => {
    const car = await findLongCommentsCar(request, "outback-rv");
    await page.goto(carUrl("outback-rv", car.slug));
    const comments = page.locator("#dealer-comments");
    const more = comments.getByRole("button", { name: "more" });
    const collapsed = (await comments.locator("p").first().textContent())!;
    expect(collapsed.length).toBeLessThanOrEqual(401);
    expect(collapsed.endsWith("…")).toBe(true);
    await more.click();
    await expect(comments.getByRole("button", { name: "less" })).toBeVisible();
    expect((await comments.textContent())!.length).toBeGreaterThan(collapsed.length);
    await comments.getByRole("button", { name: "less" }).click();
    await expect(more).toBeVisible();
  });

  test("the features tab shows 8 features until Show All", async ({ page, request }) => {
    // A car with more than 8 features: its page shows "Show All" in the features panel.
    let slug: string | null = null;
    for (const hit of await findCars(request, "southern-cross", "&status=in_stock")) {
      const html = await (
        await request.get(`http://localhost:3100/cars/${hit.slug}?tab=features`, {
          headers: { Host: "southern-cross.localhost:3100", "User-Agent": "Googlebot" },
        })
      ).text();
      if (html.includes(">Show All<")) {
        slug = hit.slug;
        break;
      }
    }
    expect(slug, "a demo car with more than 8 features").toBeTruthy();
    await page.goto(carUrl("southern-cross", slug!));
    await page.getByRole("tab", { name: "Features" }).click();
    const panel = page.getByRole("tabpanel", { name: "Features" });
    await expect(panel).toBeVisible();
    await expect(page).toHaveURL(/tab=features/);
    await expect(panel.getByRole("listitem")).toHaveCount(8);
    await panel.getByRole("button", { name: "Show All" }).click();
    await expect(panel.getByRole("button", { name: "Show Less" })).toBeVisible();
    expect(await panel.getByRole("listitem").count()).toBeGreaterThan(8);
  });

  test("a buyer reveals the dealer's number", async ({ page, request }) => {
    const car = await findCar(request, "southern-cross", (h) => h.status === "in_stock");
    await page.goto(carUrl("southern-cross", car.slug));
    const masked = page.getByRole("region", { name: "Call the dealer" }).getByLabel("Phone number hidden");
    await expect(masked).toHaveText(/^.{5}[X ]+$/);
    await page.getByRole("button", { name: "Reveal Number" }).click();
    const call = page
      .getByRole("region", { name: "Call the dealer" })
      .getByRole("link", { name: /^\d[\d ]+$/ });
    await expect(call).toBeVisible();
    expect(await call.getAttribute("href")).toMatch(/^tel:\d+$/);
  });

  test("a buyer enquires from the dialog and lands on the success page", async ({ page, request }) => {
    const car = await findCar(request, "southern-cross", (h) => h.status === "in_stock");
    await page.goto(carUrl("southern-cross", car.slug));
    await page.getByRole("link", { name: "Enquire Now" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Enquire Now" });
    await dialog.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Please fix the following errors:");
    await expect(dialog.getByText("Please enter your name.", { exact: true })).toBeVisible();
    await dialog.getByLabel("Name").fill("Alex Buyer");
    await dialog.getByLabel("Email").fill("alex@example.com");
    await dialog.getByLabel("Phone").fill("0412 345 678");
    await dialog.getByLabel("Comments").fill("Is this still available this weekend?");
    await dialog.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page).toHaveURL(/\/success\?/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your enquiry has been sent.");
  });

  test("a buyer books a test drive in two steps", async ({ page, request }) => {
    const car = await findCar(request, "southern-cross", (h) => h.status === "in_stock");
    await page.goto(carUrl("southern-cross", car.slug));
    await page.getByRole("link", { name: "Book a Test Drive" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Book a Test Drive" });
    await expect(dialog.getByText("Step 1 of 2: Your details")).toBeVisible();
    await dialog.getByLabel("Name").fill("Sam Driver");
    await dialog.getByLabel("Email").fill("sam@example.com");
    await dialog.getByLabel("Phone").fill("07 5550 1200");
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("Step 2 of 2: Your booking")).toBeVisible();
    await dialog.getByRole("button", { name: "Book Test Drive" }).click();
    await expect(page).toHaveURL(/\/success\?/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your test drive request has been sent.",
    );
  });

  test("the sticky header appears after 500 px of scrolling", async ({ page, request }) => {
    const car = await findCar(request, "southern-cross", (h) => h.status === "in_stock" && h.price > 10);
    await page.goto(carUrl("southern-cross", car.slug));
    const sticky = page.getByTestId("sticky-header");
    await expect(sticky).toHaveAttribute("aria-hidden", "true");
    // At 400 px, once the page has drawn the scroll (two frames), the header is still hidden.
    await page.evaluate(async () => {
      window.scrollTo(0, 400);
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    });
    await expect(sticky).toHaveAttribute("aria-hidden", "true");
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(sticky).not.toHaveAttribute("aria-hidden", "true");
    await expect(sticky.getByRole("link", { name: "Trade-In Valuation" })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(sticky).toHaveAttribute("aria-hidden", "true");
  });

  test("a buyer copies the link, and sees 'Copied' for 1.5 s", async ({ page, context, request }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const car = await findCar(request, "southern-cross", (h) => h.status === "in_stock");
    await page.goto(carUrl("southern-cross", car.slug));
    const share = page.getByRole("group", { name: "Share and print" });
    await share.getByRole("button", { name: "Copy link" }).click();
    await expect(share.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      carUrl("southern-cross", car.slug),
    );
    await expect(share.getByRole("button", { name: "Copy link" })).toBeVisible({ timeout: 3000 });
  });

  test("a buyer downloads the car as a PDF named after it", async ({ page, request }) => {
    const car = await findCar(
      request,
      "southern-cross",
      (h) => h.status === "in_stock" && h.photos_count > 0,
    );
    await page.goto(carUrl("southern-cross", car.slug));
    const download = page.waitForEvent("download");
    await page
      .getByRole("group", { name: "Share and print" })
      .getByRole("link", { name: "Download PDF" })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${car.slug}.pdf`);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const pdf = Buffer.concat(chunks);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.length).toBeGreaterThan(10_000);
  });

  test("the page passes axe and describes the car as schema.org Car", async ({ page, request }) => {
    const car = await findCar(request, "southern-cross", (h) => h.status === "in_stock" && h.price > 10);
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(carUrl("southern-cross", car.slug));
      expect(await seriousAccessibilityProblems(page)).toEqual([]);
    }
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent())!,
    );
    expect(jsonLd["@type"]).toBe("Car");
    expect(jsonLd.offers).toMatchObject({ "@type": "Offer", priceCurrency: "AUD", price: car.price });
    expect(jsonLd.offers.availability).toBe("https://schema.org/InStock");
    expect(jsonLd.mileageFromOdometer).toMatchObject({ "@type": "QuantitativeValue", unitCode: "KMT" });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      carUrl("southern-cross", car.slug),
    );
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
});

test("a sold car shows the SOLD panel, no reserve, trade-in or finance, and is not indexed", async ({
  page,
  request,
}) => {
  const car = await findCar(request, "redline-used", (h) => h.status === "sold", "&status=sold");
  await page.goto(carUrl("redline-used", car.slug));
  const actions = page.getByRole("complementary", { name: "Price and actions" });
  await expect(actions.getByText("SOLD", { exact: true })).toBeVisible();
  await expect(actions.getByRole("link", { name: "Find Me Something Similar" })).toBeVisible();
  for (const name of ["Reserve Now", "Buy Online", "Trade-In Valuation", "Get Finance", "Get Finance Now"]) {
    await expect(actions.getByRole("link", { name, exact: true })).toHaveCount(0);
  }
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent())!,
  );
  expect(jsonLd.offers.availability).toBe("https://schema.org/SoldOut");
});

test("a car kept for test drives offers a test drive, not a reservation; a site that does not reserve has no Reserve Online tab", async ({
  page,
  request,
}) => {
  const car = await findCar(
    request,
    "southern-cross",
    (h) => h.status === "in_stock" && h.price > 10,
    "&status=in_stock&tag=Test%20Drive%20Only",
  );
  await page.goto(carUrl("southern-cross", car.slug));
  const actions = page.getByRole("complementary", { name: "Price and actions" });
  await expect(actions.getByRole("link", { name: "Book a Test Drive" }).first()).toBeVisible();
  await expect(actions.getByRole("link", { name: "Reserve Now", exact: true })).toHaveCount(0);

  const van = await findCar(request, "outback-rv", (h) => h.status === "in_stock", "&status=in_stock");
  await page.goto(carUrl("outback-rv", van.slug));
  await expect(page.getByRole("tab", { name: "Why Buy From Us?" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Reserve Online" })).toHaveCount(0);
});

test("another site's car is a 404 here", async ({ page, request }) => {
  const car = await findCar(request, "harbourside-toyota", (h) => h.status === "in_stock");
  const response = await page.goto(carUrl("southern-cross", car.slug));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  expect((await page.goto(carUrl("harbourside-toyota", car.slug)))?.status()).toBe(200);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  const enquire = async (page: Page) => page.locator("#enquire");

  test("a buyer enquires with the form on the page, fixing a mistake first", async ({ page, request }) => {
    const car = await findCar(request, "redline-used", (h) => h.status === "in_stock");
    await page.goto(carUrl("redline-used", car.slug));
    const form = await enquire(page);
    await form.getByLabel("Name").fill("Jo Citizen");
    await form.getByLabel("Email").fill("jo@example.com");
    await form.getByLabel("Phone").fill("12345");
    await form.getByLabel("Comments").fill("Can I see it on Saturday?");
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(
      page.locator("#enquire").getByText("Please enter a valid Australian phone number.", { exact: true }),
    ).toBeVisible();
    await expect(page.locator("#enquire").getByLabel("Name")).toHaveValue("Jo Citizen");
    await page.locator("#enquire").getByLabel("Phone").fill("0412 345 678");
    await page.locator("#enquire").getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page).toHaveURL(/\/success\?/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your enquiry has been sent.");
  });

  test("the fuel calculator works the figure out for the kilometres and price sent", async ({
    page,
    request,
  }) => {
    // A HiLux burns diesel: an electric car has no fuel calculator.
    const car = await findCar(request, "southern-cross", (h) => h.status === "in_stock", "&query=hilux");
    await page.goto(carUrl("southern-cross", car.slug));
    const fuel = page.locator("#fuel-cost");
    const figure = fuel.locator("[aria-live]");
    const before = await figure.textContent();
    await fuel.getByLabel("Kilometres a week").fill("500");
    await fuel.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/[?&]fuel_km=500&fuel_price=1\.70#fuel-cost$/);
    await expect(page.locator("#fuel-cost").getByLabel("Kilometres a week")).toHaveValue("500");
    // Twice the distance, twice the cost (each shown to the dollar).
    const money = (text: string | null) => Number(/\$([\d,.]+)/.exec(text ?? "")![1]!.replace(/,/g, ""));
    const after = money(await page.locator("#fuel-cost [aria-live]").textContent());
    expect(Math.abs(after - money(before) * 2)).toBeLessThanOrEqual(1);
  });

  test("toggles are links: all specs, the features tab, and the phone reveal", async ({ page, request }) => {
    const car = await findCar(
      request,
      "southern-cross",
      (h) => h.status === "in_stock" && h.car_type === "used",
    );
    await page.goto(carUrl("southern-cross", car.slug));
    await page.getByRole("button", { name: "Show All Specs" }).click();
    await expect(page).toHaveURL(/specs=all/);
    // The page loaded with every spec: the link now hides them.
    await expect(page.getByRole("button", { name: "Hide Specs" })).toBeVisible();
    expect(
      await page.getByRole("region", { name: "Full Specifications" }).locator("dt").count(),
    ).toBeGreaterThan(4);
    await page.getByRole("tab", { name: "Features" }).click();
    await expect(page.getByRole("tabpanel", { name: "Features" })).toBeVisible();
    await page.getByRole("button", { name: "Reveal Number" }).click();
    await expect(
      page.getByRole("region", { name: "Call the dealer" }).getByRole("link", { name: /^\d[\d ]+$/ }),
    ).toBeVisible();
  });
});
