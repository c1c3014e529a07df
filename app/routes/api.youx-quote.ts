import * as z from "zod";
import { CREDIT_SCORES } from "#domain/finance-quote";
import { requestContext, siteContext } from "#server/request-context.server";
import { getRuntime } from "#server/runtime.server";
import { getLogger } from "#server/log.server";
import { retryAfterHeaders } from "#server/security/rate-limit.server";
import type { Route } from "./+types/api.youx-quote";
import { apiJson as json } from "#server/security/api-json.server";

/*
 * POST /api/youx/quote [VSD §7 Finance quote]: selfAssessedCreditScore, purchasePrice, loanTerm,
 * year, vin, nvic, whoIsHelping in; weeklyRepaymentAmount, comparisonRate, advertisedRate out.
 * Answered on sites with finance.quote_service by the quote service (the local one prices from the
 * site's rate table). Bad input is a 400 with a reason per field.
 */
const QuoteSchema = z
  .object({
    selfAssessedCreditScore: z.enum(CREDIT_SCORES),
    purchasePrice: z.number().min(1000).max(250000),
    loanTerm: z.number().min(1).max(7).multipleOf(0.5),
    year: z
      .number()
      .int()
      .min(1950)
      .refine((year) => year <= new Date().getFullYear() + 1, "year cannot be in the future"),
    vin: z.string().max(17).nullish(),
    nvic: z.string().max(10).nullish(),
    whoIsHelping: z.string().max(50).nullish(),
  })
  .strict();

export function loader() {
  return json({ error: "Send a POST." }, 405, { Allow: "POST" });
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  if (!site.finance.quote_service)
    return json({ error: "Finance quotes are not offered on this site." }, 404);
  const { rateLimiter, services } = await getRuntime();
  const allowed = await rateLimiter.consume(site, "finance_quote", { ip: context.get(requestContext).ip });
  if (!allowed.ok) return json({ error: allowed.message }, 429, retryAfterHeaders(allowed));
  const parsed = QuoteSchema.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) {
    return json(
      {
        error: "Invalid quote request",
        reasons: parsed.error.issues.map((issue) => ({
          field: issue.path.join(".") || (issue.code === "unrecognized_keys" ? issue.keys.join(", ") : ""),
          message: issue.message,
        })),
      },
      400,
    );
  }
  try {
    return json(await services.financeQuote.quote(site, parsed.data), 200);
  } catch (error) {
    getLogger().warn({ err: error }, "finance quote failed");
    return json({ error: "No quote is available just now." }, 502);
  }
}
