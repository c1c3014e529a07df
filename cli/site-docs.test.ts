import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { siteConfigMarkdown, siteJsonSchema } from "./site-docs";

describe("generated site configuration docs", () => {
  it("docs/site-config.md matches the schema (run `npm run forecourt -- docs`)", () => {
    expect(readFileSync("docs/site-config.md", "utf8")).toBe(siteConfigMarkdown());
  });
  it("sites/site.schema.json matches the schema", () => {
    expect(JSON.parse(readFileSync("sites/site.schema.json", "utf8"))).toEqual(siteJsonSchema());
  });
  it("documents every top-level switch", () => {
    const doc = siteConfigMarkdown();
    for (const key of [
      "search.include_sold_cars_days",
      "vehicle.phone_display",
      "commerce.money_back_guarantee",
      "sales_counter.enabled",
    ]) {
      expect(doc).toContain(`\`${key}\``);
    }
  });
});
