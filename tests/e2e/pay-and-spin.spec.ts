import { allowFailedLoads, expect, signIn, siteUrl, test, untilHydrated } from "./fixtures";
import { seriousAccessibilityProblems } from "./axe";
import { waitForDealerMail } from "./lead-mail";

/*
 * Paying online and spinning to win, as a buyer does it in Chromium [SW §2 sign-in gated routes
 * /online-payment and /spin-to-win; docs/decisions/024-online-payment-and-spin-to-win.md].
 */
test("a buyer pays an invoice online: signed in first, a declined card takes nothing, the receipt follows", async ({
  page,
}) => {
  await page.goto(siteUrl("harbourside-toyota", "/"));
  await page.getByRole("contentinfo").getByRole("link", { name: "Pay Online" }).click();
  await expect(page).toHaveURL(/\/sign-in\?type=online-payment&redirect=%2Fonline-payment/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to pay online");
  await signIn(page, "0412 555 301");
  await expect(page).toHaveURL(siteUrl("harbourside-toyota", "/online-payment"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay Online");
  await untilHydrated(page);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  // The form's refusals (400) and the declined card (402) are answers, not failures.
  allowFailedLoads(page, /\/online-payment\.data$/);
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByLabel("Payment for")).toHaveAccessibleDescription(
    "Please choose what the payment is for.",
  );
  const reference = `INV-${Date.now()}`.slice(0, 14);
  await page.getByLabel("Payment for").selectOption("Service invoice");
  await page.getByLabel("Invoice or order number").fill(reference);
  await page.getByLabel("Amount").fill("20000");
  await page.getByLabel("Paying").selectOption({ index: 1 });
  await page.getByLabel("Name").fill("Pat Payer");
  await page.getByLabel("Email").fill("pat.payer@example.com");
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByLabel("Expiry (MM/YY)").fill("12/40");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByLabel("Amount")).toHaveAccessibleDescription(
    "Online payments are up to $10,000. Please call us to pay more.",
  );
  await page.getByLabel("Amount").fill("389.50");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByLabel("Card number")).toHaveAccessibleDescription(
    "Your card was declined and no money was taken. Please try another card.",
  );
  await expect(page.getByLabel("Invoice or order number")).toHaveValue(reference);

  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: "Pay now" }).click();
  const paid = page.getByRole("status").filter({ hasText: "Thank you: $389.50 paid" });
  await expect(paid).toContainText(`Service invoice ${reference}`);
  await expect(paid).toContainText("test mode: no money was taken");
  // The next payment starts from an empty form.
  await expect(page.getByLabel("Invoice or order number")).toHaveValue("");
  await expect(page.getByRole("region", { name: "Your payments" })).toContainText(reference);

  const mail = await waitForDealerMail(reference, "sales@harbourside-toyota.example.com.au");
  expect(mail.text).toContain("Enquiry type: Online Payment");
  expect(mail.text).toContain("Amount paid: $389.50");
});

test("a buyer spins the wheel once; asking again shows the same prize", async ({ page }) => {
  await page.goto(siteUrl("redline-used", "/spin-to-win"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to spin to win");
  await signIn(page, "0412 555 302");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Summer Spin to Win");
  await expect(page.getByRole("listitem").filter({ hasText: "$250 fuel card" })).toContainText("5% chance");
  await page.getByRole("button", { name: "Spin the wheel" }).click();
  const won = page.getByRole("status");
  await expect(won).toContainText(/You won: /);
  const text = (await won.textContent())!;
  const voucher = /[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(text)![0];
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole("status")).toContainText(voucher);
  await expect(page.getByRole("button", { name: "Spin the wheel" })).toHaveCount(0);
  // A second spin, posted by hand, wins nothing new.
  const landed = await page.evaluate(async () => {
    const response = await fetch("/spin-to-win", {
      method: "POST",
      body: new URLSearchParams({ intent: "spin" }),
    });
    return new URL(response.url).pathname + new URL(response.url).search;
  });
  expect(landed).toBe("/spin-to-win");
  await page.reload();
  await expect(page.getByRole("status")).toContainText(voucher);
});

test("spinning works without JavaScript; a site without a promotion has no wheel", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(siteUrl("redline-used", "/spin-to-win"));
  await signIn(page, "0412 555 303");
  await page.getByRole("button", { name: "Spin the wheel" }).click();
  await expect(page.getByRole("status")).toContainText(
    /You won: .+Your voucher code is [A-Z2-9]{4}-[A-Z2-9]{4}/,
  );
  expect((await page.goto(siteUrl("outback-rv", "/spin-to-win")))?.status()).toBe(404);
  expect((await page.goto(siteUrl("redline-used", "/online-payment")))?.status()).toBe(404);
  await context.close();
});
