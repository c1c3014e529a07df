import { formatWhole } from "#domain/money";
import { useEffect, useId, useRef, useState } from "react";
import { Form } from "react-router";
import { toFieldErrors, type FieldErrors } from "#domain/lead-forms";
import type { FieldSpec, FormStep, SiteFormSpec } from "#domain/site-forms";
import { Button, StatusButton } from "~/components/ui/button";
import { ErrorBanner, Field, inputClass } from "~/components/ui/form-field";
import { useHydrated } from "~/hooks/use-hydrated";
import { readUserDetails, saveUserDetails, USER_DETAIL_FIELDS } from "~/lib/lead-memory";
import { cn } from "~/lib/utils";
import { checkBeforeSending, Honeypot, loadSchemas, OptIn, TermsAgreement, VisitFields } from "./form-parts";
import { FormKeyInput } from "./form-key-input";
import { SlotSelects } from "./slot-selects";

/*
 * A site-wide lead form drawn from its description (domain/site-forms.ts) [SW §4 Form submit,
 * Multi-step forms; §5]: a real POST form that works without JavaScript (all steps at once), with
 * JavaScript one step at a time, each step checked with the same schema the server uses; field
 * errors, the spec's banner, a busy button while sending, the remembered user details filled in.
 */
export type SiteFormResult = { intent: string; errors: FieldErrors; values: Record<string, string> } | null;

export type SiteLeadFormProps = {
  spec: SiteFormSpec;
  siteSlug: string;
  formKey: string;
  today: string;
  result: SiteFormResult;
  /** Values the page starts with (from the link that led here: a budget, a dealership). */
  defaults?: Record<string, string>;
  /** Sent as they are (the car the form is about). */
  hidden?: Record<string, string>;
  /** Test-drive times by location, from the appointment service. */
  slots?: Record<string, { date: string; times: string[] }[]>;
  action?: string;
  /** [SW §5 Inputs] the money inputs' quick picks ($5,000 ... $70,000, or the high-value ones). */
  quickPicks?: readonly number[];
  /** A form sent by a fetcher (the chat widget) instead of the page's own navigation. */
  fetcher?: { Form: typeof Form; busy: boolean };
};

function labelsOf(spec: SiteFormSpec) {
  return Object.fromEntries(spec.steps.flatMap((s) => s.fields.map((f) => [f.name, f.label])));
}

const INPUT_TYPE: Partial<Record<FieldSpec["kind"], string>> = { email: "email", tel: "tel" };
const NUMERIC = new Set<FieldSpec["kind"]>(["postcode", "money", "km", "year"]);

function FieldInput({
  field,
  prefix,
  error,
  value,
  onChange,
  selected,
  quickPicks = [],
  group,
}: {
  field: FieldSpec;
  prefix: string;
  error?: string;
  value: string | undefined;
  onChange?: (value: string) => void;
  /**
   * A select whose choice the form holds (the dealership, the location): drawn from it, so that a
   * choice stays when the options around it change (the locations narrowed to a dealership).
   */
  selected?: string;
  quickPicks?: readonly number[];
  /** Offer only the options of this group (the locations of the dealership chosen). */
  group?: string;
}) {
  const id = `${prefix}-${field.name}`;
  if (field.kind === "terms")
    return <TermsAgreement id={id} error={error} checked={value === "Yes" || value === "true"} />;
  return (
    <Field id={id} name={field.name} label={field.label} error={error} optional={!field.required}>
      {(props) => {
        if (field.kind === "textarea")
          return (
            <textarea {...props} rows={4} className={inputClass} defaultValue={value} maxLength={field.max} />
          );
        if (field.kind === "select") {
          const options = (field.options ?? []).filter((o) => !group || o.group?.value === group);
          // [SW §4] "The location select auto-picks its only option once."
          const only = options.length === 1 && field.required ? options[0]!.value : undefined;
          const option = (o: (typeof options)[number]) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          );
          // Options under their dealership: without JavaScript the buyer sees which is whose.
          const groups = [
            ...new Map(options.flatMap((o) => (o.group ? [[o.group.value, o.group]] : []))).values(),
          ];
          return (
            <select
              {...props}
              className={inputClass}
              {...(selected === undefined
                ? { defaultValue: value ?? only ?? "" }
                : { value: options.some((o) => o.value === selected) ? selected : (only ?? "") })}
              onChange={(e) => onChange?.(e.target.value)}
            >
              {!only && <option value="">{field.emptyOption ?? "Select"}</option>}
              {groups.length > 1
                ? groups.map((g) => (
                    <optgroup key={g.value} label={g.label}>
                      {options.filter((o) => o.group?.value === g.value).map(option)}
                    </optgroup>
                  ))
                : options.map(option)}
            </select>
          );
        }
        const input = (
          <input
            {...props}
            type={field.kind === "date" ? "date" : (INPUT_TYPE[field.kind] ?? "text")}
            inputMode={NUMERIC.has(field.kind) ? "numeric" : undefined}
            maxLength={field.kind === "postcode" ? 4 : field.max}
            placeholder={field.placeholder}
            autoComplete={field.autoComplete ?? "off"}
            className={cn(inputClass, field.kind === "money" && "pl-7", field.kind === "km" && "pr-14")}
            defaultValue={value}
            list={field.kind === "money" && quickPicks.length > 0 ? `${id}-picks` : undefined}
          />
        );
        // [SW §5 Inputs] "Money input shows $ ...; Kilometre input has a ' kms' suffix."
        if (field.kind === "money" || field.kind === "km")
          return (
            <div className="relative">
              {input}
              <span
                aria-hidden="true"
                className={cn(
                  "absolute top-1/2 -translate-y-1/2 text-ink/70",
                  field.kind === "money" ? "left-3" : "right-3",
                )}
              >
                {field.kind === "money" ? "$" : "kms"}
              </span>
              {field.kind === "money" && quickPicks.length > 0 && (
                <datalist id={`${id}-picks`}>
                  {quickPicks.map((pick) => (
                    <option key={pick} value={formatWhole(pick)} />
                  ))}
                </datalist>
              )}
            </div>
          );
        return input;
      }}
    </Field>
  );
}

export function SiteLeadForm({
  spec,
  siteSlug,
  formKey,
  today,
  result,
  defaults = {},
  hidden = {},
  slots,
  action,
  quickPicks,
  fetcher,
}: SiteLeadFormProps) {
  const FormElement = fetcher?.Form ?? Form;
  const prefix = useId();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const server = result?.intent === spec.kind ? result : null;
  const { errors, step, setStep, multi, last, onSubmit, onNext } = useCheckedSteps({
    spec,
    server,
    today,
    siteSlug,
    hydrated,
    form,
  });
  const values = { ...defaults, ...(server?.values ?? {}) };
  const [location, setLocation] = useState(values.location ?? "");
  const [dealership, setDealership] = useState(values.dealership_slug ?? "");
  // The selects whose choice the form holds: the dealership narrows the locations, the location
  // the test-drive times.
  const held: HeldSelects = new Map([
    ["location", [location, setLocation]],
    ["dealership_slug", [dealership, setDealership]],
  ]);
  const steps = spec.steps;

  // A dealership chosen before the page's script took over narrows the locations once it has.
  useEffect(() => {
    const chosen = form.current?.elements.namedItem("dealership_slug");
    if (chosen instanceof HTMLSelectElement && chosen.value) setDealership(chosen.value);
  }, []);

  // The remembered details fill the fields the buyer has not typed in.
  useEffect(() => {
    if (form.current) fillRememberedDetails(form.current, siteSlug);
  }, [siteSlug]);

  return (
    <FormElement
      ref={form}
      method="post"
      action={action}
      className="relative flex flex-col gap-4"
      noValidate
      onFocus={() => void loadSchemas()}
      onSubmit={onSubmit}
    >
      <FormKeyInput rendered={formKey} />
      <VisitFields siteSlug={siteSlug} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Honeypot />
      {multi && (
        <p className="text-sm font-semibold text-ink/80" aria-live="polite">
          Step {step + 1} of {steps.length}: {steps[step]!.title}
        </p>
      )}
      <ErrorBanner errors={errors} labels={labelsOf(spec)} />
      {steps.map((s, index) => (
        <StepFields
          key={s.title}
          step={s}
          hidden={multi && index !== step}
          multi={multi}
          prefix={prefix}
          errors={errors}
          values={values}
          slots={slots}
          location={location}
          held={held}
          locationGroup={hydrated ? dealership || undefined : undefined}
          quickPicks={quickPicks}
        />
      ))}
      {/* Kept in the form on every step, shown on the last: a choice made before the script took
          over the steps (a tick taken away) is not put back. */}
      <div className={cn(!last && "hidden")}>
        <OptIn prefix={prefix} text={spec.optInText} checked={values.opt_in !== "false"} />
      </div>
      <StepButtons
        spec={spec}
        back={multi && step > 0}
        last={last}
        busy={fetcher?.busy}
        onBack={() => setStep(step - 1)}
        onNext={onNext}
      />
    </FormElement>
  );
}

/**
 * With JavaScript, the steps one at a time and the checks in the browser, with the schema the
 * server uses: a step's fields before the next, every field before sending (back to the first
 * step with an error). The errors shown are the server's until the buyer's next check.
 */
function useCheckedSteps({
  spec,
  server,
  today,
  siteSlug,
  hydrated,
  form,
}: {
  spec: SiteFormSpec;
  server: SiteFormResult;
  today: string;
  siteSlug: string;
  hydrated: boolean;
  form: React.RefObject<HTMLFormElement | null>;
}) {
  const [errors, setErrors] = useState<FieldErrors>(server?.errors ?? {});
  const [lastServer, setLastServer] = useState(server);
  const [step, setStep] = useState(0);
  if (server !== lastServer) {
    setLastServer(server);
    setErrors(server?.errors ?? {});
  }
  const steps = spec.steps;
  const multi = hydrated && steps.length > 1;
  const last = !multi || step === steps.length - 1;

  const check = (fields: FieldSpec[], data: Record<string, FormDataEntryValue>, loaded: Schemas) => {
    const parsed = loaded.createSiteFormSchema(fields, { today }).safeParse(data);
    const found = parsed.success ? {} : toFieldErrors(parsed.error);
    delete found.opt_in;
    delete found.idempotency_key;
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    // A lookup button (the rego's "Find My Car") posts what is there, unchecked.
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.name === "intent" && submitter.value !== spec.kind) return;
    checkBeforeSending(event, (loaded, data) => {
      const ok = check(
        steps.flatMap((s) => s.fields),
        data,
        loaded,
      );
      if (!ok && multi) {
        const firstBad = steps.findIndex((s) =>
          s.fields.some((f) => f.name in (toFieldErrorsOf(loaded, s.fields, data, today) ?? {})),
        );
        if (firstBad >= 0) setStep(firstBad);
      }
      if (ok) saveUserDetails(siteSlug, new FormData(element));
      return ok;
    });
  };

  const onNext = async () => {
    const loaded = await loadSchemas();
    if (check(steps[step]!.fields, Object.fromEntries(new FormData(form.current!)), loaded))
      setStep(step + 1);
  };

  return { errors, step, setStep, multi, last, onSubmit, onNext };
}

/** Back between the steps, Next to the next, and the send button on the last. */
function StepButtons({
  spec,
  back,
  last,
  busy,
  onBack,
  onNext,
}: {
  spec: SiteFormSpec;
  back: boolean;
  last: boolean;
  busy: boolean | undefined;
  onBack: () => void;
  onNext: () => Promise<void>;
}) {
  return (
    <div className="flex gap-2">
      {back && (
        <Button type="button" variant="outline" onClick={onBack}>
          Back
        </Button>
      )}
      {last ? (
        <StatusButton intent={spec.kind} busyText="Sending..." busy={busy} className="flex-1">
          {spec.submitLabel}
        </StatusButton>
      ) : (
        <Button type="button" className="flex-1" onClick={onNext}>
          Next
        </Button>
      )}
    </div>
  );
}

/** The remembered user details, in the fields the buyer has not typed in. */
function fillRememberedDetails(element: HTMLFormElement, siteSlug: string) {
  const remembered = readUserDetails(siteSlug);
  for (const name of USER_DETAIL_FIELDS) {
    const input = element.elements.namedItem(name);
    if (input instanceof HTMLInputElement && !input.value && remembered[name])
      input.value = remembered[name]!;
  }
}

type Schemas = Awaited<ReturnType<typeof loadSchemas>>;

/** The selects whose choice the form holds, by name: the choice and what changes it. */
type HeldSelects = Map<string, [string, (value: string) => void]>;

/** One step's fields; the test-drive times, where the form offers them, in place of its date and time. */
function StepFields({
  step,
  hidden,
  multi,
  prefix,
  errors,
  values,
  slots,
  location,
  held,
  locationGroup,
  quickPicks,
}: {
  step: FormStep;
  hidden: boolean;
  multi: boolean;
  prefix: string;
  errors: FieldErrors;
  values: Record<string, string>;
  slots: SiteLeadFormProps["slots"];
  location: string;
  held: HeldSelects;
  /** The dealership whose locations the location select offers. */
  locationGroup: string | undefined;
  quickPicks: readonly number[] | undefined;
}) {
  return (
    <fieldset className={cn("flex flex-col gap-3", hidden && "hidden")}>
      <legend className={cn(multi ? "sr-only" : "mb-1 text-lg font-bold")}>{step.title}</legend>
      {step.fields.map((field) =>
        slots && field.name === "date" ? (
          <SlotSelects
            key="slots"
            prefix={prefix}
            errors={errors}
            values={values}
            slots={slots}
            location={location}
          />
        ) : slots && field.name === "time" ? null : (
          <div key={field.name} className="flex flex-col gap-2">
            <FieldInput
              field={field}
              prefix={prefix}
              error={errors[field.name]}
              value={values[field.name]}
              onChange={held.get(field.name)?.[1]}
              selected={held.get(field.name)?.[0]}
              group={field.name === "location" ? locationGroup : undefined}
              quickPicks={quickPicks}
            />
            {field.action && (
              <StatusButton intent={field.action.intent} busyText="Looking up..." variant="outline">
                {field.action.label}
              </StatusButton>
            )}
          </div>
        ),
      )}
    </fieldset>
  );
}

function toFieldErrorsOf(
  loaded: Schemas,
  fields: FieldSpec[],
  data: Record<string, FormDataEntryValue>,
  today: string,
) {
  const parsed = loaded.createSiteFormSchema(fields, { today }).safeParse(data);
  return parsed.success ? null : toFieldErrors(parsed.error);
}
