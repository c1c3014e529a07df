import { describe, expect, it } from "vitest";
import { demoRegistry } from "../../tests/setup/sites";
import { buildSiteLead } from "./site-leads.server";

const site = demoRegistry().bySlug.get("southern-cross")!;
const context = { path: "/trade-in", userAgent: null, car: null };
const buyer = { name: "Alex", email: "alex@example.com", phone: "0412345678", opt_in: true };

describe("the lead a site-wide form makes", () => {
  it("sends a rego's state only with a rego: the state the form offers first is the site's, not the buyer's", () => {
    const without = buildSiteLead(
      site,
      "trade-in",
      { ...buyer, rego_state: "QLD", vehicle_make: "Mazda" },
      {},
      context,
    );
    expect(without.payload).not.toHaveProperty("rego_state");
    const withRego = buildSiteLead(
      site,
      "trade-in",
      { ...buyer, rego: "ABC123", rego_state: "QLD" },
      {},
      context,
    );
    expect(withRego.payload).toMatchObject({ rego: "ABC123", rego_state: "QLD" });
  });
});
