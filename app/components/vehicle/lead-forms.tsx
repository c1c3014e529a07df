import { useEffect, useId, useRef, useState } from "react";
import { Form } from "react-router";
import { ErrorBanner, Field, inputClass } from "~/components/ui/form-field";
import {
  checkBeforeSending,
  Honeypot,
  loadSchemas,
  OptIn,
  TermsAgreement,
  VisitFields,
} from "~/components/leads/form-parts";
import { SlotSelects } from "~/components/leads/slot-selects";
import { toFieldErrors, type FieldErrors } from "#domain/lead-forms";
import { cn } from "~/lib/utils";
import { StatusButton } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button";
import { FormKeyInput } from "~/components/leads/form-key-input";
import { carPath } from "#domain/car-url";

/*
 * The vehicle page's lead forms: real POST forms to the car's page (they work without JavaScript),
 * checked in the browser with the same schema the server uses, with field errors, the spec's error
 * banner and a busy button while sending [SW §4 Form submit, §5 Enquiry form; docs/architecture.md rule 6].
 */
export type LeadFormSettings = {
  carSlug: string;
  siteSlug: string;
  formKey: string;
  messageRequired: boolean;
  optInText: string;
  termsNotice: boolean;
  /** [SW §3] "One dealer has an extra field do-you-have-a-trade-in (select: Yes, No)." */
  tradeInQuestion?: boolean;
  today: string;
  /** The car's location, whose free test-drive times the form offers. */
  locationSlug?: string;
};

export type LeadFormResult = { intent: string; errors: FieldErrors; values: Record<string, string> } | null;

function ContactFields({
  prefix,
  errors,
  values,
}: {
  prefix: string;
  errors: FieldErrors;
  values: Record<string, string>;
}) {
  return (
    <>
      <Field id={`${prefix}-name`} name="name" label="Name" error={errors.name}>
        {(props) => (
          <input {...props} className={inputClass} autoComplete="name" defaultValue={values.name} required />
        )}
      </Field>
      <Field id={`${prefix}-email`} name="email" label="Email" error={errors.email}>
        {(props) => (
          <input
            {...props}
            type="email"
            className={inputClass}
            autoComplete="email"
            defaultValue={values.email}
            required
          />
        )}
      </Field>
      <Field id={`${prefix}-phone`} name="phone" label="Phone" error={errors.phone}>
        {(props) => (
          <input
            {...props}
            type="tel"
            className={inputClass}
            autoComplete="tel"
            defaultValue={values.phone}
            required
          />
        )}
      </Field>
    </>
  );
}

const LABELS = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  message: "Comments",
  date: "Preferred date",
  time: "Preferred time",
};

export function EnquiryForm({
  settings,
  result,
  subcategory = "Vehicle Enquiry",
  defaultMessage = "",
}: {
  settings: LeadFormSettings;
  result: LeadFormResult;
  subcategory?: "Vehicle Enquiry" | "Request Photos" | "Find Me Something Similar";
  defaultMessage?: string;
}) {
  const prefix = useId();
  const server = result?.intent === "enquire" ? result : null;
  const [errors, setErrors] = useState<FieldErrors>(server?.errors ?? {});
  const [lastServer, setLastServer] = useState(server);
  if (server !== lastServer) {
    setLastServer(server);
    setErrors(server?.errors ?? {});
  }
  const values = server?.values ?? {};
  return (
    <Form
      method="post"
      action={carPath(settings.carSlug)}
      className="relative flex flex-col gap-3"
      noValidate
      onFocus={() => void loadSchemas()}
      onSubmit={(event) =>
        checkBeforeSending(event, (loaded, data) => {
          const parsed = loaded
            .createEnquirySchema({
              messageRequired: settings.messageRequired,
              tradeInQuestion: settings.tradeInQuestion,
              terms: settings.termsNotice,
            })
            .safeParse(data);
          setErrors(parsed.success ? {} : toFieldErrors(parsed.error));
          return parsed.success;
        })
      }
    >
      <input type="hidden" name="intent" value="enquire" />
      <input type="hidden" name="subcategory" value={subcategory} />
      <FormKeyInput rendered={settings.formKey} />
      <Honeypot />
      <VisitFields siteSlug={settings.siteSlug} />
      <ErrorBanner errors={errors} labels={LABELS} />
      <ContactFields prefix={prefix} errors={errors} values={values} />
      {settings.tradeInQuestion && (
        <Field
          id={`${prefix}-trade-in`}
          name="trade_in"
          label="Do you have a trade-in?"
          error={errors.trade_in}
          optional
        >
          {(props) => (
            <select {...props} className={inputClass} defaultValue={values.trade_in ?? ""}>
              <option value="">Select</option>
              <option value="Yes">Yes</option>
              <option value="No">No</option>
            </select>
          )}
        </Field>
      )}
      <Field
        id={`${prefix}-message`}
        name="message"
        label="Comments"
        error={errors.message}
        optional={!settings.messageRequired}
      >
        {(props) => (
          <textarea
            {...props}
            rows={4}
            className={inputClass}
            defaultValue={values.message ?? defaultMessage}
            required={settings.messageRequired}
          />
        )}
      </Field>
      <OptIn prefix={prefix} text={settings.optInText} checked={values.opt_in !== "false"} />
      {settings.termsNotice && (
        <TermsAgreement
          id={`${prefix}-terms`}
          error={errors.terms_conditions}
          checked={values.terms_conditions === "Yes"}
        />
      )}
      <StatusButton intent="enquire" busyText="Sending...">
        Send Enquiry
      </StatusButton>
    </Form>
  );
}

/**
 * [VSD §2] "Test drive modal: car name and image, then a two-step form." In the dialog the contact
 * details come first and the booking second; on the page (and without JavaScript) it is one form.
 */
export function TestDriveForm({
  settings,
  result,
  steps = false,
}: {
  settings: LeadFormSettings;
  result: LeadFormResult;
  steps?: boolean;
}) {
  const prefix = useId();
  const server = result?.intent === "test-drive" ? result : null;
  const [errors, setErrors] = useState<FieldErrors>(server?.errors ?? {});
  const [lastServer, setLastServer] = useState(server);
  const [step, setStep] = useState(1);
  const { form, slots, typedSlot } = useBookingTimes(settings.locationSlug);
  if (server !== lastServer) {
    setLastServer(server);
    setErrors(server?.errors ?? {});
  }
  const values = server?.values ?? {};
  const showStep = (n: number) => !steps || step === n;

  return (
    <Form
      ref={form}
      method="post"
      action={carPath(settings.carSlug)}
      className="relative flex flex-col gap-3"
      noValidate
      onFocus={() => void loadSchemas()}
      onSubmit={(event) =>
        checkBeforeSending(event, (loaded, data) => {
          const parsed = loaded
            .createTestDriveSchema({ today: settings.today, terms: settings.termsNotice })
            .safeParse(data);
          const fieldErrors = parsed.success ? {} : toFieldErrors(parsed.error);
          setErrors(fieldErrors);
          if (steps && (fieldErrors.name || fieldErrors.email || fieldErrors.phone)) setStep(1);
          return parsed.success;
        })
      }
    >
      <input type="hidden" name="intent" value="test-drive" />
      <FormKeyInput rendered={settings.formKey} />
      <Honeypot />
      <VisitFields siteSlug={settings.siteSlug} />
      {steps && (
        <p className="text-sm font-semibold text-ink/80" aria-live="polite">
          Step {step} of 2: {step === 1 ? "Your details" : "Your booking"}
        </p>
      )}
      <ErrorBanner errors={errors} labels={LABELS} />
      <fieldset className={cn("flex flex-col gap-3", !showStep(1) && "hidden")}>
        <legend className="sr-only">Your details</legend>
        <ContactFields prefix={prefix} errors={errors} values={values} />
      </fieldset>
      <BookingFields
        hidden={!showStep(2)}
        settings={settings}
        prefix={prefix}
        errors={errors}
        values={values}
        slots={slots}
        typedSlot={typedSlot}
      />
      <StepButtons
        steps={steps}
        step={step}
        onNext={async () => {
          const { ContactSchema } = await loadSchemas();
          const data = Object.fromEntries(new FormData(form.current!));
          const parsed = ContactSchema.safeParse(data);
          if (parsed.success) {
            setErrors({});
            setStep(2);
          } else setErrors(toFieldErrors(parsed.error));
        }}
        onBack={() => setStep(1)}
      />
    </Form>
  );
}

/** Next from the details (in the dialog's two steps), else Back and the booking's send button. */
function StepButtons({
  steps,
  step,
  onNext,
  onBack,
}: {
  steps: boolean;
  step: number;
  onNext: () => Promise<void>;
  onBack: () => void;
}) {
  return steps && step === 1 ? (
    <button type="button" onClick={onNext} className={buttonVariants()}>
      Next
    </button>
  ) : (
    <div className="flex gap-2">
      {steps && (
        <button
          type="button"
          onClick={onBack}
          className="rounded-brand px-4 py-2.5 font-semibold ring-1 ring-black/25 hover:bg-muted"
        >
          Back
        </button>
      )}
      <div className="flex flex-1 flex-col">
        <StatusButton intent="test-drive" busyText="Sending...">
          Book Test Drive
        </StatusButton>
      </div>
    </div>
  );
}

type Slots = { date: string; times: string[] }[];

/**
 * The test-drive form's element, and the free times it offers. [VSD §7 Appointment availability]
 * With JavaScript the free times of the car's location are offered; without it (or if they fail to
 * load) a date and time field, checked by the server. A date or time the buyer typed before they
 * loaded is carried into the choice, or, if the free times do not hold it, the typed fields stay:
 * nothing typed is undone.
 */
function useBookingTimes(locationSlug: string | undefined) {
  const form = useRef<HTMLFormElement>(null);
  const [slots, setSlots] = useState<Slots | null>(null);
  const [typedSlot, setTypedSlot] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!locationSlug) return;
    let live = true;
    fetch(`/api/appointments?location=${encodeURIComponent(locationSlug)}`)
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { slots?: Slots } | null) => {
        if (!live || !body?.slots) return;
        const typed = (name: string) => {
          const field = form.current?.elements.namedItem(name);
          return field instanceof HTMLInputElement ? field.value : "";
        };
        const kept = typedSlotAmong(body.slots, typed("date"), typed("time"));
        if (!kept) return;
        setTypedSlot(kept);
        setSlots(body.slots);
      })
      .catch((error: unknown) => console.warn("test-drive times not loaded", error));
    return () => {
      live = false;
    };
  }, [locationSlug]);
  return { form, slots, typedSlot };
}

/** The date and time typed before the free times loaded, or null when the free times do not hold them. */
function typedSlotAmong(slots: Slots, date: string, time: string): Record<string, string> | null {
  const day = slots.find((d) => d.date === date);
  if ((date && !day) || (time && !(day ? day.times : slots.flatMap((d) => d.times)).includes(time)))
    return null;
  return { ...(date && { date }), ...(time && { time }) };
}

/** The booking: the free times (or a date and time field), comments, and the ticks. */
function BookingFields({
  hidden,
  settings,
  prefix,
  errors,
  values,
  slots,
  typedSlot,
}: {
  hidden: boolean;
  settings: LeadFormSettings;
  prefix: string;
  errors: FieldErrors;
  values: Record<string, string>;
  slots: Slots | null;
  typedSlot: Record<string, string>;
}) {
  return (
    <fieldset className={cn("flex flex-col gap-3", hidden && "hidden")}>
      <legend className="sr-only">Your booking</legend>
      {slots && settings.locationSlug ? (
        <SlotSelects
          prefix={prefix}
          errors={errors}
          values={{ ...values, ...typedSlot }}
          slots={{ [settings.locationSlug]: slots }}
          location={settings.locationSlug}
        />
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <Field id={`${prefix}-date`} name="date" label="Preferred date" error={errors.date} optional>
            {(props) => (
              <input
                {...props}
                type="date"
                min={settings.today}
                className={inputClass}
                defaultValue={values.date}
              />
            )}
          </Field>
          <Field id={`${prefix}-time`} name="time" label="Preferred time" error={errors.time} optional>
            {(props) => <input {...props} type="time" className={inputClass} defaultValue={values.time} />}
          </Field>
        </div>
      )}
      <Field id={`${prefix}-message`} name="message" label="Comments" error={errors.message} optional>
        {(props) => <textarea {...props} rows={3} className={inputClass} defaultValue={values.message} />}
      </Field>
      <OptIn prefix={prefix} text={settings.optInText} checked={values.opt_in !== "false"} />
      {/* [SW §5 Test-drive form] "terms are shown if a disclaimer exists". */}
      {settings.termsNotice && (
        <TermsAgreement
          id={`${prefix}-terms`}
          error={errors.terms_conditions}
          checked={values.terms_conditions === "Yes"}
        />
      )}
    </fieldset>
  );
}
