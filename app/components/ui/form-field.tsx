import { useEffect, useRef } from "react";
import { ERROR_BANNER, type FieldErrors } from "#domain/lead-forms";

/*
 * A labelled form field with its error, and the spec's error banner [SW §5 "Form error banner:
 * 'Please fix the following errors:' followed by a list"; §8], shared by every form.
 */
export function Field({
  id,
  name,
  label,
  error,
  optional,
  children,
}: {
  id: string;
  name: string;
  label: string;
  error?: string;
  optional?: boolean;
  children: (props: {
    id: string;
    name: string;
    "aria-invalid": boolean | undefined;
    "aria-describedby": string | undefined;
  }) => React.ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {optional && <span className="font-normal text-ink/70"> (optional)</span>}
      </label>
      {children({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled text input with its error: the common case of Field. */
export function TextField({
  id,
  name,
  label,
  error,
  optional,
  ...input
}: {
  id: string;
  name: string;
  label: string;
  error?: string;
  optional?: boolean;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "name">) {
  return (
    <Field id={id} name={name} label={label} error={error} optional={optional}>
      {(props) => <input {...props} {...input} className={inputClass} />}
    </Field>
  );
}

export const inputClass =
  "w-full rounded-brand border border-black/25 bg-surface px-3 py-2 text-base aria-invalid:border-red-700";

export function ErrorBanner({ errors, labels }: { errors: FieldErrors; labels: Record<string, string> }) {
  const { form, ...fields } = errors;
  const entries = Object.entries(fields);
  const banner = useRef<HTMLDivElement>(null);
  const said = JSON.stringify(errors);
  // New errors come into view: on a phone the banner is often above the button that was pressed.
  useEffect(() => {
    if (said !== "{}") banner.current?.scrollIntoView?.({ block: "nearest" });
  }, [said]);
  return (
    <div ref={banner} className="empty:hidden space-y-2">
      {/* A form-level error (a failed submit, a limit) is a destructive alert of its own [SW §8]. */}
      {form && (
        <div
          role="alert"
          className="rounded-brand border border-red-700/40 bg-red-50 p-3 text-sm font-semibold text-red-900"
        >
          {form}
        </div>
      )}
      {entries.length > 0 && (
        <div
          role="alert"
          className="rounded-brand border border-red-700/40 bg-red-50 p-3 text-sm text-red-900"
        >
          <p className="font-semibold">{ERROR_BANNER}</p>
          <ul className="mt-1 list-disc pl-5">
            {entries.map(([field, message]) => (
              <li key={field}>
                {labels[field] ? `${labels[field]}: ` : ""}
                {message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
