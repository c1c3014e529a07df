import { cva, type VariantProps } from "class-variance-authority";
import { useNavigation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/utils";

/*
 * The site's buttons, and links that look like them: one set of variants, themed only through the
 * site's CSS variables (brand, accent, radius). Links take `buttonVariants(...)` as their class.
 */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-brand text-center font-semibold disabled:opacity-70",
  {
    variants: {
      variant: {
        brand: "bg-brand text-brand-foreground hover:opacity-90",
        accent: "bg-accent text-accent-foreground hover:opacity-90",
        outline: "ring-1 ring-brand/50 ring-inset hover:bg-muted",
        quiet: "ring-1 ring-black/20 hover:bg-muted",
        /** Over a photo or the 360° view. */
        overlay: "gap-1.5 bg-gray-900/80 text-white hover:bg-gray-900",
      },
      size: {
        xs: "px-2.5 py-1.5 text-xs",
        sm: "px-3 py-1.5 text-sm",
        compact: "px-3 py-2",
        md: "px-4 py-2.5",
        lg: "px-4 py-3",
      },
      block: { true: "w-full" },
    },
    defaultVariants: { variant: "brand", size: "md" },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;

export function Button({
  variant,
  size,
  block,
  className,
  type = "button",
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants) {
  return (
    <button type={type} className={cn(buttonVariants({ variant, size, block }), className)} {...props} />
  );
}

/**
 * A form's submit button that says what is happening while its form is sent [SW §4 "Form submit:
 * idle, then submitting (button disabled with spinner)"]: busy while a submission carrying its
 * intent is under way.
 */
export function StatusButton({
  intent,
  name = "intent",
  busyText,
  busy: sending,
  children,
  ...props
}: Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "type" | "value"> &
  ButtonVariants & {
    intent: string;
    busyText: string;
    /** Whether its post is on the way, for a form sent by a fetcher (else the page's navigation says). */
    busy?: boolean;
    children: React.ReactNode;
  }) {
  const navigation = useNavigation();
  const busy = sending ?? (navigation.state === "submitting" && navigation.formData?.get(name) === intent);
  return (
    <Button type="submit" name={name} value={intent} disabled={busy} aria-disabled={busy} {...props}>
      {busy && <Icon name="loader-circle" className="size-4 animate-spin" />}
      {busy ? busyText : children}
    </Button>
  );
}
