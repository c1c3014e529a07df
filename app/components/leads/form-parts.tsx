import { useEffect, useRef } from "react";
import { HONEYPOT_FIELD } from "#domain/lead-forms";
import { TERMS_FIELD, TERMS_MESSAGE } from "#domain/site-forms";
import { readVisits } from "~/lib/visits";
import type * as LeadFormSchemas from "#domain/lead-form-schemas";

/*
 * What every lead form shares: the schemas loaded on first focus, the check before sending, the
 * honeypot and the opt-in [SW §5 Enquiry form; docs/architecture.md rule 6].
 */
export type Schemas = typeof LeadFormSchemas;
let schemas: Schemas | null = null;
let loading: Promise<Schemas> | null = null;
/**
 * The schemas (and the validation library) load when a buyer first focuses a form, keeping them out
 * of the page's first JavaScript. A form sent before they arrive is checked by the server alone,
 * which answers with the same field errors.
 */
export function loadSchemas(): Promise<Schemas> {
  loading ??= import("#domain/lead-form-schemas").then((module) => (schemas = module));
  return loading;
}

/**
 * Checks a form in the browser before it is sent. Sent before the schemas have arrived, it waits
 * for them and sends again (or, should they fail to load, sends the page's plain post, which the
 * server checks).
 */
export function checkBeforeSending(
  event: React.FormEvent<HTMLFormElement>,
  check: (loaded: Schemas, data: Record<string, FormDataEntryValue>) => boolean,
) {
  const form = event.currentTarget;
  if (schemas) {
    if (!check(schemas, Object.fromEntries(new FormData(form)))) event.preventDefault();
    return;
  }
  event.preventDefault();
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  loadSchemas().then(
    () => form.requestSubmit(submitter),
    () => form.submit(),
  );
}

export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

export function OptIn({ prefix, text, checked }: { prefix: string; text: string; checked: boolean }) {
  return (
    <div className="flex items-start gap-2 text-sm">
      <input
        id={`${prefix}-opt-in`}
        type="checkbox"
        name="opt_in"
        defaultChecked={checked}
        className="mt-0.5 size-4 accent-[var(--fc-primary)]"
      />
      <label htmlFor={`${prefix}-opt-in`}>{text}</label>
    </div>
  );
}

/**
 * [SW §5] "Some sites show '* You must agree to the terms of use before submitting the form.'": a
 * tick to agree (TERMS_FIELD, sent as terms_conditions), the terms of use linked and opened beside
 * the form so that what the buyer typed stays where it is, and the spec's words under it (in red
 * when the form was sent without the tick).
 */
export function TermsAgreement({ id, error, checked }: { id: string; error?: string; checked: boolean }) {
  const note = `${id}-note`;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          name={TERMS_FIELD.name}
          value="Yes"
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={note}
          className="mt-0.5 size-5 shrink-0 accent-brand"
        />
        <label htmlFor={id}>
          I agree to the{" "}
          <a href="/terms-and-conditions" target="_blank" rel="noopener" className="underline">
            terms of use<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </label>
      </div>
      <p id={note} className={error ? "text-xs font-medium text-red-700" : "text-xs text-ink/80"}>
        * {TERMS_MESSAGE}
      </p>
    </div>
  );
}

/**
 * The pages of the visit and the landing query, sent with a lead as lead_attributes [SW §3 Enquiry
 * lead (extended)]. Read when the form is sent (its "formdata" event), so they include the page the
 * form is on; without JavaScript they go empty.
 */
export function VisitFields({ siteSlug }: { siteSlug: string }) {
  const anchor = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const form = anchor.current?.form;
    if (!form) return;
    const fill = (event: FormDataEvent) => {
      const visits = readVisits(siteSlug);
      event.formData.set("visited_pages", visits.visited.join("\n"));
      event.formData.set("linked_query_params", visits.query);
    };
    form.addEventListener("formdata", fill);
    return () => form.removeEventListener("formdata", fill);
  }, [siteSlug]);
  return <input ref={anchor} type="hidden" name="visited_pages" defaultValue="" />;
}
