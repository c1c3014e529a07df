import { test as base, expect, type Page } from "@playwright/test";

/** Every page a test opens fails the test on a console error or an uncaught exception. */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      // A page that is itself a 404 (tested on purpose) logs its own status; nothing else may fail.
      if (message.text().startsWith("Failed to load resource") && message.location().url === page.url())
        return;
      problems.push(`console.error: ${message.text()} (${message.location().url})`);
    });
    page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
    await use(page);
    expect(problems, "the page logged errors").toEqual([]);
  },
});

export { expect };

export const siteUrl = (slug: string, pathname = "/") => `http://${slug}.localhost:3100${pathname}`;
