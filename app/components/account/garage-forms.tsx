import { useState } from "react";
import { Form } from "react-router";
import { StatusButton } from "~/components/ui/button";
import { ErrorBanner, TextField } from "~/components/ui/form-field";

/* My Garage's own forms (app/routes/my-garage.tsx): the buyer's details, and deleting the account. */
export type Answer = {
  intent: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  saved: boolean;
};

export function YourDetails({
  details,
  answer,
}: {
  details: { name: string; email: string; postcode: string };
  answer: Answer | undefined;
}) {
  const mine = answer?.intent === "details" ? answer : undefined;
  // "Saved" speaks of what was sent; once the buyer edits again it no longer holds.
  const [editedSince, setEditedSince] = useState<Answer | undefined>(undefined);
  const errors = mine?.errors ?? {};
  const value = (name: "name" | "email" | "postcode") => mine?.values[name] ?? details[name];
  return (
    <section aria-labelledby="garage-details" className="mt-10">
      <h2 id="garage-details" className="text-xl font-bold">
        Your details
      </h2>
      <p className="mt-1 text-sm">Filled in for you when you reserve a car.</p>
      <Form
        method="post"
        className="mt-3 grid max-w-xl gap-3 sm:grid-cols-2"
        onInput={() => setEditedSince(mine)}
      >
        <div className="sm:col-span-2">
          <ErrorBanner errors={errors} labels={{ name: "Name", email: "Email", postcode: "Postcode" }} />
          {mine?.saved && editedSince !== mine && (
            <p role="status" className="font-semibold text-green-800">
              Your details are saved.
            </p>
          )}
        </div>
        <TextField
          id="details-name"
          name="name"
          label="Name"
          error={errors.name}
          defaultValue={value("name")}
          autoComplete="name"
        />
        <TextField
          id="details-email"
          name="email"
          label="Email"
          error={errors.email}
          type="email"
          defaultValue={value("email")}
          autoComplete="email"
        />
        <TextField
          id="details-postcode"
          name="postcode"
          label="Postcode"
          error={errors.postcode}
          inputMode="numeric"
          maxLength={4}
          defaultValue={value("postcode")}
          autoComplete="postal-code"
        />
        <div className="self-end">
          <StatusButton intent="details" busyText="Saving…" variant="brand">
            Save details
          </StatusButton>
        </div>
      </Form>
    </section>
  );
}

export function DeleteAccount({ answer }: { answer: Answer | undefined }) {
  return (
    <section aria-labelledby="garage-delete" className="mt-10 rounded-brand p-4 ring-1 ring-red-700/40">
      <h2 id="garage-delete" className="text-xl font-bold">
        Delete my account
      </h2>
      <p className="mt-2 text-sm">
        This cancels any reservation (its deposit is refunded in full), removes your saved cars and details,
        and removes your name, e-mail, phone number and messages from the enquiries you have sent us. It
        cannot be undone.
      </p>
      <Form method="post" className="mt-3 space-y-3">
        {answer?.intent === "delete" && (
          <ErrorBanner errors={answer.errors} labels={{ confirm: "Confirm" }} />
        )}
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="confirm" className="mt-1 size-4" />
          <span>I want my account and personal details deleted.</span>
        </label>
        <StatusButton intent="delete" busyText="Deleting…" variant="outline">
          Delete my account
        </StatusButton>
      </Form>
    </section>
  );
}
