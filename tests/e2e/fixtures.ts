import { readFileSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type Page, type Route } from "@playwright/test";

/*
 * Every page a test opens fails the test on a console error (a CSP violation is one) or an
 * uncaught exception. Each test is its own visitor to the rate limiter: the e2e server trusts
 * X-Forwarded-For from this machine (TRUST_PROXY=loopback), and each test sends its own address,
 * in its own network, as each buyer comes from their own.
 */
let visitors = 0;
const allowedFailures = new WeakMap<Page, RegExp[]>();
/** Pages whose scripts a test holds back (holdScripts): opening one does not wait for React. */
const scriptsHeld = new WeakSet<Page>();

/** A test that makes requests fail on purpose says which resources may fail to load. */
export function allowFailedLoads(page: Page, url: RegExp) {
  allowedFailures.set(page, [...(allowedFailures.get(page) ?? []), url]);
}

export const test = base.extend<{ page: Page }>({
  // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use, testInfo) => {
    const n = ++visitors;
    // Each in a network of its own (the limits per /24 count a network's visitors together).
    await use({ "X-Forwarded-For": `100.${100 + testInfo.workerIndex}.${n & 255}.${1 + ((n >> 8) & 127)}` });
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    const problems: string[] = [];
    // React takes a page over once it has loaded and painted (app/components/layout/scripts-after-
    // paint.tsx): a test that opens a page acts as a buyer does once the page is running.
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        // A test holding the scripts waits for React itself, once it lets them go.
        if (!scriptsHeld.has(page)) await untilHydrated(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await untilHydrated(page);
        return response;
      };
    }
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      // A page that is itself a 404 (tested on purpose) logs its own status; nothing else may fail.
      if (message.text().startsWith("Failed to load resource") && message.location().url === page.url())
        return;
      if (
        message.text().startsWith("Failed to load resource") &&
        allowedFailures.get(page)?.some((url) => url.test(message.location().url))
      )
        return;
      problems.push(`console.error: ${message.text()} (${message.location().url})`);
    });
    page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
    // Map tiles come from the internet, which the test machine does not have: they fail at once,
    // and the map keeps its picture and directions link. A test that wants tiles serves its own.
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort("internetdisconnected"));
    allowFailedLoads(page, /tile\.openstreetmap\.org/);
    await use(page);
    expect(problems, "the page logged errors").toEqual([]);
  },
});

export { expect };

/** A buyer signs in on the page's sign-in form with their mobile and the code texted to it. */
export async function signIn(page: Page, phone: string) {
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByRole("button", { name: "Send Code" }).click();
  await page.getByLabel("Code").fill(await codeSentTo(phone.replace(/\s/g, "")));
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Until React has taken the page over; at once for what is not one of the site's pages. */
export async function untilHydrated(page: Page) {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === "true" || !document.getElementById("fc-start"),
    undefined,
    { timeout: 15_000 },
  );
}

/** A list a check is about to loop over, after checking it has something in it: an empty page
 * must fail the check, not pass it. */
export function nonEmpty<T>(items: T[], what: string): T[] {
  expect(items.length, `expected some ${what}`).toBeGreaterThan(0);
  return items;
}

export const siteUrl = (slug: string, pathname = "/") => `http://${slug}.localhost:3100${pathname}`;

/** The code in the newest text message to a phone, as the buyer reads it (the local SMS outbox). */
export async function codeSentTo(phone: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, "sms", "outbox.jsonl");
  let code: string | undefined;
  await expect
    .poll(() => {
      let text = "";
      try {
        text = readFileSync(outbox, "utf8");
      } catch {
        return undefined;
      }
      // Another test's message may be half-appended as we read: take only whole lines.
      const lines = text
        .slice(0, text.lastIndexOf("\n") + 1)
        .split("\n")
        .filter(Boolean);
      const messages = lines.map((line) => JSON.parse(line) as { to: string; body: string });
      code = /^(\d{6}) /.exec(messages.findLast((m) => m.to === phone)?.body ?? "")?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/**
 * Holds back every script the page asks for, as a slow phone does, until `release()`: the page is
 * the server's HTML meanwhile (its forms work as plain HTML), and what the buyer does then is what
 * the page's script must keep and act on once it runs.
 */
export async function holdScripts(page: Page) {
  const held: Route[] = [];
  scriptsHeld.add(page);
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, (route) =>
    scriptsHeld.has(page) ? void held.push(route) : route.continue(),
  );
  return async () => {
    scriptsHeld.delete(page);
    for (const route of held.splice(0)) await route.continue();
  };
}
