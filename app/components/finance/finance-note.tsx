import { COMPARISON_RATE_NOTE } from "#domain/finance-disclosure";

/** The note every shown rate points to with its asterisk: the estimate's terms and the comparison-rate warning. */
export function FinanceNote({ className }: { className?: string }) {
  return (
    <p className={className ?? "mt-6 text-xs text-ink/75"}>
      * Estimated repayments over 5 years, for guidance only; finance is subject to the lender&apos;s
      approval. {COMPARISON_RATE_NOTE}
    </p>
  );
}
