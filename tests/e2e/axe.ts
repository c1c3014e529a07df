import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * What axe finds serious or critical on the page as it stands, against WCAG 2.1 A and AA: one line
 * each, with the first element it found. A page with no frames is checked in one pass inside it
 * (axe.run); one with frames the default way, frame by frame and put together in a blank page,
 * which takes about a second more.
 */
export async function seriousAccessibilityProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length}) e.g. ${v.nodes[0]?.target.join(" ")}`);
}
