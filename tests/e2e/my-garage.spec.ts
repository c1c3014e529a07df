import { expect, signIn, siteUrl, test } from "./fixtures";

/*
 * Gated routes and My Garage [issue 14 items 1 and 3]: signed out, each gated route of the site
 * sends the visitor to /sign-in with its type, where they were going and the way back; after signing
 * in (the code read from the local SMS outbox) they land where they were going. My Garage lists the
 * buyer's saved cars with their status and the enquiries they have sent.
 */

test("signed out, each gated route asks for sign-in with its own type and wording", async ({ page }) => {
  const cases = [
    { path: "/my-garage", type: "my-garage", heading: "Sign in to My Garage" },
    { path: "/mysoutherncross", type: "my-garage", heading: "Sign in to My Garage" },
    { path: "/cars/trade-in?car_id=1", type: "trade-in", heading: "Sign in to value your trade-in" },
    { path: "/sell-my-car", type: "trade-in", heading: "Sign in to value your trade-in" },
    {
      path: "/personalised/finance?car_id=1",
      type: "car-finance",
      heading: "Sign in for finance on this car",
    },
  ];
  for (const { path: gated, type, heading } of cases) {
    await page.goto(siteUrl("southern-cross", gated));
    const url = new URL(page.url());
    expect(url.pathname).toBe("/sign-in");
    expect(url.searchParams.get("type")).toBe(type);
    expect(url.searchParams.get("redirect")).toBe(gated);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  }
  // Not gated on a site that does not say so, and no garage where the site has none.
  await page.goto(siteUrl("redline-used", "/cars/trade-in"));
  await expect(page).toHaveURL(/\/cars\/trade-in$/);
  const garage = await page.goto(siteUrl("redline-used", "/my-garage"));
  expect(garage?.status()).toBe(404);
});

test("a buyer signs in on the way to My Garage and sees their saved cars and enquiries", async ({
  page,
  request,
}) => {
  const response = await request.get("http://localhost:3100/api/search?hitsPerPage=1&status=in_stock", {
    headers: { Host: "southern-cross.localhost:3100" },
  });
  const [car] = ((await response.json()) as { hits: { slug: string; name: string }[] }).hits;

  // An enquiry sent before signing in, from the same mobile.
  await page.goto(siteUrl("southern-cross", `/cars/${car!.slug}`));
  await page.getByRole("link", { name: "Enquire Now" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Enquire Now" });
  await dialog.getByLabel("Name").fill("Garage Buyer");
  await dialog.getByLabel("Email").fill("garage.buyer@example.com");
  await dialog.getByLabel("Phone").fill("0412 555 077");
  await dialog.getByLabel("Comments").fill("Is it still available?");
  await dialog.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(page).toHaveURL(/\/success\?/);

  await page.goto(siteUrl("southern-cross", "/my-garage"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to My Garage");
  await signIn(page, "0412 555 077");

  await expect(page).toHaveURL(siteUrl("southern-cross", "/my-garage"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Garage");
  const enquiries = page.getByRole("region", { name: "Enquiries sent" });
  await expect(enquiries.getByRole("listitem").filter({ hasText: car!.name })).toContainText(
    "Vehicle Enquiry",
  );
  await expect(page.getByRole("region", { name: "Saved cars" })).toContainText("No saved cars yet");
});
