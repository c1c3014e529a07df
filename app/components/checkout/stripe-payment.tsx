import type { Stripe, StripeElements } from "@stripe/stripe-js";
import { useEffect, useRef, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";

/*
 * The deposit's card form when payments go through Stripe [docs/decisions/020-reserve-online.md]:
 * Stripe's Payment Element, in Stripe's own frame, so card details never reach our server. Stripe.js
 * is fetched only here, in the browser, once this form is on screen. A successful payment leaves for
 * returnUrl (Stripe's redirect); only a failure comes back to this page, to be shown.
 */
const LOAD_FAILED = "We couldn't load the payment form just now. Please try again.";
const PAYMENT_FAILED = "Your payment didn't go through. Please try again.";

export function StripePayment({
  publishableKey,
  clientSecret,
  returnUrl,
  amountLabel,
}: {
  publishableKey: string;
  clientSecret: string;
  returnUrl: string;
  amountLabel: string;
}) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let destroy = () => {};
    import("@stripe/stripe-js")
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((loaded) => {
        if (cancelled) return;
        if (!loaded || !mountRef.current) throw new Error("Stripe.js did not load");
        const elements = loaded.elements({ clientSecret });
        const element = elements.create("payment");
        element.on("loaderror", () => {
          setReady(null);
          setError(LOAD_FAILED);
        });
        element.mount(mountRef.current);
        destroy = () => element.destroy();
        setReady({ stripe: loaded, elements });
      })
      .catch(() => {
        if (!cancelled) setError(LOAD_FAILED);
      });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [publishableKey, clientSecret]);

  async function pay(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      // Answers only when the payment failed: a successful one has already left for returnUrl.
      const { error: failure } = await ready.stripe.confirmPayment({
        elements: ready.elements,
        confirmParams: { return_url: returnUrl },
      });
      if (failure) setError(failure.message ?? PAYMENT_FAILED);
    } catch {
      setError(PAYMENT_FAILED);
    }
    setSubmitting(false);
  }

  return (
    <form onSubmit={pay} className="space-y-4">
      {!ready && !error && (
        <p role="status" className="flex items-center gap-2 text-sm text-gray-700">
          <Icon name="loader-circle" className="size-4 animate-spin" />
          Loading the secure payment form…
        </p>
      )}
      <div ref={mountRef} />
      {error && (
        <p role="alert" className="rounded-brand bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      )}
      {ready && (
        <button
          type="submit"
          disabled={submitting}
          aria-disabled={submitting}
          className={buttonVariants({ block: true, size: "lg" })}
        >
          {submitting && <Icon name="loader-circle" className="size-4 animate-spin" />}
          {`Pay ${amountLabel} deposit`}
        </button>
      )}
    </form>
  );
}
