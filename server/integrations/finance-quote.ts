import { priceQuote, type Quote, type QuoteRequest } from "#domain/finance-quote";
import { getCalculatorSettings } from "#server/pages/finance.server";
import type { Site } from "#server/sites/registry";

/*
 * The finance quote service [VSD §7 Finance quote; docs/architecture.md rule 7]. A production adapter
 * would ask the finance broker's API with the same request and answer the same shape; the local
 * implementation prices from the site's rate table (finance.quote_rates) and its fee table with
 * the one loan function, so its figures agree with the calculator's.
 */
export interface FinanceQuoteService {
  quote(site: Site, request: QuoteRequest, now?: Date): Promise<Quote>;
}

export function createLocalFinanceQuote(): FinanceQuoteService {
  return {
    async quote(site, request, now = new Date()) {
      return priceQuote(request, site.finance.quote_rates, getCalculatorSettings(site).fees, now);
    },
  };
}
