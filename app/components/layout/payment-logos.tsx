/*
 * "We accept" [SW §2 "a We accept payment-logos strip"]: each method as a small card-shaped badge
 * drawn in CSS (no images to load, no inline SVG copies).
 */
const NAMES: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  eftpos: "eftpos",
  "bank-transfer": "Bank transfer",
  finance: "Finance",
};

export function PaymentLogos({ methods }: { methods: string[] }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      <span id="we-accept" className="font-semibold">
        We accept
      </span>
      <ul aria-labelledby="we-accept" className="flex flex-wrap gap-1.5">
        {methods.map((method) => (
          <li
            key={method}
            className="rounded bg-white px-2 py-1 font-bold text-gray-900 ring-1 ring-black/20"
          >
            {NAMES[method] ?? method}
          </li>
        ))}
      </ul>
    </div>
  );
}
