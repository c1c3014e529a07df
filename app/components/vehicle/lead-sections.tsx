import { FIND_SIMILAR_MESSAGE, REQUEST_PHOTOS_MESSAGE } from "#domain/lead-forms";
import type { VehiclePage } from "#server/pages/vehicle-page.server";
import {
  EnquiryForm,
  TestDriveForm,
  type LeadFormResult,
  type LeadFormSettings,
} from "~/components/vehicle/lead-forms";

/*
 * The vehicle page's own enquiry and test-drive forms [VSD §2, §4 Enquiry form; SW §5]: where the
 * buttons lead without JavaScript, and where a form comes back with its errors. For a sold car, or
 * a card's "Request photos" and "Find Me Something Similar", the enquiry starts with that request.
 */
export function LeadSections({
  page,
  formSettings,
  result,
}: {
  page: VehiclePage;
  formSettings: LeadFormSettings;
  result: LeadFormResult;
}) {
  const { car, settings } = page;
  return (
    <>
      <section
        id="enquire"
        aria-labelledby="enquire-heading"
        className="rounded-brand bg-surface p-4 ring-1 ring-black/10 sm:p-5"
      >
        <h2 id="enquire-heading" className="mb-3 text-lg font-extrabold">
          {car.available ? settings.labels.enquire_button : "Find Me Something Similar"}
        </h2>
        <EnquiryForm
          settings={formSettings}
          result={result}
          subcategory={
            !car.available || page.request === "similar"
              ? "Find Me Something Similar"
              : page.request === "photos"
                ? "Request Photos"
                : "Vehicle Enquiry"
          }
          defaultMessage={
            !car.available || page.request === "similar"
              ? FIND_SIMILAR_MESSAGE
              : page.request === "photos"
                ? REQUEST_PHOTOS_MESSAGE
                : ""
          }
        />
      </section>
      {page.actions.testDrive && (
        <section
          id="test-drive"
          aria-labelledby="test-drive-heading"
          className="rounded-brand bg-surface p-4 ring-1 ring-black/10 sm:p-5"
        >
          <h2 id="test-drive-heading" className="mb-3 text-lg font-extrabold">
            Book a Test Drive
          </h2>
          <TestDriveForm settings={formSettings} result={result} />
        </section>
      )}
    </>
  );
}
