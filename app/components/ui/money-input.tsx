import type { ComponentProps } from "react";
import { formatWhole } from "#domain/money";
import { cn } from "~/lib/utils";
import { inputClass } from "~/components/ui/form-field";

/** "30000" or "$30,000.50" to its number, or NaN. */
export function parseMoney(text: string): number {
  const cleaned = text.replace(/[$,\s]/g, "");
  return cleaned === "" ? Number.NaN : Number(cleaned);
}

/** 30000 to "30,000" (cents kept when there are any). */
export function formatMoneyText(value: number): string {
  if (!Number.isFinite(value)) return "";
  const cents = Math.round((Math.abs(value) % 1) * 100);
  return `${value < 0 ? "-" : ""}${formatWhole(Math.trunc(Math.abs(value)))}${cents ? `.${String(cents).padStart(2, "0")}` : ""}`;
}

/**
 * A dollar amount [SW §5 Inputs "Money input shows $ with thousand separator"]: a text field (so
 * "30,000" is allowed as typed) with a $ before it, grouped in thousands when the buyer leaves it.
 * The server reads it with the same leniency ($ and commas ignored), so it works without JavaScript.
 */
export function MoneyInput({
  value,
  onValueChange,
  className,
  ...props
}: Omit<ComponentProps<"input">, "value" | "onChange" | "type"> & {
  value: string;
  onValueChange: (text: string) => void;
}) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink/70"
      >
        $
      </span>
      <input
        {...props}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onBlur={(event) => {
          const amount = parseMoney(value);
          if (Number.isFinite(amount)) onValueChange(formatMoneyText(amount));
          props.onBlur?.(event);
        }}
        onChange={(event) => onValueChange(event.target.value)}
        className={cn(inputClass, "pl-7", className)}
      />
    </div>
  );
}
