/*
 * "We accept" [SW §2 "a We accept payment-logos strip"]: each method as a small card-shaped badge
 * drawn in CSS (no images to load, no inline SVG copies).
 */
const METHODS: Record<string, { name: string; className: string }> = {
  visa: { name: "Visa", className: "bg-[#1a1f71] text-white italic" },
  mastercard: { name: "Mastercard", className: "bg-[#252525] text-[#f79e1b]" },
  amex: { name: "American Express", className: "bg-[#006fcf] text-white" },
  eftpos: { name: "eftpos", className: "bg-white text-[#0b3b60]" },
  "bank-transfer": { name: "Bank transfer", className: "bg-white text-gray-900" },
  finance: { name: "Finance", className: "bg-white text-gray-900" },
};

export function PaymentLogos({ methods }: { methods: string[] }) {
  if (methods.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      <span id="we-accept" className="font-semibold">
        We accept
      </span>
      <ul aria-labelledby="we-accept" className="flex flex-wrap gap-1.5">
        {methods.map((method) => {
          const m = METHODS[method];
          if (!m) return null;
          return (
            <li
              key={method}
              className={`rounded px-2 py-1 font-bold tracking-tight ring-1 ring-black/20 ${m.className}`}
            >
              {m.name}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
