import { describe, expect, it } from "vitest";
import { newVisitor, request, server } from "./client";

/*
 * POST /api/youx/quote [VSD §7 Finance quote; issue 13]: answered on sites with the quote service,
 * 400 with a reason per field for bad input, 405 for a GET, 403 from another origin.
 */
function postQuote(site: string, body: unknown, origin?: string) {
  return request(site, "/api/youx/quote", {
    method: "POST",
    visitor: newVisitor(),
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: {
      "content-type": "application/json",
      origin: origin ?? `http://${site}.localhost:${server().port}`,
    },
  });
}

const good = {
  selfAssessedCreditScore: "GREAT",
  purchasePrice: 30000,
  loanTerm: 5,
  year: new Date().getFullYear(),
  vin: "JTDBR32E720012345",
  nvic: null,
  whoIsHelping: "dealer",
};

describe("finance quotes", () => {
  it("answer the weekly repayment with the advertised and comparison rates", async () => {
    const answer = await postQuote("southern-cross", good);
    expect(answer.status).toBe(200);
    const quote = JSON.parse(answer.body) as Record<string, number>;
    // The site's rate table gives GREAT 7.99%; its fees (395 + 6 + 912.25 upfront, 8 a month) lift
    // the comparison rate above it and the repayment above the fee-free 140.05.
    expect(quote.advertisedRate).toBe(7.99);
    expect(quote.comparisonRate).toBeGreaterThan(7.99);
    expect(quote.weeklyRepaymentAmount).toBeGreaterThan(140.05);
    expect(Object.keys(quote).sort()).toEqual(["advertisedRate", "comparisonRate", "weeklyRepaymentAmount"]);
  });

  it("give a reason for each bad field", async () => {
    const answer = await postQuote("southern-cross", {
      ...good,
      selfAssessedCreditScore: "AMAZING",
      purchasePrice: 50,
      loanTerm: 5.3,
      year: 3000,
      extra: true,
    });
    expect(answer.status).toBe(400);
    const { reasons } = JSON.parse(answer.body) as { reasons: { field: string }[] };
    expect(reasons.map((r) => r.field).sort()).toEqual(
      ["extra", "loanTerm", "purchasePrice", "selfAssessedCreditScore", "year"].sort(),
    );
    expect((await postQuote("southern-cross", "not json")).status).toBe(400);
  });

  it("are refused from another origin, by GET and on a site without the service", async () => {
    expect((await postQuote("southern-cross", good, "https://evil.example")).status).toBe(403);
    expect((await request("southern-cross", "/api/youx/quote", { visitor: newVisitor() })).status).toBe(405);
    expect((await postQuote("redline-used", good)).status).toBe(404);
  });
});
