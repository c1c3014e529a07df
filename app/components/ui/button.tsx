import { cva, type VariantProps } from "class-variance-authority";
import { useNavigation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/utils";

/*
 * The site's buttons, and links that look like them: one set of variants, themed only through the
 * site's CSS variables (brand, accent, radius). Links take `buttonVariants(...)` as their class.
 */
export const buttonVariants = cva("btn", {
  // Each a class of app.css's components layer: a page carries many buttons, each a short class.
  variants: {
    variant: {
      brand: "btn-brand",
      accent: "btn-accent",
      outline: "btn-outline",
      quiet: "btn-quiet",
      /** Over a photo or the 360° view. */
      overlay: "btn-overlay",
    },
    size: { xs: "btn-xs", sm: "btn-sm", compact: "btn-compact", md: "btn-md", lg: "btn-lg" },
    block: { true: "w-full" },
  },
  defaultVariants: { variant: "brand", size: "md" },
});

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
